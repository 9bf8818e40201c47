import { RuleInputError, bool, nonNegative, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";
import { source, type RollSource } from "../sources";
import { elevationEdge, type ElevationInput } from "./elevation";
import { gridFlanking, gridlessFlanking, type GridFlankingInput, type GridlessFlankingInput } from "./flanking";
import { optionalFeet, situation, within } from "./input";
import { ATTACK_KINDS, type AttackKind } from "./kinds";
import { multipleAttackPenalty } from "./multiple-attack";
import { isFiveEFamily, type AttackRulePolicies } from "./policy-input";
import { proneAttackSources } from "./prone";
import { closeCombatRangedSources, rangeBand, type NearbyCreature, type RangeInput } from "./range";
import { DEFAULT_REACH } from "./reach";
import { underwaterAttack, type UnderwaterAttackInput } from "./underwater";
import { visibilitySources, type VisibilityInput } from "./unseen";
import { threeActionSituation } from "./attack-sources-three-action";

/** One attack, described by whatever the caller knows; each part left out is simply not considered. */
export interface AttackSituation {
  readonly kind: AttackKind;
  /** Feet from attacker to target. */
  readonly distance: number;
  /** Melee: the attack's reach in feet (5 when absent; see `meleeReach`). */
  readonly reach?: number;
  /** Ranged: the attack's ranges in feet. */
  readonly range?: { readonly normal: number; readonly long?: number };
  /** Ranged, threeAction (TA-3): the weapon's range increment in feet (the normal range when absent). */
  readonly rangeIncrement?: number;
  /** Attacks the attacker already made this turn (ATK-4). */
  readonly attacksThisTurn?: number;
  /** The weapon is agile (ATK-4). */
  readonly agile?: boolean;
  readonly visibility?: VisibilityInput;
  /** Ranged: creatures near the attacker (ATK-9). */
  readonly nearby?: readonly NearbyCreature[];
  /** Who is prone (ATK-13). */
  readonly prone?: { readonly attacker: boolean; readonly target: boolean };
  /** Grid positions, or the gridless count of melee attackers (ATK-14). */
  readonly flanking?: GridFlankingInput | GridlessFlankingInput;
  /** Heights and sizes (ATK-16). */
  readonly elevation?: ElevationInput;
  /** Underwater details (ATK-20); the distance and normal range come from the fields above. */
  readonly underwater?: Omit<UnderwaterAttackInput, "kind" | "distance" | "normalRange">;
}

// Its own file, so the threeAction branch reads it without importing this one back.
import type { AttackSourcesResult } from "./attack-result";
export type { AttackSourcesResult } from "./attack-result";

type Parts = Record<string, unknown>;

function reachOrRange(kind: AttackKind, distance: number, s: Parts): readonly RollSource[] {
  if (kind === "melee") {
    const reach = optionalFeet(s.reach, "reach") ?? DEFAULT_REACH;
    return distance <= reach ? [] : [source("ATK-10", "outOfReach", "impossible")];
  }
  if (s.range === undefined) return [];
  const range = record(s.range, "range");
  return within("range", () => rangeBand({ ...(range as unknown as RangeInput), distance }).sources);
}

function flankingSources(policies: AttackRulePolicies, value: unknown): readonly RollSource[] {
  const input = record(value, "flanking");
  return within("flanking", () =>
    "meleeAttackers" in input
      ? gridlessFlanking(policies, input as unknown as GridlessFlankingInput).sources
      : gridFlanking(policies, input as unknown as GridFlankingInput).sources,
  );
}

function underwaterSources(policies: AttackRulePolicies, kind: AttackKind, distance: number, s: Parts) {
  const water = record(s.underwater, "underwater");
  const range = s.range === undefined ? undefined : record(s.range, "range");
  if (kind === "ranged" && range === undefined) {
    throw new RuleInputError("range", "a ranged attack underwater needs the weapon's normal range");
  }
  const normal = range === undefined ? {} : { normalRange: range.normal as number };
  return within("underwater", () =>
    underwaterAttack(policies, { ...(water as unknown as UnderwaterAttackInput), kind, distance, ...normal }),
  );
}

/**
 * ATK-4, ATK-7, ATK-8, ATK-9, ATK-10, ATK-13, ATK-14, ATK-16, ATK-20: every source for one attack, gathered
 * from the parts of `situation` the caller gives, so the UI makes one call and can show each reason. Under the
 * three-action family (TA-1 to TA-6) the same parts give typed modifiers, off-guard and flat checks instead: no
 * advantage or disadvantage at all (attack-sources-three-action.ts).
 */
export function attackSources(policies: AttackRulePolicies, attack: AttackSituation): AttackSourcesResult {
  const s = situation(attack);
  const kind = oneOf(s.kind, "kind", ATTACK_KINDS);
  const distance = nonNegative(s.distance, "distance");
  if (!isFiveEFamily(policies)) {
    const melee = kind === "melee" ? reachOrRange(kind, distance, s) : [];
    const map = s.attacksThisTurn === undefined ? [] : mapSources(policies, s);
    return threeActionSituation(policies, { kind, distance, parts: s, reach: melee, map });
  }
  const sources: RollSource[] = [...reachOrRange(kind, distance, s)];
  if (s.attacksThisTurn !== undefined) sources.push(...mapSources(policies, s));
  let revealsAttacker = false;
  if (s.visibility !== undefined) {
    const input = record(s.visibility, "visibility") as unknown as VisibilityInput;
    const seen = within("visibility", () => visibilitySources(policies, input));
    sources.push(...seen.sources);
    revealsAttacker = seen.revealsAttacker;
  }
  if (kind === "ranged" && s.nearby !== undefined) {
    sources.push(...closeCombatRangedSources(policies, s.nearby as readonly NearbyCreature[]));
  }
  if (s.prone !== undefined) {
    const prone = record(s.prone, "prone");
    const attackerProne = bool(prone.attacker, "prone.attacker");
    const targetProne = bool(prone.target, "prone.target");
    sources.push(...proneAttackSources(policies, { kind, distance, attackerProne, targetProne }));
  }
  if (s.flanking !== undefined) sources.push(...flankingSources(policies, s.flanking));
  if (kind === "melee" && s.elevation !== undefined) {
    const height = record(s.elevation, "elevation") as unknown as ElevationInput;
    sources.push(...within("elevation", () => elevationEdge(policies, height).meleeAttacks));
  }
  const water = s.underwater === undefined ? undefined : underwaterSources(policies, kind, distance, s);
  if (water) sources.push(...water.sources);
  return deepFreeze({
    sources,
    impossible: sources.some((x) => x.effect === "impossible"),
    autoMiss: water?.autoMiss ?? false,
    revealsAttacker,
    targetAc: [],
    flatCheck: null,
  });
}

function mapSources(policies: AttackRulePolicies, s: Parts): readonly RollSource[] {
  const turn = { attacksThisTurn: s.attacksThisTurn, agile: s.agile } as MultipleAttackParts;
  return multipleAttackPenalty(policies, turn);
}

type MultipleAttackParts = Parameters<typeof multipleAttackPenalty>[1];
