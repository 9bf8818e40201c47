import { bool, oneOf, record } from "../errors";
import { ABILITIES, type Ability } from "../creature";
import { source, type RollSource } from "../sources";
import { checkTurnLedger, optionalBool } from "./ledger";
import type { TurnLedger } from "./types";

/** The expertise die Press the Attack gives (a5e's basic expertise die). */
export const PRESS_EXPERTISE_DIE = 4;

/** What `economyAttackSources` needs to know about the attack. */
export interface EconomyAttack {
  readonly melee: boolean;
  /** The attack is made at disadvantage once every other source is counted (no Press expertise die then). */
  readonly disadvantage?: boolean;
  /** The target can see the attacker (Dodge works only then); default true. */
  readonly targetSeesAttacker?: boolean;
}

/**
 * ECON-7 / ECON-8 / ECON-11: roll sources an attack gets from the two ledgers: disadvantage against a
 * dodging target that sees the attacker; advantage against a creature pressing the attack or sprinting; an
 * expertise die for the presser's melee attack on its pressed target unless the attack is at disadvantage
 * or the target fell back.
 */
export function economyAttackSources(attacker: TurnLedger, target: TurnLedger, attack: EconomyAttack): RollSource[] {
  const a = checkTurnLedger(attacker, "attacker");
  const t = checkTurnLedger(target, "target");
  const s = record(attack, "attack");
  const melee = bool(s.melee, "attack.melee");
  const disadvantage = optionalBool(s.disadvantage, "attack.disadvantage");
  const seen = s.targetSeesAttacker === undefined ? true : bool(s.targetSeesAttacker, "attack.targetSeesAttacker");
  const out: RollSource[] = [];
  if (t.dodging && seen) out.push(source("ECON-7", "targetDodging", "disadvantage"));
  if (t.pressing !== null) out.push(source("ECON-8", "targetPressing", "advantage"));
  if (t.sprintExposed) out.push(source("ECON-11", "targetSprinting", "advantage"));
  const pressed = a.pressing !== null && a.pressing.target === t.id && a.pressing.expertiseDie;
  if (pressed && melee && !disadvantage)
    out.push(source("ECON-8", "pressTheAttack", "expertiseDie", PRESS_EXPERTISE_DIE));
  return out;
}

/** ECON-7: a dodging creature makes Dexterity saving throws with advantage. */
export function economySaveSources(ledger: TurnLedger, ability: Ability): RollSource[] {
  const l = checkTurnLedger(ledger);
  const which = oneOf(ability, "ability", ABILITIES);
  return l.dodging && which === "dex" ? [source("ECON-7", "dodging", "advantage")] : [];
}
