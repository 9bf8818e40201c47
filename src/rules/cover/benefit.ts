import { oneOf, record } from "../errors";
import type { CoverPolicies, CoverSave } from "../presets/policies";
import { source, typedModifier, type RollSource } from "../sources";
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
  lesser: "lesserCover",
  half: "halfCover",
  threeQuarters: "threeQuartersCover",
  total: "totalCover",
};

/** TA-4: threeAction's names of the degrees the centre line measures. */
const CENTRE_REASONS: Readonly<Record<CoverDegree, string>> = {
  none: "noCover",
  lesser: "lesserCover",
  half: "standardCover",
  threeQuarters: "greaterCover",
  total: "totalCover",
};

/** COV-1 / TA-4: the reason code naming `degree` under a preset measuring cover by `method`. */
export function coverReason(policies: Pick<CoverPolicies, "method">, degree: CoverDegree): string {
  return (policies.method === "centreLine" ? CENTRE_REASONS : REASONS)[degree];
}

function bonusOf(p: Record<string, unknown>, d: CoverDegree): number {
  if (d === "lesser") return (p.lesserBonus as number | undefined) ?? 0;
  if (d === "half") return p.halfBonus as number;
  if (d === "threeQuarters") return p.threeQuartersBonus as number;
  return 0;
}

/**
 * COV-1, COV-2, COV-3, TA-4: what a degree of cover gives under a preset's cover policies: +half/+three-quarters
 * bonus to AC and to the preset's save, the same to hide checks where the preset says so (a5e), and no direct
 * targeting under total cover. Under the centre line (threeAction) each bonus is a circumstance bonus (TA-1):
 * lesser cover +1 to AC only (not to the save, not enough to Hide), standard +2 and greater +4 to AC, to Reflex
 * saves and to Stealth.
 */
export function coverBenefit(policies: CoverPolicies, degree: CoverDegree): CoverBenefit {
  const p = record(policies, "policies");
  const d = oneOf(degree, "degree", COVER_DEGREES);
  const centre = p.method === "centreLine";
  const ac = bonusOf(p, d);
  const bonus = d === "lesser" ? 0 : ac;
  const save = policies.save;
  const hide = policies.hideBonus ? bonus : 0;
  const reason = coverReason(policies, d);
  const saveRule = centre ? "TA-4" : save === "constitution" ? "COV-2" : "COV-1";
  const modifier = (rule: string, value: number): RollSource =>
    centre ? typedModifier("TA-4", reason, "circumstance", value) : source(rule, reason, "modifier", value);
  return Object.freeze({
    degree: d,
    ac,
    save: Object.freeze({ ability: save, bonus }),
    hide,
    targetable: d !== "total",
    sources: Object.freeze({
      ac: Object.freeze(ac ? [modifier("COV-1", ac)] : []),
      save: Object.freeze(bonus ? [modifier(saveRule, bonus)] : []),
      hide: Object.freeze(hide ? [modifier("COV-3", hide)] : []),
      target: Object.freeze(d === "total" ? [source(centre ? "TA-4" : "COV-1", reason, "impossible")] : []),
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
