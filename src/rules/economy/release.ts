/**
 * Giving back a reserved spend. Using an item spends its cost before its roll (a reservation) so that nothing
 * else can spend the same action while the roll is made; a roll that is cancelled gives the cost back. What the
 * spend changed (`before` → `after`) is undone on the ledger as it is now, keeping whatever else changed since:
 * a counter moves back by what the spend moved it, a flag the spend set goes back unless something else changed
 * it again. Once the creature's turn moved on, nothing is given back.
 */
import { clonePlain, deepFreeze } from "../plain";
import { checkTurnLedger, refuse } from "./ledger";
import type { LedgerResult, TurnLedger } from "./types";

type PlainRecord = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is PlainRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Equality of plain data (ledger fields are numbers, booleans, strings, null and small records). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function undone(current: unknown, before: unknown, after: unknown): unknown {
  if (typeof current === "number" && typeof before === "number" && typeof after === "number") {
    return Math.max(0, current + before - after);
  }
  if (isRecord(current) && isRecord(before) && isRecord(after)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(current)) out[key] = undone(current[key], before[key], after[key]);
    return out;
  }
  return !same(before, after) && same(current, after) ? before : current;
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ATK-4 / MOV-1: `current` with the spend that turned `before` into `after` given
 * back (a reserved item use whose roll was cancelled). Refused with `nothingToRefund` once the creature's turn
 * moved on (a turn started or ended, or the economy changed, since the spend). Throws a RuleInputError for a
 * malformed ledger, or when giving back would leave one (something spent since was given back already).
 */
export function releaseSpend(current: TurnLedger, before: TurnLedger, after: TurnLedger): LedgerResult {
  const now = checkTurnLedger(current, "current");
  const from = checkTurnLedger(before, "before");
  const to = checkTurnLedger(after, "after");
  const moved = now.turnsStarted !== to.turnsStarted || now.onTurn !== to.onTurn || now.economy !== to.economy;
  if (moved) return refuse("nothingToRefund", 0, 0);
  const released = checkTurnLedger(undone(clonePlain(now), from, to), "released");
  return { ok: true, ledger: deepFreeze(released) };
}
