// MOV-1 on moves made in several updates, as v13 makes them: a move with a checkpoint is checked and spent
// whole at its first part (passed + pending), its later parts spend nothing more; a move another check rejects
// after Fray's, or one that is stopped, leaves no plan behind; a player's move is spent by the active GM's
// client from its own moveToken hook, and one the rules refuse by then is flagged to the GM.
import { beforeEach, describe, expect, it } from "vitest";
import { asCombatant, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import type { TokenDocument as HarnessToken } from "../harness/classes";
import { plannedMoves } from "../../src/combat/movement/ledger-movement";
import { queueLedgerWrite } from "../../src/combat/ledger/ledger-queue";

let h: LedgerHarness;
let f: Fight;

const squares = (n: number) => n * 100;
const movement = () => ledgerOf(f.combatant("Ayla")).movement;

describe("MOV-1 a move in several parts spends once, for the whole move", () => {
  beforeEach(async () => {
    h = await ledgerHarness();
    f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: { speed: { walk: 30 } } },
      { name: "Borin", initiative: 9 },
    );
    h.actAs(h.player);
  });

  it("MOV-1: a 25 ft move with a checkpoint after 10 ft spends 25 ft at its first part, nothing at the second", async () => {
    const token: HarnessToken = f.token("Ayla");
    const seen: { passed: number; pending: number }[] = [];
    h.hooks.on("preMoveToken", (_t, m) => {
      const data = m as { passed: { cost: number }; pending: { cost: number } };
      seen.push({ passed: data.passed.cost, pending: data.pending.cost });
    });
    const moved = await token.move([
      { x: squares(2), y: 0, checkpoint: true },
      { x: squares(5), y: 0 },
    ]);
    expect(moved).toBe(true);
    await h.settle();
    expect(seen).toEqual([
      { passed: 10, pending: 15 },
      { passed: 15, pending: 0 },
    ]);
    expect(f.token("Ayla").x).toBe(500);
    expect(movement()).toEqual({ used: 25, remaining: 5 });
  });

  it("MOV-1: a move whose whole length is more than is left is refused before its first part", async () => {
    const token = f.token("Ayla");
    const moved = await token.move([
      { x: squares(4), y: 0, checkpoint: true },
      { x: squares(7), y: 0 },
    ]);
    expect(moved).toBe(false);
    await h.settle();
    expect(f.token("Ayla").x).toBe(0);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });

  it("MOV-1: a move another module rejects after Fray's check spends nothing, and the next move only its own", async () => {
    const veto = h.hooks.on("preMoveToken", () => false);
    expect(await f.token("Ayla").move([{ x: squares(3), y: 0 }])).toBe(false);
    expect(plannedMoves()).toBe(0); // a player's client plans no spend: the GM's client spends what happened
    h.hooks.off("preMoveToken", veto);
    expect(await f.token("Ayla").move([{ x: squares(1), y: 0 }])).toBe(true);
    await h.settle();
    expect(movement()).toEqual({ used: 5, remaining: 25 });
  });

  it("MOV-1: a GM's move another module rejects leaves a plan that the token's next move drops", async () => {
    h.actAs(h.gm);
    const veto = h.hooks.on("preMoveToken", () => false);
    expect(await f.token("Ayla").move([{ x: squares(3), y: 0 }])).toBe(false);
    expect(plannedMoves()).toBe(1); // Fray's check passed before the veto: its plan waits…
    h.hooks.off("preMoveToken", veto);
    expect(await f.token("Ayla").move([{ x: squares(1), y: 0 }])).toBe(true);
    await h.settle();
    expect(plannedMoves()).toBe(0); // …and is dropped by the token's next move
    expect(movement()).toEqual({ used: 5, remaining: 25 });
  });

  it("MOV-1: a player's client asks nothing for its move; the active GM's client spends it from its moveToken hook", async () => {
    h.operations.length = 0;
    expect(await f.token("Ayla").move([{ x: squares(2), y: 0 }])).toBe(true);
    await h.settle();
    expect(h.client(h.player).socket.sent).toEqual([]);
    expect(movement()).toEqual({ used: 10, remaining: 20 });
    const writes = h.operations.filter((o) => o.documentName === "Combatant");
    expect(writes.map((o) => o.userId)).toEqual([h.gm.id]);
  });

  it("MOV-1: the GM leaving between the player's check and the move: the assistant GM, now active, spends it", async () => {
    h.hooks.on("preMoveToken", () => {
      h.disconnect(h.gm); // after Fray's check, before the update: the GM's browser closes
      return true;
    });
    expect(await f.token("Ayla").move([{ x: squares(2), y: 0 }])).toBe(true);
    await h.settle();
    expect(movement()).toEqual({ used: 10, remaining: 20 });
    expect(h.operations.filter((o) => o.documentName === "Combatant").at(-1)?.userId).toBe(h.assistant.id);
  });

  it("MOV-1: a move stopped after its first part keeps what the first part spent; the next move spends its own", async () => {
    const token = f.token("Ayla");
    await token.move([
      { x: squares(1), y: 0, checkpoint: true },
      { x: squares(3), y: 0 },
    ]);
    token.stopMovement();
    await h.settle();
    expect(f.token("Ayla").x).toBe(100);
    expect(movement()).toEqual({ used: 15, remaining: 15 });
    expect(await f.token("Ayla").move([{ x: squares(2), y: 0 }])).toBe(true);
    await h.settle();
    expect(movement()).toEqual({ used: 20, remaining: 10 });
  });

  it("MOV-1: the ledger changed between the player's check and the move: the GM's client flags the move", async () => {
    const token = f.token("Ayla");
    // After the player's check passed, the GM's client spends Ayla's movement elsewhere (a shove, say), queued
    // with Ayla's other ledger writes, just before the move's update reaches the server.
    h.hooks.on("preMoveToken", () => {
      const gmCopy = h.doc(f.combatant("Ayla"), h.gm);
      const shove = () => gmCopy.update({ "system.ledger.movement": { used: 30, remaining: 0 } });
      void h.as(h.gm, () => queueLedgerWrite(asCombatant(gmCopy), shove));
      return true;
    });
    expect(await token.move([{ x: squares(2), y: 0 }])).toBe(true);
    await h.settle();
    expect(f.token("Ayla").x).toBe(200); // flagged, not moved back (the world's default)
    expect(movement()).toEqual({ used: 30, remaining: 0 });
    expect(h.client(h.gm).shown()).toContain(
      "Ayla moved 10 ft, which the rules refuse: the move costs 10 ft but only 0 ft of movement is left. The move stands and is flagged in its turn ledger.",
    );
  });
});
