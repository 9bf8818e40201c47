/**
 * Issue 26 item 6, world setting `fray.gmRollsPlayerDice`: dice the GM can trust. A player's "roll damage" and
 * "roll save" buttons ask the active GM (requests `fray.rollDamage`, `fray.rollSave`), whose client rolls with
 * Foundry's dice and posts the card, flagged `rolledFor` the asker (so the asker may apply it:
 * src/chat/card-actions/card-request.ts). What is rolled is read from documents, never from the request: the item must be the
 * asker's and the card the asker's own attack card; the save is the one the request card's item asks for, by a
 * creature the asker owns. With the setting on, damage and saves a player posted itself are not applied.
 */
import { refuse, type CardRefusal, cardOrigin } from "../chat/card-actions";
import { registerGmRequest } from "../net/gm-requests";

/** Names of the requests the active GM answers. */
export const ROLL_DAMAGE_REQUEST = "fray.rollDamage";
export const ROLL_SAVE_REQUEST = "fray.rollSave";

type Result = { readonly ok: true } | CardRefusal;

/** The card action a GM's client runs (src/hooks/render-chat-message.ts onCardAction, injected to keep imports one way). */
export type CardAction = (message: ChatMessage.Implementation, data: DOMStringMap, event?: Event) => Promise<unknown>;

/** Shift: the GM's client rolls at once, without the roll dialog (nobody at that screen chose the options). */
const AT_ONCE = { shiftKey: true } as unknown as Event;

/** Marks the card the GM just rolled for `asker`. */
async function markRolledFor(asker: User.Implementation, posted: unknown): Promise<Result> {
  if (!(posted instanceof ChatMessage)) return refuse("notRolled");
  await (posted as ChatMessage.Implementation).update({ flags: { fray: { rolledFor: asker.id ?? "" } } });
  return { ok: true };
}

const messageOf = (id: unknown) =>
  typeof id === "string" ? (game.messages.get(id) as unknown as ChatMessage.Implementation | undefined) : undefined;

/** `fray.rollDamage` {messageId, itemUuid, critical}: the asker's damage from its own attack card. */
async function rollDamageFor(data: Record<string, unknown>, asker: User.Implementation, act: CardAction) {
  const message = messageOf(data.messageId);
  if (!message) return refuse("noMessage");
  if (message.author.id !== asker.id) return refuse("notYourCard");
  const item: unknown = await fromUuid(String(data.itemUuid) as `Item.${string}`);
  if (!(item instanceof Item) || !item.testUserPermission(asker, "OWNER")) return refuse("noItem");
  // The critical is judged again from the attack card when the damage is applied (src/chat/damage/trusted-attack.ts).
  const critical = data.critical === true ? "true" : "false";
  return markRolledFor(asker, await act(message, { action: "frayRollDamage", itemUuid: item.uuid, critical }, AT_ONCE));
}

/** `fray.rollSave` {messageId, targetUuid}: the save a request card asks of a creature the asker owns. */
async function rollSaveFor(data: Record<string, unknown>, asker: User.Implementation, act: CardAction) {
  const message = messageOf(data.messageId);
  const posted = message?.flags.fray?.saveRequest;
  if (!message || !posted) return refuse("notASaveRequest");
  const targetUuid = String(data.targetUuid);
  if (!posted.targets.includes(targetUuid)) return refuse("notATarget");
  const target = await fromUuid(targetUuid as `Actor.${string}`);
  if (!(target instanceof Actor) || !target.testUserPermission(asker, "OWNER")) return refuse("noTarget");
  const origin = await cardOrigin(message, posted.actorUuid, posted.itemUuid);
  if ("ok" in origin) return origin;
  const terms = origin.item.saveRequestTerms();
  if (!terms) return refuse("notASaveRequest");
  const save = { action: "frayRollSave", targetUuid, save: terms.save, dc: String(terms.dc) };
  return markRolledFor(asker, await act(message, save, AT_ONCE));
}

/** `init`: the GM side of `fray.rollDamage` and `fray.rollSave`, running card actions with `act`. */
export function registerGmRollRequests(act: CardAction): void {
  registerGmRequest(ROLL_DAMAGE_REQUEST, (data, asker) => rollDamageFor(data, asker, act));
  registerGmRequest(ROLL_SAVE_REQUEST, (data, asker) => rollSaveFor(data, asker, act));
}
