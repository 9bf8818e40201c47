/** Posts the save request and description cards of FrayItem#use. */
import { ROLL_TEMPLATES } from "./templates";
import { itemCardContext, saveRequestContext } from "./save-request";
import { statusNameKey } from "../conditions/status-effects";

/** ATK-18: posts a save request: the save, its DC, a "roll save" button per target. */
export async function postSaveRequest(request: {
  actor: Actor.Implementation;
  item: Item.Implementation | { name: string; uuid: string };
  save: string;
  dc: number;
  targets: { uuid: string; name: string }[];
  damage: boolean;
  /** CND-1: the condition a failed save brings ("" for none). */
  condition?: string;
  /** Issue 13 item 4: the template the spell's area placed; saves take their cover from its origin. */
  templateUuid?: string | null;
}): Promise<ChatMessage.Implementation | null> {
  const conditionKey = request.condition ? statusNameKey(request.condition) : null;
  const context = saveRequestContext(
    {
      title: request.item.name,
      actorName: request.actor.name,
      save: request.save,
      dc: request.dc,
      targets: request.targets,
      damageItemUuid: request.damage ? request.item.uuid : null,
      condition:
        request.condition && conditionKey ? { id: request.condition, name: game.i18n.localize(conditionKey) } : null,
    },
    game.i18n,
  );
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_TEMPLATES.saveRequest, context);
  const created = await ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor: request.actor }),
    // The targets and condition as posted, and where they came from: the GM's apply-condition check re-derives
    // the condition and DC from this actor's item (src/chat/saves/trusted-save.ts) rather than trusting the card.
    flags: {
      fray: {
        saveRequest: {
          targets: request.targets.map((t) => t.uuid),
          condition: conditionKey ? (request.condition ?? "") : "",
          actorUuid: request.actor.uuid,
          itemUuid: request.item.uuid,
          ...(request.templateUuid ? { templateUuid: request.templateUuid } : {}),
        },
      },
    },
  });
  return (created as unknown as ChatMessage.Implementation | undefined) ?? null;
}

/**
 * Posts an item's description card; with `flatCheck` (TA-12: a grabbed creature's manipulate action), its line
 * too, and a lost action's card holds that line alone.
 */
export async function postItemCard(
  item: { name: string; system: unknown },
  actor: Actor.Implementation | null,
  flatCheck?: { readonly line: string; readonly lost: boolean },
): Promise<ChatMessage.Implementation | null> {
  const description = flatCheck?.lost ? "" : ((item.system as { description?: string }).description ?? "");
  const context = itemCardContext({ title: item.name, actorName: actor?.name ?? "", description });
  const content = await foundry.applications.handlebars.renderTemplate(
    ROLL_TEMPLATES.itemCard,
    flatCheck ? { ...context, flatCheck: flatCheck.line } : context,
  );
  // The item the card is of: the GM settles the reservation of its use by this card (src/combat/ledger/ledger-reserve.ts).
  // RES-1: and the actor using it, so a spell without an attack or a save (Magic Missile, Cure Wounds) has its
  // slot bound to this card like any other casting.
  const uuid = (item as { uuid?: unknown }).uuid;
  const actorUuid = actor ? { actorUuid: actor.uuid } : {};
  const flags = typeof uuid === "string" ? { flags: { fray: { itemCard: { itemUuid: uuid, ...actorUuid } } } } : {};
  const created = await ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
    ...flags,
  });
  return (created as unknown as ChatMessage.Implementation | undefined) ?? null;
}
