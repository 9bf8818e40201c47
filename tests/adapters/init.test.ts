import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type Harness } from "../harness";
import { listen } from "../../src/hooks/init";
import {
  FrayActor,
  FrayCombat,
  FrayCombatant,
  FrayCombatantGroup,
  FrayItem,
  FrayTokenDocument,
} from "../../src/documents";
import * as rules from "../../src/rules";

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "system.json"), "utf8")) as {
  version: string;
  documentTypes: Record<string, Record<string, unknown>>;
};

describe("init hook", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
    h.onEveryClient(listen);
    h.fire("init");
  });

  it("registers Fray's document classes", () => {
    expect(h.config.Actor.documentClass).toBe(FrayActor);
    expect(h.config.Item.documentClass).toBe(FrayItem);
    expect(h.config.Combat.documentClass).toBe(FrayCombat);
    expect(h.config.Combatant.documentClass).toBe(FrayCombatant);
    expect(h.config.CombatantGroup.documentClass).toBe(FrayCombatantGroup);
    expect(h.config.Token.documentClass).toBe(FrayTokenDocument);
  });

  it("registers a data model for every type system.json declares, and nothing else", () => {
    for (const documentName of ["Actor", "Item", "Combat", "Combatant"] as const) {
      const declared = Object.keys(manifest.documentTypes[documentName] ?? {}).sort();
      expect(Object.keys(h.config[documentName].dataModels).sort()).toEqual(declared);
    }
  });

  it("makes the token bar track hit points for both actor types", () => {
    expect(h.config.Actor.trackableAttributes).toEqual({
      character: { bar: ["hp"], value: [] },
      npc: { bar: ["hp"], value: [] },
    });
  });

  it("exposes game.fray with the version, the presets and the rules", () => {
    expect(game.fray.version).toBe(manifest.version);
    expect(game.fray.presets.map((p) => p.id)).toEqual(["srd51", "srd52", "a5e", "threeAction", "delta"]);
    expect(game.fray.presets.every((p) => h.i18n.has(p.label))).toBe(true);
    expect(game.fray.rules).toBe(rules);
    expect(Object.isFrozen(game.fray)).toBe(true);
  });

  it("runs only once even if init fires again", () => {
    const first = game.fray;
    h.fire("init");
    expect(game.fray).toBe(first);
    expect(h.hooks.count("init")).toBe(0);
  });
});

describe("actor and item data", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
    h.onEveryClient(listen);
    h.fire("init");
  });

  it("creates every declared actor and item type with default data", async () => {
    const actorTypes: Actor.SubType[] = ["character", "npc"];
    const itemTypes: Item.SubType[] = ["weapon", "armor", "spell", "feature", "equipment"];
    expect(actorTypes).toEqual(Object.keys(manifest.documentTypes.Actor ?? {}));
    expect(itemTypes).toEqual(Object.keys(manifest.documentTypes.Item ?? {}));
    for (const type of actorTypes) {
      const actor = await Actor.create({ name: `A ${type}`, type });
      expect(actor).toBeInstanceOf(FrayActor);
      expect(actor?.system).toMatchObject({ hp: { value: 10, max: 10, temp: 0 }, biography: "" });
    }
    for (const type of itemTypes) {
      const item = await Item.create({ name: `I ${type}`, type });
      expect(item).toBeInstanceOf(FrayItem);
      expect(item?.system).toMatchObject({ description: "" });
    }
  });

  it("rejects negative or fractional hit points, naming the field, and keeps the actor as it was", async () => {
    const actor = await Actor.create({ name: "Goblin", type: "npc", system: { hp: { value: 7, max: 7 } } });
    if (!actor) throw new Error("not created");
    const before = actor.toObject();
    await expect(actor.update({ system: { hp: { value: -3 } } })).rejects.toThrow(
      "system.hp.value: must be at least 0",
    );
    await expect(actor.update({ system: { hp: { max: 2.5 } } })).rejects.toThrow("system.hp.max: must be an integer");
    await expect(actor.update({ system: { hp: { temp: Number.NaN } } })).rejects.toThrow(
      "system.hp.temp: must be a number",
    );
    expect(actor.toObject()).toEqual(before);
  });

  it("refuses an update by a player who does not own the actor", async () => {
    const actor = await Actor.create({ name: "Goblin", type: "npc" });
    if (!actor) throw new Error("not created");
    h.actAs(h.player);
    await expect(h.doc(actor).update({ system: { hp: { value: 0 } } })).rejects.toThrow("lacks permission");
    expect(actor.toObject().system).toMatchObject({ hp: { value: 10 } });
  });
});
