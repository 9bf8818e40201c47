/**
 * Issue 13 item 5: what the positions of tokens on the scene bring to an attack roll, from the pure rules:
 * - ATK-8: the range band of a ranged attack (long range: disadvantage; beyond it: impossible);
 * - ATK-9: a ranged attack made with a hostile creature close by (the preset's close-combat rule);
 * - ATK-13: a prone target, near (advantage) or far (disadvantage), by the real distance;
 * - ATK-14 / ATK-15: flanking on the grid for a melee attack, unless the target stands back-to-back;
 * - ATK-16 (a5e): attacking from at least 5 ft above.
 * Under threeAction (TA-3, TA-6) the range gives range increments instead, there is no close-combat, prone or
 * height edge, and flanking makes the target off-guard to the flankers (`targetAc`, on its AC, not on the roll).
 * Each becomes a roll source with its reason; the roll dialog lets the user untick any of them. No Foundry global
 * here: the caller hands over plain token data.
 */
import {
  closeCombatRangedSources,
  elevationEdge,
  gridFlanking,
  proneAttackSources,
  rangeBand,
  rangeIncrementSources,
  spaceDistance,
  statFamily,
  threeActionFlanking,
  type NearbyCreature,
  type PresetPolicies,
  type RollSource,
  type Space,
} from "../../rules";

/** A token as the position rules read it. */
export interface PositionedToken {
  readonly id: string;
  readonly space: Space;
  /** v13 CONST.TOKEN_DISPOSITIONS: −1 hostile, 0 neutral, 1 friendly (−2 secret). */
  readonly disposition: number;
  /** In feet. */
  readonly elevation: number;
  readonly size: string;
  readonly statuses: ReadonlySet<string>;
  /** ATK-9 (a5e): its reach in feet (its longest equipped melee weapon's); 5 when absent. */
  readonly reach?: number;
}

export interface AttackPositionInput {
  readonly attacker: PositionedToken;
  readonly target: PositionedToken;
  /** Every token on the scene (the two above included). */
  readonly tokens: readonly PositionedToken[];
  readonly melee: boolean;
  /** A ranged weapon's or spell's ranges in feet (`long` absent for a single range); null for melee. */
  readonly range: { readonly normal: number; readonly long?: number } | null;
  /** Feet per grid square. */
  readonly gridDistance: number;
  /** TA-6: the attacker's melee reach in feet (this weapon's for a melee Strike); 5 when absent. */
  readonly attackerReach?: number;
}

export interface AttackPositions {
  /** Feet between the two spaces under the preset's diagonal rule. */
  readonly distance: number;
  readonly sources: readonly RollSource[];
  /** TA-6 (threeAction): what the positions do to the target's AC against this attacker (flanked: off-guard). */
  readonly targetAc: readonly RollSource[];
}

const INCAPACITATING = ["incapacitated", "unconscious", "paralyzed", "petrified", "stunned", "dead"];

/** A creature with these statuses is incapacitated (the statuses that carry it, and the dead). */
export function isIncapacitated(statuses: ReadonlySet<string>): boolean {
  return INCAPACITATING.some((s) => statuses.has(s));
}

function incapacitated(t: PositionedToken): boolean {
  return isIncapacitated(t.statuses);
}

/** Opposite sides: one friendly and the other hostile (neutral and secret tokens are nobody's foes). */
function hostile(a: PositionedToken, b: PositionedToken): boolean {
  return (a.disposition === 1 && b.disposition === -1) || (a.disposition === -1 && b.disposition === 1);
}

/** ATK-8, ATK-9, ATK-13, ATK-14, ATK-15, ATK-16: the sources the two tokens' positions give (see the file comment). */
export function attackPositions(policies: PresetPolicies, input: AttackPositionInput): AttackPositions {
  const { attacker, target, tokens, melee, gridDistance } = input;
  const rule = policies.movement.diagonals;
  const distance = spaceDistance(attacker.space, target.space, rule, gridDistance);
  if (statFamily(policies) === "threeAction") return threeActionPositions(policies, input, distance);
  const sources: RollSource[] = [];
  if (!melee && input.range) {
    sources.push(...rangeBand({ distance, ...input.range }).sources);
    const nearby: NearbyCreature[] = tokens
      .filter((t) => t.id !== attacker.id)
      .map((t) => ({
        distance: spaceDistance(t.space, attacker.space, rule, gridDistance),
        ...(t.reach === undefined ? {} : { reach: t.reach }),
        hostile: hostile(t, attacker),
        canSeeAttacker: !t.statuses.has("blinded") && !attacker.statuses.has("unseen"),
        incapacitated: incapacitated(t),
      }));
    sources.push(...closeCombatRangedSources(policies, nearby));
  }
  if (target.statuses.has("prone")) {
    sources.push(
      ...proneAttackSources(policies, {
        kind: melee ? "melee" : "ranged",
        attackerProne: false,
        targetProne: true,
        distance,
      }),
    );
  }
  if (melee) {
    const allies = tokens
      .filter((t) => t.id !== attacker.id && t.id !== target.id && t.disposition === attacker.disposition)
      .filter((t) => hostile(t, target))
      .map((t) => ({ ...t.space, incapacitated: incapacitated(t) }));
    const flank = gridFlanking(policies, {
      attacker: { ...attacker.space, incapacitated: incapacitated(attacker) },
      allies,
      target: target.space,
      targetBackToBack: target.statuses.has("backToBack"),
    });
    sources.push(...flank.sources);
    sources.push(
      ...elevationEdge(policies, {
        elevation: attacker.elevation,
        targetElevation: target.elevation,
        grappledOrRestrained: attacker.statuses.has("grappled") || attacker.statuses.has("restrained"),
        size: attacker.size,
        targetSize: target.size,
      }).meleeAttacks,
    );
  }
  return { distance, sources, targetAc: [] };
}

/** TA-3, TA-6: the positions of a threeAction Strike: range increments on the roll, flanking on the target's AC. */
function threeActionPositions(policies: PresetPolicies, input: AttackPositionInput, distance: number): AttackPositions {
  const { attacker, target, tokens, gridDistance } = input;
  const sources: RollSource[] = [];
  if (!input.melee && input.range) {
    // The weapon's range increment (attackWeapon reads traits.rangeIncrement, else the normal range).
    sources.push(...rangeIncrementSources({ distance, increment: input.range.normal }).sources);
  }
  const allies = tokens
    .filter((t) => t.id !== attacker.id && t.id !== target.id && t.disposition === attacker.disposition)
    .filter((t) => hostile(t, target))
    .map((t) => ({ ...t.space, reach: t.reach ?? 5, cannotAct: incapacitated(t) }));
  const flank = threeActionFlanking({
    attacker: { ...attacker.space, reach: input.attackerReach ?? 5, cannotAct: incapacitated(attacker) },
    allies,
    target: target.space,
    diagonals: policies.movement.diagonals,
    gridDistance,
  });
  return { distance, sources, targetAc: flank.targetAc };
}
