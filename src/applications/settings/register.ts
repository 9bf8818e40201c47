import { SYSTEM_ID } from "../../constants";
import { FrayRulesConfig } from "./rules-config";

/** Registers the rules menu under Fray's settings: GM only (`restricted`), opening FrayRulesConfig. */
export function registerRulesMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, "rules", {
    name: "FRAY.Settings.Rules.Name",
    label: "FRAY.Settings.Rules.Label",
    hint: "FRAY.Settings.Rules.Hint",
    icon: "fa-solid fa-scale-balanced",
    type: FrayRulesConfig as never,
    restricted: true,
  });
}
