import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import type { DerivedCreature } from "../../src/data/actor/common";

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
const skill = (actor: { derived: DerivedCreature | null }, id: string) =>
  actor.derived?.skills.find((s) => s.id === id);

describe("skills: a skill check from the actor in each preset", () => {
  let h: RollHarness;
  beforeEach(async () => {
    h = await rollHarness();
  });

  it("srd52: d20 + Dex + proficiency doubled by expertise, a card titled with the skill", async () => {
    // level 1: proficiency +2; Dex 16 (+3); Stealth expertise → +7
    const actor = await creature("Vex", { abilities: { dex: { value: 16 } }, skills: { stealth: { rank: 2 } } });
    h.dice.queue(20, 12);
    expect(await actor.rollSkill("stealth", { fastForward: true })).not.toBeNull();
    expect(d20().formula).toBe("1d20 + 7");
    expect(d20().total).toBe(19);
    expect(d20().fray).toMatchObject({ kind: "check", subject: "stealth", preset: "srd52" });
    expect(text(lastMessage().content)).toContain("Stealth check");
    expect(skill(actor, "stealth")?.passive).toBe(17);
    expect(h.dice.pending()).toEqual({});
  });

  it("srd51 and delta: an untrained skill adds only its ability; Perception reads the Perception rank", async () => {
    for (const preset of ["srd51", "delta"]) {
      await h.settings.set("fray", "preset", preset);
      const actor = await creature(`Ona ${preset}`, { abilities: { str: { value: 8 }, wis: { value: 14 } } });
      h.dice.queue(20, 10);
      await actor.rollSkill("athletics", { fastForward: true });
      expect(d20().formula).toBe("1d20 - 1");
      h.dice.queue(20, 10);
      await actor.rollSkill("perception", { fastForward: true });
      expect(d20().total).toBe(10 + 2 + 2);
    }
  });

  it("ATK-6 a5e: an expertise skill rolls proficiency plus its expertise die, shown on the card", async () => {
    await h.settings.set("fray", "preset", "a5e");
    const actor = await creature("Tam", { abilities: { dex: { value: 14 } }, skills: { acrobatics: { rank: 2 } } });
    h.dice.queue(20, 9);
    h.dice.queue(4, 3);
    await actor.rollSkill("acrobatics", { fastForward: true });
    expect(d20().formula).toBe("1d20 + 1d4 + 4");
    expect(d20().total).toBe(9 + 4 + 3);
    expect(d20().fray.sources.map((s) => [s.rule, s.reason])).toEqual([["ATK-6", "skillExpertise"]]);
    expect(lastMessage().content).toContain("expertise d4: 3");
    expect(text(lastMessage().content)).toContain("Skill expertise");
  });

  it("ATK-18 threeAction: a trained skill adds level + 2; a 5e-only skill warns and rolls nothing", async () => {
    await h.settings.set("fray", "preset", "threeAction");
    const actor = await creature("Kess", {
      level: 3,
      abilities: { dex: { value: 16 } },
      skills: { thievery: { rank: 1 } },
    });
    h.dice.queue(20, 10);
    await actor.rollSkill("thievery", { fastForward: true });
    expect(d20().formula).toBe("1d20 + 8");
    expect(skill(actor, "thievery")?.passive).toBeNull();
    const before = (game.messages as unknown as { contents: unknown[] }).contents.length;
    expect(await actor.rollSkill("sleightOfHand", { fastForward: true })).toBeNull();
    expect(h.warn).toHaveBeenCalled();
    expect((game.messages as unknown as { contents: unknown[] }).contents.length).toBe(before);
  });

  it("a player rolls a skill of the character they own, and every client sees the card", async () => {
    const player = h.users.find((u) => !u.isGM);
    if (!player) throw new Error("no player");
    const actor = await creature("Pip", { skills: { insight: { rank: 1 } } }, "character", {
      [player.id]: 3,
    });
    h.actAs(player);
    h.dice.queue(20, 4);
    await actor.rollSkill("insight", { fastForward: true });
    await h.settle();
    for (const client of h.clients) {
      const messages = (client.game.messages as { contents: { rolls: FrayD20Roll[] }[] }).contents;
      const last = messages.at(-1);
      expect(last?.rolls[0]?.total).toBe(4 + 2);
    }
  });
});
