/**
 * TA-9, TA-13: what a weapon's traits bring to a threeAction Strike made from FrayItem: the damage modifier
 * (Strength by how the Strike is made, or the stat block's printed number, plus forceful's bonus) and the attack
 * sources (volley by the measured distance, sweep by the turn's earlier attacks). The rules are in
 * src/rules/attack/weapon-traits.ts; this reads the item, its owner and the chat.
 */
import {
  forcefulDamageBonus,
  statFamily,
  strikeDamageStrength,
  sweepSources,
  volleySources,
  type RollSource,
} from "../rules";
import { activePolicies } from "../settings/policies";
import { strikeKind, weaponDamageDice, weaponTraits } from "../adapters/weapon-traits";
import { earlierStrikes } from "../chat/attack";
import type { DerivedCreature } from "../data/actor/common";

type ItemLike = { readonly type: string; readonly system: unknown; readonly uuid: string };

/**
 * TA-9, TA-13: the number a threeAction Strike adds to damage: the printed damage modifier where the weapon has
 * one, else Strength for a melee or thrown Strike (never Dexterity, finesse or not), a propulsive weapon's share
 * of it, or none at range; plus forceful's circumstance bonus for `earlier` attacks with it this turn.
 */
export function strikeDamageModifier(
  item: ItemLike,
  derived: DerivedCreature,
  parts: readonly { readonly formula: string }[],
  earlier: number,
): number {
  const traits = weaponTraits(item);
  const base =
    traits.printedDamage ??
    strikeDamageStrength({ strMod: derived.abilities.str.mod, kind: strikeKind(item), propulsive: traits.propulsive });
  const forceful = forcefulDamageBonus({
    forceful: traits.forceful,
    damageDice: weaponDamageDice(parts),
    earlierWithWeapon: earlier,
  });
  return base + forceful;
}

/**
 * TA-9: a threeAction Strike's trait sources against a lone target: volley's penalty (a position source, which
 * the dialog lets the user untick) when the target is within its distance, and sweep's bonus when the attacker
 * already attacked another creature this turn. None in the 5e family, for several targets or for a non-weapon.
 */
export function strikeTraitSources(
  item: ItemLike,
  attacker: { readonly uuid: string },
  at: { readonly target: string | null; readonly distance: number | null; readonly strikeTurn: string | undefined },
): { readonly sources: readonly RollSource[]; readonly positions: readonly RollSource[] } {
  if (item.type !== "weapon" || statFamily(activePolicies()) !== "threeAction" || at.target === null)
    return { sources: [], positions: [] };
  const traits = weaponTraits(item);
  const positions =
    at.distance === null
      ? []
      : volleySources({ volley: traits.volley, distance: Math.max(0, Math.round(at.distance)) });
  const earlier = traits.sweep ? earlierStrikes(attacker.uuid, at.strikeTurn, null) : [];
  const sources = sweepSources({
    sweep: traits.sweep,
    target: at.target,
    earlierTargets: earlier.flatMap((s) => s.targets),
  });
  return { sources, positions };
}
