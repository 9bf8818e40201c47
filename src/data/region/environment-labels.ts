/**
 * ENV-3: the language keys of a5e's nine environments and of their world actions, literal so the lang check sees
 * every one (tests/lang). Keyed by the rules core's ids (`environment(id).worldActions[n].id`).
 */
import type { EnvironmentId } from "../../rules";

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

/** `<environment>.<feature>` → the feature's name key (ENV-3; the region behaviour's choices). */
export const ENVIRONMENT_FEATURE_NAME_KEYS: Readonly<Record<string, string>> = {
  "cavernous.echo": "FRAY.Environment.cavernous.Features.echo",
  "cavernous.looseFoundation": "FRAY.Environment.cavernous.Features.looseFoundation",
  "cavernous.stalactites": "FRAY.Environment.cavernous.Features.stalactites",
  "cavernous.stalagmites": "FRAY.Environment.cavernous.Features.stalagmites",
  "fiery.burningSurface": "FRAY.Environment.fiery.Features.burningSurface",
  "fiery.floatingAsh": "FRAY.Environment.fiery.Features.floatingAsh",
  "forested.brush": "FRAY.Environment.forested.Features.brush",
  "forested.trees": "FRAY.Environment.forested.Features.trees",
  "forested.fallenLeaves": "FRAY.Environment.forested.Features.fallenLeaves",
  "frigid.frostbittenSurface": "FRAY.Environment.frigid.Features.frostbittenSurface",
  "frigid.icyPatch": "FRAY.Environment.frigid.Features.icyPatch",
  "frigid.snow": "FRAY.Environment.frigid.Features.snow",
  "furnished.chandelier": "FRAY.Environment.furnished.Features.chandelier",
  "furnished.clutter": "FRAY.Environment.furnished.Features.clutter",
  "furnished.mirror": "FRAY.Environment.furnished.Features.mirror",
  "furnished.tables": "FRAY.Environment.furnished.Features.tables",
  "hazy.blanketedGround": "FRAY.Environment.hazy.Features.blanketedGround",
  "hazy.thickFog": "FRAY.Environment.hazy.Features.thickFog",
  "rocky.boulder": "FRAY.Environment.rocky.Features.boulder",
  "rocky.looseRocks": "FRAY.Environment.rocky.Features.looseRocks",
  "rocky.unevenFooting": "FRAY.Environment.rocky.Features.unevenFooting",
  "stormy.heavyPrecipitation": "FRAY.Environment.stormy.Features.heavyPrecipitation",
  "stormy.loudWinds": "FRAY.Environment.stormy.Features.loudWinds",
  "swampy.thickTrudge": "FRAY.Environment.swampy.Features.thickTrudge",
  "swampy.tenaciousMud": "FRAY.Environment.swampy.Features.tenaciousMud",
};

/** The name key of environment `id`, or null for an id that is none of the nine. */
export const environmentNameKey = (id: string): string | null =>
  Object.hasOwn(ENVIRONMENT_NAME_KEYS, id) ? ENVIRONMENT_NAME_KEYS[id as EnvironmentId] : null;
