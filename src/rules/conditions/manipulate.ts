/**
 * TA-12: what grabbed and restrained do to a threeAction creature's actions with the manipulate trait (Interact,
 * Activate an Item, a spell cast with gestures…): grabbed, the action needs a DC 5 flat check first (failed, the
 * action is spent and does nothing); restrained, no manipulate action at all (Escape has the attack trait, not
 * manipulate, so it stays open). An action without the trait is neither.
 */
import { RuleInputError } from "../errors";
import { deepFreeze } from "../plain";

/** TA-12: the flat check a grabbed creature's manipulate action needs. */
export const GRABBED_MANIPULATE_DC = 5;

/** TA-12: refused (restrained), or allowed, with the flat check it needs first or none. */
export type ManipulateGate =
  | { readonly allowed: false; readonly reason: "restrained" }
  | {
      readonly allowed: true;
      readonly flatCheck: { readonly dc: number; readonly reason: "grabbed" } | null;
    };

const active = (conditions: Readonly<Record<string, number>>, id: string) => (conditions[id] ?? 0) > 0;

/** TA-12: whether an action with (or without) the manipulate trait may be taken under `conditions`, and how. */
export function manipulateGate(conditions: Readonly<Record<string, number>>, manipulate: boolean): ManipulateGate {
  if (typeof conditions !== "object" || (conditions as unknown) === null)
    throw new RuleInputError("conditions", "must be a record of condition levels");
  if (typeof manipulate !== "boolean") throw new RuleInputError("manipulate", "must be true or false");
  if (!manipulate) return deepFreeze({ allowed: true, flatCheck: null });
  if (active(conditions, "restrained")) return deepFreeze({ allowed: false, reason: "restrained" });
  if (active(conditions, "grabbed"))
    return deepFreeze({ allowed: true, flatCheck: { dc: GRABBED_MANIPULATE_DC, reason: "grabbed" } });
  return deepFreeze({ allowed: true, flatCheck: null });
}
