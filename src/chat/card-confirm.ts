/**
 * A card action on a creature the asker doesn't own is the GM's call (issue 12): the GM's client asks its GM
 * to confirm (DialogV2.confirm) before writing, unless the world setting `fray.autoApplyCardActions` lets checked
 * actions through. Names in the question are escaped by its template.
 */
import { cardActionsApplyAutomatically } from "../settings/card-actions";
import { ROLL_TEMPLATES } from "./templates";

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
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_TEMPLATES.confirmCardAction, {
    question,
  });
  // DialogV2.confirm resolves to true (yes), false (no) or null (closed).
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize("FRAY.CardAction.Confirm.Title") },
    content,
    rejectClose: false,
    modal: true,
  });
  return answer === true;
}
