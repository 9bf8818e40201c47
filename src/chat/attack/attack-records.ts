/**
 * RES-6: as an attack card is posted, the active GM records what Sneak Attack's condition reads: the roll mode
 * its dice show and, per target, whether a qualifying creature stood within 5 ft of it, measured from the GM's
 * own token documents at that moment (src/scene/reach/sneak-companions.ts). A player's later claims change neither.
 */
import { FrayD20Roll } from "../../dice/d20-roll";
import { companionNear } from "../../scene/reach";
import { combatTurnKey, recordAttack } from "../table-records";
import type { AttackRecord } from "../../settings/records";

/** The d20 mode a roll's formula shows: two d20 keeping the higher is advantage, the lower disadvantage. */
export function modeOfFormula(formula: string): AttackRecord["mode"] {
  const d20 = /(\d*)d20(k[hl]\d*)?/.exec(formula);
  if (!d20 || Number(d20[1] || "1") < 2) return "normal";
  return d20[2]?.startsWith("kl") === true
    ? "disadvantage"
    : d20[2]?.startsWith("kh") === true
      ? "advantage"
      : "normal";
}

/** `createChatMessage` on the active GM's client: records an attack card's mode and each target's companions. */
export async function recordAttackIfNew(message: ChatMessage.Implementation): Promise<void> {
  if (!game.user.isActiveGM || !message.id) return;
  const rolls: unknown[] = message.rolls;
  const roll = rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll && r.fray.kind === "attack");
  if (!roll || !roll.fray.actorUuid || !roll.fray.itemUuid) return;
  const actor = fromUuidSync(roll.fray.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  const author = message.author as User.Implementation | null;
  if (!(actor instanceof Actor) || !author || !actor.testUserPermission(author, "OWNER")) return;
  const near: Record<string, boolean> = {};
  for (const t of roll.fray.targets) {
    const target = fromUuidSync(t.uuid as `Actor.${string}`) as Actor.Implementation | null;
    near[t.uuid] = target instanceof Actor ? companionNear(actor, target) : false;
  }
  await recordAttack({
    card: message.id,
    actor: actor.uuid,
    item: roll.fray.itemUuid,
    mode: modeOfFormula(roll.formula),
    near,
    turn: combatTurnKey(),
  });
}
