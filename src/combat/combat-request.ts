/**
 * Reading a combat request that reached the active GM as a query. The data is untrusted: every field is
 * re-read; the combat and the asking user must exist; a request claiming a GM identity is refused (a GM
 * writes directly, so only a player's request arrives as a query).
 */
import { activeGmOrWarn, askingUser, refuse, type CardRefusal } from "../chat/card-request";

export { refuse };
export type RequestRefusal = CardRefusal;

export interface CombatRequest {
  readonly ok: true;
  readonly combat: Combat.Implementation;
  readonly user: User.Implementation;
  readonly data: Record<string, unknown>;
  /** A string field, or "" when missing or not a string. */
  readonly text: (key: string) => string;
  /** A list of strings, or null when the field is not one. */
  readonly ids: (key: string) => string[] | null;
}

/** Checks the combat and the asker of a query's data. */
export function readCombatRequest(raw: unknown): CombatRequest | RequestRefusal {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const ids = (key: string): string[] | null => {
    const value = data[key];
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  };
  const combat = game.combats.get(text("combatId")) as Combat.Implementation | undefined;
  if (!combat) return refuse("noCombat");
  const user = askingUser(text("userId"), true);
  if ("ok" in user) return user;
  return { ok: true, combat, user, data, text, ids };
}

/**
 * Asks the active GM to run query `name` for this user. With no GM connected the user is told so; a refusal
 * warns with `refusedKey`. Resolves to the GM's answer, or the refusal.
 */
export async function askGm(
  name: string,
  data: Record<string, unknown>,
  refusedKey: string,
): Promise<{ ok: boolean; reason?: string }> {
  const gm = activeGmOrWarn();
  if (!gm) return refuse("noActiveGm");
  const raw = (await gm.query(name as never, { ...data, userId: game.user.id } as never)) as unknown;
  const answer =
    typeof raw === "object" && raw !== null ? (raw as { ok: boolean; reason?: string }) : refuse("noAnswer");
  if (!answer.ok) ui.notifications.warn(game.i18n.localize(refusedKey));
  return answer;
}
