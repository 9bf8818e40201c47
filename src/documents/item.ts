import {
  attackRollInputs,
  checkOnHitRiders,
  conditionRollSources,
  coverFromStatuses,
  type Ability,
  offHandDamageModifier,
  proneAttackSources,
  saveForFamily,
  strikeBlockedBy,
  visibilitySources,
  statFamily,
  weaponDamageModifier,
  type OnHitRider,
} from "../rules";
import { strikeDamageModifier, strikeTraitSources } from "./strike-traits";
import { weaponTraits } from "../adapters/weapon-traits";
import { currentStrikeTurn, earlierWithWeapon } from "../chat/attack/strike-history";
import { activePolicies } from "../settings/policies";
import { conditionLevels } from "../conditions/levels";
import { attackInput, attackIsMelee, attackWeapon } from "../adapters/attack-input";
import { rollD20 } from "../dice/d20-flow";
import type { RollTarget } from "../dice/d20-roll";
import type { DamageCast, DamageInputs } from "../dice/damage-roll";
import { targetDefense } from "../dice/target-defense";
import type { FrayRollOptions } from "../dice/roll-options";
import { postItemCard, postSaveRequest } from "../chat/item-cards";
import { placeArea, placesArea, type AreaPlacement } from "../canvas/areas/area-placement";
import type { SpellArea } from "../scene/cover/area-template";
import { derivedOf, type DerivedCreature } from "../data/actor/common";
import { oneUseAtATime, prepareItemSpend, spendAround } from "../combat/ledger/ledger-item";
import { armorSources, mayCastIn } from "../dice/armor-rolls";
import { applyActionStatuses } from "../combat/statuses/action-statuses";
import { spendItemUse } from "../resources/item-uses";
import { ledgerAttackSources } from "../combat/ledger/ledger-rolls";
import { defaultItemArtwork, wantsDefaultArtwork } from "./item-artwork";
import { targetCover, type TargetRef } from "../scene/cover/target-cover";
import { attackSituation } from "../scene/reach/attack-situation";
import { aimedAtTarget, rollFlatCheck } from "../dice/flat-check";
import { seekTargets } from "../conditions/seek";
import { endTakeCover } from "../combat/statuses/take-cover";
import { directSaveTargets } from "../canvas/areas/direct-targets";
import type { TemplateLike } from "../scene/cover/cover-hooks";
import { withCast } from "./item-casting";
import { spellDamageParts } from "./item-spell-damage";
import { rollDamageWithChoices, type DamageRollOptions } from "./item-damage-roll";

interface WeaponLike {
  damage: { parts: { formula: string; type: string }[]; versatile: string };
  properties: Set<string>;
}

interface SpellLike {
  attack: "none" | "melee" | "ranged";
  save: { ability: string; dc: number | null };
  damage: { parts: { formula: string; type: string }[]; versatile: string };
  condition: string;
}

export type { DamageCast, DamageInputs } from "../dice/damage-roll";

/** The user's targeted tokens (Foundry's `game.user.targets`: Token placeables), as actor and token document. */
function userTargetRefs(): TargetRef[] {
  const targets =
    (game.user as { targets?: Iterable<{ actor: Actor.Implementation | null; document?: TargetRef["token"] }> })
      .targets ?? [];
  return [...targets].flatMap((t) => (t.actor ? [{ actor: t.actor, token: t.document ?? null }] : []));
}

/** An attack's targets: the tokens given, else the actors given, else the user's targeted tokens. */
function attackTargetRefs(options: FrayRollOptions): TargetRef[] {
  if (options.targetTokens) {
    return options.targetTokens.flatMap((t) =>
      t.actor ? [{ actor: t.actor, token: t as unknown as NonNullable<TargetRef["token"]> }] : [],
    );
  }
  return options.targets ? options.targets.map((a) => ({ actor: a, token: null })) : userTargetRefs();
}

/** The actors of the user's targeted tokens. */
function userTargets(): Actor.Implementation[] {
  return userTargetRefs().map((t) => t.actor);
}

/** A roll target as the roll remembers it; `ac` includes cover (COV-1) for attacks. */
function rollTarget(actor: Actor.Implementation, ac: number | null, sources: RollTarget["sources"] = []): RollTarget {
  return { uuid: actor.uuid, name: actor.name, ac, dc: null, cover: coverFromStatuses(actor.statuses), sources };
}

/** Fray's Item: weapons, armor, spells, features and equipment. Rolls are thin adapters over src/rules. */
export class FrayItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** A new item's initial image: a core icon for its type (src/documents/item-artwork.ts). */
  static override getDefaultArtwork(itemData?: { type?: unknown }): { img: string } {
    return { img: defaultItemArtwork(itemData?.type) };
  }

  /** An item created without an image, or with Foundry's shared bag, gets its type's core icon. */
  protected override async _preCreate(
    ...args: Parameters<Item<SubType>["_preCreate"]>
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Foundry's own signature
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    if (wantsDefaultArtwork(this._source.img)) this.updateSource({ img: defaultItemArtwork(this.type) });
    return allowed;
  }

  get #owner(): Actor.Implementation | null {
    return this.actor;
  }

  /** True for a weapon, or a spell with an attack roll. */
  get hasAttack(): boolean {
    return this.type === "weapon" || (this.type === "spell" && (this.system as unknown as SpellLike).attack !== "none");
  }

  get #melee(): boolean {
    return attackIsMelee(this);
  }

  #attackInputs(derived: DerivedCreature, attacksThisTurn: number) {
    const level = (this.#owner?.system as { level?: number } | undefined)?.level ?? 1;
    return attackRollInputs(activePolicies(), attackInput(this, { derived, level }, attacksThisTurn));
  }

  /**
   * ATK-1, ATK-2, ATK-3, ATK-4, ATK-19, COV-1: an attack roll with this weapon or attack spell against the
   * targets' AC plus their cover: measured on the viewed scene from the walls and creatures between the two
   * tokens, or from the target's cover status when that is better (src/scene/cover/target-cover.ts). Total cover
   * forbids the attack: a warning, no roll.
   * In the active combat the attack spends from the owner's turn ledger and counts toward its multiple attack
   * penalty, which is read from the ledger unless `options.attacksThisTurn` is given (src/combat/ledger/ledger-item.ts).
   * The spend is reserved before the roll and given back if the roll is cancelled; while one attack with this item
   * is being made on this client, another resolves to null (a double click posts one card).
   */
  rollAttack(options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    return oneUseAtATime(this, () => this.#rollAttack(options));
  }

  async #rollAttack(options: FrayRollOptions): Promise<ChatMessage.Implementation | null> {
    const actor = this.#owner;
    const derived = derivedOf(actor);
    if (!actor || !derived) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoOwner", { item: this.name }));
      return null;
    }
    if (!this.hasAttack) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoAttack", { item: this.name }));
      return null;
    }
    // RES-8: a spell attack can't be cast in armor worn without proficiency (the user is told which armor).
    if (!mayCastIn(actor, this)) {
      return null;
    }
    // TA-12: a restrained creature makes no attack (only Escape or Force Open): refused before anything is spent.
    if (statFamily(activePolicies()) === "threeAction" && strikeBlockedBy(conditionLevels(actor)) === "restrained") {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.Restrained", { name: actor.name }));
      return null;
    }
    const targets: RollTarget[] = [];
    const refs = attackTargetRefs(options);
    const weapon = attackWeapon(this);
    // TA-2, TA-5, TA-6 (threeAction): each target's off-guard against this attacker and the flat check it needs.
    const situations = refs.map((ref) => attackSituation(actor, ref, weapon));
    for (const [i, { actor: target, token }] of refs.entries()) {
      // COV-1: the target's cover: measured on the viewed scene and from its cover status, the better one.
      const cover = targetCover(actor, { actor: target, token }, this.#melee);
      const defense = targetDefense(target, cover.degree, situations[i]?.targetAc ?? []);
      if (!defense.targetable) {
        ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.TotalCover", { name: target.name }));
        return null;
      }
      targets.push({
        ...rollTarget(target, defense.ac, defense.sources),
        cover: cover.degree,
        ...(cover.from ? { coverFrom: cover.from } : {}),
        ...(cover.blockedLines === null ? {} : { coverLines: cover.blockedLines }),
      });
    }
    // Issue 13 item 5: where the two tokens stand (a lone target, as the roll has one mode): range, close combat,
    // a prone target's distance, flanking, height. The dialog lets the user untick each.
    const only = refs.length === 1 ? refs[0] : undefined;
    const lone = only ? situations[0] : undefined;
    // TA-5: a Strike at an undetected creature is aimed at a square; without one it is refused before anything is spent.
    const need = lone?.flatCheck ?? null;
    if (only && need?.state === "undetected" && !options.square) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.PickSquare", { name: only.actor.name }));
      return null;
    }
    // ECON-12: an off-hand attack is a weapon's, the bonus action after the Attack action.
    const offHand = options.offHand === true && this.type === "weapon";
    // ECON-1 / ECON-3: in the active combat the attack spends from the turn ledger; refused, nothing is rolled.
    const spend = await prepareItemSpend(this, { offHand });
    if (!spend) return null;
    const attacksThisTurn = options.attacksThisTurn ?? spend.attacksThisTurn;
    const inputs = this.#attackInputs(derived, attacksThisTurn);
    const penalty = inputs.sources.find((s) => s.rule === "ATK-4")?.value ?? null;
    const strikeTurn = currentStrikeTurn();
    // TA-9: volley (by the measured distance) with the positions; sweep (by this turn's earlier attacks).
    const traitSources = strikeTraitSources(this, actor, {
      target: only?.actor.uuid ?? null,
      distance: lone?.positions?.distance ?? null,
      strikeTurn,
    });
    const positions = [...(lone?.positions?.sources ?? []), ...traitSources.positions];
    const agile = this.type === "weapon" && (this.system as unknown as WeaponLike).properties.has("agile");
    // ATK-4: the spend (and the attack it counts) is reserved before the roll and given back if it is cancelled.
    // TA-5: the flat check is rolled first; a failed one still spends the action and counts for the MAP.
    // RES-1: a spell spends its slot before its card (refused: nothing is rolled) and concentrates after it.
    const message = await spendAround(spend, () =>
      withCast(this, options, async () => {
        const wrongSquare =
          only && need?.state === "undetected" && options.square ? !aimedAtTarget(only, options.square) : false;
        const flatCheck = only && need ? await rollFlatCheck(need, actor, only.actor.name, wrongSquare) : undefined;
        return rollD20(
          {
            kind: "attack",
            subject: this.name,
            title: game.i18n.format(offHand ? "FRAY.TurnLedger.Attacks.OffHandTitle" : "FRAY.Roll.AttackTitle", {
              item: this.name,
            }),
            actor,
            itemUuid: this.uuid,
            modifier: inputs.bonus,
            sources: [
              ...inputs.sources,
              ...traitSources.sources,
              ...this.#conditionSources(
                actor,
                refs.map((r) => r.actor),
                inputs.ability,
              ),
              // RES-8: armor worn without proficiency hampers Strength and Dexterity attacks.
              ...armorSources(actor, { kind: "attack", ability: inputs.ability }),
            ],
            targets,
            cover: targets.length === 1 ? (targets[0]?.cover ?? "none") : "none",
            map: penalty === null ? null : { attacksThisTurn, agile, penalty },
            damage: this.#damageParts().length > 0,
            offHand,
            positions,
            ...(strikeTurn ? { strikeTurn } : {}),
            ...(flatCheck ? { flatCheck } : {}),
          },
          options,
        );
      }),
    );
    // TA-4: an attack ends the attacker's Take Cover (threeAction).
    if (message) await endTakeCover(actor);
    // ATK-7: the attack gives a hidden attacker away (5e family): its effects that are only "hidden" end.
    if (message && actor.statuses.has("hidden") && statFamily(activePolicies()) === "fiveE") {
      const hiding = actor.effects.filter((e) => e.statuses.size === 1 && e.statuses.has("hidden"));
      if (hiding.length)
        await actor.deleteEmbeddedDocuments(
          "ActiveEffect",
          hiding.map((e) => e.id ?? ""),
        );
    }
    return message;
  }

  /**
   * What the statuses of the attacker and its target do to the attack roll (5e family):
   * - ATK-13: a prone attacker has disadvantage (melee only in a5e). A prone target's edge depends on the
   *   distance, which the canvas work measures; it isn't applied here.
   * - ECON-7 / ECON-8 / ECON-11: what the two turn ledgers in the active combat give (a dodging lone target).
   * - ATK-7: an attacker with the unseen or hidden status is unseen by its target (advantage); a single target
   *   with either status is unseen by the attacker (disadvantage); both at once cancel, or give a5e's
   *   disadvantage. The roll has one mode, so a target's statuses count only when it is the only target.
   */
  #conditionSources(actor: Actor.Implementation, targets: readonly Actor.Implementation[], ability: Ability | null) {
    const policies = activePolicies();
    const prone = proneAttackSources(policies, {
      kind: this.#melee ? "melee" : "ranged",
      attackerProne: actor.statuses.has("prone"),
      targetProne: false,
      distance: 0,
    });
    const only = targets.length === 1 ? targets[0] : undefined;
    // CND-1: the attacker's conditions (poisoned, frightened, exhaustion…; threeAction's status penalties) and,
    // for a lone target, what its conditions give the attacker (5e: advantage against the restrained, stunned…).
    const conditions = conditionRollSources(policies, {
      roll: "attack",
      ...(ability ? { base: ability } : {}),
      roller: conditionLevels(actor),
      ...(only ? { target: conditionLevels(only) } : {}),
    });
    if (statFamily(policies) !== "fiveE") return [...prone, ...conditions];
    // ATK-7, with CND-1's blinded and invisible: a blinded creature sees no one; invisible brings unseen.
    const unseen = (a: Actor.Implementation) => a.statuses.has("unseen") || a.statuses.has("hidden");
    const targetSeesAttacker = !actor.statuses.has("unseen") && !only?.statuses.has("blinded");
    const sight = visibilitySources(policies, {
      attackerSeesTarget: !(only && unseen(only)) && !actor.statuses.has("blinded"),
      targetSeesAttacker,
      attackerHidden: actor.statuses.has("hidden"),
    });
    const others = [...prone, ...sight.sources, ...conditions];
    // ECON-7 / ECON-8 / ECON-11: a dodging target, a target pressing the attack or sprinting, the presser's die.
    const ledgers = ledgerAttackSources(actor, targets, { melee: this.#melee, targetSeesAttacker, others });
    return [...others, ...ledgers];
  }

  #damageParts(versatile = false): { formula: string; type: string }[] {
    const damage = (this.system as unknown as Partial<WeaponLike>).damage;
    if (!damage) return [];
    const parts = damage.parts.filter((p) => p.formula.trim() !== "").map((p) => ({ ...p }));
    if (versatile && damage.versatile !== "" && parts[0]) parts[0].formula = damage.versatile;
    return parts;
  }

  #damageInputs(
    derived: DerivedCreature,
    versatile: boolean,
    offHand = false,
    attackCardId?: string,
    cast: DamageCast = {},
  ): DamageInputs {
    let modifier = 0;
    const parts = this.#damageParts(versatile);
    if (this.type === "weapon" && statFamily(activePolicies()) === "threeAction") {
      // TA-9, TA-13: Strength by how the Strike is made (or the printed number), and forceful's bonus.
      const earlier = earlierWithWeapon(attackCardId, this.#owner?.uuid ?? "", this.uuid);
      const strike = strikeDamageModifier(this, derived, parts, earlier);
      const { deadly, fatal } = weaponTraits(this);
      return { parts, modifier: strike, traits: { deadly, fatal } };
    }
    if (this.type === "weapon") {
      const inputs = this.#attackInputs(derived, 0);
      // TA-13: a stat block's printed damage number (the Hawk's talons add 0 to a flat 1) replaces the ability's.
      modifier =
        weaponTraits(this).printedDamage ??
        weaponDamageModifier(activePolicies(), { abilityMod: inputs.parts.ability, melee: this.#melee });
      // ECON-12: an off-hand attack's damage keeps the ability modifier only when it is negative.
      if (offHand) modifier = offHandDamageModifier(modifier);
    }
    // RES-1, RES-2: a spell's damage at the slot it was cast with, a cantrip's at its caster's level.
    return { parts: this.type === "spell" ? spellDamageParts(this, parts, cast.slotLevel ?? null) : parts, modifier };
  }

  /**
   * ATK-1, ATK-2, ATK-3, ECON-12, TA-9, TA-10: what this item's damage roll is made of as it stands now: its parts
   * (the versatile formula when asked) and, for a weapon, the attack ability's modifier (for an off-hand attack
   * only a negative one); under threeAction the Strike's Strength (TA-9), forceful's bonus counted from the
   * attack card `attackCardId` and the chat before it (src/chat/attack/strike-history.ts), and the deadly and fatal
   * dice. Null without an owning creature. The GM re-derives a damage card's formula from this rather than
   * trusting the card (src/chat/damage/trusted-damage.ts).
   */
  damageInputs(versatile = false, offHand = false, attackCardId?: string, cast: DamageCast = {}): DamageInputs | null {
    const derived = derivedOf(this.#owner);
    return derived ? this.#damageInputs(derived, versatile, offHand, attackCardId, cast) : null;
  }

  /**
   * ATK-1, ATK-2, ATK-3, ECON-12, RES-1, RES-2, RES-6: a damage roll: the item's parts (the versatile formula when
   * asked; a spell's at its slot, a cantrip's at its caster's level), plus the attack ability's modifier for a
   * weapon (`offHand`: only a negative one), the extra damage of the features chosen and a situational bonus;
   * critical damage per the preset (5e doubles the dice, threeAction the total). A click without Shift (or
   * `dialog: true`) asks in the damage dialog (src/documents/item-damage-roll.ts).
   */
  async rollDamage(options: DamageRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    const actor = this.#owner;
    const derived = derivedOf(actor);
    if (!actor || !derived) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoOwner", { item: this.name }));
      return null;
    }
    if (!this.#damageParts().length) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoDamage", { item: this.name }));
      return null;
    }
    return rollDamageWithChoices(this, actor, options, {
      inputs: (versatile, offHand, slotLevel) =>
        this.#damageInputs(derived, versatile, offHand, options.attackCardId, { slotLevel }),
      targets: (options.targets ?? userTargets()).map((t) => rollTarget(t, null)),
      ...(options.attackCardId ? { attackCardId: options.attackCardId } : {}),
      riders: this.#riders(),
      hasVersatile: this.#damageParts(true)[0]?.formula !== this.#damageParts()[0]?.formula,
    });
  }

  /** Issue 30 item 3: a weapon's on-hit riders as the rules checked them (none for bad data or another item). */
  #riders(): readonly OnHitRider[] {
    if (this.type !== "weapon") return [];
    try {
      return checkOnHitRiders((this.system as unknown as { onHit?: unknown }).onHit ?? []);
    } catch {
      return [];
    }
  }

  /**
   * Uses the item: a weapon or an attack spell rolls its attack; a spell with a save posts a save request with its
   * DC and a "roll save" button per target (ATK-18); anything else posts its description. In the active combat
   * the use spends its activation from the owner's turn ledger (src/combat/ledger/ledger-item.ts), reserved before the
   * card and given back if no card is posted; a second use while one runs on this client resolves to null. A
   * basic action applies its effect: the rules' to the ledger (Dash, Dodge, Disengage…), and a status it gives or
   * ends to its user (Drop Prone, Stand). RES-4: an item with limited uses spends one (src/resources/item-uses.ts);
   * with none left the use is refused and its ledger spend given back.
   */
  use(options: FrayRollOptions = {}): Promise<ChatMessage.Implementation | null> {
    if (this.hasAttack) return this.rollAttack(options);
    if (this.#isAttackAction) return this.#attackWithWeapon(options);
    return oneUseAtATime(this, async () => {
      // RES-8: no spell in armor worn without proficiency; refused before anything is spent or placed.
      if (!mayCastIn(this.#owner, this)) return null;
      // ECON-1 / ECON-2 / ECON-3: in the active combat using the item spends its activation; refused, nothing happens.
      const spend = await prepareItemSpend(this);
      if (!spend) return null;
      const actor = this.#owner;
      // RES-4: a limited use is spent before the card (on the GM's side in combat); none left, nothing happens.
      // RES-1: a spell spends its slot before its card and concentrates after it (src/documents/item-casting.ts).
      const message = await spendAround(spend, async () =>
        (await spendItemUse(this)) ? withCast(this, options, () => this.#useWithoutAttack(actor, options)) : null,
      );
      // CND-1 / MOV-11: an action such as Drop Prone or Stand gives or ends its status once its card is posted.
      if (message && actor) await applyActionStatuses(this, actor);
      // TA-5: Seek finds the targeted creatures (undetected → hidden → observed), written by the GM.
      if (message && actor && this.#basicAction === "seek") {
        await seekTargets(actor, options.targets ?? userTargets());
      }
      return message;
    });
  }

  /** The basic action this feature is ("none" for any other item). */
  get #basicAction(): string {
    if (this.type !== "feature") return "none";
    return (this.system as unknown as { basicAction?: string }).basicAction ?? "none";
  }

  /** ECON-7 / ECON-3: the Attack action (5e family) or Strike (threeAction) from the actions pack. */
  get #isAttackAction(): boolean {
    return this.type === "feature" && (this.system as unknown as { basicAction?: string }).basicAction === "attack";
  }

  /**
   * The Attack action or a Strike, used from the sheet: the attack of the owner's first equipped weapon (in sheet
   * order), which spends what a weapon attack spends; warns and does nothing when none is equipped.
   */
  #attackWithWeapon(options: FrayRollOptions): Promise<ChatMessage.Implementation | null> {
    const actor = this.#owner;
    const weapon = actor?.items
      .filter((i) => i.type === "weapon" && (i.system as unknown as { equipped?: boolean }).equipped === true)
      .sort((a, b) => a.sort - b.sort)[0];
    if (!weapon) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoEquippedWeapon", { name: actor?.name ?? this.name }));
      return Promise.resolve(null);
    }
    return weapon.rollAttack(options);
  }

  async #useWithoutAttack(
    actor: Actor.Implementation | null,
    options: FrayRollOptions,
  ): Promise<ChatMessage.Implementation | null> {
    const placed = await this.#placeArea(actor, options);
    if (placed === "cancelled") return null;
    const terms = this.saveRequestTerms();
    if (terms && actor) {
      const refs = options.targets ? options.targets.map((a) => ({ actor: a, token: null })) : userTargetRefs();
      const templateUuid = placed?.template.uuid ?? null;
      // COV-1: a creature behind total cover can't be targeted directly: it is left out, and the user told why.
      const template = templateUuid ? (fromUuidSync(templateUuid as `MeasuredTemplate.${string}`) as unknown) : null;
      const spell = { item: this, templateUuid };
      const { reached, covered, unreached } = directSaveTargets(
        actor,
        refs,
        (template as TemplateLike | null) ?? null,
        spell,
      );
      for (const c of covered) {
        ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.TotalCoverTarget", { name: c.name }));
      }
      // Issue 26 attack 9: a target the spell can't reach is left out, as the GM would refuse it.
      for (const u of unreached) {
        ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.OutOfReachTarget", { name: u.name }));
      }
      // Every named target out of reach and no area placed: nothing to ask a save of; nothing is posted or spent.
      if (refs.length > 0 && reached.length === 0 && !templateUuid) return null;
      const targets = reached.map((t) => ({ uuid: t.uuid, name: t.name }));
      return postSaveRequest({
        actor,
        item: this,
        ...terms,
        targets,
        damage: this.#damageParts().length > 0,
        templateUuid,
      });
    }
    return postItemCard(this, actor);
  }

  /**
   * Issue 13 item 4, AOE-1 … AOE-3: a spell or feature with an area places its template on the viewed scene before its card,
   * which targets what it covers; null when nothing is placed (no area, no canvas, no right to place templates,
   * targets given, `placeArea: false`), `cancelled` when the user gave up.
   */
  async #placeArea(actor: Actor.Implementation | null, options: FrayRollOptions): Promise<AreaPlacement | null> {
    if ((this.type !== "spell" && this.type !== "feature") || !actor || options.targets || options.placeArea === false)
      return null;
    const area = (this.system as unknown as { area?: SpellArea }).area;
    return placesArea(area) ? placeArea(this, actor, area) : null;
  }

  /**
   * ATK-18, CND-1: the save this spell asks for, as it stands now: the save (a save written for the other rules
   * family asks for this family's matching one), its DC (the spell's own, else its caster's spell save DC) and
   * the condition a failure brings ("" for none); null for an item that asks no save or has no owner. The GM
   * re-derives a save request card from this rather than trusting the card (src/chat/saves/trusted-save.ts).
   */
  saveRequestTerms(): { readonly save: string; readonly dc: number; readonly condition: string } | null {
    const actor = this.#owner;
    if (this.type !== "spell" || !actor) return null;
    const spell = this.system as unknown as SpellLike;
    if (spell.save.ability === "") return null;
    return {
      save: saveForFamily(spell.save.ability, statFamily(activePolicies())),
      dc: spell.save.dc ?? derivedOf(actor)?.spell.dc ?? 10,
      condition: spell.condition,
    };
  }
}
