import { DEFENSE_LISTS, type DefenseList } from "./context/defenses";

/**
 * A sheet form names list entries by index (`system.damage.parts.0.formula`); once expanded they form an
 * object keyed "0", "1"…, which this turns back into the array the data model stores.
 */
export function damagePartsAsArray(data: Record<string, unknown>): Record<string, unknown> {
  const system = data.system as Record<string, unknown> | undefined;
  const damage = system?.damage as Record<string, unknown> | undefined;
  const parts = damage?.parts;
  if (!damage || typeof parts !== "object" || parts === null || Array.isArray(parts)) return data;
  const entries = Object.entries(parts as Record<string, unknown>)
    .filter(([key]) => /^\d+$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
  return { ...data, system: { ...system, damage: { ...damage, parts: entries } } };
}

/**
 * TA-12: the manipulate box unticked removes the flag (`flags.fray.-=manipulate`) where the item has it, and writes
 * nothing where it hasn't (`stored` false), so a sheet submitted unchanged leaves the item as it was.
 */
export function manipulateFlagAsDeletion(data: Record<string, unknown>, stored: boolean): Record<string, unknown> {
  const flags = data.flags as Record<string, unknown> | undefined;
  const fray = flags?.fray as Record<string, unknown> | undefined;
  if (!fray || fray.manipulate !== false) return data;
  const rest = Object.fromEntries(Object.entries(fray).filter(([key]) => key !== "manipulate"));
  if (stored) return { ...data, flags: { ...flags, fray: { ...rest, "-=manipulate": null } } };
  const otherFlags = Object.fromEntries(Object.entries(flags ?? {}).filter(([key]) => key !== "fray"));
  const flagsLeft = Object.keys(rest).length ? { ...otherFlags, fray: rest } : otherFlags;
  const out = Object.fromEntries(Object.entries(data).filter(([key]) => key !== "flags"));
  return Object.keys(flagsLeft).length ? { ...out, flags: flagsLeft } : out;
}

/** A copy of `parts` with an empty part added (formula "", untyped). */
export function withDamagePart<T>(parts: readonly T[]): (T | { formula: string; type: string })[] {
  return [...parts, { formula: "", type: "" }];
}

/** A copy of `parts` without the one at `index` (unchanged if out of range). */
export function withoutDamagePart<T>(parts: readonly T[], index: number): T[] {
  return parts.filter((_, i) => i !== index);
}

/** The property set after a checkbox click: `id` added or removed, in a stable order. */
export function toggledProperty(current: Iterable<string>, id: string, checked: boolean): string[] {
  const set = new Set(current);
  if (checked) set.add(id);
  else set.delete(id);
  return [...set].sort();
}

/** An indexed form object (`{ "0": …, "1": … }`) as an array, in index order; anything else unchanged. */
function indexedAsArray(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => /^\d+$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry);
}

/**
 * The sheet form's damage defenses (`system.defenses.resistances.0.type`…) back into the arrays the data model
 * stores. Each submitted entry is laid over the stored one at its index, so a field the sheet does not show (a
 * resistance's value in the 5e family) keeps its stored value.
 */
export function defensesAsArrays(
  data: Record<string, unknown>,
  stored: Partial<Record<DefenseList, readonly unknown[]>> = {},
): Record<string, unknown> {
  const system = data.system as Record<string, unknown> | undefined;
  const defenses: unknown = system?.defenses;
  if (!system || typeof defenses !== "object" || defenses === null) return data;
  const lists: Record<string, unknown> = { ...defenses };
  for (const id of DEFENSE_LISTS) {
    if (!(id in defenses)) continue;
    const submitted = indexedAsArray((defenses as Record<string, unknown>)[id]);
    if (!Array.isArray(submitted)) continue;
    const old = stored[id] ?? [];
    lists[id] = submitted.map((entry: unknown, i) => {
      const before = old[i];
      const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
      return isObject(entry) && isObject(before) ? { ...before, ...entry } : entry;
    });
  }
  return { ...data, system: { ...system, defenses: lists } };
}

/** A copy of a defense list with a new entry: the first damage type of `types` not yet listed (else the first). */
export function withDefense(list: readonly unknown[], id: DefenseList, types: readonly string[]): unknown[] {
  const listed = new Set(list.map((e) => (typeof e === "string" ? e : (e as { type?: unknown } | null)?.type)));
  const type = types.find((t) => !listed.has(t)) ?? types[0] ?? "fire";
  return [...list, id === "immunities" ? type : { type, value: 0 }];
}

/** A copy of a defense list without the entry at `index` (unchanged if out of range). */
export const withoutDefense: <T>(list: readonly T[], index: number) => T[] = withoutDamagePart;
