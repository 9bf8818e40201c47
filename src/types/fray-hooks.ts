/**
 * The hooks Fray fires for modules (docs/API.md, "Hooks"), declared for fvtt-types so `Hooks.on`, `Hooks.call`
 * and `Hooks.callAll` check their arguments. A `pre…` hook is called with `Hooks.call`: returning false
 * cancels what it announces; the others are `Hooks.callAll`, after the fact.
 */
import type { OpenedPrompt } from "../net/prompt-hook";
import type { QuenchLike, QuenchReports } from "../quench/types";
import type { FrayTestReport } from "../quench/report";
import type { RestSummary } from "../resources/rest-card";
import type { RechargeRoll } from "../rules";

/** One initiative result as `fray.rollInitiative` reports it. */
export interface InitiativeHookResult {
  readonly ids: readonly string[];
  readonly groupKey: string | null;
  readonly total: number;
}

declare module "fvtt-types/configuration" {
  // fvtt-types keeps its hook table in this namespace; augmenting it is the documented way to type new hooks.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      /** Before Fray rolls initiative for `ids` in `combat`; return false to cancel. */
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a hook may return nothing or false
      "fray.preRollInitiative": (combat: Combat.Implementation, ids: readonly (string | null)[]) => boolean | void;
      /** After initiative results were rolled (and, on a GM, written). */
      "fray.rollInitiative": (combat: Combat.Implementation, results: readonly InitiativeHookResult[]) => void;
      /** Fray opens a prompt: `respond(answer)` answers it (docs/API.md, "Prompts"). */
      "fray.promptOpened": (prompt: OpenedPrompt) => void;
      /** After a Quench run with Fray's batches: the report the window shows (docs/API.md, "Prompts"). */
      "fray.quenchReport": (report: FrayTestReport) => void;
      /** RES-3: after a short or long rest of `actor` (its summary card posted). */
      "fray.rest": (actor: Actor.Implementation, summary: RestSummary) => void;
      /** RES-4: after a monster's recharge d6 at the start of its turn, for item `item`. */
      "fray.recharge": (item: Item.Implementation, roll: RechargeRoll) => void;
      /** RES-5: after a monster took legendary option `item` (cost spent from its combatant's pool). */
      "fray.legendaryAction": (combatant: Combatant.Implementation, item: Item.Implementation) => void;
      /** RES-5: after the GM turned `actor`'s failed save (chat message `messageId`) into a success. */
      "fray.legendaryResistance": (actor: Actor.Implementation, messageId: string) => void;
      /** Quench's (not Fray's): Quench is ready for batches (src/quench/types.ts). */
      quenchReady: (quench: QuenchLike) => void;
      /** Quench's (not Fray's): a run ended; its Mocha JSON report. */
      quenchReports: (reports: QuenchReports) => void;
    }
  }
}
