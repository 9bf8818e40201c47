/**
 * CND-1: apply the condition a save request names to one of its targets. The owner of the target applies it
 * directly; anyone else asks the active GM through the `fray.applyCondition` query, and the GM side checks
 * again: the asker must be a GM or own the message, the target must be one the card was posted for, and the
 * condition the one it names. A refusal changes nothing.
 */
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

const refuse = (reason: string): ApplyConditionResult => ({ ok: false, reason });

/** The checks and the write, run by whoever may write (the owner, or the GM for a query). */
export async function applyConditionChecked(raw: unknown): Promise<ApplyConditionResult> {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const field = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const message = game.messages.find((m) => m.id === field("messageId"));
  if (!message) return refuse("noMessage");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const user = game.users.get(field("userId")) as User.Implementation | undefined;
  if (!user) return refuse("noUser");
  if (!user.isGM && !message.testUserPermission(user, "OWNER")) return refuse("notYourCard");
  const posted = (message.flags as { fray?: { saveRequest?: { targets?: unknown; condition?: unknown } } }).fray
    ?.saveRequest;
  const targets = Array.isArray(posted?.targets) ? (posted.targets as unknown[]) : [];
  const condition = field("condition");
  if (!condition || posted?.condition !== condition) return refuse("notThisCondition");
  const targetUuid = field("targetUuid");
  if (!targets.includes(targetUuid)) return refuse("notATarget");
  const target = await fromUuid(targetUuid as `Actor.${string}`);
  if (!(target instanceof Actor)) return refuse("noTarget");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  if (!target.testUserPermission(game.user, "OWNER")) return refuse("cannotWrite");
  await target.toggleStatusEffect(condition, { active: true });
  return { ok: true };
}

/** `init`: the GM side of `fray.applyCondition`. */
export function registerConditionQuery(): void {
  CONFIG.queries[QUERY] = async (data: ApplyConditionData) => {
    if (!game.user.isGM) return refuse("notGm");
    return applyConditionChecked(data);
  };
}

/** Applies from the current user: directly when it owns the target, otherwise through the active GM. */
export async function applyCondition(
  messageId: string,
  targetUuid: string,
  condition: string,
): Promise<ApplyConditionResult> {
  const data: ApplyConditionData = { messageId, targetUuid, condition, userId: game.user.id };
  const target = await fromUuid(targetUuid as `Actor.${string}`);
  if (target instanceof Actor && target.isOwner) return applyConditionChecked(data);
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.NoActiveGm"));
    return refuse("noActiveGm");
  }
  return gm.query(QUERY, data);
}
