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
  source,
  type RollSource,
  type TurnLedger,
} from "../../rules";
import { ledgerOf } from "../combatant-system";
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

/** ECON-7 / CND-1: the creature has the Dodging status (a GM's toggle, or outside combat), dodging without a ledger. */
const dodgingStatus = (actor: Actor.Implementation): boolean => actor.statuses.has("dodging");

/**
 * ECON-7 / ECON-8 / ECON-11: the attack's sources from the attacker's and a lone target's ledgers: disadvantage
 * against a dodging target that sees the attacker, advantage against one pressing the attack or sprinting, the
 * presser's expertise die. A target with the Dodging status counts as dodging too (CND-1: the status the token
 * HUD gives). A ledger kept under other rules (a preset switch mid-fight) counts as none.
 */
export function ledgerAttackSources(
  attacker: Actor.Implementation,
  targets: readonly Actor.Implementation[],
  attack: LedgerAttack,
): RollSource[] {
  const target = targets.length === 1 ? targets[0] : undefined;
  const mine = actorLedger(attacker);
  const ledger = target ? actorLedger(target) : null;
  const status = target ? dodgingStatus(target) : false;
  if (!mine || !ledger) {
    return status && attack.targetSeesAttacker ? [source("ECON-7", "targetDodging", "disadvantage")] : [];
  }
  const theirs = status ? { ...ledger, dodging: true } : ledger;
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

/**
 * ECON-7: a dodging creature's Dexterity save has advantage (an ability save of the 5e family), dodging by its
 * ledger or by the Dodging status.
 */
export function ledgerSaveSources(actor: Actor.Implementation, save: string): RollSource[] {
  if (!(ABILITIES as readonly string[]).includes(save)) return [];
  const ledger = actorLedger(actor);
  const status = dodgingStatus(actor);
  if (!ledger) return status && save === "dex" ? [source("ECON-7", "dodging", "advantage")] : [];
  try {
    return economySaveSources(status ? { ...ledger, dodging: true } : ledger, save as (typeof ABILITIES)[number]);
  } catch (error) {
    if (error instanceof RuleInputError) return [];
    throw error;
  }
}
