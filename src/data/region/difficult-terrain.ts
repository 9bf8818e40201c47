/**
 * MOV-2: Fray's "Difficult terrain" region behaviour (`fray.difficultTerrain`, declared under that
 * name in system.json `documentTypes.RegionBehavior`: a system's types are not prefixed for it, core #8567). The squares whose centre lies in its region are difficult
 * terrain for moves made under the presets it names (every preset when it names none), whatever the movement
 * action; Fray's own move cost reads it (src/scene/movement/move-cost.ts). Beside core's "Modify Movement Cost", which
 * Fray reads too, it lets one scene serve worlds that play different presets.
 */
const { SetField, StringField } = foundry.data.fields;

const defineDifficultTerrainFields = () => ({
  /** The preset ids (built in or a module's) under which the region is difficult terrain; empty for every one. */
  presets: new SetField(new StringField({ required: true, blank: false }), {
    label: "FRAY.Region.DifficultTerrain.Presets",
    hint: "FRAY.Region.DifficultTerrain.PresetsHint",
  }),
});
type DifficultTerrainSchema = ReturnType<typeof defineDifficultTerrainFields>;

export class DifficultTerrainBehavior extends foundry.data.regionBehaviors.RegionBehaviorType<DifficultTerrainSchema> {
  static override defineSchema(): DifficultTerrainSchema {
    return defineDifficultTerrainFields();
  }
}
