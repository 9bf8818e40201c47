/**
 * The roll dialog's context and how its form is read, free of Foundry globals so the preview and the tests
 * use the same functions as the dialog itself.
 */
import { D20_MODES, EXPERTISE_DIE_FACES, type D20Mode, type ExpertiseDieFaces, type RollSource } from "../../rules";
import { MODE_LABELS, type Localizer } from "../../chat/labels";
import { coverReadout, sourceLines, struckPositions } from "../../chat/d20-card";
import type { RollTarget } from "../d20-roll";

/** What the user chose in the dialog (or by a shortcut). */
export interface RollChoice {
  readonly mode: D20Mode;
  /** A situational bonus formula, or "". */
  readonly bonus: string;
  readonly expertiseDie: ExpertiseDieFaces | null;
  /** Indexes of the position sources the user unticked (issue 13 item 5). */
  readonly dropped: readonly number[];
}

export interface RollDialogInput {
  readonly formula: string;
  readonly sources: readonly RollSource[];
  readonly mode: D20Mode;
  readonly bonus: string;
  /** Offer the expertise die choice (only where the preset has expertise dice, ATK-6). */
  readonly expertiseDice: boolean;
  readonly expertiseDie: ExpertiseDieFaces | null;
  /** Sources from where the tokens stand, each shown with a box the user may untick. */
  readonly positions?: readonly RollSource[];
  /** COV-1: the targets, with the cover each has (measured on the scene or from its status). */
  readonly targets?: readonly Pick<RollTarget, "name" | "cover" | "coverFrom" | "coverLines">[];
  /** ATK-5: print each source's rule ID (`fray.showRuleIds`, as on the cards); hidden unless true. */
  readonly showRuleIds?: boolean;
  /**
   * Offer advantage, normal and disadvantage (the 5e family). False under threeAction (TA-1: no 5e advantage or
   * disadvantage), where the dialog shows no mode at all. True when absent.
   */
  readonly modeChoice?: boolean;
}

/** The dialog's one button, as DialogV2 takes it (the label is a localization key DialogV2 localizes). */
export const ROLL_DIALOG_BUTTON = {
  action: "roll",
  label: "FRAY.Dialog.Roll.Submit",
  icon: "fa-solid fa-dice-d20",
  default: true,
} as const;

/** The template context of templates/dialog/roll.hbs. */
export function rollDialogContext(input: RollDialogInput, i18n: Localizer) {
  // TA-1: the sources and the positions stack together, so a position may beat a source of its type or be beaten.
  const positions = input.positions ?? [];
  const struck = struckPositions([...input.sources, ...positions]);
  const shifted = new Set([...struck].map((i) => i - input.sources.length));
  // Without the setting a line carries no rule ID at all (the dialog has no render hook to strip them later).
  const lines = (sources: readonly RollSource[], at: ReadonlySet<number>) =>
    sourceLines(sources, i18n, at).map((line) => (input.showRuleIds === true ? line : { ...line, rule: "" }));
  return {
    formula: input.formula,
    showRuleIds: input.showRuleIds === true,
    sources: lines(input.sources, struck),
    positions: lines(positions, shifted).map((line, index) => ({ ...line, index })),
    modes:
      input.modeChoice === false
        ? []
        : D20_MODES.map((id) => ({ id, label: i18n.localize(MODE_LABELS[id]), checked: id === input.mode })),
    bonus: input.bonus,
    targets: (input.targets ?? []).map((t) => {
      const readout = coverReadout(t, i18n);
      return { name: t.name, ...readout, cover: readout.cover || i18n.localize("FRAY.Roll.Cover.None") };
    }),
    expertise: input.expertiseDice
      ? {
          choices: [
            { value: "", label: i18n.localize("FRAY.Dialog.Roll.NoExpertise"), selected: input.expertiseDie === null },
            ...EXPERTISE_DIE_FACES.map((faces) => ({
              value: String(faces),
              label: i18n.format("FRAY.Roll.ExpertiseDie", { faces: String(faces) }),
              selected: faces === input.expertiseDie,
            })),
          ],
        }
      : null,
  };
}

/**
 * Reads the dialog's form: `mode` (radio), `bonus` (text), `expertise` (select, "" for none) and, for each of the
 * `positions` sources shown, its box `position-<i>` (`checked(name)`: unticked means left out).
 */
export function readRollDialogForm(
  value: (name: string) => string | undefined,
  checked: (name: string) => boolean = () => true,
  positions = 0,
): RollChoice {
  const mode = value("mode");
  const faces = Number(value("expertise") ?? "");
  const dropped: number[] = [];
  for (let i = 0; i < positions; i++) if (!checked(`position-${i}`)) dropped.push(i);
  return {
    mode: (D20_MODES as readonly string[]).includes(mode ?? "") ? (mode as D20Mode) : "normal",
    bonus: (value("bonus") ?? "").trim(),
    expertiseDie: EXPERTISE_DIE_FACES.find((f) => f === faces) ?? null,
    dropped,
  };
}

/**
 * The dnd5e shortcuts Foundry users expect: Shift rolls at once as the sources say, Alt (Option) with
 * advantage, Ctrl or Meta (Cmd) with disadvantage. Returns the mode to roll with ("sources" for Shift), or null
 * when no shortcut key is held. With `modeChoice` false (threeAction, TA-1) every shortcut rolls at once as the
 * sources say: no key changes the mode.
 */
export function shortcutMode(
  event: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } | undefined,
  modeChoice = true,
): D20Mode | "sources" | null {
  if (!event) return null;
  if (!modeChoice) return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey ? "sources" : null;
  if (event.altKey) return "advantage";
  if (event.ctrlKey || event.metaKey) return "disadvantage";
  if (event.shiftKey) return "sources";
  return null;
}
