/**
 * Reservations: an item's use spends its cost before its roll, so nothing else (a second click, another
 * player's item, the GM) can spend the same action while the roll dialog is open, and gives it back if the roll
 * is cancelled (the dialog closed, a hook cancelled the card). The GM's client that wrote the spend keeps what
 * it changed until the user says the roll was made (`fray.keepLedger`) or cancelled (`fray.releaseLedger`,
 * which gives back the spend with the rules' `releaseSpend`, keeping whatever else was spent meanwhile). Only
 * the user who asked for the spend may settle it, once; an unknown reservation (another GM's, or a GM reload
 * since) gives nothing back, so the spend stands.
 *
 * ECON-1: the user's word that the roll was cancelled is not enough. The GM's client settles a reservation itself
 * (made final) when it sees a chat card created by the asker that is the card the spend was for: a reservation
 * records what it is for (`ReservedFor`: one of the combatant's actor's items, checked by the GM when it is made,
 * or an ability check with no item, a grapple escape), and only a card of that item (a Fray roll naming it, a save
 * request or an item card made from it) or that check (a Fray check rolled by the actor, naming no item) settles
 * it. Any other card the asker posts in the creature's name leaves it open; a release after the right one is
 * refused.
 */
import { RuleInputError, releaseSpend, type TurnLedger } from "../../rules";
import { GmRequestError, requestGm } from "../../net/gm-requests";
import { knownLedger, knownOverrides } from "./ledger-guard";
import { queueLedgerWrite } from "./ledger-queue";
import type { LedgerOverride } from "./ledger-request";
import type { SpendRefusal } from "./ledger-refusals";

/** Name of the request that gives back a reserved spend whose roll was cancelled. */
export const RELEASE_LEDGER_REQUEST = "fray.releaseLedger";
/** Name of the request that makes a reserved spend final (its roll was made). */
export const KEEP_LEDGER_REQUEST = "fray.keepLedger";

/** What a spend is reserved for, as the GM's client recorded it: an item's uuid, or an ability check (no item). */
export type ReservedFor = { readonly item: string } | { readonly check: true };

/** The `usedBy` a client names for an ability check with no item (ItemSpend, SpendLedgerData). */
export const USED_BY_CHECK = "check";

/**
 * What the spend of `actor` named `usedBy` (untrusted: an id of one of the actor's items, or `USED_BY_CHECK`) is
 * reserved for, read from the actor's own items; null for anything else.
 */
export function reservedFor(actor: Actor.Implementation | null, usedBy: unknown): ReservedFor | null {
  if (usedBy === USED_BY_CHECK) return { check: true };
  if (typeof usedBy !== "string" || usedBy === "" || !actor) return null;
  const item = actor.items.get(usedBy) as { uuid: string } | undefined;
  return item ? { item: item.uuid } : null;
}

/** What a reserved spend changed, kept by the GM's client that wrote it. */
export interface Reservation {
  /** The user who asked for the spend: the only one who may settle it. */
  readonly asker: string;
  readonly combatantUuid: string;
  readonly name: string;
  /** The card that settles it (see the file comment). */
  readonly for: ReservedFor;
  readonly before: TurnLedger | null;
  readonly after: TurnLedger | null;
  /** The GM override record written with the spend, if it was one. */
  readonly override: LedgerOverride | null;
}

export type ReleaseResult = { readonly ok: true; readonly ledger: TurnLedger | null } | SpendRefusal;

const reservations = new Map<string, Reservation>();
const reservationKey = (id: string): string => `${game.user.id}:${id}`;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Keeps a spend this GM's client just wrote as a reservation; returns its id. */
export function recordReservation(reservation: Reservation): string {
  const id = foundry.utils.randomID();
  reservations.set(reservationKey(id), reservation);
  return id;
}

/** How many reservations this client keeps (tests and macros). */
export function openReservations(): number {
  return [...reservations.keys()].filter((key) => key.startsWith(`${game.user.id}:`)).length;
}

/** The asker's reservation named in untrusted `data`, taken out of the store; null when there is none. */
function takeReservation(data: Record<string, unknown>, asker: User.Implementation): Reservation | null {
  const id = typeof data.reservation === "string" ? data.reservation : "";
  const key = reservationKey(id);
  const reservation = reservations.get(key);
  if (reservation?.asker !== asker.id) return null;
  reservations.delete(key);
  return reservation;
}

/** The GM side of `fray.keepLedger`: the reservation's spend is final. */
export function keepReservation(data: Record<string, unknown>, asker: User.Implementation): Promise<ReleaseResult> {
  const reservation = takeReservation(data, asker);
  return Promise.resolve(
    reservation ? { ok: true, ledger: reservation.after } : { ok: false, reason: "noReservation" },
  );
}

/** The ledger with the reserved spend given back, or why not. */
function released(current: TurnLedger | null, reservation: Reservation): ReleaseResult {
  const { before, after } = reservation;
  if (!current || !before || !after) return { ok: true, ledger: current };
  try {
    return releaseSpend(current, before, after);
  } catch (error) {
    if (error instanceof RuleInputError) return { ok: false, reason: "badLedger" };
    throw error;
  }
}

/**
 * The GM side of `fray.releaseLedger`: gives back the asker's reserved spend (queued with the combatant's other
 * ledger writes) and removes the override record written with it.
 */
export async function releaseReservation(
  data: Record<string, unknown>,
  asker: User.Implementation,
): Promise<ReleaseResult> {
  const reservation = takeReservation(data, asker);
  if (!reservation) return { ok: false, reason: "noReservation" };
  const combatant = fromUuidSync(reservation.combatantUuid) as Combatant.Implementation | null;
  if (!combatant) return { ok: false, reason: "noCombatant" };
  return queueLedgerWrite(combatant, async () => {
    const result = released(knownLedger(combatant), reservation);
    if (!result.ok) return result;
    const changes: Record<string, unknown> = { "system.ledger": result.ledger };
    const overrides = knownOverrides(combatant);
    const index = overrides.findLastIndex((o) => same(o, reservation.override));
    if (reservation.override && index >= 0) {
      changes["system.ledgerOverrides"] = overrides.filter((_, i) => i !== index);
    }
    await combatant.update(changes);
    return result;
  });
}

/** Settles this user's reservation `id`: locally for a GM, else through the active GM. */
async function settle(id: string, keep: boolean): Promise<ReleaseResult> {
  if (game.user.isGM) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- game.user is the User
    const user: User.Implementation = game.user;
    return keep ? keepReservation({ reservation: id }, user) : releaseReservation({ reservation: id }, user);
  }
  try {
    return (await requestGm(keep ? KEEP_LEDGER_REQUEST : RELEASE_LEDGER_REQUEST, {
      reservation: id,
    })) as ReleaseResult;
  } catch (error) {
    if (!(error instanceof GmRequestError)) throw error;
    return { ok: false, reason: "noAnswer" };
  }
}

/**
 * After the roll a reservation was for: made (`rolled`), the spend is final; cancelled, it is given back. A
 * cancelled roll whose spend could not be given back is told to the user (the spend stands).
 */
export async function settleReservation(name: string, id: string, rolled: boolean): Promise<void> {
  const result = await settle(id, rolled);
  if (rolled || result.ok) return;
  ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.NotReleased", { name }));
}

interface RollOptionsLike {
  readonly kind?: unknown;
  readonly actorUuid?: unknown;
  readonly itemUuid?: unknown;
}

/** The items `message` is a card of: those its Fray rolls name, its save request's and its item card's. */
function cardItems(message: ChatMessage.Implementation): Set<unknown> {
  const rolls = (message as unknown as { rolls?: readonly { options?: RollOptionsLike }[] }).rolls ?? [];
  const flags = (
    message.flags as { fray?: { saveRequest?: { itemUuid?: unknown }; itemCard?: { itemUuid?: unknown } } }
  ).fray;
  return new Set([...rolls.map((r) => r.options?.itemUuid), flags?.saveRequest?.itemUuid, flags?.itemCard?.itemUuid]);
}

/** Whether `message` is a Fray ability check `actor` rolled with no item (a grapple escape's card). */
function isCheckOf(message: ChatMessage.Implementation, actor: Actor.Implementation): boolean {
  const rolls = (message as unknown as { rolls?: readonly { options?: RollOptionsLike }[] }).rolls ?? [];
  return rolls.some((r) => r.options?.kind === "check" && r.options.actorUuid === actor.uuid && !r.options.itemUuid);
}

/** ECON-1: whether `message` is the card `reservation` was for (see the file comment). */
function settles(message: ChatMessage.Implementation, reservation: Reservation): boolean {
  if ("item" in reservation.for) return cardItems(message).has(reservation.for.item);
  const combatant = fromUuidSync(reservation.combatantUuid) as Combatant.Implementation | null;
  return combatant?.actor ? isCheckOf(message, combatant.actor) : false;
}

/** ECON-1: a card `userId` created: each of that user's reservations it was the card of is made final here. */
function settleByCard(message: ChatMessage.Implementation, userId: string): void {
  for (const [key, reservation] of reservations) {
    if (!key.startsWith(`${game.user.id}:`) || reservation.asker !== userId) continue;
    if (settles(message, reservation)) reservations.delete(key);
  }
}

/** `init`: a GM's client settles the reservations it holds when it sees the card that used them (file comment). */
export function registerReservationSettling(): void {
  // fvtt-types' hook table types the arguments; read the author as the server named it.
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (message: ChatMessage.Implementation, options: unknown, userId: string) => void): number;
  };
  hooks.on("createChatMessage", (message, _options, userId) => {
    if (game.user.isGM) settleByCard(message, userId);
  });
}
