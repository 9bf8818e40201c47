import type { RollSource } from "../sources";
import type { ExpertiseDieFaces } from "./roll-sources";
import { checkRollSources } from "./roll-sources";

/**
 * ATK-6: the expertise die a roll gets. Several sources don't stack: only the largest die applies. Returns
 * its faces, or null when no source grants one.
 */
export function resolveExpertiseDie(sources: readonly RollSource[]): ExpertiseDieFaces | null {
  const best = bestExpertiseSource(checkRollSources(sources));
  return best === null ? null : (best.value as ExpertiseDieFaces);
}

/** ATK-6: the expertise source with the largest die (the first one on a tie), or null; sources already checked. */
export function bestExpertiseSource(sources: readonly RollSource[]): RollSource | null {
  let best: RollSource | null = null;
  for (const s of sources) {
    if (s.effect !== "expertiseDie") continue;
    if (best === null || (s.value ?? 0) > (best.value ?? 0)) best = s;
  }
  return best;
}
