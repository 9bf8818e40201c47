// MOV-1: a creature's move in the active combat spends its movement from the turn ledger: checked before the
// move (FrayTokenDocument#_preUpdateMovement, which rejects a move longer than what is left), spent after it
// (the moveToken hook); a teleport spends nothing (OA-2); a GM may override a refused move.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import type { TokenDocument as HarnessToken } from "../harness/classes";

let h: LedgerHarness;
let f: Fight;

/** The token of the fight's combatant `name`, at the origin, as the acting client's copy. */
const tokenOf = (name: string): HarnessToken => f.token(name);

/** Lets the moveToken hook's spend (started, not awaited, by the hook) and the GM's write finish. */
const settled = () => h.settle();

const squares = (n: number) => n * 100;

describe("MOV-1 movement in combat spends the mover's movement", () => {
  beforeEach(async () => {
    h = await ledgerHarness();
    f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: { speed: { walk: 30 } } },
      { name: "Borin", initiative: 9 },
    );
  });

  it("MOV-1: a player's 20 ft move on its turn spends 20 ft through the GM", async () => {
    h.actAs(h.player);
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(4), y: 0 }])).toBe(true);
    await settled();
    expect(token.x).toBe(400);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 20, remaining: 10 });
  });

  it("MOV-1: a move longer than the movement left is refused: warned, not moved, nothing spent", async () => {
    h.actAs(h.player);
    const token = tokenOf("Ayla");
    await token.move([{ x: squares(4), y: 0 }]);
    await settled();
    expect(await token.move([{ x: squares(4), y: squares(3) }])).toBe(false);
    await settled();
    expect(h.warn).toHaveBeenCalledWith("Ayla: the move costs 15 ft but only 10 ft of movement is left.");
    expect(token.y).toBe(0);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 20, remaining: 10 });
  });

  it("MOV-1: off its own turn a player's move is refused", async () => {
    await f.combat.nextTurn();
    await h.settle();
    h.actAs(h.player);
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(1), y: 0 }])).toBe(false);
    expect(h.warn).toHaveBeenCalledWith("Ayla: it is not this creature's turn.");
  });

  it("MOV-1: the GM asked about an over-long move may refuse it or move anyway (a recorded override)", async () => {
    const token = tokenOf("Ayla");
    h.confirms.push(false, true);
    expect(await token.move([{ x: squares(7), y: 0 }])).toBe(false);
    expect(token.x).toBe(0);
    expect(await token.move([{ x: squares(7), y: 0 }])).toBe(true);
    await settled();
    expect(token.x).toBe(700);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 0, remaining: 30 });
    expect(f.combatant("Ayla").system).toMatchObject({
      ledgerOverrides: [{ cost: { kind: "movement", amount: 35 }, refused: "notEnoughMovement" }],
    });
  });

  it("OA-2 / MOV-1: a GM's teleport (blink) spends nothing; a walk then a blink spends the walk only", async () => {
    h.actAs(h.gm);
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(10), y: 0 }], { action: "blink" })).toBe(true);
    await settled();
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 0, remaining: 30 });
    await token.move([
      { x: squares(12), y: 0 },
      { x: squares(20), y: 0, action: "blink" },
    ]);
    await settled();
    expect(token.x).toBe(2000);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 10, remaining: 20 });
  });

  it("MOV-1: with no GM connected a player's move in combat is refused before the token moves", async () => {
    h.disconnect(h.gm);
    h.disconnect(h.assistant);
    h.actAs(h.player);
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(1), y: 0 }])).toBe(false);
    expect(h.warn).toHaveBeenCalledWith("No GM is connected to apply this.");
    expect(token.x).toBe(0);
  });

  it("OA-2: a GM's forced movement (fray-forced) spends nothing; a player's move with it spends as walking", async () => {
    expect(h.config.Token.movement.actions["fray-forced"]).toMatchObject({ label: "FRAY.TurnLedger.ForcedMovement" });
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(3), y: 0 }], { action: "fray-forced" })).toBe(true);
    await settled();
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 0, remaining: 30 });
    h.actAs(h.player);
    expect(await tokenOf("Ayla").move([{ x: squares(5), y: 0 }], { action: "fray-forced" })).toBe(true);
    await settled();
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 10, remaining: 20 });
  });

  it("MOV-1: outside the active combat a move spends nothing and is never refused", async () => {
    await f.combat.update({ active: false });
    h.actAs(h.player);
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(20), y: 0 }])).toBe(true);
    await settled();
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 0, remaining: 30 });
  });

  it("MOV-1: a reload keeps the movement spent", async () => {
    const token = tokenOf("Ayla");
    await token.move([{ x: squares(2), y: 0 }]);
    await settled();
    const { Combat } = await import("../harness/classes");
    const reloaded = new Combat(f.combat.toObject());
    const ayla = reloaded.combatants.find((c) => c.name === "Ayla");
    expect((ayla?.system as { ledger: { movement: unknown } }).ledger.movement).toEqual({ used: 10, remaining: 20 });
  });
});

describe("MOV-1 threeAction: no movement before a Stride", () => {
  it("MOV-1: a move at the start of a threeAction turn is refused", async () => {
    h = await ledgerHarness("threeAction");
    f = await fight(h, { name: "Ayla", initiative: 18, player: true });
    h.actAs(h.player);
    const token = tokenOf("Ayla");
    expect(await token.move([{ x: squares(1), y: 0 }])).toBe(false);
    expect(h.warn).toHaveBeenCalledWith("Ayla: the move costs 5 ft but only 0 ft of movement is left.");
  });
});
