// Acceptance (issue 11): a player, on its own client, rolls initiative, attacks with its sword and moves its
// token; the active GM's client performs every write a player may not (the initiative count, the turn
// ledger), the player's client writes only what v13 lets it (its own token, its own chat cards), and every
// connected client ends up seeing the same state. Run twice: with the GM connected, and with only an
// assistant GM (who is then the active GM and answers the player's requests). CMB-2, ECON-1, ECON-7, MOV-1.
import { describe, expect, it } from "vitest";
import { ledgerHarness, ledgerOf, type LedgerHarness } from "./ledger-setup";
import { follow, type HarnessUser } from "../harness";
import { Scene, TokenDocument, type Combat as HarnessCombat } from "../harness/classes";
import { FrayCombat } from "../../src/documents";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

/** A fight set up by `gm`: Ayla (the player's, with a sword and a token) and an orc, no initiative rolled. */
async function table(h: LedgerHarness, gm: HarnessUser) {
  return h.as(gm, async () => {
    const ayla = (await Actor.create({
      name: "Ayla",
      type: "character",
      ownership: { default: 0, [h.player.id]: 3 },
      system: { abilities: { dex: { value: 14 } }, speed: { walk: 30 } },
    } as never)) as unknown as FrayActor;
    const orc = (await Actor.create({ name: "Orc", type: "npc", system: {} } as never)) as unknown as FrayActor;
    const [sword] = (await ayla.createEmbeddedDocuments("Item", [
      { name: "Sword", type: "weapon", system: {} },
    ] as never)) as unknown as FrayItem[];
    const scene = await Scene.create({
      name: "Arena",
      tokens: [
        { _id: "ayla-token000000", name: "Ayla", actorId: ayla.id, x: 0, y: 0 },
        { _id: "orc-token0000000", name: "Orc", actorId: orc.id, x: 500, y: 0 },
      ],
    });
    if (!scene || !sword) throw new Error("set-up failed");
    const combat = await CONFIG.Combat.documentClass.create({
      active: true,
      combatants: [
        { name: "Ayla", actorId: ayla.id, sceneId: scene.id, tokenId: "ayla-token000000" },
        { name: "Orc", actorId: orc.id, sceneId: scene.id, tokenId: "orc-token0000000" },
      ],
    });
    if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
    const token = scene.getEmbeddedDocument("Token", "ayla-token000000");
    if (!(token instanceof TokenDocument)) throw new Error("no token");
    return {
      combat: follow(combat as unknown as HarnessCombat & FrayCombat),
      sword: follow(sword),
      token: follow(token),
    };
  });
}

describe.each([
  ["the GM connected", false],
  ["only an assistant GM connected", true],
])("issue 11 acceptance: a player's turn from its own client, %s", (_label, assistantOnly) => {
  it("CMB-2 / ECON-1 / ECON-7 / MOV-1: the player rolls, attacks and moves; the active GM's client writes the rest", async () => {
    const h = await ledgerHarness();
    if (assistantOnly) h.disconnect(h.gm);
    const gm = assistantOnly ? h.assistant : h.gm;
    expect(h.users.activeGM).toBe(gm);
    h.actAs(gm); // the test's own reads go through the active GM's client
    const { combat, sword, token } = await table(h, gm);
    h.operations.length = 0;

    // The player rolls Ayla's initiative from its own client; the active GM checks it and writes the count.
    h.dice.queue(20, 16);
    await h.as(h.player, () => combat.rollAll());
    await h.settle();
    expect(h.doc(combat, h.player).turns.find((c) => c.name === "Ayla")?.initiative).toBe(18);

    // The GM rolls for the orc and begins: Ayla's turn.
    h.dice.queue(20, 3);
    await h.as(gm, async () => {
      await combat.rollNPC();
      await combat.startCombat();
    });
    await h.settle();
    expect(h.doc(combat, h.player).combatant?.name).toBe("Ayla");

    // On her turn the player attacks (the Attack action) and moves 10 ft, from the player's client.
    h.actAs(h.player);
    h.dice.queue(20, 12);
    expect(await sword.rollAttack({ fastForward: true, targets: [] })).not.toBeNull();
    expect(await token.move([{ x: 200, y: 0 }])).toBe(true);
    await h.settle();
    h.actAs(gm);

    const ayla = h.doc(combat, h.player).turns.find((c) => c.name === "Ayla");
    if (!ayla) throw new Error("no Ayla");
    expect(ledgerOf(ayla)).toMatchObject({
      actions: { used: 1, remaining: 0 },
      attackActionTaken: true,
      movement: { used: 10, remaining: 20 },
    });

    // Who wrote what: the combat's documents only by the active GM; the player its token and its cards.
    const byPlayer = h.operations.filter((o) => o.userId === h.player.id);
    expect(new Set(byPlayer.map((o) => o.documentName))).toEqual(new Set(["ChatMessage", "Token"]));
    const combatWrites = h.operations.filter((o) => ["Combat", "Combatant", "CombatantGroup"].includes(o.documentName));
    expect(combatWrites.length).toBeGreaterThan(0);
    expect(combatWrites.every((o) => o.userId === gm.id)).toBe(true);
    // The player's client asked the active GM (and no other user), over the system socket, for the writes it
    // may not make: the attack's spend reserved before its roll, then kept; its move it asked nothing for (the
    // GM's client spends a player's move from its own moveToken hook).
    const asked = h.client(h.player).socket.sent.map((m) => m.message as { type: string; name: string; to: string });
    const requests = asked.filter((m) => m.type === "request");
    expect(requests.map((m) => m.name)).toEqual(["fray.setInitiative", "fray.spendLedger", "fray.keepLedger"]);
    expect(requests.every((m) => m.to === gm.id)).toBe(true);

    // Every connected client sees the same token, order and ledgers.
    const view = (user: HarnessUser) => {
      const copy = h.doc(combat, user);
      return {
        x: h.doc(token, user).x,
        order: copy.turns.map((c) => [c.name, c.initiative]),
        ledgers: copy.turns.map((c) => c.system),
      };
    };
    const connected = h.users.contents.filter((u) => u.active);
    expect(connected).toHaveLength(assistantOnly ? 4 : 5);
    for (const user of connected) expect(view(user)).toEqual(view(gm));
  });
});
