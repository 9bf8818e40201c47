/**
 * What the data models' `static migrateData` do to a stored `system` source before it is cleaned and
 * validated: turn a shape Fray (or its rules API) once wrote into today's, in place, so old data loads.
 *
 * Every step here must be idempotent (a source already in today's shape comes back unchanged), must leave
 * alone what it doesn't recognise (validation then names the bad field, as for any other bad data), and must
 * never throw, whatever the stored data holds: a step that threw would make the whole document fail to load.
 *
 * From 0.1.0 to today no stored field was renamed or reshaped: every later field was added with a default, so
 * 0.1.0 actors, items, combats and combatants load as they are. The one older shape handled here is the turn
 * ledger of the rules' first `TurnLedger` (before `movementSpeeds` and `movementFrom`), which a module could
 * have stored from `game.fray.rules`. A later rename of a stored `system` key adds an entry to its model's
 * `SOURCE_RENAMES` (issue 26: a renamed field is migrated, not rejected by validation). Fray's history holds no
 * such rename of a combat or combatant field yet (every ledger field was only ever added), so those tables start
 * empty; the one stored move Fray made, the GM's override records from the combatant's owner-writable
 * `flags.fray.ledgerOverrides` to `system.ledgerOverrides`, is a document-level move that must drop forged
 * records, and stays with the schema-1 world migration (src/migrations/steps.ts).
 */

/** A stored source object (not an array or null). */
export type SourceRecord = Record<string, unknown>;

/** Whether `value` is an object a step may read and change. */
export function isSourceRecord(value: unknown): value is SourceRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A finite number ≥ 0, else null. */
function feet(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * MOV-1 / MOV-8: a ledger of the first TurnLedger shape gets `movementSpeeds` and `movementFrom`. On its turn
 * the allowance it had is kept: `movementSpeeds` is the feet moved and left in Speeds (1 for a fresh 5e turn,
 * 2 after a Dash, 1 per Stride in threeAction) and `movementFrom` 0, so a later Speed change recomputes the
 * same feet left; off its turn both are 0, as a fresh off-turn ledger has them.
 */
export function migrateLedgerShape(ledger: unknown): void {
  if (!isSourceRecord(ledger) || "movementSpeeds" in ledger) return;
  const movement = isSourceRecord(ledger.movement) ? ledger.movement : {};
  const used = feet(movement.used);
  const remaining = feet(movement.remaining);
  const speed = feet(ledger.speed);
  let speeds = 0;
  if (ledger.onTurn === true && used !== null && remaining !== null && speed !== null && speed > 0) {
    speeds = (used + remaining) / speed;
  } else if (ledger.onTurn === true && ledger.economy !== "threeActions") {
    speeds = 1;
  }
  ledger.movementSpeeds = speeds;
  if (!("movementFrom" in ledger)) ledger.movementFrom = 0;
}

/** A stored `system` key that was renamed: dot paths inside the model's `system` source (`ledger.reactions`). */
export interface SourceRename {
  readonly from: string;
  readonly to: string;
}

/** The object holding the last key of `path` in `source`, and that key; null when a step on the way isn't one. */
function parentOf(source: SourceRecord, path: string, create: boolean): [SourceRecord, string] | null {
  const keys = path.split(".");
  const last = keys.pop();
  if (!last) return null;
  let here = source;
  for (const key of keys) {
    if (!isSourceRecord(here[key])) {
      if (!create || key in here) return null;
      here[key] = {};
    }
    here = here[key] as SourceRecord;
  }
  return [here, last];
}

/**
 * Issue 26: each rename moves a value stored under its old name to its new one, in place. Where both are stored
 * the new name's value stays (it was written by today's code) and the old goes; where the new name's parent isn't
 * an object the source is left for validation to name. Idempotent, never throws.
 */
export function renameSourceFields(source: SourceRecord, renames: readonly SourceRename[]): void {
  for (const { from, to } of renames) {
    const old = parentOf(source, from, false);
    if (!old || !(old[1] in old[0])) continue;
    const value = old[0][old[1]];
    const target = parentOf(source, to, true);
    if (!target) continue;
    if (!(target[1] in target[0])) target[0][target[1]] = value;
    Reflect.deleteProperty(old[0], old[1]);
  }
}

/** One step of a model's migration: changes the source in place. */
type SourceStep = (source: SourceRecord) => void;

/**
 * The steps of each model, oldest first; a model without a rename or reshape yet has none. (The actor models
 * and the weapon model have their own migrateData, which clamps a stored reach to its maximum; a rename there
 * adds a "creature" or "weapon" entry here and one call in that migrateData.)
 */
const STEPS = {
  item: [] as SourceStep[],
  combat: [] as SourceStep[],
  combatant: [
    (source) => {
      migrateLedgerShape(source.ledger);
    },
  ] as SourceStep[],
} as const;

/** The models whose sources `migrateSystemSource` knows. */
export type MigratedModel = keyof typeof STEPS;

/** Each model's renamed stored keys, oldest first (see the file comment: none yet). Run before its steps. */
export const SOURCE_RENAMES: Readonly<Record<MigratedModel, readonly SourceRename[]>> = Object.freeze({
  item: Object.freeze([]),
  combat: Object.freeze([]),
  combatant: Object.freeze([]),
});

/**
 * Runs `model`'s renames (`renames`: its `SOURCE_RENAMES` entries unless given) and steps on a stored `system`
 * source, in place, and returns it. Anything that isn't an object is
 * returned as it came (validation refuses it with the field's name). A step that throws anyway is reported on
 * the console and the next steps still run, so loading never fails here.
 */
export function migrateSystemSource<T>(
  model: MigratedModel,
  source: T,
  renames: readonly SourceRename[] = SOURCE_RENAMES[model],
): T {
  if (!isSourceRecord(source)) return source;
  try {
    renameSourceFields(source, renames);
  } catch (error) {
    console.warn(`Fray | could not rename the fields of a ${model} source`, error);
  }
  for (const step of STEPS[model]) {
    try {
      step(source);
    } catch (error) {
      console.warn(`Fray | could not migrate a ${model} source`, error);
    }
  }
  return source;
}
