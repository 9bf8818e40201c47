/**
 * What the ledger rules need to know about the creature a spend is for, re-derived from its documents on the
 * client that checks the spend (the asker's to warn, the active GM's to write): never taken from the request,
 * whose data is the asker's. Its attacks per Attack action (ECON-7: Extra Attack, Multiattack) and, for an
 * off-hand attack, the two weapons (ECON-12).
 */
import {
  BASIC_ACTIONS,
  MAX_ATTACKS_PER_ACTION,
  type BasicAction,
  type OffHandSituation,
  type SprintSituation,
  type TwoWeaponWeapon,
} from "../../rules";
import { derivedOf } from "../../data/actor/common";

/** The creature's side of a spend. */
export interface LedgerActorFacts {
  /** ECON-7: attacks one Attack action allows, 1 to MAX_ATTACKS_PER_ACTION. */
  readonly attacksPerAction: number;
  /** ECON-12: the off-hand attack the request names, or null when it names no weapon of the creature's. */
  readonly offHand: OffHandSituation | null;
  /** ECON-7: the basic action the request's item takes, and how (a bonus action when its activation is one). */
  readonly basicAction: { readonly action: BasicAction; readonly via: "action" | "bonusAction" } | null;
  /** ECON-11 (a5e): what Sprint needs to know of the creature, for a Sprint request; null otherwise. */
  readonly sprint: SprintSituation | null;
  /** TA-7: the creature is prone (Stride and Step refused, Crawl allowed). */
  readonly prone: boolean;
}

/** Facts for a creature Fray can't read (no actor): one attack per Attack action, no off-hand weapon. */
export const NO_ACTOR_FACTS: LedgerActorFacts = {
  attacksPerAction: 1,
  offHand: null,
  basicAction: null,
  sprint: null,
  prone: false,
};

/** ECON-7: the attacks one Attack action allows `actor` (its derived `attacksPerAction`), 1 when unreadable. */
export function attacksPerActionOf(actor: Actor.Implementation | null | undefined): number {
  const count = derivedOf(actor)?.attacksPerAction;
  if (typeof count !== "number" || !Number.isInteger(count)) return 1;
  return Math.min(MAX_ATTACKS_PER_ACTION, Math.max(1, count));
}

interface WeaponData {
  readonly properties?: Set<string>;
  readonly quantity?: number;
  readonly isMelee?: boolean;
}

const weaponData = (item: Item.Implementation): WeaponData => item.system as unknown as WeaponData;

/** ECON-12: a Fray weapon as the two-weapon rule sees it. */
function twoWeaponView(item: Item.Implementation): TwoWeaponWeapon {
  const s = weaponData(item);
  const has = (p: string): boolean => s.properties?.has(p) === true;
  return {
    light: has("light"),
    heavy: has("heavy"),
    oneHanded: !has("twoHanded"),
    melee: s.isMelee === true,
    thrown: has("thrown"),
    // Fray's weapons have no dual-wielding property: the light-weapon rule is the one applied (see offHandOf).
    dualWielding: false,
  };
}

const mainHandFits = (w: TwoWeaponWeapon): boolean => w.light === true && w.oneHanded === true;

/**
 * ECON-12: the off-hand attack with `itemId`, one of `actor`'s weapons, or null when it is none. The main-hand
 * weapon is one the creature carries besides it: another weapon that qualifies (light, one-handed), or the
 * same one when it has two or more (a pair of daggers); Fray doesn't track which hand holds what, so any
 * carried weapon counts. The light-weapon rule applies under every preset (srd51, srd52, delta): Fray's
 * weapons have no a5e dual-wielding property yet. The ability modifier is the weapon's damage modifier.
 */
export function offHandOf(actor: Actor.Implementation | null | undefined, itemId: string): OffHandSituation | null {
  if (!actor || itemId === "") return null;
  const item = actor.items.get(itemId);
  if (!item || item.type !== "weapon") return null;
  const offHand = twoWeaponView(item);
  const others = actor.items.filter(
    (i) => i.type === "weapon" && i.id !== item.id && (weaponData(i).quantity ?? 1) > 0,
  );
  const mains = others.map(twoWeaponView);
  if ((weaponData(item).quantity ?? 1) >= 2) mains.unshift(offHand);
  const mainHand = mains.find(mainHandFits) ?? mains[0] ?? {};
  const modifier = (item as { damageInputs?: () => { modifier: number } | null }).damageInputs?.()?.modifier ?? 0;
  return {
    style: "light",
    mainHand,
    offHand,
    extraAttack: attacksPerActionOf(actor) >= 2,
    abilityModifier: Math.min(10, Math.max(-5, Math.trunc(modifier))),
  };
}

/**
 * ECON-7: the basic action the feature `itemId` of `actor` takes (its `basicAction`), done with a bonus action
 * when the feature's activation is one (Cunning Action's Dash); null when the item is no such feature.
 */
export function basicActionOf(
  actor: Actor.Implementation | null | undefined,
  itemId: string,
): LedgerActorFacts["basicAction"] {
  const item = actor?.items.get(itemId);
  if (item?.type !== "feature") return null;
  const system = item.system as unknown as { basicAction?: string; activation?: { type?: string } };
  const action = system.basicAction ?? "";
  if (!(BASIC_ACTIONS as readonly string[]).includes(action)) return null;
  return { action: action as BasicAction, via: system.activation?.type === "bonus" ? "bonusAction" : "action" };
}

/**
 * ECON-11: what Sprint reads from `actor`: its Constitution modifier, its fatigue levels (`system.fatigue`) and
 * whether it wears heavy armor (an equipped armor item of the heavy category). Fray doesn't track encumbrance or
 * the turns sprinted so far, so a sprint counts as the first of its run. Null without derived numbers.
 */
export function sprintOf(actor: Actor.Implementation | null | undefined): SprintSituation | null {
  const derived = derivedOf(actor);
  if (!actor || !derived) return null;
  const system = actor.system as unknown as { fatigue?: number };
  const heavyArmor = actor.items.some((item) => {
    const s = item.system as unknown as { category?: string; equipped?: boolean };
    return item.type === "armor" && s.equipped === true && s.category === "heavy";
  });
  return { conModifier: derived.abilities.con.mod, fatigue: system.fatigue ?? 0, heavyArmor };
}

/**
 * The facts for a spend by `actor`: the off-hand weapon (`step` "offHand") or the basic action (`step`
 * "basicAction") of the item `itemId`, and what Sprint reads (`step` "sprint"), looked up only for those steps.
 */
export function ledgerActorFacts(
  actor: Actor.Implementation | null | undefined,
  step: string,
  itemId = "",
): LedgerActorFacts {
  return {
    attacksPerAction: attacksPerActionOf(actor),
    offHand: step === "offHand" ? offHandOf(actor, itemId) : null,
    basicAction: step === "basicAction" ? basicActionOf(actor, itemId) : null,
    sprint: step === "sprint" ? sprintOf(actor) : null,
    prone: actor?.statuses.has("prone") === true,
  };
}
