/**
 * Fray's Quench batches (a chunk of its own: src/quench/load.ts imports it only on `quenchReady`). Each batch is
 * one source for two Foundries: Quench runs it in a live world, tests/quench/batches.test.ts on the harness.
 */
import type { QuenchLike } from "../types";
import { BATCHES } from "./list";
import { listenForReports } from "../report";

/** Registers every batch with `quench`, and the report on `quenchReports`. */
export function registerBatches(quench: QuenchLike): void {
  for (const batch of BATCHES) quench.registerBatch(batch.key, batch.register, { displayName: batch.displayName });
  listenForReports();
}
