/**
 * Default artwork of a new item, per item type: a picture from Foundry's core icon library instead of the one bag
 * every item type shares. Foundry asks `Item.getDefaultArtwork(data)` for a new item's initial image (dnd5e 5.2.5
 * overrides it the same way); FrayItem#_preCreate also replaces the core bag when a creator passes it explicitly.
 */

/** Foundry's own default item image (`Item.DEFAULT_ICON`). */
export const CORE_ITEM_ICON = "icons/svg/item-bag.svg";

/** Item type → core icon a new item of that type gets. */
export const DEFAULT_ITEM_ARTWORK: Readonly<Record<string, string>> = Object.freeze({
  weapon: "icons/weapons/swords/greatsword-crossguard-steel.webp",
  armor: "icons/equipment/chest/breastplate-collared-steel-grey.webp",
  spell: "icons/magic/light/hand-sparks-glow-yellow.webp",
  feature: "icons/magic/symbols/star-solid-gold.webp",
  equipment: "icons/containers/bags/pack-engraved-leather-tan.webp",
});

/** The image a new item of `type` gets; the core bag for a type Fray doesn't know. */
export function defaultItemArtwork(type: unknown): string {
  return (typeof type === "string" ? DEFAULT_ITEM_ARTWORK[type] : undefined) ?? CORE_ITEM_ICON;
}

/** True when `img` is no choice of the creator's: missing, blank, or Foundry's shared bag. */
export function wantsDefaultArtwork(img: unknown): boolean {
  return typeof img !== "string" || img.trim() === "" || img === CORE_ITEM_ICON;
}
