import { expect } from "vitest";
import { getPreset, type EconomyPolicies, type PresetId } from "../../../src/rules/presets";
import {
  createTurnLedger,
  startOwnTurn,
  type LedgerCreature,
  type LedgerRefusal,
  type TurnLedger,
} from "../../../src/rules/economy";

export const econ = (id: PresetId): EconomyPolicies => getPreset(id).policies.economy;
export const SRD51 = econ("srd51");
export const SRD52 = econ("srd52");
export const A5E = econ("a5e");
export const THREE = econ("threeAction");
export const DELTA = econ("delta");
export const FIVE_E = { srd51: SRD51, srd52: SRD52, a5e: A5E, delta: DELTA } as const;

/** A ledger whose own turn has begun. */
export function onTurn(policies: EconomyPolicies, creature: Partial<LedgerCreature> = {}): TurnLedger {
  return startOwnTurn(createTurnLedger(policies, { speed: 30, ...creature }), policies);
}

/** Unwraps a successful result, failing the test with the refusal otherwise. */
export function ok<T extends { ok: true }>(result: T | LedgerRefusal): T {
  if (!result.ok) expect.fail(`refused: ${result.reason}`);
  return result;
}

/** Asserts a refusal and returns it. */
export function refused(result: { ok: boolean }, reason: string): LedgerRefusal {
  expect(result).toMatchObject({ ok: false, reason });
  return result as LedgerRefusal;
}
