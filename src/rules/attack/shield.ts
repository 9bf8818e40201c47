/**
 * TA-11 (threeAction): shields. A raised shield gives its circumstance bonus to AC (only while raised, until the
 * start of the creature's next turn); Shield Block, a reaction, reduces a physical attack's damage by the shield's
 * hardness, and the creature and the shield each take what is left. A shield whose hit points fall to its broken
 * threshold or below is broken (no bonus, no block); at 0 it is destroyed.
 */
import { nonNegativeInteger, record, RuleInputError } from "../errors";
import { deepFreeze } from "../plain";
import { typedModifier, type RollSource } from "../sources";

/** TA-11: the damage types a Shield Block stops (a physical attack's). */
export const PHYSICAL_DAMAGE_TYPES: readonly string[] = Object.freeze(["bludgeoning", "piercing", "slashing"]);

/** TA-11: a shield's durability, as its item stores it. */
export interface ShieldDurability {
  readonly hardness: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly brokenThreshold: number;
}

/** TA-11: a shield's durability checked: whole numbers, hit points within their maximum, a threshold up to it. */
export function checkShieldDurability(value: unknown, field = "shield"): ShieldDurability {
  const s = record(value, field);
  const hp = record(s.hp, `${field}.hp`);
  const max = nonNegativeInteger(hp.max, `${field}.hp.max`);
  const current = nonNegativeInteger(hp.value, `${field}.hp.value`);
  if (current > max) throw new RuleInputError(`${field}.hp.value`, `can't exceed hp.max (${max}), got ${current}`);
  const brokenThreshold = nonNegativeInteger(s.brokenThreshold, `${field}.brokenThreshold`);
  if (brokenThreshold > max)
    throw new RuleInputError(`${field}.brokenThreshold`, `can't exceed hp.max (${max}), got ${brokenThreshold}`);
  return {
    hardness: nonNegativeInteger(s.hardness, `${field}.hardness`),
    hp: { value: current, max },
    brokenThreshold,
  };
}

/** TA-11: a shield is broken at or below its broken threshold (a shield of 0 max hit points never breaks). */
export function shieldBroken(shield: ShieldDurability): boolean {
  return shield.hp.max > 0 && shield.hp.value <= shield.brokenThreshold;
}

/** TA-11: the AC source of a raised shield (its circumstance bonus), none for a broken shield or a 0 bonus. */
export function raisedShieldSources(bonus: number, broken = false): readonly RollSource[] {
  const b = nonNegativeInteger(bonus, "bonus");
  return deepFreeze(b > 0 && !broken ? [typedModifier("TA-11", "shieldRaised", "circumstance", b)] : []);
}

/** What a Shield Block leaves. */
export interface ShieldBlockResult {
  /** Damage the creature takes. */
  readonly creatureDamage: number;
  /** Damage the shield takes (the same). */
  readonly shieldDamage: number;
  /** The shield's hit points after it. */
  readonly shieldHp: number;
  readonly broken: boolean;
  readonly destroyed: boolean;
}

/**
 * TA-11: Shield Block against `damage`: the shield's hardness is taken off and the creature and the shield each take
 * the rest (10 damage, hardness 5: 5 to each).
 */
export function shieldBlock(shield: ShieldDurability, damage: number): ShieldBlockResult {
  const s = checkShieldDurability(shield);
  const d = nonNegativeInteger(damage, "damage");
  const rest = Math.max(0, d - s.hardness);
  const hp = Math.max(0, s.hp.value - rest);
  const after = { ...s, hp: { value: hp, max: s.hp.max } };
  return deepFreeze({
    creatureDamage: rest,
    shieldDamage: rest,
    shieldHp: hp,
    broken: shieldBroken(after),
    destroyed: s.hp.max > 0 && hp === 0,
  });
}
