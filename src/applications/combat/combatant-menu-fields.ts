/**
 * The tracker's row-menu dialogs (src/applications/combat/combatant-menu.ts) as plain data: who may ride a mount
 * (INIT-15) and the one field each dialog shows (INIT-7, INIT-15, INIT-17). No Foundry global, so the preview
 * renders the same dialogs.
 */
import type { Localizer } from "../../chat/labels";

/** A combatant as the menu reads and writes it. */
export interface MenuCombatant {
  readonly id: string | null;
  readonly name: string | undefined;
  readonly initiative: number | null | undefined;
  readonly system: unknown;
  update(changes: object): Promise<unknown>;
}

/** A select option of the rider dialog. */
export interface RiderChoice {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** INIT-17: the count a late joiner enters at unless the GM types another (a summoned creature's 20). */
export const DEFAULT_ENTRY_COUNT = 20;

const riderIdOf = (c: MenuCombatant) => (c.system as { riderId?: string } | null)?.riderId ?? "";

/**
 * INIT-15: who may ride `mountId`: "not mounted" first, then every other combatant except one the mount
 * already carries (a rider riding its own mount would be a loop). The current rider is selected.
 */
export function riderChoices(combatants: readonly MenuCombatant[], mountId: string, notMounted: string): RiderChoice[] {
  const mount = combatants.find((c) => c.id === mountId);
  const current = mount ? riderIdOf(mount) : "";
  const others = combatants.filter(
    (c): c is MenuCombatant & { id: string } =>
      typeof c.id === "string" && c.id !== mountId && riderIdOf(c) !== mountId,
  );
  return [
    { value: "", label: notMounted, selected: current === "" },
    ...others.map((c) => ({ value: c.id, label: c.name ?? "", selected: c.id === current })),
  ];
}

/** Template of the menu's one-field dialogs (a select of choices, or a number). */
export const MENU_FIELD_TEMPLATE = "systems/fray/templates/combat/menu-field.hbs";

/** The label of the menu dialogs' OK button (a localization key). */
export const MENU_APPLY_LABEL = "FRAY.Combat.Menu.Apply";

/** One field of a menu dialog; Handlebars escapes every value (combatant names come from users). */
export interface MenuField {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly options?: readonly RiderChoice[];
  readonly value?: string | number;
  readonly step?: string;
}

/** The view data of a menu dialog (templates/combat/menu-field.hbs). */
export function menuFieldContext(field: MenuField) {
  return { ...field };
}

/** INIT-15: the rider dialog's field for the mount named `mountName`, choosing among `choices`. */
export function riderField(mountName: string, choices: readonly RiderChoice[], i18n: Localizer): MenuField {
  return {
    id: "fray-menu-rider",
    name: "riderId",
    label: i18n.localize("FRAY.Combat.Menu.Rider.Label"),
    hint: i18n.format("FRAY.Combat.Menu.Rider.Hint", { name: mountName }),
    options: choices,
  };
}

/** INIT-17: the count dialog's field for the combatant named `name`, at the default entry count. */
export function countField(name: string, i18n: Localizer): MenuField {
  return {
    id: "fray-menu-count",
    name: "count",
    label: i18n.localize("FRAY.Combat.Menu.Count.Label"),
    hint: i18n.format("FRAY.Combat.Menu.Count.Hint", { name }),
    value: DEFAULT_ENTRY_COUNT,
    step: "any",
  };
}

/** INIT-7 (a5e): the surprise-step check dialog's field for `name`, showing its `current` total if any. */
export function surpriseCheckField(name: string, current: number | null, i18n: Localizer): MenuField {
  return {
    id: "fray-menu-surprise-check",
    name: "surpriseCheck",
    label: i18n.localize("FRAY.Combat.Menu.SurpriseCheck.Label"),
    hint: i18n.format("FRAY.Combat.Menu.SurpriseCheck.Hint", { name }),
    value: current ?? "",
    step: "1",
  };
}
