// The clamping behind "preparing an actor never throws" (src/data/actor/safe-stats.ts), on its own: whatever
// numbers reach it, it answers with stats, and every value it changed is reported by its data path.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { clampStatsInput, safeCreatureStats } from "../../src/data/actor/safe-stats";
import { ABILITIES, PRESET_IDS, getPreset, type CreatureStatsInput } from "../../src/rules";

const base: CreatureStatsInput = {
  kind: "character",
  abilities: Object.fromEntries(
    ABILITIES.map((a) => [a, { score: 10, saveRank: 0 }]),
  ) as CreatureStatsInput["abilities"],
  level: 1,
  cr: 0,
  saveRanks: { fortitude: 1, reflex: 1, will: 1 },
  perceptionRank: 1,
  ac: { calc: "armor", flat: 10, bonus: 0, rank: 1 },
  armor: null,
  shield: 0,
  initiative: { ability: "dex", bonus: 0 },
  spellcasting: { ability: "int", rank: 0 },
  size: "medium",
  extraReactions: 0,
};

describe("ATK-18 creature stats from any stored or effect-made numbers", () => {
  it("leaves a valid snapshot alone and reports nothing", () => {
    expect(clampStatsInput(base)).toEqual({ input: base, fixes: [] });
  });

  it("clamps each out-of-range value and names it by its data path", () => {
    const { input, fixes } = clampStatsInput({
      ...base,
      kind: "npc",
      abilities: { ...base.abilities, str: { score: 40, saveRank: 7 } },
      cr: 0.3,
      armor: { base: Number.NaN, dexCap: -2, bonus: 1e9 },
      initiative: { ability: "luck" as never, bonus: 2.7 },
    });
    expect(input.abilities.str).toEqual({ score: 30, saveRank: 4 });
    expect(input.cr).toBe(0.25);
    expect(input.armor).toEqual({ base: 0, dexCap: 0, bonus: 10_000 });
    expect(input.initiative).toEqual({ ability: "dex", bonus: 2 });
    expect(fixes.map((f) => f.field)).toEqual([
      "system.abilities.str.value",
      "system.abilities.str.saveRank",
      "system.cr",
      "armor.dexCap",
      "armor.base",
      "armor.bonus",
      "system.initiative.ability",
      "system.initiative.bonus",
    ]);
  });

  it("never throws, whatever the numbers (property)", () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308));
    const value = fc.oneof(anyNumber, fc.string(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_IDS),
        fc.constantFrom("character", "npc"),
        fc.array(value, { minLength: 20, maxLength: 20 }),
        (preset, kind, v) => {
          const input = {
            ...base,
            kind,
            abilities: Object.fromEntries(ABILITIES.map((a, i) => [a, { score: v[i], saveRank: v[i + 6] }])),
            level: v[12],
            cr: v[13],
            ac: { calc: "armor", flat: v[14], bonus: v[15], rank: v[16] },
            armor: { base: v[17], dexCap: v[18], bonus: v[19] },
            shield: v[0],
            extraReactions: v[1],
          } as unknown as CreatureStatsInput;
          const { stats } = safeCreatureStats(getPreset(preset).policies, input);
          expect(Number.isFinite(stats.ac)).toBe(true);
          expect(stats.abilities.str.score).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
