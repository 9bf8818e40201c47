/**
 * ENV-3, MOV-2, COV-7: Fray's "Environment feature" region behaviour (`fray.environmentFeature`, declared under
 * that name in system.json `documentTypes.RegionBehavior`): the squares whose centre lies in its region hold one feature
 * of a5e's nine example environments (`system.feature`, `<environment>.<feature>` such as `swampy.thickTrudge`).
 * What Fray does with it, by the feature's own mechanics (src/rules/world-actions/environments.ts):
 * - difficult terrain (icy patch, clutter, uneven footing, heavy precipitation, thick trudge) slows every move
 *   through the squares (src/scene/movement/move-cost.ts), whatever the preset: the GM placed it;
 * - an obstacle with cover (stalagmites, trees: half; brush: half to a prone creature; tables: half once pushed
 *   over, `system.pushedOver`) gives that cover to lines through its squares (src/scene/cover/cover-hooks.ts);
 * - a hazard's or obstacle's roll and damage (a save, a check, damage, a condition) is told to the GMs when a
 *   creature in the active combat moves into the region (src/canvas/hazards/environment-hazards.ts).
 */
import { ENVIRONMENT_FEATURE_KEYS } from "../../rules";
import { ENVIRONMENT_FEATURE_NAME_KEYS } from "./environment-labels";

const { BooleanField, StringField } = foundry.data.fields;

const defineEnvironmentFeatureFields = () => ({
  feature: new StringField({
    required: true,
    nullable: false,
    blank: false,
    initial: "swampy.thickTrudge",
    choices: Object.fromEntries(ENVIRONMENT_FEATURE_KEYS.map((k) => [k, ENVIRONMENT_FEATURE_NAME_KEYS[k] ?? k])),
    label: "FRAY.Region.EnvironmentFeature.Feature",
    hint: "FRAY.Region.EnvironmentFeature.FeatureHint",
  }),
  pushedOver: new BooleanField({
    label: "FRAY.Region.EnvironmentFeature.PushedOver",
    hint: "FRAY.Region.EnvironmentFeature.PushedOverHint",
  }),
});
type EnvironmentFeatureSchema = ReturnType<typeof defineEnvironmentFeatureFields>;

export class EnvironmentFeatureBehavior extends foundry.data.regionBehaviors
  .RegionBehaviorType<EnvironmentFeatureSchema> {
  static override defineSchema(): EnvironmentFeatureSchema {
    return defineEnvironmentFeatureFields();
  }
}
