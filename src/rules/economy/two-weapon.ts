import { finite, integerInRange, oneOf, record } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, optionalBool, refuse } from "./ledger";
import { spendChecked } from "./spend";
import type { LedgerRefusal, TurnLedger } from "./types";

/**
 * ECON-12: which two-weapon rule applies. `light` (srd51/srd52/delta): both weapons light, the main one held
 * in one hand. `dualWielding` (a5e): the main weapon one-handed and not heavy, the off-hand one a melee
 * weapon with the dual-wielding property; Extra Attack gives two off-hand attacks.
 */
export const TWO_WEAPON_STYLES = ["light", "dualWielding"] as const;
export type TwoWeaponStyle = (typeof TWO_WEAPON_STYLES)[number];

/** The weapon properties the two-weapon rule looks at. */
export interface TwoWeaponWeapon {
  readonly light?: boolean;
  readonly heavy?: boolean;
  readonly oneHanded?: boolean;
  readonly melee?: boolean;
  readonly thrown?: boolean;
  readonly dualWielding?: boolean;
}

export interface OffHandSituation {
  readonly style: TwoWeaponStyle;
  readonly mainHand: TwoWeaponWeapon;
  readonly offHand: TwoWeaponWeapon;
  readonly extraAttack?: boolean;
  /** The ability modifier the off-hand attack would add to damage. */
  readonly abilityModifier: number;
}

export interface OffHandResult {
  readonly ok: true;
  readonly ledger: TurnLedger;
  /** Off-hand attacks the bonus action allows (record each with `recordAttack` as it is made). */
  readonly attacks: 1 | 2;
  /** What the off-hand damage adds from the ability: only a negative modifier. */
  readonly damageAbilityModifier: number;
  /** A thrown off-hand weapon may be thrown instead. */
  readonly mayThrow: boolean;
}

type Weapon = Record<keyof TwoWeaponWeapon, boolean>;

function weapon(value: unknown, field: string): Weapon {
  const w = record(value, field);
  const flag = (k: keyof TwoWeaponWeapon): boolean => optionalBool(w[k], `${field}.${k}`);
  return {
    light: flag("light"),
    heavy: flag("heavy"),
    oneHanded: flag("oneHanded"),
    melee: flag("melee"),
    thrown: flag("thrown"),
    dualWielding: flag("dualWielding"),
  };
}

function mainFits(style: TwoWeaponStyle, w: Weapon): boolean {
  return style === "light" ? w.light && w.oneHanded : w.oneHanded && !w.heavy;
}

function offFits(style: TwoWeaponStyle, w: Weapon): boolean {
  return style === "light" ? w.light : w.dualWielding && w.melee;
}

/**
 * ECON-12: what an off-hand attack's damage adds for the attack's ability modifier: the modifier if negative,
 * otherwise nothing. Throws a RuleInputError naming `abilityModifier` for a value that is not a finite number.
 */
export function offHandDamageModifier(abilityModifier: number): number {
  return Math.min(0, finite(abilityModifier, "abilityModifier"));
}

/**
 * ECON-12: the off-hand attack after the Attack action, for the bonus action: no ability modifier to its
 * damage unless negative; with Extra Attack, two attacks under a5e's rule. Refused without the Attack action
 * or with weapons that don't qualify.
 */
export function offHandAttack(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  situation: OffHandSituation,
): OffHandResult | LedgerRefusal {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const s = record(situation, "situation");
  const style = oneOf(s.style, "situation.style", TWO_WEAPON_STYLES);
  const main = weapon(s.mainHand, "situation.mainHand");
  const off = weapon(s.offHand, "situation.offHand");
  const extraAttack = optionalBool(s.extraAttack, "situation.extraAttack");
  const modifier = integerInRange(s.abilityModifier, "situation.abilityModifier", -5, 10);
  if (p.kind !== "actionBonusReaction") return refuse("wrongEconomy", 1, 0);
  if (!l.attackActionTaken) return refuse("noAttackAction", 1, 0);
  if (!mainFits(style, main)) return refuse("weaponNotEligible", 1, 0);
  if (!offFits(style, off)) return refuse("offHandNotEligible", 1, 0);
  const spent = spendChecked(l, p, { kind: "bonusAction", amount: 1 }, { ruleGrantsBonusAction: true });
  if (!spent.ok) return spent;
  return {
    ok: true,
    ledger: spent.ledger,
    attacks: style === "dualWielding" && extraAttack ? 2 : 1,
    damageAbilityModifier: offHandDamageModifier(modifier),
    mayThrow: off.thrown,
  };
}
