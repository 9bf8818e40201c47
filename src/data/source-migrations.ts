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
 * have stored from `game.fray.rules`. A later rename adds its step to the list of its model.
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

/**
 * Runs `model`'s steps on a stored `system` source, in place, and returns it. Anything that isn't an object is
 * returned as it came (validation refuses it with the field's name). A step that throws anyway is reported on
 * the console and the next steps still run, so loading never fails here.
 */
export function migrateSystemSource<T>(model: MigratedModel, source: T): T {
  if (!isSourceRecord(source)) return source;
  for (const step of STEPS[model]) {
    try {
      step(source);
    } catch (error) {
      console.warn(`Fray | could not migrate a ${model} source`, error);
    }
  }
  return source;
}
