// 5e-family death saves at the table (the sheet's button, damage at 0 HP, healing) and damage defenses applied
// per damage type by "Apply damage" (5e resistance/vulnerability/immunity, threeAction resistance and weakness).
import { beforeEach, describe, expect, it } from "vitest";
import type { RollHarness } from "./roll-setup";
import { creature, lastMessage, text } from "./roll-setup";
import { automationHarness, automationSettled, messageCount, setHp } from "./combat-automation-setup";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import { applyDamage } from "../../src/chat/damage/apply-damage";
import { rollDeathSave } from "../../src/combat/dying/death-saves";
import { rollRecoveryCheck } from "../../src/combat/dying/dying";

let h: RollHarness;

const deathOf = (a: FrayActor) => (a.system as unknown as { death: { success: number; failure: number } }).death;
const hpOf = (a: FrayActor) => (a.system as unknown as { hp: { value: number } }).hp.value;

async function downedHero(system: Record<string, unknown> = {}): Promise<FrayActor> {
  return creature("Borin", { hp: { value: 0, max: 12 }, ...system });
}

async function saves(actor: FrayActor, ...d20s: number[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const d of d20s) {
    h.dice.queue(20, d);
    outcomes.push((await rollDeathSave(actor))?.outcome ?? "none");
    await automationSettled();
  }
  return outcomes;
}

/** An NPC with a weapon of the given parts, its damage rolled at `target` with `dice` ([faces, result]…). */
async function hit(
  target: FrayActor,
  parts: { formula: string; type: string }[],
  dice: [number, number][],
  critical = false,
): Promise<string> {
  const foe = await creature("Goblin", {}, "npc");
  const [weapon] = (await foe.createEmbeddedDocuments("Item", [
    { name: "Brand", type: "weapon", system: { damage: { parts } } },
  ] as never)) as unknown as FrayItem[];
  for (const [faces, value] of dice) h.dice.queue(faces, value);
  await weapon?.rollDamage({ critical, targets: [target] });
  return (lastMessage() as unknown as { id: string }).id;
}

describe("death saves at the table (srd52; srd51, a5e and delta share the model)", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("a death save sequence to stable: 12, 15, 10 are three successes; no fourth save", async () => {
    const borin = await downedHero();
    expect(await saves(borin, 12, 15, 10)).toEqual(["success", "success", "stabilized"]);
    expect(deathOf(borin)).toEqual({ success: 3, failure: 0 });
    expect(text(lastMessage().content)).toContain("Three successes: stable.");
    expect(lastMessage().rolls).toHaveLength(1);
    const before = messageCount();
    expect(await rollDeathSave(borin)).toBeNull();
    expect(messageCount()).toBe(before);
  });

  it("a death save sequence to dead: 5 then a natural 1 (two failures) kills", async () => {
    const borin = await downedHero();
    expect(await saves(borin, 5, 1)).toEqual(["failure", "dead"]);
    expect(deathOf(borin)).toEqual({ success: 0, failure: 3 });
    expect([...borin.statuses]).toContain("dead");
    expect(text(lastMessage().content)).toContain("Three failures: dead.");
  });

  it("a natural 20 regains 1 hit point and clears the counts", async () => {
    const borin = await downedHero({ death: { success: 1, failure: 2 } });
    expect(await saves(borin, 20)).toEqual(["revived"]);
    expect(hpOf(borin)).toBe(1);
    expect(deathOf(borin)).toEqual({ success: 0, failure: 0 });
  });

  it("a creature above 0 HP rolls no death save", async () => {
    const borin = await creature("Borin", { hp: { value: 5, max: 12 } });
    expect(await rollDeathSave(borin)).toBeNull();
  });

  it("damage at 0 HP from a card counts one failure, a critical two (dead); a stable hero loses stability", async () => {
    const borin = await downedHero({ death: { success: 3, failure: 0 } });
    let card = await hit(borin, [{ formula: "1d6", type: "slashing" }], [[6, 3]]);
    expect(await applyDamage(card, borin.uuid, 1)).toMatchObject({ ok: true });
    await automationSettled();
    expect(deathOf(borin)).toEqual({ success: 0, failure: 1 });
    card = await hit(
      borin,
      [{ formula: "1d6", type: "slashing" }],
      [
        [6, 2],
        [6, 2],
      ],
      true,
    );
    expect(await applyDamage(card, borin.uuid, 1)).toMatchObject({ ok: true });
    await automationSettled();
    expect(deathOf(borin)).toEqual({ success: 0, failure: 3 });
    expect([...borin.statuses]).toContain("dead");
  });

  it("damage at 0 HP of at least the maximum is instant death", async () => {
    const borin = await downedHero({ hp: { value: 0, max: 4 } });
    const card = await hit(borin, [{ formula: "1d6", type: "slashing" }], [[6, 5]]);
    await applyDamage(card, borin.uuid, 1);
    await automationSettled();
    expect([...borin.statuses]).toContain("dead");
  });

  it("healing from 0 HP resets both counts", async () => {
    const borin = await downedHero({ death: { success: 2, failure: 1 } });
    await setHp(borin, 4);
    expect(deathOf(borin)).toEqual({ success: 0, failure: 0 });
  });
});

describe("damage defenses per damage type on Apply damage (srd52)", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("a resisted hit: fire halved, slashing whole, and a card says so", async () => {
    const troll = await creature("Troll", {
      hp: { value: 30, max: 30 },
      defenses: { resistances: [{ type: "fire", value: 0 }] },
    });
    const card = await hit(
      troll,
      [
        { formula: "1d8", type: "fire" },
        { formula: "1d6", type: "slashing" },
      ],
      [
        [8, 7],
        [6, 4],
      ],
    );
    expect(await applyDamage(card, troll.uuid, 1)).toMatchObject({ ok: true, damageTaken: 7 });
    expect(hpOf(troll)).toBe(23);
    expect(text(lastMessage().content)).toContain("Troll takes 7 (7 fire → 3 (resisted))");
  });

  it("a vulnerable hit doubles its type; immunity makes it 0; half damage halves before the defense", async () => {
    const golem = await creature("Golem", {
      hp: { value: 40, max: 40 },
      defenses: { vulnerabilities: [{ type: "cold", value: 0 }], immunities: ["poison"] },
    });
    let card = await hit(
      golem,
      [
        { formula: "1d8", type: "cold" },
        { formula: "1d4", type: "poison" },
      ],
      [
        [8, 5],
        [4, 4],
      ],
    );
    expect(await applyDamage(card, golem.uuid, 1)).toMatchObject({ ok: true, damageTaken: 10 });
    expect(hpOf(golem)).toBe(30);
    expect(text(lastMessage().content)).toContain("5 cold → 10 (vulnerable)");
    card = await hit(golem, [{ formula: "1d8", type: "cold" }], [[8, 7]]);
    expect(await applyDamage(card, golem.uuid, 0.5)).toMatchObject({ ok: true, damageTaken: 6 });
  });

  it("no defense against the roll's types: the total as before, no card", async () => {
    const ogre = await creature("Ogre", {
      hp: { value: 30, max: 30 },
      defenses: { resistances: [{ type: "fire", value: 0 }] },
    });
    const card = await hit(ogre, [{ formula: "1d6", type: "slashing" }], [[6, 5]]);
    const before = messageCount();
    expect(await applyDamage(card, ogre.uuid, 0.5)).toMatchObject({ ok: true, damageTaken: 2 });
    expect(messageCount()).toBe(before);
  });
});

describe("damage defenses (threeAction): resistance N and weakness N", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  it("resistance 5 subtracts from its type; weakness 3 adds to its type", async () => {
    const imp = await creature(
      "Imp",
      {
        hp: { value: 30, max: 30 },
        defenses: { resistances: [{ type: "fire", value: 5 }], vulnerabilities: [{ type: "cold", value: 3 }] },
      },
      "npc",
    );
    let card = await hit(imp, [{ formula: "1d8", type: "fire" }], [[8, 7]]);
    expect(await applyDamage(card, imp.uuid, 1)).toMatchObject({ ok: true, damageTaken: 2 });
    card = await hit(imp, [{ formula: "1d4", type: "cold" }], [[4, 1]]);
    expect(await applyDamage(card, imp.uuid, 1)).toMatchObject({ ok: true, damageTaken: 4 });
    expect(hpOf(imp)).toBe(24);
  });
});

describe("CND-3 the recovery check button (threeAction)", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  it("CND-3: a dying hero rolls from the sheet's button; a hero not dying rolls nothing", async () => {
    const borin = await creature("Borin", { hp: { value: 0, max: 12 }, dying: { value: 2, wounded: 0 } });
    h.dice.queue(20, 15);
    expect(await rollRecoveryCheck(borin)).toBe(true);
    expect((borin.system as unknown as { dying: { value: number } }).dying.value).toBe(1);
    expect(text(lastMessage().content)).toContain("15 against DC 12");
    const fine = await creature("Ayla", { hp: { value: 10, max: 10 } });
    expect(await rollRecoveryCheck(fine)).toBe(false);
  });
});
