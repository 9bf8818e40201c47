/** The package id: the prefix of every setting, flag, query, hook and localization namespace of Fray. */
export const SYSTEM_ID = "fray";

/** Paths of the Handlebars templates, relative to Foundry's data root once installed. */
export const TEMPLATES = {
  presetChanged: `systems/${SYSTEM_ID}/templates/chat/preset-changed.hbs`,
  environmentHazard: `systems/${SYSTEM_ID}/templates/chat/environment-hazard.hbs`,
} as const;
