/**
 * RES-1, RES-6: the damage dialog's context and how its form is read, free of Foundry globals so the preview and
 * the tests use the same functions as the dialog: versatile, critical, the slot level of a leveled spell, each
 * feature's extra damage (with the slot a smite spends) and a situational bonus.
 */
import type { Localizer } from "../../chat/labels";

/** What the user chose for a damage roll. */
export interface DamageChoice {
  readonly critical: boolean;
  readonly versatile: boolean;
  /** The slot level a leveled spell's damage is rolled at (null: not a leveled spell). */
  readonly slotLevel: number | null;
  readonly extras: readonly { readonly feature: string; readonly slot: number | null }[];
  readonly situational: string;
}

/** A feature's extra damage as the dialog offers it. */
export interface DamageDialogExtra {
  readonly id: string;
  readonly name: string;
  /** Its formula at the creature's level (a smite's at a 1st-level slot). */
  readonly formula: string;
  /** The localization key of its condition. */
  readonly condition: string;
  /** A smite: the slot levels it may spend (those left). */
  readonly slots: readonly number[] | null;
  /** Already added this turn (once per turn): offered, marked. */
  readonly usedThisTurn: boolean;
  readonly chosen: boolean;
}

export interface DamageDialogInput {
  readonly formula: string;
  readonly critical: boolean;
  readonly versatile: boolean | null;
  /** A leveled spell: the slot levels it may be rolled at and the recorded one. */
  readonly slots: { readonly levels: readonly number[]; readonly chosen: number } | null;
  readonly extras: readonly DamageDialogExtra[];
  readonly situational: string;
}

/** The dialog's one button, as DialogV2 takes it (the label is a localization key DialogV2 localizes). */
export const DAMAGE_DIALOG_BUTTON = {
  action: "roll",
  label: "FRAY.Dialog.Damage.Submit",
  icon: "fa-solid fa-burst",
  default: true,
} as const;

const slotLabel = (level: number, i18n: Localizer) => i18n.format("FRAY.Spell.SlotLevel", { level: String(level) });

/** The template context of templates/dialog/damage.hbs. */
export function damageDialogContext(input: DamageDialogInput, i18n: Localizer) {
  return {
    formula: input.formula,
    critical: input.critical,
    versatile: input.versatile,
    hasVersatile: input.versatile !== null,
    slots: input.slots
      ? input.slots.levels.map((l) => ({
          value: String(l),
          label: slotLabel(l, i18n),
          selected: l === input.slots?.chosen,
        }))
      : null,
    extras: input.extras.map((e) => ({
      id: e.id,
      name: e.name,
      formula: e.formula,
      condition: i18n.localize(e.condition),
      used: e.usedThisTurn ? i18n.localize("FRAY.Dialog.Damage.UsedThisTurn") : "",
      choices: [
        { value: "", label: i18n.localize("FRAY.Dialog.Damage.ExtraNone"), selected: !e.chosen },
        ...(e.slots
          ? e.slots.map((l, i) => ({ value: String(l), label: slotLabel(l, i18n), selected: e.chosen && i === 0 }))
          : [{ value: "use", label: i18n.localize("FRAY.Dialog.Damage.ExtraAdd"), selected: e.chosen }]),
      ],
    })),
    situational: input.situational,
  };
}

/**
 * Reads the dialog's form: `critical` and `versatile` (boxes), `slot` (select), `extra-<id>` per offered feature
 * ("" none, "use", or a smite's slot level) and `situational` (text).
 */
export function readDamageDialogForm(
  value: (name: string) => string | undefined,
  checked: (name: string) => boolean,
  input: Pick<DamageDialogInput, "extras" | "slots" | "versatile">,
): DamageChoice {
  const slot = Number(value("slot") ?? "");
  const extras = input.extras.flatMap((e): { feature: string; slot: number | null }[] => {
    const v = value(`extra-${e.id}`) ?? "";
    if (v === "") return [];
    if (!e.slots) return [{ feature: e.id, slot: null }];
    const level = Number(v);
    return e.slots.includes(level) ? [{ feature: e.id, slot: level }] : [];
  });
  return {
    critical: checked("critical"),
    versatile: input.versatile !== null && checked("versatile"),
    slotLevel: input.slots ? (input.slots.levels.includes(slot) ? slot : input.slots.chosen) : null,
    extras,
    situational: (value("situational") ?? "").trim(),
  };
}
