// Issue 26: the soak's hostile operations on the cards and the request channel (helper J's attacks). Each is
// something a hostile player's client can send; each checks right away that the GM refused it, and throws a
// SoakViolation (which fails the run, unlike a refusal that throws) when it was let through.
//
// Extension point: the map-and-turn attacks (moves, teleports, sides, reservations, duplicate combatants) go in
// a sibling file exporting a record of the same `HostileOp` shape, spread into the soak's operations beside
// `cardAttacks` (tests/soak/soak.test.ts, `ops`).
import { requestGm } from "../../src/net/gm-requests";
import { REQUEST_SHAPES } from "../../src/net/request-shapes";
import type { Harness, HarnessUser } from "../harness";

/** A broken invariant found by a hostile operation: the soak stops on it (a plain error is a refusal). */
export class SoakViolation extends Error {
  override name = "SoakViolation";
}

/** What a hostile operation gets: the harness, a seeded random pick, and the table's documents. */
export interface SoakContext {
  readonly h: Harness;
  readonly pick: <T>(list: readonly T[]) => T;
  readonly random: () => number;
}

export type HostileOp = (user: HarnessUser) => Promise<unknown>;

/** Values of every kind but the ones a request's fields hold. */
const JUNK: readonly unknown[] = [5, -1.5, { $gt: "" }, ["x", 1], true, "", "a".repeat(300), null];

/** The attacks of issue 26 items 4-6 (cards, channel, formulas), as soak operations for `ctx`. */
export function cardAttacks(ctx: SoakContext): Record<string, HostileOp> {
  const { h, pick } = ctx;
  return {
    /** Attack 11: a Fray request with a junk field is answered `badRequest` (or no GM to ask), never run. */
    async junkRequest(user) {
      if (user.isGM) return;
      const names = Object.keys(REQUEST_SHAPES);
      const name = pick(names);
      const shape = REQUEST_SHAPES[name] ?? {};
      const data: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) data[key] = "aaaaaaaaaaaaaaaa";
      const fields = Object.keys(shape).filter((k) => !(shape[k] ?? "").endsWith("?") || ctx.random() < 0.5);
      const field = pick(fields.length ? fields : Object.keys(shape));
      // A required field, or an optional one given a value of the wrong kind (null is allowed there).
      data[field] = pick(JUNK.filter((v) => v !== null || !(shape[field] ?? "").endsWith("?")));
      const answer = (await h.as(user, () => requestGm(name, data).catch(() => ({ ok: false })))) as {
        ok?: boolean;
        reason?: string;
      };
      if (answer.ok === true) throw new SoakViolation(`junk ${name}.${field} was answered ok`);
    },
    /** Attack 11: a module's registration can't take over a Fray request name. */
    async takeOverRequest(user) {
      const name = pick(Object.keys(REQUEST_SHAPES));
      let replaced = true;
      try {
        h.as(user, () => {
          game.fray.requests.register(name, () => Promise.resolve({ ok: true, forged: true }));
        });
      } catch {
        replaced = false;
      }
      if (replaced) throw new SoakViolation(`a module registered ${name}`);
      return Promise.resolve();
    },
  };
}
