/**
 * A new actor's prototype token (issue 24 §3.1). Core gives every new actor an unlinked, hostile token without
 * vision, so a GM's heroes and monsters would stand on one side: no opportunity attacks or flanking between them,
 * and damage landing on token copies of a hero. A character's token is linked to it, friendly and sees; an NPC's
 * is hostile (each unlinked token its own copy). Only what the creation data leaves unset is filled in: an
 * importer's or a macro's own choice is kept. Existing actors are never changed.
 */

/** CONST.TOKEN_DISPOSITIONS.FRIENDLY and HOSTILE (kept here so this stays free of Foundry globals). */
const FRIENDLY = 1;
const HOSTILE = -1;

const DEFAULTS: Readonly<Record<"character" | "npc", Readonly<Record<string, boolean | number>>>> = {
  character: { actorLink: true, disposition: FRIENDLY, "sight.enabled": true },
  npc: { disposition: HOSTILE },
};

/**
 * True when `node` holds a value at `keys`, written nested (`{ prototypeToken: { sight: { enabled } } }`), flat
 * (`{ "prototypeToken.sight.enabled" }`) or mixed, as creation data may be.
 */
function holds(node: unknown, keys: readonly string[]): boolean {
  if (keys.length === 0) return node !== undefined;
  if (typeof node !== "object" || node === null) return false;
  for (let n = 1; n <= keys.length; n++) {
    const key = keys.slice(0, n).join(".");
    if (Object.hasOwn(node, key) && holds((node as Record<string, unknown>)[key], keys.slice(n))) return true;
  }
  return false;
}

/**
 * The prototype token changes for a new actor of `kind` created from `data`, as `updateSource` takes them
 * (`{ prototypeToken: { actorLink, disposition, sight: { enabled } } }`), leaving out what `data` sets.
 */
export function newPrototypeToken(kind: "character" | "npc", data: unknown): Record<string, unknown> {
  const token: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(DEFAULTS[kind])) {
    if (holds(data, ["prototypeToken", ...path.split(".")])) continue;
    const [head, tail] = path.split(".") as [string, string | undefined];
    if (tail === undefined) token[head] = value;
    else token[head] = { ...(token[head] as object | undefined), [tail]: value };
  }
  return token;
}
