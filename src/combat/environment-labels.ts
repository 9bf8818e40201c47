/**
 * ENV-3: the language keys of a5e's nine environments and of their world actions, literal so the lang check sees
 * every one (tests/lang). Keyed by the rules core's ids (`environment(id).worldActions[n].id`).
 */
import type { EnvironmentId } from "../rules";

export const ENVIRONMENT_NAME_KEYS: Readonly<Record<EnvironmentId, string>> = {
  cavernous: "FRAY.Environment.cavernous.Name",
  fiery: "FRAY.Environment.fiery.Name",
  forested: "FRAY.Environment.forested.Name",
  frigid: "FRAY.Environment.frigid.Name",
  furnished: "FRAY.Environment.furnished.Name",
  hazy: "FRAY.Environment.hazy.Name",
  rocky: "FRAY.Environment.rocky.Name",
  stormy: "FRAY.Environment.stormy.Name",
  swampy: "FRAY.Environment.swampy.Name",
};

/** `<environment>.<world action>` → the action's name key. */
export const ENVIRONMENT_ACTION_KEYS: Readonly<Record<string, string>> = {
  "fiery.flameBurst": "FRAY.Environment.fiery.Actions.flameBurst",
  "fiery.swelteringHeat": "FRAY.Environment.fiery.Actions.swelteringHeat",
  "forested.animalCacophony": "FRAY.Environment.forested.Actions.animalCacophony",
  "frigid.coldChill": "FRAY.Environment.frigid.Actions.coldChill",
  "hazy.shadowPuppet": "FRAY.Environment.hazy.Actions.shadowPuppet",
  "hazy.twistingHaze": "FRAY.Environment.hazy.Actions.twistingHaze",
  "rocky.fallingRocks": "FRAY.Environment.rocky.Actions.fallingRocks",
  "stormy.forcefulGale": "FRAY.Environment.stormy.Actions.forcefulGale",
  "stormy.lightningStrike": "FRAY.Environment.stormy.Actions.lightningStrike",
  "swampy.swampGas": "FRAY.Environment.swampy.Actions.swampGas",
  "swampy.leeches": "FRAY.Environment.swampy.Actions.leeches",
};

/** The name key of environment `id`, or null for an id that is none of the nine. */
export const environmentNameKey = (id: string): string | null =>
  Object.hasOwn(ENVIRONMENT_NAME_KEYS, id) ? ENVIRONMENT_NAME_KEYS[id as EnvironmentId] : null;
