import { RuleInputError } from "../errors";
import { clonePlain, deepFreeze } from "../plain";
import { BUILTIN_PRESETS } from "./builtin";
import { PRESET_IDS } from "./ids";
import type { PolicyOverrides, Preset, PresetDefinition, PresetPolicies } from "./policies";
import { validateOverrides, validatePolicies } from "./schema";

const ID_PATTERN = /^[A-Za-z][\w.-]*$/;

/** Policies with `overrides` laid on top, area by area. Policy values (lists included) replace, never merge. */
export function applyOverrides(policies: PresetPolicies, overrides: PolicyOverrides): PresetPolicies {
  const out: Record<string, unknown> = {};
  for (const [area, values] of Object.entries(policies)) {
    out[area] = { ...values, ...(overrides as Record<string, object | undefined>)[area] };
  }
  return clonePlain(out) as unknown as PresetPolicies;
}

/**
 * The presets known to this world: the five built-ins and any a module registers. A preset may extend a
 * registered one with overrides; everything is validated on registration and stored frozen and complete.
 */
export class PresetRegistry {
  #presets = new Map<string, Preset>();

  /**
   * Registers a preset (complete, or `extends` another with `policies` overrides) and returns it resolved.
   * Throws a RuleInputError naming the bad field for a malformed definition, an unknown base, or an id
   * already registered (unless `replace` is set).
   */
  register(definition: PresetDefinition, { replace = false }: { replace?: boolean } = {}): Preset {
    if (typeof definition !== "object" || (definition as unknown) === null) {
      throw new RuleInputError("preset", "expected a preset object");
    }
    const { id, label } = definition as { id: unknown; label: unknown };
    if (typeof id !== "string" || !ID_PATTERN.test(id)) {
      throw new RuleInputError(
        "preset.id",
        `expected an id of letters, digits, ".", "_" or "-", got ${JSON.stringify(id)}`,
      );
    }
    if (typeof label !== "string" || label.trim() === "")
      throw new RuleInputError(`preset.label`, `preset ${id} needs a label`);
    if (this.#presets.has(id) && !replace)
      throw new RuleInputError("preset.id", `a preset "${id}" is already registered`);

    let policies: PresetPolicies;
    if ("extends" in definition) {
      const base = this.#presets.get(definition.extends);
      if (!base) throw new RuleInputError("preset.extends", `unknown base preset "${definition.extends}"`);
      const overrides = definition.policies ?? {};
      validateOverrides(overrides, "preset.policies");
      policies = applyOverrides(base.policies, overrides);
    } else {
      policies = clonePlain(definition.policies);
    }
    validatePolicies(policies, "preset.policies");
    const preset = deepFreeze({ id, label, policies });
    this.#presets.set(id, preset);
    return preset;
  }

  /** True when `id` is registered. */
  has(id: string): boolean {
    return this.#presets.has(id);
  }

  /** The preset `id`; throws a RuleInputError naming `field` when it is not registered. */
  get(id: unknown, field = "preset"): Preset {
    const preset = typeof id === "string" ? this.#presets.get(id) : undefined;
    if (!preset)
      throw new RuleInputError(
        field,
        `unknown preset ${JSON.stringify(id)}; registered: ${[...this.#presets.keys()].join(", ")}`,
      );
    return preset;
  }

  /** The preset `id` with per-rule overrides (e.g. from world settings) applied on top, validated. */
  resolve(id: unknown, overrides: PolicyOverrides = {}, field = "preset"): Preset {
    const preset = this.get(id, field);
    validateOverrides(overrides, "overrides");
    if (Object.keys(overrides).length === 0) return preset;
    const policies = applyOverrides(preset.policies, overrides);
    validatePolicies(policies, "overrides");
    return deepFreeze({ id: preset.id, label: preset.label, policies });
  }

  /** Every registered preset, in registration order. */
  list(): readonly Preset[] {
    return [...this.#presets.values()];
  }
}

/**
 * The presets of `registry` as a preset list offers them (the `fray.preset` setting, the rules menu): the five
 * built-ins in `PRESET_IDS` order, then every other preset (a module's) in registration order.
 */
export function presetsInListOrder(registry: PresetRegistry): readonly Preset[] {
  const all = registry.list();
  const builtins = PRESET_IDS.flatMap((id) => all.filter((preset) => preset.id === id));
  return [...builtins, ...all.filter((preset) => !(PRESET_IDS as readonly string[]).includes(preset.id))];
}

/** A registry holding the five built-in presets. */
export function createPresetRegistry(): PresetRegistry {
  const registry = new PresetRegistry();
  for (const definition of BUILTIN_PRESETS) registry.register(definition);
  return registry;
}

/** The registry Fray uses (game.fray.rules.presets). */
export const presets = createPresetRegistry();

/** Registers a preset in Fray's registry; see PresetRegistry.register. */
export function registerPreset(definition: PresetDefinition, options?: { replace?: boolean }): Preset {
  return presets.register(definition, options);
}

/** A preset from Fray's registry; throws naming the field for an unknown id. */
export function getPreset(id: unknown, field = "preset"): Preset {
  return presets.get(id, field);
}

/** A preset from Fray's registry with per-rule overrides applied. */
export function resolvePreset(id: unknown, overrides?: PolicyOverrides): Preset {
  return presets.resolve(id, overrides);
}
