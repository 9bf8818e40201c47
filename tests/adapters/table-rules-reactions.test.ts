// Issue 24 section 2, items 1, 2 and 6: who may take an opportunity attack on a player's real move, on a scene of
// a started combat. ECON-2 / OA-1: every combatant has its reaction from the start of combat, not only once its
// first turn began. INIT-6 (srd51, a5e): a surprised creature has none until its first turn ends; INIT-5 surprise
// (srd52, delta) withholds nothing. OA-1 (srd52, delta): any creature whose reach the mover leaves is asked,
// neutral ones too; allies only when the world setting says so.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rollHarness } from "./roll-setup";
import { fight, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { dialogs, type WaitAnswer } from "../harness/applications";
import { resetCoverIndexes } from "../../src/canvas/cover-hooks";
import { opportunityMovesSettled } from "../../src/combat/opportunity-move";
import { OPPORTUNITY, forgetOpportunityOffers } from "../../src/combat/opportunity-gm";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayCombat } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;
const G = 100;

function promptsShown(): { user: string; content: string }[] {
  return dialogs.shown.flatMap((o, i) => {
    const classes = (o.classes as string[] | undefined) ?? [];
    return classes.includes("fray-opportunity-dialog")
      ? [{ user: dialogs.shownBy[i] ?? "", content: String(o.content) }]
      : [];
  });
}

/**
 * A started combat: Ayla (the player's character) first, then the NPCs named, whose first turns haven't come.
 * `surprised`: the NPCs the GM marks surprised.
 */
async function setup(preset: string, npcs: string[], surprised: string[] = []): Promise<void> {
  const r = await rollHarness(preset);
  r.onEveryClient(listenSetup);
  r.fire("setup");
  h = Object.assign(r, { confirms: [] as boolean[], confirm: vi.fn() });
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 60 } } },
    ...npcs.map((name, i) => ({ name, initiative: 10 - i, type: "npc" as const })),
  );
  if (surprised.length) {
    const combat = h.doc(f.combat, h.gm) as unknown as FrayCombat;
    const ids = surprised.map((n) => h.doc(f.combatant(n), h.gm).id);
    await h.as(h.gm, () => combat.setSurprise({ surprised: ids, suddenAction: [] }));
    await h.settle();
  }
}

async function weapon(owner: string, name: string): Promise<string> {
  const actor = h.doc(f.actors[owner] as FrayActor, h.gm);
  const created: unknown = await h.as(h.gm, () =>
    actor.createEmbeddedDocuments("Item", [
      { name, type: "weapon", system: { equipped: true, damage: { parts: [{ formula: "1d6", type: "slashing" }] } } },
    ] as never),
  );
  return ((created as { id: string }[])[0] as { id: string }).id;
}

async function place(spots: Record<string, [number, number, number]>): Promise<void> {
  for (const [name, [x, y, disposition]] of Object.entries(spots)) {
    await h.as(h.gm, () => h.doc(f.token(name), h.gm).update({ x: x * G, y: y * G, disposition }));
  }
  await h.settle();
}

/** The player moves Ayla along the top row to square (x, 0); everything that follows settles. */
async function ayla(x: number): Promise<void> {
  h.actAs(h.player);
  await f.token("Ayla").move([{ x: x * G, y: 0 }]);
  await opportunityMovesSettled();
  await h.settle();
}

async function nextTurn(): Promise<void> {
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
}

const attackCards = () =>
  (game.messages as unknown as { contents: { rolls: unknown[] }[] }).contents.filter((m) => m.rolls.length > 0);
const strike = (id: string): WaitAnswer => ({ action: `strike-${id}` });
const reactionsUsed = (name: string) => ledgerOf(f.combatant(name)).reactions.used;

beforeEach(() => {
  resetCoverIndexes();
  forgetOpportunityOffers();
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
  OPPORTUNITY.timeoutMs = 20_000;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ECON-2 / OA-1 a reaction before the creature's first turn", () => {
  it("ECON-2: the Orc, whose first turn hasn't come, strikes Ayla leaving its reach: the attack is posted and the reaction spent", async () => {
    await setup("srd52", ["Orc"]);
    const axe = await weapon("Orc", "Axe");
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
    dialogs.answers.push(strike(axe));
    h.dice.queue(20, 15);
    await ayla(5);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(1);
    expect(reactionsUsed("Orc")).toBe(1);
    // Its own turn then starts with the reaction back, and is its first turn.
    await nextTurn();
    expect(ledgerOf(f.combatant("Orc"))).toMatchObject({ onTurn: true, turnsStarted: 1, reactions: { used: 0 } });
  });

  it("INIT-5 (srd52): a surprised Orc keeps its reaction before its first turn", async () => {
    await setup("srd52", ["Orc"], ["Orc"]);
    const axe = await weapon("Orc", "Axe");
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
    dialogs.answers.push(strike(axe));
    h.dice.queue(20, 15);
    await ayla(5);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(1);
  });
});

describe("INIT-6 (srd51, a5e) a surprised creature takes no reaction until its first turn ends", () => {
  for (const preset of ["srd51", "a5e"]) {
    it(`INIT-6 (${preset}): the surprised Orc is not asked before its first turn; after that turn ended it is`, async () => {
      await setup(preset, ["Orc"], ["Orc"]);
      const axe = await weapon("Orc", "Axe");
      await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
      await ayla(5);
      expect(promptsShown()).toEqual([]);
      expect(f.token("Ayla").x / G).toBe(5);
      // The Orc's lost turn comes and ends; in round 2 Ayla walks out of its reach again.
      await nextTurn();
      await nextTurn();
      await place({ Ayla: [0, 0, 1] });
      dialogs.answers.push(strike(axe));
      h.dice.queue(20, 15);
      await ayla(5);
      expect(promptsShown()).toHaveLength(1);
      expect(attackCards()).toHaveLength(1);
      expect(reactionsUsed("Orc")).toBe(1);
    });
  }
});

describe("OA-1 (srd52, delta) neutral creatures are asked; allies only where the world setting says so", () => {
  for (const preset of ["srd52", "delta"]) {
    it(`OA-1 (${preset}): a neutral guard whose reach Ayla leaves is asked, and its attack is rolled`, async () => {
      await setup(preset, ["Guard"]);
      const spear = await weapon("Guard", "Spear");
      await place({ Ayla: [0, 0, 1], Guard: [1, 1, 0] });
      dialogs.answers.push(strike(spear));
      h.dice.queue(20, 15);
      await ayla(5);
      expect(promptsShown().map((p) => p.content)).toEqual([expect.stringContaining("leaving the reach of Guard")]);
      expect(attackCards()).toHaveLength(1);
      expect(reactionsUsed("Guard")).toBe(1);
    });
  }

  it("OA-1 (srd52): a friendly creature is not asked by default; with the setting on it is", async () => {
    await setup("srd52", ["Bran"]);
    await weapon("Bran", "Sword");
    await place({ Ayla: [0, 0, 1], Bran: [1, 1, 1] });
    await ayla(5);
    expect(promptsShown()).toEqual([]);
    h.actAs(h.gm);
    await h.settings.set("fray", "opportunityAllies", true);
    await place({ Ayla: [0, 0, 1] });
    forgetOpportunityOffers();
    dialogs.answers.push({ action: "pass" });
    await ayla(5);
    expect(promptsShown()).toHaveLength(1);
  });

  it("OA-1 (srd51): the trigger is a hostile creature: a neutral one is still not asked", async () => {
    await setup("srd51", ["Guard"]);
    await weapon("Guard", "Spear");
    await place({ Ayla: [0, 0, 1], Guard: [1, 1, 0] });
    await ayla(5);
    expect(promptsShown()).toEqual([]);
  });
});
