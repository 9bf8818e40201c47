// Issue 12 item 3, no lost updates and no double spends: the GM's client writes one combatant's ledger one
// write at a time (src/combat/ledger/ledger-queue.ts), so two spends made at once both count, or only one when only
// one fits; an item's use reserves its cost before its roll and gives it back when the roll is cancelled
// (src/combat/ledger/ledger-reserve.ts); a double click posts one card. The server round trip of a Combatant update is
// stretched (`serverLatency`) so that a second spend arrives while the first one's write is on its way, as it
// does over a real network.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asCombatant, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { commitLedgerSpend, prepareLedgerSpend, spendFromLedger } from "../../src/combat/ledger/ledger-spend";
import { RELEASE_LEDGER_REQUEST, KEEP_LEDGER_REQUEST } from "../../src/combat/ledger/ledger-reserve";
import { requestGm } from "../../src/net/gm-requests";
import { FrayCombatant } from "../../src/documents";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { HarnessUser } from "../harness";
import { follow } from "../harness";

let h: LedgerHarness;
let f: Fight;

/** Every Combatant update waits `ms` before it reaches the server (a network round trip). */
function serverLatency(ms = 5): void {
  const proto = FrayCombatant.prototype as unknown as { update(...args: unknown[]): Promise<unknown> };
  const original: (...args: unknown[]) => Promise<unknown> = Reflect.get(proto, "update");
  vi.spyOn(proto, "update").mockImplementation(async function (this: unknown, ...args: unknown[]) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return original.apply(this, args);
  });
}

const ayla = () => asCombatant(f.combatant("Ayla"));
const spendAs = (user: HarnessUser, cost: Parameters<typeof spendFromLedger>[1]) =>
  h.as(user, () => spendFromLedger(ayla(), cost));
const combatantWrites = () => h.operations.filter((o) => o.action === "update" && o.documentName === "Combatant");
const messageCount = () => (game.messages as unknown as { size: number }).size;

async function item(data: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await h.as(h.gm, () =>
    (f.actors.Ayla as FrayActor).createEmbeddedDocuments("Item", [data as never]),
  );
  return follow((created as FrayItem[])[0] as FrayItem);
}

/** DialogV2.wait as the roll dialog calls it: `answer` runs while the dialog is open; null closes it. */
function rollDialog(answer: () => Promise<unknown>): void {
  const api = (foundry.applications as unknown as { api: { DialogV2: Record<string, unknown> } }).api;
  api.DialogV2.wait = vi.fn(answer);
}

beforeEach(async () => {
  h = await ledgerHarness();
  f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
  // Both players own Ayla (a shared companion, say), so both may spend from her ledger.
  const owners = { default: 0, [h.player.id]: 3, [h.player2.id]: 3 };
  await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).update({ ownership: owners } as never));
  h.operations.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("two simultaneous spends on one combatant", () => {
  it("ECON-1: two players spend Ayla's one action at once: exactly one succeeds, the other is refused", async () => {
    serverLatency();
    const results = await Promise.all([spendAs(h.player, { kind: "action" }), spendAs(h.player2, { kind: "action" })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ reason: "notEnoughActions" });
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(combatantWrites()).toHaveLength(1);
  });

  it("ECON-1 / ECON-2: an action and a reaction at once both fit: both succeed, neither is lost", async () => {
    serverLatency();
    const results = await Promise.all([
      spendAs(h.player, { kind: "action" }),
      spendAs(h.player2, { kind: "reaction" }),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ actions: { used: 1 }, reactions: { used: 1 } });
    expect(combatantWrites()).toHaveLength(2);
  });

  it("MOV-1: 10 ft and 15 ft at once both fit: 25 ft spent", async () => {
    serverLatency();
    await Promise.all([
      spendAs(h.player, { kind: "movement", amount: 10 }),
      spendAs(h.player2, { kind: "movement", amount: 15 }),
    ]);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 25, remaining: 5 });
  });

  it("ECON-1: the GM's own spend and a player's request for the last action at once: exactly one succeeds", async () => {
    serverLatency();
    const results = await Promise.all([spendAs(h.gm, { kind: "action" }), spendAs(h.player, { kind: "action" })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(combatantWrites()).toHaveLength(1);
  });
});

describe("an item's use reserves its cost before its roll", () => {
  it("ECON-7: the attack's action is spent while the roll dialog is open; another use meanwhile is refused; closing the dialog gives it back", async () => {
    const sword = await item({ name: "Sword", type: "weapon", system: {} });
    const light = await item({ name: "Light", type: "spell", system: { activation: { type: "action" } } });
    let seenWhileOpen: unknown = null;
    let otherUse: unknown = "not tried";
    rollDialog(async () => {
      seenWhileOpen = ledgerOf(h.doc(f.combatant("Ayla"), h.gm)).actions;
      otherUse = await h.as(h.player2, () => light.use());
      return null; // the player closes the dialog
    });
    const before = messageCount();
    h.actAs(h.player);
    expect(await sword.rollAttack({ targets: [] })).toBeNull();
    await h.settle();
    expect(seenWhileOpen).toEqual({ used: 1, remaining: 0 });
    expect(otherUse).toBeNull();
    expect(h.client(h.player2).shown()).toContain("Ayla: no action left this turn.");
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { used: 0, remaining: 1 },
      attackActionTaken: false,
      attacksThisTurn: 0,
    });
    expect(messageCount()).toBe(before);
    expect(await light.use()).not.toBeNull(); // the action is there again
    expect(ledgerOf(f.combatant("Ayla")).actions.remaining).toBe(0);
  });

  it("ECON-1: a hook cancelling the card (preCreateChatMessage) gives the spend back; the GM's own use too", async () => {
    const light = await item({ name: "Light", type: "spell", system: { activation: { type: "action" } } });
    for (const user of [h.player, h.gm]) {
      h.actAs(user);
      const veto = h.hooks.on("preCreateChatMessage", () => false);
      expect(await light.use()).toBeNull();
      h.hooks.off("preCreateChatMessage", veto);
      await h.settle();
      expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 0, remaining: 1 });
    }
  });

  it("ECON-1: what was spent while the dialog was open stays spent when the roll is cancelled", async () => {
    const sword = await item({ name: "Sword", type: "weapon", system: {} });
    rollDialog(async () => {
      await spendAs(h.player2, { kind: "movement", amount: 10 });
      return null;
    });
    h.actAs(h.player);
    await sword.rollAttack({ targets: [] });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { used: 0, remaining: 1 },
      movement: { used: 10, remaining: 20 },
    });
  });

  it("only the user who reserved a spend may give it back, once; a kept spend can't be given back", async () => {
    h.actAs(h.player);
    const plan = await prepareLedgerSpend(ayla(), {
      step: "cost",
      cost: { kind: "action" },
      attack: false,
      reason: "",
    });
    if (!plan) throw new Error("no plan");
    const spent = await commitLedgerSpend(plan, { reserve: true, usedBy: "check" });
    if (!spent.ok || spent.reservation === undefined) throw new Error("not reserved");
    const reservation = spent.reservation;
    h.operations.length = 0;
    for (const user of [h.player2, h.observer]) {
      expect(await h.as(user, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({
        ok: false,
        reason: "noReservation",
      });
    }
    expect(combatantWrites()).toHaveLength(0);
    expect(await requestGm(RELEASE_LEDGER_REQUEST, { reservation })).toMatchObject({ ok: true });
    expect(ledgerOf(f.combatant("Ayla")).actions.used).toBe(0);
    expect(await requestGm(RELEASE_LEDGER_REQUEST, { reservation })).toMatchObject({ reason: "noReservation" });

    const again = await commitLedgerSpend(plan, { reserve: true, usedBy: "check" });
    if (!again.ok) throw new Error("not spent");
    expect(await requestGm(KEEP_LEDGER_REQUEST, { reservation: again.reservation })).toMatchObject({ ok: true });
    expect(await requestGm(RELEASE_LEDGER_REQUEST, { reservation: again.reservation })).toMatchObject({
      reason: "noReservation",
    });
    expect(ledgerOf(f.combatant("Ayla")).actions.used).toBe(1);
  });
});

describe("a double click posts one card", () => {
  it("ECON-1: two clicks on a spell in combat: one card, one action spent, no warning", async () => {
    const light = await item({ name: "Light", type: "spell", system: { activation: { type: "action" } } });
    h.actAs(h.player);
    const before = messageCount();
    const results = await Promise.all([light.use(), light.use()]);
    await h.settle();
    expect(results.filter((m) => m !== null)).toHaveLength(1);
    expect(messageCount()).toBe(before + 1);
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(h.client(h.player).shown()).toEqual([]);
  });

  it("two clicks on a free feature outside combat post one card; a later click posts another", async () => {
    await h.as(h.gm, () => f.combat.update({ active: false }));
    const note = await item({ name: "Note", type: "feature", system: {} });
    h.actAs(h.player);
    const before = messageCount();
    await Promise.all([note.use(), note.use()]);
    expect(messageCount()).toBe(before + 1);
    await note.use();
    expect(messageCount()).toBe(before + 2);
  });

  it("ATK-4: two clicks on an attack roll one attack and count one", async () => {
    const sword = await item({ name: "Sword", type: "weapon", system: {} });
    h.actAs(h.player);
    h.dice.queue(20, 10);
    const results = await Promise.all([
      sword.rollAttack({ fastForward: true, targets: [] }),
      sword.rollAttack({ fastForward: true, targets: [] }),
    ]);
    await h.settle();
    expect(results.filter((m) => m !== null)).toHaveLength(1);
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ attacksThisTurn: 1, actions: { used: 1 } });
  });
});
