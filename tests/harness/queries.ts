/**
 * Stand-in for v13 queries (CONFIG.queries, User#query): `user.query(name, data, { timeout })` runs the handler
 * the asked user's client registered as `CONFIG.queries[name]`, in that client's context, and resolves to what
 * it returns. As in v13 the handler gets `(queryData, queryOptions)` and is NOT told who asked (core issue
 * foundryvtt/foundryvtt#13418); data and answer cross the socket as JSON. Names must carry a package prefix;
 * asking a user who is not connected, or a name its client did not register, rejects; with `timeout` (ms) a
 * handler that has not answered in time rejects the asker's promise (the handler itself runs on).
 * Installed for every harness (index.ts).
 */
import { overTheWire } from "./context";
import { currentClient, runOn, type RuntimeClient } from "./runtime";
import { HarnessUser } from "./users";

type QueryHandler = (data: unknown, options: { timeout?: number | undefined }) => unknown;

/** What queries need of the world: a user's client and its `CONFIG.queries`. */
export interface QueryWorld {
  clientOf(user: HarnessUser): (RuntimeClient & { config: { queries: Record<string, unknown> } }) | undefined;
  /** Every query asked, oldest first: who asked (the harness knows; the handler is not told), whom, what. */
  readonly queryLog: { from: string; to: string; name: string }[];
}

/** Adds `query` to the harness users, answering through `world`. */
export function installQueries(world: QueryWorld): void {
  Object.defineProperty(HarnessUser.prototype, "query", {
    configurable: true,
    writable: true,
    async value(this: HarnessUser, name: string, data: unknown, options: { timeout?: number } = {}) {
      if (!name.includes(".")) throw new Error(`query "${name}": names must be prefixed with a package id`);
      const target = world.clientOf(this);
      if (!this.active || !target) throw new Error(`query "${name}": user ${this.name} is not connected`);
      const handler = target.config.queries[name] as QueryHandler | undefined;
      if (typeof handler !== "function") throw new Error(`query "${name}" is not registered on ${this.name}'s client`);
      const sent = overTheWire(data);
      world.queryLog.push({ from: currentClient<RuntimeClient & { user: HarnessUser }>().user.id, to: this.id, name });
      const answer = runOn(target, async () => overTheWire(await handler(sent, { timeout: options.timeout })));
      if (options.timeout === undefined) return answer;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expiry = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`query "${name}" to ${this.name} timed out after ${options.timeout} ms`));
        }, options.timeout);
      });
      try {
        return await Promise.race([answer, expiry]);
      } finally {
        clearTimeout(timer);
      }
    },
  });
}
