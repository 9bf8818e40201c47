// Issue 4 acceptance: creatures and items with bad data are rejected with a clear message and nothing changes;
// the derived numbers follow each preset; the preset's conditions become Foundry status effects (CND-1).
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import type { CharacterData } from "../../src/data/actor";
import type { PresetId } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

// Creation data is passed untyped: the full fvtt-types creation types of an actor with embedded items are
// costly for the compiler, and several cases here are deliberately invalid.
const createActor = (data: object) => Actor.create(data as never);
const createItem = (data: object) => Item.create(data as never);

const usePreset = (id: PresetId) => game.settings.set("fray", "preset", id);

async function fighter() {
  const actor = await createActor({
    name: "Brannoc",
    type: "character",
    system: {
      level: 5,
      abilities: {
        str: { value: 16, saveRank: 1 },
        dex: { value: 14 },
        con: { value: 14, saveRank: 1 },
        wis: { value: 12 },
        cha: { value: 8 },
      },
      saves: { fortitude: { rank: 2 } },
    },
    items: [
      { name: "Chain Shirt", type: "armor", system: { category: "medium", base: 13, dexCap: 2, equipped: true } },
      { name: "Shield", type: "armor", system: { category: "shield", base: 2, equipped: true } },
      { name: "Spare Plate", type: "armor", system: { category: "heavy", base: 18, equipped: false } },
      { name: "Sentinel", type: "feature", system: { activation: { type: "reaction" }, grants: { reactions: 1 } } },
    ],
  });
  if (!actor) throw new Error("not created");
  return actor;
}

const derivedOf = (actor: { system: unknown }) => (actor.system as CharacterData).derived;

describe("creature data is validated (ATK-1, ATK-18, MOV-12)", () => {
  it("rejects a string for AC, a negative HP maximum and an unknown size, naming each field", async () => {
    await expect(createActor({ name: "Bad", type: "npc", system: { ac: { flat: "high" } } })).rejects.toThrow(
      "system.ac.flat: must be a number",
    );
    await expect(createActor({ name: "Bad", type: "character", system: { hp: { max: -4 } } })).rejects.toThrow(
      "system.hp.max: must be at least 0",
    );
    await expect(createActor({ name: "Bad", type: "npc", system: { size: "colossal" } })).rejects.toThrow(
      /system\.size: "colossal" is not a valid choice/,
    );
    await expect(createActor({ name: "Bad", type: "npc", system: { cr: 0.75 } })).rejects.toThrow(/system\.cr/);
    await expect(createActor({ name: "Bad", type: "character", system: { level: 21 } })).rejects.toThrow(
      "system.level: must be at most 20",
    );
    expect(game.actors.size).toBe(0);
  });

  it("leaves the actor exactly as it was when an update is refused", async () => {
    const actor = await fighter();
    const before = actor.toObject();
    await expect(actor.update({ system: { abilities: { str: { value: 31 } } } })).rejects.toThrow(
      "system.abilities.str.value: must be at most 30",
    );
    await expect(actor.update({ system: { initiative: { ability: "luck" as never } } })).rejects.toThrow(
      /system\.initiative\.ability/,
    );
    expect(actor.toObject()).toEqual(before);
    expect(derivedOf(actor).abilities.str.score).toBe(16);
  });
});

describe("item data is validated (ATK-1, ATK-8, AOE-1)", () => {
  it("rejects a long range shorter than the normal one and a damage formula that isn't dice", async () => {
    await expect(
      createItem({ name: "Bow", type: "weapon", system: { range: { normal: 150, long: 60 } } }),
    ).rejects.toThrow(/range\.long/);
    await expect(
      createItem({
        name: "Axe",
        type: "weapon",
        system: { damage: { parts: [{ formula: "1d12", type: "slashing" }, { formula: "1d4 + rm -rf" }] } },
      }),
    ).rejects.toThrow(/damage\.parts\.1\.formula/);
    await expect(
      createItem({ name: "Axe", type: "weapon", system: { properties: ["heavy", "sharp"] } }),
    ).rejects.toThrow(/system\.properties\.1/);
    await expect(
      createItem({ name: "Fireball", type: "spell", system: { area: { shape: "sphere", size: 0 } } }),
    ).rejects.toThrow(/area\.size/);
    await expect(
      createItem({ name: "Trick", type: "feature", system: { uses: { value: 3, max: 1 } } }),
    ).rejects.toThrow(/uses\.value/);
    expect(game.items.size).toBe(0);
  });

  it("keeps weapon properties as a set and knows a melee weapon", async () => {
    const item = await createItem({
      name: "Rapier",
      type: "weapon",
      system: { properties: ["finesse", "finesse"], damage: { parts: [{ formula: "1d8 + @mod", type: "piercing" }] } },
    });
    const system = item?.system as { properties: Set<string>; isMelee: boolean } | undefined;
    expect(system?.properties).toEqual(new Set(["finesse"]));
    expect(system?.isMelee).toBe(true);
  });
});

describe("derived numbers per preset (ATK-1, ATK-18, INIT-1, INIT-2, INIT-3, ECON-2)", () => {
  it("srd52: proficiency by level, six ability saves, armor + capped Dex + shield, Dex initiative", async () => {
    await usePreset("srd52");
    const d = derivedOf(await fighter());
    expect(d.family).toBe("fiveE");
    expect(d.proficiency).toBe(3);
    expect(d.saves.map((s) => s.bonus)).toEqual([6, 2, 5, 0, 1, -1]);
    expect(d.ac).toBe(13 + 2 + 2);
    expect(d.initiative).toEqual({ ability: "dex", skill: null, bonus: 2, expertiseDie: null });
    expect(d.reactionsPerRound).toBe(2);
  });

  it("threeAction: proficiency by rank and level, Fortitude/Reflex/Will, Perception initiative", async () => {
    await usePreset("threeAction");
    const d = derivedOf(await fighter());
    expect(d.family).toBe("threeAction");
    expect(d.saves.map((s) => [s.id, s.bonus])).toEqual([
      ["fortitude", 2 + 9],
      ["reflex", 2 + 7],
      ["will", 1 + 7],
    ]);
    expect(d.initiative).toEqual({ ability: "perception", skill: null, bonus: 1 + 7, expertiseDie: null });
    // TA-11: the equipped shield adds nothing until raised (a circumstance bonus on the attack).
    expect(d.ac).toBe(10 + 2 + 13 + 7);
  });

  it("a5e and delta and srd51 keep 5e numbers; an NPC's proficiency follows its CR", async () => {
    for (const id of ["a5e", "delta", "srd51"] as const) {
      await usePreset(id);
      expect(derivedOf(await fighter()).proficiency).toBe(3);
    }
    const ogre = await createActor({ name: "Ogre", type: "npc", system: { cr: 9, ac: { flat: 11 } } });
    expect(ogre && derivedOf(ogre)).toMatchObject({ proficiency: 4, ac: 11 });
  });

  it("re-derives when items change and when the preset changes, without a reload", async () => {
    await usePreset("srd52");
    const actor = await fighter();
    const shield = actor.items.find((i) => i.name === "Shield");
    await shield?.update({ system: { equipped: false } });
    expect(derivedOf(actor).ac).toBe(15);
    await usePreset("threeAction");
    expect(derivedOf(actor).family).toBe("threeAction");
  });

  it("re-derives an unlinked token's own actor on a preset switch too", async () => {
    await usePreset("srd52");
    const source = (await fighter()).toObject();
    const ActorClass = h.config.Actor.documentClass as unknown as new (data: unknown) => { system: unknown };
    const synthetic = new ActorClass(source);
    const linked = { actorLink: true, actor: synthetic };
    Object.defineProperty(game, "scenes", {
      value: [{ tokens: [{ actorLink: false, actor: synthetic }, linked] }],
      configurable: true,
    });
    expect(derivedOf(synthetic).family).toBe("fiveE");
    await usePreset("threeAction");
    expect(derivedOf(synthetic).family).toBe("threeAction");
  });

  it("puts ability modifiers into roll data", async () => {
    const actor = await fighter();
    expect(actor.getRollData()).toMatchObject({ abilities: { str: { value: 16, mod: 3 } } });
  });
});

describe("MOV-12 size sets the token size", () => {
  it("a new creature's prototype token matches its size, and follows a size change", async () => {
    const giant = await createActor({ name: "Giant", type: "npc", system: { size: "huge" } });
    expect(giant?.toObject().prototypeToken).toMatchObject({ width: 3, height: 3 });
    await giant?.update({ system: { size: "tiny" } });
    expect(giant?.toObject().prototypeToken).toMatchObject({ width: 0.5, height: 0.5 });
  });
});

describe("CND-1 the preset's conditions are status effects", () => {
  const ids = () => (CONFIG.statusEffects as unknown as { id: string }[]).map((s) => s.id);

  it("srd52 has prone, dodging and the cover degrees but no dying track", () => {
    expect(ids()).toEqual(
      expect.arrayContaining(["prone", "grappled", "incapacitated", "unconscious", "dodging", "coverHalf", "dead"]),
    );
    expect(ids()).not.toContain("dying");
    expect(ids()).not.toContain("fatigue");
  });

  it("switching to threeAction brings dying and wounded without a reload; a5e brings fatigue", async () => {
    await usePreset("threeAction");
    expect(ids()).toEqual(expect.arrayContaining(["dying", "wounded"]));
    expect(ids()).not.toContain("dodging");
    await usePreset("a5e");
    expect(ids()).toContain("fatigue");
  });

  it("unconscious carries incapacitated and prone, so the rules see all three", async () => {
    const actor = await fighter();
    await actor.toggleStatusEffect("unconscious");
    expect([...actor.statuses].sort()).toEqual(["incapacitated", "prone", "unconscious"]);
    expect(CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "dead" });
  });
});

describe("COV-1 cover statuses match what attack rolls read", () => {
  it("offers exactly the rules' cover status ids", async () => {
    const { COVER_STATUS_IDS } = await import("../../src/rules");
    const ids = (CONFIG.statusEffects as unknown as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(COVER_STATUS_IDS)));
  });
});
