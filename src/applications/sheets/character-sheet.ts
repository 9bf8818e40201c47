/** The character sheet: a header, then Attributes, Combat, Details and Biography tabs. */
import { FrayActorSheet } from "./actor-sheet";
import { actorSheetInput, gameLocalizer } from "./document-input";
import { characterContext } from "./context/character";
import { CHARACTER_TABS, tabViews, type TabView } from "./context/tabs";
import { PART_PARTIALS, SHEET_TEMPLATES } from "./templates";
import { rollDeathSave, rollRecoveryCheck } from "../../combat/dying";
import { shortRestDialog } from "../dialogs/short-rest-dialog";

export class FrayCharacterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS = {
    ...FrayActorSheet.DEFAULT_OPTIONS,
    classes: ["fray", "sheet", "actor", "character"],
    position: { width: 720, height: 760 },
    actions: {
      ...FrayActorSheet.DEFAULT_OPTIONS.actions,
      rollDeathSave: FrayCharacterSheet.#onRollDeathSave,
      rollRecovery: FrayCharacterSheet.#onRollRecovery,
      shortRest: FrayCharacterSheet.#onShortRest,
      longRest: FrayCharacterSheet.#onLongRest,
    },
  };

  /** 5e family: the death-save button beside the counts (only when a save is due: at 0 HP, not stable). */
  static async #onRollDeathSave(this: FrayCharacterSheet): Promise<void> {
    await rollDeathSave(this.actor);
  }

  /** CND-3 (threeAction): the recovery check button beside dying and wounded. */
  static async #onRollRecovery(this: FrayCharacterSheet): Promise<void> {
    await rollRecoveryCheck(this.actor);
  }

  /** RES-3: Short Rest: spend Hit Dice one at a time or a count (src/applications/dialogs/short-rest-dialog.ts). */
  static async #onShortRest(this: FrayCharacterSheet): Promise<void> {
    await shortRestDialog(this.actor);
  }

  /** RES-3: Long Rest (src/resources/rests.ts). */
  static async #onLongRest(this: FrayCharacterSheet): Promise<void> {
    await this.actor.longRest();
  }

  static PARTS = {
    header: { template: SHEET_TEMPLATES.characterHeader },
    tabs: { template: SHEET_TEMPLATES.tabs },
    attributes: { template: SHEET_TEMPLATES.attributes, scrollable: [""] },
    combat: {
      template: SHEET_TEMPLATES.combat,
      templates: [...PART_PARTIALS.characterCombat],
      scrollable: [""],
    },
    details: { template: SHEET_TEMPLATES.details, templates: [...PART_PARTIALS.characterDetails], scrollable: [""] },
    biography: { template: SHEET_TEMPLATES.biography, scrollable: [""] },
  };

  static TABS = {
    primary: {
      tabs: CHARACTER_TABS.map(({ id, label, icon }) => ({ id, label, icon })),
      initial: "attributes",
    },
  };

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const active = this.tabGroups.primary ?? "attributes";
    this.tabGroups.primary = active;
    return {
      ...base,
      ...characterContext(await actorSheetInput(this.actor, this.isEditable)),
      tabs: tabViews(CHARACTER_TABS, active, gameLocalizer()),
    };
  }

  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: object,
  ): Promise<Record<string, unknown>> {
    const part = await super._preparePartContext(partId, context, options);
    const tabs = context.tabs as Record<string, TabView>;
    if (partId in tabs) part.tab = tabs[partId];
    return part;
  }
}
