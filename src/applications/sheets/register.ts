/** Registers Fray's sheets at init in place of the core ones. */
import { SYSTEM_ID } from "../../constants";
import { FrayCharacterSheet } from "./character-sheet";
import { FrayItemSheet } from "./item-sheet";
import { FrayNpcSheet } from "./npc-sheet";

type SheetRegistry = {
  registerSheet(documentClass: unknown, scope: string, sheetClass: unknown, options: object): void;
  unregisterSheet(documentClass: unknown, scope: string, sheetClass: unknown): void;
};

/** Unregisters the core actor and item sheets and registers Fray's as the defaults, with localized labels. */
export function registerSheets(): void {
  const config = foundry.applications.apps.DocumentSheetConfig as unknown as SheetRegistry;
  const { ActorSheet, ItemSheet } = foundry.appv1.sheets;
  config.unregisterSheet(Actor, "core", ActorSheet);
  config.unregisterSheet(Item, "core", ItemSheet);
  config.registerSheet(Actor, SYSTEM_ID, FrayCharacterSheet, {
    types: ["character"],
    makeDefault: true,
    label: "FRAY.Sheet.Label.character",
  });
  config.registerSheet(Actor, SYSTEM_ID, FrayNpcSheet, {
    types: ["npc"],
    makeDefault: true,
    label: "FRAY.Sheet.Label.npc",
  });
  config.registerSheet(Item, SYSTEM_ID, FrayItemSheet, {
    types: ["weapon", "armor", "spell", "feature", "equipment"],
    makeDefault: true,
    label: "FRAY.Sheet.Label.item",
  });
}
