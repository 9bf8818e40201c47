import { RuleInputError, bool, dieResult, integerInRange, nonNegativeInteger, record } from "../errors";

/** Three successes stabilize, three failures kill (5e-family death saves). */
export const DEATH_SAVE_LIMIT = 3;

/**
 * 5e-family death saves: what the rules read for a creature. `success` 3 at 0 HP means stable (no more saves
 * until it takes damage); `hp` is its current hit points.
 */
export interface DeathSaveState {
  readonly hp: number;
  readonly success: number;
  readonly failure: number;
  readonly dead: boolean;
}

/** What a death save or damage at 0 HP did. */
export const DEATH_SAVE_OUTCOMES = ["success", "failure", "stabilized", "revived", "dead"] as const;
export type DeathSaveOutcome = (typeof DEATH_SAVE_OUTCOMES)[number];

export interface DeathSaveResult {
  readonly state: DeathSaveState;
  readonly outcome: DeathSaveOutcome;
}

/**
 * Checks a death save state and returns a fresh copy; throws a RuleInputError naming the bad field.
 * Source: SRD 5.1 and 5.2, Death Saving Throws.
 */
export function checkDeathSaveState(state: unknown): DeathSaveState {
  const s = record(state, "state");
  return {
    hp: nonNegativeInteger(s.hp, "state.hp"),
    success: integerInRange(s.success, "state.success", 0, DEATH_SAVE_LIMIT),
    failure: integerInRange(s.failure, "state.failure", 0, DEATH_SAVE_LIMIT),
    dead: bool(s.dead, "state.dead"),
  };
}

/** Whether a creature at 0 HP is stable: three successes and not dead. Source: SRD 5.1 and 5.2, Stabilizing. */
export function isStable(state: DeathSaveState): boolean {
  const s = checkDeathSaveState(state);
  return s.hp === 0 && !s.dead && s.success >= DEATH_SAVE_LIMIT;
}

function judged(next: DeathSaveState, counted: "success" | "failure"): DeathSaveResult {
  if (next.failure >= DEATH_SAVE_LIMIT) {
    return Object.freeze({ state: Object.freeze({ ...next, failure: DEATH_SAVE_LIMIT, dead: true }), outcome: "dead" });
  }
  if (next.success >= DEATH_SAVE_LIMIT) {
    return Object.freeze({ state: Object.freeze({ ...next, success: DEATH_SAVE_LIMIT }), outcome: "stabilized" });
  }
  return Object.freeze({ state: Object.freeze(next), outcome: counted });
}

/**
 * 5e-family death save: a flat d20 (the natural result), 10 or more a success, less a failure. A natural 20
 * regains 1 hit point (counts reset, `revived`); a natural 1 counts as two failures. Three successes stabilize,
 * three failures kill. Only a creature at 0 HP, neither dead nor stable, rolls.
 * Source: SRD 5.1 and 5.2, Death Saving Throws.
 */
export function resolveDeathSave(state: DeathSaveState, natural: number): DeathSaveResult {
  const current = checkDeathSaveState(state);
  const die = dieResult(natural, "natural", 20);
  if (current.dead) throw new RuleInputError("state.dead", "a dead creature makes no death save");
  if (current.hp > 0) throw new RuleInputError("state.hp", "only a creature at 0 HP makes death saves");
  if (current.success >= DEATH_SAVE_LIMIT)
    throw new RuleInputError("state.success", "a stable creature makes no death save");
  if (die === 20) {
    return Object.freeze({ state: Object.freeze({ hp: 1, success: 0, failure: 0, dead: false }), outcome: "revived" });
  }
  if (die >= 10) return judged({ ...current, success: current.success + 1 }, "success");
  return judged({ ...current, failure: current.failure + (die === 1 ? 2 : 1) }, "failure");
}

/**
 * 5e-family damage at 0 HP: `damage` (after resistances) ≥ the maximum hit points kills outright; otherwise it
 * counts as one death save failure, two after a critical hit, and a stable creature is stable no more. No
 * damage (0) changes nothing.
 * Source: SRD 5.1 and 5.2, Damage at 0 Hit Points.
 */
export function damageAtZeroHp(
  state: DeathSaveState,
  blow: { readonly damage: number; readonly critical: boolean; readonly maxHp: number },
): DeathSaveResult | null {
  const current = checkDeathSaveState(state);
  const b = record(blow, "blow");
  const damage = nonNegativeInteger(b.damage, "blow.damage");
  const critical = bool(b.critical, "blow.critical");
  const maxHp = integerInRange(b.maxHp, "blow.maxHp", 1, Number.MAX_SAFE_INTEGER);
  if (current.dead || current.hp > 0 || damage === 0) return null;
  if (damage >= maxHp) {
    return Object.freeze({ state: Object.freeze({ ...current, dead: true }), outcome: "dead" });
  }
  return judged(
    { ...current, success: isStable(current) ? 0 : current.success, failure: current.failure + (critical ? 2 : 1) },
    "failure",
  );
}

/**
 * 5e-family instant death when dropped to 0 HP: the damage left over after reaching 0 is at least the maximum.
 * Source: SRD 5.1 and 5.2, Instant Death.
 */
export function instantDeath(blow: { readonly excess: number; readonly maxHp: number }): boolean {
  const b = record(blow, "blow");
  const excess = nonNegativeInteger(b.excess, "blow.excess");
  return excess >= integerInRange(b.maxHp, "blow.maxHp", 1, Number.MAX_SAFE_INTEGER);
}

/** 5e-family: regaining any hit points resets both counts. Source: SRD 5.1 and 5.2, Death Saving Throws. */
export function deathSavesAfterHealing(): { readonly success: 0; readonly failure: 0 } {
  return Object.freeze({ success: 0, failure: 0 });
}
