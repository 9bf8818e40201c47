// Fidelity rows F90–F92 (FIDELITY.md), added for issue 27's Quench batches: folders, a document's sheet, a chat
// message's speaker. The suite tests the stand-in itself, with the harness's own classes.
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index";
import { Actor, ChatMessage, Folder, Item } from "./classes";
import { Hero } from "./fidelity-setup";

/** A harness whose actors may be of types `npc` and `character` (the suite's own model). */
function withActorTypes() {
  const h = installFoundry();
  for (const client of h.clients) Object.assign(client.config.Actor.dataModels, { npc: Hero, character: Hero });
  return h;
}

describe("F90 Folder is a world document a GM makes and names in a document's folder field", () => {
  it("a GM creates one (no system data), a document names it, every client sees it; a player may not", async () => {
    const h = withActorTypes();
    const folder = await Folder.create({ name: "Scratch", type: "Actor" });
    if (!(folder instanceof Folder)) throw new Error("no folder");
    expect(folder.type).toBe("Actor");
    expect(folder._source.system).toBeUndefined();
    const actor = (await Actor.create({ name: "A", type: "npc", folder: folder.id })) as Actor;
    expect(actor._source.folder).toBe(folder.id);
    await h.settle();
    expect(
      (h.client(h.player).game as unknown as { folders: { get(id: string): unknown } }).folders.get(folder.id),
    ).toBeDefined();
    await expect(h.as(h.player, () => Folder.create({ name: "Mine", type: "Actor" }))).rejects.toThrow(
      "lacks permission",
    );
    await folder.delete();
    expect((h.game as unknown as { folders: { size: number } }).folders.size).toBe(0);
  });
});

describe("F91 a document's sheet is the default registered class's, one per document", () => {
  it("Actor#sheet is made once from the last default registration for its type; none registered throws", async () => {
    withActorTypes();
    class Plain {
      constructor(readonly options: { document: unknown }) {}
    }
    class ForNpcs extends Plain {}
    const config = (
      foundry.applications as unknown as {
        apps: {
          DocumentSheetConfig: {
            registerSheet(c: object, s: string, k: unknown, o: object): void;
            unregisterSheet(c: object, s: string, k: unknown): void;
          };
        };
      }
    ).apps.DocumentSheetConfig;
    config.registerSheet(Actor, "test", Plain, { makeDefault: true });
    config.registerSheet(Actor, "test", ForNpcs, { types: ["npc"], makeDefault: true });
    const npc = (await Actor.create({ name: "N", type: "npc" })) as Actor;
    const hero = (await Actor.create({ name: "H", type: "character" })) as Actor;
    expect(npc.sheet).toBeInstanceOf(ForNpcs);
    expect(npc.sheet).toBe(npc.sheet);
    expect((npc.sheet as Plain).options.document).toBe(npc);
    expect(hero.sheet).toBeInstanceOf(Plain);
    expect(hero.sheet).not.toBeInstanceOf(ForNpcs);
    const item = (await Item.create({ name: "I", type: "base" })) as Item;
    expect((item.sheet as object).constructor.name).toBe("ItemSheet"); // core's placeholder, until a system's
    config.unregisterSheet(Item, "core", (item.sheet as object).constructor);
    const other = (await Item.create({ name: "J", type: "base" })) as Item;
    expect(() => other.sheet).toThrow("no sheet registered for Item base");
  });
});

describe("F92 ChatMessage#speaker is the source's speaker, each part null when unset", () => {
  it("reads scene, actor, token and alias from the source", async () => {
    const h = installFoundry();
    const full = (await ChatMessage.create({
      author: h.gm.id,
      speaker: { scene: "s", actor: "a", token: "t", alias: "Orc" },
    })) as ChatMessage;
    expect(full.speaker).toEqual({ scene: "s", actor: "a", token: "t", alias: "Orc" });
    const bare = (await ChatMessage.create({ author: h.gm.id, content: "hi" })) as ChatMessage;
    expect(bare.speaker).toEqual({ scene: null, actor: null, token: null, alias: null });
  });
});
