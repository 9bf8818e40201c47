/**
 * The world migration the active GM runs at `ready` when the world's stored data is older than this code
 * (`fray.schemaVersion` below SCHEMA_VERSION). Each step of src/migrations/steps.ts newer than the stored
 * version looks at every world actor and its items, every world item, every combat and its combatants, the
 * items of unlinked tokens' actors, and the actors and items of the world's own unlocked compendiums. What
 * needs changing is written in batches of up to 100 documents per call (one call per collection, per actor's
 * items, per combat's combatants) behind a progress notification; then a summary, and the new version is
 * recorded.
 *
 * A failing document is reported by name, left as it was, and the others go on: a batch that fails is written
 * again one document at a time, each document in one update, so none is half-written. Writing a document's
 * changes twice changes nothing, so a migration that stopped half-way (a closed browser) is simply run again
 * at the next `ready`.
 */
import { SCHEMA_VERSION, recordSchemaVersion, storedSchemaVersion } from "./schema-version";
import { MIGRATION_STEPS, type Changes, type MigrationStep } from "./steps";
import { collectCompendiumJobs, type CompendiumLike } from "./compendiums";
import {
  actorJobs,
  itemChanges,
  itemJob,
  runJob,
  type MigrationJob,
  type MigrationReport,
  type PendingChange,
} from "./jobs";

/** The steps newer than `from`, up to this code's schema. */
function stepsAfter(from: number): MigrationStep[] {
  return MIGRATION_STEPS.filter((step) => step.version > from && step.version <= SCHEMA_VERSION);
}

/** The jobs for the world's combats: the combats themselves, and each one's combatants in one call. */
function combatJobs(steps: readonly MigrationStep[], report: MigrationReport): MigrationJob[] {
  const own: PendingChange[] = [];
  const jobs: MigrationJob[] = [{ pending: own, write: (updates) => Combat.implementation.updateDocuments(updates) }];
  for (const combat of game.combats.contents as unknown as Combat.Implementation[]) {
    const name = combat.name ?? combat.id ?? "";
    try {
      const merged = { combat: {} as Changes, combatants: new Map<string, Changes>() };
      for (const step of steps) {
        const changes = step.combat?.(combat);
        if (!changes) continue;
        Object.assign(merged.combat, changes.combat);
        for (const { _id, ...rest } of changes.combatants) {
          merged.combatants.set(_id, { ...merged.combatants.get(_id), ...rest });
        }
      }
      if (Object.keys(merged.combat).length > 0) own.push({ id: combat.id ?? "", name, changes: merged.combat });
      const pending = [...merged.combatants].map(([id, changes]) => ({
        id,
        name: `${name}: ${combat.combatants.get(id)?.name ?? id}`,
        changes,
      }));
      jobs.push({ pending, write: (updates) => combat.updateEmbeddedDocuments("Combatant", updates) });
    } catch (error) {
      report.failed.push(name);
      console.error(`Fray | migration: could not work out the changes of combat ${name}`, error);
    }
  }
  return jobs;
}

/**
 * The items of unlinked tokens' actors (a token's own copy of its actor, stored as the token's delta). Their own
 * data keeps only its differences from the base actor, which the world actors' migration already brought up to
 * date, so only their items are looked at. Tokens whose actor is the world actor itself are left out.
 */
function syntheticItemJobs(steps: readonly MigrationStep[], report: MigrationReport): MigrationJob[] {
  const scenes = (game as { scenes?: Iterable<Scene.Implementation> }).scenes ?? [];
  const jobs: MigrationJob[] = [];
  for (const scene of scenes) {
    for (const token of scene.tokens) {
      const actor = token.actor;
      if (token.actorLink || !actor || actor === game.actors.get(actor.id ?? "")) continue;
      jobs.push(itemJob(actor, `${scene.name}: ${token.name}`, steps, report));
    }
  }
  return jobs;
}

/** Every job of `steps`: world actors and their items, world items, tokens' items, combats, compendiums. */
async function collectJobs(steps: readonly MigrationStep[], report: MigrationReport): Promise<MigrationJob[]> {
  const worldActors = (updates: Changes[]) => Actor.implementation.updateDocuments(updates);
  const worldItems = (updates: Changes[]) => Item.implementation.updateDocuments(updates);
  const packs = (game as { packs?: Iterable<CompendiumLike> }).packs;
  return [
    ...actorJobs(game.actors.contents as unknown as Actor.Implementation[], steps, report, worldActors),
    {
      pending: itemChanges(game.items.contents as unknown as Item.Implementation[], steps, report),
      write: worldItems,
    },
    ...syntheticItemJobs(steps, report),
    ...combatJobs(steps, report),
    ...(packs ? await collectCompendiumJobs(packs, steps, report) : []),
  ];
}

/** A v13 progress notification (`ui.notifications.info(message, {progress: true})`); absent where there is none. */
interface ProgressNotification {
  update?(data: { pct?: number; message?: string }): void;
}

/** The summary notifications: what changed, what failed (by name), which compendiums were locked. */
function summarize(report: MigrationReport): void {
  ui.notifications.info(
    game.i18n.format("FRAY.Migration.Done", { version: String(SCHEMA_VERSION), count: String(report.changed) }),
  );
  if (report.failed.length > 0) {
    const data = { count: String(report.failed.length), names: report.failed.join(", ") };
    ui.notifications.error(game.i18n.format("FRAY.Migration.Failed", data), { permanent: true });
  }
  if (report.lockedPacks.length > 0) {
    ui.notifications.warn(game.i18n.format("FRAY.Migration.LockedPacks", { names: report.lockedPacks.join(", ") }));
  }
}

/**
 * Brings the world's stored data from schema `from` to SCHEMA_VERSION and records the new version (the active
 * GM's client; see the file comment). Returns what it did.
 */
export async function migrateWorld(from: number): Promise<MigrationReport> {
  const report: MigrationReport = { changed: 0, failed: [], lockedPacks: [] };
  const steps = stepsAfter(from);
  const jobs = await collectJobs(steps, report);
  const total = jobs.reduce((sum, job) => sum + job.pending.length, 0);
  if (total > 0) {
    const to = String(SCHEMA_VERSION);
    const begin = game.i18n.format("FRAY.Migration.Begin", { from: String(from), to });
    const progress = ui.notifications.info(begin, { progress: true }) as ProgressNotification | undefined;
    let done = 0;
    const advance = (count: number) => {
      done += count;
      const message = game.i18n.format("FRAY.Migration.Progress", { done: String(done), total: String(total) });
      progress?.update?.({ pct: done / total, message });
    };
    for (const job of jobs) await runJob(job, report, advance);
  }
  if (total > 0 || report.failed.length > 0 || report.lockedPacks.length > 0) summarize(report);
  await recordSchemaVersion(SCHEMA_VERSION);
  return report;
}

/** Runs in progress, per client (`game`), so a second `ready` or call waits for the first rather than racing it. */
const runs = new WeakMap<object, Promise<void>>();

/**
 * `ready` (the active GM's client only): migrates the world when its stored schema is older than this code's,
 * once; a world saved by a newer Fray is left alone with a warning. An unexpected error is shown and the
 * version is not recorded, so the next `ready` tries again. Resolves when done.
 */
export function migrateWorldIfNeeded(): Promise<void> {
  if (!game.user.isActiveGM) return Promise.resolve();
  const running = runs.get(game);
  if (running) return running;
  const stored = storedSchemaVersion();
  if (stored > SCHEMA_VERSION) {
    ui.notifications.warn(
      game.i18n.format("FRAY.Migration.Newer", { stored: String(stored), version: String(SCHEMA_VERSION) }),
    );
    return Promise.resolve();
  }
  if (stored === SCHEMA_VERSION) return Promise.resolve();
  const key: object = game;
  const run = migrateWorld(stored)
    .then(() => undefined)
    .catch((error: unknown) => {
      console.error("Fray | the world migration failed", error);
      ui.notifications.error(game.i18n.localize("FRAY.Migration.Error"), { permanent: true });
    })
    .finally(() => runs.delete(key));
  runs.set(key, run);
  return run;
}

/** Resolves once the migration this client is running (if any) is done (tests and macros wait on it). */
export function worldMigrationSettled(): Promise<void> {
  return runs.get(game) ?? Promise.resolve();
}
