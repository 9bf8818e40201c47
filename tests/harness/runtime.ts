/**
 * Which client's code is running. Foundry runs the same system code in every connected browser; the harness
 * runs one copy of Fray's modules for all of them, and the globals Fray reads (`game`, `Hooks`, `CONFIG`,
 * `ui`) resolve to the client whose code is running. That client is carried by Node's AsyncLocalStorage, so
 * it survives every `await`: a player's `item.use()` stays on the player's client through its whole chain,
 * while the GM's client answers a query or runs a turn event in its own context at the same time.
 *
 * Code outside any client context (a test's own body) runs on the *acting* client (`Harness#actAs`).
 *
 * Work the harness starts without awaiting it, as Foundry does (hooks fired on other clients, socket messages,
 * turn events after an update), is tracked, so `Harness#settle()` can wait until the world is quiet.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** What the runtime needs of a client: only its identity (the full client lives in client.ts). */
export interface RuntimeClient {
  readonly label: string;
}

const storage = new AsyncLocalStorage<RuntimeClient>();
let acting: RuntimeClient | undefined;

/** The client whose code is running: the async context's, else the acting client (typed by the caller). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names its client type
export function currentClient<C extends RuntimeClient>(): C {
  const client = storage.getStore() ?? acting;
  if (!client) throw new Error("harness: installFoundry() was not called");
  return client as C;
}

/** Runs `fn` as code of `client` (and everything it awaits or schedules). */
export function runOn<T>(client: RuntimeClient, fn: () => T): T {
  return storage.run(client, fn);
}

/** Sets the client a test's own code runs on. */
export function setActingClient(client: RuntimeClient | undefined): void {
  acting = client;
}

/** Whether code is running inside a client context (rather than on the acting client by default). */
export function insideClientContext(): boolean {
  return storage.getStore() !== undefined;
}

const background = new Set<Promise<unknown>>();
const failures: unknown[] = [];

/**
 * Keeps a promise the harness started and did not await (a hook's async listener, a socket delivery, turn
 * events), so `settle()` waits for it. A rejection is kept and rethrown by `settle()`: in Foundry it would be
 * an uncaught error in that client's console, which a test must not miss.
 */
export function track(work: unknown): void {
  if (!(work instanceof Promise)) return;
  const kept = work.catch((error: unknown) => {
    failures.push(error);
  });
  background.add(kept);
  void kept.finally(() => background.delete(kept));
}

/**
 * Resolves once no tracked work is left and a few macrotask turns passed without new work (timers of zero
 * delay included). Rethrows the first error a background task threw since the last call.
 */
export async function settle(): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    if (background.size) {
      quiet = 0;
      await Promise.all([...background]);
    } else {
      quiet += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const error = failures.shift();
  failures.length = 0;
  if (error === undefined) return;
  throw error instanceof Error ? error : new Error(JSON.stringify(error));
}

/** Forgets background work and errors (a fresh harness). */
export function resetBackground(): void {
  background.clear();
  failures.length = 0;
}
