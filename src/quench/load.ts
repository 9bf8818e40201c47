/**
 * Fray's batches for Quench (README, "Testing in a live world"): registered on `quenchReady` only, from a separate chunk loaded by
 * dynamic import, so a world without Quench never fetches them. This file is all the normal bundle carries of them.
 */
import type { QuenchLike } from "./types";

/** Registers the batches once Quench is ready (its `setup`); without Quench the hook never fires. */
export function listen(): void {
  Hooks.once("quenchReady", (quench: QuenchLike) => {
    import("./batches")
      .then(({ registerBatches }) => {
        registerBatches(quench);
      })
      .catch((error: unknown) => {
        console.error("Fray | the Quench batches did not load", error);
      });
  });
}
