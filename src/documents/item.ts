import {
  checkOnHitRiders,
  offHandDamageModifier,
  saveForFamily,
  statFamily,
  weaponDamageModifier,
  type OnHitRider,
} from "../rules";
import { strikeDamageModifier } from "./strike-traits";
import { weaponTraits } from "../adapters/weapon-traits";
import { earlierWithWeapon } from "../chat/attack";
import { activePolicies } from "../settings/policies";
import { attackIsMelee } from "../adapters/attack-input";
import type { DamageCast, DamageInputs } from "../dice/damage-roll";
import type { FrayRollOptions } from "../dice/roll-options";
import { postItemCard, postSaveRequest } from "../chat/item-cards";
import { placeArea, placesArea, type AreaPlacement, directSaveTargets } from "../canvas/areas";
import type { SpellArea, TemplateLike } from "../scene/cover";
import { derivedOf, type DerivedCreature } from "../data/actor/common";
import { oneUseAtATime, prepareItemSpend, spendAround } from "../combat/ledger";
import { mayCastIn } from "../dice/armor-rolls";
import { applyActionStatuses } from "../combat/statuses";
import { spendItemUse } from "../resources/item-uses";
import { defaultItemArtwork, wantsDefaultArtwork } from "./item-artwork";
import { manipulateGateOf, rollManipulateCheck } from "../dice/manipulate-check";
import { seekTargets } from "../conditions/seek";
import { withCast } from "./item-casting";
import { spellDamageParts } from "./item-spell-damage";
import { rollDamageWithChoices, type DamageRollOptions } from "./item-damage-roll";
import {
  itemAttackInputs,
  itemDamageParts,
  rollItemAttack,
  rollTarget,
  userTargetRefs,
  userTargets,
} from "./item-attack";

interface SpellLike {
  attack: "none" | "melee" | "ranged";
  save: { ability: string; dc: number | null };
  damage: { parts: { formula: string; type: string }[]; versatile: string };
  condition: string;
}

export type { DamageCast, DamageInputs } from "../dice/damage-roll";

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
    return oneUseAtATime(this, () => rollItemAttack(this, options));
  }

  #damageInputs(
    derived: DerivedCreature,
    versatile: boolean,
    offHand = false,
    attackCardId?: string,
    cast: DamageCast = {},
  ): DamageInputs {
    let modifier = 0;
    const parts = itemDamageParts(this, versatile);
    if (this.type === "weapon" && statFamily(activePolicies()) === "threeAction") {
      // TA-9, TA-13: Strength by how the Strike is made (or the printed number), and forceful's bonus.
      const earlier = earlierWithWeapon(attackCardId, this.#owner?.uuid ?? "", this.uuid);
      const strike = strikeDamageModifier(this, derived, parts, earlier);
      const { deadly, fatal } = weaponTraits(this);
      return { parts, modifier: strike, traits: { deadly, fatal } };
    }
    if (this.type === "weapon") {
      const inputs = itemAttackInputs(this, derived, 0);
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
    if (!itemDamageParts(this).length) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoDamage", { item: this.name }));
      return null;
    }
    return rollDamageWithChoices(this, actor, options, {
      inputs: (versatile, offHand, slotLevel) =>
        this.#damageInputs(derived, versatile, offHand, options.attackCardId, { slotLevel }),
      targets: (options.targets ?? userTargets()).map((t) => rollTarget(t, null)),
      ...(options.attackCardId ? { attackCardId: options.attackCardId } : {}),
      riders: this.#riders(),
      hasVersatile: itemDamageParts(this, true)[0]?.formula !== itemDamageParts(this)[0]?.formula,
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
      // TA-12: a restrained creature takes no manipulate action: refused before anything is spent.
      const gate = manipulateGateOf(this, this.#owner);
      if (!gate.allowed) {
        ui.notifications.warn(
          game.i18n.format("FRAY.Roll.Warning.RestrainedManipulate", { name: this.#owner?.name ?? "" }),
        );
        return null;
      }
      // ECON-1 / ECON-2 / ECON-3: in the active combat using the item spends its activation; refused, nothing happens.
      const spend = await prepareItemSpend(this);
      if (!spend) return null;
      const actor = this.#owner;
      // TA-12: grabbed, the flat check comes first; failed, the card says the action is lost (it stays spent).
      const outcome = { lost: false };
      // RES-4: a limited use is spent before the card (on the GM's side in combat); none left, nothing happens.
      // RES-1: a spell spends its slot before its card and concentrates after it (src/documents/item-casting.ts).
      const message = await spendAround(spend, async () => {
        const check = gate.flatCheck ? await rollManipulateCheck(gate.flatCheck.dc) : null;
        outcome.lost = check?.success === false;
        if (check && outcome.lost) return postItemCard(this, actor, { line: check.line, lost: true });
        const passed = check ? { line: check.line, lost: false } : undefined;
        return (await spendItemUse(this))
          ? withCast(this, options, () => this.#useWithoutAttack(actor, options, passed))
          : null;
      });
      if (outcome.lost) return message;
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
    flatCheck?: { readonly line: string; readonly lost: boolean },
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
        damage: itemDamageParts(this).length > 0,
        templateUuid,
      });
    }
    return postItemCard(this, actor, flatCheck);
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
   * ATK-18, CND-1: the save this spell (or monster feature, such as a breath weapon) asks for, as it stands now: the save (a save written for the other rules
   * family asks for this family's matching one), its DC (the spell's own, else its caster's spell save DC) and
   * the condition a failure brings ("" for none); null for an item that asks no save or has no owner. The GM
   * re-derives a save request card from this rather than trusting the card (src/chat/saves/trusted-save.ts).
   */
  saveRequestTerms(): { readonly save: string; readonly dc: number; readonly condition: string } | null {
    const actor = this.#owner;
    if ((this.type !== "spell" && this.type !== "feature") || !actor) return null;
    const spell = this.system as unknown as Partial<SpellLike>;
    if (!spell.save) return null;
    if (spell.save.ability === "") return null;
    return {
      save: saveForFamily(spell.save.ability, statFamily(activePolicies())),
      dc: spell.save.dc ?? derivedOf(actor)?.spell.dc ?? 10,
      condition: spell.condition ?? "",
    };
  }
}
