/**
 * Reads Foundry documents into the plain inputs of the context functions (./context). The only place the
 * sheets touch `game`: the active policies, the combat ledger and the localizer.
 */
import { activePolicies } from "../../settings/policies";
import type { Localizer } from "../../data/labels";
import type { ActorSheetInput, CreatureSystem, PlainItem } from "./context/types";
import type { ActiveCondition } from "./context/conditions";
import { conditionLevels } from "../../conditions/levels";
import { statusEffectId } from "../../conditions/status-effects";

/** An embedded item as the context functions read it. */
export function plainItem(item: Item.Implementation): PlainItem {
  return {
    id: item.id ?? "",
    name: item.name,
    img: item.img ?? "",
    type: item.type,
    system: item.system as unknown as Record<string, unknown>,
  };
}

/**
 * The actor's turn ledger in the viewed combat, stored by the combat layer on `combatant.system.ledger`; read
 * defensively (the context checks its shape), null when the actor is not in combat.
 */
export function combatLedger(actor: Actor.Implementation): unknown {
  const combat = game.combat as { getCombatantsByActor?(a: unknown): unknown[] } | null | undefined;
  const combatant = combat?.getCombatantsByActor?.(actor)[0] as { system?: { ledger?: unknown } } | undefined;
  return combatant?.system?.ledger ?? null;
}

/** RES-5: the legendary actions the actor's combatant in the viewed combat spent this round; null out of combat. */
export function combatLegendarySpent(actor: Actor.Implementation): number | null {
  const combat = game.combat as { getCombatantsByActor?(a: unknown): unknown[] } | null | undefined;
  const combatant = combat?.getCombatantsByActor?.(actor)[0] as { system?: { legendarySpent?: unknown } } | undefined;
  const spent = combatant?.system?.legendarySpent;
  return typeof spent === "number" ? spent : null;
}

/** Foundry's enrichHTML of an HTMLField's content (links, rolls, secrets for owners). */
export async function enrich(html: string, relativeTo: object, secrets: boolean): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { relativeTo, secrets } as never);
}

export async function actorSheetInput(actor: Actor.Implementation, editable: boolean): Promise<ActorSheetInput> {
  const system = actor.system as unknown as CreatureSystem;
  return {
    name: actor.name,
    img: actor.img ?? "",
    system,
    items: actor.items.contents.map(plainItem),
    policies: activePolicies(),
    ledger: combatLedger(actor),
    legendarySpent: combatLegendarySpent(actor),
    enrichedBiography: await enrich(system.biography, actor, actor.isOwner),
    editable,
    i18n: gameLocalizer(),
    statuses: [...actor.statuses],
    conditions: activeConditions(actor),
  };
}

/** CND-1: the actor's conditions with their values; `own` when it holds the condition's own status effect. */
function activeConditions(actor: Actor.Implementation): ActiveCondition[] {
  const levels = conditionLevels(actor);
  return Object.entries(levels).map(([id, value]) => ({
    id,
    value,
    own: actor.effects.has(statusEffectId(id)),
  }));
}

/** `game.i18n` as the context functions call it. */
export function gameLocalizer(): Localizer {
  return {
    localize: (key) => game.i18n.localize(key),
    format: (key, data) =>
      game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
  };
}
