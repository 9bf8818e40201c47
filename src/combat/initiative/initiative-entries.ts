/**
 * Adapters from Foundry combatants to the plain inputs of src/rules/initiative: who controls a combatant,
 * what its initiative roll reads, and its place in the order as an InitiativeEntry.
 */
import { combatantSystem } from "../combatant-system";
import { ABILITIES, skillWithAbility, type Ability } from "../../rules";
import type {
  ChosenInitiativeCheck,
  GroupableCombatant,
  InitiativeCombatant,
  InitiativeController,
  InitiativeEntry,
} from "../../rules";
import { derivedOf, type DerivedCreature } from "../../data/actor/common";

/** The combat's combatants as an array. */
export const combatantsOf = (combat: Combat.Implementation): Combatant.Implementation[] => combat.combatants.contents;

/** INIT-4: the id of the v13 CombatantGroup a combatant is in, or null. */
export const groupIdOf = (combatant: Combatant.Implementation): string | null =>
  (combatant as { group?: { id: string | null } | null }).group?.id ?? null;

/** The non-GM users owning `actor`: the players who run it. */
export function playerOwnerIds(actor: Actor.Implementation | null): string[] {
  if (!actor) return [];
  // fvtt-types types collection entries as stored documents, which the lint rule can't match to the class.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id);
}

/** A combatant is a player's when a player owns its actor; everything else is the GM's. */
export function controllerOf(combatant: Combatant.Implementation): InitiativeController {
  return playerOwnerIds(combatant.actor).length > 0 ? "player" : "gm";
}

/** INIT-4: identical creatures share a base actor (the world actor a token was made from). */
export function groupableCombatant(combatant: Combatant.Implementation): GroupableCombatant {
  return {
    id: combatant.id ?? "",
    baseActorId: combatant.actorId ?? combatant.id ?? "",
    controller: controllerOf(combatant),
    surprised: combatantSystem(combatant).surprised,
  };
}

/**
 * INIT-2 (a5e): the creature's own initiative check from its derived numbers (its ability and skill, the skill's
 * expertise die), without the flat initiative bonus the rules add themselves; undefined without derived numbers
 * or where the preset's check is not an ability check.
 */
function ownInitiativeCheck(derived: DerivedCreature | null): ChosenInitiativeCheck | undefined {
  const init = derived?.initiative;
  if (!derived || !init || init.ability === "perception") return undefined;
  const ability = init.ability;
  const mods = Object.fromEntries(ABILITIES.map((a) => [a, derived.abilities[a].mod])) as Record<Ability, number>;
  const skill = init.skill === null ? undefined : derived.skills.find((s) => s.id === init.skill);
  if (!skill) return { ability, modifier: mods[ability] };
  const used = skillWithAbility(skill, ability, mods);
  return {
    ability,
    skill: skill.id,
    modifier: used.bonus,
    ...(used.expertiseDie === null ? {} : { expertiseDie: used.expertiseDie }),
  };
}

/**
 * INIT-1/2/3/5/7/8: the roll inputs of one combatant: Dexterity and Perception modifiers, the flat initiative
 * bonus, the GM's chosen ability for this combat (a5e: a plain ability check, no skill), else the creature's
 * own ability and skill (a5e), surprise, the sudden action's side and a surprise-step check total.
 */
export function initiativeCombatant(combatant: Combatant.Implementation, check: string): InitiativeCombatant {
  const actor = combatant.actor;
  const derived = derivedOf(actor);
  const system = combatantSystem(combatant);
  const bonus = (actor?.system as { initiative?: { bonus?: number } } | undefined)?.initiative?.bonus ?? 0;
  const abilities = derived?.abilities;
  let chosenCheck: ChosenInitiativeCheck | undefined;
  let ownCheck: ChosenInitiativeCheck | undefined;
  if (check === "abilityCheck" && system.initiativeAbility !== "") {
    chosenCheck = { ability: system.initiativeAbility, modifier: abilities?.[system.initiativeAbility].mod ?? 0 };
  } else if (check === "abilityCheck") {
    ownCheck = ownInitiativeCheck(derived);
  }
  return {
    dexterityModifier: abilities?.dex.mod ?? 0,
    perception: derived?.perception ?? 0,
    initiativeBonus: bonus,
    surprised: system.surprised,
    suddenActionSide: system.suddenAction,
    ...(chosenCheck ? { chosenCheck } : {}),
    ...(ownCheck ? { ownCheck } : {}),
    ...(system.surpriseCheck === null ? {} : { surpriseCheckTotal: system.surpriseCheck }),
  };
}

/**
 * CMB-2, INIT-9..17: a combatant as an order entry at its count, or at `count` when given (null when it has
 * neither). `groupId` overrides the v13 CombatantGroup it is in (null: none).
 */
export function initiativeEntry(
  combatant: Combatant.Implementation,
  count?: { readonly initiative: number; readonly groupId?: string | null },
): InitiativeEntry | null {
  const initiative = count?.initiative ?? combatant.initiative;
  if (initiative === null || !Number.isFinite(initiative)) return null;
  const controller = controllerOf(combatant);
  const score = (combatant.actor?.system as { abilities?: { dex?: { value?: number } } } | undefined)?.abilities?.dex
    ?.value;
  const groupId = count?.groupId !== undefined ? count.groupId : (groupIdOf(combatant) ?? undefined);
  return {
    id: combatant.id ?? "",
    initiative,
    controller,
    ownerIds: playerOwnerIds(combatant.actor),
    ...(score === undefined ? {} : { dexterityScore: score }),
    ...(groupId && controller === "gm" ? { groupId } : {}),
  };
}
