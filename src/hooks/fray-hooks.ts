/**
 * The hooks Fray fires for modules (docs/API.md, "Hooks"), declared for fvtt-types so `Hooks.on`, `Hooks.call`
 * and `Hooks.callAll` check their arguments. A `pre…` hook is called with `Hooks.call`: returning false
 * cancels what it announces; the others are `Hooks.callAll`, after the fact.
 */
/** One initiative result as `fray.rollInitiative` reports it. */
export interface InitiativeHookResult {
  readonly ids: readonly string[];
  readonly groupKey: string | null;
  readonly total: number;
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Before Fray rolls initiative for `ids` in `combat`; return false to cancel. */
      "fray.preRollInitiative": (combat: Combat.Implementation, ids: readonly (string | null)[]) => boolean | void;
      /** After initiative results were rolled (and, on a GM, written). */
      "fray.rollInitiative": (combat: Combat.Implementation, results: readonly InitiativeHookResult[]) => void;
    }
  }
}
