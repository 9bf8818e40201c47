// Issue 12 item 7: the turn ledger and the GM override records live in the Combatant's `system`, which v13 lets
// the combatant's owner update (FIDELITY F18). The active GM's client undoes a non-GM write to
// `system.ledger` or `system.ledgerOverrides` (its updateCombatant hook, with the server's user id), from the
// values a GM last wrote (src/combat/ledger/ledger-guard.ts), and the GM's spends read those values, never a forged one.
import { beforeEach, describe, expect, it } from "vitest";
import { asCombatant, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { spendFromLedger } from "../../src/combat/ledger/ledger-spend";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;

const overrides = () => (f.combatant("Ayla").system as { ledgerOverrides: unknown[] }).ledgerOverrides;
const writers = () => h.operations.filter((o) => o.documentName === "Combatant").map((o) => o.userId);
const restored = "Ayla: Player changed its turn ledger, which only a GM writes; the GM's values are back.";

/** The player's own client writes Ayla's combatant directly, as a hostile client can. */
async function forge(changes: Record<string, unknown>): Promise<void> {
  await h.as(h.player, () => h.doc(f.combatant("Ayla"), h.player).update(changes));
}

describe("GM-only ledger fields a player can reach", () => {
  beforeEach(async () => {
    h = await ledgerHarness();
    f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "action" }); // the GM spends Ayla's action
    h.operations.length = 0;
  });

  it("ECON-1: a player giving its creature a fresh action is undone by the active GM's client; the GM is warned", async () => {
    await forge({ "system.ledger.actions": { used: 0, remaining: 1 } });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(writers()).toEqual([h.player.id, h.gm.id]);
    expect(h.client(h.gm).shown()).toContain(restored);
    for (const user of [h.player, h.player2, h.observer]) {
      expect(ledgerOf(h.doc(f.combatant("Ayla"), user)).actions).toEqual({ used: 1, remaining: 0 });
    }
  });

  it("ECON-1: a player erasing the GM's override records gets them back", async () => {
    h.confirms.push(true);
    await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "action" }, { reason: "Second Wind" });
    expect(overrides()).toHaveLength(1);
    await forge({ "system.ledgerOverrides": [] });
    await h.settle();
    expect(overrides()).toEqual([expect.objectContaining({ reason: "Second Wind", refused: "notEnoughActions" })]);
  });

  it("RES-5: a player who owns a legendary monster's combatant can't refill its legendary actions", async () => {
    // The GM spends two legendary actions for the creature (as src/combat/ledger/legendary-actions.ts writes them).
    await h.as(h.gm, () => h.doc(f.combatant("Ayla"), h.gm).update({ "system.legendarySpent": 2 }));
    await h.settle();
    await forge({ "system.legendarySpent": 0 });
    await h.settle();
    const spent = (user: typeof h.gm) =>
      (h.doc(f.combatant("Ayla"), user).system as unknown as { legendarySpent: number }).legendarySpent;
    expect(spent(h.gm)).toBe(2);
    for (const user of [h.player, h.player2, h.observer]) expect(spent(user)).toBe(2);
    expect(h.client(h.gm).shown()).toContain(restored);
  });

  it("the values restored are the GM's latest write, and a player's other changes stay", async () => {
    await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "reaction" });
    await forge({ "system.ledger.reactions": { perRound: 1, used: 0 }, "flags.fray.note": "mine" });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ actions: { used: 1 }, reactions: { used: 1 } });
    expect(f.combatant("Ayla").flags).toMatchObject({ fray: { note: "mine" } });
  });

  it("ECON-1: a spend asked right after a forged write is checked against the GM's ledger, not the forged one", async () => {
    await forge({ "system.ledger.actions": { used: 0, remaining: 1 } });
    h.actAs(h.player);
    const result = await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "action" });
    await h.settle();
    expect(result).toMatchObject({ ok: false, reason: "notEnoughActions" });
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
  });

  it("with only the assistant GM connected, the assistant's client undoes the write", async () => {
    h.disconnect(h.gm);
    await forge({ "system.ledger.actions": { used: 0, remaining: 1 } });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(writers()).toEqual([h.player.id, h.assistant.id]);
  });

  it("a combatant a player adds with a ledger and override records of its own starts with neither", async () => {
    const ledger = { ...ledgerOf(f.combatant("Ayla")), actions: { used: 0, remaining: 1 } };
    const forged = [{ round: 1, turn: 0, userId: h.gm.id, cost: { kind: "free" }, reason: "", refused: "" }];
    const actorId = (f.actors.Ayla as FrayActor).id;
    await h.as(h.player, () =>
      h
        .doc(f.combat, h.player)
        .createEmbeddedDocuments("Combatant", [
          { name: "Ayla again", actorId, system: { ledger, ledgerOverrides: forged } },
        ]),
    );
    await h.settle();
    const added = f.combat.combatants.find((c) => c.name === "Ayla again");
    expect(added?.system).toMatchObject({ ledger: null, ledgerOverrides: [] });
  });
});
