import { nonNegative, oneOf, record } from "../errors";
import { sizeRank } from "../creature";
import { spaceSide } from "../geometry/grid";
import { MOUNTING_COSTS } from "../presets/policies";
import { checkGridDistance, optionalBool, optionalFeet } from "./inputs";

/** A free or priced change of stance, checked against the movement left. */
export interface StanceChange {
  readonly allowed: boolean;
  /** Feet of movement it costs. */
  readonly cost: number;
  readonly reason: "speedZero" | "notEnoughMovement" | "mountTooSmall" | "oncePerTurn" | null;
}

/** MOV-11: dropping prone costs no movement and no action, but is impossible at Speed 0. */
export function dropProneCost(input: { readonly speed: number }): StanceChange {
  const speed = nonNegative(record(input, "input").speed, "speed");
  return speed === 0 ? { allowed: false, cost: 0, reason: "speedZero" } : { allowed: true, cost: 0, reason: null };
}

/**
 * MOV-11: standing up from prone costs half the creature's Speed (rounded down), out of the movement left
 * (`movementLeft`, the whole Speed when absent). Impossible at Speed 0 or without enough movement left.
 */
export function standUpCost(input: { readonly speed: number; readonly movementLeft?: number }): StanceChange {
  const i = record(input, "input");
  const speed = nonNegative(i.speed, "speed");
  const left = optionalFeet(i.movementLeft, "movementLeft", speed);
  const cost = Math.floor(speed / 2);
  if (speed === 0) return { allowed: false, cost, reason: "speedZero" };
  if (cost > left) return { allowed: false, cost, reason: "notEnoughMovement" };
  return { allowed: true, cost, reason: null };
}

/**
 * MOV-13: the movement that mounting or dismounting costs. `halfSpeed` (srd51, srd52, a5e): half the rider's
 * Speed, once per turn. `mountSpace` (delta): as many feet as the mount's space is wide (Large: 10 ft). Either
 * way the mount must be at least one size larger than the rider.
 */
export function mountingCost(input: {
  readonly rule: unknown;
  readonly speed: number;
  readonly riderSize: unknown;
  readonly mountSize: unknown;
  readonly movementLeft?: number;
  /** A mount or dismount already made this turn. */
  readonly alreadyThisTurn?: boolean;
  readonly gridDistance?: number;
}): StanceChange {
  const i = record(input, "input");
  const rule = oneOf(i.rule, "rule", MOUNTING_COSTS);
  const speed = nonNegative(i.speed, "speed");
  const rider = sizeRank(i.riderSize, "riderSize");
  const mount = sizeRank(i.mountSize, "mountSize");
  const left = optionalFeet(i.movementLeft, "movementLeft", speed);
  const again = optionalBool(i.alreadyThisTurn, "alreadyThisTurn", false);
  const unit = checkGridDistance(i.gridDistance);
  const cost = rule === "halfSpeed" ? Math.floor(speed / 2) : spaceSide(i.mountSize, { field: "mountSize" }) * unit;
  if (mount < rider + 1) return { allowed: false, cost, reason: "mountTooSmall" };
  if (rule === "halfSpeed" && again) return { allowed: false, cost, reason: "oncePerTurn" };
  if (speed === 0) return { allowed: false, cost, reason: "speedZero" };
  if (cost > left) return { allowed: false, cost, reason: "notEnoughMovement" };
  return { allowed: true, cost, reason: null };
}
