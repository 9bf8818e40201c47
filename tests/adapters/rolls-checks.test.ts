import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import { REASON_LABELS } from "../../src/chat/reasons";

describe("ATK-18 ability checks, saves and Perception from the actor", () => {
  let h: RollHarness;
  beforeEach(async () => {
    h = await rollHarness();
  });

  it("rolls d20 + the ability modifier and posts a card with the total and the natural die", async () => {
    const actor = await creature("Aldra", { abilities: { str: { value: 16 } } });
    h.dice.queue(20, 11);
    const message = await actor.rollAbilityCheck("str", { fastForward: true });
    expect(message).not.toBeNull();
    const [roll] = lastMessage().rolls as FrayD20Roll[];
    expect(roll).toBeInstanceOf(FrayD20Roll);
    expect(roll?.formula).toBe("1d20 + 3");
    expect(roll?.total).toBe(14);
    expect(roll?.natural).toBe(11);
    expect(roll?.fray).toMatchObject({ kind: "check", subject: "str", mode: "normal", preset: "srd52" });
    expect(text(lastMessage().content)).toContain("Strength check");
    expect(text(lastMessage().content)).toContain("14");
    expect(h.dice.pending()).toEqual({});
  });

  it("rolls a 5e save with its proficiency and a threeAction Fortitude save", async () => {
    const actor = await creature("Aldra", { abilities: { con: { value: 14, saveRank: 1 } } });
    h.dice.queue(20, 5);
    await actor.rollSave("con", { fastForward: true });
    expect((lastMessage().rolls[0] as FrayD20Roll).formula).toBe("1d20 + 4");
    await h.settings.set("fray", "preset", "threeAction");
    actor.reset();
    h.dice.queue(20, 5);
    await actor.rollSave("fortitude", { fastForward: true });
    // level 1, trained: +3, Con +2
    expect((lastMessage().rolls[0] as FrayD20Roll).formula).toBe("1d20 + 5");
  });

  it("warns and rolls nothing for a save the preset doesn't have", async () => {
    const actor = await creature("Aldra");
    expect(await actor.rollSave("fortitude", { fastForward: true })).toBeNull();
    expect(h.warn).toHaveBeenCalled();
  });

  it("rolls Perception with Wisdom and proficiency", async () => {
    const actor = await creature("Aldra", { abilities: { wis: { value: 12 } } });
    h.dice.queue(20, 9);
    await actor.rollPerception({ fastForward: true });
    expect((lastMessage().rolls[0] as FrayD20Roll).total).toBe(9 + 1 + 2);
  });
});

describe("ATK-5 every reason code the rules emit has a localized label", () => {
  it("lists each literal source(rule, reason, …) code of src/rules, and the ternary ones, in REASON_LABELS", () => {
    const root = join(import.meta.dirname, "..", "..", "src", "rules");
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.name.endsWith(".ts"));
    const codes = new Set<string>([
      ...["multipleAttack", "multipleAttackAgile", "hiddenAttacker", "unseenAttacker", "tumblingSpecialty"],
      ...["acrobatics", "proneTargetNear", "proneTargetFar", "noCover", "halfCover", "threeQuartersCover"],
      "totalCover",
    ]);
    for (const f of files) {
      const body = readFileSync(join(f.parentPath, f.name), "utf8");
      for (const m of body.matchAll(/(?:source|positionalEdge)\((?:policies, )?"[A-Z]+-\d+", "(\w+)"/g)) {
        codes.add(m[1] ?? "");
      }
    }
    expect([...codes].filter((c) => !(c in REASON_LABELS))).toEqual([]);
  });
});
