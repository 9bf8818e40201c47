import type { Roller } from "../dice-roller";
import { dieResult, integer, integerInRange, nonNegativeInteger, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";

/** RES-3: the die sizes a character's Hit Dice may have. */
export const HIT_DIE_FACES = [6, 8, 10, 12] as const;
export type HitDieFaces = (typeof HIT_DIE_FACES)[number];

/** RES-3: which edition's rest rules a preset follows: the 2014 SRD's (srd51, and a5e until RULES.md has its row) or 2024's. */
export const REST_EDITIONS = ["2014", "2024"] as const;
export type RestEdition = (typeof REST_EDITIONS)[number];

/** RES-3: what a long rest gives back, per edition. */
export interface RestRules {
  /** `half`: spent Hit Dice up to half the total (at least one); `all`: every spent one. */
  readonly hitDiceBack: "half" | "all";
  /** A long rest begun at 0 hit points gives nothing. */
  readonly nothingAtZeroHp: boolean;
}

const REST_RULES: Readonly<Record<RestEdition, RestRules>> = deepFreeze({
  "2014": { hitDiceBack: "half", nothingAtZeroHp: true },
  "2024": { hitDiceBack: "all", nothingAtZeroHp: false },
});

/** RES-3: the long rest rules of `edition`. */
export function restRules(edition: RestEdition): RestRules {
  return REST_RULES[oneOf(edition, "edition", REST_EDITIONS)];
}

/** A character's Hit Dice: as many as its level, of one size, `spent` of them used. */
export interface HitDice {
  readonly level: number;
  readonly faces: number;
  readonly spent: number;
}

/** The hit points a rest reads and writes. */
export interface RestHitPoints {
  readonly value: number;
  readonly max: number;
}

function checkHitDice(value: unknown, field: string): HitDice {
  const r = record(value, field);
  const level = integerInRange(r.level, `${field}.level`, 1, 100);
  const faces = oneOf(String(r.faces), `${field}.faces`, HIT_DIE_FACES.map(String) as `${HitDieFaces}`[]);
  const spent = integerInRange(r.spent, `${field}.spent`, 0, level);
  return { level, faces: Number(faces), spent };
}

function checkHp(value: unknown, field: string): RestHitPoints {
  const r = record(value, field);
  const max = nonNegativeInteger(r.max, `${field}.max`);
  return { value: nonNegativeInteger(r.value, `${field}.value`), max };
}

/** RES-3: the Hit Dice a character has left to spend. */
export function hitDiceLeft(hitDice: HitDice): number {
  const dice = checkHitDice(hitDice, "hitDice");
  return dice.level - dice.spent;
}

/** One Hit Die spent: its roll and the hit points it gave (roll + Con modifier, never below 0). */
export interface HitDieSpent {
  readonly roll: number;
  readonly healed: number;
}

export type ShortRestResult =
  | {
      readonly ok: true;
      readonly hp: RestHitPoints;
      readonly hitDice: HitDice;
      readonly dice: readonly HitDieSpent[];
      /** Hit points actually regained (capped at the maximum). */
      readonly healed: number;
    }
  | { readonly ok: false; readonly reason: "notEnoughHitDice"; readonly needed: number; readonly available: number };

/**
 * RES-3: a short rest that spends `count` Hit Dice: each die is rolled and adds the Constitution modifier (a die
 * never takes hit points away), up to the hit point maximum. More dice than are left is refused, nothing spent.
 */
export function shortRest(
  input: { readonly hp: RestHitPoints; readonly hitDice: HitDice; readonly conMod: number },
  count: number,
  roller: Roller,
): ShortRestResult {
  const hitDice = checkHitDice(input.hitDice, "hitDice");
  const hp = checkHp(input.hp, "hp");
  const conMod = integer(input.conMod, "conMod");
  const wanted = integerInRange(count, "count", 0, 100);
  const left = hitDice.level - hitDice.spent;
  if (wanted > left) return deepFreeze({ ok: false, reason: "notEnoughHitDice", needed: wanted, available: left });
  const dice: HitDieSpent[] = [];
  for (let i = 0; i < wanted; i++) {
    const roll = dieResult(roller.roll(hitDice.faces), `hit die ${i}`, hitDice.faces);
    dice.push({ roll, healed: Math.max(0, roll + conMod) });
  }
  const total = dice.reduce((sum, d) => sum + d.healed, 0);
  const value = Math.max(hp.value, Math.min(hp.max, hp.value + total));
  return deepFreeze({
    ok: true,
    hp: { value, max: hp.max },
    hitDice: { ...hitDice, spent: hitDice.spent + wanted },
    dice,
    healed: value - hp.value,
  });
}

/** Spell slots by level as stored: `{ "1": { value, max }, … }`. */
export type RestSlots = Readonly<Record<string, { readonly value: number; readonly max: number }>>;

export interface LongRestResult {
  /** False when the rest gave nothing (begun at 0 hit points, srd51). */
  readonly benefits: boolean;
  readonly hp: RestHitPoints;
  readonly hitDice: HitDice;
  readonly slots: RestSlots;
  readonly healed: number;
  readonly hitDiceRegained: number;
  readonly slotsRegained: number;
}

/**
 * RES-3: a long rest: all hit points, every spent spell slot, and spent Hit Dice: srd51 up to half the total (at
 * least one), srd52 and delta all of them. Under srd51 a rest begun at 0 hit points gives nothing.
 */
export function longRest(
  rules: RestRules,
  input: { readonly hp: RestHitPoints; readonly hitDice: HitDice; readonly slots: RestSlots },
): LongRestResult {
  const hitDice = checkHitDice(input.hitDice, "hitDice");
  const hp = checkHp(input.hp, "hp");
  const slots = record(input.slots, "slots") as RestSlots;
  for (const [level, slot] of Object.entries(slots)) {
    const s = record(slot, `slots.${level}`);
    nonNegativeInteger(s.max, `slots.${level}.max`);
    nonNegativeInteger(s.value, `slots.${level}.value`);
  }
  if (rules.nothingAtZeroHp && hp.value === 0) {
    return deepFreeze({ benefits: false, hp, hitDice, slots, healed: 0, hitDiceRegained: 0, slotsRegained: 0 });
  }
  const back = rules.hitDiceBack === "all" ? hitDice.level : Math.max(1, Math.floor(hitDice.level / 2));
  const regained = Math.min(back, hitDice.spent);
  let slotsRegained = 0;
  const filled: Record<string, { value: number; max: number }> = {};
  for (const [level, slot] of Object.entries(slots)) {
    slotsRegained += Math.max(0, slot.max - slot.value);
    filled[level] = { value: Math.max(slot.value, slot.max), max: slot.max };
  }
  return deepFreeze({
    benefits: true,
    hp: { value: Math.max(hp.value, hp.max), max: hp.max },
    hitDice: { ...hitDice, spent: hitDice.spent - regained },
    slots: filled,
    healed: Math.max(0, hp.max - hp.value),
    hitDiceRegained: regained,
    slotsRegained,
  });
}
