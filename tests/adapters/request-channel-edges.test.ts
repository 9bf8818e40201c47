// Issue 26, attacks 11 (channel edges), each run from a hostile player's client on the multi-client harness:
// - a module's `game.fray.requests.register` can't take a name Fray answers (its handler stays Fray's);
// - a junk request (ids of the wrong kind, a list for data) is answered with the refusal `badRequest` and never
//   reaches a handler, so nothing throws on the GM's client; the other roles get the same answer and nothing
//   is written.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { REQUEST_SHAPES } from "../../src/net/request-shapes";
import { combatOf, initiativeHarness, named } from "./initiative-setup";
import type { RollHarness } from "./roll-setup";
import type { HarnessUser } from "../harness";
import type { FrayCombat } from "../../src/documents";
import type { Combat as HarnessCombat } from "../harness/classes";

let h: RollHarness;
let combat: FrayCombat & HarnessCombat;
let errors: unknown[][];

beforeEach(async () => {
  h = await initiativeHarness("delta");
  await h.settings.set("fray", "initiativeReorder", true);
  combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Bran", owner: h.player2 });
  h.dice.queue(20, 18, 12);
  await combat.rollAll();
  await h.settle();
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const roles = (): [string, HarnessUser][] => [
  ["the owner", h.player],
  ["another player", h.player2],
  ["an observer", h.observer],
];

describe("issue 26 attack 11: a module can't register a request name that replaces Fray's handler", () => {
  it("registering fray.applyDamage (or any fray. name) throws, and the GM still runs Fray's own check", async () => {
    const forged = vi.fn(() => Promise.resolve({ ok: true, damageTaken: 999 }));
    for (const client of h.clients) {
      expect(() => {
        h.as(client.user, () => {
          game.fray.requests.register("fray.applyDamage", forged);
        });
      }).toThrow(/reserved for Fray/);
    }
    expect(() => {
      game.fray.requests.register("fray.brandNew", forged);
    }).toThrow(/reserved for Fray/);
    for (const [, user] of roles()) {
      const answer = await h.as(user, () =>
        requestGm("fray.applyDamage", { messageId: "nope000000000000", targetUuid: "Actor.x", multiplier: 1 }),
      );
      expect(answer).toEqual({ ok: false, reason: "noMessage" });
    }
    expect(forged).not.toHaveBeenCalled();
  });
});

describe("issue 26 attack 11: a junk request answers with a clear refusal instead of throwing on the GM", () => {
  it("a junk swap request (ids that are not ids) is badRequest for every role; nothing logged, nothing written", async () => {
    const before = JSON.stringify(combat.toObject());
    h.operations.length = 0;
    const junk = [
      { combatId: combat.id, aId: 5, bId: { $gt: "" } },
      { combatId: combat.id, aId: named(combat, "Ayla").id },
      { combatId: combat.id, aId: named(combat, "Ayla").id, bId: ["x"] },
    ];
    for (const [, user] of roles()) {
      for (const data of junk) {
        expect(await h.as(user, () => requestGm("fray.swapInitiative", data))).toEqual({
          ok: false,
          reason: "badRequest",
        });
      }
    }
    await h.settle();
    expect(errors).toEqual([]);
    expect(h.operations).toEqual([]);
    expect(JSON.stringify(combat.toObject())).toBe(before);
  });

  it("data that is not an object (a list, a string) reaches no handler: badRequest", async () => {
    const spy = vi.fn(() => Promise.resolve({ ok: true }));
    h.onEveryClient(() => {
      game.fray.requests.register("my-module.echo", spy);
    });
    for (const data of [["a"], "text", 7, null]) {
      h.client(h.player).socket.emit("system.fray", {
        type: "request",
        id: "junk000000000000",
        to: h.gm.id,
        name: "fray.swapInitiative",
        data,
      });
      h.client(h.player).socket.emit("system.fray", {
        type: "request",
        id: "junk000000000001",
        to: h.gm.id,
        name: "my-module.echo",
        data,
      });
    }
    await h.settle();
    expect(spy).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    const answers = h
      .client(h.gm)
      .socket.sent.map((m) => m.message as { type: string; result: unknown })
      .filter((m) => m.type === "answer")
      .map((m) => m.result);
    expect(answers).toHaveLength(8);
    for (const result of answers) expect(result).toEqual({ ok: false, reason: "badRequest" });
  });

  it("every Fray request has a shape row (a fray. request without one would be refused)", () => {
    const names = [
      "fray.setInitiative",
      "fray.orderTie",
      "fray.swapInitiative",
      "fray.advanceTurn",
      "fray.spendLedger",
      "fray.releaseLedger",
      "fray.keepLedger",
      "fray.opportunity",
      "fray.applyDamage",
      "fray.applyCondition",
      "fray.recordOutcome",
    ];
    for (const name of names) expect(REQUEST_SHAPES[name], name).toBeDefined();
  });
});
