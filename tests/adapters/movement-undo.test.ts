// Issue 24 item 1.2: undoing a move. v13 reverts recorded combat movement (TokenDocument#revertRecordedMovement,
// #12667) with a move of method "undo" (#13724: each step with the original action). Fray refunds what the GM's
// client recorded for the reverted move, and the walk back provokes nothing, is not refused and is not moved back
// by the GM's overspend rule; but only when the GM's own record shows this token made that move this turn and the
// undo ends where that move began. A forged "undo" is charged and scanned as a walk. A GM's config or paste move
// is free; a player's is an ordinary move.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { G, promptsShown as prompts } from "./opportunity-setup";
import { dialogs } from "../harness/applications";
import { FrayTokenDocument } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;

/** A started combat: the Orc (an NPC with a scimitar) acts first, then it is Ayla's turn (a player's, speed 30). */
async function setup(): Promise<void> {
  ({ h, f } = await fixture.orcThenAyla("srd52", 30));
  // The Orc stands far off unless a test brings it near.
  await place({ Ayla: [0, 0, 1], Orc: [9, 9, -1] });
}

const place = (spots: Record<string, [number, number, number]>) => fixture.place(h, f, spots);
const settled = () => fixture.movesSettled(h);
const movement = () => ledgerOf(f.combatant("Ayla")).movement;
const at = () => [f.token("Ayla").x / G, f.token("Ayla").y / G];

/** `user` moves Ayla to square (x, y) (`method` api unless given). */
async function walk(user: typeof h.player, x: number, y = 0, method?: string): Promise<boolean> {
  h.actAs(user);
  const moved = await f.token("Ayla").move([{ x: x * G, y: y * G }], method ? { method } : {});
  await settled();
  return moved;
}

/** `user` undoes Ayla's last recorded move (Ctrl+Z). */
async function undo(user: typeof h.player): Promise<boolean> {
  h.actAs(user);
  const done = await (
    f.token("Ayla") as unknown as { revertRecordedMovement(): Promise<boolean> }
  ).revertRecordedMovement();
  await settled();
  return done;
}

fixture.freshOpportunitiesEachTest();
beforeEach(async () => {
  await setup();
});

describe("MOV-1 undoing a move refunds what the GM recorded for it", () => {
  it("MOV-1: a player's undo of this turn's move goes back and gets its movement back, unrefused", async () => {
    await walk(h.player, 4);
    expect(movement()).toEqual({ used: 20, remaining: 10 });
    expect(await undo(h.player)).toBe(true);
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(h.client(h.player).shown()).toEqual([]);
    expect(h.client(h.gm).shown()).toEqual([]);
  });

  it("MOV-1: two moves undone one after the other refund each", async () => {
    await walk(h.player, 2);
    await walk(h.player, 5);
    expect(movement()).toEqual({ used: 25, remaining: 5 });
    await undo(h.player);
    expect(at()).toEqual([2, 0]);
    expect(movement()).toEqual({ used: 10, remaining: 20 });
    await undo(h.player);
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });

  it("MOV-1: the undo of a move that used up the movement is not moved back by the GM's overspend rule", async () => {
    await h.settings.set("fray", "movementOverspend", "revert");
    await walk(h.player, 6);
    expect(movement()).toEqual({ used: 30, remaining: 0 });
    // A client that skips its own check: the GM alone decides.
    const proto = FrayTokenDocument.prototype as unknown as { _preUpdateMovement(): Promise<boolean> };
    vi.spyOn(proto, "_preUpdateMovement").mockResolvedValue(true);
    await undo(h.player);
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(h.client(h.gm).shown()).toEqual([]);
  });

  it("MOV-1: a GM's undo of the move the GM made refunds it on the GM's client", async () => {
    await walk(h.gm, 3);
    expect(movement()).toEqual({ used: 15, remaining: 15 });
    await undo(h.gm);
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });

  it("MOV-1: a forged undo (a walk sent with method 'undo') is charged as a walk", async () => {
    await walk(h.player, 4, 0, "undo");
    expect(at()).toEqual([4, 0]);
    expect(movement()).toEqual({ used: 20, remaining: 10 });
  });

  it("MOV-1: an undo that doesn't end where the recorded move began is charged as a walk", async () => {
    await walk(h.player, 2);
    // Sent as an undo from where the move ended, but to somewhere else.
    await walk(h.player, 2, 2, "undo");
    expect(movement()).toEqual({ used: 20, remaining: 10 });
  });

  it("MOV-1: undoing a move of an earlier turn refunds nothing: it is charged as a walk", async () => {
    await walk(h.player, 2);
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn()); // the Orc's turn, round 2
    await h.settle();
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn()); // Ayla's turn again
    await h.settle();
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    await undo(h.player);
    expect(at()).toEqual([0, 0]);
    expect(movement()).toEqual({ used: 10, remaining: 20 });
  });
});

describe("OA-1 the walk back of an undo provokes nothing", () => {
  it("OA-1: undoing a move into a hostile's reach leaves the reach without an opportunity attack", async () => {
    await place({ Orc: [2, 1, -1] });
    await walk(h.player, 1); // into the Orc's reach: provokes nothing
    dialogs.answers.push({ action: "pass" }, { action: "pass" });
    await undo(h.player);
    expect(at()).toEqual([0, 0]);
    expect(prompts()).toHaveLength(0);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });

  it("OA-1: a forged undo that leaves a hostile's reach is offered the attack as any walk", async () => {
    await place({ Orc: [1, 1, -1] });
    dialogs.answers.push({ action: "pass" }, { action: "pass" });
    await walk(h.player, 3, 0, "undo");
    expect(prompts()).toHaveLength(1);
    expect(at()).toEqual([3, 0]);
  });
});

describe("MOV-1 a GM's config or paste move", () => {
  it("MOV-1: a GM's config move (the token's sheet) or paste is free", async () => {
    await walk(h.gm, 3, 0, "config");
    await walk(h.gm, 5, 0, "paste");
    expect(at()).toEqual([5, 0]);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
  });

  it("MOV-1: a player's config or paste move is an ordinary move", async () => {
    await walk(h.player, 2, 0, "config");
    await walk(h.player, 3, 0, "paste");
    expect(movement()).toEqual({ used: 15, remaining: 15 });
  });
});
