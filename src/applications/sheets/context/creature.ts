/**
 * Context pieces both actor sheets show: abilities, saves, Perception, initiative, spellcasting, speeds,
 * senses and the rule family's switches. Numbers come from `system.derived` (the rules computed them).
 */
import { ABILITIES, THREE_ACTION_SAVES, conditionsFor, type Ability, type StatFamily } from "../../../rules";
import {
  ABILITY_ABBREVIATIONS,
  ABILITY_LABELS,
  RANK_LABELS,
  SAVE_LABELS,
  SENSE_LABELS,
  SIZE_LABELS,
  SPEED_LABELS,
  choices,
  rankChoices,
  signed,
  type Localizer,
  type SenseKind,
  type SpeedKind,
} from "../../../data/labels";
import { skillsContext, type SkillsContext } from "./skills";
import { defensesContext, type DefensesView } from "./defenses";
import { conditionsContext, type ConditionsView } from "./conditions";
import type { ActorSheetInput, CreatureSystem } from "./types";

export interface AbilityView {
  readonly id: Ability;
  readonly label: string;
  readonly abbr: string;
  readonly score: number;
  readonly mod: string;
  /** `system.abilities.<id>.value` */
  readonly field: string;
}

export interface SaveView {
  /** The ability or Fortitude/Reflex/Will, as `actor.rollSave` takes it. */
  readonly id: string;
  readonly label: string;
  readonly bonus: string;
  readonly rank: number;
  readonly rankLabel: string;
  readonly proficient: boolean;
  /** The field holding the rank: a toggle (5e family) or a rank select (threeAction). */
  readonly rankField: string;
}

/** The rule family's switches a template branches on. */
export interface FamilyFlags {
  readonly family: StatFamily;
  readonly fiveE: boolean;
  readonly threeAction: boolean;
  readonly deathSaves: boolean;
  readonly dyingWounded: boolean;
  readonly fatigue: boolean;
  readonly bonusActions: boolean;
}

export function familyFlags(input: Pick<ActorSheetInput, "system" | "policies">): FamilyFlags {
  const family = input.system.derived.family;
  return {
    family,
    fiveE: family === "fiveE",
    threeAction: family === "threeAction",
    deathSaves: input.policies.dying.model === "deathSaves",
    dyingWounded: input.policies.dying.model === "dyingWounded",
    fatigue: conditionsFor(input.policies).some((c) => c.id === "fatigue"),
    bonusActions: input.policies.economy.kind === "actionBonusReaction",
  };
}

export function abilityViews(system: CreatureSystem, i18n: Localizer): AbilityView[] {
  return ABILITIES.map((id) => ({
    id,
    label: i18n.localize(ABILITY_LABELS[id]),
    abbr: i18n.localize(ABILITY_ABBREVIATIONS[id]),
    score: system.abilities[id].value,
    mod: signed(system.derived.abilities[id].mod),
    field: `system.abilities.${id}.value`,
  }));
}

/** ATK-18: the saves the preset uses — the six abilities, or Fortitude, Reflex and Will — with their bonus. */
export function saveViews(system: CreatureSystem, i18n: Localizer): SaveView[] {
  return system.derived.saves.map((save) => {
    const threeAction = (THREE_ACTION_SAVES as readonly string[]).includes(save.id);
    const label = threeAction
      ? i18n.localize(SAVE_LABELS[save.id as keyof typeof SAVE_LABELS])
      : i18n.localize(ABILITY_LABELS[save.id as Ability]);
    return {
      id: save.id,
      label,
      bonus: signed(save.bonus),
      rank: save.rank,
      rankLabel: i18n.localize(RANK_LABELS[save.rank] ?? "FRAY.Rank.untrained"),
      proficient: save.rank > 0,
      rankField: threeAction ? `system.saves.${save.id}.rank` : `system.abilities.${save.id}.saveRank`,
    };
  });
}

export interface CombatNumbers {
  readonly ac: number;
  readonly proficiency: string;
  readonly perception: string;
  readonly passivePerception: number;
  readonly initiative: string;
  readonly initiativeUsesPerception: boolean;
  readonly spellAttack: string;
  readonly spellDc: number;
}

export function combatNumbers(system: CreatureSystem): CombatNumbers {
  const d = system.derived;
  return {
    ac: d.ac,
    proficiency: signed(d.proficiency),
    perception: signed(d.perception),
    passivePerception: 10 + d.perception,
    initiative: signed(d.initiative.bonus),
    initiativeUsesPerception: d.initiative.ability === "perception",
    spellAttack: signed(d.spell.attack),
    spellDc: d.spell.dc,
  };
}

export interface SpeedView {
  readonly id: SpeedKind;
  readonly label: string;
  readonly value: number;
  readonly field: string;
  /** RES-8: the walking Speed heavy armor leaves, and why ("" when nothing takes any). */
  readonly note: string;
}

/** RES-8: "20 ft: Plate needs Strength 15 (−10 ft)" when worn armor slows the walk, else "". */
function armorSpeedNote(system: CreatureSystem, i18n: Localizer): string {
  const armor = system.derived.armor;
  if (!armor?.tooHeavy || armor.speedPenalty <= 0) return "";
  return i18n.format("FRAY.Sheet.ArmorSlowed", {
    speed: Math.max(0, system.speed.walk - armor.speedPenalty),
    armor: armor.tooHeavy.name,
    strength: armor.tooHeavy.strength,
    penalty: armor.speedPenalty,
  });
}

export function speedViews(system: CreatureSystem, i18n: Localizer): SpeedView[] {
  return (Object.keys(SPEED_LABELS) as SpeedKind[]).map((id) => ({
    id,
    label: i18n.localize(SPEED_LABELS[id]),
    value: system.speed[id],
    field: `system.speed.${id}`,
    note: id === "walk" ? armorSpeedNote(system, i18n) : "",
  }));
}

export interface SenseView {
  readonly id: SenseKind;
  readonly label: string;
  readonly value: number;
  readonly field: string;
}

export function senseViews(system: CreatureSystem, i18n: Localizer): SenseView[] {
  return (Object.keys(SENSE_LABELS) as SenseKind[]).map((id) => ({
    id,
    label: i18n.localize(SENSE_LABELS[id]),
    value: system.senses[id],
    field: `system.senses.${id}`,
  }));
}

/** "Walk 30 ft, fly 60 ft (hover)": the speeds a creature has, for a stat block line. */
export function speedLine(system: CreatureSystem, i18n: Localizer): string {
  const parts = speedViews(system, i18n)
    .filter((s) => s.id === "walk" || s.value > 0)
    .map((s) => i18n.format("FRAY.Sheet.SpeedEntry", { label: s.label, feet: s.value }));
  if (system.speed.hover && system.speed.fly > 0) parts.push(i18n.localize("FRAY.Sheet.Speed.hover"));
  return parts.join(", ");
}

/** "Darkvision 60 ft, passive Perception 12": the senses a creature has. */
export function senseLine(system: CreatureSystem, i18n: Localizer): string {
  const parts = senseViews(system, i18n)
    .filter((s) => s.value > 0)
    .map((s) => i18n.format("FRAY.Sheet.SpeedEntry", { label: s.label, feet: s.value }));
  parts.push(i18n.format("FRAY.Sheet.PassivePerception", { value: 10 + system.derived.perception }));
  return parts.join(", ");
}

/** Select choices every creature sheet offers. */
export function creatureChoices(i18n: Localizer) {
  return {
    abilities: choices(ABILITY_LABELS, i18n),
    sizes: choices(SIZE_LABELS, i18n),
    ranks: rankChoices(i18n),
  };
}

/** What both actor sheets print about the creature itself, before their own sections. */
export interface CreatureBaseContext extends SkillsContext {
  readonly actor: { readonly name: string; readonly img: string };
  readonly system: CreatureSystem;
  readonly editable: boolean;
  readonly flags: FamilyFlags;
  readonly numbers: CombatNumbers;
  readonly abilities: readonly AbilityView[];
  readonly saves: readonly SaveView[];
  readonly speeds: readonly SpeedView[];
  readonly senses: readonly SenseView[];
  readonly defenses: DefensesView;
  readonly conditions: ConditionsView;
}

/** ATK-18: the part of the character and NPC contexts they share, under the world's rule family. */
export function creatureBaseContext(input: ActorSheetInput): CreatureBaseContext {
  const { system, i18n } = input;
  return {
    actor: { name: input.name, img: input.img },
    system,
    editable: input.editable,
    flags: familyFlags(input),
    numbers: combatNumbers(system),
    abilities: abilityViews(system, i18n),
    saves: saveViews(system, i18n),
    speeds: speedViews(system, i18n),
    senses: senseViews(system, i18n),
    defenses: defensesContext(input),
    conditions: conditionsContext(input),
    ...skillsContext(input),
  };
}
