import type { RollSource } from "../sources";
import type { FlatCheckNeed } from "./perception-state";

/** What attackSources returns (attack-sources.ts), in its own file so the threeAction branch reads it without a cycle. */
export interface AttackSourcesResult {
  /** Every source that applies, in rule order. */
  readonly sources: readonly RollSource[];
  /** Some source makes the attack impossible (out of range or reach, or an automatic miss underwater). */
  readonly impossible: boolean;
  /** ATK-20: the attack misses without a roll. */
  readonly autoMiss: boolean;
  /** ATK-7: the attack gives away a hidden attacker's location. */
  readonly revealsAttacker: boolean;
  /** TA-2, TA-6 (threeAction): off-guard and other modifiers to the target's AC against this attacker. */
  readonly targetAc: readonly RollSource[];
  /** TA-5 (threeAction): the flat check rolled before the attack roll, or null. */
  readonly flatCheck: FlatCheckNeed | null;
}
