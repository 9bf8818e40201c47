/**
 * Hidden outcomes (world setting `fray.outcomeVisibility` "gm"): a player's client must never receive a
 * target's AC or a roll's DC, and a chat message's data reaches every client it is shown to. So the public card
 * and the roll attached to it carry neither (every `ac`/`dc` null, no outcome), and the GMs get the judged card
 * as a record of their own: written on a GM's client and whispered to the GMs, since a player-authored whisper
 * would come back to its author. The GM re-reads each target's AC from the documents with the cover it measures
 * itself, rather than trusting the roller; the DC of a save is the DC of the item whose save request card it
 * answers, read by the GM (issue 26: the `dc` a record request carries is not read).
 */
import { outcomesHiddenFromPlayers } from "../settings/outcome-visibility";
import { refuse, type CardRefusal, cardOrigin } from "../chat/card-actions";
import { GmRequestError, registerGmRequest, requestGm } from "../net/gm-requests";
import { renderD20CardAgain } from "./d20-card-render";
import { targetDefense } from "./target-defense";
import { FrayD20Roll, type FrayD20RollOptions, type RollTarget } from "./d20-roll";
import { coverFromStatuses, type CoverDegree, type RollSource } from "../rules";
import { targetCover } from "../scene/cover";
import { attackIsMelee, attackWeapon, type AttackWeapon } from "../adapters/attack-input";
import { attackSituation } from "../scene/reach";

/** Name of the request the active GM answers with a record (src/net/gm-requests.ts). */
export const RECORD_OUTCOME_QUERY = "fray.recordOutcome";

export interface RecordOutcomeData {
  /** The public card. */
  readonly messageId: string;
  /** The DC the roll was made against (a save request), which the public roll leaves out. */
  readonly dc: number | null;
  /** Offer the damage button on the record (an attack with damage). */
  readonly damage: boolean;
}

export type RecordOutcomeResult = { readonly ok: true } | CardRefusal;

/** True when the world hides outcomes and this roll has an AC or DC a player would see on its card. */
export function hidesDefenses(o: FrayD20RollOptions): boolean {
  if (!outcomesHiddenFromPlayers()) return false;
  return o.dc !== null || o.targets.some((t) => t.ac !== null || t.dc !== null);
}

/** The same dice under other options (a Roll's options are fixed once made). */
export function withOptions(roll: FrayD20Roll, options: FrayD20RollOptions): FrayD20Roll {
  const data = { ...roll.toJSON(), options } as unknown as Parameters<typeof FrayD20Roll.fromData>[0];
  return FrayD20Roll.fromData<typeof FrayD20Roll>(data);
}

/** The roll as players may see it: no AC or DC in its options, marked for the GM to judge. */
export function withoutDefenses(roll: FrayD20Roll): FrayD20Roll {
  const o = roll.fray;
  const targets = o.targets.map((t) => ({ ...t, ac: null, dc: null }));
  return withOptions(roll, { ...o, dc: null, targets, outcomesHidden: true });
}

/** The attacker of an attack roll and the weapon it used, as the GM's documents say. */
export interface RollAttacker {
  readonly actor: Actor.Implementation;
  readonly melee: boolean;
  /** The item's melee flag, ranges and reach (a plain melee attack when the item is gone). */
  readonly weapon: AttackWeapon;
}

/** The actor and weapon of the attack `roll` was made with, as the GM's documents say (null when gone). */
export async function attackerOf(roll: FrayD20Roll): Promise<RollAttacker | null> {
  const actor = await fromUuid((roll.fray.actorUuid ?? "") as `Actor.${string}`);
  const item: unknown = await fromUuid((roll.fray.itemUuid ?? "") as `Item.${string}`);
  if (!(actor instanceof Actor)) return null;
  const own = item instanceof Item && (item as { actor?: unknown }).actor === actor;
  const melee = own && attackIsMelee(item as never);
  const weapon = own ? attackWeapon(item as never) : { melee: false, range: null, reach: 5 };
  return { actor, melee, weapon };
}

/**
 * TA-2, TA-6: the modifiers this attacker's sight and position give the target's AC now (off-guard), as the GM
 * reads them from its own documents; none outside threeAction or without an attacker.
 */
export function situationalAc(attacker: RollAttacker | null, target: Actor.Implementation): readonly RollSource[] {
  return attacker ? attackSituation(attacker.actor, { actor: target, token: null }, attacker.weapon).targetAc : [];
}

/**
 * COV-1, issue 26 attack 10: an attack's target with its AC read again from its actor and the cover the GM
 * measures now (the map between the attacker's token and the target's, or the target's cover status): the cover
 * the roller recorded is only its claim, and a claim of none is no reason to judge without it.
 */
async function judgedTarget(
  t: RollTarget,
  kind: FrayD20RollOptions["kind"],
  attacker: RollAttacker | null,
  setByGm: Readonly<Record<string, CoverDegree>>,
): Promise<RollTarget> {
  if (kind !== "attack") return t;
  const actor = await fromUuid(t.uuid as `Actor.${string}`);
  if (!(actor instanceof Actor)) return t;
  const cover =
    setByGm[t.uuid] ??
    (attacker ? targetCover(attacker.actor, { actor, token: null }, attacker.melee).degree : null) ??
    coverFromStatuses(actor.statuses);
  return { ...t, cover, ac: targetDefense(actor, cover, situationalAc(attacker, actor)).ac };
}

/**
 * Issue 26 attack 10: the DC a hidden roll is judged against, as the GM reads it: a save rolled from a save
 * request card gets the DC of the item that asked (as it stands now); any other roll has no DC the GM can read,
 * so its record shows the total unjudged. The DC a request names is never read.
 */
export async function judgedDc(roll: FrayD20Roll): Promise<number | null> {
  const requestId = roll.fray.kind === "save" ? roll.fray.saveRequestId : null;
  const request =
    typeof requestId === "string"
      ? (game.messages.get(requestId) as unknown as ChatMessage.Implementation | undefined)
      : undefined;
  const posted = request?.flags.fray?.saveRequest;
  if (!request || !posted) return null;
  const origin = await cardOrigin(request, posted.actorUuid, posted.itemUuid);
  if ("ok" in origin) return null;
  return origin.item.saveRequestTerms()?.dc ?? null;
}

/**
 * The GMs' view of hidden roll `roll`: each attack target's AC and cover read again (or the cover a GM just set on
 * the card, `setByGm` by target uuid), the DC read by the GM.
 */
export async function judgedRoll(
  roll: FrayD20Roll,
  dc: number | null,
  setByGm: Readonly<Record<string, CoverDegree>> = {},
): Promise<FrayD20Roll> {
  const attacker = roll.fray.kind === "attack" ? await attackerOf(roll) : null;
  const targets = await Promise.all(roll.fray.targets.map((t) => judgedTarget(t, roll.fray.kind, attacker, setByGm)));
  return withOptions(roll, { ...roll.fray, dc, targets, outcomesHidden: false });
}

/**
 * The card `message` is the GMs' record of (its `outcomeOf`), or undefined. Anyone may post a message with that
 * flag, so only one a GM wrote and whispered to GMs alone counts: a player's forgery is no record.
 */
export function recordedCardId(
  message: Pick<ChatMessage.Implementation, "flags" | "author" | "whisper">,
): string | undefined {
  const of = message.flags.fray?.outcomeOf;
  if (typeof of !== "string") return undefined;
  const author = message.author as { readonly isGM?: boolean } | null;
  const whisper = message.whisper as readonly string[];
  const toGmsOnly = whisper.length > 0 && whisper.every((id) => game.users.find((u) => u.id === id)?.isGM === true);
  return author?.isGM === true && toGmsOnly ? of : undefined;
}

/** The GMs' record of card `cardId`, if one was made. */
export function recordOf(cardId: string | null) {
  return cardId === null ? undefined : game.messages.find((m) => recordedCardId(m) === cardId);
}

/** The attack roll of a card, or of the card a GM's record was made for (the record has no roll attached). */
export function attackRollOf(message: ChatMessage.Implementation): FrayD20Roll | undefined {
  const own = (message.rolls as unknown[]).find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  if (own) return own;
  const of = recordedCardId(message);
  const card = of ? game.messages.get(of) : undefined;
  return card ? (card.rolls as unknown[]).find((r): r is FrayD20Roll => r instanceof FrayD20Roll) : undefined;
}

/**
 * On a GM's client: judges the hidden roll of public card `messageId` and whispers the full card to the GMs,
 * once per card. Data from a request is untrusted: every field is read again; the roll and targets come from the
 * message and the documents. Only the card's author (or a GM) may ask, since the first record made is the only
 * one: another player can't pre-empt it with a wrong DC.
 */
export async function recordHiddenOutcome(raw: unknown, asker: User.Implementation): Promise<RecordOutcomeResult> {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const messageId = typeof data.messageId === "string" ? data.messageId : "";
  const message = game.messages.find((m) => m.id === messageId);
  if (!message) return refuse("noMessage");
  if (!asker.isGM && message.author.id !== asker.id) return refuse("notYourCard");
  const roll = (message.rolls as unknown[]).find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  if (!roll?.fray.outcomesHidden) return refuse("notHidden");
  if (recordOf(message.id) || recording.has(message.id)) return refuse("alreadyRecorded");
  // Issue 26: claimed before the first await, so of 50 requests at once one records and the rest are refused.
  recording.add(message.id);
  try {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Messages hold ChatMessages
    await writeRecord(message, roll, data.damage === true);
  } finally {
    recording.delete(message.id);
  }
  return { ok: true };
}

/** The cards whose record this GM's client is writing now (one record per card). */
const recording = new Set<string | null>();

/** Judges `roll` (of public card `message`) and whispers the record to the GMs. */
async function writeRecord(message: ChatMessage.Implementation, roll: FrayD20Roll, damage: boolean): Promise<void> {
  // Issue 26 attack 10: the DC and the cover are the GM's reading, never the request's.
  const judged = await judgedRoll(roll, await judgedDc(roll));
  const content = await renderD20CardAgain(judged, message.flavor, { damage, hidden: false });
  const record = {
    content,
    speaker: message.speaker,
    flavor: game.i18n.format("FRAY.Chat.OutcomeRecord", { title: message.flavor }),
    flags: { fray: { outcomeOf: message.id } },
  };
  await ChatMessage.implementation.create(ChatMessage.applyRollMode(record as never, "gmroll"));
}

/**
 * Asks for the GMs' record of a hidden card: a GM writes it at once, a player asks the active GM. With no GM
 * connected nobody could read it, so nothing is asked (the public card stands alone). The card is posted
 * already, so a query that fails (the GM left meanwhile) is logged, not thrown at the roller.
 */
export async function askForOutcomeRecord(
  message: ChatMessage.Implementation,
  dc: number | null,
  damage: boolean,
): Promise<RecordOutcomeResult> {
  const data: RecordOutcomeData = { messageId: message.id ?? "", dc, damage };
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- game.user is the User
  if (game.user.isGM) return recordHiddenOutcome(data, game.user);
  const gm = game.users.activeGM;
  if (!gm) return refuse("noActiveGm");
  try {
    return (await requestGm(RECORD_OUTCOME_QUERY, { ...data })) as RecordOutcomeResult;
  } catch (error) {
    if (!(error instanceof GmRequestError)) throw error;
    console.warn("Fray | the GM's record of a hidden outcome failed", error);
    return refuse("noAnswer");
  }
}

/** `init`: the GM side of `fray.recordOutcome`. */
export function registerOutcomeQuery(): void {
  registerGmRequest(RECORD_OUTCOME_QUERY, (data, asker) => recordHiddenOutcome(data, asker));
}
