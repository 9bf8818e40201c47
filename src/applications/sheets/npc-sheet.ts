/** The NPC sheet: a compact stat block in one scrolling column, editable in place. */
import { FrayActorSheet } from "./actor-sheet";
import { actorSheetInput } from "./document-input";
import { npcContext } from "./context/npc";
import { PART_PARTIALS, SHEET_TEMPLATES } from "./templates";

export class FrayNpcSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS = {
    ...FrayActorSheet.DEFAULT_OPTIONS,
    classes: ["fray", "sheet", "actor", "npc"],
    position: { width: 560, height: 720 },
  };

  static PARTS = {
    statBlock: {
      template: SHEET_TEMPLATES.npc,
      templates: [...PART_PARTIALS.npcStatBlock],
      scrollable: [""],
    },
  };

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    return { ...base, ...npcContext(await actorSheetInput(this.actor, this.isEditable)) };
  }
}
