/**
 * ENV-1 / ENV-2 (a5e): the world actions of the environment a combat takes place in, kept in the Combat's
 * `system.worldActions`. The GM adds and uses them; a recharging action rolls its d6 right after use, and at
 * each round start the active GM rolls again for every action still spent, with Foundry Rolls (so Dice So
 * Nice shows them), posting one card of the results.
 */
import {
  ENVIRONMENT_IDS,
  RuleInputError,
  environmentWorldActions,
  useWorldAction as useRule,
  worldActionsAtRoundStart,
  worldActionsEnabled,
  type WorldAction,
} from "../../rules";
import { activePolicies } from "../../settings/policies";
import { COMBAT_TEMPLATES } from "../automation-templates";
import { withFoundryDice } from "../dice-pool";
import { withDiceSound } from "../../chat/roll-message";
import { ENVIRONMENT_ACTION_KEYS } from "../../data/region/environment-labels";
import { rechargeCardContext, worldActionCardContext, type WorldActionData } from "./world-action-cards";

// The stored shape lives beside the cards (pure, read by the preview) so the two files import one way.
export type { WorldActionData } from "./world-action-cards";

/** Name of the hook called when the environment uses a world action: `(combat, action)`. */
export const WORLD_ACTION_HOOK = "fray.worldAction";

declare module "fvtt-types/configuration" {
  // fvtt-types declares its hook list in a namespace; adding Fray's hook means merging into it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      /** ENV-2: the environment used a world action (called on the GM's client that used it). */
      "fray.worldAction": (combat: Combat.Implementation, action: WorldActionData) => void;
    }
  }
}

/** The combat's world actions as stored (an empty list for a combat without Fray's data model). */
export function worldActionsOf(combat: Combat.Implementation): WorldActionData[] {
  const list = (combat.system as { worldActions?: WorldActionData[] }).worldActions ?? [];
  return list.map((a) => ({
    id: a.id,
    name: a.name,
    recharge: a.recharge ? { min: a.recharge.min } : null,
    available: a.available,
  }));
}

/** Who may change world actions, under which preset; warns and answers false otherwise. */
function mayManage(): boolean {
  if (!game.user.isGM) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.WorldAction.GmOnly"));
    return false;
  }
  if (!worldActionsEnabled(activePolicies())) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.WorldAction.NotInPreset"));
    return false;
  }
  return true;
}

/** A readable id from the name, made unique among `taken` (`falling-rocks`, `falling-rocks-2`). */
function newId(name: string, taken: readonly WorldActionData[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "action";
  let id = base;
  for (let n = 2; taken.some((a) => a.id === id); n++) id = `${base}-${n}`;
  return id;
}

/** Checks what the dialog or a macro passes; a bad value throws naming its field. */
function checkNewAction(data: { name?: unknown; rechargeMin?: unknown }): { name: string; rechargeMin: number | null } {
  const name = typeof data.name === "string" ? data.name.trim() : "";
  if (!name) throw new RuleInputError("name", "a world action needs a name");
  const min = data.rechargeMin ?? null;
  if (min !== null && !(Number.isInteger(min) && (min as number) >= 2 && (min as number) <= 6)) {
    throw new RuleInputError("rechargeMin", `expected null or a whole number 2–6, got ${JSON.stringify(min)}`);
  }
  return { name, rechargeMin: min as number | null };
}

/**
 * ENV-1, ENV-2: adds a world action to the combat, available at once; `rechargeMin` null for one the
 * environment may use every round. GM only, and only where the preset has world actions.
 */
export async function addWorldAction(
  combat: Combat.Implementation,
  data: { name: string; rechargeMin: number | null },
): Promise<WorldActionData | null> {
  const checked = checkNewAction(data);
  if (!mayManage()) return null;
  const actions = worldActionsOf(combat);
  const action: WorldActionData = {
    id: newId(checked.name, actions),
    name: checked.name,
    recharge: checked.rechargeMin === null ? null : { min: checked.rechargeMin },
    available: true,
  };
  await combat.update({ "system.worldActions": [...actions, action] } as never);
  return action;
}

/** ENV-3: the environment the combat takes place in (`system.environment`), "" for none set. */
export function environmentOf(combat: Combat.Implementation): string {
  return (combat.system as { environment?: string }).environment ?? "";
}

/**
 * ENV-1 / ENV-2 / ENV-3: the combat takes place in one of a5e's nine environments (`id`, "" for none): its world
 * actions, named in the user's language and all available, replace the previous environment's; actions the GM
 * added by hand stay. One update, GM only and only where the preset has world actions; an unknown id throws
 * naming `environment`.
 */
export async function setEnvironment(combat: Combat.Implementation, id: string): Promise<WorldActionData[] | null> {
  if (id !== "" && !(ENVIRONMENT_IDS as readonly string[]).includes(id)) {
    throw new RuleInputError(
      "environment",
      `expected "" or one of ${ENVIRONMENT_IDS.join(", ")}, got ${JSON.stringify(id)}`,
    );
  }
  if (!mayManage()) return null;
  const previous = environmentOf(combat);
  const fromPrevious = new Set(previous ? environmentWorldActions(previous).map((a) => a.id) : []);
  const kept = worldActionsOf(combat).filter((a) => !fromPrevious.has(a.id));
  const added: WorldActionData[] = [];
  for (const action of id ? environmentWorldActions(id) : []) {
    const key = ENVIRONMENT_ACTION_KEYS[`${id}.${action.id}`];
    const name = key ? game.i18n.localize(key) : action.id;
    const taken = kept.some((a) => a.id === action.id) ? newId(name, [...kept, ...added]) : action.id;
    added.push({ ...action, id: taken, name });
  }
  const next = [...kept, ...added];
  await combat.update({ "system.environment": id, "system.worldActions": next } as never);
  return next;
}

/**
 * ENV-2: the environment uses world action `id`: a recharging action rolls its d6 at once and stays spent
 * unless that shows its number or more (then each round start rolls again); one card names it and the roll and `fray.worldAction` is called with `(combat, action)`. An
 * action waiting to recharge is refused with a warning and nothing changes. An unknown id throws naming `id`.
 */
export async function useWorldAction(combat: Combat.Implementation, id: string): Promise<WorldActionData | null> {
  if (!mayManage()) return null;
  const actions = worldActionsOf(combat);
  const refused = useRule(actions, id);
  const action = actions.find((a) => a.id === id) as WorldActionData;
  if (!refused.ok) {
    ui.notifications.warn(game.i18n.format("FRAY.Combat.WorldAction.NotAvailable", { name: action.name }));
    return null;
  }
  // ENV-2: the recharge d6 is rolled right after use (a Foundry Roll, so Dice So Nice shows it).
  const run = await withFoundryDice((roller) => useRule(actions, id, roller));
  const result = run.value;
  if (!result.ok) return null;
  const next = withNames(result.actions, actions);
  await combat.update({ "system.worldActions": next } as never);
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.worldActionCard,
    worldActionCardContext(action, result.recharge, game.i18n),
  );
  await ChatMessage.implementation.create(
    withDiceSound({ content, speaker: environmentSpeaker(), rolls: run.rolls.map((r) => JSON.stringify(r)) }),
  );
  const used = next.find((a) => a.id === id) as WorldActionData;
  Hooks.callAll(WORLD_ACTION_HOOK, combat, used);
  return used;
}

/** The rules' new states with the stored names put back. */
function withNames(states: readonly WorldAction[], named: readonly WorldActionData[]): WorldActionData[] {
  return states.map((s) => ({
    id: s.id,
    name: named.find((n) => n.id === s.id)?.name ?? s.id,
    recharge: s.recharge ? { min: s.recharge.min } : null,
    available: s.available,
  }));
}

function environmentSpeaker(): { alias: string } {
  return { alias: game.i18n.localize("FRAY.Combat.WorldAction.Speaker") };
}

/**
 * ENV-1, ENV-2: the round start, on the active GM's client only (from FrayCombat#_onStartRound): every spent
 * recharge action rolls 1d6 (one Foundry Roll each) and is available again on its number or more, in one
 * update, with one chat message of every result. Nothing happens under a preset without world actions or
 * when nothing waits to recharge.
 */
export async function rechargeWorldActions(combat: Combat.Implementation): Promise<void> {
  if (!game.user.isActiveGM || !worldActionsEnabled(activePolicies())) return;
  const actions = worldActionsOf(combat);
  const waiting = actions.filter((a) => !a.available && a.recharge !== null);
  if (waiting.length === 0) {
    // Actions without a recharge are never spent, but a stored one marked spent comes back as the rules say.
    if (actions.some((a) => !a.available)) await rechargeWith(combat, actions, []);
    return;
  }
  const rolls: Roll[] = [];
  for (let i = 0; i < waiting.length; i++) rolls.push(await new Roll("1d6").evaluate());
  await rechargeWith(combat, actions, rolls);
}

async function rechargeWith(combat: Combat.Implementation, actions: WorldActionData[], rolls: Roll[]): Promise<void> {
  const results = rolls.map((r) => r.total as number);
  const outcome = worldActionsAtRoundStart(actions, {
    roll: () => {
      const next = results.shift();
      if (next === undefined) throw new Error("Fray | more recharge dice asked for than rolled");
      return next;
    },
  });
  await combat.update({ "system.worldActions": withNames(outcome.actions, actions) } as never);
  if (outcome.rolls.length === 0) return;
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.rechargeCard,
    rechargeCardContext(combat.round, outcome.rolls, actions),
  );
  await ChatMessage.implementation.create(
    withDiceSound({ content, speaker: environmentSpeaker(), rolls: rolls.map((r) => JSON.stringify(r)) }),
  );
}
