/**
 * Issue 24 §3.4: the roll dialog shows what will be rolled. Unticking a position (issue 13 item 5) changes the
 * sources, and with them the mode the sources give and the formula; changing the mode or the expertise die changes
 * the formula. The dialog redraws both on every change of its form, so the mode ticked and the formula printed
 * are what the roll button rolls. A mode or die the user picked themselves is kept; one they left follows the
 * sources still ticked. DOM only, no Foundry globals.
 */
import { D20_MODES, type D20Mode, type ExpertiseDieFaces } from "../../rules";

/** What the dialog shows for the positions left ticked: the mode and die the sources give, and the formula. */
export interface RollPreview {
  /** The mode and die the kept sources give (the dialog ticks them unless the user chose). */
  readonly mode: D20Mode;
  readonly expertiseDie: ExpertiseDieFaces | null;
  /** The formula rolled with `chosen` (the mode and die the dialog shows), or null when the roll is impossible. */
  formula(chosen: { mode: D20Mode; expertiseDie: ExpertiseDieFaces | null }): string | null;
}

/** Builds the preview for the positions the user unticked (their indexes). */
export type RollPreviewer = (dropped: readonly number[]) => RollPreview;

interface CheckedInput extends HTMLInputElement {
  checked: boolean;
}

/**
 * Keeps the dialog's mode, expertise die and formula in step with its form. `root` is the dialog's element,
 * `positions` the number of position boxes, `impossible` the text shown in place of an impossible formula.
 */
export function attachRollDialogRedraw(
  root: ParentNode & EventTarget,
  positions: number,
  preview: RollPreviewer,
  impossible: string,
): void {
  let modeChosen = false;
  let dieChosen = false;
  const radios = () => [...root.querySelectorAll<CheckedInput>('input[type="radio"][name="mode"]')];
  const die = () => root.querySelector<HTMLSelectElement>('select[name="expertise"]');
  const shownMode = (): D20Mode => {
    const value = radios().find((r) => r.checked)?.value ?? "normal";
    return (D20_MODES as readonly string[]).includes(value) ? (value as D20Mode) : "normal";
  };
  const shownDie = (): ExpertiseDieFaces | null => {
    const value = Number(die()?.value ?? "");
    return value > 0 ? (value as ExpertiseDieFaces) : null;
  };
  const redraw = (): void => {
    const dropped: number[] = [];
    for (let i = 0; i < positions; i++) {
      const box = root.querySelector<CheckedInput>(`input[name="position-${i}"]`);
      if (box && !box.checked) dropped.push(i);
    }
    const p = preview(dropped);
    if (!modeChosen) for (const radio of radios()) radio.checked = radio.value === p.mode;
    const select = die();
    if (select && !dieChosen) {
      const wanted = p.expertiseDie === null ? "" : String(p.expertiseDie);
      for (const option of select.querySelectorAll("option")) option.selected = option.value === wanted;
      select.value = wanted;
    }
    const code = root.querySelector(".fray-roll-dialog__formula code");
    if (code) code.textContent = p.formula({ mode: shownMode(), expertiseDie: shownDie() }) ?? impossible;
  };
  root.addEventListener("change", (event) => {
    const name = (event.target as Element | null)?.getAttribute("name") ?? "";
    if (name === "mode") modeChosen = true;
    if (name === "expertise") dieChosen = true;
    redraw();
  });
}
