/**
 * What the turn ledgers do to a roll (ECON-7 Dodge, ECON-8 Press the Attack, ECON-11 Sprint): read from the
 * combatants' ledgers in the active combat, as the GM wrote them. Outside combat, or for a creature whose ledger
 * hasn't started, nothing.
 */
import {
  ABILITIES,
  RuleInputError,
  economyAttackSources,
  economySaveSources,
  type RollSource,
  type TurnLedger,
} from "../rules";
import { ledgerOf } from "./combatant-system";
import { activeCombatantOf } from "./ledger-item";

/** The ledger of `actor`'s combatant in the active, started combat; null outside it. */
export function actorLedger(actor: Actor.Implementation): TurnLedger | null {
  const combatant = activeCombatantOf(actor);
  return combatant ? ledgerOf(combatant) : null;
}

/** What the attack is, for `ledgerAttackSources`. */
export interface LedgerAttack {
  readonly melee: boolean;
  /** The target sees the attacker (Dodge works only then). */
  readonly targetSeesAttacker: boolean;
  /** The roll's other sources, which ATK-5 weighs with the ledgers' (Press the Attack's die is lost at disadvantage). */
  readonly others: readonly RollSource[];
}

/**
 * ECON-7 / ECON-8 / ECON-11: the attack's sources from the attacker's and a lone target's ledgers: disadvantage
 * against a dodging target that sees the attacker, advantage against one pressing the attack or sprinting, the
 * presser's expertise die. A ledger kept under other rules (a preset switch mid-fight) counts as none.
 */
export function ledgerAttackSources(
  attacker: Actor.Implementation,
  targets: readonly Actor.Implementation[],
  attack: LedgerAttack,
): RollSource[] {
  const target = targets.length === 1 ? targets[0] : undefined;
  const mine = actorLedger(attacker);
  const theirs = target ? actorLedger(target) : null;
  if (!mine || !theirs) return [];
  try {
    return economyAttackSources(mine, theirs, {
      melee: attack.melee,
      advantage: attack.others.some((s) => s.effect === "advantage"),
      disadvantage: attack.others.some((s) => s.effect === "disadvantage"),
      targetSeesAttacker: attack.targetSeesAttacker,
    });
  } catch (error) {
    if (error instanceof RuleInputError) return [];
    throw error;
  }
}

/** ECON-7: a dodging creature's Dexterity save has advantage (an ability save of the 5e family). */
export function ledgerSaveSources(actor: Actor.Implementation, save: string): RollSource[] {
  const ledger = actorLedger(actor);
  if (!ledger || !(ABILITIES as readonly string[]).includes(save)) return [];
  try {
    return economySaveSources(ledger, save as (typeof ABILITIES)[number]);
  } catch (error) {
    if (error instanceof RuleInputError) return [];
    throw error;
  }
}
