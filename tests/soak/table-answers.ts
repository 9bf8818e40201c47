// The soak's people answer the dialogs their clients show, as they would at a table (issue 26: "the soak answers
// the GM's dialogs as a GM would, never by silencing the rejection"). The harness's DialogV2 takes answers from
// `dialogs.answers` and throws when none is queued; the soak hands it a queue that, when a dialog finds it empty,
// gets the answer of whoever the dialog opened for. A dialog nobody here knows fails the run with its title.
import { dialogs } from "../harness/applications";

/** The dialogs the soak's people answered, by title (the run's report, and a check that they were asked). */
export const answered = new Map<string, number>();

/** How a person answers one dialog: `title` (localized), shown on `userName`'s client, GM or not. */
function answerOf(title: string, isGM: boolean): unknown {
  const i18n = game.i18n;
  // CMB-4: the GM is offered to end the combat when a side falls; this table plays on (the soak's combat stays).
  if (isGM && title === i18n.localize("FRAY.Combat.EndOffer.Title")) return false;
  // An opportunity attack offered to a reactor's owner: let the mover pass (the dialog's close answers "none").
  if (title === i18n.localize("FRAY.Opportunity.Prompt.Title")) return null;
  // A player asks to apply a checked card action to the GM's creature: the GM agrees (the checks already ran).
  if (isGM && title === i18n.localize("FRAY.CardAction.Confirm.Title")) return true;
  // A player asked to accept an initiative swap: no.
  if (title === i18n.localize("FRAY.Initiative.Swap.Title")) return false;
  throw new Error(`soak: nobody at the table knows how to answer the dialog "${title}"`);
}

/**
 * Installs the table's answers for the rest of the test file: `isGM(userName)` says whether the user a dialog
 * opened for is a GM. Answers a test queued itself still come first.
 */
export function answerDialogsAsTheTable(isGM: (userName: string) => boolean): void {
  const queue: unknown[] = [];
  dialogs.answers = new Proxy(queue, {
    get(target, key, receiver) {
      if (key === "length" && target.length === 0) {
        const options = dialogs.shown.at(-1) ?? {};
        const title = (options.window as { title?: string } | undefined)?.title ?? "";
        target.push(answerOf(title, isGM(dialogs.shownBy.at(-1) ?? "")));
        answered.set(title, (answered.get(title) ?? 0) + 1);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
