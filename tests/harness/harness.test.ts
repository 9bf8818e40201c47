// The harness imitates documented Foundry behaviour; these tests pin that behaviour so a change to the
// harness that would make adapter tests pass too easily is caught here.
import { beforeEach, describe, expect, it } from "vitest";
import { DataModelValidationError, installFoundry, type Harness } from "./index";
import { HarnessHooks } from "./hooks";
import { TypeDataModel } from "./data-model";
import { NumberField, SchemaField, StringField } from "./fields";
import { Actor } from "./classes";

describe("Hooks", () => {
  it("call stops at a listener returning false; callAll runs every listener; once runs once", () => {
    const hooks = new HarnessHooks();
    const seen: string[] = [];
    hooks.on("x", () => seen.push("a"));
    hooks.on("x", () => false);
    hooks.on("x", () => seen.push("c"));
    hooks.once("x", () => seen.push("once"));
    expect(hooks.call("x")).toBe(false);
    expect(seen).toEqual(["a"]);
    const callAll: (hook: string) => unknown = hooks.callAll.bind(hooks);
    expect(callAll("x")).toBeUndefined();
    expect(seen).toEqual(["a", "a", "c", "once"]);
    hooks.callAll("x");
    expect(seen.filter((s) => s === "once")).toHaveLength(1);
  });
});

describe("F96 Roll with injected results", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
  });

  it("uses queued results, keeps the highest of 2d20kh and adds data", async () => {
    h.dice.queue(20, 4, 17);
    const roll = new Roll("2d20kh + @mod - 1", { mod: 3 });
    await roll.evaluate();
    expect(roll.total).toBe(19);
    expect(roll.dice[0]?.results.map((r) => [r.result, r.active])).toEqual([
      [4, false],
      [17, true],
    ]);
  });

  it("refuses to roll a die nobody queued, so no test passes on chance", async () => {
    await expect(new Roll("1d20").evaluate()).rejects.toThrow("no d20 result queued");
    expect(() => {
      h.dice.queue(6, 7);
    }).toThrow("d6 cannot show 7");
  });
});

class Model extends TypeDataModel {
  static override defineSchema() {
    return {
      hp: new SchemaField({
        value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 5 }),
      }),
      size: new StringField({ required: true, blank: false, choices: ["small", "medium"], initial: "medium" }),
    };
  }
}

async function createActor(data: Record<string, unknown>): Promise<Actor> {
  const actor = await Actor.create(data);
  if (!(actor instanceof Actor)) throw new Error("not created");
  return actor;
}

describe("documents and data models", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
    h.onEveryClient(() => (CONFIG.Actor.dataModels = { hero: Model } as never));
  });

  it("fills initial values and casts numeric strings", async () => {
    const actor = await createActor({ name: "A", type: "hero", system: { hp: { value: "7" } } });
    expect(actor.system).toMatchObject({ hp: { value: 7 }, size: "medium" });
  });

  it("rejects invalid data naming every bad field, and stores nothing", async () => {
    const actor = await createActor({ name: "A", type: "hero" });
    const before = actor._source;
    await expect(actor.update({ "system.hp.value": -1, "system.size": "vast" })).rejects.toThrow(
      DataModelValidationError,
    );
    await expect(actor.update({ "system.hp.value": 1.5 })).rejects.toThrow("system.hp.value: must be an integer");
    await expect(actor.update({ system: { size: "vast" } })).rejects.toThrow(
      'system.size: "vast" is not a valid choice',
    );
    expect(actor._source).toEqual(before);
  });

  it("lets only owners and GMs update; others change nothing", async () => {
    const actor = await createActor({ name: "A", type: "hero" });
    h.actAs(h.player);
    await expect(h.doc(actor).update({ "system.hp.value": 1 })).rejects.toThrow("lacks permission");
    await expect(Actor.create({ name: "B", type: "hero" })).rejects.toThrow("lacks permission to create Actor");
    h.actAs(h.gm);
    await actor.update({ [`ownership.${h.player.id}`]: 3 });
    h.actAs(h.player);
    await h.doc(actor).update({ "system.hp.value": 1 });
    expect(actor.system).toMatchObject({ hp: { value: 1 } });
  });

  it("a pre-hook returning false cancels quietly: create/update resolve to undefined, delete keeps the actor", async () => {
    const actor = await createActor({ name: "A", type: "hero" });
    h.hooks.on("preUpdateActor", () => false);
    expect(await actor.update({ "system.hp.value": 2 })).toBeUndefined();
    expect(actor.system).toMatchObject({ hp: { value: 5 } });
    h.hooks.on("preCreateActor", () => false);
    expect(await Actor.create({ name: "B", type: "hero" })).toBeUndefined();
    h.hooks.on("preDeleteActor", () => false);
    expect(await actor.delete()).toBeUndefined();
    expect(game.actors.contents.map((a) => a.name)).toEqual(["A"]);
  });

  it("create generates a new _id unless keepId is set", async () => {
    const kept = await Actor.create({ _id: "kept000000000000", name: "K", type: "hero" }, { keepId: true });
    const fresh = await Actor.create({ _id: "kept000000000000", name: "F", type: "hero" });
    expect(kept?.id).toBe("kept000000000000");
    expect(fresh?.id).not.toBe("kept000000000000");
  });
});
