/**
 * Where a card came from, read again from documents (DESIGN: State and authority): a chat message is written by
 * whoever posted it, so the actor and item it names are only leads. The item must exist and belong to that
 * actor, and the message's author (the user the server recorded) must own that actor: a player can't post a
 * card "from" a creature they don't own.
 */
import { refuse, type CardRefusal } from "./card-request";
import type { DamageCast, DamageInputs } from "../../dice/damage-roll";

/** What the GM asks of the item that made a card (FrayItem, read structurally to keep the import one way). */
export interface CardItem {
  readonly name: string;
  readonly uuid: string;
  readonly actor: Actor.Implementation | null;
  damageInputs(versatile?: boolean, offHand?: boolean, attackCardId?: string, cast?: DamageCast): DamageInputs | null;
  saveRequestTerms(): { readonly save: string; readonly dc: number; readonly condition: string } | null;
}

export interface CardOrigin {
  readonly item: CardItem;
  readonly actor: Actor.Implementation;
}

function isCardItem(doc: unknown): doc is CardItem {
  return doc instanceof Item && "damageInputs" in doc && "saveRequestTerms" in doc;
}

/**
 * The item (`itemUuid`) that made `message`'s card and its owner (`actorUuid`), if the item exists, belongs to
 * that actor, and the message's author owns that actor; otherwise the refusal saying which failed.
 */
export async function cardOrigin(
  message: ChatMessage.Implementation,
  actorUuid: unknown,
  itemUuid: unknown,
): Promise<CardOrigin | CardRefusal> {
  if (typeof itemUuid !== "string" || typeof actorUuid !== "string" || !itemUuid || !actorUuid) {
    return refuse("noItem");
  }
  const item: unknown = await fromUuid(itemUuid as `Item.${string}`);
  if (!isCardItem(item)) return refuse("noItem");
  const actor = item.actor;
  if (!actor || actor.uuid !== actorUuid) return refuse("notTheItemsActor");
  // A message whose author was deleted has none: nobody vouches for it.
  const author = message.author as User.Implementation | null;
  if (!author || !actor.testUserPermission(author, "OWNER")) return refuse("notAuthorsActor");
  return { item, actor };
}
