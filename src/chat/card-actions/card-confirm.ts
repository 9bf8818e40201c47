/**
 * A card action on a creature the asker doesn't own is the GM's call (issue 12): the GM's client asks its GM
 * to confirm (DialogV2.confirm) before writing, unless the world setting `fray.autoApplyCardActions` lets checked
 * actions through. Names in the question are escaped by its template.
 */
import { cardActionsApplyAutomatically } from "../../settings/card-actions";
import type { Localizer } from "../labels";
import { ROLL_TEMPLATES } from "../templates";
import { openPrompt } from "../../net/prompt-hook";

/** What the GM is asked to confirm: a change of hit points (negative: healing) or a condition. */
export type CardActionQuestion = {
  /** The asking user's name, the item the card came from and the target's name: plain text. */
  readonly user: string;
  readonly item: string;
  readonly target: string;
} & ({ readonly amount: number } | { readonly condition: string });

/** The question (plain text; the template escapes it) for apply damage, healing or a condition. */
export function cardActionQuestion(question: CardActionQuestion, i18n: Localizer): string {
  const { user, item, target } = question;
  if ("condition" in question) {
    return i18n.format("FRAY.CardAction.Confirm.Condition", { user, condition: question.condition, item, target });
  }
  const key = question.amount < 0 ? "FRAY.CardAction.Confirm.Healing" : "FRAY.CardAction.Confirm.Damage";
  return i18n.format(key, { user, amount: String(Math.abs(question.amount)), item, target });
}

/** The confirmation's view data (templates/chat/confirm-card-action.hbs). */
export function confirmCardActionContext(question: string): { question: string } {
  return { question };
}

/**
 * True when `asker` may have the action go ahead on `target`: it owns the target, the world applies card actions
 * automatically, or this client's GM answers yes to `question` (already localized; plain text). A closed dialog
 * is a no.
 */
export async function confirmCardAction(
  asker: User.Implementation,
  target: Actor.Implementation,
  question: string,
): Promise<boolean> {
  if (target.testUserPermission(asker, "OWNER") || cardActionsApplyAutomatically()) return true;
  return askGmToConfirm({ askerId: asker.id, actorId: target.id ?? "", question }, question);
}

/**
 * Asks this client's GM a yes-or-no card-action question (`question`: plain text, escaped by the template) through
 * the `cardAction` prompt, with `data` for a module listening to `fray.promptOpened`. A closed dialog is a no.
 */
export async function askGmToConfirm(data: Record<string, unknown>, question: string): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(
    ROLL_TEMPLATES.confirmCardAction,
    confirmCardActionContext(question),
  );
  // DialogV2.confirm resolves to true (yes), false (no) or null (closed).
  const answer = await openPrompt("cardAction", data, (render) =>
    foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize("FRAY.CardAction.Confirm.Title") },
      content,
      rejectClose: false,
      modal: true,
      render,
    } as never),
  );
  return answer === true;
}
