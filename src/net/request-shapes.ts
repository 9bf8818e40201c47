/**
 * The shape of each request Fray answers (issue 26 item 5, "payloads validated before a handler runs"): the
 * channel (src/net/gm-requests.ts) checks a request's data against its shape before the handler sees it, so a
 * junk request (a number for an id, a list of objects for ids, a string for a flag) is answered with the
 * refusal `badRequest` instead of reaching code that may throw on the GM's client. A handler still re-reads
 * what it uses: the shape only says what kind of value each field holds, never whether it is allowed.
 *
 * Extension point: a request Fray adds gets a row in REQUEST_SHAPES (a request with no row is refused, see
 * `checkRequestShape`); fields a row doesn't name are passed through unread.
 */

/**
 * One field's kind: `id` a non-empty string of at most 64 characters (a document id, a reservation id),
 * `text` a string of at most 256, `uuid` a non-empty string of at most 256, `integer` a safe whole number,
 * `number` a finite number, `boolean`, `ids` a list of at most 100 ids, `object` a plain object (read again by its
 * handler). A kind ending in `?` may also be absent or null.
 */
export type RequestFieldKind = "id" | "text" | "uuid" | "integer" | "number" | "boolean" | "ids" | "object";
export type RequestField = RequestFieldKind | `${RequestFieldKind}?`;
export type RequestShape = Readonly<Record<string, RequestField>>;

const isId = (v: unknown): boolean => typeof v === "string" && v.length > 0 && v.length <= 64;

const CHECKS: Readonly<Record<RequestFieldKind, (v: unknown) => boolean>> = {
  id: isId,
  text: (v) => typeof v === "string" && v.length <= 256,
  uuid: (v) => typeof v === "string" && v.length > 0 && v.length <= 256,
  integer: (v) => typeof v === "number" && Number.isSafeInteger(v),
  number: (v) => typeof v === "number" && Number.isFinite(v),
  boolean: (v) => typeof v === "boolean",
  ids: (v) => Array.isArray(v) && v.length <= 100 && v.every(isId),
  object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
};

/** The shapes of Fray's own requests, by name. */
export const REQUEST_SHAPES: Readonly<Record<string, RequestShape>> = {
  "fray.setInitiative": { combatId: "id", ids: "ids", rollMode: "text?" },
  "fray.orderTie": { combatId: "id", tieIds: "ids", order: "ids" },
  "fray.swapInitiative": { combatId: "id", aId: "id", bId: "id" },
  "fray.advanceTurn": { combatId: "id", combatantId: "id" },
  "fray.spendLedger": { combatId: "id", combatantId: "id", request: "object", reserve: "boolean?" },
  "fray.releaseLedger": { reservation: "id" },
  "fray.keepLedger": { reservation: "id" },
  "fray.opportunity": { sceneId: "id", tokenId: "id", x: "number", y: "number" },
  "fray.applyDamage": { messageId: "id", targetUuid: "uuid", multiplier: "number" },
  "fray.applyCondition": { messageId: "id", targetUuid: "uuid", condition: "id" },
  "fray.recordOutcome": { messageId: "id", dc: "integer?", damage: "boolean?" },
  "fray.rollDamage": { messageId: "id", itemUuid: "uuid", critical: "boolean?" },
  "fray.rollSave": { messageId: "id", targetUuid: "uuid" },
  "fray.spendUse": { combatId: "id", combatantId: "id", itemId: "id" },
  "fray.seek": { seekerUuid: "uuid", targetUuid: "uuid" },
  "fray.castSpell": { actorUuid: "uuid", itemUuid: "uuid", slotLevel: "integer", ritual: "boolean?" },
  "fray.bindCast": { castId: "text", messageId: "id", slotLevel: "integer", itemUuid: "uuid?" },
};

/** The prefix of the request names only Fray may register. */
export const FRAY_REQUEST_PREFIX = "fray.";

/** The field of `data` that doesn't fit `shape`, or null when every field fits. */
export function misfitField(data: Readonly<Record<string, unknown>>, shape: RequestShape): string | null {
  for (const [key, field] of Object.entries(shape)) {
    const optional = field.endsWith("?");
    const kind = (optional ? field.slice(0, -1) : field) as RequestFieldKind;
    const value = Object.hasOwn(data, key) ? data[key] : undefined;
    if (optional && (value === undefined || value === null)) continue;
    if (!CHECKS[kind](value)) return key;
  }
  return null;
}

/**
 * Issue 26 item 5: whether request `name`'s data may reach its handler: a Fray request must fit its row of
 * REQUEST_SHAPES (a `fray.` request without a row is refused: nothing unchecked reaches the GM); a module's
 * request is checked by the shape it registered, if any.
 */
export function checkRequestShape(
  name: string,
  data: Readonly<Record<string, unknown>>,
  moduleShape: RequestShape | undefined,
): boolean {
  const shape = name.startsWith(FRAY_REQUEST_PREFIX) ? REQUEST_SHAPES[name] : moduleShape;
  if (!shape) return !name.startsWith(FRAY_REQUEST_PREFIX);
  return misfitField(data, shape) === null;
}
