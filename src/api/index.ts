import * as rules from "../rules";
import { presets, presetsInListOrder, type Preset, type PresetDefinition } from "../rules";
import { activePreset, syncPresetChoices } from "../settings/preset";
import { registerModuleRequest, requestGm } from "../net/gm-requests";
import { useItemByUuid } from "../macros/item-macro";
import { tokenCover } from "../scene/cover";
import { dragCacheChanged } from "../canvas/movement";

/** One registered preset as listed by `game.fray.presets`. */
export interface PresetListing {
  /** A built-in id (`srd51`, `srd52`, `a5e`, `threeAction`, `delta`) or a module's. */
  readonly id: string;
  /** Localization key of the preset's name. */
  readonly label: string;
}

/** The `game.fray` surface for module authors; see docs/API.md. */
export interface FrayApi {
  /** The installed Fray version, as in system.json. */
  readonly version: string;
  /** Every registered preset: the built-ins in settings order, then the modules' in registration order. */
  readonly presets: readonly PresetListing[];
  /** The world's active preset id (the default, `srd52`, when the stored one is not registered). */
  readonly preset: string;
  /**
   * Registers a module's preset (as `rules.registerPreset`) and offers it at once in the `fray.preset` setting and
   * the rules menu. Call it in the module's `init` hook, so a world that plays the preset finds it from `setup` on.
   */
  readonly registerPreset: (definition: PresetDefinition, options?: { replace?: boolean }) => Preset;
  /** The pure rules (src/rules): plain data in, plain data out. */
  readonly rules: typeof rules;
  /**
   * Requests to the active GM over Fray's authenticated socket channel (docs/API.md, "Requests to the GM"):
   * `register(name, handler)` at `init` (the handler gets `(data, asker)`, the asker named by the server),
   * `send(name, data)` from any client. Names must start with the module's id.
   */
  readonly requests: { readonly register: typeof registerModuleRequest; readonly send: typeof requestGm };
  /**
   * Uses the item `uuid` (an owned item) as its sheet's button does: what an item macro on the hotbar runs. Warns
   * and resolves to null when the item is gone, belongs to no creature, or the user doesn't own it.
   */
  readonly useItem: (uuid: string) => Promise<unknown>;
  /**
   * COV-1: the cover of token document `target` against token document `attacker` on their scene, measured from its
   * walls and creatures through the scene's cover index; null when they are not on one scene.
   */
  readonly tokenCover: typeof tokenCover;
  /**
   * Issue 25: tells Fray's drag cache that something the movement rules read changed without a document hook it
   * listens to (a status set on an actor's data by hand), so the next pointer move reads the scene again.
   */
  readonly dragCacheChanged: () => void;
}

/** Builds `game.fray`. Called once at init, after the settings are registered. */
export function createApi(version: string): FrayApi {
  return Object.freeze({
    version,
    get presets(): readonly PresetListing[] {
      return Object.freeze(presetsInListOrder(presets).map(({ id, label }) => Object.freeze({ id, label })));
    },
    get preset(): string {
      return activePreset();
    },
    registerPreset(definition: PresetDefinition, options?: { replace?: boolean }): Preset {
      const preset = rules.registerPreset(definition, options);
      syncPresetChoices();
      return preset;
    },
    rules,
    requests: Object.freeze({ register: registerModuleRequest, send: requestGm }),
    useItem: useItemByUuid,
    tokenCover,
    dragCacheChanged,
  });
}
