// Pins the harness's embedded documents, status effects, roll data and uuids to documented v13 behaviour
// (foundry.documents.Actor / Item, ClientDocumentMixin), so adapter tests cannot pass on a lenient stand-in.
import { beforeEach, describe, expect, it } from "vitest";
import { DataModelValidationError, HARNESS_USERS, installFoundry, type Harness } from "./index";
import { TypeDataModel } from "./data-model";
import { NumberField, SchemaField } from "./fields";
import { Actor, ChatMessage, Item } from "./classes";
import { fromUuid, fromUuidSync } from "./operations";

const log: string[] = [];
/** Logs what the GM's client prepares (every connected client prepares its own copy). */
const note = (entry: string): void => {
  if (game.user.id === HARNESS_USERS.gm.id) log.push(entry);
};

class Gear extends TypeDataModel {
  declare weight: number;
  declare carried: number;

  static override defineSchema() {
    return { weight: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 }) };
  }

  override prepareBaseData(): void {
    note("item base");
  }

  override prepareDerivedData(): void {
    note("item derived");
    this.carried = this.weight * 2;
  }
}

class Hero extends TypeDataModel {
  declare hp: { value: number };
  declare load: number;

  static override defineSchema() {
    return { hp: new SchemaField({ value: new NumberField({ required: true, nullable: false, initial: 5 }) }) };
  }

  override prepareBaseData(): void {
    note("actor base");
    this.load = 0;
  }

  override prepareDerivedData(): void {
    note("actor derived");
    const actor = this.parent as Actor;
    for (const item of actor.items) this.load += (item.system as Gear).carried;
  }
}

class HeroItem extends Item {}

async function createHero(data: Record<string, unknown> = {}): Promise<Actor> {
  const actor = await Actor.create({ name: "Hero", type: "hero", ...data });
  if (!(actor instanceof Actor)) throw new Error("not created");
  return actor;
}

function setUp(): Harness {
  const h = installFoundry();
  // Every client configures the same classes and models (each browser runs the system's init).
  h.onEveryClient(() => {
    CONFIG.Actor.dataModels = { hero: Hero } as never;
    CONFIG.Item.dataModels = { gear: Gear } as never;
    CONFIG.Item.documentClass = HeroItem as never;
  });
  log.length = 0;
  return h;
}

describe("embedded Items", () => {
  let h: Harness;
  beforeEach(() => {
    h = setUp();
  });

  it("builds items from the source, with parent, actor, uuid and a collection that iterates documents", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear", system: { weight: 2 } }] });
    expect(actor.items.size).toBe(1);
    const rope = actor.items.getName("Rope");
    expect(rope).toBeInstanceOf(HeroItem);
    expect(rope?.parent).toBe(actor);
    expect((rope as Item).actor).toBe(actor);
    expect(rope?.uuid).toBe(`Actor.${actor.id}.Item.${rope?.id}`);
    expect([...actor.items]).toEqual(actor.items.contents);
    expect(actor.items.find((i) => i.name === "Rope")).toBe(rope);
    expect(actor.items.filter((i) => i.type === "gear")).toEqual([rope]);
    expect(actor.itemTypes).toEqual({ gear: [rope] });
    expect((actor.system as Hero).load).toBe(4);
  });

  it("prepares items between the actor's base and derived data, and re-prepares from source after changes", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear" }] });
    // The asking client builds the new actor once to validate it, then the created copy: each prepared in order.
    expect(log.slice(-4)).toEqual(["actor base", "item base", "item derived", "actor derived"]);
    await actor.createEmbeddedDocuments("Item", [{ name: "Tent", type: "gear", system: { weight: 5 } }]);
    await actor.update({ "system.hp.value": 3 });
    expect((actor.system as Hero).load).toBe(12);
  });

  it("creates, updates and deletes with hooks, returning the documents; item.update/delete go through the actor", async () => {
    const actor = await createHero();
    const seen: string[] = [];
    for (const hook of ["preCreateItem", "createItem", "updateItem", "deleteItem"]) {
      h.hooks.on(hook, (doc) => {
        seen.push(`${hook}:${(doc as Item).name}:${(actor.system as Hero).load}`);
      });
    }
    const [tent] = await actor.createEmbeddedDocuments("Item", [{ name: "Tent", type: "gear", system: { weight: 5 } }]);
    if (!tent) throw new Error("not created");
    const [updated] = await actor.updateEmbeddedDocuments("Item", [{ _id: tent.id, "system.weight": 3 }]);
    expect(updated).toBe(tent);
    await tent.update({ name: "Small tent" });
    expect(actor.items.get(tent.id)?.name).toBe("Small tent");
    expect((actor.system as Hero).load).toBe(6);
    await tent.delete();
    expect(actor.items.size).toBe(0);
    expect((actor.system as Hero).load).toBe(0);
    expect(seen).toEqual([
      "preCreateItem:Tent:0",
      "createItem:Tent:10",
      "updateItem:Tent:6",
      "updateItem:Small tent:6",
      "deleteItem:Small tent:0",
    ]);
  });

  it("Item.create with { parent } embeds; pre-hooks returning false skip only that document", async () => {
    const actor = await createHero();
    const rope = await Item.create({ name: "Rope", type: "gear" }, { parent: actor });
    expect(rope?.parent).toBe(actor);
    h.hooks.on("preCreateItem", (doc) => (doc as Item).name !== "Cursed");
    const made = await actor.createEmbeddedDocuments("Item", [
      { name: "Cursed", type: "gear" },
      { name: "Lamp", type: "gear" },
    ]);
    expect(made.map((i) => i.name)).toEqual(["Lamp"]);
    h.hooks.on("preDeleteItem", () => false);
    expect(await actor.deleteEmbeddedDocuments("Item", [made[0]?.id ?? ""])).toEqual([]);
    expect(actor.items.size).toBe(2);
  });

  it("an invalid entry rejects the whole call and changes nothing", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear" }] });
    const before = actor.toObject();
    const rope = actor.items.getName("Rope");
    if (!rope) throw new Error("missing");
    await expect(
      actor.createEmbeddedDocuments("Item", [
        { name: "Ok", type: "gear" },
        { name: "Bad", type: "gear", system: { weight: -1 } },
      ]),
    ).rejects.toThrow(DataModelValidationError);
    await expect(rope.update({ "system.weight": 1.5 })).rejects.toThrow("system.weight: must be an integer");
    await expect(actor.updateEmbeddedDocuments("Item", [{ _id: "nope", name: "X" }])).rejects.toThrow("does not exist");
    await expect(actor.update({ items: [] })).rejects.toThrow("EmbeddedDocuments");
    expect(actor.toObject()).toEqual(before);
  });

  it("items defer to the actor's ownership for players", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear" }] });
    const rope = actor.items.getName("Rope");
    h.actAs(h.player);
    const mine = h.doc(actor);
    await expect(mine.items.getName("Rope")?.update({ name: "Mine" })).rejects.toThrow("lacks permission");
    await expect(mine.createEmbeddedDocuments("Item", [{ name: "X", type: "gear" }])).rejects.toThrow(
      "lacks permission",
    );
    await h.as(h.gm, () => actor.update({ [`ownership.${h.player.id}`]: 3 }));
    await mine.items.getName("Rope")?.update({ name: "Mine" });
    expect(actor.items.contents.map((i) => i.name)).toEqual(["Mine"]);
    expect(rope?.name).toBe("Mine");
  });

  it("toObject() keeps items as plain sources, so an actor can be reloaded", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear", system: { weight: 2 } }] });
    const source = actor.toObject();
    expect(source.items).toEqual([
      expect.objectContaining({ _id: actor.items.contents[0]?.id, name: "Rope", system: { weight: 2 }, effects: [] }),
    ]);
    const copy = new Actor(source);
    expect(copy.toObject()).toEqual(source);
    expect((copy.system as Hero).load).toBe(4);
    const created = await createHero(source);
    expect(created.id).not.toBe(actor.id);
    expect(created.items.contents.map((i) => i.id)).toEqual(actor.items.contents.map((i) => i.id));
    expect(game.actors.size).toBe(2);
  });

  it("getRollData() is the system data itself, for actors and items", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear" }] });
    expect(actor.getRollData()).toBe(actor.system);
    const rope = actor.items.getName("Rope") as Item;
    expect(rope.getRollData()).toBe(rope.system);
  });

  it("fromUuid/fromUuidSync resolve actors, their items and chat messages; unknown uuids give null", async () => {
    const actor = await createHero({ items: [{ name: "Rope", type: "gear" }] });
    const rope = actor.items.getName("Rope");
    const message = await ChatMessage.create({ content: "hi" });
    expect(fromUuidSync(actor.uuid)).toBe(actor);
    expect(await fromUuid(`Actor.${actor.id}.Item.${rope?.id}`)).toBe(rope);
    expect(message?.uuid).toBe(`ChatMessage.${message?.id}`);
    expect(fromUuidSync(message?.uuid ?? "")).toBe(message);
    expect(fromUuidSync(`Actor.${actor.id}.Item.missing`)).toBeNull();
    expect(fromUuidSync(`Actor.${actor.id}.Token.x`)).toBeNull();
    expect(fromUuidSync("Compendium.fray.items.Item.x")).toBeNull();
    expect([...game.actors].map((a) => a.id)).toEqual([actor.id]);
  });
});

describe("F95 status effects (Actor#toggleStatusEffect)", () => {
  let h: Harness;
  beforeEach(() => {
    h = setUp();
    h.onEveryClient(() => {
      CONFIG.statusEffects = [
        { id: "prone", _id: "prone00000000000", name: "Prone", img: "icons/prone.svg", hud: true },
        { id: "stunned", _id: "stunned000000000", name: "Stunned", img: "s.svg", statuses: ["incapacitated"] },
        { id: "hidden", name: "Hidden", img: "h.svg" },
      ] as never;
    });
  });

  it("toggles an effect on and off, resolving to the effect, true, false or undefined as documented", async () => {
    const actor = await createHero();
    const created = await actor.toggleStatusEffect("prone");
    expect(created).toMatchObject({ id: "prone00000000000", name: "Prone", img: "icons/prone.svg", disabled: false });
    expect(actor.statuses).toEqual(new Set(["prone"]));
    expect(await actor.toggleStatusEffect("prone", { active: true })).toBe(true);
    expect(await actor.toggleStatusEffect("prone")).toBe(false);
    expect(actor.effects.size).toBe(0);
    expect(actor.statuses.size).toBe(0);
    expect(await actor.toggleStatusEffect("prone", { active: false })).toBeUndefined();
    await expect(actor.toggleStatusEffect("flying")).rejects.toThrow('Invalid status ID "flying"');
  });

  it("adds the status's extra statuses, finds effects without _id by their single status, and marks overlays", async () => {
    const actor = await createHero();
    await actor.toggleStatusEffect("stunned", { overlay: true });
    expect(actor.statuses).toEqual(new Set(["stunned", "incapacitated"]));
    expect(actor.effects.get("stunned000000000")?.toObject()).toMatchObject({ flags: { core: { overlay: true } } });
    const hidden = await actor.toggleStatusEffect("hidden");
    expect(hidden).toMatchObject({ statuses: new Set(["hidden"]) });
    expect(await actor.toggleStatusEffect("hidden")).toBe(false);
    expect([...actor.statuses].sort()).toEqual(["incapacitated", "stunned"]);
  });

  it("disabled effects apply no status; effects survive toObject() and reload; hooks fire", async () => {
    const actor = await createHero();
    const seen: string[] = [];
    h.hooks.on("createActiveEffect", (effect) => seen.push((effect as { name: string }).name));
    await actor.toggleStatusEffect("prone");
    const copy = new Actor(actor.toObject());
    expect(copy.statuses.has("prone")).toBe(true);
    expect(copy.effects.get("prone00000000000")?.uuid).toBe(`Actor.${actor.id}.ActiveEffect.prone00000000000`);
    await actor.updateEmbeddedDocuments("ActiveEffect", [{ _id: "prone00000000000", disabled: true }]);
    expect(actor.statuses.size).toBe(0);
    expect(seen).toEqual(["Prone"]);
  });
});
