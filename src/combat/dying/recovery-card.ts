/**
 * CND-3: the recovery check card (templates/combat/recovery-card.hbs), posted by src/combat/dying/dying.ts. No Foundry
 * global, so the preview renders the same card.
 */
import type { RecoveryOutcome, RecoveryResult } from "../../rules";
import { outcomeLabelKey, type Localizer } from "../../chat/labels";

/** CND-3: the text of each outcome (literal keys, so the language check sees them). */
const RECOVERY_TEXT: Readonly<Record<RecoveryOutcome, string>> = {
  improved: "FRAY.Combat.Dying.Improved",
  worsened: "FRAY.Combat.Dying.Worsened",
  stabilized: "FRAY.Combat.Dying.Stabilized",
  dead: "FRAY.Combat.Dying.Dead",
};

/**
 * CND-3: the recovery card's view data (templates/combat/recovery-card.hbs) for `actorName`'s flat d20 showing
 * `natural` and what the rules made of it. The name is plain text the template escapes.
 */
export function recoveryCardContext(actorName: string, natural: number, result: RecoveryResult, i18n: Localizer) {
  return {
    actorName,
    natural,
    dc: result.dc,
    outcome: result.outcome,
    dcLabel: i18n.format("FRAY.Combat.Dying.Dc", { dc: String(result.dc) }),
    degree: i18n.localize(outcomeLabelKey("fourDegrees", "check", result.degree)),
    result: i18n.format(RECOVERY_TEXT[result.outcome], { dying: String(result.state.dying) }),
  };
}
