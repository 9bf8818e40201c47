import { bool, oneOf, record } from "../errors";
import { COVER_DEGREES, type CoverDegree } from "./types";

/** What Take Cover reads besides the measured degree. */
export interface TakeCoverSituation {
  /** The creature is prone (TA-7: Take Cover while prone gives greater cover against ranged attacks). */
  readonly prone: boolean;
  /** The effect is a ranged attack. */
  readonly ranged: boolean;
}

/**
 * TA-4 / TA-7 (threeAction): the cover a creature that has Taken Cover has: standard cover (stored `half`) becomes
 * greater (`threeQuarters`); less than standard (none, lesser) becomes standard; prone, against a ranged attack,
 * greater. Greater stays greater, and no line of effect stays total.
 */
export function takeCoverDegree(measured: CoverDegree, situation: TakeCoverSituation): CoverDegree {
  const degree = oneOf(measured, "measured", COVER_DEGREES);
  const s = record(situation, "situation");
  const prone = bool(s.prone, "situation.prone");
  const ranged = bool(s.ranged, "situation.ranged");
  if (degree === "total" || degree === "threeQuarters") return degree;
  if (degree === "half" || (prone && ranged)) return "threeQuarters";
  return "half";
}
