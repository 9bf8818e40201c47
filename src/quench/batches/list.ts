/** Every Fray batch, in the order Quench lists them. */
import type { BatchDefinition } from "./batch";
import { PRESET_BATCH_IDS, presetBatch } from "./preset";
import { smokeBatch } from "./smoke";
import { authorityBatch } from "./authority";
import { resourcesBatch } from "./resources";
import { threeActionRulesBatch } from "./three-action-rules";

export const BATCHES: readonly BatchDefinition[] = [
  smokeBatch,
  ...PRESET_BATCH_IDS.map(presetBatch),
  resourcesBatch,
  threeActionRulesBatch,
  authorityBatch,
];
