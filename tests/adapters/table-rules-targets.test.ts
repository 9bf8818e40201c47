// Issue 24 section 2, items 4 and 5: who a player's attack or spell may reach, on a scene of a started combat.
// COV-1: a creature behind total cover can't be targeted directly, by a save spell any more than by an attack.
// ATK-9 (a5e): a ranged attack is made in close combat within the reach of a hostile creature, its real reach.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { lastMessage } from "./roll-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";

let h: LedgerHarness;
let f: Fight;
const G = 100;

/** A fight in which the player's Ayla acts first (so her turn is on), against the NPCs named. */
async function setup(preset: string, foes: string[]): Promise<void> {
  h = await ledgerHarness(preset);
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true },
    ...foes.map((name, i) => ({ name, initiative: 10 - i, type: "npc" as const })),
  );
}

async function place(spots: Record<string, [number, number, number]>): Promise<void> {
  for (const [name, [x, y, disposition]] of Object.entries(spots)) {
    await h.as(h.gm, () => h.doc(f.token(name), h.gm).update({ x: x * G, y: y * G, disposition }));
  }
  await h.settle();
}

async function item(owner: string, data: Record<string, unknown>): Promise<FrayItem> {
  const actor = h.doc(f.actors[owner] as FrayActor, h.gm);
  const created: unknown = await h.as(h.gm, () => actor.createEmbeddedDocuments("Item", [data] as never));
  return (created as FrayItem[])[0] as FrayItem;
}

/** The player targets the named tokens on their own client (game.user.targets). */
function playerTargets(...names: string[]): void {
  h.actAs(h.player);
  names.forEach((name, i) => {
    h.doc(f.token(name), h.player).object.setTarget(true, { releaseOthers: i === 0 });
  });
}

const messageCount = () => (game.messages as unknown as { size: number }).size;

beforeEach(() => {
  resetCoverIndexes();
});

describe("COV-1 a save spell can't target a creature behind total cover", () => {
  let frost: FrayItem;
  beforeEach(async () => {
    await setup("srd52", ["Orc", "Goblin"]);
    frost = await item("Ayla", { name: "Frost Burst", type: "spell", system: { save: { ability: "dex", dc: 15 } } });
    // Ayla at (0,2); the Orc at (6,2) behind a wall across the whole line (x = 3); the Goblin in the open at (0,5).
    await place({ Ayla: [0, 2, 1], Orc: [6, 2, -1], Goblin: [1, 5, -1] });
    const scene = h.doc(f.token("Ayla"), h.gm).parent as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    await h.as(h.gm, () => scene.createEmbeddedDocuments("Wall", [{ c: [3 * G, 0, 3 * G, 4 * G] }]));
    await h.settle();
  });

  it("COV-1: the player's spell on the Orc alone posts no save request and says why; nothing is spent", async () => {
    playerTargets("Orc");
    const before = messageCount();
    const used = await h.doc(frost, h.player).use();
    await h.settle();
    expect(used).toBeNull();
    expect(messageCount()).toBe(before);
    expect(h.client(h.player).shown("warn")).toContain("Orc has total cover and can't be targeted directly.");
    const ledger = (h.doc(f.combatant("Ayla"), h.gm).system as { ledger: { actions: { used: number } } }).ledger;
    expect(ledger.actions.used).toBe(0);
  });

  it("COV-1: with the Goblin targeted too, the save request lists the Goblin only, and the Orc is named as left out", async () => {
    playerTargets("Orc", "Goblin");
    await h.doc(frost, h.player).use();
    await h.settle();
    const request = lastMessage() as unknown as { flags: { fray: { saveRequest: { targets: string[] } } } };
    const goblin = h.doc(f.actors.Goblin as FrayActor, h.player);
    expect(request.flags.fray.saveRequest.targets).toEqual([goblin.uuid]);
    expect(h.client(h.player).shown("warn")).toContain("Orc has total cover and can't be targeted directly.");
  });
});

describe("ATK-9 (a5e) a ranged attack within the reach of a hostile creature", () => {
  let bow: FrayItem;
  beforeEach(async () => {
    await setup("a5e", ["Guard", "Target"]);
    bow = await item("Ayla", {
      name: "Longbow",
      type: "weapon",
      system: {
        equipped: true,
        range: { normal: 150, long: 600 },
        damage: { parts: [{ formula: "1d8", type: "piercing" }] },
      },
    });
    // The Guard two squares (10 ft) from Ayla; the Target far off.
    await place({ Ayla: [0, 0, 1], Guard: [2, 0, -1], Target: [12, 0, -1] });
  });

  async function shoot(): Promise<string[]> {
    playerTargets("Target");
    h.dice.queue(20, 12, 9);
    h.dice.queue(8, 4);
    await h.doc(bow, h.player).rollAttack({ fastForward: true });
    await h.settle();
    const roll = lastMessage().rolls[0] as FrayD20Roll;
    return roll.fray.sources.map((s) => `${s.rule} ${s.reason}`);
  }

  it("ATK-9: the Guard's 10 ft glaive reaches Ayla: her shot has disadvantage", async () => {
    await item("Guard", {
      name: "Glaive",
      type: "weapon",
      system: { equipped: true, reach: 10, damage: { parts: [{ formula: "1d10", type: "slashing" }] } },
    });
    expect(await shoot()).toContain("ATK-9 rangedInCloseCombat");
  });

  it("ATK-9: with only a 5 ft sword the Guard, 10 ft away, doesn't reach her: no disadvantage", async () => {
    await item("Guard", {
      name: "Sword",
      type: "weapon",
      system: { equipped: true, damage: { parts: [{ formula: "1d8", type: "slashing" }] } },
    });
    expect(await shoot()).not.toContain("ATK-9 rangedInCloseCombat");
  });
});
