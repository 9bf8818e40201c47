import type { Roller } from "../dice-roller";
import { dieResult, integerInRange, nonNegativeInteger, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";

/**
 * RES-4: when limited uses come back: at the start of each turn (any creature's), of each round, after a short or
 * a long rest, at dawn, or (`recharge`) on a d6 of the item's number or more at the start of its owner's turn.
 * "" is no period: the uses only come back by hand.
 */
export const USE_PERIODS = ["", "turn", "round", "shortRest", "longRest", "dawn", "recharge"] as const;
export type UsePeriod = (typeof USE_PERIODS)[number];

/** RES-4: the moments uses recover at. */
export const RECOVERY_EVENTS = ["turn", "round", "shortRest", "longRest", "dawn"] as const;
export type RecoveryEvent = (typeof RECOVERY_EVENTS)[number];

/** Limited uses as stored: `max` 0 means the item has no limit. `recharge` is the lowest d6 that recharges it. */
export interface LimitedUses {
  readonly value: number;
  readonly max: number;
  readonly per: UsePeriod;
  readonly recharge: number;
}

/**
 * RES-4: which periods each event brings back. A rest also passes turns and rounds, and a recharge power comes
 * back after any rest; Fray treats a long rest as passing a dawn (the table rests through the night).
 */
const RECOVERS: Readonly<Record<RecoveryEvent, readonly UsePeriod[]>> = deepFreeze({
  turn: ["turn"],
  round: ["round"],
  shortRest: ["turn", "round", "shortRest", "recharge"],
  longRest: ["turn", "round", "shortRest", "longRest", "dawn", "recharge"],
  dawn: ["dawn"],
});

/** RES-4: reads stored uses, naming the bad field (`uses.value`…). */
export function checkUses(value: unknown, field = "uses"): LimitedUses {
  const r = record(value, field);
  const max = nonNegativeInteger(r.max, `${field}.max`);
  return {
    value: integerInRange(r.value, `${field}.value`, 0, max),
    max,
    per: oneOf(r.per ?? "", `${field}.per`, USE_PERIODS),
    recharge: integerInRange(r.recharge ?? 6, `${field}.recharge`, 2, 6),
  };
}

/** RES-4: the item has limited uses (a maximum above 0). */
export function isLimited(uses: LimitedUses): boolean {
  return checkUses(uses).max > 0;
}

export type UseSpend =
  | { readonly ok: true; readonly uses: LimitedUses }
  | { readonly ok: false; readonly reason: "noUsesLeft"; readonly needed: 1; readonly available: 0 };

/** RES-4: one use spent; refused with none left. Unlimited (max 0) spends nothing. */
export function spendUse(uses: LimitedUses): UseSpend {
  const current = checkUses(uses);
  if (current.max === 0) return deepFreeze({ ok: true, uses: current });
  if (current.value === 0) return deepFreeze({ ok: false, reason: "noUsesLeft", needed: 1, available: 0 });
  return deepFreeze({ ok: true, uses: { ...current, value: current.value - 1 } });
}

/** RES-4: the uses after `event`: full when the event brings their period back, unchanged otherwise. */
export function recoverUses(uses: LimitedUses, event: RecoveryEvent): LimitedUses {
  const current = checkUses(uses);
  const periods = RECOVERS[oneOf(event, "event", RECOVERY_EVENTS)];
  return deepFreeze(periods.includes(current.per) ? { ...current, value: current.max } : current);
}

/** RES-4: a recharge d6 and whether it brought the power back. */
export interface RechargeRoll {
  readonly roll: number;
  readonly min: number;
  readonly recharged: boolean;
}

/**
 * RES-4: "Recharge N–6" at the start of the owner's turn: a spent power rolls 1d6 and is available again on N or
 * more. A power with uses left, or not a recharge power, rolls nothing (null).
 */
export function rollRecharge(
  uses: LimitedUses,
  roller: Roller,
): { readonly uses: LimitedUses; readonly roll: RechargeRoll | null } {
  const current = checkUses(uses);
  if (current.per !== "recharge" || current.max === 0 || current.value >= current.max) {
    return deepFreeze({ uses: current, roll: null });
  }
  const roll = dieResult(roller.roll(6), "recharge roll", 6);
  const recharged = roll >= current.recharge;
  return deepFreeze({
    uses: recharged ? { ...current, value: current.max } : current,
    roll: { roll, min: current.recharge, recharged },
  });
}
