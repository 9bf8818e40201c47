/**
 * Stand-in for Foundry's `Hooks`: named events with `on`, `once`, `off`, `call` and `callAll`.
 * As in Foundry, `call` stops at the first listener returning `false` and returns `false`; `callAll` runs
 * every listener and returns `true`; a `once` listener is removed just before it runs (one that a
 * `call` never reached stays registered).
 */
type Listener = (...args: unknown[]) => unknown;

interface Entry {
  id: number;
  fn: Listener;
  once: boolean;
}

export class HarnessHooks {
  #events = new Map<string, Entry[]>();
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

  callAll(hook: string, ...args: unknown[]): true {
    for (const entry of [...(this.#events.get(hook) ?? [])]) this.#run(hook, entry, args);
    return true;
  }

  /** Number of listeners on `hook` (for tests). */
  count(hook: string): number {
    return this.#events.get(hook)?.length ?? 0;
  }

  #run(hook: string, entry: Entry, args: unknown[]): unknown {
    if (entry.once) this.off(hook, entry.id);
    return entry.fn(...args);
  }
}
