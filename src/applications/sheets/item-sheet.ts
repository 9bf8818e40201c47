/**
 * One sheet for every Fray item type: a header, the type's own fields (weapon, armor, spell, feature,
 * equipment) and the description.
 */
import { WEAPON_PROPERTIES, statFamily, type StatFamily } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { enrich, gameLocalizer, plainItem } from "./document-input";
import { itemSheetContext } from "./context/item/item-sheet";
import {
  damagePartsAsArray,
  manipulateFlagAsDeletion,
  toggledProperty,
  withDamagePart,
  withoutDamagePart,
} from "./form-data";
import { handlebarsSheet, type SheetPart } from "./sheet-base";
import { PART_PARTIALS, SHEET_TEMPLATES } from "./templates";
import { isManipulate } from "../../dice/manipulate-check";

type Target = HTMLElement;
type ItemTemplateType = keyof typeof SHEET_TEMPLATES.itemDetails;

export class FrayItemSheet extends handlebarsSheet<Item.Implementation>(foundry.applications.sheets.ItemSheetV2) {
  static DEFAULT_OPTIONS = {
    classes: ["fray", "sheet", "item"],
    position: { width: 520, height: 640 },
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: {
      addDamagePart: FrayItemSheet.#onAddDamagePart,
      removeDamagePart: FrayItemSheet.#onRemoveDamagePart,
      toggleProperty: FrayItemSheet.#onToggleProperty,
    },
  };

  static PARTS = {
    header: { template: SHEET_TEMPLATES.itemHeader },
    details: {
      template: SHEET_TEMPLATES.itemDetails.equipment,
      templates: [...PART_PARTIALS.itemDetails],
      scrollable: [""],
    },
    description: { template: SHEET_TEMPLATES.itemDescription },
  };

  get item(): Item.Implementation {
    return this.document;
  }

  /** The owner's rule family, or the world's for an item in the sidebar. */
  get family(): StatFamily {
    const owner = this.item.parent as { system?: { derived?: { family?: StatFamily } } } | null;
    return owner?.system?.derived?.family ?? statFamily(activePolicies());
  }

  /** The details part renders the item type's own template. */
  override _configureRenderParts(options: object): Record<string, SheetPart> {
    const parts = super._configureRenderParts(options);
    const type = this.item.type as ItemTemplateType;
    const details = parts.details;
    if (details && type in SHEET_TEMPLATES.itemDetails) {
      parts.details = { ...details, template: SHEET_TEMPLATES.itemDetails[type] };
    }
    return parts;
  }

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const description = (this.item.system as { description?: string }).description ?? "";
    return {
      ...base,
      ...itemSheetContext({
        item: plainItem(this.item),
        family: this.family,
        editable: this.isEditable,
        enrichedDescription: await enrich(description, this.item, this.item.isOwner),
        i18n: gameLocalizer(),
        manipulate: isManipulate(this.item),
      }),
    };
  }

  override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: unknown,
  ): Record<string, unknown> {
    const data = damagePartsAsArray(super._processFormData(event, form, formData));
    return manipulateFlagAsDeletion(data, isManipulate(this.item));
  }

  private get damageParts(): readonly { formula: string; type: string }[] {
    const damage = (this.item.system as { damage?: { parts?: { formula: string; type: string }[] } }).damage;
    return (damage?.parts ?? []).map(({ formula, type }) => ({ formula, type }));
  }

  static async #onAddDamagePart(this: FrayItemSheet): Promise<void> {
    await this.item.update({ "system.damage.parts": withDamagePart(this.damageParts) } as never);
  }

  static async #onRemoveDamagePart(this: FrayItemSheet, _event: PointerEvent, target: Target): Promise<void> {
    const index = Number(target.closest<HTMLElement>("[data-index]")?.dataset.index);
    if (!Number.isInteger(index)) return;
    await this.item.update({ "system.damage.parts": withoutDamagePart(this.damageParts, index) } as never);
  }

  static async #onToggleProperty(this: FrayItemSheet, _event: PointerEvent, target: Target): Promise<void> {
    const id = target.dataset.property ?? "";
    if (!(WEAPON_PROPERTIES as readonly string[]).includes(id) || !(target instanceof HTMLInputElement)) return;
    const current = (this.item.system as { properties?: Iterable<string> }).properties ?? [];
    await this.item.update({ "system.properties": toggledProperty(current, id, target.checked) } as never);
  }
}
