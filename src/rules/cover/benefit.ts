import { oneOf, record } from "../errors";
import type { CoverPolicies, CoverSave } from "../presets/policies";
import { source, type RollSource } from "../sources";
import { COVER_DEGREES, coverRank, type CoverDegree } from "./types";

export interface CoverBenefit {
  readonly degree: CoverDegree;
  /** Bonus to AC (COV-1). */
  readonly ac: number;
  /** The save cover improves, and by how much (COV-1: Dexterity; COV-2 delta: Constitution; threeAction: Reflex). */
  readonly save: { readonly ability: CoverSave; readonly bonus: number };
  /** COV-3 (a5e): bonus to ability checks made to hide; 0 where the preset gives none. */
  readonly hide: number;
  /** COV-1: false under total cover — the target can't be targeted directly. */
  readonly targetable: boolean;
  /** The same, as roll sources for the UI and the roll plan. */
  readonly sources: {
    readonly ac: readonly RollSource[];
    readonly save: readonly RollSource[];
    readonly hide: readonly RollSource[];
    readonly target: readonly RollSource[];
  };
}

const REASONS: Readonly<Record<CoverDegree, string>> = {
  none: "noCover",
  half: "halfCover",
  threeQuarters: "threeQuartersCover",
  total: "totalCover",
};

/**
 * COV-1, COV-2, COV-3: what a degree of cover gives under a preset's cover policies: +half/+three-quarters
 * bonus to AC and to the preset's save, the same to hide checks where the preset says so (a5e), and no direct
 * targeting under total cover.
 */
export function coverBenefit(policies: CoverPolicies, degree: CoverDegree): CoverBenefit {
  const p = record(policies, "policies");
  const d = oneOf(degree, "degree", COVER_DEGREES);
  const rank = coverRank(d);
  const bonus = rank === 1 ? (p.halfBonus as number) : rank === 2 ? (p.threeQuartersBonus as number) : 0;
  const save = policies.save;
  const hide = policies.hideBonus ? bonus : 0;
  const reason = REASONS[d];
  const saveRule = save === "constitution" ? "COV-2" : "COV-1";
  return Object.freeze({
    degree: d,
    ac: bonus,
    save: Object.freeze({ ability: save, bonus }),
    hide,
    targetable: d !== "total",
    sources: Object.freeze({
      ac: Object.freeze(bonus ? [source("COV-1", reason, "modifier", bonus)] : []),
      save: Object.freeze(bonus ? [source(saveRule, reason, "modifier", bonus)] : []),
      hide: Object.freeze(hide ? [source("COV-3", reason, "modifier", hide)] : []),
      target: Object.freeze(d === "total" ? [source("COV-1", reason, "impossible")] : []),
    }),
  });
}

/** COV-4: the best of several degrees of cover (they never add up). */
export function bestCover(degrees: readonly CoverDegree[]): CoverDegree {
  let best = 0;
  degrees.forEach((d, i) => {
    best = Math.max(best, coverRank(oneOf(d, `degrees[${i}]`, COVER_DEGREES)));
  });
  return COVER_DEGREES[best] as CoverDegree;
}
