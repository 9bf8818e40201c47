// Issue 26 attacks 3 and 4 (turns a hostile player could gain), on the multi-client harness. Attack 3: reserve an
// action, post the card that used it, then send "release": the GM settles a reservation itself when it sees that
// card created (src/combat/ledger/ledger-reserve.ts), and a release after that is refused. Attack 4: a second combatant
// for one's own character (one per token, and one per actor for linked actors, per combat): the active GM removes
// it and tells the GMs (src/combat/one-combatant.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asCombatant, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { commitLedgerSpend, prepareLedgerSpend } from "../../src/combat/ledger/ledger-spend";
import { RELEASE_LEDGER_REQUEST } from "../../src/combat/ledger/ledger-reserve";
import { requestGm } from "../../src/net/gm-requests";
import type { FrayActor } from "../../src/documents/actor";
import type { HarnessUser } from "../harness";

let h: LedgerHarness;
let f: Fight;

const ayla = () => asCombatant(f.combatant("Ayla"));

/** Ayla's sword, made by the GM; its id. */
async function aylaSword(): Promise<string> {
  const actor = h.doc(f.actors.Ayla as FrayActor, h.gm);
  const made: unknown = await h.as(h.gm, () =>
    actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon", system: { equipped: true } }] as never),
  );
  await h.settle();
  return (made as { id: string }[])[0]?.id ?? "";
}

/**
 * The player reserves Ayla's action for the use of her item `usedBy` (as an item's use does before its roll);
 * resolves to the reservation id.
 */
async function reserveAction(usedBy: string): Promise<string> {
  h.actAs(h.player);
  const plan = await prepareLedgerSpend(ayla(), { step: "cost", cost: { kind: "action" }, attack: false, reason: "" });
  if (!plan) throw new Error("no plan");
  const spent = await commitLedgerSpend(plan, { reserve: true, usedBy });
  if (!spent.ok || spent.reservation === undefined) throw new Error("not reserved");
  await h.settle();
  return spent.reservation;
}

/** `user` posts a card spoken by Ayla for her item `itemId` (the card the reserved action was for), or for none. */
async function postCard(user: HarnessUser, itemId: string | null): Promise<void> {
  const actor = h.doc(f.actors.Ayla as FrayActor, user);
  const itemUuid = itemId ? `${actor.uuid}.Item.${itemId}` : null;
  await h.as(user, () =>
    ChatMessage.implementation.create({
      content: "Sword attack",
      speaker: ChatMessage.getSpeaker({ actor }),
      ...(itemUuid ? { flags: { fray: { itemCard: { itemUuid } } } } : {}),
    }),
  );
  await h.settle();
}

let sword: string;

beforeEach(async () => {
  h = await ledgerHarness();
  f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
  sword = await aylaSword();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ECON-1 attack 3: a reservation can't be given back once the card that used it is posted", () => {
  it("forger: reserve, post the attack card, then 'release': refused, the action stays spent", async () => {
    const reservation = await reserveAction(sword);
    await postCard(h.player, sword);
    const answer = await h.as(h.player, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }));
    await h.settle();
    expect(answer).toMatchObject({ ok: false });
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
  });

  it("owner: a roll cancelled before any card is given back", async () => {
    const reservation = await reserveAction(sword);
    expect(await h.as(h.player, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({ ok: true });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 0, remaining: 1 });
  });

  it("another player and an observer can't release the owner's reservation, before or after the card", async () => {
    const reservation = await reserveAction(sword);
    for (const user of [h.player2, h.observer]) {
      expect(await h.as(user, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({ ok: false });
    }
    await postCard(h.player, sword);
    for (const user of [h.player2, h.observer]) {
      expect(await h.as(user, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({ ok: false });
    }
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
  });

  it("a card posted by someone else for Ayla does not settle the owner's reservation", async () => {
    const reservation = await reserveAction(sword);
    await postCard(h.gm, sword);
    expect(await h.as(h.player, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({ ok: true });
  });
});

describe("ECON-1 a reservation is settled only by the card of what it was reserved for", () => {
  it("owner: a card Ayla posts for nothing reserved (a plain message in her name) leaves the sword's reservation open", async () => {
    const reservation = await reserveAction(sword);
    await postCard(h.player, null);
    expect(await h.as(h.player, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({ ok: true });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 0, remaining: 1 });
  });

  it("owner: a card of another of Ayla's items leaves it open too", async () => {
    const dagger = await aylaSword();
    const reservation = await reserveAction(sword);
    await postCard(h.player, dagger);
    expect(await h.as(h.player, () => requestGm(RELEASE_LEDGER_REQUEST, { reservation }))).toMatchObject({ ok: true });
  });

  it("forger: a reservation for no item of Ayla's is refused (it could never be settled by its card)", async () => {
    h.actAs(h.player);
    const plan = await prepareLedgerSpend(ayla(), {
      step: "cost",
      cost: { kind: "action" },
      attack: false,
      reason: "",
    });
    if (!plan) throw new Error("no plan");
    for (const usedBy of ["", "no-such-item0000"]) {
      expect(await commitLedgerSpend(plan, { reserve: true, usedBy })).toMatchObject({
        ok: false,
        reason: "badRequest",
      });
    }
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 0, remaining: 1 });
  });

  it("owner: the sword's use from the sheet (its attack card) settles it; a release after is refused", async () => {
    const weapon = h.doc(f.actors.Ayla as FrayActor, h.player).items.get(sword) as unknown as {
      rollAttack(o: object): Promise<unknown>;
    };
    h.actAs(h.player);
    h.dice.queue(20, 12);
    await weapon.rollAttack({ fastForward: true, targets: [] });
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
  });
});

describe("CMB-1 attack 4: one combatant per token, and per actor for a linked actor, per combat", () => {
  /** `user` adds a combatant for Ayla's token to the combat. */
  async function addAyla(user: HarnessUser) {
    const combat = h.doc(f.combat, user) as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    const token = f.token("Ayla");
    const data = {
      name: "Ayla",
      actorId: (f.actors.Ayla as FrayActor).id,
      sceneId: token.parent?.id,
      tokenId: token.id,
    };
    const made = h.as(user, () => combat.createEmbeddedDocuments("Combatant", [data]));
    await made.catch(() => undefined);
    await h.settle();
    return made;
  }
  const aylas = () => h.doc(f.combat, h.gm).combatants.contents.filter((c) => c.name === "Ayla");

  it("forger (the owner): a second combatant for Ayla's token is removed, and the GM told", async () => {
    await addAyla(h.player);
    expect(aylas()).toHaveLength(1);
    expect(h.client(h.gm).shown().join("\n")).toContain("second combatant");
  });

  it("forger: a second combatant for Ayla's linked actor, without her token, is removed too", async () => {
    await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ actorLink: true }));
    await h.settle();
    const combat = h.doc(f.combat, h.player) as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    const actorId = (f.actors.Ayla as FrayActor).id;
    await h.as(h.player, () => combat.createEmbeddedDocuments("Combatant", [{ name: "Ayla", actorId }]));
    await h.settle();
    expect(aylas()).toHaveLength(1);
  });

  it("another player and an observer can't add one for Ayla at all (refused by the server)", async () => {
    for (const user of [h.player2, h.observer]) await expect(addAyla(user)).rejects.toThrow();
    expect(aylas()).toHaveLength(1);
  });
});
