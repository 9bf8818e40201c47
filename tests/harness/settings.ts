import { DataField } from "./fields";
import type { HarnessUser } from "./users";

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

/**
 * Stand-in for `game.settings`: register, get, set. A world setting may only be set by a GM (Foundry's
 * SETTINGS_MODIFY permission, assistant GM and up by default); a value outside `choices` or of the wrong
 * primitive type is refused and the stored value kept. A setting typed by a DataField instance has the value
 * cleaned and validated by that field (its custom `validate` included); a failure is refused naming the
 * setting, nothing stored. `onChange` runs after a successful set. `registerMenu` records menus in `menus`.
 */
export class HarnessSettings {
  readonly settings = new Map<string, SettingConfig & { namespace: string; key: string }>();
  readonly menus = new Map<string, SettingMenuConfig & { namespace: string; key: string }>();
  #values = new Map<string, unknown>();
  #currentUser: () => HarnessUser;

  constructor(currentUser: () => HarnessUser) {
    this.#currentUser = currentUser;
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
    return this.#values.has(id) ? structuredClone(this.#values.get(id)) : structuredClone(config.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.#config(id);
    const user = this.#currentUser();
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
    this.#values.set(id, structuredClone(cleaned));
    config.onChange?.(cleaned, {}, user.id);
    return cleaned;
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
