import { RuleInputError, validateOverrides, type PolicyOverrides } from "../rules";
import { SYSTEM_ID } from "../constants";
import { warnOnce } from "../adapters/warn-once";
import { rulesChanged } from "./rules-changed";
import { policyLabelKeyOf } from "./policy-labels";

/** Key of the world setting holding the GM's per-policy overrides of the active preset. */
export const POLICY_OVERRIDES_SETTING = "policyOverrides";

/** The name a bad override is reported under: `fray.policyOverrides.initiative.ties[0]: …`. */
const FIELD = `${SYSTEM_ID}.${POLICY_OVERRIDES_SETTING}`;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.policyOverrides": PolicyOverrides;
  }
}

/** The setting's validator: a RuleInputError naming the first bad policy path refuses the value. */
function checkOverrides(value: unknown): boolean {
  validateOverrides(value, FIELD);
  return true;
}

/**
 * Registers `fray.policyOverrides` (world, hidden from the settings list: the rules menu edits it). Its value
 * is a partial of the policies by area (`{ initiative: { group: "never" } }`), `{}` by default. Foundry
 * validates a value through the setting's field before storing it, so a bad override is refused with the
 * policy path in the message and nothing is written. A change takes effect at once, like a preset switch.
 */
export function registerPolicyOverridesSetting(): void {
  const { ObjectField } = foundry.data.fields;
  const type = new ObjectField({ validate: checkOverrides } as never);
  game.settings.register(SYSTEM_ID, POLICY_OVERRIDES_SETTING, {
    name: "FRAY.Settings.Rules.Overrides.Name",
    hint: "FRAY.Settings.Rules.Overrides.Hint",
    scope: "world",
    config: false,
    type,
    default: {},
    requiresReload: false,
    onChange: () => {
      rulesChanged({ preset: null });
    },
  } as never);
}

/**
 * Warns the GM once per stored value that the overrides can't be used and the preset's rules apply instead,
 * naming the rule by its menu label; `field` is the policy path the rules named
 * (`fray.policyOverrides.initiative.ties[0]`), which goes to the console only.
 */
export function warnIgnoredOverrides(field: string, key: string): void {
  const label = policyLabelKeyOf(field);
  console.warn(`Fray | stored rule overrides ignored: ${field}`);
  warnOnce(
    `policyOverrides:${key}`,
    label === null
      ? game.i18n.localize("FRAY.Settings.Rules.Overrides.InvalidOther")
      : game.i18n.format("FRAY.Settings.Rules.Overrides.Invalid", { policy: game.i18n.localize(label) }),
  );
}

/**
 * The stored overrides, `{}` when none (or when the setting is not registered yet, before init). They are
 * checked again on every read, as a stored value may predate today's policies (a policy renamed, a value no
 * longer allowed, a module's setting write): overrides the rules refuse are ignored, with one warning to the
 * GM, and the world plays by its preset.
 */
export function policyOverrides(): PolicyOverrides {
  if (!game.settings.settings.has(FIELD)) return {};
  const value: unknown = game.settings.get(SYSTEM_ID, POLICY_OVERRIDES_SETTING);
  if (value === undefined || value === null) return {};
  try {
    validateOverrides(value, FIELD);
    return value;
  } catch (error) {
    if (!(error instanceof RuleInputError)) throw error;
    warnIgnoredOverrides(error.field, JSON.stringify(value));
    return {};
  }
}
