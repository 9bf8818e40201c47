/**
 * RES-5: Legendary Resistance. On a failed save's card a GM sees a button that turns the failure into a success,
 * spending one of the monster's resistances per day. The GM's client judges it from its own records (issue 26):
 * the save must be the one the GM recorded for its request card (src/chat/card-actions/card-records.ts), it must fail the DC the
 * card's item asks for now (re-derived as src/chat/saves/trusted-save.ts does), and it must not have been turned already.
 * The success is written into the GM's save record (`legendary: true`), which only a GM can write, so nobody can
 * forge it or undo it by deleting a message; a condition the save would have brought is then refused.
 */
import { judgeRoll, useLegendaryResistance as useRule } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { FrayD20Roll } from "../../dice/d20-roll";
import { refuse, type CardRefusal, cardOrigin, recordedSave, saveRecordOf, writeCardRecords } from "../card-actions";
import { escapeHtml } from "../escape";

/** The button's action (src/hooks/render-chat-message.ts binds it). */
export const LEGENDARY_RESISTANCE_ACTION = "frayLegendaryResistance";

interface ResistanceSystem {
  legendary?: { resistance?: { value: number; max: number } };
}

const resistanceOf = (actor: Actor.Implementation) => (actor.system as ResistanceSystem).legendary?.resistance ?? null;

/** The chat message `id` on this client, or null. */
function messageById(id: string): ChatMessage.Implementation | null {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Messages hold ChatMessages
  return game.messages.find((m) => m.id === id) ?? null;
}

function saveRollOf(message: ChatMessage.Implementation): FrayD20Roll | null {
  const rolls: unknown[] = Array.isArray(message.rolls) ? message.rolls : [];
  return rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll && r.fray.kind === "save") ?? null;
}

/**
 * Whether a GM's client shows the button on `message`: a save for a request card by a creature with a legendary
 * resistance left, which failed the DC it was rolled against and wasn't turned yet. Only a lead: pressing it
 * checks everything again from the GM's records.
 */
export function offersLegendaryResistance(message: ChatMessage.Implementation): boolean {
  if (!game.user.isGM) return false;
  const save = saveRollOf(message);
  if (!save?.fray.saveRequestId || save.fray.dc === null || !save.fray.actorUuid) return false;
  const actor = fromUuidSync(save.fray.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  if (!(actor instanceof Actor) || (resistanceOf(actor)?.value ?? 0) === 0) return false;
  if (recordedSave(save.fray.saveRequestId, actor.uuid)?.legendary === true) return false;
  return save.judge(save.fray.dc)?.success === false;
}

/** Adds the button to a failed save's card drawn on a GM's client (before the card's buttons are bound). */
export function addLegendaryResistanceButton(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!offersLegendaryResistance(message) || html.querySelector(`[data-action='${LEGENDARY_RESISTANCE_ACTION}']`))
    return;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.dataset.action = LEGENDARY_RESISTANCE_ACTION;
  button.className = "fray-card__button fray-legendary-resistance";
  button.textContent = game.i18n.localize("FRAY.Legendary.Resistance.Button");
  const card = html.querySelector(".fray-card") ?? html;
  card.append(button);
}

/**
 * RES-5 (GM): turns the failed save `message` holds into a success with one of the saver's legendary resistances,
 * or says why not (nothing changed). Posts a card and calls `fray.legendaryResistance`.
 */
export async function useLegendaryResistance(
  message: ChatMessage.Implementation,
): Promise<{ readonly ok: true } | CardRefusal> {
  if (!game.user.isGM) return refuse("notGm");
  const posted = saveRecordOf(message);
  if (!posted) return refuse("noSaveRecorded");
  const record = recordedSave(posted.request, posted.actor);
  // Only the save the GM recorded first counts: a later roll for the same card changes nothing.
  if (record?.natural !== posted.natural || record.total !== posted.total || record.subject !== posted.subject)
    return refuse("noSaveRecorded");
  if (record.legendary === true) return refuse("saveSucceeded");
  const request = messageById(posted.request);
  const card = request?.flags.fray?.saveRequest;
  if (!request || !card) return refuse("notASaveRequest");
  const origin = await cardOrigin(request, card.actorUuid, card.itemUuid);
  if ("ok" in origin) return origin;
  const terms = origin.item.saveRequestTerms();
  if (!terms) return refuse("notASaveRequest");
  const judged = judgeRoll(activePolicies().success, {
    natural: record.natural,
    total: record.total,
    target: terms.dc,
    kind: "save",
  });
  if (judged.success) return refuse("saveSucceeded");
  const actor = fromUuidSync(record.actor as `Actor.${string}`) as Actor.Implementation | null;
  const resistance = actor instanceof Actor ? resistanceOf(actor) : null;
  if (!actor || !resistance) return refuse("noLegendaryResistance");
  const used = useRule(resistance);
  if (!used.ok) return refuse("noLegendaryResistance");
  const marked = await writeCardRecords((records) => {
    const i = records.saves.findIndex((r) => r.request === record.request && r.actor === record.actor);
    const current = records.saves[i];
    if (!current || current.legendary === true) return { records, result: false };
    const saves = records.saves.map((r, j) => (j === i ? { ...r, legendary: true } : r));
    return { records: { ...records, saves }, result: true };
  });
  if (!marked) return refuse("saveSucceeded");
  await actor.update({ system: { legendary: { resistance: { value: used.resistance.value } } } });
  const content = `<section class="fray fray-card fray-card--legendary-resistance"><p class="fray-card__body">${game.i18n.format(
    "FRAY.Legendary.Resistance.Card",
    { name: escapeHtml(actor.name), left: String(used.resistance.value), max: String(used.resistance.max) },
  )}</p></section>`;
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
  const chat = ui.chat as { updateMessage?(m: ChatMessage.Implementation): Promise<unknown> } | undefined;
  await chat?.updateMessage?.(message);
  await chat?.updateMessage?.(request);
  Hooks.callAll("fray.legendaryResistance", actor, message.id ?? "");
  return { ok: true };
}
