/**
 * Source data helpers shared by the server (world.ts) and the client documents: merging changes the way
 * `Document#updateSource` does, and the diff Foundry broadcasts (only what really changed).
 *
 * - `expandObject`: "a.b.c" keys become nested objects (v13 `foundry.utils.expandObject`), which is the form
 *   `_preUpdate` and the `preUpdate*` / `update*` hooks receive.
 * - `mergeChanges`: nested objects merge, everything else (arrays included) replaces; a key written
 *   `-=key` with value null deletes `key` (v13 `foundry.utils.mergeObject` with `performDeletions`).
 * - `diffSources`: the keys of `after` that differ from `before` (nested objects recursively, arrays and other
 *   values compared whole), and `-=key: null` for keys that were removed. An update whose diff is empty is not
 *   sent to the server at all and fires no hooks (v13 `ClientDatabaseBackend` drops empty diffs).
 */
export type Source = Record<string, unknown>;

/** A plain `{}` object (not an array, Set, Map or class instance). */
export function isPlainObject(value: unknown): value is Source {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** "a.b.c" keys → nested objects, recursively. */
export function expandObject(flat: Source): Source {
  const out: Source = {};
  for (const [key, raw] of Object.entries(flat)) {
    const value = isPlainObject(raw) ? expandObject(raw) : raw;
    const path = key.split(".");
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (!isPlainObject(node[part])) node[part] = {};
      node = node[part] as Source;
    }
    const last = path.at(-1) as string;
    node[last] = isPlainObject(value) && isPlainObject(node[last]) ? mergeChanges(node[last], value) : value;
  }
  return out;
}

/** Applies `changes` (nested objects or "a.b.c" keys, `-=key` deletions) to a copy of `source`. */
export function mergeChanges(source: Source, changes: Source): Source {
  const out = structuredClone(source);
  for (const [key, value] of Object.entries(changes)) {
    const path = key.split(".");
    let target: Source = out;
    for (const part of path.slice(0, -1)) {
      if (!isPlainObject(target[part])) target[part] = {};
      target = target[part] as Source;
    }
    const last = path.at(-1) as string;
    if (last.startsWith("-=")) {
      Reflect.deleteProperty(target, last.slice(2));
      continue;
    }
    target[last] =
      isPlainObject(value) && isPlainObject(target[last]) ? mergeChanges(target[last], value) : structuredClone(value);
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What changed from `before` to `after` (see the file comment). */
export function diffSources(before: Source, after: Source): Source {
  const out: Source = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (isPlainObject(value) && isPlainObject(old)) {
      const inner = diffSources(old, value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!(key in before) || !sameValue(old, value)) out[key] = structuredClone(value);
  }
  for (const key of Object.keys(before)) if (!(key in after)) out[`-=${key}`] = null;
  return out;
}
