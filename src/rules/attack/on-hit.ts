/**
 * Issue 30 item 3: an attack's on-hit riders, as a stat block prints them after "Hit:": a save the target makes
 * (ability and DC), a condition it gets (on a failed save, or on the hit itself), extra damage (all of it on a
 * failure and half or none on a success when there is a save), a size limit on who is affected ("Large or
 * smaller") and a grapple's escape DC. Checked here so a weapon can't store a rider the card can't state (a save
 * without its DC, half damage without a save, a rider that does nothing). Pure: plain data in, frozen data out.
 */
import { ABILITIES, SIZES, type Ability, type Size } from "../creature";
import { CONDITION_IDS, type ConditionId } from "../conditions/catalogue";
import { DAMAGE_TYPES } from "../stats/item-choices";
import { checkFormula } from "../stats/item-checks";
import { RuleInputError, integerInRange, list, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";

/** What a successful save leaves of a rider's damage. */
export const ON_HIT_SAVE_DAMAGE = ["none", "half"] as const;
/** The largest DC a rider may print (no SRD creature's save or escape DC comes near it). */
export const MAX_RIDER_DC = 40;

/** One rider, as stored on a weapon (`system.onHit`); "" and null mean "none". */
export interface OnHitRider {
  readonly save: Ability | "";
  readonly dc: number | null;
  readonly condition: ConditionId | "";
  readonly damage: string;
  readonly damageType: string;
  readonly onSave: (typeof ON_HIT_SAVE_DAMAGE)[number];
  readonly maxSize: Size | "";
  readonly escapeDc: number | null;
}

const dcOrNull = (value: unknown, field: string): number | null =>
  value === null || value === undefined ? null : integerInRange(value, field, 1, MAX_RIDER_DC);

/**
 * Issue 30 item 3: checks one rider and returns it normalized; throws a RuleInputError naming the field for a
 * save without its DC (or a DC without a save), damage without a type (or a type without damage), half damage on
 * a success without a save and damage, an escape DC on anything but a grapple, or a rider with neither a
 * condition nor damage. Source: the SRD 5.1 and SRD 5.2 stat blocks' "Hit:" lines (a save, a condition, extra damage).
 */
export function checkOnHitRider(value: unknown, field = "onHit"): OnHitRider {
  const v = record(value, field);
  const save = oneOf(v.save ?? "", `${field}.save`, ["", ...ABILITIES] as const);
  const dc = dcOrNull(v.dc, `${field}.dc`);
  if ((save === "") !== (dc === null))
    throw new RuleInputError(`${field}.dc`, "a rider's save and its DC go together (both or neither)");
  const condition = oneOf(v.condition ?? "", `${field}.condition`, ["", ...CONDITION_IDS] as const);
  const damage = v.damage === undefined || v.damage === "" ? "" : checkFormula(v.damage, `${field}.damage`);
  const damageType = oneOf(v.damageType ?? "", `${field}.damageType`, ["", ...DAMAGE_TYPES] as const);
  if ((damage === "") !== (damageType === ""))
    throw new RuleInputError(`${field}.damageType`, "a rider's damage and its damage type go together");
  const onSave = oneOf(v.onSave ?? "none", `${field}.onSave`, ON_HIT_SAVE_DAMAGE);
  if (onSave === "half" && (save === "" || damage === ""))
    throw new RuleInputError(`${field}.onSave`, "half damage on a success needs a save and damage");
  const maxSize = oneOf(v.maxSize ?? "", `${field}.maxSize`, ["", ...SIZES] as const);
  const escapeDc = dcOrNull(v.escapeDc, `${field}.escapeDc`);
  if (escapeDc !== null && condition !== "grappled")
    throw new RuleInputError(`${field}.escapeDc`, "an escape DC belongs to a rider that grapples");
  if (condition === "" && damage === "") throw new RuleInputError(field, "a rider brings a condition, damage or both");
  return deepFreeze({ save, dc, condition, damage, damageType, onSave, maxSize, escapeDc });
}

/**
 * Issue 30 item 3: checks a weapon's list of riders (see `checkOnHitRider`), naming the bad entry. Source: the SRD
 * 5.1 and SRD 5.2 stat blocks.
 */
export function checkOnHitRiders(value: unknown, field = "onHit"): readonly OnHitRider[] {
  return deepFreeze(list(value ?? [], field).map((r, i) => checkOnHitRider(r, `${field}.${i}`)));
}
