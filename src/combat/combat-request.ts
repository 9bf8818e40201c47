/**
 * Reading a combat request that reached the active GM over the request channel (src/net/gm-requests.ts). The
 * data is untrusted: every field is re-read; the combat must exist. Who asks is the sender the server named,
 * never a field of the data.
 */
import { refuse, type CardRefusal } from "../chat/card-actions";
import { askActiveGm } from "../net/gm-requests";

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

/** Checks the combat a request from `asker` names. */
export function readCombatRequest(raw: unknown, asker: User.Implementation): CombatRequest | RequestRefusal {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const ids = (key: string): string[] | null => {
    const value = data[key];
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  };
  const combat = game.combats.get(text("combatId")) as Combat.Implementation | undefined;
  if (!combat) return refuse("noCombat");
  return { ok: true, combat, user: asker, data, text, ids };
}

/** The GM's answer as the asker reads it: `ok`, a refusal's `reason`, and whatever else the handler sent. */
export interface GmAnswer {
  readonly ok: boolean;
  readonly reason?: string;
  readonly [field: string]: unknown;
}

/**
 * Asks the active GM to run request `name` for this user. With no GM connected, or a GM who doesn't answer, the
 * user is told so; a refusal warns with `refusedKeys[reason]` when given, else `refusedKey`. Resolves to the
 * GM's answer, or the refusal.
 */
export async function askGm(
  name: string,
  data: Record<string, unknown>,
  refusedKey: string,
  refusedKeys: Readonly<Record<string, string>> = {},
): Promise<GmAnswer> {
  const raw = await askActiveGm(name, data);
  const answer = typeof raw === "object" && raw !== null ? (raw as GmAnswer) : { ...refuse("noAnswer") };
  const told = ["noActiveGm", "timeout", "gmLeft"];
  const reason = answer.reason ?? "";
  if (!answer.ok && !told.includes(reason))
    ui.notifications.warn(game.i18n.localize(refusedKeys[reason] ?? refusedKey));
  return answer;
}
