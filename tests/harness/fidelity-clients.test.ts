// Fidelity rows F1–F7 (FIDELITY.md): clients, their globals and copies, the active GM, connecting, hooks.
import { describe, expect, it } from "vitest";
import {
  installFoundry,
  type HarnessCollection,
  type HarnessDocument,
  type HarnessClient,
  type HarnessConfig,
  type HarnessUser,
} from "./index";
import type { HarnessHooks } from "./hooks";
import { Actor } from "./classes";
import { hero, modelHarness, onEvery, running, type Hero } from "./fidelity-setup";

/** The Foundry globals as the harness installs them (read without fvtt-types' declarations). */
interface Globals {
  game: { user: HarnessUser };
  Hooks: HarnessHooks;
  CONFIG: HarnessConfig;
  ui: HarnessClient["ui"];
}
const globals = () => globalThis as unknown as Globals;
const hp = (actor: Actor) => (actor.system as Hero).hp.value;
const actorsOf = (client: HarnessClient) => client.game.actors as HarnessCollection<HarnessDocument>;

describe("F1 per-client globals", () => {
  it("game, Hooks, CONFIG and ui are the running client's, across awaits; a test's own code is the acting client's", async () => {
    const h = installFoundry();
    const player = h.client(h.player);
    const seen = await h.as(h.player, async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const g = globals();
      g.CONFIG.specialStatusEffects.DEFEATED = "down";
      g.ui.notifications.warn("mine");
      return [g.game.user, g.Hooks, g.CONFIG, g.ui];
    });
    expect(seen).toEqual([h.player, player.hooks, player.config, player.ui]);
    expect(seen[1]).toBe(player.hooks);
    expect(seen[2]).toBe(player.config);
    expect(h.client(h.gm).config.specialStatusEffects.DEFEATED).toBe("dead");
    expect(player.shown()).toEqual(["mine"]);
    expect(h.client(h.gm).shown()).toEqual([]);
    expect(globals().game.user).toBe(h.gm);
    h.actAs(h.observer);
    expect(globals().game.user).toBe(h.observer);
    expect(globals().Hooks).toBe(h.client(h.observer).hooks);
  });
});

describe("F2 per-client document copies", () => {
  it("each client holds its own copy of a document; a broadcast reaches every copy, a local change stays local", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    const copies = h.clients.map((c) => h.doc(actor, c.user));
    expect(new Set(copies).size).toBe(5);
    expect(copies.every((c) => c instanceof Actor && c.name === "A")).toBe(true);
    expect(h.doc(actor, h.gm)).toBe(actor);
    await actor.update({ "system.hp.value": 3 });
    expect(copies.map(hp)).toEqual([3, 3, 3, 3, 3]);
    h.as(h.player, () => {
      h.doc(actor).updateSource({ "system.hp.value": 1 });
    });
    expect(copies.map(hp)).toEqual([3, 3, 1, 3, 3]);
    expect(h.world.sourceOf(actor.uuid)).toMatchObject({ system: { hp: { value: 3 } } });
  });
});

describe("F3 another client's copy", () => {
  it("updating or deleting with another client's copy throws, naming the fix, and sends nothing", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A", h.player);
    const before = h.operations.length;
    h.actAs(h.player);
    await expect(actor.update({ name: "B" })).rejects.toThrow("take that client's own copy");
    await expect(actor.delete()).rejects.toThrow("take that client's own copy");
    expect(() => actor.createEmbeddedDocuments("Item", [{ name: "X", type: "gear" }])).toThrow("own copy");
    expect(h.operations.length).toBe(before);
    await h.doc(actor).update({ name: "B" });
    expect(actor.name).toBe("B");
  });
});

describe("F4 Users#activeGM", () => {
  it("is the connected GM, else the connected assistant GM, else null", () => {
    const h = installFoundry();
    expect(h.users.activeGM).toBe(h.gm);
    expect([h.gm.isActiveGM, h.assistant.isActiveGM]).toEqual([true, false]);
    h.disconnect(h.gm);
    expect(h.users.activeGM).toBe(h.assistant);
    expect([h.gm.isActiveGM, h.assistant.isActiveGM]).toEqual([false, true]);
    h.disconnect(h.assistant);
    expect(h.users.activeGM).toBeNull();
    h.connect(h.assistant);
    h.connect(h.gm);
    expect(h.users.activeGM).toBe(h.gm);
  });
});

describe("F5 disconnect and connect", () => {
  it("a disconnected client gets no broadcast; connecting loads every document anew, firing no document hooks", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    const old = h.doc(actor, h.player);
    const hooks = onEvery(h, ["updateActor", "createActor"]);
    h.disconnect(h.player);
    await actor.update({ "system.hp.value": 2 });
    await hero(h, "B");
    const others = ["Gamemaster", "Assistant", "Player Two", "Observer"];
    expect(hooks).toEqual([...others.map((n) => `${n} updateActor`), ...others.map((n) => `${n} createActor`)]);
    expect(hp(old)).toBe(5);
    expect(actorsOf(h.client(h.player)).size).toBe(1);
    const count = hooks.length;
    h.connect(h.player);
    const fresh = h.doc(actor, h.player);
    expect(fresh).not.toBe(old);
    expect(hp(fresh)).toBe(2);
    expect(actorsOf(h.client(h.player)).size).toBe(2);
    expect(hooks.length).toBe(count);
  });
});

describe("F6 Hooks.call, callAll, once", () => {
  it("call stops at the first false and returns false; callAll runs every listener; once runs once", () => {
    const h = installFoundry();
    const seen: string[] = [];
    h.hooks.on("probe", () => seen.push("a"));
    h.hooks.on("probe", () => false);
    h.hooks.on("probe", () => seen.push("c"));
    h.hooks.once("probe", () => seen.push("once"));
    expect(h.hooks.call("probe")).toBe(false);
    expect(seen).toEqual(["a"]);
    // v13 documents `callAll` as returning void: read what it really returns, past its void type.
    const callAll: (hook: string) => unknown = h.hooks.callAll.bind(h.hooks);
    expect(callAll("probe")).toBeUndefined();
    h.hooks.callAll("probe");
    expect(seen).toEqual(["a", "a", "c", "once", "a", "c"]);
  });
});

describe("F7 hook listener errors", () => {
  it("a throwing listener does not stop the next one or the operation; settle() rethrows the error", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    h.client(h.gm).hooks.on("updateActor", () => {
      throw new Error("listener failed");
    });
    h.client(h.gm).hooks.on("updateActor", async () => {
      await Promise.resolve();
      throw new Error("async listener failed");
    });
    const after = onEvery(h, "updateActor", () => running());
    await actor.update({ name: "B" });
    expect(after).toEqual([
      "Gamemaster Gamemaster",
      "Assistant Assistant",
      "Player Player",
      "Player Two Player Two",
      "Observer Observer",
    ]);
    expect(h.world.sourceOf(actor.uuid)).toMatchObject({ name: "B" });
    await expect(h.settle()).rejects.toThrow("listener failed");
    await expect(h.settle()).resolves.toBeUndefined();
  });
});
