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
  /** The attack has advantage from a source outside these two ledgers (ATK-5 weighs it with theirs). */
  readonly advantage?: boolean;
  /** The attack has disadvantage from a source outside these two ledgers (ATK-5 weighs it with theirs). */
  readonly disadvantage?: boolean;
  /** The target can see the attacker (Dodge works only then); default true. */
  readonly targetSeesAttacker?: boolean;
}

/**
 * ECON-7 / ECON-8 / ECON-11 / ATK-5: roll sources an attack gets from the two ledgers: disadvantage against a
 * dodging target that sees the attacker; advantage against a creature pressing the attack or sprinting; an
 * expertise die for the presser's melee attack on its pressed target, unless the target fell back or the
 * attack ends up at disadvantage. That net is worked out here, per ATK-5: the caller's `advantage` and
 * `disadvantage` (sources outside the ledgers) with the ledgers' own; any advantage and any disadvantage
 * cancel, so the die is lost only to disadvantage with no advantage at all.
 */
export function economyAttackSources(attacker: TurnLedger, target: TurnLedger, attack: EconomyAttack): RollSource[] {
  const a = checkTurnLedger(attacker, "attacker");
  const t = checkTurnLedger(target, "target");
  const s = record(attack, "attack");
  const melee = bool(s.melee, "attack.melee");
  const advantage = optionalBool(s.advantage, "attack.advantage");
  const disadvantage = optionalBool(s.disadvantage, "attack.disadvantage");
  const seen = s.targetSeesAttacker === undefined ? true : bool(s.targetSeesAttacker, "attack.targetSeesAttacker");
  const out: RollSource[] = [];
  if (t.dodging && seen) out.push(source("ECON-7", "targetDodging", "disadvantage"));
  if (t.pressing !== null) out.push(source("ECON-8", "targetPressing", "advantage"));
  if (t.sprintExposed) out.push(source("ECON-11", "targetSprinting", "advantage"));
  const anyAdvantage = advantage || out.some((x) => x.effect === "advantage");
  const anyDisadvantage = disadvantage || out.some((x) => x.effect === "disadvantage");
  const atDisadvantage = anyDisadvantage && !anyAdvantage;
  const pressed = a.pressing !== null && a.pressing.target === t.id && a.pressing.expertiseDie;
  if (pressed && melee && !atDisadvantage)
    out.push(source("ECON-8", "pressTheAttack", "expertiseDie", PRESS_EXPERTISE_DIE));
  return out;
}

/** ECON-7: a dodging creature makes Dexterity saving throws with advantage. */
export function economySaveSources(ledger: TurnLedger, ability: Ability): RollSource[] {
  const l = checkTurnLedger(ledger);
  const which = oneOf(ability, "ability", ABILITIES);
  return l.dodging && which === "dex" ? [source("ECON-7", "dodging", "advantage")] : [];
}
