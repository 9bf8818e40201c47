/**
 * The death-save card's context (templates/chat/death-save-card.hbs), from plain data; no Foundry global, so the
 * preview builds the same card. Posted by src/combat/dying/death-saves.ts.
 */
import type { DeathSaveOutcome, DeathSaveResult } from "../../rules";
import type { Localizer } from "../../chat/labels";

/** The text of each outcome (literal keys, so the language check sees them). */
const OUTCOME_TEXT: Readonly<Record<DeathSaveOutcome, string>> = {
  success: "FRAY.Combat.DeathSave.Success",
  failure: "FRAY.Combat.DeathSave.Failure",
  stabilized: "FRAY.Combat.DeathSave.Stabilized",
  revived: "FRAY.Combat.DeathSave.Revived",
  dead: "FRAY.Combat.DeathSave.Dead",
};

/** The death-save card's context: escaped by Handlebars, so names and texts are plain strings. */
export function deathSaveCardContext(
  actorName: string,
  natural: number | null,
  result: DeathSaveResult,
  i18n: Localizer,
): Record<string, unknown> {
  const pips = (n: number) => [0, 1, 2].map((i) => i < n);
  return {
    actorName,
    natural,
    outcome: result.outcome,
    result: i18n.localize(OUTCOME_TEXT[result.outcome]),
    success: pips(result.state.success),
    failure: pips(result.state.failure),
    successLabel: i18n.localize("FRAY.Sheet.DeathSuccesses"),
    failureLabel: i18n.localize("FRAY.Sheet.DeathFailures"),
  };
}
