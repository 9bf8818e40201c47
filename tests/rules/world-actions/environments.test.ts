import { describe, expect, it } from "vitest";
import {
  ENVIRONMENT_FEATURE_KEYS,
  ENVIRONMENT_IDS,
  environment,
  environmentFeature,
  environmentWorldActions,
  sequenceRoller,
  useWorldAction,
  worldActionsAtRoundStart,
} from "../../../src/rules";

describe("ENV-3 the nine example environments", () => {
  it("are the nine of the a5e chapter", () => {
    expect(ENVIRONMENT_IDS).toEqual([
      "cavernous",
      "fiery",
      "forested",
      "frigid",
      "furnished",
      "hazy",
      "rocky",
      "stormy",
      "swampy",
    ]);
  });

  it("state their world actions with recharge, save DC and damage", () => {
    const actions = Object.fromEntries(
      ENVIRONMENT_IDS.flatMap((id) => environment(id).worldActions.map((a) => [a.id, a])),
    );
    expect(actions.flameBurst).toMatchObject({
      recharge: { min: 4 },
      save: { ability: "dex", dc: 12 },
      damage: { formula: "1d12", type: "fire" },
    });
    expect(actions.swelteringHeat).toMatchObject({
      recharge: null,
      targets: "all",
      save: { ability: "con", dc: 10 },
      fatigue: 1,
    });
    expect(actions.animalCacophony).toMatchObject({ recharge: { min: 4 }, hearingFeet: 10 });
    expect(actions.coldChill).toMatchObject({
      recharge: { min: 4 },
      save: { ability: "con", dc: 15 },
      damage: { formula: "2d6" },
      reducedDamage: { formula: "1d6" },
    });
    expect(actions.shadowPuppet).toMatchObject({ recharge: { min: 6 }, summonsAtInitiative: 20 });
    expect(actions.twistingHaze).toMatchObject({ recharge: null, pushFeet: 5, provokes: false });
    expect(actions.fallingRocks).toMatchObject({
      recharge: { min: 5 },
      save: { ability: "dex", dc: 15 },
      damage: { formula: "2d6", type: "bludgeoning" },
    });
    expect(actions.forcefulGale).toMatchObject({
      recharge: null,
      save: { ability: "str", dc: 12 },
      pushFeet: 15,
      provokes: false,
    });
    expect(actions.lightningStrike).toMatchObject({
      recharge: { min: 5 },
      save: { ability: "dex", dc: 10 },
      damage: { formula: "4d6", type: "lightning" },
      oncePerTarget: true,
    });
    expect(actions.swampGas).toMatchObject({ recharge: null, save: { ability: "con", dc: 10 }, condition: "poisoned" });
    expect(actions.leeches).toMatchObject({ recharge: { min: 6 } });
    expect(Object.keys(actions)).toHaveLength(11);
    expect(environment("cavernous").worldActions).toEqual([]);
    expect(environment("furnished").worldActions).toEqual([]);
  });

  it("state the cover and terrain of their obstacles and hazards (COV-7, MOV-2)", () => {
    const feature = (env: string, id: string) => environment(env).features.find((f) => f.id === id);
    expect(feature("cavernous", "stalagmites")?.cover).toEqual({ degree: "half" });
    expect(feature("forested", "trees")?.cover).toEqual({ degree: "half" });
    expect(feature("forested", "brush")?.cover).toEqual({ degree: "half", whileProne: true });
    expect(feature("furnished", "tables")?.cover).toEqual({ degree: "half", afterAction: true });
    const difficult = ENVIRONMENT_IDS.flatMap((id) =>
      environment(id)
        .features.filter((f) => f.difficultTerrain)
        .map((f) => f.id),
    );
    expect(difficult.sort()).toEqual(["clutter", "heavyPrecipitation", "icyPatch", "thickTrudge", "unevenFooting"]);
    expect(feature("cavernous", "stalactites")).toMatchObject({
      ac: 12,
      save: { dc: 12 },
      damage: { formula: "2d6", type: "piercing" },
    });
    expect(feature("cavernous", "looseFoundation")).toMatchObject({ rounds: 2, condition: "grappled", escapeDc: 12 });
    expect(feature("rocky", "boulder")).toMatchObject({
      check: { ability: "str", skill: "athletics", dc: 15 },
      damage: { formula: "2d10" },
    });
    expect(feature("rocky", "looseRocks")).toMatchObject({ range: { normal: 15, long: 30 } });
    expect(feature("hazy", "thickFog")?.obscured).toBe("heavy");
    expect(feature("frigid", "snow")?.obscured).toBe("light");
    expect(feature("swampy", "tenaciousMud")).toMatchObject({
      save: { ability: "str", dc: 12 },
      condition: "restrained",
    });
  });

  it("feed the world-action state machine (ENV-1, ENV-2)", () => {
    let actions = environmentWorldActions("stormy");
    expect(actions).toEqual([
      { id: "forcefulGale", recharge: null, available: true },
      { id: "lightningStrike", recharge: { min: 5 }, available: true },
    ]);
    const used = useWorldAction(actions, "lightningStrike");
    expect(used.ok).toBe(true);
    actions = [...used.actions];
    expect(actions.find((a) => a.id === "lightningStrike")?.available).toBe(false);
    // Round start: a 4 doesn't recharge a "Recharge 5–6" action; a 5 does.
    const miss = worldActionsAtRoundStart(actions, sequenceRoller([4]));
    expect(miss.actions.find((a) => a.id === "lightningStrike")?.available).toBe(false);
    const hit = worldActionsAtRoundStart(miss.actions, sequenceRoller([5]));
    expect(hit.actions.find((a) => a.id === "lightningStrike")?.available).toBe(true);
  });

  it("refuse an unknown environment, naming the field", () => {
    expect(() => environment("volcanic", "scene.environment")).toThrow(
      /^scene\.environment: expected one of cavernous/,
    );
    expect(() => environmentWorldActions(3)).toThrow(/^environment: /);
  });
});

describe("ENV-3 an environment's features by key", () => {
  it("ENV-3, COV-7, MOV-2: every feature has one key; a key finds its feature and environment", () => {
    const count = ENVIRONMENT_IDS.reduce((n, id) => n + environment(id).features.length, 0);
    expect(ENVIRONMENT_FEATURE_KEYS).toHaveLength(count);
    expect(new Set(ENVIRONMENT_FEATURE_KEYS).size).toBe(count);
    expect(environmentFeature("forested.brush")).toEqual({
      environment: "forested",
      feature: { id: "brush", kind: "obstacle", cover: { degree: "half", whileProne: true } },
    });
    expect(environmentFeature("swampy.thickTrudge").feature.difficultTerrain).toBe(true);
    expect(() => environmentFeature("swampy.quicksand", "system.feature")).toThrow(/^system\.feature: expected one of/);
    expect(() => environmentFeature("brush")).toThrow(/^feature: /);
  });
});
