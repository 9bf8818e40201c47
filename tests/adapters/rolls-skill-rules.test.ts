// Skills used where a rule names one (issue 15 item 2): the a5e initiative skill (INIT-2) and Perception
// initiative (INIT-3), cover on a check to hide (COV-3), a skill rolled with another ability (ECON-11), Tumble's
// Acrobatics proficiency (ECON-10) and the escape from a grapple (ATK-12), each through Fray's documents.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text } from "./roll-setup";
import { combatOf, ids, initiativeHarness, named } from "./initiative-setup";
import { fight, ledgerHarness, ledgerOf } from "./ledger-setup";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import type { DerivedCreature } from "../../src/data/actor/common";

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
const derived = (actor: { system: unknown } | null | undefined) =>
  (actor?.system as { derived: DerivedCreature }).derived;
const messages = () => (game.messages as unknown as { contents: { content: string; rolls: FrayD20Roll[] }[] }).contents;

/** Level 1 (proficiency +2): Dex 12 (+1), Wis 16 (+3). */
const scout = (initiative: Record<string, unknown>, skills: Record<string, unknown> = {}) => ({
  abilities: { dex: { value: 12 }, wis: { value: 16 } },
  perception: { rank: 1 },
  initiative,
  skills,
});

describe("INIT-2 (a5e) initiative with the creature's own ability and skill", () => {
  it("a5e: Wis (Perception) rolls d20 + Wisdom + proficiency, on the sheet and in the combat", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Scout", system: scout({ ability: "wis", skill: "perception" }) });
    expect(derived(named(combat, "Scout").actor).initiative).toEqual({
      ability: "wis",
      skill: "perception",
      bonus: 3 + 2,
      expertiseDie: null,
    });
    h.dice.queue(20, 10);
    await combat.rollInitiative(ids(combat, "Scout"));
    expect(messages()[0]?.rolls[0]?.formula).toBe("1d20 + 5");
    expect(named(combat, "Scout").initiative).toBe(15);
  });

  it("ATK-6 a5e: an expertise initiative skill adds its expertise die, shown on the card", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, {
      name: "Brute",
      system: {
        abilities: { str: { value: 14 } },
        initiative: { ability: "str", skill: "athletics" },
        skills: { athletics: { rank: 3 } },
      },
    });
    h.dice.queue(20, 8);
    h.dice.queue(6, 5);
    await combat.rollInitiative(ids(combat, "Brute"));
    const roll = messages()[0]?.rolls[0];
    expect(roll?.formula).toBe("1d20 + 1d6 + 4");
    expect(roll?.fray.expertiseDie).toBe(6);
    expect(roll?.fray.sources.map((s) => [s.rule, s.reason])).toEqual([["ATK-6", "skillExpertise"]]);
    expect(named(combat, "Brute").initiative).toBe(8 + 5 + 4);
    expect(text(messages()[0]?.content ?? "")).toContain("Skill expertise");
  });

  it("a5e: the GM's ability for this combat replaces the creature's own check (no skill)", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, {
      name: "Scout",
      system: scout({ ability: "wis", skill: "perception" }),
      combatant: { system: { initiativeAbility: "dex" } },
    });
    h.dice.queue(20, 10);
    await combat.rollInitiative(ids(combat, "Scout"));
    expect(named(combat, "Scout").initiative).toBe(11);
  });

  it("srd52 (INIT-1) ignores the initiative skill and ability: a Dexterity check", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, {
      name: "Scout",
      system: scout({ ability: "wis", skill: "perception", bonus: 1 }),
    });
    expect(derived(named(combat, "Scout").actor).initiative).toEqual({
      ability: "dex",
      skill: null,
      bonus: 1 + 1,
      expertiseDie: null,
    });
    h.dice.queue(20, 10);
    await combat.rollInitiative(ids(combat, "Scout"));
    expect(messages()[0]?.rolls[0]?.formula).toBe("1d20 + 2");
    expect(named(combat, "Scout").initiative).toBe(12);
  });

  it("the data model refuses an unknown initiative skill", async () => {
    await rollHarness("a5e");
    await expect(creature("Bad", { initiative: { skill: "luck" } })).rejects.toThrow(/system\.initiative\.skill/);
  });
});

describe("INIT-3 (threeAction) initiative is the Perception skill's bonus", () => {
  it("d20 + the Perception skill's bonus, whatever initiative skill the data names", async () => {
    const h = await initiativeHarness("threeAction");
    const combat = await combatOf(h, {
      name: "Kess",
      system: {
        level: 3,
        abilities: { wis: { value: 16 } },
        perception: { rank: 2 },
        initiative: { ability: "str", skill: "athletics" },
      },
    });
    const d = derived(named(combat, "Kess").actor);
    const perception = d.skills.find((s) => s.id === "perception")?.bonus;
    expect(perception).toBe(3 + 3 + 4); // Wis +3, expert: level 3 + 4
    expect(d.initiative.bonus).toBe(perception);
    h.dice.queue(20, 7);
    await combat.rollInitiative(ids(combat, "Kess"));
    expect(messages()[0]?.rolls[0]?.formula).toBe(`1d20 + ${perception}`);
    expect(named(combat, "Kess").initiative).toBe(7 + 10);
  });
});

describe("COV-3 (a5e) cover helps a Stealth check made to hide", () => {
  const halfCover = async (preset: string) => {
    const h = await rollHarness(preset);
    const actor = await creature("Vex", { abilities: { dex: { value: 14 } }, skills: { stealth: { rank: 1 } } });
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Half cover", statuses: ["coverHalf"] }] as never);
    return { h, actor };
  };

  it("a5e: half cover adds +2 to Stealth, shown as a reason on the card; other skills get nothing", async () => {
    const { h, actor } = await halfCover("a5e");
    h.dice.queue(20, 10);
    await actor.rollSkill("stealth", { fastForward: true });
    expect(d20().formula).toBe("1d20 + 6"); // Dex +2, proficiency +2, cover +2
    expect(d20().fray.sources.map((s) => [s.rule, s.reason, s.value])).toEqual([["COV-3", "halfCover", 2]]);
    expect(d20().fray.cover).toBe("half");
    expect(text(lastMessage().content)).toContain("Half cover");
    h.dice.queue(20, 10);
    await actor.rollSkill("acrobatics", { fastForward: true });
    expect(d20().formula).toBe("1d20 + 2");
  });

  it("srd52: cover doesn't help hiding", async () => {
    const { h, actor } = await halfCover("srd52");
    h.dice.queue(20, 10);
    await actor.rollSkill("stealth", { fastForward: true });
    expect(d20().formula).toBe("1d20 + 4");
    expect(d20().fray.sources).toEqual([]);
  });
});

describe("ECON-11 a skill rolled with another ability: Con (Athletics)", () => {
  it("Constitution + Athletics proficiency, titled with the ability's abbreviation", async () => {
    const h = await rollHarness("a5e");
    const actor = await creature("Runner", {
      abilities: { str: { value: 8 }, con: { value: 16 } },
      skills: { athletics: { rank: 1 } },
    });
    h.dice.queue(20, 9);
    await actor.rollSkill("athletics", { ability: "con", fastForward: true, dc: 11 });
    expect(d20().formula).toBe("1d20 + 5");
    expect(d20().fray).toMatchObject({ subject: "athletics", dc: 11 });
    expect(text(lastMessage().content)).toContain("Athletics (CON) check");
    h.dice.queue(20, 9);
    await actor.rollSkill("athletics", { fastForward: true });
    expect(d20().formula).toBe("1d20 + 1");
  });
});

describe("ECON-10 Tumble reads Acrobatics proficiency from the actor", () => {
  it("acrobaticsProficient follows the Acrobatics rank", async () => {
    await rollHarness("a5e");
    const trained = await creature("Tam", { skills: { acrobatics: { rank: 2 } } });
    const untrained = await creature("Ona");
    expect(trained.acrobaticsProficient).toBe(true);
    expect(trained.skillRank("acrobatics")).toBe(2);
    expect(untrained.acrobaticsProficient).toBe(false);
  });
});

describe("ATK-12 escaping a grapple", () => {
  const grappled = { abilities: { str: { value: 8 }, dex: { value: 16 } }, skills: { athletics: { rank: 1 } } };

  it("out of combat: the better skill (Acrobatics +3 over Athletics +1) against the DC given; nothing spent", async () => {
    const h = await rollHarness("delta");
    const actor = await creature("Pip", grappled);
    h.dice.queue(20, 10);
    await actor.rollGrappleEscape({ dc: 13, fastForward: true });
    expect(d20().formula).toBe("1d20 + 3");
    expect(d20().fray).toMatchObject({ subject: "acrobatics", dc: 13 });
    expect(text(lastMessage().content)).toContain("Escape grapple: Acrobatics check");
    h.dice.queue(20, 10);
    await actor.rollGrappleEscape({ skill: "athletics", dc: 13, fastForward: true });
    expect(d20().formula).toBe("1d20 + 1");
  });

  it("delta: the DC is the grappler's, 8 + Strength + proficiency", async () => {
    const h = await rollHarness("delta");
    const ogre = await creature("Ogre", { abilities: { str: { value: 18 } } });
    const actor = await creature("Pip", grappled);
    h.dice.queue(20, 10);
    await actor.rollGrappleEscape({ grappler: ogre, fastForward: true });
    expect(d20().fray.dc).toBe(8 + 4 + 2);
  });

  it("on its turn a player's escape spends the creature's action through the active GM", async () => {
    const h = await ledgerHarness("delta");
    const f = await fight(
      h,
      { name: "Pip", initiative: 18, player: true, system: grappled },
      { name: "Ogre", initiative: 9 },
    );
    await f.actors.Pip?.createEmbeddedDocuments("ActiveEffect", [
      { name: "Grappled", statuses: ["grappled"] },
    ] as never);
    expect(f.actors.Pip?.isGrappled).toBe(true);
    h.actAs(h.player);
    h.dice.queue(20, 12);
    const message = await f.actors.Pip?.rollGrappleEscape({ dc: 12, fastForward: true });
    await h.settle();
    expect(message).not.toBeNull();
    expect(ledgerOf(f.combatant("Pip")).actions).toEqual({ used: 1, remaining: 0 });
    // A second escape this turn: the action is spent, the player is told, nothing is rolled.
    const before = messages().length;
    expect(await f.actors.Pip?.rollGrappleEscape({ dc: 12, fastForward: true })).toBeNull();
    expect(messages().length).toBe(before);
    expect(h.warn).toHaveBeenCalled();
  });

  it("off its turn nothing is spent (the GM may call for the check)", async () => {
    const h = await ledgerHarness("delta");
    const f = await fight(h, { name: "Pip", initiative: 18, system: grappled }, { name: "Ogre", initiative: 9 });
    await h.as(h.gm, () => f.combat.nextTurn());
    await h.settle();
    const before = ledgerOf(f.combatant("Pip"));
    expect(before.onTurn).toBe(false);
    h.dice.queue(20, 12);
    expect(await f.actors.Pip?.rollGrappleEscape({ dc: 12, fastForward: true })).not.toBeNull();
    await h.settle();
    expect(ledgerOf(f.combatant("Pip"))).toEqual(before);
  });
});
