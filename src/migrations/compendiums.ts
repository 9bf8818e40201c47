/**
 * The world migration's compendium part: the actors (and their items) and items of the world's own
 * compendiums (`packageType` "world"; a system's or module's packs are their authors' to update). A locked
 * one is left as it is and named in the summary: a GM who locked it decided it shouldn't change. One that
 * can't be loaded is named among the failures. Packs of other document types hold nothing Fray migrates.
 */
import type { Changes, MigrationStep } from "./steps";
import { actorJobs, itemChanges, type MigrationJob, type MigrationReport } from "./jobs";

/** What the migration reads of a v13 CompendiumCollection. */
export interface CompendiumLike {
  readonly collection: string;
  readonly documentName: string;
  readonly locked: boolean;
  readonly title: string;
  readonly metadata: { readonly packageType?: string };
  getDocuments(): Promise<unknown[]>;
}

/** The jobs for the world's unlocked Actor and Item compendiums; locked ones go into `report.lockedPacks`. */
export async function collectCompendiumJobs(
  packs: Iterable<CompendiumLike>,
  steps: readonly MigrationStep[],
  report: MigrationReport,
): Promise<MigrationJob[]> {
  const jobs: MigrationJob[] = [];
  for (const pack of packs) {
    if (pack.metadata.packageType !== "world" || !["Actor", "Item"].includes(pack.documentName)) continue;
    if (pack.locked) {
      report.lockedPacks.push(pack.title);
      continue;
    }
    let documents: unknown[];
    try {
      documents = await pack.getDocuments();
    } catch (error) {
      report.failed.push(pack.title);
      console.error(`Fray | migration: could not load the compendium ${pack.title}`, error);
      continue;
    }
    const options = { pack: pack.collection };
    if (pack.documentName === "Actor") {
      const write = (updates: Changes[]) => Actor.implementation.updateDocuments(updates, options);
      jobs.push(...actorJobs(documents as Actor.Implementation[], steps, report, write));
    } else {
      jobs.push({
        pending: itemChanges(documents as Item.Implementation[], steps, report, `${pack.title}: `),
        write: (updates) => Item.implementation.updateDocuments(updates, options),
      });
    }
  }
  return jobs;
}
