import { DataField } from "./fields";
import type { HarnessUser } from "./users";
import { currentClient } from "./runtime";

/** The subset of Foundry's setting config the harness honours. */
export interface SettingConfig {
  name?: string;
  hint?: string;
  scope: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  requiresReload?: boolean;
  onChange?: (value: unknown, options?: unknown, userId?: string) => void;
}

/** The subset of Foundry's settings menu config (`SettingSubmenuConfig`) the harness keeps. */
export interface SettingMenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  type: unknown;
  restricted?: boolean;
}

/** What a client's settings need of the world: its stored values, the connected clients, running on one. */
export interface SettingsWorld {
  readonly settingValues: Map<string, unknown>;
  /** Runs `fn` on every connected client, each with its own settings. */
  everyConnectedClient(fn: (settings: HarnessSettings) => void): void;
}

/**
 * Stand-in for `game.settings`, one per client: register, get, set. Each client registers its own settings
 * (each browser runs the system's `init`). A world setting's value lives in the world (Foundry: a Setting
 * document) and may only be set by a user with SETTINGS_MODIFY (assistant GM and up by default); setting it
 * runs `onChange(value, options, userId)` on every connected client, after a JSON round trip, as the Setting
 * document's update reaches each of them. A client or user setting lives on its client and calls `onChange`
 * there only. A value outside `choices` or of the wrong primitive type is refused and the stored value kept.
 * A setting typed by a DataField instance has the value cleaned and validated by that field (its custom
 * `validate` included); a failure is refused naming the setting, nothing stored. `registerMenu` records menus
 * in `menus`. Source: v13 API foundry.helpers.ClientSettings; FIDELITY.md.
 */
export class HarnessSettings {
  readonly settings = new Map<string, SettingConfig & { namespace: string; key: string }>();
  readonly menus = new Map<string, SettingMenuConfig & { namespace: string; key: string }>();
  #local = new Map<string, unknown>();
  #currentUser: () => HarnessUser;
  #world: SettingsWorld;

  constructor(currentUser: () => HarnessUser, world: SettingsWorld) {
    this.#currentUser = currentUser;
    this.#world = world;
  }

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, { ...config, namespace, key });
  }

  registerMenu(namespace: string, key: string, config: SettingMenuConfig): void {
    this.menus.set(`${namespace}.${key}`, { ...config, namespace, key });
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.#config(id);
    const store = config.scope === "world" ? this.#world.settingValues : this.#local;
    return store.has(id) ? structuredClone(store.get(id)) : structuredClone(config.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.#config(id);
    const user = this.#currentUser();
    const running = currentClient<{ label: string; user: HarnessUser }>();
    if (running.user !== user) {
      throw new Error(`harness: ${running.label}'s code set ${id} through ${user.name}'s settings; use h.as(user, …)`);
    }
    if (config.scope === "world" && !user.isGM) {
      throw new Error(`User ${user.name} lacks permission to change the world setting ${id}`);
    }
    const cleaned = config.type instanceof DataField ? config.type.clean(value) : cast(config.type, value);
    if (config.type instanceof DataField) {
      const failure = config.type.validate(cleaned);
      if (failure) throw new Error(`${id}: ${failure}`);
    }
    if (config.type === String && typeof cleaned !== "string") throw new Error(`${id}: must be a string`);
    if (config.type === Number && (typeof cleaned !== "number" || Number.isNaN(cleaned))) {
      throw new Error(`${id}: must be a number`);
    }
    if (config.type === Boolean && typeof cleaned !== "boolean") throw new Error(`${id}: must be a boolean`);
    if (config.choices && !Object.hasOwn(config.choices, String(cleaned))) {
      throw new Error(`${id}: "${String(cleaned)}" is not one of ${Object.keys(config.choices).join(", ")}`);
    }
    const stored: unknown = cleaned === undefined ? undefined : JSON.parse(JSON.stringify(cleaned));
    if (config.scope !== "world") {
      this.#local.set(id, stored);
      config.onChange?.(structuredClone(stored), {}, user.id);
      return cleaned;
    }
    // A world setting is a Setting document: setting the value it already has changes nothing and runs no
    // onChange (core issue #9051).
    const unchanged = JSON.stringify(this.get(namespace, key)) === JSON.stringify(stored);
    this.#world.settingValues.set(id, stored);
    if (unchanged) return cleaned;
    this.#world.everyConnectedClient((settings) => {
      settings.#changed(id, stored, user.id);
    });
    return cleaned;
  }

  /** A world setting changed: this client's `onChange`, if it registered the setting. */
  #changed(id: string, value: unknown, userId: string): void {
    this.settings.get(id)?.onChange?.(structuredClone(value), {}, userId);
  }

  #config(id: string): SettingConfig {
    const config = this.settings.get(id);
    if (!config) throw new Error(`This is not a registered game setting: ${id}`);
    return config;
  }
}

function cast(type: unknown, value: unknown): unknown {
  if (type === Number && typeof value === "string") return Number(value);
  if (type === Boolean && (value === "true" || value === "false")) return value === "true";
  return value;
}
