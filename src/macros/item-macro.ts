/**
 * Items on the hotbar: dropping a creature's item on a hotbar slot makes a script macro that uses it (`item.use()`:
 * a weapon's or attack spell's attack, a spell's save request, an action from the actions compendium, with the
 * turn ledger's spend), instead of core's macro that opens the item's sheet. An item that belongs to no creature
 * (in the sidebar or a compendium) keeps core's behaviour. The macro names the item by uuid and runs through
 * `game.fray.useItem`, so it keeps working after Fray updates; a user who may not use it is warned.
 */
import { SYSTEM_ID } from "../constants";

/** The macro command that uses the item `uuid`. */
export function itemMacroCommand(uuid: string): string {
  return `await game.fray.useItem(${JSON.stringify(uuid)});`;
}

/** An owned item's uuid: a world actor's (`Actor.x.Item.y`) or a token's synthetic actor's (`…Token.t.Actor.x.Item.y`). */
const OWNED_ITEM = /(^|\.)Actor\.[A-Za-z0-9]{16}\.Item\.[A-Za-z0-9]{16}$/;

/**
 * The `hotbarDrop` hook (v13: `(hotbar, data, slot)`, returning false stops core's own handling): an owned item
 * dropped on the hotbar becomes a Fray item macro; anything else is left to core.
 */
export function onHotbarDrop(_hotbar: unknown, data: unknown, slot: number): false | undefined {
  const drop = data as { type?: unknown; uuid?: unknown } | null;
  if (drop?.type !== "Item" || typeof drop.uuid !== "string" || !OWNED_ITEM.test(drop.uuid)) return undefined;
  void createItemMacro(drop.uuid, slot);
  return false;
}

/**
 * Makes (or finds this user's existing) script macro using the item `uuid` and puts it in hotbar `slot`. Null,
 * with a warning, when the item is gone or belongs to no creature, or this user may not make script macros.
 */
export async function createItemMacro(uuid: string, slot: number): Promise<Macro.Implementation | null> {
  const item = await fromUuid(uuid as `Item.${string}`);
  if (!(item instanceof Item) || !item.actor) {
    ui.notifications.warn(game.i18n.localize("FRAY.Macro.NotOwned"));
    return null;
  }
  if (!game.user.can("MACRO_SCRIPT")) {
    ui.notifications.warn(game.i18n.format("FRAY.Macro.NoScriptPermission", { item: item.name }));
    return null;
  }
  const command = itemMacroCommand(uuid);
  const mine = game.macros.find((m) => m.command === command && m._source.author === game.user.id);
  const macro: unknown =
    mine ??
    (await Macro.implementation.create({
      name: item.name,
      type: "script",
      img: item.img ?? null,
      command,
      flags: { [SYSTEM_ID]: { itemUuid: uuid } },
    } as never));
  if (!macro) return null;
  await game.user.assignHotbarMacro(macro as never, slot);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- the Macro game.macros or create gave
  return macro as Macro.Implementation;
}

/**
 * `game.fray.useItem(uuid)`, what an item macro runs: uses the item as its sheet's button does. Warns and does
 * nothing when the item is gone, belongs to no creature, or the user doesn't own it.
 */
export async function useItemByUuid(uuid: string): Promise<unknown> {
  const item = typeof uuid === "string" ? await fromUuid(uuid as `Item.${string}`) : null;
  if (!(item instanceof Item) || !item.actor) {
    ui.notifications.warn(game.i18n.localize("FRAY.Macro.NotOwned"));
    return null;
  }
  if (!item.isOwner) {
    ui.notifications.warn(game.i18n.format("FRAY.Macro.NotYours", { item: item.name }));
    return null;
  }
  return (item as unknown as { use(): Promise<unknown> }).use();
}
