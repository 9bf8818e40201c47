/**
 * The damage defenses both actor sheets show (`system.defenses`): in the 5e family resistances, immunities and
 * vulnerabilities as lists of damage types; in threeAction resistances N, immunities and weaknesses N (the
 * stored vulnerabilities, with their value). Each entry names its form fields and its accessible labels.
 */
import { damageTypesFor, defenseModelFor, type StatFamily } from "../../../rules";
import { DAMAGE_TYPE_LABELS, type Localizer } from "../../../data/labels";
import type { ActorSheetInput, DefensesSource, StoredEntry } from "./types";

/** The three stored lists, in the order the sheets show them. */
export const DEFENSE_LISTS = ["resistances", "immunities", "vulnerabilities"] as const;
export type DefenseList = (typeof DEFENSE_LISTS)[number];

/** Whether `id` names one of the three lists (a sheet button's `data-list`). */
export function isDefenseList(id: string): id is DefenseList {
  return (DEFENSE_LISTS as readonly string[]).includes(id);
}

export type { DefensesSource } from "./types";

export interface DefenseEntryView {
  readonly index: number;
  readonly type: string;
  readonly typeLabel: string;
  /** `system.defenses.<list>.<index>.type`, or `system.defenses.immunities.<index>` (a bare type). */
  readonly typeField: string;
  readonly typeAria: string;
  /** threeAction resistance or weakness: the N; null where the list has no value. */
  readonly value: number | null;
  readonly valueField: string;
  readonly valueAria: string;
  /** "fire 5", "fire": the read view. */
  readonly text: string;
  readonly removeLabel: string;
}

export interface DefenseListView {
  readonly id: DefenseList;
  /** "Resistances", "Immunities", "Vulnerabilities" or (threeAction) "Weaknesses". */
  readonly label: string;
  readonly valued: boolean;
  readonly entries: readonly DefenseEntryView[];
  /** The read view: "fire 5, cold 3", or "" for none. */
  readonly summary: string;
  readonly addLabel: string;
}

export interface DefensesView {
  readonly lists: readonly DefenseListView[];
  /** Whether any list has an entry (the read view hides an empty block). */
  readonly any: boolean;
  /** The damage type select's choices (healing is no damage to defend against). */
  readonly damageTypes: readonly { value: string; label: string }[];
}

/** Language keys by list; threeAction calls the vulnerabilities "weaknesses" and reads their value. */
const LIST_KEYS = {
  resistances: { label: "FRAY.Sheet.Defenses.resistances", noun: "FRAY.Sheet.Defenses.resistance" },
  immunities: { label: "FRAY.Sheet.Defenses.immunities", noun: "FRAY.Sheet.Defenses.immunity" },
  vulnerabilities: { label: "FRAY.Sheet.Defenses.vulnerabilities", noun: "FRAY.Sheet.Defenses.vulnerability" },
  weaknesses: { label: "FRAY.Sheet.Defenses.weaknesses", noun: "FRAY.Sheet.Defenses.weakness" },
} as const;

/** The damage types a defense may name under `family` (healing is no damage to defend against). */
export function defendedTypes(family: StatFamily): string[] {
  return damageTypesFor(family).filter((t) => t !== "healing");
}

/** A damage type's label; a type no label names (a module's own) shows as stored. */
function typeLabel(type: string, i18n: Localizer): string {
  const key = (DAMAGE_TYPE_LABELS as Readonly<Record<string, string>>)[type];
  return key === undefined ? type : i18n.localize(key);
}

function entryOf(entry: StoredEntry): { type: string; value: number } {
  if (typeof entry === "string") return { type: entry, value: 0 };
  const value = typeof entry.value === "number" && Number.isFinite(entry.value) ? entry.value : 0;
  return { type: typeof entry.type === "string" ? entry.type : "", value };
}

/** Whether the damage rules read the values: the preset's defense model is `flat` (`defenseModelFor`). */
export function defensesFlat(input: Pick<ActorSheetInput, "policies">): boolean {
  return defenseModelFor(input.policies) === "flat";
}

function listView(id: DefenseList, stored: readonly StoredEntry[], flat: boolean, i18n: Localizer): DefenseListView {
  const valued = flat && id !== "immunities";
  const keys = LIST_KEYS[flat && id === "vulnerabilities" ? "weaknesses" : id];
  const noun = i18n.localize(keys.noun);
  const entries = stored.map((raw, index): DefenseEntryView => {
    const { type, value } = entryOf(raw);
    const label = typeLabel(type, i18n);
    const n = index + 1;
    const base = `system.defenses.${id}.${index}`;
    return {
      index,
      type,
      typeLabel: label,
      typeField: id === "immunities" ? base : `${base}.type`,
      typeAria: i18n.format("FRAY.Sheet.Defenses.TypeOf", { defense: noun, n }),
      value: valued ? value : null,
      valueField: `${base}.value`,
      valueAria: i18n.format("FRAY.Sheet.Defenses.ValueOf", { defense: noun, n }),
      text: valued ? i18n.format("FRAY.Sheet.Defenses.Valued", { type: label, value }) : label,
      removeLabel: i18n.format("FRAY.Sheet.Defenses.Remove", { defense: noun, type: label }),
    };
  });
  return {
    id,
    label: i18n.localize(keys.label),
    valued,
    entries,
    summary: entries.map((e) => e.text).join(", "),
    addLabel: i18n.format("FRAY.Sheet.Defenses.Add", { defense: noun }),
  };
}

/** The damage defenses block of the character sheet's details tab and of the NPC stat block. */
export function defensesContext(input: Pick<ActorSheetInput, "system" | "policies" | "i18n">): DefensesView {
  const { i18n } = input;
  const stored: DefensesSource = input.system.defenses ?? {};
  const flat = defensesFlat(input);
  const lists = DEFENSE_LISTS.map((id) => listView(id, stored[id] ?? [], flat, i18n));
  // The family's types, then any stored type it doesn't offer (kept through a preset switch, or a module's own).
  const offered = defendedTypes(input.system.derived.family);
  const known = new Set<string>(offered);
  const extra = [...new Set(lists.flatMap((l) => l.entries.map((e) => e.type)))].filter((t) => !known.has(t));
  return {
    lists,
    any: lists.some((l) => l.entries.length > 0),
    damageTypes: [...offered, ...extra].map((value) => ({ value, label: typeLabel(value, i18n) })),
  };
}
