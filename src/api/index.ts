import * as rules from "../rules";
import { PRESET_IDS, PRESET_LABEL_KEYS, type PresetId } from "../rules";
import { activePreset } from "../settings/preset";
import { registerGmRequest, requestGm } from "../net/gm-requests";

/** One built-in preset as listed by `game.fray.presets`. */
export interface PresetListing {
  readonly id: PresetId;
  /** Localization key of the preset's name. */
  readonly label: string;
}

/** The `game.fray` surface for module authors; see docs/API.md. */
export interface FrayApi {
  /** The installed Fray version, as in system.json. */
  readonly version: string;
  /** The built-in presets, in the order the settings list them. */
  readonly presets: readonly PresetListing[];
  /** The world's active preset id. */
  readonly preset: PresetId;
  /** The pure rules (src/rules): plain data in, plain data out. */
  readonly rules: typeof rules;
  /**
   * Requests to the active GM over Fray's authenticated socket channel (docs/API.md, "Requests to the GM"):
   * `register(name, handler)` at `init` (the handler gets `(data, asker)`, the asker named by the server),
   * `send(name, data)` from any client. Names must start with the module's id.
   */
  readonly requests: { readonly register: typeof registerGmRequest; readonly send: typeof requestGm };
}

/** Builds `game.fray`. Called once at init, after the settings are registered. */
export function createApi(version: string): FrayApi {
  const presets = Object.freeze(PRESET_IDS.map((id) => Object.freeze({ id, label: PRESET_LABEL_KEYS[id] })));
  return Object.freeze({
    version,
    presets,
    get preset(): PresetId {
      return activePreset();
    },
    rules,
    requests: Object.freeze({ register: registerGmRequest, send: requestGm }),
  });
}
