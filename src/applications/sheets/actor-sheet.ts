/**
 * Fray's actor sheet base (ApplicationV2 with Handlebars parts): the actions both actor sheets share —
 * rolls, item controls, equip and proficiency toggles. Each subclass names its PARTS and builds its context
 * with a plain function from ./context.
 */
import type { StatFamily } from "../../rules";
import { itemIdOf, performRoll, type RollRequest, type RollingActor, type RollingItem } from "./rolls";
import { ITEM_TYPE_LABELS, type ItemType } from "../../data/labels";
import { defendedTypes, isDefenseList } from "./context/defenses";
import { defensesAsArrays, withDefense, withoutDefense } from "./form-data";
import { addCondition, removeCondition, stepCondition } from "./condition-actions";

import { handlebarsSheet } from "./sheet-base";

type Target = HTMLElement;

export class FrayActorSheet extends handlebarsSheet<Actor.Implementation>(foundry.applications.sheets.ActorSheetV2) {
  static DEFAULT_OPTIONS = {
    classes: ["fray", "sheet", "actor"],
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: {
      rollCheck: FrayActorSheet.#onRollCheck,
      rollSave: FrayActorSheet.#onRollSave,
      rollPerception: FrayActorSheet.#onRollPerception,
      rollSkill: FrayActorSheet.#onRollSkill,
      rollInitiative: FrayActorSheet.#onRollInitiative,
      rollGrappleEscape: FrayActorSheet.#onRollGrappleEscape,
      rollAttack: FrayActorSheet.#onRollAttack,
      rollDamage: FrayActorSheet.#onRollDamage,
      useItem: FrayActorSheet.#onUseItem,
      createItem: FrayActorSheet.#onCreateItem,
      editItem: FrayActorSheet.#onEditItem,
      deleteItem: FrayActorSheet.#onDeleteItem,
      toggleEquipped: FrayActorSheet.#onToggleEquipped,
      toggleProficiency: FrayActorSheet.#onToggleProficiency,
      addDefense: FrayActorSheet.#onAddDefense,
      removeDefense: FrayActorSheet.#onRemoveDefense,
      conditionAdd: FrayActorSheet.#onConditionAdd,
      conditionStep: FrayActorSheet.#onConditionStep,
      conditionRemove: FrayActorSheet.#onConditionRemove,
    },
  };

  get actor(): Actor.Implementation {
    return this.document;
  }

  /** The stored damage defenses (`system.defenses`), each list as an array. */
  private get storedDefenses(): Record<string, readonly unknown[]> {
    const defenses = (this.actor.system as { defenses?: Record<string, unknown> }).defenses ?? {};
    return Object.fromEntries(
      Object.entries(defenses).map(([id, list]) => [id, Array.isArray(list) ? (list as unknown[]) : []]),
    );
  }

  /** The form's indexed defense entries become arrays again, laid over the stored entries. */
  override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: unknown,
  ): Record<string, unknown> {
    return defensesAsArrays(super._processFormData(event, form, formData), this.storedDefenses);
  }

  /** Runs a roll on this sheet's actor or one of its items. */
  protected roll(request: RollRequest, event: Event): Promise<unknown> {
    const actor = this.actor as unknown as RollingActor;
    const item = (id: string) => this.actor.items.get(id) as unknown as RollingItem | undefined;
    return performRoll(actor, item, request, event);
  }

  static async #onRollCheck(this: FrayActorSheet, event: PointerEvent, target: Target): Promise<void> {
    await this.roll({ kind: "check", ability: target.dataset.ability ?? "" }, event);
  }

  static async #onRollSave(this: FrayActorSheet, event: PointerEvent, target: Target): Promise<void> {
    await this.roll({ kind: "save", save: target.dataset.save ?? "" }, event);
  }

  static async #onRollPerception(this: FrayActorSheet, event: PointerEvent): Promise<void> {
    await this.roll({ kind: "perception" }, event);
  }

  static async #onRollSkill(this: FrayActorSheet, event: PointerEvent, target: Target): Promise<void> {
    await this.roll({ kind: "skill", skill: target.dataset.skill ?? "" }, event);
  }

  static async #onRollInitiative(this: FrayActorSheet, event: PointerEvent): Promise<void> {
    await this.roll({ kind: "initiative" }, event);
  }

  /** ATK-12: the escape button beside the skills, shown while the actor is grappled. */
  static async #onRollGrappleEscape(this: FrayActorSheet, event: PointerEvent): Promise<void> {
    await this.roll({ kind: "grappleEscape" }, event);
  }

  static async #onRollAttack(this: FrayActorSheet, event: PointerEvent, target: Target): Promise<void> {
    // ECON-12: the off-hand button of a light weapon's row (`data-off-hand`).
    await this.roll({ kind: "attack", itemId: itemIdOf(target), offHand: target.dataset.offHand === "true" }, event);
  }

  static async #onRollDamage(this: FrayActorSheet, event: PointerEvent, target: Target): Promise<void> {
    await this.roll(
      { kind: "damage", itemId: itemIdOf(target), versatile: target.dataset.versatile === "true" },
      event,
    );
  }

  static async #onUseItem(this: FrayActorSheet, event: PointerEvent, target: Target): Promise<void> {
    await this.roll({ kind: "use", itemId: itemIdOf(target) }, event);
  }

  /** Creates an item of the button's `data-type`, named "New Weapon"…, and opens its sheet. */
  static async #onCreateItem(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const type = (target.dataset.type ?? "") as ItemType;
    if (!(type in ITEM_TYPE_LABELS)) return;
    const name = game.i18n.format("FRAY.Sheet.NewItem", { type: game.i18n.localize(ITEM_TYPE_LABELS[type]) });
    const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
    const item = created?.[0] as { sheet?: { render(options: { force: boolean }): unknown } | null } | undefined;
    await item?.sheet?.render({ force: true });
  }

  static async #onEditItem(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const sheet = this.actor.items.get(itemIdOf(target))?.sheet as { render(o: { force: boolean }): unknown } | null;
    await sheet?.render({ force: true });
  }

  static async #onDeleteItem(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const item = this.actor.items.get(itemIdOf(target));
    if (item) await item.deleteDialog();
  }

  static async #onToggleEquipped(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const item = this.actor.items.get(itemIdOf(target));
    const equipped = (item?.system as { equipped?: unknown } | undefined)?.equipped;
    if (item && typeof equipped === "boolean") await item.update({ "system.equipped": !equipped } as never);
  }

  /** Adds a damage defense to the list the button names (`data-list`), of a damage type not listed yet. */
  static async #onAddDefense(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const id = target.dataset.list ?? "";
    if (!this.isEditable || !isDefenseList(id)) return;
    const family = (this.actor.system as { derived?: { family?: StatFamily } }).derived?.family ?? "fiveE";
    const list = withDefense(this.storedDefenses[id] ?? [], id, defendedTypes(family));
    await this.actor.update({ [`system.defenses.${id}`]: list });
  }

  /** Removes the damage defense the button names (`data-list`, `data-index`). */
  static async #onRemoveDefense(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const id = target.dataset.list ?? "";
    const index = target.dataset.index ?? "";
    if (!this.isEditable || !isDefenseList(id) || !/^\d+$/.test(index)) return;
    await this.actor.update({
      [`system.defenses.${id}`]: withoutDefense(this.storedDefenses[id] ?? [], Number(index)),
    });
  }

  /** CND-1: adds the condition chosen in the conditions panel's select. */
  static async #onConditionAdd(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const choice = target.closest(".fray-conditions")?.querySelector<HTMLSelectElement>("[data-condition-choice]");
    if (this.isEditable && choice?.value) await addCondition(this.actor, choice.value);
  }

  /** CND-1: raises or lowers the valued condition the button names (`data-status`, `data-delta` ±1). */
  static async #onConditionStep(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const delta = target.dataset.delta === "1" ? 1 : target.dataset.delta === "-1" ? -1 : 0;
    if (this.isEditable && delta !== 0) await stepCondition(this.actor, target.dataset.status ?? "", delta);
  }

  /** CND-1: removes the condition the button names (`data-status`). */
  static async #onConditionRemove(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    if (this.isEditable) await removeCondition(this.actor, target.dataset.status ?? "");
  }

  /** 5e-family proficiency toggles (save, spellcasting): the rank at `data-path` flips between 0 and 1. */
  static async #onToggleProficiency(this: FrayActorSheet, _event: PointerEvent, target: Target): Promise<void> {
    const path = target.dataset.path ?? "";
    if (!/^system\.(abilities\.\w+\.saveRank|spellcasting\.rank|perception\.rank)$/.test(path)) return;
    const current = foundry.utils.getProperty(this.actor, path);
    await this.actor.update({ [path]: typeof current === "number" && current > 0 ? 0 : 1 });
  }
}
