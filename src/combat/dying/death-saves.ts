/**
 * 5e-family death saves at the table (srd51, srd52, a5e, delta): the sheet's death-save button (the actor's
 * owner rolls and writes), damage at 0 HP counted as failures, and healing resetting the counts (the writer of
 * the damage, or the active GM after a heal). The counts live in the actor's `system.death`.
 */
import {
  damageAtZeroHp,
  deathSavesAfterHealing,
  instantDeath,
  resolveDeathSave,
  type DeathSaveResult,
  type DeathSaveState,
} from "../../rules";
import { activePolicies } from "../../settings/policies";
import { DEAD_STATUS_ID } from "../../conditions/status-effects";
import { withDiceSound } from "../../chat/roll-message";
import { COMBAT_TEMPLATES } from "../automation-templates";
import { markDead } from "./dying";
import { deathSaveCardContext } from "./death-save-card";

interface DeathSystem {
  hp?: { value?: number; max?: number };
  death?: { success?: number; failure?: number };
}

/** Whether the active preset uses death saves at 0 HP (policies.dying.model `deathSaves`). */
export function deathSavesApply(): boolean {
  return activePolicies().dying.model === "deathSaves";
}

/** What the death save rules read from an actor. */
export function deathSaveStateOf(actor: Actor.Implementation): DeathSaveState {
  const system = actor.system as DeathSystem;
  return {
    hp: system.hp?.value ?? 0,
    success: system.death?.success ?? 0,
    failure: system.death?.failure ?? 0,
    dead: actor.statuses.has(DEAD_STATUS_ID),
  };
}

/** Writes the counts (and 1 HP after a natural 20); a death marks the actor dead and its combatants defeated. */
async function writeDeathSaves(actor: Actor.Implementation, result: DeathSaveResult): Promise<void> {
  const { success, failure, hp } = result.state;
  const system: Record<string, unknown> = { death: { success, failure } };
  if (result.outcome === "revived") system.hp = { value: hp };
  await actor.update({ system });
  if (result.outcome === "revived") await actor.toggleStatusEffect("unconscious", { active: false });
  if (result.state.dead) await markDead(actor);
}

async function postCard(actor: Actor.Implementation, natural: number | null, result: DeathSaveResult, roll?: Roll) {
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.deathSaveCard,
    deathSaveCardContext(actor.name, natural, result, game.i18n),
  );
  const data = { content, speaker: ChatMessage.getSpeaker({ actor }), rolls: roll ? [JSON.stringify(roll)] : [] };
  await ChatMessage.implementation.create(roll ? withDiceSound(data) : data);
}

/**
 * The sheet's death-save button: a creature at 0 HP, neither dead nor stable, rolls a flat d20 (a Foundry Roll);
 * a natural 20 regains 1 HP, a natural 1 is two failures, three successes stabilize, three failures kill. One
 * card tells the table. Returns the result, or null when no save is due (nothing rolled).
 */
export async function rollDeathSave(actor: Actor.Implementation): Promise<DeathSaveResult | null> {
  if (!deathSavesApply()) return null;
  const state = deathSaveStateOf(actor);
  if (state.dead || state.hp > 0 || state.success >= 3) return null;
  const roll = await new Roll("1d20").evaluate();
  const result = resolveDeathSave(state, roll.total);
  await writeDeathSaves(actor, result);
  await postCard(actor, roll.total, result, roll);
  return result;
}

/**
 * Damage taken by `actor` (`damage` after defenses and temporary HP), written by whoever applied it: at 0 HP
 * already it counts one failure (two after a critical) or kills outright when at least the maximum; dropping to
 * 0 with leftover damage at least the maximum is instant death. `hpBefore` is the HP before the blow.
 */
export async function deathSavesAfterDamage(
  actor: Actor.Implementation,
  blow: { readonly hpBefore: number; readonly damage: number; readonly critical: boolean },
): Promise<void> {
  if (!deathSavesApply() || blow.damage <= 0) return;
  const state = deathSaveStateOf(actor);
  const maxHp = Math.max(1, (actor.system as DeathSystem).hp?.max ?? 1);
  if (state.dead || state.hp > 0) return;
  if (blow.hpBefore > 0) {
    if (!instantDeath({ excess: Math.max(0, blow.damage - blow.hpBefore), maxHp })) return;
    const result: DeathSaveResult = { state: { ...state, dead: true }, outcome: "dead" };
    await writeDeathSaves(actor, result);
    await postCard(actor, null, result);
    return;
  }
  const result = damageAtZeroHp(state, { damage: blow.damage, critical: blow.critical, maxHp });
  if (!result) return;
  await writeDeathSaves(actor, result);
  await postCard(actor, null, result);
}

/** Regaining hit points resets both death save counts (active GM, after any heal from 0 HP). */
export async function resetDeathSaves(actor: Actor.Implementation): Promise<void> {
  if (!deathSavesApply()) return;
  const { success, failure } = deathSaveStateOf(actor);
  if (success === 0 && failure === 0) return;
  await actor.update({ system: { death: deathSavesAfterHealing() } });
}
