/**
 * Stand-in for v13 queries (CONFIG.queries, User#query): `user.query(name, data, { timeout })` runs the handler
 * registered as `CONFIG.queries[name]` on that user's client and resolves to what it returns. Names must carry
 * a package prefix; an inactive user, or a name nobody registered, rejects. While the handler runs, `game.user`
 * is the user asked (the GM's client answers), then the asker again. Data crosses the "socket" as a copy.
 */
import type { Harness } from "./index";
import { HarnessUser } from "./users";

type QueryHandler = (data: unknown, options: { timeout?: number }) => unknown;

/** Adds `query` to the harness users; `h` supplies the current user and the queries config. */
export function installQueries(h: Harness): void {
  Object.defineProperty(HarnessUser.prototype, "query", {
    configurable: true,
    writable: true,
    async value(this: HarnessUser, name: string, data: unknown, options: { timeout?: number } = {}) {
      if (!name.includes(".")) throw new Error(`query "${name}": names must be prefixed with a package id`);
      if (!this.active) throw new Error(`query "${name}": user ${this.name} is not connected`);
      const handler = h.config.queries[name] as QueryHandler | undefined;
      if (typeof handler !== "function") throw new Error(`query "${name}" is not registered`);
      const asker = h.game.user;
      h.actAs(this);
      try {
        return structuredClone(await handler(structuredClone(data), options));
      } finally {
        h.actAs(asker);
      }
    },
  });
}
