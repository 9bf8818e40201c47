import {
  ABILITIES,
  AC_CALCS,
  MAX_ATTACKS_PER_ACTION,
  MAX_REACH_FEET,
  SIZES,
  SKILLS,
  THREE_ACTION_SAVES,
  type Ability,
  type ArmorEffects,
  type CreatureStats,
  type CreatureStatsInput,
  type SkillId,
  type WornArmor,
} from "../../rules";
import { activePolicies } from "../../settings/policies";
import { choiceField, feetField, rankField, wholeNumber } from "../fields";
import { safeCreatureStats, type DataFix } from "./safe-stats";
import { wornArmorEffects } from "./armor-effects";

const { BooleanField, HTMLField, SchemaField, StringField } = foundry.data.fields;

/** A whole number of hit points, never negative. */
const hitPointField = (initial: number) => wholeNumber(initial, { min: 0 });

/** One ability: its score (1–30) and its save proficiency rank (5e-family saves, ATK-18). */
const abilityField = () => new SchemaField({ value: wholeNumber(10, { min: 1, max: 30 }), saveRank: rankField(0) });
const saveRankField = () => new SchemaField({ rank: rankField(1) });
const skillRankField = () => new SchemaField({ rank: rankField(0) });
/** Skills with a rank of their own: every family's skills but Perception, whose rank is `perception.rank`. */
const RANKED_SKILLS = SKILLS.filter((s): s is Exclude<SkillId, "perception"> => s !== "perception");

/**
 * Fields every Fray creature has. Everything a rule reads is here; `prepareDerivedData` turns it into the
 * numbers the sheet shows and the rolls add (see `creatureStats` in the rules).
 */
export const defineCreatureFields = (acCalc: (typeof AC_CALCS)[number]) => ({
  hp: new SchemaField({ value: hitPointField(10), max: hitPointField(10), temp: hitPointField(0) }),
  abilities: new SchemaField(
    Object.fromEntries(ABILITIES.map((a) => [a, abilityField()])) as Record<Ability, ReturnType<typeof abilityField>>,
  ),
  /** threeAction's Fortitude, Reflex and Will proficiency ranks (ATK-18). */
  saves: new SchemaField(
    Object.fromEntries(THREE_ACTION_SAVES.map((s) => [s, saveRankField()])) as Record<
      (typeof THREE_ACTION_SAVES)[number],
      ReturnType<typeof saveRankField>
    >,
  ),
  ac: new SchemaField({
    calc: choiceField(AC_CALCS, acCalc),
    flat: wholeNumber(10, { min: 0 }),
    bonus: wholeNumber(0),
    rank: rankField(1),
  }),
  /**
   * INIT-2 (a5e): the creature's own initiative check, an ability and optionally a skill ("" none), e.g.
   * Wis (Perception); srd51, srd52 and delta roll Dexterity and threeAction Perception, so only a5e reads them.
   */
  initiative: new SchemaField({
    ability: choiceField(ABILITIES, "dex"),
    skill: new StringField({ required: true, blank: true, initial: "", choices: ["", ...SKILLS] }),
    bonus: wholeNumber(0),
  }),
  perception: new SchemaField({ rank: rankField(1) }),
  /** Skill proficiency ranks (5e: 0 none, 1 proficient, 2 expertise; threeAction: untrained … legendary). */
  skills: new SchemaField(
    Object.fromEntries(RANKED_SKILLS.map((s) => [s, skillRankField()])) as Record<
      Exclude<SkillId, "perception">,
      ReturnType<typeof skillRankField>
    >,
  ),
  speed: new SchemaField({
    walk: feetField(30),
    climb: feetField(0),
    swim: feetField(0),
    fly: feetField(0),
    burrow: feetField(0),
    hover: new BooleanField(),
  }),
  size: choiceField(SIZES, "medium"),
  /** ATK-10: the creature's reach in feet, at most MAX_REACH_FEET (1000 ft: reachCells measures no farther). */
  reach: feetField(5, MAX_REACH_FEET),
  senses: new SchemaField({
    darkvision: feetField(0),
    blindsight: feetField(0),
    tremorsense: feetField(0),
    truesight: feetField(0),
  }),
  spellcasting: new SchemaField({ ability: choiceField(ABILITIES, "int"), rank: rankField(0) }),
  concentration: new SchemaField({
    active: new BooleanField(),
    source: new StringField({ required: true, nullable: false, blank: true, initial: "" }),
    /** RES-7: the spell item held (its uuid, "" when set by hand), whose Fray-made effects end with it. */
    item: new StringField({ required: true, nullable: false, blank: true, initial: "" }),
  }),
  /** a5e fatigue levels; 7 is death. */
  fatigue: wholeNumber(0, { min: 0, max: 7 }),
  /** threeAction dying and wounded values (CND-2..4). */
  dying: new SchemaField({ value: wholeNumber(0, { min: 0, max: 4 }), wounded: wholeNumber(0, { min: 0, max: 3 }) }),
  /** 5e-family death saves. */
  death: new SchemaField({
    success: wholeNumber(0, { min: 0, max: 3 }),
    failure: wholeNumber(0, { min: 0, max: 3 }),
  }),
  biography: new HTMLField({ required: true, blank: true }),
});

export type CreatureSchema = ReturnType<typeof defineCreatureFields>;

/** What the items an actor carries add to its numbers. */
export interface ItemContributions {
  readonly armor: WornArmor | null;
  readonly shield: number;
  readonly extraReactions: number;
  readonly opportunityAttack: boolean;
  /** ECON-7: the most attacks any feature lets the Attack action make (Extra Attack), at least 1. */
  readonly attacksPerAction: number;
}

/** ECON-7: a feature's `grants.attacks` as a count from 1 to MAX_ATTACKS_PER_ACTION (1 when unreadable). */
function grantedAttacks(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 1;
  return Math.min(MAX_ATTACKS_PER_ACTION, Math.max(1, Math.floor(value)));
}

/**
 * Reads equipped armor, an equipped shield, and features that grant reactions or extra attacks (ECON-7) from an
 * actor's items.
 */
export function itemContributions(items: Iterable<{ type: string; system: unknown }>): ItemContributions {
  let armor: WornArmor | null = null;
  let shield = 0;
  let extraReactions = 0;
  let opportunityAttack = false;
  let attacksPerAction = 1;
  for (const item of items) {
    const s = item.system as Record<string, unknown>;
    if (item.type === "armor" && s.equipped === true) {
      const base = Number(s.base);
      const bonus = Number(s.bonus);
      if (s.category === "shield") shield = Math.max(shield, base + bonus);
      else if (!armor || base + bonus > armor.base + armor.bonus) {
        armor = { base, bonus, dexCap: typeof s.dexCap === "number" ? s.dexCap : null };
      }
    }
    if (item.type === "feature") {
      const grants = s.grants as { reactions?: number; opportunityAttack?: boolean; attacks?: unknown } | undefined;
      extraReactions += grants?.reactions ?? 0;
      opportunityAttack ||= grants?.opportunityAttack === true;
      attacksPerAction = Math.max(attacksPerAction, grantedAttacks(grants?.attacks));
    }
  }
  return { armor, shield, extraReactions, opportunityAttack, attacksPerAction };
}

/** The plain snapshot `creatureStats` reads, from a creature's source-shaped data and its items. */
export function statsInput(
  kind: "character" | "npc",
  system: CreatureSystemShape,
  level: number,
  cr: number,
  items: ItemContributions,
): CreatureStatsInput {
  return {
    kind,
    abilities: Object.fromEntries(
      ABILITIES.map((a) => [a, { score: system.abilities[a].value, saveRank: system.abilities[a].saveRank }]),
    ) as CreatureStatsInput["abilities"],
    level,
    cr,
    saveRanks: {
      fortitude: system.saves.fortitude.rank,
      reflex: system.saves.reflex.rank,
      will: system.saves.will.rank,
    },
    perceptionRank: system.perception.rank,
    skillRanks: Object.fromEntries(RANKED_SKILLS.map((s) => [s, system.skills?.[s]?.rank ?? 0])),
    ac: system.ac,
    armor: items.armor,
    shield: items.shield,
    initiative: system.initiative,
    spellcasting: system.spellcasting,
    size: system.size,
    extraReactions: items.extraReactions,
  };
}

/** The parts of a creature's data `statsInput` reads. */
export interface CreatureSystemShape {
  abilities: Record<Ability, { value: number; saveRank: number }>;
  saves: Record<(typeof THREE_ACTION_SAVES)[number], { rank: number }>;
  ac: CreatureStatsInput["ac"];
  perception: { rank: number };
  /** Optional so an old snapshot without skills still derives (every skill untrained). */
  skills?: Partial<Record<SkillId, { rank: number }>>;
  initiative: CreatureStatsInput["initiative"];
  spellcasting: CreatureStatsInput["spellcasting"];
  size: CreatureStatsInput["size"];
}

/** Derived numbers every creature model exposes after preparation, as `system.derived`. */
export interface DerivedCreature extends CreatureStats {
  readonly opportunityAttack: boolean;
  /**
   * ECON-7: attacks one Attack action allows: the most of a feature's Extra Attack (`grants.attacks`) and an
   * NPC's Multiattack (`system.multiattack`), at least 1. The combat ledger reads it (src/combat/ledger/ledger-actor.ts);
   * a snapshot built without it (the sheet preview's sample data) reads as 1.
   */
  readonly attacksPerAction?: number;
  /** RES-8: what the worn armor does beyond AC (Speed, Stealth, untrained armor); absent on an older snapshot. */
  readonly armor?: ArmorEffects;
}

/** An actor's derived numbers (`system.derived`), or null without an actor or for a type without them. */
export function derivedOf(actor: Actor.Implementation | null | undefined): DerivedCreature | null {
  return (actor?.system as { derived?: DerivedCreature } | undefined)?.derived ?? null;
}

/**
 * Computes a creature's derived numbers under the world's active policies; `ownAttacksPerAction` is the
 * creature's own count (an NPC's Multiattack), weighed with what its features grant (ECON-7). Never throws: values the rules
 * refuse (an active effect pushing a score out of range) are clamped or replaced by defaults, and each change
 * is returned as a fix for the caller to warn about (safeCreatureStats).
 */
export function deriveCreature(
  kind: "character" | "npc",
  system: CreatureSystemShape,
  level: number,
  cr: number,
  items: Iterable<{ type: string; name?: string | null; system: unknown }>,
  ownAttacksPerAction = 1,
): { derived: DerivedCreature; fixes: DataFix[] } {
  const carried = [...items];
  const contributions = itemContributions(carried);
  const { stats, fixes } = safeCreatureStats(activePolicies(), statsInput(kind, system, level, cr, contributions));
  const attacksPerAction = Math.max(contributions.attacksPerAction, grantedAttacks(ownAttacksPerAction));
  const armor = wornArmorEffects(carried, stats.abilities.str.score);
  return { derived: { ...stats, opportunityAttack: contributions.opportunityAttack, attacksPerAction, armor }, fixes };
}
