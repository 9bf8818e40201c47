import { registerTakeCoverEnds } from "../combat/statuses";
import { registerConditionQuery } from "../chat/saves";
import { registerSeek } from "../conditions/seek";
import { FrayActor, FrayCombat, FrayCombatant, FrayCombatantGroup, FrayItem, FrayTokenDocument } from "../documents";
import * as actorModels from "../data/actor";
import * as itemModels from "../data/item";
import * as combatantModels from "../data/combatant";
import * as combatModels from "../data/combat";
import { registerCombatAutomation } from "../combat/automation";
import { registerOneCombatant } from "../combat/one-combatant";
import { registerCombatSides } from "../combat/combat-sides";
import { registerPresetSetting } from "../settings/preset";
import { onRulesChanged } from "../settings/rules-changed";
import { configureStatusEffects } from "../conditions/configure";
import { scheduleLedgerRebuild } from "../migrations/combat-ledgers";
import { announcePresetChange } from "../chat/preset-changed";
import { registerRulesMenu } from "../applications/settings/register";
import { createApi } from "../api";
import { registerSheets } from "../applications/sheets/register";
import { registerRolls } from "../dice/register";
import { registerSchemaVersionSetting } from "../migrations/schema-version";
import { registerOutcomeVisibilitySetting } from "../settings/outcome-visibility";
import { registerRuleIdsSetting } from "../settings/rule-ids";
import { registerCardActionSetting } from "../settings/card-actions";
import { registerCardRecordsSetting, registerTableRecordsSetting } from "../settings/records";
import { registerSpellCastingRequests } from "../combat/casting";
import { registerGmDiceSetting } from "../settings/gm-dice";
import { registerGmRollRequests } from "../dice/gm-rolls";
import { onCardAction } from "./render-chat-message";
import { registerRollQueries } from "../chat/damage";
import { registerLedgerQueries } from "../combat/ledger-query";
import { registerResources } from "../resources/register";
import { FrayCombatTracker } from "../applications/combat/tracker";
import { registerInitiativeSettings } from "../settings/initiative-options";
import { registerInitiativeQueries } from "../combat/initiative";
import { listenForGmRequests } from "../net/gm-requests";
import { onHotbarDrop } from "../macros/item-macro";
import { registerCoverIndex } from "../scene/cover";
import {
  registerDragCache,
  registerTokenRuler,
  registerTokenObject,
  registerMovementCostFunctions,
} from "../canvas/movement";
import { registerReachHighlight } from "../scene/reach";
import { registerTokenHud } from "../canvas/token-hud";
import { registerOpportunityAttacks } from "../combat/opportunity";
import { registerShieldBlock } from "../combat/statuses";
import { regionBehaviorIcons, regionBehaviorModels } from "../data/region";
import { registerEnvironmentHazards } from "../canvas/hazards";
import { registerEmanations } from "../canvas/areas";
import { registerOpportunitySetting } from "../settings/opportunity-attacks";
import { everyActor } from "../adapters/world-actors";

/** A preset switch takes effect without a reload: every actor's derived data and open sheet follow it. */
function refreshActors(): void {
  for (const actor of everyActor()) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
}

/**
 * What follows a change of the world's rules (src/settings/rules-changed.ts), subscribed in this order: the status
 * effects follow the new preset's conditions; every world actor and every unlinked token's actor prepares its
 * data again (derived numbers depend on the preset's rules family) and redraws its open sheet; on the active GM's
 * client every started combat's turn ledgers of another economy are rebuilt (ECON-1, ECON-3;
 * src/migrations/combat-ledgers.ts); and a new preset is told to the table in chat (src/chat/preset-changed.ts).
 * Settings announce the change and know nothing of these (docs/architecture.md, "Layers").
 */
function subscribeToRulesChanges(): void {
  onRulesChanged("statusEffects", () => {
    configureStatusEffects();
  });
  onRulesChanged("actors", refreshActors);
  onRulesChanged("ledgers", scheduleLedgerRebuild);
  onRulesChanged("presetNote", ({ preset }) => {
    if (preset === null) return;
    announcePresetChange(preset).catch((error: unknown) => {
      console.error("Fray | could not announce the preset change", error);
    });
  });
}

/** `init`: document classes, data models, settings and `game.fray`. */
export function listen(): void {
  Hooks.once("init", () => {
    CONFIG.Actor.documentClass = FrayActor;
    CONFIG.Item.documentClass = FrayItem;
    CONFIG.Combat.documentClass = FrayCombat;
    CONFIG.Combatant.documentClass = FrayCombatant;
    CONFIG.CombatantGroup.documentClass = FrayCombatantGroup;
    CONFIG.Token.documentClass = FrayTokenDocument;
    CONFIG.ui.combat = FrayCombatTracker as unknown as typeof CONFIG.ui.combat;

    CONFIG.Actor.dataModels = actorModels.config;
    CONFIG.Item.dataModels = itemModels.config;
    CONFIG.Combatant.dataModels = combatantModels.config;
    CONFIG.Combat.dataModels = combatModels.config;
    // MOV-2: Fray's region behaviour types beside core's (system.json documentTypes.RegionBehavior).
    Object.assign(CONFIG.RegionBehavior.dataModels, regionBehaviorModels);
    Object.assign(CONFIG.RegionBehavior.typeIcons, regionBehaviorIcons);
    CONFIG.Actor.trackableAttributes = {
      character: { bar: ["hp"], value: [] },
      npc: { bar: ["hp"], value: [] },
    };

    registerSheets();
    subscribeToRulesChanges();
    registerPresetSetting();
    registerRulesMenu();
    registerOutcomeVisibilitySetting();
    registerRuleIdsSetting();
    registerCardActionSetting();
    registerCardRecordsSetting();
    registerTableRecordsSetting();
    registerGmDiceSetting();
    registerGmRollRequests(onCardAction);
    listenForGmRequests();
    registerRollQueries();
    registerSpellCastingRequests();
    registerInitiativeSettings();
    registerInitiativeQueries();
    registerConditionQuery();
    registerSeek(); // TA-5: the GM writes what a Seek finds
    registerLedgerQueries();
    registerResources();
    registerCombatAutomation();
    registerOneCombatant();
    registerCombatSides();
    registerCoverIndex();
    registerTakeCoverEnds();
    registerDragCache();
    registerEnvironmentHazards();
    registerEmanations();
    registerReachHighlight();
    registerTokenRuler();
    registerTokenObject();
    registerTokenHud(); // TA-12: valued conditions on the token HUD
    // After the ledger's forced movement (a copy of core's walk) is registered: it keeps core's cost.
    registerMovementCostFunctions();
    registerOpportunitySetting();
    registerOpportunityAttacks();
    registerShieldBlock(); // TA-11: the GM asks a blocking creature's owner
    registerRolls();
    registerSchemaVersionSetting();
    game.fray = createApi(game.system.version);
  });
  // An owned item dropped on the hotbar makes a macro that uses it (src/macros/item-macro.ts).
  Hooks.on("hotbarDrop", onHotbarDrop as never);
}
