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
