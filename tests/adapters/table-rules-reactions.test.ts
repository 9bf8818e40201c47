// Issue 24 section 2, items 1, 2 and 6: who may take an opportunity attack on a player's real move, on a scene of
// a started combat. ECON-2 / OA-1: every combatant has its reaction from the start of combat, not only once its
// first turn began. INIT-6 (srd51, a5e): a surprised creature has none until its first turn ends; INIT-5 surprise
// (srd52, delta) withholds nothing. OA-1 (srd52, delta): any creature whose reach the mover leaves is asked,
// neutral ones too; allies only when the world setting says so.
import { describe, expect, it } from "vitest";
import { fight, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { G, attackCards, promptsShown, strike } from "./opportunity-setup";
import { dialogs } from "../harness/applications";
import { forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayCombat } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;

/**
 * A started combat: Ayla (the player's character) first, then the NPCs named, whose first turns haven't come.
 * `surprised`: the NPCs the GM marks surprised.
 */
async function setup(preset: string, npcs: string[], surprised: string[] = []): Promise<void> {
  h = await fixture.opportunityHarness(preset);
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

const weapon = (owner: string, name: string) => fixture.arm(h, f.actors[owner] as FrayActor, name);
const place = (spots: Record<string, [number, number, number]>) => fixture.place(h, f, spots);
/** The player moves Ayla along the top row to square (x, 0); everything that follows settles. */
const ayla = (x: number) => fixture.playerMoves(h, f, "Ayla", x);

async function nextTurn(): Promise<void> {
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
}

const reactionsUsed = (name: string) => ledgerOf(f.combatant(name)).reactions.used;

/**
 * `setup` with one NPC, `reactor` (of `disposition`, `surprised` or not), armed with `weaponName` on the square
 * diagonally beside Ayla's; resolves to the weapon's id.
 */
async function besideAyla(
  preset: string,
  reactor: string,
  weaponName: string,
  disposition: number,
  surprised = false,
): Promise<string> {
  await setup(preset, [reactor], surprised ? [reactor] : []);
  const id = await weapon(reactor, weaponName);
  await place({ Ayla: [0, 0, 1], [reactor]: [1, 1, disposition] });
  return id;
}

/** Ayla walks to (5, 0), out of the reactor's reach; asked, it strikes with `weaponId` (a d20 of 20, damage 15). */
async function leaveAndStrike(weaponId: string): Promise<void> {
  dialogs.answers.push(strike(weaponId));
  h.dice.queue(20, 15);
  await ayla(5);
}

fixture.freshOpportunitiesEachTest();

describe("ECON-2 / OA-1 a reaction before the creature's first turn", () => {
  it("ECON-2: the Orc, whose first turn hasn't come, strikes Ayla leaving its reach: the attack is posted and the reaction spent", async () => {
    const axe = await besideAyla("srd52", "Orc", "Axe", -1);
    await leaveAndStrike(axe);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(1);
    expect(reactionsUsed("Orc")).toBe(1);
    // Its own turn then starts with the reaction back, and is its first turn.
    await nextTurn();
    expect(ledgerOf(f.combatant("Orc"))).toMatchObject({ onTurn: true, turnsStarted: 1, reactions: { used: 0 } });
  });

  it("INIT-5 (srd52): a surprised Orc keeps its reaction before its first turn", async () => {
    const axe = await besideAyla("srd52", "Orc", "Axe", -1, true);
    await leaveAndStrike(axe);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(1);
  });
});

describe("INIT-6 (srd51, a5e) a surprised creature takes no reaction until its first turn ends", () => {
  for (const preset of ["srd51", "a5e"]) {
    it(`INIT-6 (${preset}): the surprised Orc is not asked before its first turn; after that turn ended it is`, async () => {
      const axe = await besideAyla(preset, "Orc", "Axe", -1, true);
      await ayla(5);
      expect(promptsShown()).toEqual([]);
      expect(f.token("Ayla").x / G).toBe(5);
      // The Orc's lost turn comes and ends; in round 2 Ayla walks out of its reach again.
      await nextTurn();
      await nextTurn();
      await place({ Ayla: [0, 0, 1] });
      await leaveAndStrike(axe);
      expect(promptsShown()).toHaveLength(1);
      expect(attackCards()).toHaveLength(1);
      expect(reactionsUsed("Orc")).toBe(1);
    });
  }
});

describe("OA-1 (srd52, delta) neutral creatures are asked; allies only where the world setting says so", () => {
  for (const preset of ["srd52", "delta"]) {
    it(`OA-1 (${preset}): a neutral guard whose reach Ayla leaves is asked, and its attack is rolled`, async () => {
      const spear = await besideAyla(preset, "Guard", "Spear", 0);
      await leaveAndStrike(spear);
      expect(promptsShown().map((p) => p.content)).toEqual([expect.stringContaining("leaving the reach of Guard")]);
      expect(attackCards()).toHaveLength(1);
      expect(reactionsUsed("Guard")).toBe(1);
    });
  }

  it("OA-1 (srd52): a friendly creature is not asked by default; with the setting on it is", async () => {
    await besideAyla("srd52", "Bran", "Sword", 1);
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
    await besideAyla("srd51", "Guard", "Spear", 0);
    await ayla(5);
    expect(promptsShown()).toEqual([]);
  });
});
