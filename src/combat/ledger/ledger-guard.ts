/**
 * The turn ledger (`system.ledger`), the GM override records (`system.ledgerOverrides`) and a legendary monster's
 * spent legendary actions (`system.legendarySpent`, RES-5) are the GM's to write. v13 lets a player update the
 * `system` of a combatant it owns, so a hostile client could give its creature a fresh action, erase the record
 * of an override or refill a legendary pool. Every GM's client remembers, per combatant, the last value of each
 * that a GM wrote; the active GM's client writes them back when a non-GM write changed one (its
 * `updateCombatant` hook, whose user id the server fills in), and clears them on a combatant a player created
 * with them set. The GM's own ledger writes (ledger-spend.ts) start from the remembered ledger, never from one a
 * player has just written.
 *
 * Memory is per client user and combatant: one browser is one user, and a test harness runs several clients in
 * one process. A GM's client learns the values at `ready`, when a combat or combatant is created, and from every
 * GM write it sees.
 */
import { ledgerOf } from "../combatant-system";
import { queueLedgerWrite } from "./ledger-queue";
import type { LedgerOverride } from "./ledger-request";
import type { TurnLedger } from "../../rules";

interface Known {
  ledger: TurnLedger | null;
  overrides: LedgerOverride[];
  /** RES-5: the legendary actions spent this round, which only the GM writes (src/combat/ledger/legendary-actions.ts). */
  legendarySpent: number;
}

type Guarded = { ledger: boolean; overrides: boolean; legendary: boolean };

const known = new Map<string, Known>();
const knownKey = (combatant: Combatant.Implementation): string => `${game.user.id}:${combatant.uuid}`;

/** A copy of plain data, so later changes to a document never reach what is remembered. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null)) as T;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The override records as stored (an empty list when absent). */
export function overridesOf(combatant: Combatant.Implementation): LedgerOverride[] {
  const stored = (combatant.system as unknown as { ledgerOverrides?: LedgerOverride[] }).ledgerOverrides;
  return Array.isArray(stored) ? stored : [];
}

/** RES-5: the legendary actions spent, as stored (0 when absent). */
function legendarySpentOf(combatant: Combatant.Implementation): number {
  const spent = (combatant.system as unknown as { legendarySpent?: unknown }).legendarySpent;
  return typeof spent === "number" ? spent : 0;
}

function remember(
  combatant: Combatant.Implementation,
  fields: Guarded = { ledger: true, overrides: true, legendary: true },
): Known {
  const entry = known.get(knownKey(combatant)) ?? { ledger: null, overrides: [], legendarySpent: 0 };
  if (fields.ledger) entry.ledger = copy(ledgerOf(combatant));
  if (fields.overrides) entry.overrides = copy(overridesOf(combatant));
  if (fields.legendary) entry.legendarySpent = legendarySpentOf(combatant);
  known.set(knownKey(combatant), entry);
  return entry;
}

const knownOf = (combatant: Combatant.Implementation): Known => known.get(knownKey(combatant)) ?? remember(combatant);

/** The ledger a GM last wrote for `combatant`, as this GM's client knows it (a copy). */
export function knownLedger(combatant: Combatant.Implementation): TurnLedger | null {
  return copy(knownOf(combatant).ledger);
}

/** The override records a GM last wrote for `combatant`, as this GM's client knows them (a copy). */
export function knownOverrides(combatant: Combatant.Implementation): LedgerOverride[] {
  return copy(knownOf(combatant).overrides);
}

/** Writes back what a GM last wrote, where the stored values differ; told to the GM. */
async function restore(combatant: Combatant.Implementation, writer: string): Promise<void> {
  await queueLedgerWrite(combatant, async () => {
    const entry = known.get(knownKey(combatant));
    if (!entry || !game.user.isActiveGM) return;
    const changes: Record<string, unknown> = {};
    if (!same(ledgerOf(combatant), entry.ledger)) changes["system.ledger"] = copy(entry.ledger);
    if (!same(overridesOf(combatant), entry.overrides)) changes["system.ledgerOverrides"] = copy(entry.overrides);
    if (legendarySpentOf(combatant) !== entry.legendarySpent) changes["system.legendarySpent"] = entry.legendarySpent;
    if (!Object.keys(changes).length) return;
    await combatant.update(changes);
    ui.notifications.warn(
      game.i18n.format("FRAY.TurnLedger.Warning.Restored", { name: combatant.name ?? "", user: writer }),
    );
  });
}

/** The user with `id`, if any (Collection#get answers undefined for an unknown id, which its typing doesn't say). */
const userOf = (id: string): { readonly name: string; readonly isGM: boolean } | undefined => game.users.get(id);

/** Which of the guarded fields an update's diff (as the hook gets it) touches. */
function touched(changed: unknown): Guarded {
  const system = (changed as { system?: unknown } | null)?.system;
  if (typeof system !== "object" || system === null) return { ledger: false, overrides: false, legendary: false };
  return { ledger: "ledger" in system, overrides: "ledgerOverrides" in system, legendary: "legendarySpent" in system };
}

function onUpdate(combatant: Combatant.Implementation, changed: unknown, userId: string): void {
  if (!game.user.isGM) return;
  const fields = touched(changed);
  if (!fields.ledger && !fields.overrides && !fields.legendary) return;
  const writer = userOf(userId);
  if (writer?.isGM) {
    remember(combatant, fields);
    return;
  }
  if (!known.has(knownKey(combatant))) {
    console.warn(`Fray | ${combatant.name ?? ""}: a player changed the turn ledger before this GM knew it`);
    return;
  }
  if (game.user.isActiveGM) void restore(combatant, writer?.name ?? "");
}

function onCreate(combatant: Combatant.Implementation, userId: string): void {
  if (!game.user.isGM) return;
  const writer = userOf(userId);
  if (writer?.isGM) {
    remember(combatant);
    return;
  }
  // A player's new combatant starts with no ledger and no override records, whatever it was created with.
  known.set(knownKey(combatant), { ledger: null, overrides: [], legendarySpent: 0 });
  if (game.user.isActiveGM) void restore(combatant, writer?.name ?? "");
}

function rememberCombat(combat: Combat.Implementation): void {
  if (game.user.isGM) for (const combatant of combat.combatants) remember(combatant);
}

function forgetCombat(combat: Combat.Implementation): void {
  for (const combatant of combat.combatants) known.delete(knownKey(combatant));
}

/** `init`: the GM's watch over `system.ledger` and `system.ledgerOverrides` (see the file comment). */
export function registerLedgerGuard(): void {
  // fvtt-types' hook table types these, but the loose form keeps one shape for all of them here.
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (...args: never[]) => void): number;
    once(hook: string, fn: () => void): number;
  };
  hooks.on("updateCombatant", (combatant: Combatant.Implementation, changed: unknown, _o: unknown, userId: string) => {
    onUpdate(combatant, changed, userId);
  });
  hooks.on("createCombatant", (combatant: Combatant.Implementation, _o: unknown, userId: string) => {
    onCreate(combatant, userId);
  });
  hooks.on("deleteCombatant", (combatant: Combatant.Implementation) => {
    known.delete(knownKey(combatant));
  });
  hooks.on("createCombat", (combat: Combat.Implementation) => {
    rememberCombat(combat);
  });
  hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    forgetCombat(combat);
  });
  hooks.once("ready", () => {
    for (const combat of game.combats) rememberCombat(combat as unknown as Combat.Implementation);
  });
}
