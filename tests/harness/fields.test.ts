// Pins the harness's data fields and TypeDataModel to documented Foundry v13 behaviour: ArrayField and
// SetField (element cleaning, validation paths with the index, Set on the instance), StringField choices
// from a function, nullable numbers, static validateJoint and reset().
import { beforeEach, describe, expect, it } from "vitest";
import { DataModelValidationError, installFoundry, type Harness } from "./index";
import { TypeDataModel } from "./data-model";
import { ArrayField, NumberField, SchemaField, SetField, StringField } from "./fields";
import { Item } from "./classes";

const damageTypes: string[] = ["fire", "cold"];

class Weapon extends TypeDataModel {
  declare tags: Set<string>;
  declare damage: { parts: { formula: string; type: string }[] };
  declare range: number | null;

  static override defineSchema() {
    return {
      damage: new SchemaField({
        parts: new ArrayField(
          new SchemaField({
            formula: new StringField({ required: true, blank: false, initial: "1d6" }),
            type: new StringField({ required: true, blank: true, choices: () => damageTypes }),
          }),
          { max: 3 },
        ),
      }),
      tags: new SetField(new StringField({ blank: false, choices: ["light", "heavy", "finesse"] })),
      range: new NumberField({ nullable: true, integer: true, min: 0, initial: null }),
      minimum: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      maximum: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    };
  }

  static override validateJoint(data: Record<string, unknown>): void {
    if (Number(data.minimum) > Number(data.maximum)) throw new Error("minimum may not exceed maximum");
  }
}

async function createItem(data: Record<string, unknown>): Promise<Item> {
  const item = await Item.create({ name: "Blade", type: "weapon", ...data });
  if (!(item instanceof Item)) throw new Error("not created");
  return item;
}

describe("ArrayField, SetField and choices", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
    h.onEveryClient(() => (CONFIG.Item.dataModels = { weapon: Weapon } as never));
    damageTypes.splice(0, damageTypes.length, "fire", "cold");
  });

  it("defaults: an ArrayField starts as [], is required and not nullable; a nullable number starts as null", async () => {
    const item = await createItem({});
    expect(item.system).toMatchObject({ damage: { parts: [] }, range: null });
    expect(item.toObject().system).toMatchObject({ damage: { parts: [] }, tags: [], range: null });
    await expect(item.update({ "system.damage.parts": null })).rejects.toThrow("system.damage.parts: may not be null");
    await item.update({ "system.range": 30 });
    await item.update({ "system.range": null });
    expect((item.system as Weapon).range).toBeNull();
  });

  it("cleans every element and names the bad one by index", async () => {
    const item = await createItem({ system: { damage: { parts: [{ formula: "1d8", type: "fire" }, {}] } } });
    expect((item.system as Weapon).damage.parts).toEqual([
      { formula: "1d8", type: "fire" },
      { formula: "1d6", type: "" },
    ]);
    const before = item.toObject();
    await expect(
      item.update({ "system.damage.parts": [{ formula: "1d4" }, { formula: "  ", type: "acid" }] }),
    ).rejects.toThrow(
      /system\.damage\.parts\.1\.formula: may not be a blank string[\s\S]*system\.damage\.parts\.1\.type/,
    );
    await expect(item.update({ "system.damage.parts": [{}, {}, {}, {}] })).rejects.toThrow(
      "system.damage.parts: must have at most 3 elements",
    );
    expect(item.toObject()).toEqual(before);
  });

  it("casts an index-keyed object (form data) to an array", async () => {
    const item = await createItem({ system: { damage: { parts: { 1: { formula: "2d6" }, 0: { formula: "1d4" } } } } });
    expect((item.system as Weapon).damage.parts.map((p) => p.formula)).toEqual(["1d4", "2d6"]);
  });

  it("reads StringField choices from a function each time it validates", async () => {
    const item = await createItem({});
    await expect(item.update({ "system.damage.parts": [{ type: "acid" }] })).rejects.toThrow(
      'system.damage.parts.0.type: "acid" is not a valid choice (fire, cold)',
    );
    damageTypes.push("acid");
    await item.update({ "system.damage.parts": [{ type: "acid" }] });
    expect((item.system as Weapon).damage.parts[0]?.type).toBe("acid");
  });

  it("SetField: the source keeps an array of unique values, the instance a Set; bad elements are named", async () => {
    const item = await createItem({ system: { tags: ["light", "finesse", "light"] } });
    const system = item.system as Weapon;
    expect(system.tags).toBeInstanceOf(Set);
    expect([...system.tags]).toEqual(["light", "finesse"]);
    expect(item.toObject().system).toMatchObject({ tags: ["light", "finesse"] });
    await expect(item.update({ "system.tags": ["heavy", "huge"] })).rejects.toThrow(
      'system.tags.1: "huge" is not a valid choice (light, heavy, finesse)',
    );
    await item.update({ "system.tags": new Set(["heavy"]) });
    expect([...(item.system as Weapon).tags]).toEqual(["heavy"]);
  });
});

describe("TypeDataModel.validateJoint and reset", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
    h.onEveryClient(() => (CONFIG.Item.dataModels = { weapon: Weapon } as never));
  });

  it("runs after field validation; a thrown Error fails validation and leaves the document unchanged", async () => {
    await expect(createItem({ system: { minimum: 3, maximum: 1 } })).rejects.toThrow(DataModelValidationError);
    const item = await createItem({ system: { minimum: 1, maximum: 3 } });
    const before = item.toObject();
    await expect(item.update({ "system.minimum": 5 })).rejects.toThrow("minimum may not exceed maximum");
    await expect(item.update({ "system.minimum": 5 })).rejects.toThrow(DataModelValidationError);
    // A field error is reported as such; the joint rule does not run on invalid fields.
    await expect(item.update({ "system.minimum": 1.5 })).rejects.toThrow("system.minimum: must be an integer");
    expect(item.toObject()).toEqual(before);
  });

  it("reset() re-initializes the instance from source, erasing derived values", () => {
    const model = new Weapon({ minimum: 1, maximum: 2 });
    model.damage.parts.push({ formula: "9d9", type: "" });
    model.tags.add("heavy");
    model.reset();
    expect(model.damage.parts).toEqual([]);
    expect(model.tags.size).toBe(0);
  });
});
