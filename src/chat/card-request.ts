/**
 * What the two card requests (apply damage, apply a condition) share: reading untrusted request data, finding
 * the message and the asking user, and "write directly when the user owns the target, otherwise ask the active
 * GM". The GM side never trusts a request that claims to come from a GM: a GM owns every target and writes
 * directly, so only a player's request can arrive as a query.
 */

/** A refusal: nothing was changed. */
export interface CardRefusal {
  readonly ok: false;
  readonly reason: string;
}

export const refuse = (reason: string): CardRefusal => ({ ok: false, reason });

/** The parts of a request every card request carries. */
export interface CardRequestBase {
  readonly messageId: string;
  readonly targetUuid: string;
  /** The user asking. */
  readonly userId: string;
}

/** The checked basics of a request: its fields as strings, the message and the asking user. */
export interface CheckedRequest {
  readonly field: (key: string) => string;
  readonly message: ChatMessage.Implementation;
  readonly user: User.Implementation;
}

/**
 * Reads an untrusted request: every field is re-read as a string; the message must exist; the asking user
 * must exist and be a GM or own the message. `viaQuery` marks a request that arrived at the GM as a query,
 * where a claimed GM identity is refused.
 */
export function checkRequest(raw: unknown, viaQuery: boolean): CheckedRequest | CardRefusal {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const field = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const message = game.messages.find((m) => m.id === field("messageId"));
  if (!message) return refuse("noMessage");
  const user = askingUser(field("userId"), viaQuery);
  if ("ok" in user) return user;
  if (!user.isGM && !message.testUserPermission(user, "OWNER")) return refuse("notYourCard");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  return { field, message, user };
}

/**
 * The user a request names, which must exist. A request that arrived as a query (`viaQuery`) and claims a GM's
 * identity is refused: a GM writes directly, so only a player's request is ever asked of the GM.
 */
export function askingUser(userId: string, viaQuery: boolean): User.Implementation | CardRefusal {
  // fvtt-types types collection entries as stored documents, which the lint rule can't match to the class.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const user = game.users.get(userId) as User.Implementation | undefined;
  if (!user) return refuse("noUser");
  if (viaQuery && user.isGM) return refuse("gmWritesDirectly");
  return user;
}

/** The target actor of a request, if this client may write to it. */
export async function writableTarget(targetUuid: string): Promise<Actor.Implementation | CardRefusal> {
  const target = await fromUuid(targetUuid as `Actor.${string}`);
  if (!(target instanceof Actor)) return refuse("noTarget");
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  if (!target.testUserPermission(game.user, "OWNER")) return refuse("cannotWrite");
  return target;
}

/**
 * A query handler that only the active GM's client runs: asked of another client (a player's, or a second
 * GM's), it writes nothing and answers `notActiveGm`. Every Fray query is registered through this.
 */
export function answeredByActiveGm<Data, Result>(
  handler: (data: Data) => Promise<Result>,
): (data: Data) => Promise<Result | CardRefusal> {
  return async (data) => (game.user.isActiveGM ? handler(data) : refuse("notActiveGm"));
}

/** The active GM to ask, or null after telling the user that no GM is connected. */
export function activeGmOrWarn(): User.Implementation | null {
  const gm = game.users.activeGM;
  if (!gm) ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.NoActiveGm"));
  return gm;
}

/** Runs `checked` here when the user owns the target, otherwise asks the active GM with `query`. */
export async function ownerOrGm<Data extends CardRequestBase, Result>(
  data: Data,
  checked: (data: Data, viaQuery: boolean) => Promise<Result>,
  ask: (gm: User.Implementation, data: Data) => Promise<Result>,
): Promise<Result | CardRefusal> {
  const target = await fromUuid(data.targetUuid as `Actor.${string}`);
  if (target instanceof Actor && target.isOwner) return checked(data, false);
  const gm = activeGmOrWarn();
  return gm ? ask(gm, data) : refuse("noActiveGm");
}
