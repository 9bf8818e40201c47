/**
 * TA-12 (threeAction): a manipulate action by a grabbed creature rolls a DC 5 flat check first (a failure loses the
 * action: it is spent and does nothing), and a restrained creature's is refused. The rule is `manipulateGate`
 * (src/rules); this reads the item's trait and the user's conditions, rolls the die through Foundry's Roll (Dice So
 * Nice, the harness's queue) and words the card line.
 */
import { flatCheckSucceeds, manipulateGate, statFamily, type ManipulateGate } from "../rules";
import { activePolicies } from "../settings/policies";
import { conditionLevels } from "../conditions/levels";

const FREE: ManipulateGate = Object.freeze({ allowed: true, flatCheck: null });

/**
 * Does using the item take a manipulate action? The trait is a flag, `flags.fray.manipulate` (as Shield Block's
 * `flags.fray.shieldBlock`): edited on the item sheet under threeAction, set on the actions pack's Interact.
 */
export function isManipulate(item: { flags?: unknown }): boolean {
  return (item.flags as { fray?: { manipulate?: unknown } } | undefined)?.fray?.manipulate === true;
}

/** TA-12: the gate for `actor` using `item` (always free outside threeAction, or without an actor). */
export function manipulateGateOf(item: { flags?: unknown }, actor: Actor.Implementation | null): ManipulateGate {
  if (!actor || statFamily(activePolicies()) !== "threeAction") return FREE;
  return manipulateGate(conditionLevels(actor), isManipulate(item));
}

/** TA-12: a rolled manipulate flat check and its card line. */
export interface ManipulateCheck {
  readonly success: boolean;
  readonly line: string;
}

/** TA-12: rolls the flat check (a d20, no modifier) against `dc` and words it for the card. */
export async function rollManipulateCheck(dc: number): Promise<ManipulateCheck> {
  const roll = new Roll("1d20");
  await roll.evaluate();
  const die = roll.total ?? 0;
  const success = flatCheckSucceeds(die, dc);
  const outcome = game.i18n.localize(success ? "FRAY.Chat.FlatCheck.Passed" : "FRAY.Chat.FlatCheck.ActionLost");
  const line = game.i18n.format("FRAY.Chat.FlatCheck.Line", {
    dc: String(dc),
    state: game.i18n.localize("FRAY.Chat.FlatCheck.State.grabbed"),
    result: `${die}, ${outcome}`,
  });
  return { success, line };
}
