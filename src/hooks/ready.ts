import { migrateWorldIfNeeded } from "../migrations/world";

/**
 * `ready`: the active GM's client brings the world's stored data up to this version's schema
 * (`fray.schemaVersion`, src/migrations), once; other clients do nothing here.
 */
export function listen(): void {
  Hooks.once("ready", () => {
    // Hooks don't await their listeners; migrateWorldIfNeeded reports its own errors.
    void migrateWorldIfNeeded();
  });
}
