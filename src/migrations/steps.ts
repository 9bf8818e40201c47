/**
 * The world migration's steps, one per schema version. A step reads a document as it loaded (its `system`
 * already through the data model's migrateData) and returns the changes only the world can make: facts from
 * another part of the document or from other documents, which migrateData, seeing one `system` alone, can't.
 * A step returns no change for a document already in its version's shape, so running it twice changes
 * nothing.
 */
import { SIZES, tokenSquares } from "../rules";
import { activePolicies } from "../settings/policies";
import { combatLedgerUpdates } from "./combat-ledgers";
import { combatantSystem } from "../combat/combatant-system";

/** Changes to one document, as `update` takes them ("system.size": …). */
export type Changes = Record<string, unknown>;

/** What a step changes in a combat: the combat itself and its combatants (embedded updates with `_id`). */
export interface CombatChanges {
  readonly combat: Changes;
  readonly combatants: readonly (Changes & { readonly _id: string })[];
}

export interface MigrationStep {
  /** The schema version the step brings the world to. */
  readonly version: number;
  /** Changes for a world or compendium actor. */
  readonly actor?: (actor: Actor.Implementation) => Changes;
  /** Changes for an item, in the world, an actor or a compendium. */
  readonly item?: (item: Item.Implementation) => Changes;
  /** Changes for a world combat and its combatants. */
  readonly combat?: (combat: Combat.Implementation) => CombatChanges;
}

/**
 * MOV-12: 0.1.0 had no creature size; its only trace is the prototype token a GM sized by hand. A creature
 * still at the default `medium` whose square prototype token has the side of exactly one size (½ tiny, 2 large,
 * 3 huge, 4 gargantuan, 5 titanic) takes that size, so its space, reach and cover match its token.
 */
export function sizeFromPrototypeToken(actor: Actor.Implementation): Changes {
  if ((actor.system as { size?: unknown }).size !== "medium") return {};
  const token = (actor.toObject() as { prototypeToken?: { width?: unknown; height?: unknown } }).prototypeToken;
  const side = token?.width;
  if (typeof side !== "number" || side !== token?.height) return {};
  const sizes = SIZES.filter((size) => tokenSquares(size) === side);
  const [size] = sizes;
  return sizes.length === 1 && size !== "medium" ? { "system.size": size } : {};
}

/**
 * INIT-5, ECON-1..3: a combat from before the surprise step and the turn ledger. A started one is past its
 * surprise step (`system.surpriseSet`), and each of its combatants gets a ledger under the world's economy —
 * the one whose turn it is starts its turn — so spending works at once rather than from each creature's next
 * turn.
 */
export function combatFromBeforeLedgers(combat: Combat.Implementation): CombatChanges {
  const surpriseSet = (combat.system as { surpriseSet?: unknown }).surpriseSet === true;
  return {
    combat: combat.started && !surpriseSet ? { "system.surpriseSet": true } : {},
    combatants: [
      ...combatLedgerUpdates(combat, activePolicies(), { fillMissing: true }).map((u) => ({ ...u })),
      ...overridesIntoSystem(combat),
    ],
  };
}

/**
 * Issue 26: whether a record from `flags.fray.ledgerOverrides` reads as a GM's override: whole round and turn, a
 * cost with a kind, a reason and a refusal code, no `flagged` (the flags never held flagged moves), and the user
 * it names a GM. The combatant's owner could write those flags, so anything else there is a forgery and is dropped.
 */
function isGmOverride(record: unknown): record is object {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return false;
  const r = record as Record<string, unknown>;
  const whole = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
  const cost = r.cost as { kind?: unknown } | null | undefined;
  const user = typeof r.userId === "string" ? game.users.get(r.userId) : undefined;
  return (
    whole(r.round) &&
    (r.turn === null || whole(r.turn)) &&
    typeof cost === "object" &&
    cost !== null &&
    typeof cost.kind === "string" &&
    typeof r.reason === "string" &&
    typeof r.refused === "string" &&
    !("flagged" in r) &&
    user?.isGM === true
  );
}

/**
 * ECON-1 (issue 12 item 7): GM override records lived in `flags.fray.ledgerOverrides`, where the combatant's
 * owner could erase them; they move to `system.ledgerOverrides` (after any already there) and the flag goes. A
 * record that isn't a GM's override (issue 26: the owner could write forged ones there too) is dropped.
 */
export function overridesIntoSystem(combat: Combat.Implementation): (Changes & { _id: string })[] {
  return combat.combatants.contents.flatMap((c) => {
    const flagged = (c.flags as { fray?: { ledgerOverrides?: unknown } }).fray?.ledgerOverrides;
    if (!Array.isArray(flagged)) return [];
    const records = flagged.filter(isGmOverride);
    return [
      {
        _id: c.id ?? "",
        "system.ledgerOverrides": [...combatantSystem(c).ledgerOverrides, ...records],
        "flags.fray.-=ledgerOverrides": null,
      },
    ];
  });
}

/** Every step, oldest first. */
export const MIGRATION_STEPS: readonly MigrationStep[] = [
  { version: 1, actor: sizeFromPrototypeToken, combat: combatFromBeforeLedgers },
];
