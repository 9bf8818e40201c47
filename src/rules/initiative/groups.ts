import { RuleInputError, bool, finite, list, oneOf, record, text } from "../errors";
import { GROUP_INITIATIVE, SURPRISE_EFFECTS, type InitiativePolicies } from "../presets/policies";
import { INITIATIVE_CONTROLLERS, type InitiativeController } from "./entry";

/** A combatant as group initiative sees it. */
export interface GroupableCombatant {
  readonly id: string;
  /** The actor the token was made from: identical creatures share it. */
  readonly baseActorId: string;
  readonly controller: InitiativeController;
  /** Surprised creatures roll apart when surprise changes the roll (INIT-5). */
  readonly surprised?: boolean;
}

/** One initiative roll to make; every id in `ids` gets its result. */
export interface InitiativeRollGroup {
  /** Set when two or more creatures share the roll; pass it on as the entries' `groupId`. */
  readonly groupId?: string;
  readonly ids: readonly string[];
}

export interface InitiativeGroupOptions {
  /** The world setting that turns on group initiative where the preset makes it optional (delta). */
  readonly groupOptional?: boolean;
}

/**
 * INIT-4, INIT-5: the id of a roll group: the JSON text of `[baseActorId, surprised]`, e.g.
 * `["goblin",false]`. Stable for the same input, and no base actor id can take another group's id (a base
 * actor named `goblin#surprised` stays apart from surprised goblins).
 */
function groupKey(baseActorId: string, surprised: boolean): string {
  return JSON.stringify([baseActorId, surprised]);
}

/** INIT-4: whether identical creatures share one roll under `policies` and the world setting. */
export function groupInitiativeApplies(policies: InitiativePolicies, options: InitiativeGroupOptions = {}): boolean {
  const group = oneOf(record(policies, "policies").group, "policies.group", GROUP_INITIATIVE);
  const opts = record(options, "options");
  const optional = opts.groupOptional === undefined ? false : bool(opts.groupOptional, "options.groupOptional");
  return group === "always" || (group === "optional" && optional);
}

/**
 * INIT-4: the initiative rolls to make, in the order the combatants first appear. GM creatures with the same
 * base actor share one roll when the preset (or, where optional, the setting) groups them; player characters
 * always roll alone. Where surprise gives disadvantage, surprised and alert members of a kind roll apart;
 * where surprise does nothing to the roll (`loseFirstTurn`, `none`) they share it. A group's id is the JSON
 * text of `[baseActorId, surprised]`.
 */
export function initiativeGroups(
  policies: InitiativePolicies,
  combatants: readonly GroupableCombatant[],
  options: InitiativeGroupOptions = {},
): readonly InitiativeRollGroup[] {
  const grouping = groupInitiativeApplies(policies, options);
  const surpriseSplits =
    oneOf(record(policies, "policies").surprise, "policies.surprise", SURPRISE_EFFECTS) === "disadvantage";
  const seen = new Set<string>();
  const buckets = new Map<string, string[]>();
  const rolls: { key: string | null; ids: string[] }[] = [];
  list(combatants, "combatants").forEach((value, i) => {
    const field = `combatants[${i}]`;
    const c = record(value, field);
    const id = text(c.id, `${field}.id`);
    if (seen.has(id)) throw new RuleInputError(`${field}.id`, `duplicate id "${id}"`);
    seen.add(id);
    const base = text(c.baseActorId, `${field}.baseActorId`);
    const controller = oneOf(c.controller, `${field}.controller`, INITIATIVE_CONTROLLERS);
    const surprised = c.surprised === undefined ? false : bool(c.surprised, `${field}.surprised`);
    if (!grouping || controller === "player") {
      rolls.push({ key: null, ids: [id] });
      return;
    }
    const key = groupKey(base, surprised && surpriseSplits);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.push(id);
    } else {
      const ids = [id];
      buckets.set(key, ids);
      rolls.push({ key, ids });
    }
  });
  return rolls.map(({ key, ids }) =>
    key !== null && ids.length > 1 ? { groupId: key, ids: [...ids] } : { ids: [...ids] },
  );
}

/** One combatant's share of a roll group's result. */
export interface GroupedInitiative {
  readonly id: string;
  readonly initiative: number;
  readonly groupId?: string;
}

/**
 * INIT-4: gives every member of each roll group that group's total; `totals[i]` is the result of `groups[i]`.
 * Merge the returned `initiative` and `groupId` into the entries passed to `orderInitiative`.
 */
export function initiativeFromGroupRolls(
  groups: readonly InitiativeRollGroup[],
  totals: readonly number[],
): readonly GroupedInitiative[] {
  const rolls = list(groups, "groups");
  const results = list(totals, "totals");
  if (results.length !== rolls.length) {
    throw new RuleInputError("totals", `expected ${rolls.length} totals, one per group, got ${results.length}`);
  }
  const seen = new Set<string>();
  return rolls.flatMap((value, i) => {
    const g = record(value, `groups[${i}]`);
    const initiative = finite(results[i], `totals[${i}]`);
    const groupId = g.groupId === undefined ? undefined : text(g.groupId, `groups[${i}].groupId`);
    return list(g.ids, `groups[${i}].ids`).map((rawId, j): GroupedInitiative => {
      const id = text(rawId, `groups[${i}].ids[${j}]`);
      if (seen.has(id)) throw new RuleInputError(`groups[${i}].ids[${j}]`, `duplicate id "${id}"`);
      seen.add(id);
      return groupId === undefined ? { id, initiative } : { id, initiative, groupId };
    });
  });
}
