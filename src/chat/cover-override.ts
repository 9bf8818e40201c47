/**
 * COV-1: a GM sets a target's cover on an attack card (the map can't know about a table, a fallen pillar or a
 * ruling). Only a GM's client does it, and it re-derives everything it writes: the target's AC from the actor and
 * the chosen degree (targetDefense), the outcome from the card's own dice. The card is re-rendered and its roll
 * replaced in one update; the target's cover is marked as set by the GM.
 */
import { FrayD20Roll, type RollTarget } from "../dice/d20-roll";
import { renderD20Card } from "../dice/d20-card-render";
import { withOptions } from "../dice/hidden-outcome";
import { targetDefense } from "../dice/target-defense";
import { unescapeHtml } from "./escape";
import { refuse, type CardRefusal } from "./card-request";
import { OVERRIDE_COVER_CHOICES } from "./d20-card";

export type CoverOverrideResult = { readonly ok: true } | CardRefusal;

/** COV-1: on a GM's client, sets `cover` for target `targetUuid` of attack card `message`. */
export async function overrideCover(
  message: ChatMessage.Implementation,
  targetUuid: string,
  cover: string,
): Promise<CoverOverrideResult> {
  if (!game.user.isGM) return refuse("notGm");
  // Total cover is settled before the roll (the attack is refused), so a GM sets none, half or three-quarters.
  const degree = OVERRIDE_COVER_CHOICES.find((d) => d === cover);
  if (!degree) return refuse("badCover");
  const roll = (message.rolls as unknown[]).find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  // A card whose AC is hidden from players is judged on the GMs' record; its cover is recorded at the roll.
  if (!roll || roll.fray.kind !== "attack" || roll.fray.outcomesHidden) return refuse("notAnAttack");
  const index = roll.fray.targets.findIndex((t) => t.uuid === targetUuid);
  const target = roll.fray.targets[index];
  if (!target) return refuse("notATarget");
  const actor = await fromUuid(targetUuid as `Actor.${string}`);
  if (!(actor instanceof Actor)) return refuse("noTarget");
  const defense = targetDefense(actor, degree);
  // The measured lines no longer explain the degree: they are left out.
  const changed: RollTarget = {
    uuid: target.uuid,
    name: target.name,
    dc: target.dc,
    cover: degree,
    coverFrom: "gm",
    ac: defense.ac,
    sources: defense.sources,
  };
  const targets = roll.fray.targets.map((t, i) => (i === index ? changed : t));
  const judged = withOptions(roll, {
    ...roll.fray,
    targets,
    cover: targets.length === 1 ? degree : roll.fray.cover,
  });
  const actorUuid = roll.fray.actorUuid;
  const attacker = actorUuid ? (fromUuidSync(actorUuid) as Actor.Implementation | null) : null;
  const content = await renderD20Card(judged, {
    // The flavor holds the escaped title (HTML); the card template escapes what it prints, so it gets the text.
    title: unescapeHtml(message.flavor),
    actorName: attacker?.name ?? "",
    damage: message.content.includes('data-action="frayRollDamage"'),
    hidden: false,
  });
  await message.update({ content, rolls: [JSON.stringify(judged)] });
  return { ok: true };
}
