/**
 * The NPC stat block's own pieces (issue 16 item 3): the read view's lines (hit points, size, challenge or
 * level, multiattack), each ability with its check and (5e family) its save as buttons named by what they roll,
 * the saves row, and the Edit / Done switch an owner sees.
 */
import type { ThreeActionSave } from "../../../rules";
import { ABILITY_LABELS, SIZE_LABELS, type Localizer } from "../../../data/labels";
import { speedViews, type AbilityView, type SaveView } from "./creature";
import type { SkillView } from "./skills";
import type { CreatureSystem } from "./types";

/** "Fort", "Ref", "Will": the threeAction saves as a stat block abbreviates them. */
const SAVE_SHORT_LABELS: Readonly<Record<ThreeActionSave, string>> = {
  fortitude: "FRAY.Sheet.StatBlock.Short.fortitude",
  reflex: "FRAY.Sheet.StatBlock.Short.reflex",
  will: "FRAY.Sheet.StatBlock.Short.will",
};

/** One save as a button: "Fort +11" in the saves row, "Save +6" under a 5e ability. */
export interface SaveButtonView extends SaveView {
  /** "Fort +11" (threeAction) or "Save +6" (5e family, under its ability). */
  readonly text: string;
  /** The accessible name: "Roll Fortitude save". */
  readonly rollLabel: string;
}

/** An ability of the stat block's row: score, modifier (its check) and, in the 5e family, its save. */
export interface StatAbilityView extends AbilityView {
  /** "Roll Strength check". */
  readonly checkLabel: string;
  readonly save: SaveButtonView | null;
}

/** The owner's switch between the stat block and its fields. */
export interface ModeToggleView {
  readonly label: string;
  readonly hint: string;
  readonly pressed: boolean;
}

export interface StatBlockView {
  /** The user may edit the NPC: the Edit / Done switch shows. */
  readonly canEdit: boolean;
  /** The edit view is shown (only ever for a user who may edit). */
  readonly editing: boolean;
  readonly modeToggle: ModeToggleView;
  readonly sizeLabel: string;
  /** "30 ft, Swim 15 ft": the speeds after the Speed label (the walking speed unnamed). */
  readonly speedText: string;
  /** "1/2", "2": the challenge rating as a stat block prints it. */
  readonly challenge: string;
  /** "31/38". */
  readonly hpLine: string;
  /** "+5 temporary", or "" without temporary hit points. */
  readonly hpTemp: string;
  readonly statAbilities: readonly StatAbilityView[];
  readonly saveButtons: readonly SaveButtonView[];
  /** The trained skills the read view lists (threeAction's Perception has its own line). */
  readonly readSkills: readonly (SkillView & { readonly rollLabel: string })[];
  /** "2 attacks per Attack action" (5e family, Multiattack above 1), else "". */
  readonly multiattackLine: string;
}

/** A challenge rating as a stat block prints it: 1/8, 1/4, 1/2, 1… */
export function challengeLabel(cr: number): string {
  if (cr === 0.125) return "1/8";
  if (cr === 0.25) return "1/4";
  if (cr === 0.5) return "1/2";
  return String(cr);
}

/** The stat block's speeds: the walking speed as "30 ft" (the line's label says Speed), then the others named. */
function speedText(system: CreatureSystem, i18n: Localizer): string {
  const others = speedViews(system, i18n)
    .filter((s) => s.id !== "walk" && s.value > 0)
    .map((s) => i18n.format("FRAY.Sheet.SpeedEntry", { label: s.label, feet: s.value }));
  if (system.speed.hover && system.speed.fly > 0) others.push(i18n.localize("FRAY.Sheet.Speed.hover"));
  return [i18n.format("FRAY.Sheet.Feet", { feet: system.speed.walk }), ...others].join(", ");
}

function saveButton(save: SaveView, threeAction: boolean, i18n: Localizer): SaveButtonView {
  const short = threeAction ? i18n.localize(SAVE_SHORT_LABELS[save.id as ThreeActionSave]) : "";
  return {
    ...save,
    text: threeAction
      ? i18n.format("FRAY.Sheet.StatBlock.SaveEntry", { save: short, bonus: save.bonus })
      : i18n.format("FRAY.Sheet.StatBlock.AbilitySave", { bonus: save.bonus }),
    rollLabel: i18n.format("FRAY.Sheet.StatBlock.RollSave", { save: save.label }),
  };
}

interface StatBlockInput {
  readonly system: CreatureSystem;
  readonly i18n: Localizer;
  readonly abilities: readonly AbilityView[];
  readonly saves: readonly SaveView[];
  readonly skills: readonly SkillView[];
  readonly threeAction: boolean;
  /** The user may edit the NPC. */
  readonly canEdit: boolean;
  /** The sheet's mode: the edit view asked for (ignored for a user who may not edit). */
  readonly editing: boolean;
}

/** The stat block's read lines and its buttons, under the world's rule family. */
export function statBlockView(input: StatBlockInput): StatBlockView {
  const { system, i18n, threeAction } = input;
  const editing = input.canEdit && input.editing;
  const buttons = input.saves.map((s) => saveButton(s, threeAction, i18n));
  const multiattack = (system as { multiattack?: unknown }).multiattack;
  return {
    canEdit: input.canEdit,
    editing,
    modeToggle: {
      label: i18n.localize(editing ? "FRAY.Sheet.StatBlock.Done" : "FRAY.Sheet.StatBlock.Edit"),
      hint: i18n.localize(editing ? "FRAY.Sheet.StatBlock.DoneHint" : "FRAY.Sheet.StatBlock.EditHint"),
      pressed: editing,
    },
    sizeLabel: i18n.localize(SIZE_LABELS[system.size]),
    speedText: speedText(system, i18n),
    challenge: challengeLabel(system.cr ?? 0),
    hpLine: i18n.format("FRAY.Sheet.StatBlock.Hp", { value: system.hp.value, max: system.hp.max }),
    hpTemp: system.hp.temp > 0 ? i18n.format("FRAY.Sheet.StatBlock.HpTemp", { temp: system.hp.temp }) : "",
    statAbilities: input.abilities.map((a) => ({
      ...a,
      checkLabel: i18n.format("FRAY.Sheet.StatBlock.RollCheck", { ability: i18n.localize(ABILITY_LABELS[a.id]) }),
      save: threeAction ? null : (buttons.find((s) => s.id === a.id) ?? null),
    })),
    saveButtons: buttons,
    readSkills: input.skills
      .filter((s) => s.trained && !(threeAction && s.id === "perception"))
      .map((s) => ({ ...s, rollLabel: i18n.format("FRAY.Sheet.RollSkill", { skill: s.label }) })),
    multiattackLine:
      !threeAction && typeof multiattack === "number" && multiattack > 1
        ? i18n.format("FRAY.Sheet.StatBlock.Multiattack", { count: multiattack })
        : "",
  };
}
