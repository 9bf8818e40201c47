/**
 * COV-1: a GM sets a target's cover on an attack card (the map can't know about a table, a fallen pillar or a
 * ruling). Only a GM's client does it, and it re-derives everything it writes: the target's AC from the actor and
 * the chosen degree (targetDefense), the outcome from the card's own dice. The card is re-rendered and its roll
 * replaced in one update; the target's cover is marked as set by the GM. With outcomes hidden from players the
 * buttons are on the GMs' record: the public card's roll takes the cover (still with no AC) and both are redrawn.
 */
import { FrayD20Roll, type RollTarget } from "../../dice/d20-roll";
import { renderD20CardAgain } from "../../dice/d20-card-render";
import {
  attackerOf,
  judgedRoll,
  recordedCardId,
  recordOf,
  situationalAc,
  withOptions,
} from "../../dice/hidden-outcome";
import { targetDefense } from "../../dice/target-defense";
import { refuse, type CardRefusal } from "../card-actions";
import { OVERRIDE_COVER_CHOICES } from "../d20-card";

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
  // With outcomes hidden the GM sets it on the GMs' record (the public card shows no AC, so no buttons): the cover
  // is written to the public card's roll, where the record is judged from, and both cards are drawn again.
  const recorded = recordedCardId(message);
  const card = recorded === undefined ? message : game.messages.find((m) => m.id === recorded);
  if (!card) return refuse("noMessage");
  const roll = (card.rolls as unknown[]).find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  if (!roll || roll.fray.kind !== "attack") return refuse("notAnAttack");
  const hidden = roll.fray.outcomesHidden === true;
  const index = roll.fray.targets.findIndex((t) => t.uuid === targetUuid);
  const target = roll.fray.targets[index];
  if (!target) return refuse("notATarget");
  const actor = await fromUuid(targetUuid as `Actor.${string}`);
  if (!(actor instanceof Actor)) return refuse("noTarget");
  const defense = targetDefense(actor, degree, situationalAc(await attackerOf(roll), actor));
  // The measured lines no longer explain the degree: they are left out. A hidden card keeps its AC out.
  const changed: RollTarget = {
    uuid: target.uuid,
    name: target.name,
    dc: target.dc,
    cover: degree,
    coverFrom: "gm",
    ac: hidden ? null : defense.ac,
    sources: defense.sources,
  };
  const targets = roll.fray.targets.map((t, i) => (i === index ? changed : t));
  const judged = withOptions(roll, {
    ...roll.fray,
    targets,
    cover: targets.length === 1 ? degree : roll.fray.cover,
  });
  await redraw(card, card, judged, hidden);
  if (!hidden) return { ok: true };
  const record = recorded === undefined ? recordOf(card.id) : message;
  if (record) await redraw(record, card, await judgedRoll(judged, null, { [targetUuid]: degree }), false);
  return { ok: true };
}

/** Draws `message` again from `roll` (attached to it unless it is the GMs' record, which carries none). */
async function redraw(
  message: ChatMessage.Implementation,
  card: ChatMessage.Implementation,
  roll: FrayD20Roll,
  hidden: boolean,
): Promise<void> {
  const damage = message.content.includes('data-action="frayRollDamage"');
  const content = await renderD20CardAgain(roll, card.flavor, { damage, hidden });
  await message.update(message === card ? { content, rolls: [JSON.stringify(roll)] } : { content });
}
