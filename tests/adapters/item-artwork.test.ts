// Issue 14, item 7: a new item gets a picture of its kind from Foundry's core icon library, not the one bag every
// item type shares; a picture the creator chose is kept.
import { beforeEach, describe, expect, it } from "vitest";
import { frayHarness } from "./fray-setup";
import { CORE_ITEM_ICON, DEFAULT_ITEM_ARTWORK, defaultItemArtwork } from "../../src/documents/item-artwork";
import { FrayItem } from "../../src/documents/item";

beforeEach(() => {
  frayHarness();
});

const createItem = (data: object) => Item.create(data as never);
const imgOf = (doc: { _source: unknown } | undefined) => (doc?._source as { img?: string } | undefined)?.img;
const TYPES = ["weapon", "armor", "spell", "feature", "equipment"] as const;

describe("default item artwork", () => {
  it("has a distinct core icon for each of Fray's item types", () => {
    expect(Object.keys(DEFAULT_ITEM_ARTWORK).sort()).toEqual([...TYPES].sort());
    const icons = Object.values(DEFAULT_ITEM_ARTWORK);
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of icons) expect(icon).toMatch(/^icons\/[a-z]+\/[a-z-]+\/[a-z-]+\.webp$/);
    expect(defaultItemArtwork("nonsense")).toBe(CORE_ITEM_ICON);
  });

  it("is what Foundry asks for a new item's initial picture (Item.getDefaultArtwork)", () => {
    for (const type of TYPES) expect(FrayItem.getDefaultArtwork({ type })).toEqual({ img: DEFAULT_ITEM_ARTWORK[type] });
    expect(FrayItem.getDefaultArtwork()).toEqual({ img: CORE_ITEM_ICON });
  });

  it.each(TYPES)("gives a new %s without a picture, or with the core bag, its type's icon", async (type) => {
    const bare = await createItem({ name: "Bare", type });
    expect(imgOf(bare)).toBe(DEFAULT_ITEM_ARTWORK[type]);
    const bag = await createItem({ name: "Bag", type, img: CORE_ITEM_ICON });
    expect(imgOf(bag)).toBe(DEFAULT_ITEM_ARTWORK[type]);
  });

  it("keeps a picture the creator chose, and works for an item created on an actor", async () => {
    const own = await createItem({ name: "Own", type: "weapon", img: "icons/weapons/daggers/dagger-black.webp" });
    expect(imgOf(own)).toBe("icons/weapons/daggers/dagger-black.webp");
    const actor = await Actor.create({ name: "Hero", type: "character" } as never);
    const [spell] = (await actor?.createEmbeddedDocuments("Item", [{ name: "Spark", type: "spell" }] as never)) ?? [];
    expect(imgOf(spell as never)).toBe(DEFAULT_ITEM_ARTWORK.spell);
    // Every client sees the same picture (it was written, not computed locally).
    expect(imgOf(actor?.items.getName("Spark") as never)).toBe(DEFAULT_ITEM_ARTWORK.spell);
  });
});
