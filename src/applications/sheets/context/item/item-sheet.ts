/**
 * The item sheet's context: every field of the five item models, with the choices its selects offer. The
 * sheet and the preview page call this same function.
 */
import { usePeriodChoices } from "../resources";
import {
  ABILITIES,
  CONDITION_IDS,
  THREE_ACTION_SAVES,
  TRAIT_DICE,
  WEAPON_PROPERTIES,
  damageTypesFor,
  weaponPropertiesFor,
  type StatFamily,
  type WeaponProperty,
} from "../../../../rules";
import {
  ABILITY_LABELS,
  ACTIVATION_LABELS,
  FEATURE_ACTION_LABELS,
  ARMOR_CATEGORY_LABELS,
  AREA_SHAPE_LABELS,
  DAMAGE_TYPE_LABELS,
  ITEM_TYPE_LABELS,
  SAVE_LABELS,
  RANK_LABELS,
  SPELL_ATTACK_LABELS,
  choices,
  rankChoices,
  weaponPropertyLabel,
  type DamageType,
  type ItemType,
  type Localizer,
} from "../../../../data/labels";
import { weaponRangeSummary } from "../items";
import type { PlainItem } from "../types";
import { statusNameKey } from "../../../../conditions/status-effects";

export interface ItemSheetInput {
  readonly item: PlainItem;
  /** The world's rule family (`system.derived.family` of an owner, or the active preset's). */
  readonly family: StatFamily;
  readonly editable: boolean;
  /** The description as Foundry's enrichHTML returned it (sanitized HTML of an HTMLField). */
  readonly enrichedDescription: string;
  readonly i18n: Localizer;
  /** TA-12: the item's manipulate trait (`flags.fray.manipulate`). */
  readonly manipulate?: boolean;
}

type Choice = { readonly value: string | number; readonly label: string };

export interface DamagePartView {
  readonly index: number;
  readonly formula: string;
  readonly type: string;
  readonly formulaField: string;
  readonly typeField: string;
}

export interface ItemSheetContext {
  readonly item: { readonly name: string; readonly img: string; readonly type: string; readonly typeLabel: string };
  readonly system: Readonly<Record<string, unknown>>;
  readonly editable: boolean;
  readonly threeAction: boolean;
  readonly is: Readonly<Record<ItemType, boolean>>;
  readonly physical: boolean;
  readonly choices: Readonly<Record<string, readonly Choice[]>>;
  readonly damageParts: readonly DamagePartView[];
  readonly hasDamage: boolean;
  /** The weapon properties (5e) or traits (three actions) the family offers. */
  readonly properties: readonly { readonly id: WeaponProperty; readonly label: string; readonly checked: boolean }[];
  /** Stored properties the family doesn't offer, kept as they are: their labels, or "" for none. */
  readonly keptProperties: string;
  /** Label of the versatile damage formula: 5e's versatile, the three-action two-hand trait. */
  readonly versatileLabel: string;
  /** Weapon: "Melee, reach 5 ft", "Melee, reach 5 ft; thrown 20/60 ft" or "80/320 ft"; "" for other items. */
  readonly rangeSummary: string;
  readonly activation: {
    readonly type: string;
    readonly cost: number;
    readonly trigger: string;
    readonly showCost: boolean;
    readonly showTrigger: boolean;
    /** TA-12: a manipulate action (threeAction only: grabbed, a DC 5 flat check; restrained, refused). */
    readonly manipulate: boolean;
    readonly showManipulate: boolean;
  } | null;
  readonly range: { readonly normal: number; readonly long: number | "" } | null;
  readonly area: {
    readonly shape: string;
    readonly size: number;
    readonly width: number;
    readonly height: number;
    readonly showSize: boolean;
    readonly showWidth: boolean;
    readonly showHeight: boolean;
  } | null;
  /** Armor: the Dexterity cap, "" for none. */
  readonly dexCap: number | "";
  /** Spell: the fixed save DC, "" to use the caster's. */
  readonly saveDc: number | "";
  readonly enrichedDescription: string;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
/** RES-1, RES-2, RES-6: the choices of a spell's scaling and a feature's extra damage (keys written out). */
function resourceChoices(i18n: Localizer) {
  const of = (keys: Record<string, string>) =>
    Object.entries(keys).map(([value, key]) => ({ value, label: i18n.localize(key) }));
  return {
    scalingModes: of({
      none: "FRAY.Item.Spell.ScalingMode.none",
      cantrip: "FRAY.Item.Spell.ScalingMode.cantrip",
      beams: "FRAY.Item.Spell.ScalingMode.beams",
      slot: "FRAY.Item.Spell.ScalingMode.slot",
    }),
    extraConditions: of({
      always: "FRAY.Feature.ExtraCondition.always",
      weaponHit: "FRAY.Feature.ExtraCondition.weaponHit",
      meleeWeaponHit: "FRAY.Feature.ExtraCondition.meleeWeaponHit",
      sneakAttack: "FRAY.Feature.ExtraCondition.sneakAttack",
    }),
    extraFrequencies: of({ each: "FRAY.Feature.ExtraFrequency.each", turn: "FRAY.Feature.ExtraFrequency.turn" }),
  };
}

const ITEM_TYPES: readonly ItemType[] = ["weapon", "armor", "spell", "feature", "equipment"];

/** The saves a spell may call for under the family; the current value stays listed even if foreign. */
function spellSaveChoices(family: StatFamily, current: string, i18n: Localizer): Choice[] {
  const abilities = ABILITIES.map((a) => ({ value: a, label: i18n.localize(ABILITY_LABELS[a]) }));
  const saves = THREE_ACTION_SAVES.map((s) => ({ value: s, label: i18n.localize(SAVE_LABELS[s]) }));
  const [own, other] = family === "threeAction" ? [saves, abilities] : [abilities, saves];
  return [{ value: "", label: i18n.localize("FRAY.Item.NoSave") }, ...own, ...other.filter((c) => c.value === current)];
}

/** Proficiency choices: 5e proficient or not, three actions the five ranks; a stored rank stays listed. */
function weaponRankChoices(family: StatFamily, current: unknown, i18n: Localizer): Choice[] {
  if (family === "threeAction") return rankChoices(i18n);
  const own: Choice[] = [
    { value: 0, label: i18n.localize("FRAY.Sheet.SkillRank.notProficient") },
    { value: 1, label: i18n.localize("FRAY.Sheet.SkillRank.proficient") },
  ];
  const rank = typeof current === "number" ? current : 0;
  const key = RANK_LABELS[rank];
  return rank > 1 && key ? [...own, { value: rank, label: i18n.localize(key) }] : own;
}

/** The family's damage types (healing last), plus any type a part stores from the other family. */
function damageTypeChoices(family: StatFamily, stored: readonly string[], i18n: Localizer): Choice[] {
  const offered: string[] = [...damageTypesFor(family)];
  for (const type of stored)
    if (type !== "" && type in DAMAGE_TYPE_LABELS && !offered.includes(type)) offered.push(type);
  return [
    { value: "", label: i18n.localize("FRAY.Damage.none") },
    ...offered.map((type) => ({ value: type, label: i18n.localize(DAMAGE_TYPE_LABELS[type as DamageType]) })),
  ];
}

/** ATK-1, ATK-8, AOE-1, ECON-1..3: every editable field of an item of any Fray type. */
export function itemSheetContext(input: ItemSheetInput): ItemSheetContext {
  const { item, i18n, family } = input;
  const s = item.system;
  const type = (ITEM_TYPES as readonly string[]).includes(item.type) ? (item.type as ItemType) : "equipment";
  const damage = rec(s.damage);
  const parts = Array.isArray(damage.parts) ? (damage.parts as unknown[]).map(rec) : [];
  const props = new Set<string>(
    Array.isArray(s.properties)
      ? (s.properties as string[])
      : s.properties instanceof Set
        ? [...(s.properties as Set<string>)]
        : [],
  );
  const activation = "activation" in s ? rec(s.activation) : null;
  const activationType = str(activation?.type);
  const range = "range" in s ? rec(s.range) : null;
  const area = "area" in s ? rec(s.area) : null;
  const shape = str(area?.shape) || "none";
  return {
    item: { name: item.name, img: item.img, type: item.type, typeLabel: i18n.localize(ITEM_TYPE_LABELS[type]) },
    system: s,
    editable: input.editable,
    threeAction: family === "threeAction",
    is: Object.fromEntries(ITEM_TYPES.map((t) => [t, t === type])) as Record<ItemType, boolean>,
    physical: type === "weapon" || type === "armor" || type === "equipment",
    choices: {
      weaponAbilities: [
        { value: "auto", label: i18n.localize("FRAY.Item.AbilityAuto") },
        ...choices(ABILITY_LABELS, i18n),
      ],
      ranks: weaponRankChoices(family, s.rank, i18n),
      damageTypes: damageTypeChoices(
        family,
        parts.map((p) => str(p.type)),
        i18n,
      ),
      activationTypes: choices(ACTIVATION_LABELS, i18n),
      basicActions: choices(FEATURE_ACTION_LABELS, i18n),
      armorCategories: choices(ARMOR_CATEGORY_LABELS, i18n),
      spellAttacks: choices(SPELL_ATTACK_LABELS, i18n),
      spellSaves: spellSaveChoices(family, str(rec(s.save).ability), i18n),
      areaShapes: choices(AREA_SHAPE_LABELS, i18n),
      // TA-9: deadly and fatal dice (0: the weapon hasn't the trait).
      traitDice: TRAIT_DICE.map((faces) => ({
        value: faces,
        label: faces === 0 ? i18n.localize("FRAY.Item.TraitNone") : `d${faces}`,
      })),
      usePeriods: usePeriodChoices(i18n),
      ...resourceChoices(i18n),
      conditions: [
        { value: "", label: i18n.localize("FRAY.Item.NoCondition") },
        ...CONDITION_IDS.map((id) => ({ value: id, label: i18n.localize(statusNameKey(id) ?? id) })),
      ],
    },
    damageParts: parts.map((p, index) => ({
      index,
      formula: str(p.formula),
      type: str(p.type),
      formulaField: `system.damage.parts.${index}.formula`,
      typeField: `system.damage.parts.${index}.type`,
    })),
    hasDamage: type === "weapon" || type === "spell" || type === "feature",
    properties: weaponPropertiesFor(family).map((id) => ({
      id,
      label: i18n.localize(weaponPropertyLabel(id, family)),
      checked: props.has(id),
    })),
    keptProperties: WEAPON_PROPERTIES.filter((id) => props.has(id) && !weaponPropertiesFor(family).includes(id))
      .map((id) => i18n.localize(weaponPropertyLabel(id, family)))
      .join(", "),
    versatileLabel: i18n.localize(family === "threeAction" ? "FRAY.Item.TwoHandDamage" : "FRAY.Item.Versatile"),
    rangeSummary: type === "weapon" ? weaponRangeSummary(s, i18n) : "",
    activation: activation && {
      type: activationType,
      cost: num(activation.cost, 1),
      trigger: str(activation.trigger),
      showCost: activationType === "actions" || activationType === "minute" || activationType === "hour",
      showTrigger: activationType === "reaction",
      manipulate: input.manipulate === true,
      showManipulate: family === "threeAction",
    },
    range: range && { normal: num(range.normal), long: typeof range.long === "number" ? range.long : "" },
    area: area && {
      shape,
      size: num(area.size),
      width: num(area.width),
      height: num(area.height),
      showSize: shape !== "none",
      showWidth: shape === "line",
      showHeight: shape === "cylinder",
    },
    dexCap: typeof s.dexCap === "number" ? s.dexCap : "",
    saveDc: typeof rec(s.save).dc === "number" ? (rec(s.save).dc as number) : "",
    enrichedDescription: input.enrichedDescription,
  };
}
