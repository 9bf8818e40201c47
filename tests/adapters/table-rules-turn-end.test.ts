// Issue 24 section 2, item 3. MOV-5 (srd51, srd52, delta): a creature that ends its turn in another creature's
// space falls prone, unless it is Tiny or larger than the other. The active GM applies it when the turn ends, and
// says so in chat; a5e and threeAction have no such rule.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayCombat } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;
const G = 100;

/** A started combat: Ayla (the player's) acts first, then Bran (the player's too), then the Ogre. */
async function setup(preset: string, sizes: Record<string, string> = {}): Promise<void> {
  h = await ledgerHarness(preset);
  const size = (name: string) => (sizes[name] ? { size: sizes[name] } : {});
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: size("Ayla") },
    { name: "Bran", initiative: 15, player: true, system: size("Bran") },
    { name: "Ogre", initiative: 10, type: "npc", system: size("Ogre") },
  );
}

async function place(spots: Record<string, [number, number]>): Promise<void> {
  for (const [name, [x, y]] of Object.entries(spots)) {
    await h.as(h.gm, () => h.doc(f.token(name), h.gm).update({ x: x * G, y: y * G }));
  }
  await h.settle();
}

/** The player ends the current turn (through the active GM) and everything that follows settles. */
async function playerEndsTurn(): Promise<void> {
  h.actAs(h.player);
  await f.combat.nextTurn();
  await h.settle();
}

const prone = (name: string) => (f.actors[name] as FrayActor).statuses.has("prone");
const chatTexts = () =>
  (game.messages as unknown as { contents: { content: string }[] }).contents.map((m) =>
    m.content.replace(/<[^>]+>/g, ""),
  );

beforeEach(() => {
  resetCoverIndexes();
});

describe("MOV-5 ending a turn in another creature's space", () => {
  for (const preset of ["srd52", "srd51", "delta"]) {
    it(`MOV-5 (${preset}): Ayla's turn ends in Bran's square: she falls prone, and the chat says why`, async () => {
      await setup(preset);
      await place({ Ayla: [2, 2], Bran: [2, 2], Ogre: [8, 8] });
      await playerEndsTurn();
      expect(prone("Ayla")).toBe(true);
      expect(prone("Bran")).toBe(false);
      expect(chatTexts()).toContain("Ayla ends the turn in another creature's space and falls prone.");
    });
  }

  it("MOV-5: Ayla flying 30 ft above Bran's square ends her turn there: the boxes don't overlap, she stays standing", async () => {
    await setup("srd52");
    await place({ Ayla: [2, 2], Bran: [2, 2], Ogre: [8, 8] });
    await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ elevation: 30 }));
    await h.settle();
    await playerEndsTurn();
    expect(prone("Ayla")).toBe(false);
  });

  it("MOV-5: a turn ending in open ground, or a Tiny creature's, or a larger creature's over a smaller one, leaves it standing", async () => {
    await setup("srd52", { Bran: "tiny", Ogre: "large" });
    await place({ Ayla: [2, 2], Bran: [5, 5], Ogre: [8, 8] });
    await playerEndsTurn(); // Ayla in open ground
    expect(prone("Ayla")).toBe(false);
    await place({ Bran: [8, 8] }); // Tiny Bran ends his turn in the Ogre's space
    await playerEndsTurn();
    expect(prone("Bran")).toBe(false);
    await place({ Ogre: [2, 2] }); // the Large Ogre ends its turn over Medium Ayla
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
    await h.settle();
    expect(prone("Ogre")).toBe(false);
    expect(chatTexts().some((t) => t.includes("falls prone"))).toBe(false);
  });

  it("MOV-5: a rider ends its turn in its mount's space and stays in the saddle (MOV-13)", async () => {
    await setup("srd52");
    const combat = h.doc(f.combat, h.gm) as unknown as FrayCombat;
    const [mount, rider] = [h.doc(f.combatant("Bran"), h.gm).id, h.doc(f.combatant("Ayla"), h.gm).id];
    await h.as(h.gm, () => combat.setRider(mount, rider));
    await place({ Ayla: [2, 2], Bran: [2, 2], Ogre: [8, 8] });
    await playerEndsTurn();
    expect(prone("Ayla")).toBe(false);
  });

  it("MOV-5: under a5e there is no such rule", async () => {
    await setup("a5e");
    await place({ Ayla: [2, 2], Bran: [2, 2], Ogre: [8, 8] });
    await playerEndsTurn();
    expect(prone("Ayla")).toBe(false);
  });

  it("MOV-5: names in the chat line are escaped", async () => {
    await setup("srd52");
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).update({ name: "<b>Ayla</b>" }));
    await place({ Ayla: [2, 2], Bran: [2, 2], Ogre: [8, 8] });
    await playerEndsTurn();
    const posted = (game.messages as unknown as { contents: { content: string }[] }).contents.at(-1)?.content ?? "";
    expect(posted).toContain("&lt;b&gt;Ayla&lt;/b&gt;");
    expect(posted).not.toContain("<b>Ayla</b>");
  });
});
