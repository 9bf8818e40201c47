import { SYSTEM_ID } from "../constants";

/**
 * The shape of Fray's stored data this code writes and expects. 0 is 0.1.0's (the world had no setting yet);
 * 1 adds what 0.1.0 could not store: a creature's size (from its prototype token) and the running combats'
 * turn ledgers. Raise it with each migration step (src/migrations/steps.ts).
 */
export const SCHEMA_VERSION = 1;

/** Key of the hidden world setting `fray.schemaVersion`: the schema the world's stored data has. */
export const SCHEMA_VERSION_SETTING = "schemaVersion";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.schemaVersion": number;
  }
}

/** Registers `fray.schemaVersion` (world, hidden: `config: false`; 0 for a world from before the setting). */
export function registerSchemaVersionSetting(): void {
  game.settings.register(SYSTEM_ID, SCHEMA_VERSION_SETTING, {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
    requiresReload: false,
  });
}

/** The schema version of the world's stored data; a stored value that isn't a whole number counts as 0. */
export function storedSchemaVersion(): number {
  const value: unknown = game.settings.get(SYSTEM_ID, SCHEMA_VERSION_SETTING);
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Records that the world's stored data now has `version` (a GM only: it is a world setting). */
export async function recordSchemaVersion(version: number): Promise<void> {
  await game.settings.set(SYSTEM_ID, SCHEMA_VERSION_SETTING, version);
}
