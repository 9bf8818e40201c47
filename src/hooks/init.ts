import { registerConditionQuery } from "../chat/apply-condition";
import { FrayActor, FrayCombat, FrayCombatant, FrayItem, FrayTokenDocument } from "../documents";
import * as actorModels from "../data/actor";
import * as itemModels from "../data/item";
import * as combatantModels from "../data/combatant";
import { registerPresetSetting } from "../settings/preset";
import { registerRulesMenu } from "../applications/settings/register";
import { createApi } from "../api";
import { registerSheets } from "../applications/sheets/register";
import { registerRolls } from "../dice/register";
import { registerOutcomeVisibilitySetting } from "../settings/outcome-visibility";
import { registerRollQueries } from "../chat/apply-damage";

/** `init`: document classes, data models, settings and `game.fray`. */
export function listen(): void {
  Hooks.once("init", () => {
    CONFIG.Actor.documentClass = FrayActor;
    CONFIG.Item.documentClass = FrayItem;
    CONFIG.Combat.documentClass = FrayCombat;
    CONFIG.Combatant.documentClass = FrayCombatant;
    CONFIG.Token.documentClass = FrayTokenDocument;

    CONFIG.Actor.dataModels = actorModels.config;
    CONFIG.Item.dataModels = itemModels.config;
    CONFIG.Combatant.dataModels = combatantModels.config;
    CONFIG.Actor.trackableAttributes = {
      character: { bar: ["hp"], value: [] },
      npc: { bar: ["hp"], value: [] },
    };

    registerSheets();
    registerPresetSetting();
    registerRulesMenu();
    registerOutcomeVisibilitySetting();
    registerRollQueries();
    registerConditionQuery();
    registerRolls();
    game.fray = createApi(game.system.version);
  });
}
