/**
 * What the two card requests (apply damage, apply a condition) share: reading untrusted request data, finding
 * the message, and "write directly when the user owns the target, otherwise ask the active GM" over the
 * authenticated request channel (src/net/gm-requests.ts), where the asker is the sender the server names.
 */
import { askActiveGm } from "../../net/gm-requests";

/** How long a player waits for a card action: the GM may be asked to confirm it first (src/chat/card-actions/card-confirm.ts). */
export const CARD_REQUEST_TIMEOUT_MS = 300_000;

/** A refusal: nothing was changed. */
export interface CardRefusal {
  readonly ok: false;
  readonly reason: string;
}

export const refuse = (reason: string): CardRefusal => ({ ok: false, reason });

/** The parts of a request every card request carries (who asks is never part of it: the server says). */
export interface CardRequestBase {
  readonly messageId: string;
  readonly targetUuid: string;
}

/** The checked basics of a request: its fields as strings, the message and the asking user. */
export interface CheckedRequest {
  readonly field: (key: string) => string;
  readonly message: ChatMessage.Implementation;
  readonly user: User.Implementation;
}

/**
 * Reads an untrusted request from `asker` (this client's user, or the sender the server named for a request
 * that reached the GM): every field is re-read as a string; the message must exist; the asker must be a GM or
 * own the message.
 */
export function checkRequest(raw: unknown, asker: User.Implementation): CheckedRequest | CardRefusal {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const field = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const message = game.messages.find((m) => m.id === field("messageId"));
  if (!message) return refuse("noMessage");
  // Issue 26 item 6: a card a GM rolled for a player (`fray.gmRollsPlayerDice`) is that player's to apply.
  const rolledFor = (message.author as User.Implementation | null)?.isGM === true && message.flags.fray?.rolledFor;
  if (!asker.isGM && !message.testUserPermission(asker, "OWNER") && rolledFor !== asker.id)
    return refuse("notYourCard");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Messages hold ChatMessages
  return { field, message, user: asker };
}

/** The target actor of a request, if this client may write to it. */
export async function writableTarget(targetUuid: string): Promise<Actor.Implementation | CardRefusal> {
  const target = await fromUuid(targetUuid as `Actor.${string}`);
  if (!(target instanceof Actor)) return refuse("noTarget");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  if (!target.testUserPermission(game.user, "OWNER")) return refuse("cannotWrite");
  return target;
}

/** The active GM to ask, or null after telling the user that no GM is connected. */
export function activeGmOrWarn(): User.Implementation | null {
  const gm = game.users.activeGM;
  if (!gm) ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.NoActiveGm"));
  return gm;
}

/**
 * Runs `checked` here (as this client's user) when the user owns the target, otherwise asks the active GM to run
 * request `name` (src/net/gm-requests.ts), where the GM's client runs it as the asker the server names.
 */
export async function ownerOrGm<Data extends CardRequestBase, Result>(
  data: Data,
  checked: (data: Data, asker: User.Implementation) => Promise<Result>,
  name: string,
): Promise<Result | CardRefusal> {
  const target = await fromUuid(data.targetUuid as `Actor.${string}`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- game.user is the User
  if (target instanceof Actor && target.isOwner) return checked(data, game.user);
  if (!activeGmOrWarn()) return refuse("noActiveGm");
  const fields: Record<string, unknown> = { messageId: data.messageId, targetUuid: data.targetUuid };
  Object.assign(fields, data);
  return (await askActiveGm(name, fields, { timeout: CARD_REQUEST_TIMEOUT_MS })) as Result | CardRefusal;
}
