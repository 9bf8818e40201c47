import { bool, oneOf } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, refuse, withChanges } from "./ledger";
import { spendChecked } from "./spend";
import type { LedgerRefusal, TurnLedger } from "./types";

/** ECON-13: what a rider may command with its bonus action (a5e); Multiattack is named only to be refused. */
export const MOUNT_COMMANDS = ["abilityCheck", "attack", "multiattack"] as const;
export type MountCommand = (typeof MOUNT_COMMANDS)[number];

export interface MountCommandResult {
  readonly ok: true;
  readonly rider: TurnLedger;
  readonly mount: TurnLedger;
}

/** ECON-13: marks a creature as a mount its rider controls (or frees it). */
export function setControlledMount(ledger: TurnLedger, controlled = true): TurnLedger {
  const l = checkTurnLedger(ledger);
  return withChanges(l, { controlledMount: bool(controlled, "controlled") });
}

/**
 * ECON-13 (a5e, `dashDisengageDodgeOrRiderBonus`): instead of Dash, Disengage or Dodge, the rider spends its
 * bonus action to have the controlled mount make an ability check or take the Attack action (not
 * Multiattack); the mount's action is used. The mount's own Dash/Disengage/Dodge go through
 * `takeBasicAction`.
 */
export function commandMount(
  rider: TurnLedger,
  mount: TurnLedger,
  policies: EconomyPolicies,
  command: MountCommand,
): MountCommandResult | LedgerRefusal {
  const p = checkEconomyPolicies(policies);
  const r = checkTurnLedger(rider, "rider", p);
  const m = checkTurnLedger(mount, "mount", p);
  const what = oneOf(command, "command", MOUNT_COMMANDS);
  if (p.mountActions !== "dashDisengageDodgeOrRiderBonus") return refuse("policyOff", 1, 0);
  if (!m.controlledMount) return refuse("notControlledMount", 1, 0);
  if (what === "multiattack") return refuse("multiattackNotAllowed", 1, 0);
  const mountSpent = spendChecked(m, p, { kind: "action", amount: 1 }, { mountAction: true });
  if (!mountSpent.ok) return mountSpent;
  const riderSpent = spendChecked(r, p, { kind: "bonusAction", amount: 1 }, { ruleGrantsBonusAction: true });
  if (!riderSpent.ok) return riderSpent;
  return {
    ok: true,
    rider: riderSpent.ledger,
    mount:
      what === "attack"
        ? withChanges(mountSpent.ledger, { attackActionTaken: true, attackActionAttacksLeft: 1 })
        : mountSpent.ledger,
  };
}
