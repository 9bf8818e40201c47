import type { RollSource } from "../sources";
import type { ExpertiseDieFaces } from "./roll-sources";
import { checkRollSources } from "./roll-sources";

/** ATK-6: the largest die further sources can step an expertise die up to. */
export const EXPERTISE_STEP_CAP = 8;

/**
 * ATK-6: the one expertise die a roll gets. A roll never has more than one: the largest die granted is the
 * base, and each further source steps it one size up (d4 → d6 → d8); past d8 further sources add nothing (a
 * base already above d8 stays as it is). Returns its faces, or null when no source grants one.
 */
export function resolveExpertiseDie(sources: readonly RollSource[]): ExpertiseDieFaces | null {
  return steppedExpertiseDie(checkRollSources(sources));
}

/** ATK-6: `resolveExpertiseDie` on sources already checked. */
export function steppedExpertiseDie(sources: readonly RollSource[]): ExpertiseDieFaces | null {
  const best = bestExpertiseSource(sources);
  if (best === null) return null;
  const further = sources.filter((s) => s.effect === "expertiseDie").length - 1;
  let faces = best.value ?? 4;
  for (let i = 0; i < further && faces < EXPERTISE_STEP_CAP; i++) faces += 2;
  return faces as ExpertiseDieFaces;
}

/**
 * ATK-6: the expertise source whose die is the base (the largest, the first one on a tie), or null; sources
 * already checked.
 */
export function bestExpertiseSource(sources: readonly RollSource[]): RollSource | null {
  let best: RollSource | null = null;
  for (const s of sources) {
    if (s.effect !== "expertiseDie") continue;
    if (best === null || (s.value ?? 0) > (best.value ?? 0)) best = s;
  }
  return best;
}
