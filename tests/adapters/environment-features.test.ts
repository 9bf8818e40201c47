// Issue 13 item 1 and ENV-3: Fray's "Environment feature" region behaviour puts one of a5e's environment features on
// the squares of a region: difficult terrain slows moves (MOV-2), an obstacle gives the cover its entry states
// (COV-7) and a hazard that calls for a roll is told to the GMs when a creature in combat moves into it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addRegion, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes, tokenCover, type TokenLike } from "../../src/scene/cover/cover-hooks";
import { forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { coverBetween, createCoverScene, environmentFeature } from "../../src/rules";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { hazardButtons } from "../../src/canvas/hazards/environment-hazard-card";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import { EnvironmentFeatureBehavior } from "../../src/data/region/environment-feature";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;
const G = 100;

const used = () => ledgerOf(f.combatant("Ayla <i>")).movement.used;

async function setup(others: { name: string; x: number; y: number }[] = []) {
  h = await ledgerHarness("a5e");
  f = await fight(
    h,
    { name: "Ayla <i>", initiative: 20, player: true, system: { speed: { walk: 60 } } },
    ...others.map((o, i) => ({ name: o.name, initiative: 10 - i, type: "npc" as const })),
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla <i>"), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  for (const o of others) await h.as(h.gm, () => h.doc(f.token(o.name), h.gm).update({ x: o.x * G, y: o.y * G }));
  await h.settings.set("fray", "opportunityAttacks", "off");
  await h.settle();
}

/** A region on the squares given (x, y, w, h) holding `feature`. */
const feature = (key: string, squares: { x: number; y: number; w: number; h: number }, more = {}) =>
  addRegion(h, f.token("Ayla <i>"), {
    name: key,
    squares,
    behaviors: [{ type: "fray.environmentFeature", system: { feature: key, ...more } }],
  });

async function move(...squares: [number, number][]): Promise<boolean> {
  h.actAs(h.player);
  const moved = await f.token("Ayla <i>").move(squares.map(([x, y]) => ({ x: x * G, y: y * G })));
  await opportunityMovesSettled();
  await h.settle();
  return moved;
}

const hazardCards = () =>
  game.messages.contents.filter((m) =>
    (m as unknown as { content: string }).content.includes("fray-card--hazard"),
  ) as unknown as {
    content: string;
    whisper: string[];
  }[];

beforeEach(() => {
  resetCoverIndexes();
  forgetOpportunityOffers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MOV-2 an environment feature that is difficult terrain", () => {
  it("MOV-2, ENV-3: thick trudge (swampy) doubles the squares' cost; tenacious mud, not difficult, doesn't", async () => {
    await setup();
    await feature("swampy.thickTrudge", { x: 1, y: 0, w: 2, h: 1 });
    await move([3, 0]);
    expect(used()).toBe(25); // (1,0) and (2,0) difficult: 10 + 10, then 5
    await feature("swampy.tenaciousMud", { x: 4, y: 0, w: 2, h: 1 });
    await move([6, 0]);
    expect(used()).toBe(25 + 15);
  });
});

describe("COV-7 an environment obstacle gives its cover", () => {
  async function archers() {
    await setup([
      { name: "Orc", x: 6, y: 0 },
      { name: "Goblin", x: 6, y: 2 },
    ]);
  }
  const cover = (a: string, b: string) =>
    tokenCover(h.doc(f.token(a), h.gm) as unknown as TokenLike, h.doc(f.token(b), h.gm) as unknown as TokenLike)
      ?.degree;

  it("COV-7: trees between two creatures give half cover, as the pure core says for one-square obstacles there", async () => {
    await archers();
    expect(cover("Ayla <i>", "Orc")).toBe("none");
    await feature("forested.trees", { x: 3, y: 0, w: 1, h: 1 });
    expect(cover("Ayla <i>", "Orc")).toBe("half");
    const pure = coverBetween(
      createCoverScene({
        creatures: [
          { id: "a", space: { x: 0, y: 0, side: 1 } },
          { id: "o", space: { x: 6, y: 0, side: 1 } },
        ],
        obstacles: [{ space: { x: 3, y: 0, side: 1 }, degree: "half" }],
      }),
      "a",
      "o",
    );
    expect(cover("Ayla <i>", "Orc")).toBe(pure.degree);
    // The Goblin's lines pass south of the trees.
    expect(cover("Ayla <i>", "Goblin")).toBe("none");
  });

  it("COV-7: brush covers only a prone target; tables only once pushed over (a behaviour change is read at once)", async () => {
    await archers();
    await feature("forested.brush", { x: 3, y: 0, w: 1, h: 1 });
    expect(cover("Ayla <i>", "Orc")).toBe("none");
    await h.as(h.gm, () => h.doc(f.actors.Orc as FrayActor, h.gm).toggleStatusEffect("prone"));
    await h.settle();
    expect(cover("Ayla <i>", "Orc")).toBe("half");
    const tables = await feature("furnished.tables", { x: 3, y: 1, w: 1, h: 1 });
    expect(cover("Ayla <i>", "Goblin")).toBe("none");
    // The GM ticks "pushed over" in the behaviour's own config (v13: a behaviour is a document in its region).
    const [behavior] = (tables as unknown as { behaviors: { contents: { update(d: object): Promise<unknown> }[] } })
      .behaviors.contents;
    await h.as(h.gm, () => behavior?.update({ "system.pushedOver": true }));
    await h.settle();
    expect(cover("Ayla <i>", "Goblin")).toBe("half");
  });
});

describe("ENV-3 a hazard is told to the GMs when a creature in combat moves into it", () => {
  it("ENV-3: walking into tenacious mud posts the GMs a card with its save, DC and condition, the name escaped", async () => {
    await setup();
    await feature("swampy.tenaciousMud", { x: 2, y: 0, w: 2, h: 1 });
    await move([1, 0]);
    expect(hazardCards()).toHaveLength(0);
    await move([3, 0]);
    const cards = hazardCards();
    expect(cards).toHaveLength(1);
    const card = cards[0] as { content: string; whisper: string[] };
    expect(card.whisper).toEqual(h.users.filter((u) => u.isGM).map((u) => u.id));
    expect(card.content).toContain("Ayla &lt;i&gt; enters Tenacious mud (Swampy).");
    expect(card.content).toContain("DC 12 Strength saving throw or Restrained");
    expect(card.content).not.toContain("<i>");
    // Moving on inside the mud enters nothing new.
    await move([2, 0]);
    expect(hazardCards()).toHaveLength(1);
  });

  it("ENV-3: passing through a burning surface tells its damage; difficult terrain alone tells nothing", async () => {
    await setup();
    await feature("fiery.burningSurface", { x: 2, y: 0, w: 1, h: 1 });
    await feature("swampy.thickTrudge", { x: 5, y: 0, w: 1, h: 1 });
    await move([4, 0]);
    expect(hazardCards().map((c) => c.content)).toEqual([expect.stringContaining("<li>1d6 fire damage</li>")]);
    await move([6, 0]);
    expect(hazardCards()).toHaveLength(1);
  });

  /** Ayla walks into tenacious mud; the hazard card, as `who`'s client has it (acting as that user from then on). */
  async function mudCard(who: "gm" | "player"): Promise<ChatMessage.Implementation> {
    await setup();
    await feature("swampy.tenaciousMud", { x: 2, y: 0, w: 2, h: 1 });
    await move([3, 0]);
    h.actAs(h[who]);
    const card = game.messages.contents.find((m) => m.content.includes("fray-card--hazard")) as unknown as
      ChatMessage.Implementation | undefined;
    if (!card) throw new Error("no hazard card");
    return card;
  }

  it("ENV-3: the GM's buttons roll the creature's save against the feature's DC and apply its condition", async () => {
    const card = await mudCard("gm");
    expect(card.content).toContain('data-hazard="save"');
    expect(card.content).toContain("Roll Strength save (DC 12)");
    expect(card.content).toContain("Apply Restrained");
    h.dice.queue(20, 7);
    const shift = { shiftKey: true } as unknown as Event;
    expect(await onCardAction(card, { action: "frayHazard", hazard: "save" }, shift)).toEqual({ ok: true });
    await h.settle();
    const save = game.messages.contents.at(-1)?.rolls[0] as unknown as FrayD20Roll;
    expect(save.fray).toMatchObject({ kind: "save", subject: "str", dc: 12, actorUuid: f.actors["Ayla <i>"]?.uuid });
    expect(await onCardAction(card, { action: "frayHazard", hazard: "condition" })).toEqual({ ok: true });
    expect((f.actors["Ayla <i>"] as FrayActor).statuses.has("restrained")).toBe(true);
    // Tenacious mud calls for no check.
    expect(await onCardAction(card, { action: "frayHazard", hazard: "check" })).toEqual({
      ok: false,
      reason: "notAHazard",
    });
  });

  it("ENV-3: a player can't use the buttons, and a card a player wrote with a hazard flag is not trusted", async () => {
    const card = await mudCard("player");
    expect(await onCardAction(card, { action: "frayHazard", hazard: "condition" })).toEqual({
      ok: false,
      reason: "notGm",
    });
    const forged = await ChatMessage.implementation.create({
      content: "<p>mud</p>",
      flags: { fray: { hazard: { actorUuid: f.actors["Ayla <i>"]?.uuid ?? "", feature: "swampy.tenaciousMud" } } },
    });
    h.actAs(h.gm);
    const asGm = h.doc(forged as never) as unknown as ChatMessage.Implementation;
    expect(await onCardAction(asGm, { action: "frayHazard", hazard: "condition" })).toEqual({
      ok: false,
      reason: "notAHazard",
    });
    expect((f.actors["Ayla <i>"] as FrayActor).statuses.has("restrained")).toBe(false);
  });

  it("ENV-3: under threeAction the save button rolls the preset's save (Strength → Fortitude)", () => {
    const mud = environmentFeature("swampy.tenaciousMud").feature;
    expect(hazardButtons(mud, "threeAction", game.i18n).map((b) => b.label)).toEqual([
      "Roll Fortitude save (DC 12)",
      "Apply Restrained",
    ]);
    const leaves = environmentFeature("forested.fallenLeaves").feature;
    expect(hazardButtons(leaves, "fiveE", game.i18n).map((b) => b.label)).toEqual(["Roll Perception check (DC 12)"]);
  });

  it("rejects a feature that is none of the environments', naming the field", () => {
    expect(() => new EnvironmentFeatureBehavior({ feature: "swampy.quicksand" })).toThrow(/feature/);
  });
});
