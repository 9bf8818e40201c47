import type { Localizer } from "../../chat/labels";

/** RES-1: the cast-slot dialog's path (templates/dialog/cast-slot.hbs). */
export const CAST_SLOT_TEMPLATE = "systems/fray/templates/dialog/cast-slot.hbs";

/** RES-1: the cast-slot dialog's context: one option per slot level with a slot left, the lowest chosen. */
export function castSlotContext(
  levels: readonly number[],
  i18n: Localizer,
): { levels: { value: number; label: string; selected: boolean }[] } {
  return {
    levels: levels.map((l, i) => ({
      value: l,
      label: i18n.format("FRAY.Spell.SlotLevel", { level: String(l) }),
      selected: i === 0,
    })),
  };
}
