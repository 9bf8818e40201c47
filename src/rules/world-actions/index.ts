/** World actions of an environment (a5e): ENV-1 (start of each round), ENV-2 (recharge on a d6). */
export { checkWorldActions, worldActionsEnabled } from "./state";
export type { WorldAction, WorldActionRecharge } from "./state";
export { worldActionsAtRoundStart, useWorldAction } from "./recharge";
export type { WorldActionRechargeRoll, WorldActionsRoundStart, WorldActionUse } from "./recharge";
export {
  ENVIRONMENT_FEATURE_KEYS,
  ENVIRONMENT_IDS,
  environment,
  environmentFeature,
  environmentWorldActions,
} from "./environments";
export type {
  Environment,
  EnvironmentDamage,
  EnvironmentFeature,
  EnvironmentId,
  EnvironmentRoll,
  EnvironmentWorldAction,
} from "./environments";
