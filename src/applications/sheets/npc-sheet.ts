/**
 * The NPC sheet: a stat block in one scrolling column. Everyone reads it (every roll a button); an owner
 * switches to the edit view with the header's Edit / Done button. The mode belongs to this sheet window, not to
 * the document: another user's sheet, or this one reopened, starts in the read view.
 */
import { FrayActorSheet } from "./actor-sheet";
import { actorSheetInput } from "./document-input";
import { npcContext } from "./context/npc";
import { PART_PARTIALS, SHEET_TEMPLATES } from "./templates";

export class FrayNpcSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS = {
    ...FrayActorSheet.DEFAULT_OPTIONS,
    classes: ["fray", "sheet", "actor", "npc"],
    position: { width: 560, height: 720 },
    actions: { ...FrayActorSheet.DEFAULT_OPTIONS.actions, toggleEditMode: FrayNpcSheet.#onToggleEditMode },
  };

  static PARTS = {
    statBlock: {
      template: SHEET_TEMPLATES.npc,
      templates: [...PART_PARTIALS.npcStatBlock],
      scrollable: [""],
    },
  };

  /** The edit view is shown: switched by the owner, never stored. */
  #editing = false;

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const input = await actorSheetInput(this.actor, this.isEditable);
    return { ...base, ...npcContext(input, { editing: this.isEditable && this.#editing }) };
  }

  /** Edit / Done: the owner switches between the stat block and its fields; the sheet renders again. */
  static async #onToggleEditMode(this: FrayNpcSheet): Promise<void> {
    if (!this.isEditable) return;
    this.#editing = !this.#editing;
    await this.render();
  }
}
