// Fidelity rows F8–F14 (FIDELITY.md): the document workflow on the asking client and on every client.
import { describe, expect, it } from "vitest";
import { DataModelValidationError, type HarnessDocument } from "./index";
import { Actor, Item } from "./classes";
import { hero, lifecycle, modelHarness, onEvery, running } from "./fidelity-setup";

const name = (doc: unknown) => (doc as HarnessDocument).name;

describe("F8 pre* methods and hooks on the asking client only", () => {
  it("_preUpdate and preUpdateActor run on the player's client only, with the player as the user", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A", h.player);
    const pre = onEvery(h, "preUpdateActor", (_doc, _changes, _options, userId) => String(userId));
    const preItem = onEvery(h, "preCreateItem", (_doc, _data, _options, userId) => String(userId));
    lifecycle.length = 0;
    h.actAs(h.player);
    await h.doc(actor).update({ "system.hp.value": 3 });
    await h.doc(actor).createEmbeddedDocuments("Item", [{ name: "Rope", type: "gear" }]);
    expect(pre).toEqual([`Player ${h.player.id}`]);
    expect(preItem).toEqual([`Player ${h.player.id}`]);
    expect(lifecycle.filter((line) => line.startsWith("_pre"))).toEqual([
      "_preUpdate on Player by Player",
      "_preCreate on Player by Player in A",
    ]);
  });
});

describe("F9 on* methods and hooks on every connected client", () => {
  it("_onUpdate and updateActor run on every connected client, after the write, with the asking user's id", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A", h.player);
    h.disconnect(h.observer);
    const seen = onEvery(h, "updateActor", (doc, _changed, _options, userId) => {
      const stored = h.world.sourceOf(actor.uuid) as { name: string };
      return `${String(userId)} copy:${name(doc)} stored:${stored.name} own:${String(doc === h.doc(actor))}`;
    });
    lifecycle.length = 0;
    h.actAs(h.player);
    await h.doc(actor).update({ name: "B" });
    const line = `${h.player.id} copy:B stored:B own:true`;
    expect(seen).toEqual([`Player ${line}`, `Gamemaster ${line}`, `Assistant ${line}`, `Player Two ${line}`]);
    expect(lifecycle.filter((entry) => entry.startsWith("_on"))).toEqual(
      ["Player", "Gamemaster", "Assistant", "Player Two"].map((who) => `_onUpdate on ${who} by ${h.player.id}`),
    );
  });
});

describe("F10 operation options cross as JSON", () => {
  it("plain options reach every client; a function is dropped and class instances arrive as plain data", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    class Marker {
      readonly kind = "marker";
      describe(): string {
        return this.kind;
      }
    }
    const seen: Record<string, unknown>[] = [];
    for (const client of h.clients) {
      client.hooks.on("updateActor", (_doc, _changed, options) => {
        seen.push(options as Record<string, unknown>);
      });
    }
    await actor.update(
      { name: "B" },
      { fray: { endTurn: true }, fn: () => 1, marker: new Marker(), when: new Date(0), set: new Set([1]) },
    );
    expect(seen).toHaveLength(5);
    for (const options of seen) {
      expect(options.fray).toEqual({ endTurn: true });
      expect("fn" in options).toBe(false);
      expect(options.marker).toEqual({ kind: "marker" });
      expect(options.marker).not.toBeInstanceOf(Marker);
      expect(options.when).toBe("1970-01-01T00:00:00.000Z");
      expect(options.set).toEqual({});
    }
  });
});

describe("F11 an empty diff sends nothing", () => {
  it("an update that changes nothing resolves to undefined: no server call, no update hook anywhere", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    const seen = onEvery(h, "updateActor");
    const before = h.operations.length;
    expect(await actor.update({ name: "A", "system.hp.value": 5, system: { size: "medium" } })).toBeUndefined();
    expect(await Actor.updateDocuments([{ _id: actor.id, name: "A" }])).toEqual([]);
    expect(h.operations.length).toBe(before);
    expect(seen).toEqual([]);
  });
});

describe("F12 the diff holds only changed keys", () => {
  it("updateActor's `changed` on every client is the _id and the keys whose value changed, nested", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    const changes: unknown[] = [];
    for (const client of h.clients) client.hooks.on("updateActor", (_doc, changed) => changes.push(changed));
    await actor.update({ name: "A", "system.hp.value": 2, "system.size": "medium", flags: { fray: { x: 1 } } });
    expect(changes).toHaveLength(5);
    for (const changed of changes) {
      expect(changed).toEqual({ _id: actor.id, system: { hp: { value: 2 } }, flags: { fray: { x: 1 } } });
    }
  });
});

describe("F13 invalid data rejects the whole batch on the asking client", () => {
  it("one invalid entry of a create or update throws DataModelValidationError before any pre hook; nothing is sent", async () => {
    const h = modelHarness();
    const a = await hero(h, "A");
    const b = await hero(h, "B");
    const hooks = onEvery(h, ["preCreateActor", "createActor", "preUpdateActor", "updateActor"]);
    const before = h.operations.length;
    await expect(
      Actor.createDocuments([
        { name: "Ok", type: "hero" },
        { name: "Bad", type: "hero", system: { hp: { value: 1.5 } } },
      ]),
    ).rejects.toThrow(DataModelValidationError);
    await expect(
      Actor.updateDocuments([
        { _id: a.id, name: "Renamed" },
        { _id: b.id, "system.size": "vast" },
      ]),
    ).rejects.toThrow(DataModelValidationError);
    expect(h.operations.length).toBe(before);
    expect(hooks).toEqual([]);
    expect(h.clients.map((c) => h.doc(a, c.user).name)).toEqual(["A", "A", "A", "A", "A"]);
    expect(h.world.sources("Actor").map((s) => s.name)).toEqual(["A", "B"]);
  });
});

describe("F14 _preCreate runs for embedded documents", () => {
  it("an item created in an actor runs its model's _preCreate on the asking client, with the actor as parent", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A", h.player);
    lifecycle.length = 0;
    await h.as(h.player, () => Item.create({ name: "Rope", type: "gear" }, { parent: h.doc(actor) }));
    await Item.create({ name: "Loose", type: "gear" });
    expect(lifecycle).toEqual([
      "_preCreate on Player by Player in A",
      "_preCreate on Gamemaster by Gamemaster in world",
    ]);
    expect(running()).toBe("Gamemaster");
  });
});
