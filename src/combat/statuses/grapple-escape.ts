/**
 * ATK-12: escaping a grapple in Foundry. The rules pick the check (`escapeSkill`) and the DC (`grappleEscape`);
 * this file spends the escaper's action around the roll when it is the escaper's turn in the active combat,
 * through the same ledger path an item's use takes: a player's spend is a request the active GM re-checks
 * against the ledger it last wrote, never a value the request carries.
 */
import { escapeSkill, grappleEscape, type SkillStats } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { derivedOf } from "../../data/actor/common";
import { ledgerOf } from "../combatant-system";
import { activationCost, activeCombatantOf, type ItemSpend, USED_BY_CHECK, prepareLedgerSpend } from "../ledger";

/** The two checks a grappled creature may escape with. */
export type EscapeSkill = "athletics" | "acrobatics";

/** The status a grappled creature carries (src/conditions/status-effects.ts). */
export const GRAPPLED_STATUS = "grappled";

const NOTHING: ItemSpend = { plan: null, attacksThisTurn: 0 };

/** ATK-12: the skill to escape with: `wanted` when it is one of the two, else the better of the actor's two. */
export function chosenEscapeSkill(skills: readonly SkillStats[], wanted?: string): EscapeSkill {
  if (wanted === "athletics" || wanted === "acrobatics") return wanted;
  const of = (id: EscapeSkill) => {
    const skill = skills.find((s) => s.id === id);
    return { bonus: skill?.bonus ?? 0, expertiseDie: skill?.expertiseDie ?? null };
  };
  return escapeSkill({ athletics: of("athletics"), acrobatics: of("acrobatics") });
}

/**
 * ATK-12: the DC to escape `grappler`'s grapple (8 + its Strength modifier + proficiency), or null where the
 * preset makes escaping a contest (srd51, a5e) or the grappler has no creature numbers.
 */
export function escapeDcAgainst(grappler: Actor.Implementation): number | null {
  const derived = derivedOf(grappler);
  if (!derived) return null;
  return grappleEscape(activePolicies(), {
    strengthModifier: derived.abilities.str.mod,
    proficiencyBonus: derived.proficiency,
  }).dc;
}

/**
 * ECON-1 / ECON-3 / ATK-12: the action an escape spends from `actor`'s turn ledger, checked before the roll
 * (`reason` names it in warnings and overrides). Nothing is spent outside combat or off the actor's turn (a GM
 * may call for the check then). Null when the spend is refused (the user was told) or a hook cancelled it.
 */
export async function prepareEscapeSpend(actor: Actor.Implementation, reason: string): Promise<ItemSpend | null> {
  const combatant = activeCombatantOf(actor);
  if (!combatant) return NOTHING;
  const onTurn = ledgerOf(combatant)?.onTurn ?? combatant.combat?.combatant === combatant;
  if (!onTurn) return NOTHING;
  const cost = activationCost({ type: "action", cost: 1 }, activePolicies().economy.kind);
  if (!cost) return NOTHING;
  const plan = await prepareLedgerSpend(combatant, { step: "cost", cost, attack: false, reason });
  return plan ? { plan, attacksThisTurn: 0, usedBy: USED_BY_CHECK } : null;
}
