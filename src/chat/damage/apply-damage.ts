/**
 * Apply damage, half damage or healing from a damage card. The owner of the target applies it directly; anyone
 * else asks the active GM (request `fray.applyDamage`, src/net/gm-requests.ts). Whoever writes checks first,
 * from documents: the asker (as the server names it) must be a GM or own the message; the target must be one of
 * the roll's targets; the roll must be its item's damage with possible dice, and the amount is recomputed from
 * them (src/chat/damage/trusted-damage.ts); healing only from a healing roll and damage only from a damaging one. On a
 * creature the asker doesn't own, the GM confirms unless `fray.autoApplyCardActions` is on. A refusal changes
 * nothing. Issue 26: a damage roll from an attack card is applied only to a target that attack hit, critical only
 * where it was a critical hit (src/chat/damage/trusted-attack.ts), and a card applies once per target (the GM's record,
 * src/chat/card-actions/card-records.ts).
 */
import { applyHitPointChange, type HitPointState } from "../../rules";
import {
  checkRequest,
  ownerOrGm,
  refuse,
  writableTarget,
  cardActionQuestion,
  confirmCardAction,
  appliedRecord,
  recordApplied,
} from "../card-actions";
import { trustedDamage } from "./trusted-damage";
import { FrayDamageRoll } from "../../dice/damage-roll";
import { registerGmRequest } from "../../net/gm-requests";
import { defendedAmount, postDefensesCard } from "./damage-defenses";
import { deathSavesAfterDamage } from "../../combat/dying";
import { trustedAttack } from "./trusted-attack";
import { checkExtras, confirmSituational, recordOncePerTurn } from "./trusted-extras";

/** RES-6: the GM's question with the roller's situational bonus named as the player's. */
function situationalQuestion(question: string, bonus: string): string {
  return `${question} ${game.i18n.format("FRAY.Chat.SituationalPlayer", { bonus })}`;
}
import { damageAfterShieldBlock } from "../../combat/statuses";

/** Name of the request the active GM answers. */
export const APPLY_DAMAGE_QUERY = "fray.applyDamage";

export const APPLY_MULTIPLIERS = [1, 0.5, -1] as const;
export type ApplyMultiplier = (typeof APPLY_MULTIPLIERS)[number];

export interface ApplyDamageData {
  readonly messageId: string;
  readonly targetUuid: string;
  /** 1 full damage, 0.5 half (rounded down), −1 the total as healing. */
  readonly multiplier: ApplyMultiplier;
}

export type ApplyDamageResult =
  | { readonly ok: true; readonly damageTaken: number; readonly healed: number }
  | { readonly ok: false; readonly reason: string };

/** The checks and the write, run by whoever may write (the owner, or the active GM for `asker`'s request). */
export async function applyDamageChecked(raw: unknown, asker: User.Implementation): Promise<ApplyDamageResult> {
  // Data from a request is untrusted: every field is checked again here.
  const request = checkRequest(raw, asker);
  if ("ok" in request) return request;
  const multiplier = (raw as { multiplier?: unknown }).multiplier;
  if (typeof multiplier !== "number" || !(APPLY_MULTIPLIERS as readonly number[]).includes(multiplier)) {
    return refuse("badMultiplier");
  }
  const rolls: unknown[] = request.message.rolls;
  const roll = rolls.find((r): r is FrayDamageRoll => r instanceof FrayDamageRoll);
  if (!roll) return refuse("noDamageRoll");
  const targetUuid = request.field("targetUuid");
  // The roll's options are the poster's: a `targets` that is not a list names nobody.
  const targets: unknown = roll.fray.targets;
  if (!Array.isArray(targets) || !targets.some((t) => (t as { uuid?: unknown } | null)?.uuid === targetUuid)) {
    return refuse("notATarget");
  }
  const damage = await trustedDamage(request.message, roll);
  if (!damage.ok) return damage;
  // A healing roll only heals, and nothing else heals (the card shows only the buttons that apply).
  if (damage.healing !== (multiplier === -1)) return refuse(damage.healing ? "healingRoll" : "notHealing");
  const target = await writableTarget(targetUuid);
  if ("ok" in target) return target;
  if (!(target.system as { hp?: HitPointState }).hp) return refuse("noHitPoints");
  // Issue 26: the hit and the critical come from the attack card as the GM judges it, not from the damage roll.
  const attack = await trustedAttack(request.message, roll, target);
  if (!attack.ok) return attack;
  // RES-6: each feature's extra damage only where its condition held for this target (the GM's attack record).
  const extras = checkExtras(damage.more, damage.origin, attack.cardId, target);
  if (!extras.ok) return extras;
  // ATK-2: a card applies once per target (the attack's card: a second damage roll from it is the same damage).
  const cardId = attack.cardId ?? request.message.id ?? "";
  if (appliedRecord(cardId, target.uuid)) return refuse("alreadyApplied");
  // After every check: the target's defenses by damage type (the GM re-reads them after the question).
  const amount = defendedAmount(target, damage, multiplier).amount;
  const question = cardActionQuestion(
    { user: asker.name, amount, item: damage.itemName, target: target.name },
    game.i18n,
  );
  // RES-6: a situational bonus is the GM's call, always (also with card actions applied automatically).
  const situational = damage.more.situational;
  const confirmed = situational
    ? await confirmSituational(damage.more, situationalQuestion(question, situational))
    : await confirmCardAction(asker, target, question);
  if (!confirmed) return refuse("notConfirmed");
  // Read again after the question: the target may have changed while the GM decided.
  const hp = (target.system as { hp?: HitPointState }).hp;
  if (!hp) return refuse("noHitPoints");
  const defended = defendedAmount(target, damage, multiplier);
  // Claimed in the GM's record before the write, one at a time: of two requests that both waited for an answer,
  // only the first applies. A non-GM writes only to its own creature (which it may change anyway) and records none.
  const claim = { card: cardId, target: target.uuid, by: asker.id ?? "", amount: defended.amount };
  // RES-6: a once-per-turn extra (Sneak Attack) is claimed for the attack's turn first: a second card that turn is refused.
  if (game.user.isGM && !(await recordOncePerTurn(damage.more, damage.origin, attack.cardId)))
    return refuse("extraOncePerTurn");
  if (game.user.isGM && !(await recordApplied(claim))) return refuse("alreadyApplied");
  const before = { value: hp.value, temp: hp.temp };
  // TA-11: a raised shield may Shield Block a physical hit (threeAction): the creature takes what the hardness leaves.
  const taken = multiplier > 0 ? await damageAfterShieldBlock(target, defended.amount, damage) : defended.amount;
  const result = applyHitPointChange(hp, taken);
  // CND-2: a critical blow that drops a threeAction hero makes it dying 2; the automation reads this option.
  const critical = multiplier > 0 && damage.critical;
  await target.update({ system: { hp: { value: result.hp.value, temp: result.hp.temp } } }, {
    fray: { critical },
  } as never);
  if (defended.parts) await postDefensesCard(target, result.damageTaken, defended.parts);
  // 5e death saves: damage at 0 HP counts as failures (the hit points don't change, so no update hook sees it).
  const beyondTemp = Math.max(0, result.damageTaken - before.temp);
  await deathSavesAfterDamage(target, { hpBefore: before.value, damage: beyondTemp, critical });
  return { ok: true, damageTaken: result.damageTaken, healed: result.healed };
}

/** `init`: the GM side of `fray.applyDamage`. */
export function registerRollQueries(): void {
  registerGmRequest(APPLY_DAMAGE_QUERY, (data, asker) => applyDamageChecked(data, asker));
}

/** Applies from the current user: directly when it owns the target, otherwise through the active GM. */
export async function applyDamage(
  messageId: string,
  targetUuid: string,
  multiplier: ApplyMultiplier,
): Promise<ApplyDamageResult> {
  const data: ApplyDamageData = { messageId, targetUuid, multiplier };
  return ownerOrGm(data, applyDamageChecked, APPLY_DAMAGE_QUERY);
}
