import type { Localizer } from "../../../data/labels";

/** A tab of a sheet: its id (the PART that renders it), its language key and a Font Awesome icon. */
export interface TabDefinition {
  readonly id: string;
  readonly label: string;
  readonly icon: string;
}

export interface TabView {
  readonly id: string;
  readonly group: string;
  readonly label: string;
  readonly icon: string;
  readonly active: boolean;
  readonly cssClass: string;
}

/** The character sheet's tabs, in order. */
export const CHARACTER_TABS: readonly TabDefinition[] = [
  { id: "attributes", label: "FRAY.Sheet.Tab.attributes", icon: "fa-solid fa-dice-d20" },
  { id: "combat", label: "FRAY.Sheet.Tab.combat", icon: "fa-solid fa-khanda" },
  { id: "details", label: "FRAY.Sheet.Tab.details", icon: "fa-solid fa-list" },
  { id: "biography", label: "FRAY.Sheet.Tab.biography", icon: "fa-solid fa-feather" },
];

/** Tabs with localized labels and the active one marked, for templates/actor/tabs.hbs and each tab part. */
export function tabViews(
  tabs: readonly TabDefinition[],
  active: string,
  i18n: Localizer,
  group = "primary",
): Record<string, TabView> {
  const current = tabs.some((t) => t.id === active) ? active : (tabs[0]?.id ?? "");
  return Object.fromEntries(
    tabs.map((t) => [
      t.id,
      {
        id: t.id,
        group,
        label: i18n.localize(t.label),
        icon: t.icon,
        active: t.id === current,
        cssClass: t.id === current ? "active" : "",
      },
    ]),
  );
}
