/**
 * The rules menu's context and how its form is read, free of Foundry globals so the preview and the tests use
 * the same functions as the menu itself. A row is overridden when its value differs from the preset's; a row
 * set back to the preset's value is no override at all.
 */
import {
  DEFAULT_PRESET,
  TIE_STEPS,
  getPreset,
  presets,
  presetsInListOrder,
  type PolicyOverrides,
  type PresetPolicies,
} from "../../rules";
import type { Localizer } from "../../data/labels";
import { AREA_LABELS, POLICY_HINTS, POLICY_LABELS, choiceLabels, type PolicyArea } from "../../settings/policy-labels";

/** Foundry path of the menu's template (repository: templates/settings/rules-config.hbs). */
export const RULES_CONFIG_TEMPLATE = "systems/fray/templates/settings/rules-config.hbs";

/** How a policy is edited: a select, a checkbox, a number, ordered steps picked from a list, or numbers. */
export type PolicyKind = "choice" | "flag" | "number" | "steps" | "numbers";

/** The editor of every policy, by area (complete: a policy added to the rules without one fails to compile). */
export const POLICY_KINDS: { readonly [A in PolicyArea]: { readonly [P in keyof PresetPolicies[A]]-?: PolicyKind } } = {
  combat: {
    roundSeconds: "number",
    roundSecondsChoices: "numbers",
    worldActions: "flag",
    offerEndWhenSideDefeated: "flag",
  },
  initiative: {
    check: "choice",
    group: "choice",
    surprise: "choice",
    surpriseCheckIsInitiative: "flag",
    suddenActionAdvantage: "flag",
    ties: "steps",
    reorder: "choice",
    mountUsesRiderInitiative: "flag",
    dyingMovesBeforeCurrent: "flag",
  },
  economy: {
    kind: "choice",
    actionsPerTurn: "number",
    freeObjectInteraction: "flag",
    extendedCommunication: "flag",
    pressTheAttack: "flag",
    tumble: "flag",
    sprint: "flag",
    dodgeNeedsSpeed: "flag",
    mountActions: "choice",
  },
  success: { model: "choice", criticalRange: "number", expertiseDice: "flag", criticalDamage: "choice" },
  attack: {
    multipleAttackPenalty: "flag",
    closeCombatRanged: "choice",
    mutualUnseen: "choice",
    flanking: "flag",
    backToBack: "flag",
    aboveBelow: "flag",
    dragAlly: "flag",
    underwater: "flag",
    unarmedStrikeDamage: "flag",
    grappleSave: "choice",
    dropProneReaction: "flag",
    proneMeleeOnly: "flag",
    concentration: "flag",
    concentrationMaxDc: "number",
  },
  cover: {
    method: "choice",
    save: "choice",
    lesserBonus: "number",
    halfBonus: "number",
    threeQuartersBonus: "number",
    hideBonus: "flag",
    areaExclusion: "flag",
    riderHalfCoverMelee: "flag",
    proneCreaturesGiveCover: "flag",
  },
  movement: {
    diagonals: "choice",
    occupiedSpaces: "choice",
    mounting: "choice",
    squeeze: "flag",
    switchSpeeds: "flag",
    jump: "choice",
    sharedSpaceProne: "flag",
  },
  opportunity: { trigger: "choice" },
  dying: { model: "choice", exhaustion: "choice" },
};

/** Numbers that may be left empty to mean "none" (ATK-21: no cap on the concentration DC). */
const NULLABLE_NUMBERS: readonly string[] = ["attack.concentrationMaxDc"];

/** The form field name of a policy: `policies.initiative.group` (steps add `.0`, `.1`…). */
const fieldName = (area: string, policy: string): string => `policies.${area}.${policy}`;

/** What the menu shows and edits: the chosen preset and the overrides on top of it. */
export interface RulesChoice {
  readonly preset: string;
  readonly overrides: PolicyOverrides;
}

export interface RulesConfigInput extends RulesChoice {
  readonly i18n: Localizer;
}

interface Option {
  value: string;
  label: string;
  selected: boolean;
}

/** One policy row of the menu. */
export interface PolicyRow {
  key: string;
  name: string;
  label: string;
  /** One line saying what the policy decides. */
  hint: string;
  kind: PolicyKind;
  /** The preset's value, as text. */
  presetText: string;
  overridden: boolean;
  /** choice: the options, the preset's marked. */
  options: Option[];
  /** flag. */
  checked: boolean;
  /** number and numbers: the input's value. */
  value: string;
  /** steps: one select per chosen step, and an empty one to add a step. */
  steps: { name: string; label: string; options: Option[] }[];
}

export interface RulesConfigContext {
  presets: Option[];
  areas: { id: PolicyArea; label: string; overridden: number; note: string; rows: PolicyRow[] }[];
  overridden: number;
  /** "3 policies differ from the preset" (or that none do). */
  summary: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A stored policy value as text: primitives as themselves, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : value === undefined
      ? ""
      : JSON.stringify(value);

function areaValues(record: object, area: string): Record<string, unknown> {
  return ((record as Record<string, unknown>)[area] ?? {}) as Record<string, unknown>;
}

/** A policy value as the preset column prints it. */
function valueText(kind: PolicyKind, area: string, policy: string, value: unknown, i18n: Localizer): string {
  const labels = choiceLabels(area as PolicyArea, policy);
  if (kind === "flag") return i18n.localize(value === true ? "FRAY.Settings.Rules.On" : "FRAY.Settings.Rules.Off");
  if (value === null) return i18n.localize("FRAY.Settings.Rules.None");
  if (Array.isArray(value)) {
    return value
      .map((v) => {
        const key = labels?.[asText(v)];
        return key ? i18n.localize(key) : asText(v);
      })
      .join(" → ");
  }
  const key = labels?.[asText(value)];
  return key ? i18n.localize(key) : asText(value);
}

function optionsOf(labels: Readonly<Record<string, string>>, current: unknown, preset: unknown, i18n: Localizer) {
  return Object.entries(labels).map(([value, key]) => {
    const label = i18n.localize(key);
    return {
      value,
      label: value === preset ? i18n.format("FRAY.Settings.Rules.PresetChoice", { label }) : label,
      selected: value === current,
    };
  });
}

function row(area: PolicyArea, policy: string, presetValue: unknown, current: unknown, i18n: Localizer): PolicyRow {
  const kind = (POLICY_KINDS[area] as Record<string, PolicyKind>)[policy] as PolicyKind;
  const labels = choiceLabels(area, policy) ?? {};
  const name = fieldName(area, policy);
  const base: PolicyRow = {
    key: `${area}.${policy}`,
    name,
    label: i18n.localize((POLICY_LABELS[area] as Record<string, string>)[policy] as string),
    hint: i18n.localize((POLICY_HINTS[area] as Record<string, string>)[policy] as string),
    kind,
    presetText: valueText(kind, area, policy, presetValue, i18n),
    overridden: !same(current, presetValue),
    options: [],
    checked: false,
    value: "",
    steps: [],
  };
  switch (kind) {
    case "choice":
      return { ...base, options: optionsOf(labels, current, presetValue, i18n) };
    case "flag":
      return { ...base, checked: current === true };
    case "number":
      return { ...base, value: current === null || current === undefined ? "" : asText(current) };
    case "numbers":
      return { ...base, value: Array.isArray(current) ? current.map(asText).join(", ") : "" };
    case "steps": {
      const chosen = Array.isArray(current) ? current : [];
      // The chosen steps and one empty select to add another, up to every step once.
      const count = Math.min(chosen.length + 1, TIE_STEPS.length);
      const steps = TIE_STEPS.slice(0, count).map((_, index) => ({
        name: `${name}.${index}`,
        label: i18n.format("FRAY.Settings.Rules.Step", { n: String(index + 1) }),
        options: [
          { value: "", label: i18n.localize("FRAY.Settings.Rules.NoStep"), selected: chosen[index] === undefined },
          ...Object.entries(labels).map(([value, key]) => ({
            value,
            label: i18n.localize(key),
            selected: chosen[index] === value,
          })),
        ],
      }));
      return { ...base, steps };
    }
  }
}

/** `id` when it names a registered preset (a built-in or a module's), else the default preset. */
function knownPreset(id: string): string {
  return presets.has(id) ? id : DEFAULT_PRESET;
}

/**
 * The template context of templates/settings/rules-config.hbs. The preset select offers every registered preset,
 * the built-ins first, then the modules' in registration order; an unknown preset shows the default's rows.
 */
export function rulesConfigContext(input: RulesConfigInput): RulesConfigContext {
  const { i18n } = input;
  const presetId = knownPreset(input.preset);
  const policies = getPreset(presetId).policies;
  const areas = (Object.keys(AREA_LABELS) as PolicyArea[]).map((area) => {
    const presetArea = areaValues(policies, area);
    const overrideArea = areaValues(input.overrides, area);
    const rows = Object.keys(POLICY_KINDS[area]).map((policy) =>
      row(area, policy, presetArea[policy], policy in overrideArea ? overrideArea[policy] : presetArea[policy], i18n),
    );
    const overridden = rows.filter((r) => r.overridden).length;
    const note = i18n.format("FRAY.Settings.Rules.AreaOverridden", { count: String(overridden) });
    return { id: area, label: i18n.localize(AREA_LABELS[area]), overridden, note, rows };
  });
  const overridden = areas.reduce((sum, area) => sum + area.overridden, 0);
  return {
    presets: presetsInListOrder(presets).map(({ id, label }) => ({
      value: id,
      label: i18n.localize(label),
      selected: id === presetId,
    })),
    areas,
    overridden,
    summary:
      overridden === 0
        ? i18n.localize("FRAY.Settings.Rules.SummaryNone")
        : i18n.format("FRAY.Settings.Rules.Summary", { count: String(overridden) }),
  };
}

/** Form data as flat `a.b.c` keys, whether it came flat (FormDataExtended#object) or expanded. */
function flatten(data: Record<string, unknown>, prefix = "", out: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      flatten(value as Record<string, unknown>, path, out);
    } else out[path] = value;
  }
  return out;
}

const NO_VALUE = Symbol("no value");

/** A field's value read as its kind; NO_VALUE means "the preset's". Unreadable input is kept for validation. */
function readValue(kind: PolicyKind, key: string, name: string, flat: Record<string, unknown>): unknown {
  const raw = flat[name];
  switch (kind) {
    case "choice":
      return typeof raw === "string" && raw !== "" ? raw : NO_VALUE;
    case "flag":
      return raw === true || raw === "true" || raw === "on";
    case "number": {
      if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) {
        return NULLABLE_NUMBERS.includes(key) ? null : NO_VALUE;
      }
      return typeof raw === "number" ? raw : Number(raw);
    }
    case "numbers": {
      if (Array.isArray(raw)) return raw;
      const text = raw === null || raw === undefined ? "" : asText(raw).trim();
      return text === "" ? NO_VALUE : text.split(/[\s,;]+/).map(Number);
    }
    case "steps": {
      const steps = TIE_STEPS.map((_, index) => flat[`${name}.${index}`]).filter(
        (step) => typeof step === "string" && step !== "",
      );
      return steps.length === 0 ? NO_VALUE : steps;
    }
  }
}

/**
 * Reads the submitted menu: the chosen preset, and as overrides only the policies whose value differs from
 * that preset's (a row set back to the preset's value, or left empty, is dropped). Values are not validated
 * here: saving checks them and names the bad field.
 */
export function readRulesForm(data: Record<string, unknown>): RulesChoice {
  const flat = flatten(data);
  const preset = typeof flat.preset === "string" ? flat.preset : "";
  const policies = getPreset(knownPreset(preset)).policies;
  const overrides: Record<string, Record<string, unknown>> = {};
  for (const area of Object.keys(POLICY_KINDS) as PolicyArea[]) {
    const presetArea = areaValues(policies, area);
    for (const [policy, kind] of Object.entries<PolicyKind>(POLICY_KINDS[area])) {
      const value = readValue(kind, `${area}.${policy}`, fieldName(area, policy), flat);
      if (value === NO_VALUE || same(value, presetArea[policy])) continue;
      (overrides[area] ??= {})[policy] = value;
    }
  }
  return { preset, overrides: overrides };
}

/** The overrides without one policy (the row's "use the preset's" button). */
export function withoutOverride(overrides: PolicyOverrides, key: string): PolicyOverrides {
  const [area = "", policy = ""] = key.split(".");
  const out: Record<string, Record<string, unknown>> = {};
  for (const [a, values] of Object.entries(overrides as Record<string, Record<string, unknown>>)) {
    const kept = Object.fromEntries(Object.entries(values).filter(([p]) => !(a === area && p === policy)));
    if (Object.keys(kept).length > 0) out[a] = kept;
  }
  return out;
}
