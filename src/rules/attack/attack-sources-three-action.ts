import { bool, list, record } from "../errors";
import { deepFreeze } from "../plain";
import { typedModifier, type RollSource } from "../sources";
import type { AttackSourcesResult } from "./attack-result";
import { threeActionFlanking } from "./flanking-three-action";
import { optionalFeet, optionalFlag, within } from "./input";
import type { AttackKind } from "./kinds";
import { offGuardSource } from "./off-guard";
import { flatCheckFor, unseenAttackerOffGuard } from "./perception-state";
import type { AttackRulePolicies } from "./policy-input";
import { rangeIncrementSources } from "./range-increment";

/** The parts of an `AttackSituation` the three-action family reads (see attack-sources.ts for each). */
export interface ThreeActionParts {
  readonly range?: unknown;
  readonly rangeIncrement?: unknown;
  readonly visibility?: unknown;
  readonly prone?: unknown;
  readonly flanking?: unknown;
}

interface Gathered {
  readonly kind: AttackKind;
  readonly distance: number;
  readonly parts: ThreeActionParts;
  /** Melee: the reach check's sources (out of reach), already made. */
  readonly reach: readonly RollSource[];
  /** The multiple attack penalty (untyped), already made. */
  readonly map: readonly RollSource[];
}

function rangeSources(distance: number, parts: ThreeActionParts): readonly RollSource[] {
  if (parts.range === undefined) return [];
  const range = record(parts.range, "range");
  const increment = optionalFeet(parts.rangeIncrement, "rangeIncrement") ?? range.normal;
  return within("range", () => rangeIncrementSources({ distance, increment: increment as number }).sources);
}

/** The grid flanking input, read for TA-6 (adjacent flankers with a 5-ft reach; a gridless count never flanks). */
function flankedAc(value: unknown): readonly RollSource[] {
  const input = record(value, "flanking");
  if ("meleeAttackers" in input) return [];
  const flanker = (f: unknown, field: string) => {
    const r = record(f, field);
    return { ...r, cannotAct: optionalFlag(r.incapacitated, `${field}.incapacitated`) } as never;
  };
  return within(
    "flanking",
    () =>
      threeActionFlanking({
        attacker: flanker(input.attacker, "attacker"),
        allies: list(input.allies, "allies").map((a, i) => flanker(a, `allies[${i}]`)),
        target: input.target as never,
        // Adjacent flankers: one square in any direction is 5 ft under every diagonal rule.
        diagonals: "alternating",
        gridDistance: 5,
      }).targetAc,
  );
}

/**
 * TA-1, TA-2, TA-3, TA-5, TA-6: an attack's sources under the three-action family, from the same situation parts
 * the 5e family reads. The roll gets only typed modifiers (the untyped multiple attack and range penalties) and
 * impossibilities (out of reach, beyond the sixth range increment); the target's AC gets off-guard (prone,
 * flanked, an attacker it can't see); a prone attacker takes −2 circumstance (TA-7); an unseen target needs a flat check (DC 11: it is hidden to the attacker).
 * Close combat, height and water are 5e rules and give nothing here.
 */
export function threeActionSituation(_policies: AttackRulePolicies, g: Gathered): AttackSourcesResult {
  const { parts } = g;
  const sources: RollSource[] = [...g.reach, ...g.map];
  if (g.kind === "ranged") sources.push(...rangeSources(g.distance, parts));
  const targetAc: RollSource[] = [];
  let flatCheck = null;
  let revealsAttacker = false;
  if (parts.visibility !== undefined) {
    const v = record(parts.visibility, "visibility");
    const seesTarget = bool(v.attackerSeesTarget, "visibility.attackerSeesTarget");
    const hidden = optionalFlag(v.attackerHidden, "visibility.attackerHidden");
    const seen = bool(v.targetSeesAttacker, "visibility.targetSeesAttacker") && !hidden;
    flatCheck = seesTarget ? null : flatCheckFor("hidden");
    targetAc.push(...unseenAttackerOffGuard(seen ? "observed" : "hidden"));
    revealsAttacker = hidden;
  }
  if (parts.prone !== undefined) {
    const prone = record(parts.prone, "prone");
    // TA-7: a prone attacker takes −2 circumstance to its attack roll; TA-2: a prone target is off-guard.
    if (bool(prone.attacker, "prone.attacker"))
      sources.push(typedModifier("TA-7", "attackerProne", "circumstance", -2));
    if (bool(prone.target, "prone.target")) targetAc.push(offGuardSource("targetProne"));
  }
  if (parts.flanking !== undefined) targetAc.push(...flankedAc(parts.flanking));
  return deepFreeze({
    sources,
    impossible: sources.some((x) => x.effect === "impossible"),
    autoMiss: false,
    revealsAttacker,
    targetAc,
    flatCheck,
  });
}
