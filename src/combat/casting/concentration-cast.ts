/**
 * RES-7, ATK-21: casting a concentration spell starts concentration on it: the caster's `system.concentration`
 * names the spell (shown on the sheet) and its token shows the concentrating status; a spell already held ends,
 * with a chat note. When concentration ends or moves on, the active GM removes the effects Fray created for the
 * spell that ended (conditions its save card applied, tagged `flags.fray.concentration`).
 */
import { concentrationOnCast } from "../../rules";
import { COMBAT_TEMPLATES } from "../automation-templates";
import { concentrationMovedContext } from "./concentration-card";
import { everyActor } from "../../adapters/world-actors";

/** The flag a condition applied by a concentration spell's card carries: whose spell it is. */
export interface ConcentrationTag {
  readonly caster: string;
  readonly item: string;
}

interface ConcentrationSystem {
  concentration?: { active?: boolean; source?: string; item?: string };
}

const concentrationOf = (actor: Actor.Implementation) => (actor.system as ConcentrationSystem).concentration;

/** RES-7: `actor` cast `item`: a concentration spell takes its concentration, ending the one held (with a note). */
export async function concentrateOnCast(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const spell = item.system as unknown as { concentration?: boolean };
  const held = concentrationOf(actor);
  const state = { effect: held?.active ? held.item || held.source || "concentration" : null };
  const step = concentrationOnCast(state, { id: item.uuid, concentration: spell.concentration === true });
  if (!step) return;
  await actor.update({ system: { concentration: { active: true, source: item.name, item: item.uuid } } });
  if (!actor.statuses.has("concentrating")) await actor.toggleStatusEffect("concentrating", { active: true });
  if (step.ended === null || step.ended === item.uuid) return;
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.concentrationMoved,
    concentrationMovedContext(actor.name, held?.source ?? "", item.name),
  );
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
}

/**
 * RES-7 (active GM, `updateActor`): when `actor`'s concentration ended or moved to another spell, the effects Fray
 * tagged for its other spells end, and its concentrating status goes when it holds none.
 */
export async function endLostConcentrationEffects(actor: Actor.Implementation, changed: unknown): Promise<void> {
  if (!game.user.isActiveGM) return;
  const touched = (changed as { system?: { concentration?: unknown } } | null)?.system?.concentration;
  if (touched === undefined) return;
  const held = concentrationOf(actor);
  const keep = held?.active ? (held.item ?? "") : null;
  for (const other of everyActor()) {
    const ended = other.effects.filter((e) => {
      const tag = (e.flags as { fray?: { concentration?: ConcentrationTag } }).fray?.concentration;
      return tag?.caster === actor.uuid && tag.item !== keep;
    });
    if (ended.length)
      await other.deleteEmbeddedDocuments(
        "ActiveEffect",
        ended.map((e) => e.id ?? ""),
      );
  }
  if (!held?.active && actor.statuses.has("concentrating"))
    await actor.toggleStatusEffect("concentrating", { active: false });
}

/** RES-7: the tag of a condition applied by `item`'s card when it is a concentration spell of `caster`, else null. */
export function concentrationTag(
  caster: Actor.Implementation,
  item: { readonly type: string; readonly system: unknown; readonly uuid: string } | null,
): ConcentrationTag | null {
  const concentration = (item?.system as { concentration?: boolean } | undefined)?.concentration;
  return item && item.type === "spell" && concentration === true ? { caster: caster.uuid, item: item.uuid } : null;
}

/**
 * RES-7: tags `effect` (a condition just applied from the save card of spell `itemUuid` cast by `casterUuid`) as
 * that spell's, when it is a concentration spell, so the effect ends with the concentration.
 */
export async function tagForConcentration(effect: unknown, casterUuid: unknown, itemUuid: unknown): Promise<void> {
  if (!(effect instanceof ActiveEffect) || typeof itemUuid !== "string") return;
  const found: unknown = await fromUuid(itemUuid as `Item.${string}`);
  const item =
    found instanceof Item
      ? (found as { actor: Actor.Implementation | null; type: string; system: unknown; uuid: string })
      : null;
  const caster = item?.actor;
  if (!caster || caster.uuid !== casterUuid) return;
  const tag = concentrationTag(caster, item);
  if (tag) await effect.update({ flags: { fray: { concentration: tag } } } as never);
}
