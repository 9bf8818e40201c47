// Fidelity rows F126–F130 (FIDELITY.md), the parts of v13 that rests, limited uses and legendary monsters
// (issue 29, RES-3..5) rely on: number choices and joint validation of a model, an actor's statuses from its active
// effects, a combatant's defeat, and the turn order a combat's `turns` holds.
import { describe, expect, it } from "vitest";
import { frayHarness } from "../adapters/fray-setup";
import type { Harness } from "./index";

interface Doc {
  id: string;
  system: Record<string, unknown>;
  statuses: Set<string>;
  update(data: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<Doc[]>;
}

async function hero(h: Harness, system: Record<string, unknown> = {}): Promise<Doc> {
  return (await h.as(h.gm, () => Actor.create({ name: "Brea", type: "character", system } as never))) as unknown as Doc;
}

describe("F126 a NumberField with choices refuses any other number", () => {
  it("on create and on update the value outside the choices throws naming the field; nothing is stored", async () => {
    const h = frayHarness();
    await expect(hero(h, { hitDice: { die: 7 } })).rejects.toThrow(/hitDice.die/);
    const actor = await hero(h, { hitDice: { die: 10 } });
    await expect(actor.update({ "system.hitDice.die": 9 })).rejects.toThrow(/hitDice.die/);
    expect((actor.system.hitDice as { die: number }).die).toBe(10);
    await actor.update({ "system.hitDice.die": 12 });
    expect((actor.system.hitDice as { die: number }).die).toBe(12);
  });
});

describe("F127 validateJoint runs on create and update with the whole source", () => {
  it("an Error it throws refuses the operation; an update touching one field is checked against the others", async () => {
    const h = frayHarness();
    await expect(hero(h, { level: 2, hitDice: { spent: 3 } })).rejects.toThrow(/hitDice.spent/);
    const actor = await hero(h, { level: 3, hitDice: { spent: 3 } });
    // Lowering the level alone makes the stored spent dice too many: refused.
    await expect(actor.update({ "system.level": 2 })).rejects.toThrow(/hitDice.spent/);
    expect(actor.system.level).toBe(3);
  });
});

describe("F128 Actor#statuses is the statuses of its active effects", () => {
  it("each effect adds all its statuses; a disabled effect adds none", async () => {
    const h = frayHarness();
    const actor = await hero(h);
    const [effect] = await h.as(h.gm, () =>
      actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Stunned", statuses: ["stunned", "incapacitated"] }]),
    );
    expect([...actor.statuses].sort()).toEqual(["incapacitated", "stunned"]);
    await h.as(h.gm, () => (effect as Doc).update({ disabled: true }));
    expect([...actor.statuses]).toEqual([]);
  });
});

describe("F129 Combatant#isDefeated", () => {
  it("is its `defeated` field, or its actor bearing the DEFEATED special status", async () => {
    const h = frayHarness();
    const actor = await hero(h);
    const combat = (await h.as(h.gm, () =>
      CONFIG.Combat.documentClass.create({ combatants: [{ name: "Brea", actorId: actor.id }] }),
    )) as unknown as { combatants: { contents: { isDefeated: boolean; update(d: object): Promise<unknown> }[] } };
    const combatant = combat.combatants.contents[0];
    if (!combatant) throw new Error("no combatant");
    expect(combatant.isDefeated).toBe(false);
    await h.as(h.gm, () =>
      actor.createEmbeddedDocuments("ActiveEffect", [
        { name: "Dead", statuses: [CONFIG.specialStatusEffects.DEFEATED] },
      ]),
    );
    expect(combatant.isDefeated).toBe(true);
  });
});

describe("F130 Combat#turns holds the combatants in turn order", () => {
  it("sorted by the combat's _sortCombatants (initiative, highest first, under Fray's order) on every change", async () => {
    const h = frayHarness();
    const a = await hero(h);
    const combat = (await h.as(h.gm, () =>
      CONFIG.Combat.documentClass.create({
        combatants: [
          { name: "Low", actorId: a.id, initiative: 5 },
          { name: "High", actorId: a.id, initiative: 18 },
        ],
      }),
    )) as unknown as { turns: { name: string; update(d: object): Promise<unknown> }[] };
    expect(combat.turns.map((c) => c.name)).toEqual(["High", "Low"]);
    await h.as(h.gm, () => combat.turns[1]?.update({ initiative: 20 }));
    expect(combat.turns.map((c) => c.name)).toEqual(["Low", "High"]);
  });
});
