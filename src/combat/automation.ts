/**
 * The round and turn automation's document hooks (registered at init). Foundry runs `updateActor` and
 * `updateCombatant` on every client; each handler acts on the active GM's client only, so it happens once.
 * The hit points before an update travel in the update's options (`fray.hpBefore`, by actor id), set by
 * `preUpdateActor` on the client that asked for the change, since the `updateActor` hook only sees the result.
 */
import { endConcentrationOnDown, requestConcentrationSave, endLostConcentrationEffects } from "./casting";
import { onDroppedToZero, onHealedFromZero, resetDeathSaves } from "./dying";
import { offerEndIfSideDefeated } from "./end-offer";
import { combatsOf } from "./combats";
import { giveFirstLedgers } from "./ledger";
import { DEAD_STATUS_ID } from "../conditions/status-effects";

interface HitPoints {
  value: number;
  temp: number;
}

/**
 * What Fray adds to an actor update's options. `hpBefore` is keyed by actor id: one operation (a batched
 * `Actor.updateDocuments`, or one options object passed to several updates) carries one options object for
 * every actor in it, so a single value would give each actor the last one's hit points. `critical`: the blow
 * was a critical success (CND-2), the same for every actor it struck.
 */
export interface FrayUpdateOptions {
  fray?: { hpBefore?: Record<string, HitPoints>; critical?: boolean };
}

const pending = new Set<Promise<unknown>>();

/** Keeps a handler's promise until it settles, so `automationSettled` can wait for it (take-cover.ts too). */
export function track(work: Promise<unknown>): void {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** Resolves once every automation started by a hook so far has finished (tests and macros wait on it). */
export async function automationSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

function hitPointsOf(actor: Actor.Implementation): HitPoints | null {
  const hp = (actor.system as { hp?: { value?: number; temp?: number } }).hp;
  return hp && typeof hp.value === "number" ? { value: hp.value, temp: hp.temp ?? 0 } : null;
}

function touchesHitPoints(changed: object): boolean {
  const system = (changed as { system?: { hp?: unknown } }).system;
  return system?.hp !== undefined || Object.keys(changed).some((k) => k.startsWith("system.hp"));
}

/** ATK-21, CND-2, CND-4, INIT-16, CMB-4 after an actor's hit points changed (active GM only). */
async function afterHitPoints(actor: Actor.Implementation, options: FrayUpdateOptions): Promise<void> {
  const before = actor.id === null ? undefined : options.fray?.hpBefore?.[actor.id];
  const now = hitPointsOf(actor);
  if (!before || !now) return;
  const damage = before.value + before.temp - (now.value + now.temp);
  // ATK-21: at 0 HP the creature is incapacitated and its concentration ends; otherwise damage asks a save.
  if (damage > 0 && now.value === 0) await endConcentrationOnDown(actor);
  else if (damage > 0) await requestConcentrationSave(actor, damage);
  if (before.value > 0 && now.value === 0) {
    await onDroppedToZero(actor, options.fray?.critical === true);
    for (const combat of combatsOf(actor)) await offerEndIfSideDefeated(combat);
  }
  if (before.value === 0 && now.value > 0) {
    await onHealedFromZero(actor, now.value);
    await resetDeathSaves(actor);
    // CMB-4: a side back on its feet may be offered again when it falls again.
    for (const combat of combatsOf(actor)) await offerEndIfSideDefeated(combat);
  }
}

/** `init`: the hooks of the round and turn automation. */
export function registerCombatAutomation(): void {
  Hooks.on("preUpdateActor", (actor, changed, options) => {
    if (!touchesHitPoints(changed)) return;
    const hp = hitPointsOf(actor);
    const own = options as FrayUpdateOptions;
    if (hp && actor.id !== null) own.fray = { ...own.fray, hpBefore: { ...own.fray?.hpBefore, [actor.id]: hp } };
  });
  Hooks.on("updateActor", (actor, _changed, options) => {
    if (!game.user.isActiveGM) return;
    track(afterHitPoints(actor, options as FrayUpdateOptions));
  });
  // RES-7: concentration that ended or moved on ends the effects Fray made for the spell it left.
  Hooks.on("updateActor", (actor, changed) => {
    track(endLostConcentrationEffects(actor, changed));
  });
  Hooks.on("updateCombatant", (combatant, changed) => {
    // Defeated set or cleared: a fallen side is offered the end; a side back up may be offered it again.
    if (!game.user.isActiveGM || typeof (changed as { defeated?: unknown }).defeated !== "boolean") return;
    const combat = combatant.combat;
    if (combat) track(offerEndIfSideDefeated(combat));
  });
  Hooks.on("createCombatant", (combatant) => {
    // ECON-2: a creature joining a started combat has its reaction at once (first-ledgers.ts).
    if (game.user.isActiveGM && combatant.combat?.started === true) track(giveFirstLedgers([combatant]));
  });
  Hooks.on("createActiveEffect", (effect) => {
    if (!game.user.isActiveGM) return;
    const actor = effect.parent;
    const defeatedId = CONFIG.specialStatusEffects.DEFEATED || DEAD_STATUS_ID;
    if (!(actor instanceof Actor) || !(effect.statuses.has(defeatedId) || effect.statuses.has("unconscious"))) return;
    for (const combat of combatsOf(actor)) track(offerEndIfSideDefeated(combat));
  });
}
