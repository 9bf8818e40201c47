// TA-13 and issue 28 item 12 through the Foundry layer: each threeAction creature of the pack, imported as a world
// actor under threeAction, shows its stat block's printed numbers on Fray's own cards and derived numbers (the
// Strike card's modifier and damage formula, the derived saves, Perception, AC) rather than what the stored
// ability scores would derive; its book and page are named in flags.fray.source. The expected numbers below are
// the published stat blocks' (Beginner Box and Bestiary, OGL 1.0a), checked against the pf2e system's packs.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { creature, lastMessage, rollHarness } from "./roll-setup";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { DerivedCreature } from "../../src/data/actor/common";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "creatures", "three-action");

interface Entry {
  name: string;
  items: { name: string; type: string }[];
  flags: { fray: { source?: string; checkedAgainst?: string } };
}
const entries = readdirSync(DIR)
  .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
  .map((f) => parseYaml(readFileSync(join(DIR, f), "utf8")) as Entry);

type Strike = readonly [attack: string, damage: string];
interface Block {
  level: number;
  book: "Pathfinder Beginner Box" | "Pathfinder Bestiary";
  ac: number;
  hp: number;
  speed: number;
  perception: number;
  /** Fort, Ref, Will; null where the stat block has none (a hazard's Will). */
  saves: readonly [number, number, number | null];
  strikes: Readonly<Record<string, Strike>>;
}

/** The published stat blocks (Fort, Ref, Will; each Strike's modifier and damage as printed). */
const BLOCKS: Readonly<Record<string, Block>> = {
  "Goblin Warrior": {
    level: -1,
    book: "Pathfinder Beginner Box",
    ac: 16,
    hp: 6,
    speed: 25,
    perception: 2,
    saves: [5, 7, 3],
    strikes: { Shortsword: ["+8", "1d6"], Shortbow: ["+8", "1d6"] },
  },
  "Kobold Warrior": {
    level: -1,
    book: "Pathfinder Beginner Box",
    ac: 16,
    hp: 8,
    speed: 25,
    perception: 3,
    saves: [4, 7, 3],
    strikes: { Spear: ["+3", "1d6 + 1"], "Spear (thrown)": ["+5", "1d6 + 1"] },
  },
  "Giant Rat": {
    level: -1,
    book: "Pathfinder Beginner Box",
    ac: 15,
    hp: 8,
    speed: 30,
    perception: 5,
    saves: [6, 7, 3],
    strikes: { Jaws: ["+7", "1d6 + 1"] },
  },
  "Zombie Shambler": {
    level: -1,
    book: "Pathfinder Beginner Box",
    ac: 12,
    hp: 20,
    speed: 25,
    perception: 0,
    saves: [6, 0, 2],
    strikes: { Fist: ["+7", "1d6 + 3"], Jaws: ["+7", "1d8 + 3"] },
  },
  "Skeleton Guard": {
    level: -1,
    book: "Pathfinder Bestiary",
    ac: 16,
    hp: 4,
    speed: 25,
    perception: 2,
    saves: [2, 8, 2],
    strikes: { Scimitar: ["+6", "1d6 + 2"], Claw: ["+6", "1d4 + 2"], Shortbow: ["+6", "1d6"] },
  },
  Wolf: {
    level: 1,
    book: "Pathfinder Beginner Box",
    ac: 15,
    hp: 24,
    speed: 35,
    perception: 7,
    saves: [6, 9, 5],
    strikes: { Jaws: ["+9", "1d6 + 2"] },
  },
  "Hobgoblin Warrior": {
    level: 1,
    book: "Pathfinder Beginner Box",
    ac: 18,
    hp: 20,
    speed: 25,
    perception: 7,
    saves: [5, 6, 5],
    strikes: { Longsword: ["+8", "1d8 + 3"], Shortbow: ["+8", "1d6"] },
  },
  Leopard: {
    level: 2,
    book: "Pathfinder Beginner Box",
    ac: 18,
    hp: 30,
    speed: 30,
    perception: 7,
    saves: [8, 10, 5],
    strikes: { Jaws: ["+10", "1d10 + 3"], Claw: ["+10", "1d6 + 3"] },
  },
  "Animated Armor": {
    level: 2,
    book: "Pathfinder Beginner Box",
    ac: 17,
    hp: 20,
    speed: 20,
    perception: 6,
    saves: [10, 3, 4],
    strikes: { Longsword: ["+11", "1d8 + 4"], "Armored Fist": ["+9", "1d6 + 4"] },
  },
  "Ogre Warrior": {
    level: 3,
    book: "Pathfinder Bestiary",
    ac: 17,
    hp: 50,
    speed: 25,
    perception: 5,
    saves: [11, 6, 5],
    strikes: { "Ogre Hook": ["+12", "1d10 + 7"], Javelin: ["+6", "1d6 + 7"] },
  },
  "Giant Eagle": {
    level: 3,
    book: "Pathfinder Bestiary",
    ac: 19,
    hp: 45,
    speed: 10,
    perception: 11,
    saves: [6, 11, 9],
    strikes: { Beak: ["+12", "2d8 + 5"], Talon: ["+12", "1d10 + 5"] },
  },
  "Spear Launcher": {
    level: 2,
    book: "Pathfinder Beginner Box",
    ac: 18,
    hp: 32,
    speed: 0,
    perception: 0,
    saves: [11, 3, null],
    strikes: { Spear: ["+14", "2d6 + 6"] },
  },
  "Scythe Blades": {
    level: 4,
    book: "Pathfinder Beginner Box",
    ac: 21,
    hp: 44,
    speed: 0,
    perception: 0,
    saves: [12, 8, null],
    strikes: { Scythe: ["+17", "2d12 + 4"] },
  },
  Gargoyle: {
    level: 4,
    book: "Pathfinder Beginner Box",
    ac: 21,
    hp: 40,
    speed: 25,
    perception: 10,
    saves: [13, 10, 10],
    strikes: { Jaws: ["+13", "2d8 + 3"], Claw: ["+13", "2d6 + 3"] },
  },
};

const blockOf = (e: Entry): Block => {
  const block = BLOCKS[e.name.replace(/ \(three-action( hazard)?\)$/, "")];
  if (!block) throw new Error(`no stat block for ${e.name}`);
  return block;
};

describe("TA-13 the threeAction creatures: at least 12 foes from level −1 to 4, each with its book named", () => {
  it("12 or more creatures (and two Beginner Box hazards with a Strike), levels −1 to 4 covered, each naming its book and the file it was checked against", () => {
    expect(entries.filter((e) => !e.name.includes("hazard")).length).toBeGreaterThanOrEqual(12);
    const levels = new Set(entries.map((e) => blockOf(e).level));
    for (const level of [-1, 1, 2, 3, 4]) expect(levels, `level ${level}`).toContain(level);
    for (const e of entries) {
      // The licence follows from the book (CREDITS.md: the Beginner Box and the Bestiary are OGL 1.0a).
      expect(e.flags.fray.source, e.name).toMatch(new RegExp(`^${blockOf(e).book}, `));
      expect(e.flags.fray.checkedAgainst, e.name).toMatch(/^foundryvtt\/pf2e packs\//);
    }
  });
});

describe("TA-13 each creature's printed numbers read through its Strike cards and derived numbers", () => {
  it.each(entries.map((e) => [e.name, e] as const))("%s", async (_, doc) => {
    const h = await rollHarness("threeAction");
    const block = blockOf(doc);
    const actor = (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;
    const derived = (actor.system as unknown as { derived: DerivedCreature }).derived;
    const printed = block.saves.map((v, i) => (v === null ? null : derived.saves[i]?.bonus));
    expect(printed).toEqual([...block.saves]);
    expect(derived.perception).toBe(block.perception);
    expect(derived.ac).toBe(block.ac);
    const system = actor.system as unknown as { hp: { max: number }; speed: { walk: number }; level: number };
    expect([system.hp.max, system.speed.walk, system.level]).toEqual([block.hp, block.speed, block.level]);
    const target = await creature("Target", { ac: { calc: "flat", flat: 40 } }, "npc");
    const weapons = actor.items.filter((i) => i.type === "weapon");
    expect(weapons.map((w) => w.name).sort()).toEqual(Object.keys(block.strikes).sort());
    for (const weapon of weapons) {
      const [attack, damage] = block.strikes[weapon.name] as Strike;
      h.dice.queue(20, 10);
      await weapon.rollAttack({ fastForward: true, targets: [target] });
      expect((lastMessage().rolls[0] as FrayD20Roll).formula, weapon.name).toBe(`1d20 ${attack.replace("+", "+ ")}`);
      for (const faces of [4, 6, 8, 10, 12]) h.dice.queue(faces, 1, 1);
      await weapon.rollDamage();
      expect((lastMessage().rolls[0] as FrayDamageRoll).formula, weapon.name).toBe(damage);
    }
  });
});

describe("TA-10 TA-13 an Ogre Warrior's hook card: 1d10 + 7, deadly d10 after the doubling", () => {
  it("a hit rolls 1d10 + 7; a critical (1d10 + 7) × 2 + 1d10", async () => {
    const h = await rollHarness("threeAction");
    const ogre = entries.find((e) => e.name === "Ogre Warrior (three-action)") as Entry;
    const actor = (await Actor.create(structuredClone(ogre) as never, { keepId: true })) as unknown as FrayActor;
    const hook = actor.items.find((i) => i.name === "Ogre Hook") as unknown as FrayItem;
    h.dice.queue(10, 6);
    await hook.rollDamage();
    expect((lastMessage().rolls[0] as FrayDamageRoll).formula).toBe("1d10 + 7");
    expect((lastMessage().rolls[0] as FrayDamageRoll).total).toBe(13);
    h.dice.queue(10, 6, 9);
    await hook.rollDamage({ critical: true });
    expect((lastMessage().rolls[0] as FrayDamageRoll).formula).toBe("(1d10 + 7) * 2 + 1d10");
    expect((lastMessage().rolls[0] as FrayDamageRoll).total).toBe((6 + 7) * 2 + 9);
    expect(actor.items.some((i) => i.name === "Reactive Strike")).toBe(false);
  });
});

describe("TA-13 an NPC's level −1 and printed saves, edited on its sheet, are what its rolls use", () => {
  it("level −1 is accepted (below is refused); printed Reflex and Perception replace the derived ones", async () => {
    const h = await rollHarness("threeAction");
    const { setField } = await import("../harness/forms");
    const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
    const rat = await creature("Rat", { abilities: { dex: { value: 16 } } }, "npc");
    const sheet = new (
      FrayNpcSheet as unknown as new (o: object) => {
        element: HTMLElement;
        render(): Promise<unknown>;
        submit(): Promise<void>;
        clickAction(event: unknown, target: object): Promise<unknown>;
      }
    )({ document: h.doc(rat as never) });
    await sheet.render();
    await sheet.clickAction(new Event("click"), { dataset: { action: "toggleEditMode" } });
    setField(sheet.element, "system.level", -1);
    setField(sheet.element, "system.printed.reflex", 7);
    setField(sheet.element, "system.printed.perception", 5);
    await sheet.submit();
    const derived = () => (h.doc(rat).system as unknown as { derived: DerivedCreature }).derived;
    expect((rat.system as unknown as { level: number }).level).toBe(-1);
    // Fortitude is derived: Con +0, trained at level −1: +1. Reflex and Perception as printed.
    expect(derived().saves.map((s) => s.bonus)).toEqual([1, 7, 1]);
    expect(derived().perception).toBe(5);
    await expect(rat.update({ system: { level: -2 } })).rejects.toThrow();
    h.dice.queue(20, 10);
    await (rat as unknown as { rollSave(save: string, o: object): Promise<unknown> }).rollSave("reflex", {
      fastForward: true,
    });
    expect((lastMessage().rolls[0] as FrayD20Roll).formula).toBe("1d20 + 7");
  });
});

describe("TA-13 a Bestiary creature names its page and where the page was read", () => {
  it("each creature from the Bestiary: 'p. N' in its source, and the page's public record in checkedAgainst", () => {
    const bestiary = entries.filter((e) => e.flags.fray.source?.startsWith("Pathfinder Bestiary, "));
    expect(bestiary.map((e) => e.name).sort()).toEqual([
      "Giant Eagle (three-action)",
      "Ogre Warrior (three-action)",
      "Skeleton Guard (three-action)",
    ]);
    for (const e of bestiary) {
      expect(e.flags.fray.source, e.name).toMatch(/, p\. \d+$/);
      expect(e.flags.fray.checkedAgainst, e.name).toMatch(/; page: jrmiller82\/pathfinder-2-sqlite /);
    }
  });
});
