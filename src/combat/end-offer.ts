/**
 * CMB-4: when every combatant of one disposition is defeated, the active GM is offered to end the combat
 * (where the preset says so: policies.combat.offerEndWhenSideDefeated). Asked once per side that falls.
 */
import { activePolicies } from "../settings/policies";
import { DEAD_STATUS_ID } from "../conditions/status-effects";
import { openPrompt } from "../net/prompt-hook";

/**
 * Combats and the sides already offered on this client, so a side's fall is asked about once. Keyed by this
 * client's user too: one browser runs one user, and a test harness running several clients in one process
 * must not let one client's memory stand for another's.
 */
const offered = new Map<string, Set<number>>();
const offeredKey = (combat: Combat.Implementation): string => `${game.user.id}:${combat.id ?? ""}`;

/**
 * The disposition of a combatant: the side the GM recorded for it (combat-sides.ts), else its token's, else its
 * actor's prototype token's; null when unknown.
 */
export function dispositionOf(combatant: Combatant.Implementation): number | null {
  const recorded = (combatant.system as { disposition?: unknown } | undefined)?.disposition;
  if (typeof recorded === "number") return recorded;
  const token = combatant.token as { disposition?: number } | null | undefined;
  const prototype = combatant.actor?.prototypeToken as { disposition?: number } | undefined;
  return token?.disposition ?? prototype?.disposition ?? null;
}

/**
 * CMB-4: defeated means out of the fight: marked defeated, dead or unconscious, or a non-hero at 0 HP (the
 * rules remove a monster from play at 0 HP).
 */
export function isOutOfFight(combatant: Combatant.Implementation): boolean {
  if (combatant.defeated) return true;
  const actor = combatant.actor;
  if (!actor) return false;
  const defeatedId = CONFIG.specialStatusEffects.DEFEATED || DEAD_STATUS_ID;
  if (actor.statuses.has(defeatedId) || actor.statuses.has("unconscious")) return true;
  const hp = (actor.system as { hp?: { value?: number } }).hp?.value;
  return actor.type !== "character" && hp === 0;
}

/** CMB-4: the dispositions every one of whose combatants is out of the fight. */
export function defeatedSides(combat: Combat.Implementation): number[] {
  const sides = new Map<number, boolean>();
  for (const combatant of combat.combatants) {
    const side = dispositionOf(combatant);
    if (side === null) continue;
    sides.set(side, (sides.get(side) ?? true) && isOutOfFight(combatant));
  }
  return [...sides].filter(([, defeated]) => defeated).map(([side]) => side);
}

/**
 * CMB-4, on the active GM only: if a side of the started `combat` has just fallen, asks (DialogV2.confirm)
 * whether to end the combat, and deletes it on yes. Deleting directly, because Combat#endCombat would ask a
 * second time. Returns whether the combat was ended.
 */
export async function offerEndIfSideDefeated(combat: Combat.Implementation): Promise<boolean> {
  if (!game.user.isActiveGM || !combat.started || !activePolicies().combat.offerEndWhenSideDefeated) return false;
  const defeated = defeatedSides(combat);
  // A side that got back up (healed, revived) may be offered again when it falls again.
  const asked = new Set([...(offered.get(offeredKey(combat)) ?? [])].filter((side) => defeated.includes(side)));
  const fallen = defeated.filter((side) => !asked.has(side));
  offered.set(offeredKey(combat), asked);
  if (fallen.length === 0) return false;
  for (const side of fallen) asked.add(side);
  // DialogV2.confirm resolves to true (yes), false (no) or null (closed).
  const end = await openPrompt("endCombat", { combatId: combat.id ?? "", sides: fallen }, (render) =>
    foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize("FRAY.Combat.EndOffer.Title") },
      content: `<p>${game.i18n.localize("FRAY.Combat.EndOffer.Body")}</p>`,
      rejectClose: false,
      modal: true,
      render,
    } as never),
  );
  if (end !== true) return false;
  await combat.delete();
  offered.delete(offeredKey(combat));
  return true;
}
