/**
 * Issue 24 §3.6: a card shows each user only the buttons that can work, and says why a button can't be pressed.
 * Run on every client as it draws a card (renderChatMessageHTML):
 * - CND-1: a save request's "apply the condition" button for a target shows only once that target failed the save
 *   in a roll recorded for this card (the check the applying client makes, src/chat/saves/trusted-save.ts); before that
 *   it could only be refused. A save posted for a request draws the request card again (`ui.chat.updateMessage`).
 * - A button the user may not press stays in sight, marked `aria-disabled`, with the reason as its tooltip; a click
 *   shows the reason instead of doing nothing: rolling a save for a creature the user doesn't own, rolling damage
 *   with an item the user doesn't own, applying from a card the user neither posted nor is a GM for.
 * A damage roll from an attack card lists only the targets the attack hit (src/hooks/render-chat-message.ts), so
 * a missed target gets no "apply damage" button.
 */
import { trustedCondition } from "./saves";
import { FrayD20Roll } from "../dice/d20-roll";

/** The parts of a drawn card this reads and changes. */
interface CardHtml {
  querySelectorAll(selector: string): Iterable<HTMLElement>;
}

/** Marks `button` as one this user can't press, with `reason` (localized) as its tooltip and accessible note. */
function refuseButton(button: HTMLElement, reason: string): void {
  button.setAttribute("aria-disabled", "true");
  button.classList.add("is-refused");
  button.dataset.tooltip = reason;
  button.dataset.refusal = reason;
}

/** The reason a refused button shows, or null for a button this user may press. */
export function refusalOf(button: { dataset: DOMStringMap }): string | null {
  return button.dataset.refusal ?? null;
}

/** Whether this user may apply from `message` (its author or a GM: src/chat/card-actions/card-request.ts checkRequest). */
function mayApply(message: ChatMessage.Implementation): boolean {
  return game.user.isGM || message.isOwner;
}

/** The document a uuid names on this client (an actor, an item), or null. */
function docOf(uuid: string | undefined): { isOwner?: boolean; name?: string | null } | null {
  if (!uuid) return null;
  const doc: { isOwner?: boolean; name?: string | null } | null = fromUuidSync(uuid as `Actor.${string}`);
  return doc;
}

/**
 * Shows, hides and marks the buttons of a Fray card drawn on this client. Resolves once the condition buttons
 * that may show are shown (their check reads the recorded saves).
 */
export async function prepareCardButtons(message: ChatMessage.Implementation, html: CardHtml): Promise<void> {
  const i18n = game.i18n;
  for (const button of html.querySelectorAll("button[data-action='frayRollSave']")) {
    const actor = docOf(button.dataset.targetUuid);
    if (actor && actor.isOwner !== true)
      refuseButton(button, i18n.format("FRAY.CardAction.Why.RollSave", { name: actor.name ?? "" }));
  }
  for (const button of html.querySelectorAll("button[data-action='frayRollDamage']")) {
    const item = docOf(button.dataset.itemUuid);
    if (item && item.isOwner !== true)
      refuseButton(button, i18n.format("FRAY.CardAction.Why.RollDamage", { item: item.name ?? "" }));
  }
  const apply = [
    ...html.querySelectorAll("button[data-action='frayApplyDamage']"),
    ...html.querySelectorAll("button[data-action='frayApplyCondition']"),
  ];
  if (apply.length > 0 && !mayApply(message))
    for (const button of apply) refuseButton(button, i18n.localize("FRAY.CardAction.Why.NotYourCard"));
  // CND-1: hidden until the target's failed save is on record; the same check the apply makes.
  const conditions = [...html.querySelectorAll("button[data-action='frayApplyCondition']")];
  for (const button of conditions) button.hidden = true;
  await Promise.all(
    conditions.map(async (button) => {
      const target = await fromUuid((button.dataset.targetUuid ?? "") as `Actor.${string}`);
      if (!(target instanceof Actor)) return;
      const trusted = await trustedCondition(message, target);
      if (trusted.ok) button.hidden = false;
    }),
  );
}

/** The save request card a newly posted save answers, if any (the id its roll carries, `saveRequestId`). */
export function answeredRequest(message: ChatMessage.Implementation): ChatMessage.Implementation | null {
  const rolls: unknown[] = message.rolls;
  const save = rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll && r.fray.kind === "save");
  const id = save?.fray.saveRequestId;
  if (!id) return null;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Messages hold ChatMessages
  return game.messages.find((m) => m.id === id) ?? null;
}

/** `createChatMessage`: a save posted for a request draws that request card again on this client. */
export async function redrawAnsweredRequest(message: ChatMessage.Implementation): Promise<void> {
  const request = answeredRequest(message);
  const chat = ui.chat as { updateMessage?(m: ChatMessage.Implementation): Promise<unknown> } | undefined;
  if (request) await chat?.updateMessage?.(request);
}
