/**
 * Stand-in for Foundry's `Hooks` (one registry per client: each browser has its own listeners).
 * As in Foundry, `call` stops at the first listener returning `false` and returns `false`; `callAll` runs
 * every listener and returns nothing (v13 documents `void`, so code may not test its result); a `once` listener is removed just before it runs (one that a
 * `call` never reached stays registered). A listener's error is caught and the next listener still runs
 * (v13 `Hooks.onError` logs it); the harness keeps the error and `settle()` rethrows it, so no test passes
 * over it. A listener's promise is not awaited (hooks are synchronous) but tracked for `settle()`.
 * Source: https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html
 */
import { track } from "./runtime";

type Listener = (...args: unknown[]) => unknown;

/** Hooks a page fires once per load. */
const LIFECYCLE = new Set(["init", "i18nInit", "setup", "ready"]);

interface Entry {
  id: number;
  fn: Listener;
  once: boolean;
}

export class HarnessHooks {
  #events = new Map<string, Entry[]>();
  /** `once` listeners of the lifecycle hooks that already ran, kept for a reload (`callAllAsReloaded`). */
  #spent = new Map<string, Entry[]>();
  #nextId = 1;

  on(hook: string, fn: Listener, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    const list = this.#events.get(hook) ?? [];
    list.push({ id, fn, once });
    this.#events.set(hook, list);
    return id;
  }

  once(hook: string, fn: Listener): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fnOrId: Listener | number): void {
    const list = this.#events.get(hook);
    if (!list) return;
    this.#events.set(
      hook,
      list.filter((e) => (typeof fnOrId === "number" ? e.id !== fnOrId : e.fn !== fnOrId)),
    );
  }

  call(hook: string, ...args: unknown[]): boolean {
    for (const entry of [...(this.#events.get(hook) ?? [])]) {
      if (this.#run(hook, entry, args) === false) return false;
    }
    return true;
  }

  callAll(hook: string, ...args: unknown[]): void {
    for (const entry of [...(this.#events.get(hook) ?? [])]) this.#run(hook, entry, args);
  }

  /** Number of listeners on `hook` (for tests). */
  count(hook: string): number {
    return this.#events.get(hook)?.length ?? 0;
  }

  /**
   * Runs `hook` as a reloaded page would: every listener now registered, and the `once` listeners it already ran
   * (registered at init, as a page registers them again on each load).
   */
  callAllAsReloaded(hook: string, ...args: unknown[]): void {
    for (const entry of [...(this.#spent.get(hook) ?? [])]) this.#run(hook, { ...entry, once: false }, args);
    this.callAll(hook, ...args);
  }

  #run(hook: string, entry: Entry, args: unknown[]): unknown {
    if (entry.once) {
      this.off(hook, entry.id);
      if (LIFECYCLE.has(hook)) this.#spent.set(hook, [...(this.#spent.get(hook) ?? []), entry]);
    }
    try {
      const result = entry.fn(...args);
      track(result);
      return result;
    } catch (error) {
      track(Promise.reject(error instanceof Error ? error : new Error(String(error))));
      return undefined;
    }
  }
}
