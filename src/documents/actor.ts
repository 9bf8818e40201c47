import { ABILITIES, coverFromStatuses, saveCoverSources, source, type Ability } from "../rules";
import { activePolicies } from "../settings/policies";
import { rollD20 } from "../dice/d20-flow";
import type { FrayRollOptions } from "../dice/roll-options";
import { derivedOf, type DerivedCreature } from "../data/actor/common";
import { ABILITY_LABELS, SAVE_LABELS, SKILL_LABELS } from "../chat/labels";

/**
 * Fray's Actor. The roll entry points are thin: the numbers come from `system.derived` (the rules'
 * creatureStats) and the sources from src/rules; src/dice/d20-flow.ts asks, rolls and posts the card.
 */
export class FrayActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /** The creature's derived numbers, or null for an actor type without them. */
  get derived(): DerivedCreature | null {
    return derivedOf(this);
  }

  /** ATK-18, COV-1: the degree of cover this actor's statuses give it. */
  get cover() {
    return coverFromStatuses(this.statuses);
  }

  /** An ability check: d20 + the ability modifier. */
  async rollAbilityCheck(ability: Ability, options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const derived = this.#requireDerived();
    if (!ABILITIES.includes(ability)) throw new Error(`Fray | unknown ability "${ability}"`);
    const label = game.i18n.localize(ABILITY_LABELS[ability] ?? ability);
    return rollD20(
      {
        kind: "check",
        subject: ability,
        title: game.i18n.format("FRAY.Roll.AbilityCheckTitle", { ability: label }),
        actor: this,
        modifier: derived.abilities[ability].mod,
        sources: [],
      },
      options,
    );
  }

  /**
   * ATK-18: a saving throw: one of the six abilities (5e family) or fortitude/reflex/will (threeAction), as the
   * preset's saves are listed in `system.derived.saves`. Cover from the actor's cover status adds to the save the
   * preset names (COV-1, COV-2).
   */
  async rollSave(save: string, options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const derived = this.#requireDerived();
    const entry = derived.saves.find((s) => s.id === save);
    if (!entry) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoSuchSave", { save }));
      return null;
    }
    const label = game.i18n.localize(SAVE_LABELS[save] ?? save);
    return rollD20(
      {
        kind: "save",
        subject: save,
        title: game.i18n.format("FRAY.Roll.SaveTitle", { save: label }),
        actor: this,
        modifier: entry.bonus,
        sources: saveCoverSources(activePolicies().cover, save, this.cover),
        cover: this.cover,
        dc: options.dc ?? null,
      },
      options,
    );
  }

  /** A Perception check: d20 + Wisdom + proficiency by rank. */
  async rollPerception(options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const derived = this.#requireDerived();
    return rollD20(
      {
        kind: "perception",
        subject: "perception",
        title: game.i18n.localize("FRAY.Roll.PerceptionTitle"),
        actor: this,
        modifier: derived.perception,
        sources: [],
      },
      options,
    );
  }

  /**
   * A skill check: d20 + the skill's bonus (`system.derived.skills`: ability, proficiency, srd expertise); an a5e
   * expertise skill adds its expertise die as an ATK-6 source. A skill the preset doesn't have warns and rolls
   * nothing.
   */
  async rollSkill(skill: string, options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const derived = this.#requireDerived();
    const entry = derived.skills.find((s) => s.id === skill);
    if (!entry) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoSuchSkill", { skill }));
      return null;
    }
    const label = game.i18n.localize(SKILL_LABELS[skill] ?? skill);
    return rollD20(
      {
        kind: "check",
        subject: skill,
        title: game.i18n.format("FRAY.Roll.SkillTitle", { skill: label }),
        actor: this,
        modifier: entry.bonus,
        sources:
          entry.expertiseDie === null ? [] : [source("ATK-6", "skillExpertise", "expertiseDie", entry.expertiseDie)],
        dc: options.dc ?? null,
      },
      options,
    );
  }

  #requireDerived(): DerivedCreature {
    const derived = this.derived;
    if (!derived) throw new Error(`Fray | ${this.name} has no creature numbers to roll with`);
    return derived;
  }
}
