// Issue 26 attacks 1 and 5 (what a hostile player can do on the map), on the multi-client harness: the player's
// client is hostile (it skips Fray's own check before a move, or writes the token with forged movement data or
// none at all). The GM's client judges each move from its own last-seen position of the token
// (src/combat/movement/gm-positions.ts), never the `origin`, `id` or cost the data claims; a player's teleport is refused
// (or walked) by the world setting `fray.playerTeleport`. Another player and an observer can't move the token.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { G, freshOpportunitiesEachTest, movesSettled, orcThenAyla, place as placeTokens } from "./opportunity-setup";
import { ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { dialogs } from "../harness/applications";
import { FrayTokenDocument } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;

async function setup(): Promise<void> {
  ({ h, f } = await orcThenAyla("srd52", 30));
  await place({ Ayla: [0, 0, 1], Orc: [9, 9, -1] });
}

const place = (spots: Record<string, [number, number, number]>) => placeTokens(h, f, spots);
const settled = () => movesSettled(h);
const movement = () => ledgerOf(f.combatant("Ayla")).movement;
const at = () => [f.token("Ayla").x / G, f.token("Ayla").y / G];
const prompts = () =>
  dialogs.shown.filter((o) => ((o.classes as string[] | undefined) ?? []).includes("fray-opportunity-dialog"));

/** The hostile client skips Fray's check before a move (FrayTokenDocument#_preUpdateMovement answers true). */
function skipMoverCheck(): void {
  const proto = FrayTokenDocument.prototype as unknown as { _preUpdateMovement(): Promise<boolean> };
  vi.spyOn(proto, "_preUpdateMovement").mockResolvedValue(true);
}

/** v13 `TokenMovementData` as a hostile client forges it: the move to (x, y) claimed to start at `origin`. */
function forged(id: string, to: [number, number], origin: [number, number]) {
  const point = (p: [number, number]) => ({ x: p[0] * G, y: p[1] * G, elevation: 0 });
  const waypoint = { ...point(to), action: "walk", cost: 0, checkpoint: false, movementId: id };
  return {
    id,
    method: "api",
    origin: point(origin),
    destination: point(to),
    chain: [],
    constrainOptions: {},
    recorded: false,
    passed: { waypoints: [waypoint], cost: 0, distance: 0, spaces: 0 },
    pending: { waypoints: [], cost: 0, distance: 0, spaces: 0 },
    state: "completed",
    constrained: false,
  };
}

/** `user` writes Ayla's token to square (x, y), with `movement` data (or none) in the update's options. */
function writeAs(user: Parameters<LedgerHarness["as"]>[0], to: [number, number], movement?: object) {
  const token = h.doc(f.token("Ayla"), user);
  const options = movement ? { movement: { [token.id]: movement } } : {};
  return h.as(user, () => token.update({ x: to[0] * G, y: to[1] * G }, options));
}

freshOpportunitiesEachTest();

beforeEach(async () => {
  await setup();
});

describe("MOV-1 attack 5: a move is spent from where the GM saw the token, never from the data's origin or id", () => {
  it("forger: a move whose origin claims its destination is spent from where the token stood (20 ft)", async () => {
    skipMoverCheck();
    await writeAs(h.player, [4, 0], forged("movementforged01", [4, 0], [4, 0]));
    await settled();
    expect(at()).toEqual([4, 0]);
    expect(movement()).toEqual({ used: 20, remaining: 10 });
  });

  it("forger: reusing the previous move's id spends the new move too", async () => {
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 2 * G, y: 0 }]);
    await settled();
    expect(movement()).toEqual({ used: 10, remaining: 20 });
    const id = h.doc(f.token("Ayla"), h.gm).movement?.id ?? "";
    skipMoverCheck();
    await writeAs(h.player, [5, 0], forged(id, [5, 0], [2, 0]));
    await settled();
    expect(movement()).toEqual({ used: 25, remaining: 5 });
  });

  it("forger: a plain x/y write with no movement data is a move like any other", async () => {
    await writeAs(h.player, [4, 0]);
    await settled();
    expect(movement()).toEqual({ used: 20, remaining: 10 });
  });

  it("forger: a plain x/y write past the movement left is moved back under 'revert'", async () => {
    await h.settings.set("fray", "movementOverspend", "revert");
    await writeAs(h.player, [8, 0]);
    await settled();
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });

  it("OA-1 forger: a forged origin does not dodge the GM's opportunity backstop", async () => {
    await place({ Orc: [1, 1, -1] });
    dialogs.answers.push({ action: "pass" });
    skipMoverCheck();
    await writeAs(h.player, [3, 0], forged("movementforged02", [3, 0], [3, 0]));
    await settled();
    expect(prompts()).toHaveLength(1);
  });

  it("OA-1 forger: a plain x/y write out of a foe's reach is offered the opportunity attack", async () => {
    await place({ Orc: [1, 1, -1] });
    dialogs.answers.push({ action: "pass" });
    await writeAs(h.player, [3, 0]);
    await settled();
    expect(prompts()).toHaveLength(1);
  });

  it("MOV-4 forger: an unconstrained move through a wall that blocks movement is moved back by the GM", async () => {
    const scene = h.doc(f.token("Ayla"), h.gm).parent as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    await h.as(h.gm, () => scene.createEmbeddedDocuments("Wall", [{ c: [2 * G, 0, 2 * G, 4 * G] }]));
    await h.settle();
    skipMoverCheck();
    await writeAs(h.player, [4, 0], forged("movementforged03", [4, 0], [0, 0]));
    await settled();
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(h.client(h.gm).shown().join("\n")).toContain("a wall that blocks movement is in the way");
  });

  it("owner: an honest move is spent once, as before", async () => {
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 3 * G, y: 0 }]);
    await settled();
    expect(movement()).toEqual({ used: 15, remaining: 15 });
  });

  it("another player and an observer can't move Ayla's token at all (refused by the server), before and after", async () => {
    for (const user of [h.player2, h.observer]) {
      await expect(writeAs(user, [4, 0])).rejects.toThrow();
    }
    await settled();
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });
});

describe("OA-2 attack 1: a player's teleport (core blink) by the world setting fray.playerTeleport", () => {
  it("refused (default): the owner's blink is put back, with a message naming the setting", async () => {
    expect(h.settings.get("fray", "playerTeleport")).toBe("refused");
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 6 * G, y: 0, action: "blink" }]);
    await settled();
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(h.client(h.player).shown().join("\n")).toContain("Player teleports");
  });

  it("refused: a forger's blink that skips the check is moved back by the GM", async () => {
    skipMoverCheck();
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 6 * G, y: 0, action: "blink" }]);
    await settled();
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(h.client(h.gm).shown().join("\n")).toContain("Player teleports");
  });

  it("walk: the blink is charged as a walk and scanned for opportunity attacks", async () => {
    await h.settings.set("fray", "playerTeleport", "walk");
    await place({ Orc: [1, 1, -1] });
    dialogs.answers.push({ action: "pass" });
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 4 * G, y: 0, action: "blink" }]);
    await settled();
    expect(at()).toEqual([4, 0]);
    expect(movement()).toEqual({ used: 20, remaining: 10 });
    expect(prompts()).toHaveLength(1);
  });

  it("a GM's teleport stays free and provokes nothing", async () => {
    await place({ Orc: [1, 1, -1] });
    await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).move([{ x: 6 * G, y: 0, action: "blink" }]));
    await settled();
    expect(at()).toEqual([6, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(prompts()).toHaveLength(0);
  });

  it("the setting is a world setting only a GM may change", async () => {
    h.actAs(h.player);
    await expect(h.settings.set("fray", "playerTeleport", "walk")).rejects.toThrow();
  });
});
