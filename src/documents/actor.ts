import { targetCover, tookCover, areaCover, type TemplateLike } from "../scene/cover";
import type { CoverDegree } from "../rules";
import {
  ABILITIES,
  bestCover,
  CONDITION_BASES,
  conditionRollSources,
  coverFromStatuses,
  hideCoverSources,
  saveCoverSources,
  skillWithAbility,
  source,
  type Ability,
  type ConditionRoll,
  type ConditionRollBase,
  type RollSource,
  type SkillStats,
} from "../rules";
import { conditionLevels } from "../conditions/levels";
import { ledgerSaveSources, spendAround } from "../combat/ledger";
import { activePolicies } from "../settings/policies";
import { rollD20 } from "../dice/d20-flow";
import type { FrayRollOptions } from "../dice/roll-options";
import { derivedOf, type DerivedCreature } from "../data/actor/common";
import { ABILITY_LABELS, SAVE_LABELS, SKILL_LABELS } from "../chat/labels";
import { ABILITY_ABBREVIATIONS } from "../data/labels";
import { armorSources } from "../dice/armor-rolls";
import {
  GRAPPLED_STATUS,
  chosenEscapeSkill,
  escapeDcAgainst,
  prepareEscapeSpend,
  type EscapeSkill,
} from "../combat/statuses";
import { longRest, shortRest, spendHitDice, type HitDiceSpent } from "../resources/rests";
import type { RestSummary } from "../resources/rest-card";

/** Options of a skill check: a roll's options, and the ability to make it with (ECON-11's Con (Athletics)). */
export interface SkillRollOptions extends FrayRollOptions {
  /** Roll the skill with this ability instead of its own (a5e allows any pairing the GM calls for). */
  ability?: Ability;
}

/** Options of an escape from a grapple (ATK-12). */
export interface GrappleEscapeOptions extends FrayRollOptions {
  /** The check to escape with; by default the better of Athletics and Acrobatics. */
  skill?: EscapeSkill;
  /** The grappler, whose grapple DC the check is made against when `dc` isn't given (delta, srd52). */
  grappler?: Actor.Implementation;
}

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
        // RES-8: armor worn without proficiency hampers Strength and Dexterity checks.
        sources: [...this.#conditionSources("check", ability), ...armorSources(this, { kind: "check", ability })],
      },
      options,
    );
  }

  /**
   * ATK-18: a saving throw: one of the six abilities (5e family) or fortitude/reflex/will (threeAction), as the
   * preset's saves are listed in `system.derived.saves`. Cover adds to the save the preset names (COV-1, COV-2):
   * from the actor's cover status and, for a save rolled from a save request card, the cover measured on the viewed
   * scene between the requesting creature's token and this one's, the better of the two.
   */
  async rollSave(save: string, options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const derived = this.#requireDerived();
    const entry = derived.saves.find((s) => s.id === save);
    if (!entry) {
      const name = Object.hasOwn(SAVE_LABELS, save) ? game.i18n.localize(SAVE_LABELS[save] ?? save) : save;
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoSuchSave", { save: name }));
      return null;
    }
    const label = game.i18n.localize(SAVE_LABELS[save] ?? save);
    const cover = this.#saveCover(options.saveRequestId);
    return rollD20(
      {
        kind: "save",
        subject: save,
        title: game.i18n.format("FRAY.Roll.SaveTitle", { save: label }),
        actor: this,
        modifier: entry.bonus,
        sources: [
          ...saveCoverSources(activePolicies().cover, save, cover),
          ...this.#conditionSources("save", save),
          // ECON-7: a dodging creature's Dexterity save has advantage.
          ...ledgerSaveSources(this, save),
          // RES-8: armor worn without proficiency hampers Strength and Dexterity saves (a 5e save is its ability).
          ...armorSources(this, { kind: "save", ability: save }),
        ],
        cover,
        dc: options.dc ?? null,
      },
      options,
    );
  }

  /**
   * COV-1, COV-2, COV-6: this creature's cover for a save: its cover status, or against what asked for the save
   * (the card `saveRequestId`), the better of the two. Against a spell's placed area, the cover is measured from
   * the template's origin on its scene (an emanation: from its caster's token); the template counts only when the
   * card's author placed it. Otherwise the requesting creature's token stands for the origin, on the viewed scene.
   */
  #saveCover(saveRequestId: string | null | undefined): CoverDegree {
    const request = saveRequestId ? game.messages.get(saveRequestId) : undefined;
    const posted = request?.flags.fray?.saveRequest;
    const template = posted?.templateUuid ? fromUuidSync(posted.templateUuid as `MeasuredTemplate.${string}`) : null;
    const author = (template as { author?: { id?: string } } | null)?.author?.id;
    if (template && author && author === (request?.author as { id?: string } | null)?.id) {
      const measured = areaCover(template as unknown as TemplateLike, this);
      // TA-4: Take Cover raises it against an area too (not a ranged attack: prone gives no more).
      return tookCover(this, bestCover([this.cover, measured?.degree ?? "none"]), false);
    }
    const from = posted?.actorUuid;
    const source = typeof from === "string" ? fromUuidSync(from as `Actor.${string}`) : null;
    if (!(source instanceof Actor) || source.uuid === this.uuid) return this.cover;
    return targetCover(source, { actor: this, token: null }, false).degree;
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
        sources: this.#conditionSources("perception", "wis"),
      },
      options,
    );
  }

  /**
   * ECON-10: the skill's proficiency rank on this actor's data (0 untrained), whatever the preset; Tumble's
   * `acrobaticsProficient` is `actor.skillRank("acrobatics") > 0` (see `acrobaticsProficient`).
   */
  skillRank(skill: string): number {
    return this.derived?.skills.find((s) => s.id === skill)?.rank ?? 0;
  }

  /** ECON-10 (a5e): whether the actor is proficient in Acrobatics, as `takeTumble`'s `acrobaticsProficient`. */
  get acrobaticsProficient(): boolean {
    return this.skillRank("acrobatics") > 0;
  }

  /**
   * A skill check: d20 + the skill's bonus (`system.derived.skills`: ability, proficiency, srd expertise); an a5e
   * expertise skill adds its expertise die as an ATK-6 source. With `options.ability` the skill is rolled with
   * that ability's modifier instead (ECON-11: "Athletics (Con) check"). A Stealth check adds the actor's cover
   * where the preset gives cover to hiding (COV-3, a5e). A skill the preset doesn't have warns and rolls nothing.
   */
  async rollSkill(skill: string, options: SkillRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const entry = this.#skillFor(skill, options.ability);
    if (!entry) return null;
    return this.#rollSkillEntry(entry, this.#skillTitle(entry, options.ability), options);
  }

  /**
   * ATK-12: a grappled creature's escape: an Athletics or Acrobatics check (`options.skill`, else the better of
   * the two) against the grapple's DC (`options.dc`, else the `options.grappler`'s when the preset has one). On
   * the actor's turn in the active combat it spends the actor's action around the roll, as an item's use does
   * (given back if the roll is cancelled); a refused spend rolls nothing.
   */
  async rollGrappleEscape(options: GrappleEscapeOptions = {}): Promise<ChatMessage.Implementation | null> {
    const derived = this.#requireDerived();
    const skill = chosenEscapeSkill(derived.skills, options.skill);
    const entry = this.#skillFor(skill);
    if (!entry) return null;
    const dc = options.dc ?? (options.grappler ? escapeDcAgainst(options.grappler) : null);
    const title = game.i18n.format("FRAY.Roll.GrappleEscapeTitle", {
      skill: game.i18n.localize(SKILL_LABELS[skill] ?? skill),
    });
    const spend = await prepareEscapeSpend(this, title);
    if (!spend) return null;
    const rollOptions: FrayRollOptions = dc === null ? options : { ...options, dc };
    return spendAround(spend, () => this.#rollSkillEntry(entry, title, rollOptions));
  }

  /** CND-1: what this creature's conditions do to one of its d20 rolls (`base`: the ability or save it uses). */
  #conditionSources(roll: ConditionRoll, base: string): readonly RollSource[] {
    const known = (CONDITION_BASES as readonly string[]).includes(base);
    return conditionRollSources(activePolicies(), {
      roll,
      ...(known ? { base: base as ConditionRollBase } : {}),
      roller: conditionLevels(this),
    });
  }

  /** ATK-12: whether the actor has the grappled status (the sheet's escape button shows then). */
  get isGrappled(): boolean {
    return this.statuses.has(GRAPPLED_STATUS);
  }

  /** The skill as the preset has it, with `ability` instead of its own if given; warns and null if unknown. */
  #skillFor(skill: string, ability?: Ability): SkillStats | null {
    const derived = this.#requireDerived();
    const entry = derived.skills.find((s) => s.id === skill);
    if (!entry) {
      const name = Object.hasOwn(SKILL_LABELS, skill) ? game.i18n.localize(SKILL_LABELS[skill] ?? skill) : skill;
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoSuchSkill", { skill: name }));
      return null;
    }
    if (ability === undefined || ability === entry.ability) return entry;
    if (!ABILITIES.includes(ability)) throw new Error(`Fray | unknown ability "${ability}"`);
    const mods = Object.fromEntries(ABILITIES.map((a) => [a, derived.abilities[a].mod])) as Record<Ability, number>;
    return skillWithAbility(entry, ability, mods);
  }

  /** "Stealth check", or "Athletics (Con) check" when the skill is rolled with another ability. */
  #skillTitle(entry: SkillStats, ability?: Ability): string {
    const skill = game.i18n.localize(SKILL_LABELS[entry.id] ?? entry.id);
    if (ability === undefined) return game.i18n.format("FRAY.Roll.SkillTitle", { skill });
    const abbr = game.i18n.localize(ABILITY_ABBREVIATIONS[ability]);
    return game.i18n.format("FRAY.Roll.SkillWithAbilityTitle", { skill, ability: abbr });
  }

  /** Rolls a skill entry: its bonus, its a5e expertise die (ATK-6) and, for Stealth, cover (COV-3). */
  #rollSkillEntry(
    entry: SkillStats,
    title: string,
    options: FrayRollOptions,
  ): Promise<ChatMessage.Implementation | null> {
    const cover = this.cover;
    const hide = hideCoverSources(activePolicies().cover, entry.id, cover);
    const expertise =
      entry.expertiseDie === null ? [] : [source("ATK-6", "skillExpertise", "expertiseDie", entry.expertiseDie)];
    return rollD20(
      {
        kind: "check",
        subject: entry.id,
        title,
        actor: this,
        modifier: entry.bonus,
        sources: [
          ...expertise,
          ...hide,
          ...this.#conditionSources("check", entry.ability),
          // RES-8: untrained armor on a Strength or Dexterity skill; noisy armor on Stealth.
          ...armorSources(this, { kind: "check", ability: entry.ability, skill: entry.id }),
        ],
        ...(hide.length > 0 ? { cover } : {}),
        dc: options.dc ?? null,
      },
      options,
    );
  }

  /**
   * RES-3 / RES-4: a short rest, out of combat, by the owner: spends `dice` Hit Dice (each die + Con modifier),
   * brings back short-rest uses, posts a summary card (src/resources/rests.ts). Null when refused (with a message).
   */
  shortRest(options: { dice?: number; spent?: HitDiceSpent } = {}): Promise<RestSummary | null> {
    return shortRest(this, options);
  }

  /** RES-3: spends `count` Hit Dice now, during a short rest the sheet finishes with `shortRest({ spent })`. */
  spendHitDice(count: number): Promise<HitDiceSpent | null> {
    return spendHitDice(this, count);
  }

  /** RES-3 / RES-4 / RES-5: a long rest, out of combat, by the owner (src/resources/rests.ts). Null when refused. */
  longRest(): Promise<RestSummary | null> {
    return longRest(this);
  }

  #requireDerived(): DerivedCreature {
    const derived = this.derived;
    if (!derived) throw new Error(`Fray | ${this.name} has no creature numbers to roll with`);
    return derived;
  }
}
