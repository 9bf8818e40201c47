/**
 * The hook Fray fires for every prompt it opens (docs/API.md, "Prompts"): `Hooks.callAll("fray.promptOpened",
 * prompt)` with `{kind, data, respond}`. A listener that calls `respond(answer)` during the hook answers for the
 * user and no dialog is shown; called later, it closes the open dialog and its answer counts. Quench batches and
 * the harness answer prompts this way, as a module (an automation, a table's house rule) may: no test-only path.
 */
import { askAtMost, type ClosableDialog } from "./gm-requests";

export const PROMPT_OPENED_HOOK = "fray.promptOpened" as const;

/**
 * What a prompt asks, and the answer `respond` takes (the same value the dialog gives):
 * - `opportunity` (OA-1): `"strike-<itemId>"` or `"pass"` (`data.choices` lists them);
 * - `swapInitiative` (INIT-14), `spendAnyway` (ECON-1, a GM's override), `spendSlotAnyway` (RES-1, a GM's casting
 *   without a slot the rules allow), `endCombat` (CMB-4) and `cardAction` (a GM's consent to a card action): `true`
 *   or `false`;
 * - `legendary` (RES-5): `"take-<itemId>"` or `"pass"` (`data.choices` lists them);
 * - `shieldBlock` (TA-11, threeAction): whether the hit creature Shield Blocks: `true` or `false`.
 */
export type PromptKind =
  | "opportunity"
  | "swapInitiative"
  | "spendAnyway"
  | "endCombat"
  | "cardAction"
  | "legendary"
  | "spendSlotAnyway"
  | "shieldBlock";

/** The argument of `fray.promptOpened`. */
export interface OpenedPrompt {
  readonly kind: PromptKind;
  /** Plain facts the prompt is about (ids and names), frozen. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Answers the prompt; later calls are ignored. */
  respond(answer: unknown): void;
}

/**
 * Fires `fray.promptOpened`, then (unless a listener answered at once) opens the dialog through `ask`, which passes
 * the `render` callback it gets to DialogV2. Resolves to the first answer, the listener's or the dialog's; null when
 * `ms` ran out first (askAtMost).
 */
export async function openPrompt(
  kind: PromptKind,
  data: Record<string, unknown>,
  ask: (render: (event: Event, dialog: ClosableDialog) => void) => Promise<unknown>,
  ms?: number,
): Promise<unknown> {
  // An object, not two lets: `respond` may run during Hooks.callAll, which the compiler can't see.
  const state: { answered: boolean; answer: unknown } = { answered: false, answer: null };
  let dialog: ClosableDialog | null = null;
  let settle: (value: unknown) => void = () => undefined;
  const responded = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  const prompt: OpenedPrompt = Object.freeze({
    kind,
    data: Object.freeze({ ...data }),
    respond(value: unknown): void {
      if (state.answered) return;
      state.answered = true;
      state.answer = value;
      settle(value);
      // The question is answered: a dialog left open would take a click that no longer counts.
      void dialog?.close();
    },
  });
  Hooks.callAll(PROMPT_OPENED_HOOK, prompt);
  if (state.answered) return state.answer;
  const asked = askAtMost(
    (render) =>
      ask((event, opened) => {
        dialog = opened;
        render(event, opened);
      }),
    ms,
  ).then((value) => {
    // The dialog's answer counts unless a listener answered first (its close ends the dialog with null).
    if (state.answered) return state.answer;
    state.answered = true;
    return value;
  });
  return Promise.race([asked, responded]);
}
