/**
 * The one place an item's attack becomes the plain input of `attackRollInputs` (src/rules): the attack roll
 * (FrayItem) and the sheet's "to hit" (weapon rows) both read it, so the sheet shows the number the card rolls.
 * No Foundry global here: it takes the item's type and system data and the attacker's prepared numbers.
 */
import { ABILITIES, type Ability, type AttackBonusInput, type CreatureStats } from "../rules";

/** The parts of an item an attack reads. */
export interface AttackingItem {
  readonly type: string;
  readonly system: unknown;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

/** TA-13: a stored printed number, or null (absent, null or not a whole number). */
function printedNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

function propertySet(value: unknown): ReadonlySet<unknown> {
  if (value instanceof Set) return value;
  return new Set(Array.isArray(value) ? value : []);
}

/**
 * ATK-1, ATK-10: a weapon is melee with no normal range, or when thrown (a dagger or handaxe attacks with its
 * melee ability, as `WeaponData#isMelee`); a spell by its attack type.
 */
export function attackIsMelee(item: AttackingItem): boolean {
  const s = rec(item.system);
  if (item.type === "spell") return s.attack === "melee";
  return (rec(s.range).normal ?? 0) === 0 || propertySet(s.properties).has("thrown");
}

/** ATK-1, ATK-4, ATK-19: the plain input of `attackRollInputs` for this item and attacker. */
export function attackInput(
  item: AttackingItem,
  attacker: { readonly derived: Pick<CreatureStats, "abilities" | "proficiency" | "spell">; readonly level: number },
  attacksThisTurn: number,
): AttackBonusInput {
  const s = rec(item.system);
  const weapon = item.type === "weapon";
  const properties = propertySet(s.properties);
  const { derived } = attacker;
  return {
    source: weapon ? "weapon" : "spell",
    ability: (weapon && typeof s.ability === "string" ? s.ability : "auto") as Ability | "auto",
    melee: attackIsMelee(item),
    finesse: weapon && properties.has("finesse"),
    agile: weapon && properties.has("agile"),
    rank: weapon && typeof s.rank === "number" ? s.rank : 0,
    itemBonus: weapon && typeof s.attackBonus === "number" ? s.attackBonus : 0,
    abilityMods: Object.fromEntries(ABILITIES.map((a) => [a, derived.abilities[a].mod])) as Record<Ability, number>,
    proficiency: derived.proficiency,
    // TA-13: a creature's level runs from −1 (its trained bonus is then +1).
    level: Math.max(-1, attacker.level),
    printedAttack: weapon ? printedNumber(rec(s.printed).attack) : null,
    spellAttack: derived.spell.attack,
    attacksThisTurn,
  };
}

/** What the position rules read of the weapon an attack is made with. */
export interface AttackWeapon {
  readonly melee: boolean;
  /** A ranged attack's ranges in feet (null for melee or no range). */
  readonly range: { readonly normal: number; readonly long?: number } | null;
  /** TA-6: a melee weapon's reach in feet (5 when it has none). */
  readonly reach: number;
}

/**
 * ATK-8, ATK-10, TA-3, TA-6: an attacking item's melee flag, ranges and reach. Under threeAction the normal range
 * is read as the range increment (weapons carry no increment field of their own yet).
 */
export function attackWeapon(item: AttackingItem): AttackWeapon {
  const s = rec(item.system);
  const melee = attackIsMelee(item);
  const reach = typeof s.reach === "number" && s.reach > 0 ? s.reach : 5;
  const range = rec(s.range);
  // TA-3: a threeAction weapon's own range increment (traits.rangeIncrement) stands in for its normal range.
  const increment = rec(s.traits).rangeIncrement;
  const normal =
    typeof increment === "number" && increment > 0 ? increment : typeof range.normal === "number" ? range.normal : 0;
  if (melee || normal <= 0) return { melee, range: null, reach };
  const long = range.long;
  return { melee: false, range: typeof long === "number" && long >= normal ? { normal, long } : { normal }, reach };
}
