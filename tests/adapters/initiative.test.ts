// Initiative in Foundry (INIT-1..17): FrayCombat rolls by the world's preset, groups identical creatures,
// orders ties by the preset's steps (roll-offs shown in chat), lets people settle what is left to them, and
// writes the whole order in one update.
import { describe, expect, it } from "vitest";
import { combatOf, dex, ids, initiativeHarness, named, order, sys } from "./initiative-setup";
import { text } from "./roll-setup";
import type { FrayCombatantGroup } from "../../src/documents";

const messages = () =>
  (game.messages as unknown as { contents: { content: string; rolls: { formula: string }[] }[] }).contents;

describe("INIT-1 / INIT-2 / INIT-3 the initiative roll per preset", () => {
  it("INIT-1 (srd52): d20 + Dexterity modifier + initiative bonus, one card, one update", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", system: dex(14, { initiative: { ability: "dex", bonus: 1 } }) });
    h.operations.length = 0;
    h.dice.queue(20, 15);
    await combat.rollInitiative(ids(combat, "Ayla"));
    expect(named(combat, "Ayla").initiative).toBe(18);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.rolls[0]?.formula).toBe("1d20 + 3");
    const updates = h.operations.filter((o) => o.action === "update");
    expect(updates).toEqual([
      { action: "update", documentName: "Combatant", parent: combat.uuid, ids: ids(combat, "Ayla"), userId: h.gm.id },
    ]);
  });

  it("INIT-3 (threeAction): d20 + Perception", async () => {
    const h = await initiativeHarness("threeAction");
    const combat = await combatOf(h, {
      name: "Ayla",
      system: { abilities: { wis: { value: 16 } }, perception: { rank: 1 } },
    });
    h.dice.queue(20, 10);
    await combat.rollInitiative(ids(combat, "Ayla"));
    const perception = (named(combat, "Ayla").actor?.system as { derived: { perception: number } }).derived.perception;
    expect(named(combat, "Ayla").initiative).toBe(10 + perception);
    expect(messages()[0]?.rolls[0]?.formula).toBe(`1d20 + ${perception}`);
  });

  it("INIT-2 (a5e): the GM's chosen ability replaces Dexterity for that combatant", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(
      h,
      {
        name: "Scout",
        system: { abilities: { dex: { value: 10 }, wis: { value: 18 } } },
        combatant: { system: { initiativeAbility: "wis" } },
      },
      { name: "Brute", system: { abilities: { dex: { value: 10 }, wis: { value: 18 } } } },
    );
    h.dice.queue(20, 10, 10);
    await combat.rollInitiative(ids(combat, "Scout", "Brute"));
    expect(named(combat, "Scout").initiative).toBe(14);
    expect(named(combat, "Brute").initiative).toBe(10);
  });

  it("INIT-2: a chosen ability is refused outside a5e by the data (only a5e reads it) — srd52 still rolls Dexterity", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, {
      name: "Scout",
      system: { abilities: { dex: { value: 12 }, wis: { value: 18 } } },
      combatant: { system: { initiativeAbility: "wis" } },
    });
    h.dice.queue(20, 10);
    await combat.rollInitiative(ids(combat, "Scout"));
    expect(named(combat, "Scout").initiative).toBe(11);
  });
});

describe("INIT-5 / INIT-7 / INIT-8 surprise and the sudden action", () => {
  it("INIT-5 (srd52): a surprised combatant rolls with disadvantage", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Borin" });
    await combat.setSurprise({ surprised: ids(combat, "Ayla"), suddenAction: [] });
    h.dice.queue(20, 17, 4, 9);
    await combat.rollInitiative(ids(combat, "Ayla", "Borin"));
    expect(named(combat, "Ayla").initiative).toBe(4);
    expect(named(combat, "Borin").initiative).toBe(9);
    expect(messages()[0]?.rolls[0]?.formula).toMatch(/^2d20kl/);
  });

  it("INIT-8 (a5e): the sudden action's side rolls with advantage; nobody can be both", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Borin" });
    await expect(
      combat.setSurprise({ surprised: ids(combat, "Ayla"), suddenAction: ids(combat, "Ayla") }),
    ).rejects.toThrow(/suddenAction/);
    expect(sys(named(combat, "Ayla")).surprised).toBe(false);
    await combat.setSurprise({ surprised: [], suddenAction: ids(combat, "Ayla") });
    h.dice.queue(20, 3, 16, 9);
    await combat.rollInitiative(ids(combat, "Ayla", "Borin"));
    expect(named(combat, "Ayla").initiative).toBe(16);
    expect(messages()[0]?.rolls[0]?.formula).toMatch(/^2d20kh/);
  });

  it("INIT-7 (a5e): a surprise-step check total is the initiative, with no roll and no card", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla", combatant: { system: { surpriseCheck: 17 } } });
    await combat.rollInitiative(ids(combat, "Ayla"));
    expect(named(combat, "Ayla").initiative).toBe(17);
    expect(messages()).toHaveLength(0);
  });
});

describe("INIT-4 group initiative with CombatantGroups", () => {
  const goblins = [
    { name: "Goblin A", kind: "goblin", type: "npc" as const },
    { name: "Goblin B", kind: "goblin", type: "npc" as const },
    { name: "Goblin C", kind: "goblin", type: "npc" as const },
  ];

  it("INIT-4 (srd52, always): identical creatures share one roll, one card and one CombatantGroup", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true }, ...goblins);
    h.operations.length = 0;
    h.dice.queue(20, 12, 7);
    await combat.rollAll();
    expect(order(combat)).toEqual(["Ayla", "Goblin A", "Goblin B", "Goblin C"]);
    expect(["Goblin A", "Goblin B", "Goblin C"].map((n) => named(combat, n).initiative)).toEqual([7, 7, 7]);
    expect(messages()).toHaveLength(2);
    expect(text(messages()[1]?.content ?? "")).toContain("Goblin A ×3");
    const groups = combat.groups.contents;
    expect(groups).toHaveLength(1);
    expect(named(combat, "Goblin B").group?.id).toBe(groups[0]?.id);
    expect((groups[0] as unknown as FrayCombatantGroup).sharedInitiative).toBe(7);
    expect(h.operations.filter((o) => o.action === "update" && o.documentName === "Combatant")).toHaveLength(1);
    expect(h.operations.filter((o) => o.documentName === "ChatMessage")).toHaveLength(1);
  });

  it("INIT-4 (delta, optional): each creature rolls alone unless the world setting groups them", async () => {
    const h = await initiativeHarness("delta");
    let combat = await combatOf(h, ...goblins);
    h.dice.queue(20, 5, 6, 7);
    await combat.rollAll();
    expect(messages()).toHaveLength(3);
    expect(combat.groups.contents).toHaveLength(0);
    await h.settings.set("fray", "groupInitiative", true);
    combat = await combatOf(h, ...goblins.map((g) => ({ ...g, kind: "hobgoblin" })));
    h.dice.queue(20, 11);
    await combat.rollAll();
    expect(messages()).toHaveLength(4);
    expect(combat.turns.map((c) => c.initiative)).toEqual([11, 11, 11]);
  });
});

describe("INIT-5 / INIT-8 surprise set after rolling", () => {
  it("INIT-5 (srd52): marking a rolled combatant surprised clears its count so it rolls again with disadvantage", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Borin" });
    h.dice.queue(20, 15, 9);
    await combat.rollAll();
    await combat.setSurprise({ surprised: ids(combat, "Ayla"), suddenAction: [] });
    expect(named(combat, "Ayla").initiative).toBeNull();
    expect(named(combat, "Borin").initiative).toBe(9);
    h.dice.queue(20, 18, 3);
    await combat.rollAll();
    expect(named(combat, "Ayla").initiative).toBe(3);
  });

  it("INIT-6 (srd51): surprise doesn't change the roll there, so the count stays", async () => {
    const h = await initiativeHarness("srd51");
    const combat = await combatOf(h, { name: "Ayla" });
    h.dice.queue(20, 15);
    await combat.rollAll();
    await combat.setSurprise({ surprised: ids(combat, "Ayla"), suddenAction: [] });
    expect(named(combat, "Ayla").initiative).toBe(15);
  });
});

describe("INIT-11 a roll-off among hidden combatants", () => {
  it("the roll-off card is whispered to the GMs when a tied combatant is hidden", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Lurker", type: "npc", combatant: { hidden: true } });
    h.dice.queue(20, 9, 9);
    h.dice.queue(20, 4, 12);
    await combat.rollAll();
    const card = (game.messages as unknown as { contents: { whisper: string[]; content: string }[] }).contents.at(-1);
    expect(text(card?.content ?? "")).toContain("Initiative roll-off");
    expect(card?.whisper).toEqual([h.gm.id, h.assistant.id]); // every GM, the assistant too
  });
});
