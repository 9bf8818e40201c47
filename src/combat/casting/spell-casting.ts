/**
 * RES-1: casting a spell of level 1 or higher spends a slot of that level or higher (a ritual none). Out of combat
 * the owner's client writes the spend; in the active combat the active GM writes it (request `fray.castSpell`),
 * refusing a casting the rules refuse (no slot left, srd52's one spell with a slot per turn, srd51's bonus-action
 * spell) unless the GM casting it chooses to spend anyway. The GM records each casting with its slot (the records
 * of src/chat/table-records.ts), and the card the casting posts is bound to that record (request `fray.bindCast`),
 * so the GM judges the spell's damage at the slot it recorded, never at one a damage roll claims.
 */
import { MAX_SPELL_LEVEL, slotCast, spellTurnRuleOf, statFamily, type SlotCast } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { activePreset } from "../../settings/preset";
import { refuse, type CardRefusal } from "../../chat/card-actions";
import { askActiveGm, registerGmRequest } from "../../net/gm-requests";
import { bindCast, castsInTurn, combatTurnKey, recordCast } from "../../chat/table-records";
import { activeCombatantOf } from "../ledger";
import { confirmSlotOverride } from "./spell-slot-override";

export const CAST_SPELL_REQUEST = "fray.castSpell";
export const BIND_CAST_REQUEST = "fray.bindCast";

/** A casting as the caster's client knows it: the GM's record id ("" out of combat) and the slot spent (0: none). */
export interface Cast {
  readonly castId: string;
  readonly slot: number;
  /** A smite's feature (its slot is bound to the damage card, whose roll names the weapon). */
  readonly itemUuid?: string;
}

interface SpellFacts {
  level: number;
  ritual: boolean;
  activation: { type: string };
}

/** A 1st-level slot's casting facts of a smite: a feature whose extra damage spends a slot (RES-6). */
const SMITE: SpellFacts = { level: 1, ritual: false, activation: { type: "none" } };

/** What casting `item` spends by: a spell's level and casting time, a smite's 1st-level slot; null otherwise. */
function spellOf(item: Item.Implementation): SpellFacts | null {
  if (item.type === "spell") return item.system as unknown as SpellFacts;
  const extra = (item.system as unknown as { extraDamage?: { slot?: boolean; formula?: string } }).extraDamage;
  return item.type === "feature" && extra?.slot === true && (extra.formula ?? "") !== "" ? SMITE : null;
}

/** RES-1: the slots `actor` has left, by level (index 1–9; 0 unused). */
export function slotsLeft(actor: Actor.Implementation): number[] {
  const slots = (actor.system as { slots?: Record<string, { value?: number }> }).slots;
  return Array.from({ length: MAX_SPELL_LEVEL + 1 }, (_, l) => (l === 0 ? 0 : (slots?.[String(l)]?.value ?? 0)));
}

/**
 * RES-1: a casting's slot rules apply in the 5e family to a creature that keeps spell slots: one whose sheet gives
 * some level a maximum. A character whose slots were never set (every one made before slots existed, a fighter)
 * casts as before, spending nothing: refusing every spell of every existing character would stop each table
 * until its GM filled in slots. threeAction's ranks spend none here.
 */
function spendsSlots(actor: Actor.Implementation): boolean {
  if (statFamily(activePolicies()) !== "fiveE") return false;
  const slots = (actor.system as { slots?: Record<string, { max?: number }> }).slots;
  return slots !== undefined && Object.values(slots).some((s) => (s.max ?? 0) > 0);
}

/** RES-1: `actor`'s slots after spending one of `slot`, written by whoever may (`slot` 0 spends none). */
async function spend(actor: Actor.Implementation, slot: number): Promise<void> {
  if (slot <= 0) return;
  const left = slotsLeft(actor)[slot] ?? 0;
  if (left > 0) await actor.update({ [`system.slots.${slot}.value`]: left - 1 });
}

/** The sentence of each refusal of a casting (written out so the language check sees them). */
const CAST_REFUSAL_KEYS: Readonly<Record<string, string>> = {
  slotTooLow: "FRAY.Spell.Refusal.slotTooLow",
  noSlotLeft: "FRAY.Spell.Refusal.noSlotLeft",
  oneSlotPerTurn: "FRAY.Spell.Refusal.oneSlotPerTurn",
  afterBonusSpell: "FRAY.Spell.Refusal.afterBonusSpell",
  badSlot: "FRAY.Spell.Refusal.badSlot",
  noItem: "FRAY.Spell.Refusal.noItem",
  notYours: "FRAY.Spell.Refusal.notYours",
  noActiveGm: "FRAY.Spell.Refusal.noActiveGm",
  notThisCast: "FRAY.Spell.Refusal.notThisCast",
  notYourCard: "FRAY.Spell.Refusal.notYourCard",
};

/** The localized reason of a refused casting (a code it doesn't know: the general card refusal). */
export function castRefusalText(reason: string): string {
  return game.i18n.localize(CAST_REFUSAL_KEYS[reason] ?? "FRAY.CardAction.Refusal.other");
}

function check(actor: Actor.Implementation, spell: SpellFacts, slot: number, ritual: boolean, ownTurn: boolean) {
  return slotCast({
    spellLevel: spell.level,
    slotLevel: slot,
    ritual: ritual && spell.ritual,
    activation: spell.activation.type,
    slotsLeft: slotsLeft(actor),
    turnRule: spellTurnRuleOf(activePreset()),
    thisTurn: ownTurn ? castsInTurn(actor.uuid, combatTurnKey()) : null,
  });
}

/**
 * RES-1 (client): casts `item` with a slot of `slotLevel` (as a ritual when asked and allowed). Resolves to the
 * casting, or null after telling the user why it was refused (nothing spent).
 */
export async function castSpell(
  item: Item.Implementation,
  choice: { readonly slotLevel: number; readonly ritual?: boolean },
): Promise<Cast | null> {
  const actor = item.actor;
  const spell = spellOf(item);
  if (!actor || !spell || !spendsSlots(actor)) return { castId: "", slot: 0 };
  const ritual = choice.ritual === true;
  if (!activeCombatantOf(actor)) {
    const result = check(actor, spell, choice.slotLevel, ritual, false);
    if (!result.ok) return warned(result.reason);
    await spend(actor, result.slot ?? 0);
    return { castId: "", slot: result.slot ?? 0 };
  }
  const data = { actorUuid: actor.uuid, itemUuid: item.uuid, slotLevel: choice.slotLevel, ritual };
  const answer = (await askActiveGm(CAST_SPELL_REQUEST, data)) as (Cast & { ok: true }) | CardRefusal | null;
  if (!answer || !answer.ok) return warned(answer?.reason ?? "noActiveGm");
  return { castId: answer.castId, slot: answer.slot };
}

function warned(reason: string): null {
  ui.notifications.warn(castRefusalText(reason));
  return null;
}

const isItem = (doc: unknown): doc is Item.Implementation => doc instanceof Item;

/** The spell item `itemUuid` of actor `actorUuid`, which `asker` owns; or why not. */
async function askersSpell(
  actorUuid: unknown,
  itemUuid: unknown,
  asker: User.Implementation,
): Promise<{ actor: Actor.Implementation; item: Item.Implementation; spell: SpellFacts } | CardRefusal> {
  const item: unknown = await fromUuid(String(itemUuid) as `Item.${string}`);
  if (!isItem(item)) return refuse("noItem");
  const actor = item.actor;
  const spell = spellOf(item);
  if (!actor || !spell || actor.uuid !== actorUuid) return refuse("noItem");
  if (!actor.testUserPermission(asker, "OWNER")) return refuse("notYours");
  return { actor, item, spell };
}

/**
 * RES-1 (active GM): `fray.castSpell` {actorUuid, itemUuid, slotLevel, ritual}: checks the casting against the
 * actor's slots and what it cast this turn as the GM recorded it; refused for a player, asked "spend anyway?" of
 * a GM. Spends the slot and records the casting.
 */
export async function castSpellChecked(
  data: Record<string, unknown>,
  asker: User.Implementation,
): Promise<(Cast & { ok: true }) | CardRefusal> {
  const found = await askersSpell(data.actorUuid, data.itemUuid, asker);
  if ("ok" in found) return found;
  const { actor, item, spell } = found;
  // A creature that keeps no slots (see spendsSlots) casts without one; its casting is recorded for the turn.
  const keeps = spendsSlots(actor);
  const slotLevel = typeof data.slotLevel === "number" ? data.slotLevel : spell.level;
  const ownTurn = game.combat?.combatant?.actor?.uuid === actor.uuid;
  let result: SlotCast;
  try {
    result = check(actor, keeps ? spell : { ...spell, level: 0 }, slotLevel, data.ritual === true, ownTurn);
  } catch {
    return refuse("badSlot");
  }
  let slot = result.ok ? (result.slot ?? 0) : 0;
  if (!result.ok) {
    if (!asker.isGM || !(await confirmSlotOverride(actor.name, castRefusalText(result.reason))))
      return refuse(result.reason);
    // Spent anyway: the chosen slot, taken only if one is left (slots never go below 0).
    slot = spell.level > 0 && data.ritual !== true ? Math.max(slotLevel, spell.level) : 0;
  }
  await spend(actor, slot);
  const castId = foundry.utils.randomID();
  await recordCast({
    id: castId,
    card: "",
    actor: actor.uuid,
    item: item.uuid,
    slot,
    turn: combatTurnKey(),
    ownTurn,
    bonus: spell.activation.type === "bonus",
  });
  return { ok: true, castId, slot };
}

/** The actor and item a cast card names: its attack roll's, or its save request's. */
function cardOrigin(message: ChatMessage.Implementation): { actor: string; item: string } | null {
  const request = message.flags.fray?.saveRequest;
  if (request?.actorUuid && request.itemUuid) return { actor: request.actorUuid, item: request.itemUuid };
  // RES-1: a spell with neither attack nor save posts its description card (Magic Missile, Cure Wounds).
  const card = message.flags.fray?.itemCard;
  if (card?.actorUuid && card.itemUuid) return { actor: card.actorUuid, item: card.itemUuid };
  const rolls: unknown[] = message.rolls;
  for (const r of rolls) {
    const fray = (r as { options?: { actorUuid?: unknown; itemUuid?: unknown } }).options;
    if (typeof fray?.actorUuid === "string" && typeof fray.itemUuid === "string")
      return { actor: fray.actorUuid, item: fray.itemUuid };
  }
  return null;
}

/**
 * RES-1 (active GM): `fray.bindCast` {castId, messageId, slotLevel, itemUuid?}: the card `messageId` the asker posted for a
 * casting. In combat it binds the GM's record `castId`; out of combat (no record) it records the slot the owner
 * spent, when it can be: a slot of the spell's level or higher that the caster has.
 */
export async function bindCastChecked(data: Record<string, unknown>, asker: User.Implementation) {
  const message = game.messages.get(String(data.messageId)) as unknown as ChatMessage.Implementation | undefined;
  if (!message || message.author.id !== asker.id) return refuse("notYourCard");
  const origin = cardOrigin(message);
  if (!origin) return refuse("noItem");
  // A smite's slot is bound to the damage card it was spent for (the card's roll names the weapon).
  const itemUuid = typeof data.itemUuid === "string" && data.itemUuid !== "" ? data.itemUuid : origin.item;
  const found = await askersSpell(origin.actor, itemUuid, asker);
  if ("ok" in found) return found;
  const castId = typeof data.castId === "string" ? data.castId : "";
  if (castId !== "") {
    const bound = await bindCast(castId, message.id ?? "", origin.actor, found.item.uuid);
    return bound ? { ok: true } : refuse("notThisCast");
  }
  const slot = typeof data.slotLevel === "number" ? data.slotLevel : 0;
  const slots = (found.actor.system as { slots?: Record<string, { max?: number }> }).slots;
  if (
    activeCombatantOf(found.actor) ||
    slot < found.spell.level ||
    slot > MAX_SPELL_LEVEL ||
    !(slots?.[String(slot)]?.max ?? 0)
  )
    return refuse("badSlot");
  await recordCast({
    id: foundry.utils.randomID(),
    card: message.id ?? "",
    actor: origin.actor,
    item: found.item.uuid,
    slot,
    turn: "",
    ownTurn: false,
    bonus: false,
  });
  return { ok: true };
}

/** RES-1 (client): binds the card a casting posted to its record (nothing to bind for a casting without a slot). */
export async function bindCastCard(cast: Cast, message: ChatMessage.Implementation | null): Promise<void> {
  if (!message?.id || (cast.castId === "" && cast.slot === 0)) return;
  await askActiveGm(BIND_CAST_REQUEST, {
    castId: cast.castId,
    messageId: message.id,
    slotLevel: cast.slot,
    ...(cast.itemUuid ? { itemUuid: cast.itemUuid } : {}),
  });
}

/** `init`: the GM side of `fray.castSpell` and `fray.bindCast`. */
export function registerSpellCastingRequests(): void {
  registerGmRequest(CAST_SPELL_REQUEST, castSpellChecked);
  registerGmRequest(BIND_CAST_REQUEST, bindCastChecked);
}
