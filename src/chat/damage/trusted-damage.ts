/**
 * The damage a card may apply, re-derived on the applying client (issue 12, "card actions the GM can trust"):
 * the roll's data is the poster's, so the GM takes from it only which die faces came up. The formula is the
 * item's damage as the item computes it now (its parts, its weapon modifier, the world's critical rule), with
 * the choices the roller legitimately makes taken from the roll (critical, versatile, off-hand); the dice must
 * be that formula's, each result a face of its die; the total is recomputed, and a recorded total that differs
 * is a forgery. Whether it heals comes from the item's damage types, not the card.
 *
 * An off-hand attack (ECON-12) is taken from the roll too, unchecked: it only ever takes a positive ability
 * modifier out of the formula, so claiming it can never raise the damage.
 *
 * Deciding on "as the item computes it now" rather than a recorded formula: a recorded formula is only as
 * trustworthy as the client that wrote it, and the item is a document the GM can read. The price: a card rolled
 * before its item, its owner's abilities or the preset changed no longer matches and is refused (roll again).
 */
import {
  RuleInputError,
  checkRecordedRoll,
  damageRollFormula,
  strikeDamageFormula,
  strikePartAmounts,
  type DamagePart,
  type RecordedRollProblem,
} from "../../rules";
import { activePolicies } from "../../settings/policies";
import { gmRollsPlayerDice } from "../../settings/gm-dice";
import { refuse, type CardRefusal, cardOrigin, type CardOrigin } from "../card-actions";
import { trustedMore, type TrustedMore } from "./trusted-extras";
import { damageFormulaWithExtras } from "../../dice/damage-extras";
import type { FrayDamageRoll } from "../../dice/damage-roll";

export interface TrustedDamage {
  readonly ok: true;
  /** The total recomputed from the item's formula and the recorded dice. */
  readonly total: number;
  /** Every damage type of the item's parts is `healing`. */
  readonly healing: boolean;
  readonly critical: boolean;
  /** The total split by damage type, part by part (null when the parts can't be told apart). */
  readonly parts: readonly DamagePart[] | null;
  /** The item's name, for the GM's confirmation. */
  readonly itemName: string;
  /** RES-1, RES-6: the slot, extras and situational bonus accepted (src/chat/damage/trusted-extras.ts). */
  readonly more: TrustedMore;
  /** Where the card came from (the extras' conditions are judged per target from it). */
  readonly origin: CardOrigin;
}

/** The refusal of each problem a recorded roll can have (src/rules/rolls/recorded-roll.ts). */
const PROBLEM_REASONS: Readonly<Record<RecordedRollProblem, string>> = {
  formula: "notTheItemsRoll",
  otherFormula: "notTheItemsRoll",
  dice: "notTheItemsDice",
  dieResult: "impossibleDie",
  total: "forgedTotal",
};

/** A recorded roll problem as a card refusal. */
export function rollRefusal(problem: RecordedRollProblem): CardRefusal {
  return refuse(PROBLEM_REASONS[problem]);
}

/**
 * ATK-1, ATK-2, ATK-3: the damage of `roll` (on `message`) as the GM may apply it, or why not: the item must
 * exist, belong to the roll's actor, which the message's author owns (src/chat/card-actions/card-origin.ts); the roll must
 * be the item's formula with every die result possible and the total it claims.
 */
export async function trustedDamage(
  message: ChatMessage.Implementation,
  roll: FrayDamageRoll,
): Promise<TrustedDamage | CardRefusal> {
  const options = roll.fray;
  // The roll's options are the poster's: only a real `true` chooses the critical or versatile formula.
  const chosen = (value: unknown): boolean => value === true;
  // Issue 26 item 6: where GMs roll players' dice, damage a player rolled itself is not applied.
  if (gmRollsPlayerDice() && (message.author as User.Implementation | null)?.isGM !== true)
    return refuse("notRolledByGm");
  const origin = await cardOrigin(message, options.actorUuid, options.itemUuid);
  if ("ok" in origin) return origin;
  // TA-9: forceful's count is read by this client from the attack card the roll names and the chat before it
  // (src/chat/attack/strike-history.ts), for that card only when it is an attack of this creature with this item.
  const cardId = typeof options.attackCardId === "string" ? options.attackCardId : undefined;
  const plain = origin.item.damageInputs(chosen(options.versatile), chosen(options.offHand), cardId);
  if (!plain || plain.parts.length === 0) return refuse("notTheItemsRoll");
  // RES-1, RES-6: the slot the GM recorded, the features' extra damage and the situational bonus, re-derived.
  const more = trustedMore(message, roll, origin, plain.parts[0]?.type ?? "");
  if ("ok" in more) return more;
  const inputs = origin.item.damageInputs(chosen(options.versatile), chosen(options.offHand), cardId, {
    slotLevel: more.slotLevel,
  });
  if (!inputs || inputs.parts.length === 0) return refuse("notTheItemsRoll");
  let plan: ReturnType<typeof damageRollFormula>;
  // TA-10: the deadly and fatal dice added after a critical's doubling, and the parts as rolled (fatal's die).
  let after: readonly DamagePart[] = [];
  let rolledParts = inputs.parts;
  try {
    const critical = chosen(options.critical);
    if (inputs.traits) {
      // TA-10: a threeAction weapon (no RES-6 extra damage: that is the 5e family's).
      const base = { parts: inputs.parts, modifier: inputs.modifier, critical };
      const strike = strikeDamageFormula(activePolicies().success, { ...base, traits: inputs.traits });
      plan = strike;
      after = strike.after.map((a) => ({ type: a.type, amount: 0 }));
      rolledParts = [...strike.parts];
    } else
      plan = damageFormulaWithExtras(activePolicies().success, {
        parts: inputs.parts,
        modifier: inputs.modifier,
        extraParts: more.extraParts,
        situational: more.situational,
        critical,
      });
  } catch (error) {
    // The item's formula can't be rolled as it stands, so no card of it can be trusted.
    if (error instanceof RuleInputError) return refuse("notTheItemsRoll");
    throw error;
  }
  const check = checkRecordedRoll({
    expected: plan.formula,
    data: origin.actor.getRollData(),
    recordedFormula: roll.formula,
    dice: roll.dice,
    recordedTotal: roll.total,
  });
  if (!check.ok) return rollRefusal(check.problem);
  // After every check: the checked dice, part by part, for defenses by damage type.
  const parts = strikePartAmounts({
    // RES-6: the situational bonus counts as the first type's (after a doubled total it can't be told apart).
    parts: [...rolledParts, ...more.extraParts, ...situationalParts(more, inputs.parts[0]?.type ?? "")],
    after,
    modifier: inputs.modifier,
    totalMultiplier: plan.totalMultiplier,
    kept: check.kept,
    total: check.total,
    data: origin.actor.getRollData(),
  });
  return {
    ok: true,
    total: check.total,
    healing: plan.types.length > 0 && plan.types.every((t) => t === "healing"),
    critical: plan.critical,
    parts,
    itemName: origin.item.name,
    more,
    origin,
  };
}

/** RES-6: the situational bonus as a part of the item's first type, for the split by damage type. */
function situationalParts(more: TrustedMore, type: string): { formula: string; type: string }[] {
  return more.situational === "" ? [] : [{ formula: more.situational, type }];
}
