/**
 * CND-1: apply the condition a save request names to one of its targets. The owner of the target applies it
 * directly; anyone else asks the active GM (request `fray.applyCondition`, src/net/gm-requests.ts). Whoever
 * writes checks first, from documents: the asker (as the server names it) must be a GM or own the message; the
 * target must be one the card was posted for; the condition must be the one the card's item brings, and the
 * target must have failed that item's save in a roll recorded for this card (src/chat/saves/trusted-save.ts). On a
 * creature the asker doesn't own, the GM confirms unless `fray.autoApplyCardActions` is on. A refusal changes
 * nothing.
 */
import {
  checkRequest,
  ownerOrGm,
  refuse,
  writableTarget,
  cardActionQuestion,
  confirmCardAction,
} from "../card-actions";
import { registerGmRequest } from "../../net/gm-requests";
import { trustedCondition } from "./trusted-save";
import { tagForConcentration } from "../../combat/casting";
import { statusNameKey } from "../../conditions/status-effects";

const QUERY = "fray.applyCondition";

export interface ApplyConditionData {
  readonly messageId: string;
  readonly targetUuid: string;
  readonly condition: string;
}

export type ApplyConditionResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** The checks and the write, run by whoever may write (the owner, or the active GM for `asker`'s request). */
export async function applyConditionChecked(raw: unknown, asker: User.Implementation): Promise<ApplyConditionResult> {
  const request = checkRequest(raw, asker);
  if ("ok" in request) return request;
  const posted = request.message.flags.fray?.saveRequest;
  const condition = request.field("condition");
  if (!condition || posted?.condition !== condition) return refuse("notThisCondition");
  const targetUuid = request.field("targetUuid");
  const targets: unknown = posted.targets; // the poster's flags: not always a list
  if (!Array.isArray(targets) || !targets.includes(targetUuid)) return refuse("notATarget");
  const target = await writableTarget(targetUuid);
  if ("ok" in target) return target;
  const trusted = await trustedCondition(request.message, target);
  if (!trusted.ok) return trusted;
  if (trusted.condition !== condition) return refuse("notThisCondition");
  const conditionName = game.i18n.localize(statusNameKey(condition) ?? condition);
  const question = cardActionQuestion(
    { user: asker.name, condition: conditionName, item: trusted.itemName, target: target.name },
    game.i18n,
  );
  if (!(await confirmCardAction(asker, target, question))) return refuse("notConfirmed");
  const effect = await target.toggleStatusEffect(condition, { active: true });
  // RES-7: a concentration spell's condition ends with its caster's concentration.
  await tagForConcentration(effect, posted.actorUuid, posted.itemUuid);
  return { ok: true };
}

/** `init`: the GM side of `fray.applyCondition`. */
export function registerConditionQuery(): void {
  registerGmRequest(QUERY, (data, asker) => applyConditionChecked(data, asker));
}

/** Applies from the current user: directly when it owns the target, otherwise through the active GM. */
export async function applyCondition(
  messageId: string,
  targetUuid: string,
  condition: string,
): Promise<ApplyConditionResult> {
  const data: ApplyConditionData = { messageId, targetUuid, condition };
  return ownerOrGm(data, applyConditionChecked, QUERY);
}
