import { shieldBroken, type ShieldDurability } from "../../rules";
import { feetField, wholeNumber } from "../fields";
import { defineItemFields, definePhysicalFields } from "./common";
import { migrateSystemSource } from "../source-migrations";

const { BooleanField, NumberField, StringField } = foundry.data.fields;

/** Armor categories; a heavy armor can't be sprinted in at full speed (ECON-11), a shield adds to AC. */
export const ARMOR_CATEGORIES = ["light", "medium", "heavy", "shield"] as const;

const defineArmorFields = () => ({
  ...defineItemFields(),
  ...definePhysicalFields(),
  category: new StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...ARMOR_CATEGORIES],
    initial: "light",
  }),
  /** 5e: the armor's base AC (leather 11) or a shield's bonus (2); threeAction: the item bonus to AC. */
  base: wholeNumber(11, { min: 0 }),
  /** Highest Dexterity modifier the armor allows; null for none. */
  dexCap: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
  bonus: wholeNumber(0),
  /** Strength score needed to wear it without losing speed (0: none). */
  strength: wholeNumber(0, { min: 0, max: 30 }),
  stealthDisadvantage: new BooleanField(),
  /** Speed lost by a wearer without the Strength (feet; 0 for RES-8's 10 ft). */
  speedPenalty: feetField(0),
  /** RES-8 (5e family): the wearer is proficient with it (srd52: trained); without, Str/Dex rolls suffer, no spells. */
  proficient: new BooleanField({ initial: true }),
  /**
   * TA-11 (a shield): the damage a Shield Block takes off before the creature and the shield share the rest. These
   * three are optional (an item without them, any armor, is stored as it was): a shield without hit points is
   * one whose durability isn't tracked.
   */
  hardness: optionalWhole(),
  /** TA-11 (a shield): its hit points now, and its most. */
  hitPoints: optionalWhole(),
  maxHitPoints: optionalWhole(),
  /** TA-11 (a shield): at or below these hit points it is broken (no bonus, no block). */
  brokenThreshold: optionalWhole(),
});

/** An optional whole number ≥ 0: absent unless given. */
function optionalWhole() {
  return new NumberField({ required: false, nullable: false, integer: true, min: 0, initial: undefined });
}
type ArmorSchema = ReturnType<typeof defineArmorFields>;

/** The `armor` item type (shields included). */
export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return defineArmorFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts); none yet, every field since 0.1.0 was added. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("item", source);
    return super.migrateData(source);
  }

  /** TA-11: a shield's hit points stay within their maximum and its broken threshold up to it. */
  static override validateJoint(data: Record<string, unknown>): void {
    const d = shieldDurability(data);
    if (d.hp.value > d.hp.max) throw new Error(`hitPoints (${d.hp.value}) can't exceed maxHitPoints (${d.hp.max})`);
    if (d.brokenThreshold > d.hp.max)
      throw new Error(`brokenThreshold (${d.brokenThreshold}) can't exceed maxHitPoints (${d.hp.max})`);
  }

  get isHeavy(): boolean {
    return this.category === "heavy";
  }
}

/** TA-11: an armor item's shield durability (each part 0 where absent). */
export function shieldDurability(system: Record<string, unknown>): {
  hardness: number;
  hp: { value: number; max: number };
  brokenThreshold: number;
} {
  const n = (key: string) => (typeof system[key] === "number" ? system[key] : 0);
  return {
    hardness: n("hardness"),
    hp: { value: n("hitPoints"), max: n("maxHitPoints") },
    brokenThreshold: n("brokenThreshold"),
  };
}

/** A creature's equipped shield: the item, its AC bonus, its durability and whether it is broken. */
export interface EquippedShield {
  readonly item: Item.Implementation;
  readonly bonus: number;
  readonly durability: ShieldDurability;
  readonly broken: boolean;
}

/** TA-11: the equipped shield of `actor` with the highest bonus, or null. */
export function equippedShield(actor: Actor.Implementation): EquippedShield | null {
  let best: EquippedShield | null = null;
  for (const item of actor.items) {
    const s = item.system as unknown as Record<string, unknown>;
    if (item.type !== "armor" || s.category !== "shield" || s.equipped !== true) continue;
    const bonus = Math.max(0, Number(s.base) + Number(s.bonus)) || 0;
    const durability = shieldDurability(s);
    if (!best || bonus > best.bonus) best = { item, bonus, durability, broken: shieldBroken(durability) };
  }
  return best;
}
