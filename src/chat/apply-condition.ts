/**
 * CND-1: apply the condition a save request names to one of its targets. The owner of the target applies it
 * directly; anyone else asks the active GM through the `fray.applyCondition` query, and the GM side checks
 * again: the asker must be a GM or own the message, the target must be one the card was posted for, and the
 * condition the one it names. A refusal changes nothing.
 */
import { answeredByActiveGm, checkRequest, ownerOrGm, refuse, writableTarget } from "./card-request";

const QUERY = "fray.applyCondition";

export interface ApplyConditionData {
  readonly messageId: string;
  readonly targetUuid: string;
  readonly condition: string;
  /** The user asking. */
  readonly userId: string;
}

export type ApplyConditionResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "fray.applyCondition": (data: ApplyConditionData) => Promise<ApplyConditionResult>;
    }
  }
}

/** The checks and the write, run by whoever may write (the owner, or the GM for a query). */
export async function applyConditionChecked(raw: unknown, viaQuery = false): Promise<ApplyConditionResult> {
  const request = checkRequest(raw, viaQuery);
  if ("ok" in request) return request;
  const posted = request.message.flags.fray?.saveRequest;
  const condition = request.field("condition");
  if (!condition || posted?.condition !== condition) return refuse("notThisCondition");
  const targetUuid = request.field("targetUuid");
  if (!posted.targets.includes(targetUuid)) return refuse("notATarget");
  const target = await writableTarget(targetUuid);
  if ("ok" in target) return target;
  await target.toggleStatusEffect(condition, { active: true });
  return { ok: true };
}

/** `init`: the GM side of `fray.applyCondition`. */
export function registerConditionQuery(): void {
  CONFIG.queries[QUERY] = answeredByActiveGm((data: ApplyConditionData) => applyConditionChecked(data, true));
}

/** Applies from the current user: directly when it owns the target, otherwise through the active GM. */
export async function applyCondition(
  messageId: string,
  targetUuid: string,
  condition: string,
): Promise<ApplyConditionResult> {
  const data: ApplyConditionData = { messageId, targetUuid, condition, userId: game.user.id };
  return ownerOrGm(data, applyConditionChecked, (gm, d) => gm.query(QUERY, d));
}
