/**
 * RES-1, RES-6: what a damage roll adds beyond its item's own formula, re-derived by the GM (issue 29 item 4):
 * - a leveled spell's slot is the one the GM recorded for the card it was cast with (src/combat/casting/spell-casting.ts),
 *   else the spell's own level; a roll claiming another slot is refused;
 * - each feature's extra damage must be one the roller's creature offers, its formula computed again from the
 *   feature (a smite at the slot the GM recorded for this damage card); whether its condition held is judged per
 *   target from the GM's record of the attack (roll mode, who stood within 5 ft) and, for once per turn, from the
 *   GM's record of the turn's uses;
 * - the situational bonus is bounded to ±10 and applied only with a GM's confirmation, always.
 * The roll's options are the poster's: anything malformed is refused, never read as something else.
 */
import {
  RuleInputError,
  checkSituationalBonus,
  extraDamageAllowed,
  type DamagePartInput,
  type ExtraDamageAttack,
} from "../../rules";
import { attackIsMelee } from "../../adapters/attack-input";
import { extraDamageOffers, extraDamageParts, type ExtraChoice, type ExtraOffer } from "../../dice/damage-extras";
import { refuse, type CardRefusal, askGmToConfirm } from "../card-actions";
import { attackRecordOf, castRecordFor, extraUsedInTurn, recordExtraUses } from "../table-records";
import type { CardOrigin } from "../card-actions";
import type { FrayDamageRoll } from "../../dice/damage-roll";

/** What the GM accepts of a roll's additions. */
export interface TrustedMore {
  readonly slotLevel: number | null;
  readonly extraParts: readonly DamagePartInput[];
  readonly extras: readonly ExtraOffer[];
  readonly situational: string;
}

const NONE: TrustedMore = { slotLevel: null, extraParts: [], extras: [], situational: "" };

/** The extras a roll claims, or null when the claim is malformed. */
function claimedExtras(value: unknown): ExtraChoice[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 10) return null;
  const out: ExtraChoice[] = [];
  for (const v of value as unknown[]) {
    const e = v as { feature?: unknown; slot?: unknown } | null;
    if (typeof e?.feature !== "string") return null;
    if (e.slot !== null && e.slot !== undefined && (typeof e.slot !== "number" || !Number.isInteger(e.slot)))
      return null;
    out.push({ feature: e.feature, slot: typeof e.slot === "number" ? e.slot : null });
  }
  return out;
}

/**
 * RES-1, RES-6: the slot, extra parts and situational bonus the GM accepts for `roll` on damage card `message`, or
 * why not. `firstType` is the item's first damage type (an extra without a type takes it).
 */
export function trustedMore(
  message: ChatMessage.Implementation,
  roll: FrayDamageRoll,
  origin: CardOrigin,
  firstType: string,
): TrustedMore | CardRefusal {
  const options = roll.fray as unknown as Record<string, unknown>;
  const item = origin.item as unknown as Item.Implementation;
  // RES-1: the slot the GM recorded for the casting card, else the spell's own level.
  let slotLevel: number | null = null;
  const level = item.type === "spell" ? (item.system as unknown as { level: number }).level : 0;
  if (level > 0) {
    const castCard = typeof options.castCardId === "string" ? options.castCardId : "";
    const attackCard = typeof options.attackCardId === "string" ? options.attackCardId : "";
    const recorded = castRecordFor(castCard, item.uuid) ?? castRecordFor(attackCard, item.uuid);
    slotLevel = recorded && recorded.slot >= level ? recorded.slot : level;
    if (options.slotLevel !== undefined && options.slotLevel !== slotLevel) return refuse("notTheRecordedSlot");
  }
  const claims = claimedExtras(options.extras);
  if (claims === null) return refuse("notTheItemsRoll");
  const offers = extraDamageOffers(origin.actor);
  // RES-6: a smite's slot is the one the GM recorded for this damage card.
  for (const claim of claims) {
    const offer = offers.find((o) => o.id === claim.feature);
    if (!offer) return refuse("notAnExtra");
    if (offer.extra.slot && castRecordFor(message.id ?? "", offer.uuid)?.slot !== claim.slot)
      return refuse("notTheRecordedSlot");
  }
  const parts = extraDamageParts(origin.actor, claims, firstType);
  if (parts === null) return refuse("notAnExtra");
  let situational: string;
  try {
    situational = checkSituationalBonus(options.situational ?? "");
  } catch (error) {
    if (error instanceof RuleInputError) return refuse("badSituational");
    throw error;
  }
  if (slotLevel === null && !parts.length && situational === "") return NONE;
  return {
    slotLevel,
    extraParts: parts.map((p) => ({ formula: p.formula, type: p.type })),
    extras: parts.map((p) => p.feature),
    situational,
  };
}

/** The attack an extra damage is judged against: the item's kind and the GM's record of the card, for `target`. */
function recordedAttack(item: Item.Implementation, cardId: string | null, target: string): ExtraDamageAttack | null {
  const record = cardId ? attackRecordOf(cardId) : null;
  if (!record) return null;
  const system = item.system as unknown as { properties?: Iterable<string>; range?: { normal?: number } };
  const melee = attackIsMelee(item);
  const finesse = new Set(system.properties ?? []).has("finesse");
  return {
    weapon: item.type === "weapon",
    melee,
    finesseOrRanged: finesse || !melee,
    mode: record.mode,
    companionNear: record.near[target] === true,
  };
}

/**
 * RES-6: whether each extra of `more` held against `target` for the attack behind the damage (`cardId`, the
 * public attack card the GM judged, or null when the damage names none). A refusal names the first that failed.
 */
export function checkExtras(
  more: TrustedMore,
  origin: CardOrigin,
  cardId: string | null,
  target: Actor.Implementation,
): { readonly ok: true } | CardRefusal {
  const item = origin.item as unknown as Item.Implementation;
  const attack = recordedAttack(item, cardId, target.uuid);
  const turn = cardId ? (attackRecordOf(cardId)?.turn ?? "") : "";
  for (const extra of more.extras) {
    const used = extraUsedInTurn(origin.actor.uuid, extra.uuid, turn, cardId ?? "");
    const allowed = extraDamageAllowed(extra.extra, attack, used);
    if (!allowed.ok) return refuse(allowed.reason);
  }
  return { ok: true };
}

/**
 * RES-6 (GM, as the damage is claimed): records `more`'s once-per-turn extras for the attack's turn; false when
 * another card of that turn took one first (of two requests at once, only the first applies).
 */
export async function recordOncePerTurn(
  more: TrustedMore,
  origin: CardOrigin,
  cardId: string | null,
): Promise<boolean> {
  const turn = cardId ? (attackRecordOf(cardId)?.turn ?? "") : "";
  const once = more.extras.filter((e) => e.extra.frequency === "turn");
  if (!once.length || turn === "" || !cardId) return true;
  return recordExtraUses(once.map((e) => ({ card: cardId, actor: origin.actor.uuid, feature: e.uuid, turn })));
}

/**
 * RES-6: a situational bonus goes through only when this client's GM confirms it, always (also with
 * `fray.autoApplyCardActions` on, and for a creature the asker owns); a client that is no GM can't confirm it.
 */
export async function confirmSituational(more: TrustedMore, question: string): Promise<boolean> {
  if (more.situational === "") return true;
  if (!game.user.isGM) return false;
  return askGmToConfirm({ situational: more.situational, question }, question);
}
