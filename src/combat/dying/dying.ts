/**
 * threeAction dying and wounded (CND-2, CND-3, CND-4), run on the active GM's client: a creature dropped to
 * 0 HP is removed from play (a monster) or falls unconscious and dying (a hero); a dying hero rolls its
 * recovery check as its turn starts, and wakes prone when healed. The state lives in the actor's `system.dying` and its status effects.
 */
import { dyingRulesApply, onHealed, onReducedToZero, resolveRecoveryCheck, type DyingState } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { DEAD_STATUS_ID } from "../../conditions/status-effects";
import { withDiceSound } from "../../chat/roll-message";
import { COMBAT_TEMPLATES } from "../automation-templates";
import { recoveryCardContext } from "./recovery-card";
import { moveDyingHero } from "./dying-order";
import { combatantsOfActor } from "../combats";

interface DyingSystem {
  hp?: { value?: number };
  dying?: { value?: number; wounded?: number };
}

/** CND-2..4: what the dying rules read from an actor. */
export function dyingStateOf(actor: Actor.Implementation): DyingState {
  const system = actor.system as DyingSystem;
  return {
    hp: system.hp?.value ?? 0,
    dying: system.dying?.value ?? 0,
    wounded: system.dying?.wounded ?? 0,
    unconscious: actor.statuses.has("unconscious"),
    dead: actor.statuses.has(DEAD_STATUS_ID),
    prone: actor.statuses.has("prone"),
  };
}

/** A hero is a player's character; every other creature is a monster to the dying rules (CND-2). */
export function isHero(actor: Actor.Implementation): boolean {
  return actor.type === "character";
}

/**
 * CND-2..4: writes a new dying state: `system.dying` in one update (the wounded value capped at the field's
 * 3), then the statuses that show it. Unconscious is its own effect, so a stabilized hero stays unconscious
 * when dying ends; death marks the actor dead and its combatants defeated.
 */
async function writeDyingState(actor: Actor.Implementation, next: DyingState): Promise<void> {
  await actor.update({ system: { dying: { value: next.dying, wounded: Math.min(next.wounded, 3) } } });
  await actor.toggleStatusEffect("dying", { active: next.dying > 0 && !next.dead });
  await actor.toggleStatusEffect("wounded", { active: next.wounded > 0 });
  // Unconscious off before prone on: the unconscious effect carries prone, which the woken hero keeps (CND-4).
  await actor.toggleStatusEffect("unconscious", { active: next.unconscious });
  if (next.prone) await actor.toggleStatusEffect("prone", { active: true });
  if (next.dead) await markDead(actor);
}

/** Marks `actor` dead (overlay status) and its combatants defeated (CND-3, and 5e death saves). */
export async function markDead(actor: Actor.Implementation): Promise<void> {
  await actor.toggleStatusEffect(DEAD_STATUS_ID, { active: true, overlay: true });
  for (const combatant of combatantsOfActor(actor)) {
    if (!combatant.defeated) await combatant.update({ defeated: true });
  }
}

/**
 * CND-2, INIT-16 (threeAction only): `actor` has just dropped to 0 HP. A monster is removed from play (dead,
 * its combatants defeated); a hero falls unconscious and dying (2 after a critical blow, plus wounded), and in
 * each started combat where another creature's turn is running it moves to just before that creature.
 */
export async function onDroppedToZero(actor: Actor.Implementation, critical: boolean): Promise<void> {
  const policies = activePolicies();
  if (!dyingRulesApply(policies)) return;
  const hero = isHero(actor);
  const result = onReducedToZero({ ...dyingStateOf(actor), hp: 0 }, { critical, isHero: hero });
  if (result.outcome === "alreadyDown") return;
  if (result.outcome === "removedFromPlay") {
    await markDead(actor);
    return;
  }
  await writeDyingState(actor, result.state);
  if (result.outcome !== "dying") return;
  for (const combatant of combatantsOfActor(actor)) await moveDyingHero(combatant, policies.initiative);
}

/**
 * CND-4 (threeAction only): a hero at 0 HP who was dying or unconscious has just been healed to `hp`: it wakes
 * prone, dying ends and, if it was dying, wounded rises by 1. Anyone else is left alone.
 */
export async function onHealedFromZero(actor: Actor.Implementation, hp: number): Promise<void> {
  if (!dyingRulesApply(activePolicies())) return;
  const state = { ...dyingStateOf(actor), hp: 0 };
  if (state.dead || (state.dying === 0 && !state.unconscious)) return;
  const result = onHealed(state, { amount: hp });
  if (result.outcome === "revived") await writeDyingState(actor, result.state);
}

/**
 * CND-3 (threeAction only), from FrayCombat#_onStartTurn on the active GM: a dying hero whose turn starts rolls
 * a flat d20 (a Foundry Roll) against 10 + dying; the new dying value, wounded and statuses are written and one
 * card tells the table. Anyone else's turn start does nothing.
 */
export async function recoveryAtTurnStart(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (actor) await rollRecoveryCheck(actor);
}

/**
 * CND-3 (threeAction only): `actor`, dying 1–3, rolls its recovery check now: at its turn start (the active GM)
 * or from the sheet's button (its owner). Returns false, rolling nothing, when the preset or state allows none.
 */
export async function rollRecoveryCheck(actor: Actor.Implementation): Promise<boolean> {
  if (!dyingRulesApply(activePolicies())) return false;
  const state = dyingStateOf(actor);
  if (state.dead || state.dying < 1) return false;
  const roll = await new Roll("1d20").evaluate();
  const result = resolveRecoveryCheck(state, { natural: roll.total });
  await writeDyingState(actor, result.state);
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.recoveryCard,
    recoveryCardContext(actor.name, roll.total, result, game.i18n),
  );
  await ChatMessage.implementation.create(
    withDiceSound({ content, speaker: ChatMessage.getSpeaker({ actor }), rolls: [JSON.stringify(roll)] }),
  );
  return true;
}
