// Issue 12 item 5, movement enforced where it counts: a player's move is spent by the active GM's client from
// its own moveToken hook (src/combat/movement/ledger-movement-gm.ts). A hostile client that skips its own check (here:
// FrayTokenDocument#_preUpdateMovement answering true) still pays: a move the rules refuse is flagged (the
// movement left used up, a flagged record with the mover's id, a GM warning naming the creature) or, with the
// world setting fray.movementOverspend at "revert", moved back where it began.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { FrayTokenDocument } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;

const squares = (n: number) => n * 100;
const movement = () => ledgerOf(f.combatant("Ayla")).movement;
const records = () => (f.combatant("Ayla").system as { ledgerOverrides: unknown[] }).ledgerOverrides;
const gmShown = () => h.client(h.gm).shown();

/** The player's client skips Fray's check before a move, as a hostile client can. */
function skipMoverCheck(): void {
  const proto = FrayTokenDocument.prototype as unknown as { _preUpdateMovement(): Promise<boolean> };
  vi.spyOn(proto, "_preUpdateMovement").mockResolvedValue(true);
}

beforeEach(async () => {
  h = await ledgerHarness();
  f = await fight(
    h,
    { name: "Ayla", initiative: 18, player: true, system: { speed: { walk: 30 } } },
    { name: "Borin", initiative: 9 },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MOV-1 a player's move the rules refuse, seen by the GM's client", () => {
  it("flag (default): a 35 ft move with 30 ft left stands; the movement is used up, recorded and told to the GM", async () => {
    skipMoverCheck();
    h.actAs(h.player);
    expect(await f.token("Ayla").move([{ x: squares(7), y: 0 }])).toBe(true);
    await h.settle();
    expect(f.token("Ayla").x).toBe(700);
    expect(movement()).toEqual({ used: 30, remaining: 0 });
    expect(records()).toEqual([
      expect.objectContaining({
        userId: h.player.id,
        cost: { kind: "movement", amount: 35 },
        reason: "movement",
        refused: "notEnoughMovement",
        flagged: true,
      }),
    ]);
    expect(gmShown()).toContain(
      "Ayla moved 35 ft, which the rules refuse: the move costs 35 ft but only 30 ft of movement is left. The move stands and is flagged in its turn ledger.",
    );
    expect(h.client(h.player).socket.sent).toEqual([]);
  });

  it("flag: a move off the creature's turn is recorded with notYourTurn; nothing is spent", async () => {
    // Borin off Ayla's square first: a turn ended in another creature's space would leave her prone (MOV-5).
    await h.as(h.gm, () => h.doc(f.token("Borin"), h.gm).update({ x: squares(9), y: squares(9) }));
    await f.combat.nextTurn(); // Borin's turn
    await h.settle();
    skipMoverCheck();
    h.actAs(h.player);
    const before = movement();
    await f.token("Ayla").move([{ x: squares(2), y: 0 }]);
    await h.settle();
    expect(movement()).toEqual(before);
    expect(records()).toEqual([expect.objectContaining({ refused: "notYourTurn", flagged: true })]);
    expect(gmShown().some((m) => m.startsWith("Ayla moved 10 ft, which the rules refuse"))).toBe(true);
  });

  it("revert: the token is moved back where the move began; nothing is spent or recorded", async () => {
    await h.settings.set("fray", "movementOverspend", "revert");
    skipMoverCheck();
    h.actAs(h.player);
    expect(await f.token("Ayla").move([{ x: squares(7), y: 0 }])).toBe(true);
    await h.settle();
    expect(f.token("Ayla").x).toBe(0);
    for (const user of [h.gm, h.player2]) expect(h.doc(f.token("Ayla"), user).x).toBe(0);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(records()).toEqual([]);
    expect(gmShown()).toContain(
      "Ayla moved 35 ft, which the rules refuse: the move costs 35 ft but only 30 ft of movement is left. It was moved back.",
    );
  });

  it("revert: a refused move in two parts is moved back after each part and ends where it began", async () => {
    await h.settings.set("fray", "movementOverspend", "revert");
    skipMoverCheck();
    h.actAs(h.player);
    await f.token("Ayla").move([
      { x: squares(4), y: 0, checkpoint: true },
      { x: squares(8), y: 0 },
    ]);
    await h.settle();
    expect(f.token("Ayla").x).toBe(0);
    expect(movement()).toEqual({ used: 0, remaining: 30 });
    expect(gmShown().filter((m) => m.includes("moved back"))).toHaveLength(1);
  });

  it("revert: a move that fits is spent as usual and stays", async () => {
    await h.settings.set("fray", "movementOverspend", "revert");
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: squares(3), y: 0 }]);
    await h.settle();
    expect(f.token("Ayla").x).toBe(300);
    expect(movement()).toEqual({ used: 15, remaining: 15 });
    expect(gmShown()).toEqual([]);
  });

  it("the setting is a world setting only a GM may change, 'flag' by default", async () => {
    expect(h.settings.get("fray", "movementOverspend")).toBe("flag");
    h.actAs(h.player);
    await expect(h.settings.set("fray", "movementOverspend", "revert")).rejects.toThrow();
  });
});
