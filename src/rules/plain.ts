/** A deep copy of plain data (objects, arrays, primitives). The rules hold no class instances in their data. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => clonePlain(v)) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // An own "__proto__" key must stay a key: plain assignment would set the copy's prototype instead.
      if (k === "__proto__")
        Object.defineProperty(out, k, { value: clonePlain(v), enumerable: true, writable: true, configurable: true });
      else out[k] = clonePlain(v);
    }
    return out as T;
  }
  return value;
}

/** Freezes plain data all the way down and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
