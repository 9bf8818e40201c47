/**
 * RES-8 at the table: what an actor's worn armor (its derived `armor`, src/data/actor/armor-effects.ts) does to its
 * d20 rolls, and whether it may cast a spell. The rule is pure (src/rules/stats/armor.ts); this reads the actor.
 */
import {
  NO_ARMOR_EFFECTS,
  armorPreventsSpellcasting,
  armorRollSources,
  type ArmorRoll,
  type RollSource,
} from "../rules";
import { derivedOf } from "../data/actor/common";

/** RES-8: the disadvantages `actor`'s armor gives `roll` (none for an actor without derived numbers). */
export function armorSources(actor: Actor.Implementation | null, roll: ArmorRoll): readonly RollSource[] {
  return armorRollSources(derivedOf(actor)?.armor ?? NO_ARMOR_EFFECTS, roll);
}

/**
 * RES-8: false, and the user told which armor stops it, when `actor` wears armor without proficiency and so can't
 * cast `item` (a spell); true otherwise.
 */
export function mayCastIn(actor: Actor.Implementation | null, item: { readonly type: string }): boolean {
  if (item.type !== "spell") return true;
  const armor = armorPreventsSpellcasting(derivedOf(actor)?.armor ?? NO_ARMOR_EFFECTS);
  if (armor === null) return true;
  ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.ArmorNoSpells", { name: actor?.name ?? "", armor }));
  return false;
}
