/**
 * ATK-2, RES-1, RES-6: an item's damage roll with what the roller may choose: critical, versatile, a spell's slot
 * level (by default the slot the GM recorded for its casting), the features' extra damage (a smite spends its slot
 * first, src/combat/casting/spell-casting.ts) and a situational bonus. A click without Shift (or `dialog: true`) asks in
 * the damage dialog; a call without an event rolls what the options say.
 */
import { RuleInputError, checkSituationalBonus, extraDamageFormula, type OnHitRider } from "../rules";
import { shortcutMode } from "../dice/dialog";
import { promptDamage, type DamageChoice } from "../applications/dialogs/damage-dialog";
import type { DamageDialogExtra } from "../applications/dialogs/damage-dialog-context";
import { rollDamageRequest } from "../dice/damage-flow";
import { creatureLevel, extraDamageOffers, extraDamageParts, type ExtraChoice } from "../dice/damage-extras";
import type { RollTarget } from "../dice/d20-roll";
import { castRecordOf, combatTurnKey, extraUsedInTurn } from "../chat/table-records";
import { bindCastCard, castSpell, slotsLeft, type Cast } from "../combat/casting";
import { slotChoices } from "./item-casting";
import type { DamageInputs } from "../dice/damage-roll";

/** The options of FrayItem#rollDamage. */
export interface DamageRollOptions {
  critical?: boolean;
  versatile?: boolean;
  offHand?: boolean;
  event?: Event;
  /** Roll at once without the dialog. */
  fastForward?: boolean;
  /** Ask in the damage dialog even without a click. */
  dialog?: boolean;
  targets?: Actor.Implementation[];
  /** Issue 26: the attack card the damage is rolled from (the GM judges hit and critical from it). */
  attackCardId?: string;
  /** RES-1: the card the spell was cast with (its save request or attack card). */
  castCardId?: string;
  /** RES-1: the slot level a leveled spell's damage is rolled at (by default the one the GM recorded). */
  slotLevel?: number;
  /** RES-6: the features' extra damage to add (feature id, a smite's slot). */
  extras?: ExtraChoice[];
  /** RES-6: a situational bonus (`1d4`, `-2`), within ±10; the GM confirms it. */
  situational?: string;
}

interface Helpers {
  inputs(versatile: boolean, offHand: boolean, slotLevel: number | null): DamageInputs;
  targets: RollTarget[];
  /** Issue 30 item 3: the weapon's on-hit riders, stated on the card. */
  riders: readonly OnHitRider[];
  hasVersatile: boolean;
}

const CONDITION_KEYS: Readonly<Record<string, string>> = {
  always: "FRAY.Feature.ExtraCondition.always",
  weaponHit: "FRAY.Feature.ExtraCondition.weaponHit",
  meleeWeaponHit: "FRAY.Feature.ExtraCondition.meleeWeaponHit",
  sneakAttack: "FRAY.Feature.ExtraCondition.sneakAttack",
};

/** The slot level a leveled spell's damage starts at: the option, the GM's record of its casting, its own. */
function startingSlot(item: Item.Implementation, options: DamageRollOptions): number | null {
  const level = item.type === "spell" ? (item.system as unknown as { level: number }).level : 0;
  if (level <= 0) return null;
  if (typeof options.slotLevel === "number") return options.slotLevel;
  const record = castRecordOf(options.castCardId ?? options.attackCardId ?? "");
  return record && record.item === item.uuid && record.slot >= level ? record.slot : level;
}

/** The extras the dialog offers: each feature's formula, condition, slots left, and whether used this turn. */
function dialogExtras(actor: Actor.Implementation, chosen: readonly ExtraChoice[]): DamageDialogExtra[] {
  const left = slotsLeft(actor);
  const turn = combatTurnKey();
  return extraDamageOffers(actor).map((o) => ({
    id: o.id,
    name: o.name,
    formula: extraDamageFormula(o.extra, creatureLevel(actor), o.extra.slot ? 1 : null),
    condition: CONDITION_KEYS[o.extra.condition] ?? o.extra.condition,
    slots: o.extra.slot ? slotChoices(1, left) : null,
    usedThisTurn: o.extra.frequency === "turn" && extraUsedInTurn(actor.uuid, o.uuid, turn, ""),
    chosen: chosen.some((c) => c.feature === o.id),
  }));
}

/** The choice: the options as given, or as the dialog changed them; null when the dialog was closed. */
async function choose(
  item: Item.Implementation,
  actor: Actor.Implementation,
  options: DamageRollOptions,
  h: Helpers,
): Promise<DamageChoice | null> {
  const given: DamageChoice = {
    critical: options.critical === true,
    versatile: options.versatile === true,
    slotLevel: startingSlot(item, options),
    extras: options.extras ?? [],
    situational: options.situational ?? "",
  };
  const clicked = options.event !== undefined && shortcutMode(options.event as never) === null;
  if (options.fastForward === true || !(options.dialog === true || clicked)) return given;
  const level = item.type === "spell" ? (item.system as unknown as { level: number }).level : 0;
  const preview = h.inputs(given.versatile, options.offHand === true, given.slotLevel);
  return promptDamage(game.i18n.format("FRAY.Roll.DamageTitle", { item: item.name }), {
    formula: preview.parts.map((p) => p.formula).join(" + "),
    critical: given.critical,
    versatile: h.hasVersatile ? given.versatile : null,
    slots: given.slotLevel === null ? null : { levels: slotChoices(level, Array(10).fill(1)), chosen: given.slotLevel },
    extras: dialogExtras(actor, given.extras),
    situational: given.situational,
  });
}

/** RES-6: spends the slot of each smite chosen (refused: null, after the user is told why). */
async function spendSmites(actor: Actor.Implementation, extras: readonly ExtraChoice[]): Promise<Cast[] | null> {
  const casts: Cast[] = [];
  for (const extra of extras) {
    if (extra.slot === null) continue;
    const feature = actor.items.get(extra.feature);
    if (!feature) return null;
    const cast = await castSpell(feature, { slotLevel: extra.slot });
    if (!cast) return null;
    casts.push({ ...cast, itemUuid: feature.uuid });
  }
  return casts;
}

/** ATK-2, RES-1, RES-6: rolls `item`'s damage with the choices made (see the file comment). */
export async function rollDamageWithChoices(
  item: Item.Implementation,
  actor: Actor.Implementation,
  options: DamageRollOptions,
  h: Helpers,
): Promise<ChatMessage.Implementation | null> {
  const choice = await choose(item, actor, options, h);
  if (choice === null) return null;
  const offHand = options.offHand === true && item.type === "weapon";
  const { parts, modifier, traits } = h.inputs(choice.versatile, offHand, choice.slotLevel);
  const extraParts = extraDamageParts(actor, choice.extras, parts[0]?.type ?? "");
  if (extraParts === null) {
    ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.BadExtra", { item: item.name }));
    return null;
  }
  try {
    checkSituationalBonus(choice.situational);
  } catch (error) {
    if (!(error instanceof RuleInputError)) throw error;
    ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.BadSituational"));
    return null;
  }
  const smites = await spendSmites(actor, choice.extras);
  if (smites === null) return null;
  const critical = choice.critical;
  const message = await rollDamageRequest({
    title: game.i18n.format(critical ? "FRAY.Roll.CriticalDamageTitle" : "FRAY.Roll.DamageTitle", { item: item.name }),
    actor,
    itemUuid: item.uuid,
    subject: item.name,
    parts,
    modifier,
    critical,
    versatile: choice.versatile,
    ...(offHand ? { offHand: true } : {}),
    targets: h.targets,
    ...(options.attackCardId ? { attackCardId: options.attackCardId } : {}),
    // TA-10: a threeAction weapon's deadly and fatal dice, added after a critical's doubling.
    ...(traits ? { traits } : {}),
    riders: h.riders,
    more: {
      extraParts: extraParts.map((p) => ({ formula: p.formula, type: p.type })),
      situational: choice.situational,
      slotLevel: choice.slotLevel,
      extras: choice.extras,
      castCardId: options.castCardId ?? "",
    },
  });
  for (const smite of smites) await bindCastCard(smite, message);
  return message;
}
