/**
 * RES-1: the spell slots the character sheet's combat tab shows (templates/actor/parts/spell-slots.hbs): per level,
 * the slots left as pips and the value and maximum the owner edits (as hit points). Levels without a slot are left
 * out, except the next one on an owner's sheet (to give it slots); plain data, so the preview renders the same view.
 */
import type { Localizer } from "../../../chat/labels";

export interface SlotLevelView {
  readonly level: number;
  readonly label: string;
  readonly value: number;
  readonly max: number;
  /** One pip per slot: true while it is left. */
  readonly pips: readonly boolean[];
  readonly valueName: string;
  readonly maxName: string;
}

export interface SpellSlotsView {
  /** Levels with a slot (an owner's sheet: and the next level, to give it one). */
  readonly levels: readonly SlotLevelView[];
  readonly editable: boolean;
  /** Shown when no level has a slot. */
  readonly empty: string;
}

const count = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? Math.min(value, 20) : 0;

/** RES-1: the slots view of `slots` (the actor's `system.slots`, read defensively). */
export function spellSlotsView(slots: unknown, editable: boolean, i18n: Localizer): SpellSlotsView {
  const stored = (typeof slots === "object" && slots !== null ? slots : {}) as Record<string, unknown>;
  const of = (level: number) => (stored[String(level)] ?? {}) as { value?: unknown; max?: unknown };
  // An owner also sees the level after the highest with slots (level 1 when none), to give it slots.
  let highest = 0;
  for (let level = 1; level <= 9; level++) if (count(of(level).max) > 0) highest = level;
  const levels: SlotLevelView[] = [];
  for (let level = 1; level <= 9; level++) {
    const slot = of(level);
    const max = count(slot.max);
    const value = Math.min(count(slot.value), max);
    if (max === 0 && !(editable && level === highest + 1)) continue;
    levels.push({
      level,
      label: i18n.format("FRAY.Spell.SlotsLevel", { level: String(level) }),
      value,
      max,
      pips: Array.from({ length: max }, (_, i) => i < value),
      valueName: `system.slots.${level}.value`,
      maxName: `system.slots.${level}.max`,
    });
  }
  return { levels, editable, empty: i18n.localize("FRAY.Spell.NoSlots") };
}
