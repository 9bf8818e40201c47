/**
 * The world migration's units of work: a job is the documents written together (a collection, one actor's
 * items, one combat's combatants), each with its changes; `runJob` writes one in batches, and a batch that fails
 * is written again one document at a time, each in one update, so a failing document is named and left whole
 * while the others go on.
 */
import type { Changes, MigrationStep } from "./steps";

/** Documents written per call. */
export const MIGRATION_BATCH_SIZE = 100;

/** One document's changes, waiting to be written. */
export interface PendingChange {
  readonly id: string;
  /** How the summary names the document ("Goblin", "Ambush: Goblin"). */
  readonly name: string;
  readonly changes: Changes;
}

/** Documents written together: a collection, one actor's items, one combat's combatants. */
export interface MigrationJob {
  readonly pending: PendingChange[];
  /** Writes `updates` (each `{_id, …changes}`) in one database call. */
  readonly write: (updates: Changes[]) => Promise<unknown>;
}

/** What the migration did, for the summary. */
export interface MigrationReport {
  changed: number;
  /** Names of the documents that could not be changed. */
  readonly failed: string[];
  /** Titles of the world's compendiums left alone because they are locked. */
  readonly lockedPacks: string[];
}

/**
 * The changes the `pick`ed function of every step gives `doc`, merged; null for none. A step that throws
 * reports the document as failed, and it is left as it was.
 */
export function changesOf<D>(
  doc: D,
  name: string,
  steps: readonly MigrationStep[],
  pick: (step: MigrationStep) => ((doc: D) => Changes) | undefined,
  report: MigrationReport,
): Changes | null {
  try {
    const merged: Changes = {};
    for (const step of steps) Object.assign(merged, pick(step)?.(doc));
    return Object.keys(merged).length > 0 ? merged : null;
  } catch (error) {
    report.failed.push(name);
    console.error(`Fray | migration: could not work out the changes of ${name}`, error);
    return null;
  }
}

/** The jobs for a list of actors (their own data, then each one's items). */
export function actorJobs(
  actors: readonly Actor.Implementation[],
  steps: readonly MigrationStep[],
  report: MigrationReport,
  write: (updates: Changes[]) => Promise<unknown>,
): MigrationJob[] {
  const own: PendingChange[] = [];
  const jobs: MigrationJob[] = [{ pending: own, write }];
  for (const actor of actors) {
    const name = actor.name;
    const changes = changesOf(actor, name, steps, (s) => s.actor, report);
    if (changes) own.push({ id: actor.id ?? "", name, changes });
    jobs.push(itemJob(actor, name, steps, report));
  }
  return jobs;
}

/** The job for the items of one actor (world, compendium or an unlinked token's). */
export function itemJob(
  actor: Actor.Implementation,
  actorName: string,
  steps: readonly MigrationStep[],
  report: MigrationReport,
): MigrationJob {
  return {
    pending: itemChanges(actor.items.contents, steps, report, `${actorName}: `),
    write: (updates) => actor.updateEmbeddedDocuments("Item", updates),
  };
}

/** The pending changes of a list of items. */
export function itemChanges(
  items: readonly Item.Implementation[],
  steps: readonly MigrationStep[],
  report: MigrationReport,
  prefix = "",
): PendingChange[] {
  return items.flatMap((item) => {
    const name = `${prefix}${item.name}`;
    const changes = changesOf(item, name, steps, (s) => s.item, report);
    return changes ? [{ id: item.id ?? "", name, changes }] : [];
  });
}

/** Writes a job's changes in batches; a failed batch is written again one document at a time. */
export async function runJob(
  job: MigrationJob,
  report: MigrationReport,
  advance: (count: number) => void,
): Promise<void> {
  const update = (p: PendingChange): Changes => ({ ...p.changes, _id: p.id });
  for (let start = 0; start < job.pending.length; start += MIGRATION_BATCH_SIZE) {
    const batch = job.pending.slice(start, start + MIGRATION_BATCH_SIZE);
    if (batch.length > 1) {
      try {
        await job.write(batch.map(update));
        report.changed += batch.length;
        advance(batch.length);
        continue;
      } catch (error) {
        console.warn("Fray | migration: a batch failed; writing its documents one by one", error);
      }
    }
    for (const pending of batch) {
      try {
        await job.write([update(pending)]);
        report.changed += 1;
      } catch (error) {
        report.failed.push(pending.name);
        console.error(`Fray | migration: could not update ${pending.name}`, error);
      }
      advance(1);
    }
  }
}
