import { ABILITIES, type Ability } from "../creature";
import { RuleInputError, bool, finite, oneOf, record, text } from "../errors";
import { INITIATIVE_CHECKS, SURPRISE_EFFECTS, type InitiativePolicies } from "../presets/policies";
import { source, type RollSource } from "../sources";
import { checkExpertiseFaces, type ExpertiseDieFaces } from "../dice/roll-sources";

/** A check the GM picks for one combatant's initiative, or the creature's own choice (INIT-2, a5e only). */
export interface ChosenInitiativeCheck {
  readonly ability: Ability;
  /** A skill or tool, e.g. "perception", "athletics", "landVehicles". */
  readonly skill?: string;
  /** The combatant's total modifier for that check. */
  readonly modifier: number;
  /** ATK-6: the skill's expertise die (a5e expertise), rolled with the check as a source. */
  readonly expertiseDie?: ExpertiseDieFaces;
}

/** What the rules need to know about one combatant to set up its initiative roll. */
export interface InitiativeCombatant {
  /** Needed when the roll is a Dexterity check (INIT-1, and INIT-2 by default). */
  readonly dexterityModifier?: number;
  /** Needed when the roll is d20 + Perception (INIT-3). */
  readonly perception?: number;
  /** Flat initiative bonuses (a feat, an item…); added whatever the check is. Default 0. */
  readonly initiativeBonus?: number;
  /** INIT-2: the GM's choice of check; refused unless the preset's check is `abilityCheck`. */
  readonly chosenCheck?: ChosenInitiativeCheck;
  /**
   * INIT-2: the creature's own initiative check (its initiative ability and skill, e.g. Wis (Perception)), used
   * where the preset's check is `abilityCheck` and the GM chose none; ignored by every other preset.
   */
  readonly ownCheck?: ChosenInitiativeCheck;
  /** INIT-5 / INIT-6: surprised as combat starts (no effect where the preset's surprise is `none`). */
  readonly surprised?: boolean;
  /** INIT-8: on the side that acted suddenly; never together with `surprised` (nobody is surprised then). */
  readonly suddenActionSide?: boolean;
  /** INIT-7: the total of an ability check this combatant made in the surprise step. */
  readonly surpriseCheckTotal?: number;
}

export type InitiativeCheckKind =
  { readonly kind: "ability"; readonly ability: Ability; readonly skill?: string } | { readonly kind: "perception" };

/** How to roll one combatant's initiative: d20 + `modifier` with `sources`, unless `fixedTotal` is set. */
export interface InitiativeRollInputs {
  readonly check: InitiativeCheckKind;
  readonly modifier: number;
  /** Advantage (INIT-8) and disadvantage (INIT-5) on the d20. */
  readonly sources: readonly RollSource[];
  /** INIT-7: no roll; this is the initiative. */
  readonly fixedTotal?: number;
  /** INIT-6: the combatant can't move or act on its first turn, nor react until that turn ends. */
  readonly losesFirstTurn: boolean;
}

function optionalFlag(value: unknown, field: string): boolean {
  return value === undefined ? false : bool(value, field);
}

function requiredNumber(value: unknown, field: string, why: string): number {
  if (value === undefined) throw new RuleInputError(field, `required ${why}`);
  return finite(value, field);
}

function checkChosen(value: unknown, field: string): ChosenInitiativeCheck {
  const raw = record(value, field);
  const ability = oneOf(raw.ability, `${field}.ability`, ABILITIES);
  const modifier = finite(raw.modifier, `${field}.modifier`);
  const skill = raw.skill === undefined ? {} : { skill: text(raw.skill, `${field}.skill`) };
  const die =
    raw.expertiseDie === undefined
      ? {}
      : { expertiseDie: checkExpertiseFaces(raw.expertiseDie, `${field}.expertiseDie`) };
  return { ability, ...skill, modifier, ...die };
}

/**
 * INIT-1, INIT-2, INIT-3, INIT-5, INIT-6, INIT-7, INIT-8, ATK-6: what one combatant's initiative roll is under
 * `policies` — the check (a5e: the GM's choice, else the creature's own ability and skill, else Dexterity), its
 * modifier, advantage/disadvantage and expertise-die sources, a fixed total from the surprise step (a5e), and
 * whether surprise costs the first turn. Surprise adds nothing where the preset's surprise policy
 * is `none` (threeAction). A combatant both surprised and on a sudden action's side is refused (INIT-8).
 */
export function initiativeRollInputs(
  policies: InitiativePolicies,
  combatant: InitiativeCombatant,
): InitiativeRollInputs {
  const rules = record(policies, "policies");
  const checkPolicy = oneOf(rules.check, "policies.check", INITIATIVE_CHECKS);
  const surprisePolicy = oneOf(rules.surprise, "policies.surprise", SURPRISE_EFFECTS);
  const fixedPolicy = bool(rules.surpriseCheckIsInitiative, "policies.surpriseCheckIsInitiative");
  const suddenPolicy = bool(rules.suddenActionAdvantage, "policies.suddenActionAdvantage");

  const c = record(combatant, "combatant");
  const bonus = c.initiativeBonus === undefined ? 0 : finite(c.initiativeBonus, "combatant.initiativeBonus");
  const surprised = optionalFlag(c.surprised, "combatant.surprised");
  const sudden = optionalFlag(c.suddenActionSide, "combatant.suddenActionSide");
  if (sudden && surprised) {
    // INIT-8: a sudden action means everyone was aware of everyone: nobody starts surprised.
    throw new RuleInputError(
      "combatant.suddenActionSide",
      "after a sudden action nobody is surprised (INIT-8); drop combatant.surprised or the sudden action",
    );
  }

  if (c.chosenCheck !== undefined && checkPolicy !== "abilityCheck") {
    throw new RuleInputError(
      "combatant.chosenCheck",
      `the GM may choose the initiative check only where initiative is an ability check (INIT-2); this preset uses "${checkPolicy}"`,
    );
  }

  let check: InitiativeCheckKind;
  let base: number;
  const expertise: RollSource[] = [];
  const picked =
    c.chosenCheck !== undefined
      ? checkChosen(c.chosenCheck, "combatant.chosenCheck")
      : c.ownCheck !== undefined && checkPolicy === "abilityCheck"
        ? checkChosen(c.ownCheck, "combatant.ownCheck")
        : null;
  if (checkPolicy === "perception") {
    check = { kind: "perception" };
    base = requiredNumber(c.perception, "combatant.perception", "when initiative is d20 + Perception (INIT-3)");
  } else if (picked !== null) {
    check =
      picked.skill === undefined
        ? { kind: "ability", ability: picked.ability }
        : { kind: "ability", ability: picked.ability, skill: picked.skill };
    base = picked.modifier;
    if (picked.expertiseDie !== undefined) {
      expertise.push(source("ATK-6", "skillExpertise", "expertiseDie", picked.expertiseDie));
    }
  } else {
    check = { kind: "ability", ability: "dex" };
    base = requiredNumber(c.dexterityModifier, "combatant.dexterityModifier", "for a Dexterity initiative check");
  }

  const losesFirstTurn = surprised && surprisePolicy === "loseFirstTurn";
  const common = { check, modifier: base + bonus, losesFirstTurn };

  if (c.surpriseCheckTotal !== undefined) {
    const total = finite(c.surpriseCheckTotal, "combatant.surpriseCheckTotal");
    // INIT-7: elsewhere a surprise-step check is just a check; it doesn't replace the roll.
    if (fixedPolicy) return { ...common, sources: [], fixedTotal: total };
  }

  const sources: RollSource[] = [...expertise];
  if (sudden && suddenPolicy) sources.push(source("INIT-8", "suddenAction", "advantage"));
  if (surprised && surprisePolicy === "disadvantage") sources.push(source("INIT-5", "surprised", "disadvantage"));
  return { ...common, sources };
}
