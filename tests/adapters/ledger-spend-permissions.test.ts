// Issue 12 acceptance, per request: `fray.spendLedger` sent over the authenticated channel by the creature's
// owner (allowed), by another player, by an observer of the creature, by a player who owns nothing, and with a
// forged sender id inside the data. All but the owner are refused by the active GM's client (`notOwner`) and
// nothing is written: no Combatant update reaches the server and the ledger is unchanged.
import { beforeEach, describe, expect, it } from "vitest";
import { creature } from "./roll-setup";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { SPEND_LEDGER_QUERY } from "../../src/combat/ledger/ledger-spend";
import { requestGm } from "../../src/net/gm-requests";
import type { FrayActor } from "../../src/documents/actor";
import type { HarnessUser } from "../harness";

let h: LedgerHarness;
let f: Fight;

const combatantWrites = () => h.operations.filter((o) => o.documentName === "Combatant");

/** The data of a spend of Ayla's action, as a client sends it; `extra` is laid over it. */
const spendData = (extra: Record<string, unknown> = {}) => ({
  combatId: f.combat.id,
  combatantId: f.combatant("Ayla").id,
  request: { step: "cost", cost: { kind: "action" }, attack: false, reason: "Dash" },
  ...extra,
});

const send = (user: HarnessUser, data: Record<string, unknown>) =>
  h.as(user, () => requestGm(SPEND_LEDGER_QUERY, data));

/** Asserts the request was refused and nothing was written. */
async function refusedWithNothingWritten(user: HarnessUser, data: Record<string, unknown>): Promise<void> {
  const before = ledgerOf(f.combatant("Ayla"));
  h.operations.length = 0;
  expect(await send(user, data)).toEqual({ ok: false, reason: "notOwner" });
  await h.settle();
  expect(combatantWrites()).toEqual([]);
  expect(ledgerOf(f.combatant("Ayla"))).toEqual(before);
}

describe("fray.spendLedger: who may ask", () => {
  beforeEach(async () => {
    h = await ledgerHarness();
    f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    // The observer user may see Ayla's sheet (OBSERVER), not own it.
    const ownership = { default: 0, [h.player.id]: 3, [h.observer.id]: 2 };
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).update({ ownership } as never));
    h.operations.length = 0;
  });

  it("ECON-1: the owner: allowed, one Combatant update by the active GM", async () => {
    expect(await send(h.player, spendData())).toMatchObject({ ok: true });
    expect(combatantWrites()).toEqual([expect.objectContaining({ action: "update", userId: h.gm.id })]);
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
  });

  it("another player (who owns a creature of its own): refused, nothing written", async () => {
    await h.as(h.gm, () => creature("Cato", {}, "character", { default: 0, [h.player2.id]: 3 }));
    await refusedWithNothingWritten(h.player2, spendData());
  });

  it("an observer of the creature: refused, nothing written", async () => {
    await refusedWithNothingWritten(h.observer, spendData());
  });

  it("a player who owns nothing: refused, nothing written", async () => {
    await refusedWithNothingWritten(h.player2, spendData());
  });

  it("a forged sender id inside the data (the owner's, the GM's): refused, nothing written", async () => {
    for (const id of [h.player.id, h.gm.id]) {
      await refusedWithNothingWritten(
        h.player2,
        spendData({ userId: id, senderId: id, asker: id, user: id, from: id, reserve: true }),
      );
    }
  });
});
