/**
 * The roll methods the sheets' buttons call on Fray's documents, passing the click event so Shift, Alt and
 * Ctrl shortcuts reach the roll. Named here as an interface so a sheet never calls a method that isn't there.
 */

export interface RollOptions {
  readonly event: Event;
}

/** What Fray's Actor offers the sheets. */
export interface RollingActor {
  rollAbilityCheck(ability: string, options: RollOptions): Promise<unknown>;
  rollSave(save: string, options: RollOptions): Promise<unknown>;
  rollPerception(options: RollOptions): Promise<unknown>;
  rollSkill(skill: string, options: RollOptions): Promise<unknown>;
  rollInitiative(options: { createCombatants: boolean }): Promise<unknown>;
  rollGrappleEscape(options: RollOptions): Promise<unknown>;
}

/** What Fray's Item offers the sheets. */
export interface RollingItem {
  rollAttack(options: RollOptions & { offHand?: boolean }): Promise<unknown>;
  rollDamage(options: RollOptions & { critical?: boolean; versatile?: boolean }): Promise<unknown>;
  use(options: RollOptions): Promise<unknown>;
}

/** The roll a sheet button asks for, read from its `data-action` and data attributes. */
export type RollRequest =
  | { readonly kind: "check"; readonly ability: string }
  | { readonly kind: "save"; readonly save: string }
  | { readonly kind: "perception" }
  | { readonly kind: "skill"; readonly skill: string }
  | { readonly kind: "initiative" }
  | { readonly kind: "grappleEscape" }
  | { readonly kind: "attack"; readonly itemId: string; readonly offHand?: boolean }
  | { readonly kind: "damage"; readonly itemId: string; readonly versatile: boolean }
  | { readonly kind: "use"; readonly itemId: string };

/** Runs a roll request against an actor and its items; resolves to undefined when the item is gone. */
export async function performRoll(
  actor: RollingActor,
  item: (id: string) => RollingItem | undefined,
  request: RollRequest,
  event: Event,
): Promise<unknown> {
  switch (request.kind) {
    case "check":
      return actor.rollAbilityCheck(request.ability, { event });
    case "save":
      return actor.rollSave(request.save, { event });
    case "perception":
      return actor.rollPerception({ event });
    case "skill":
      return actor.rollSkill(request.skill, { event });
    case "initiative":
      return actor.rollInitiative({ createCombatants: true });
    case "grappleEscape":
      return actor.rollGrappleEscape({ event });
    case "attack":
      return item(request.itemId)?.rollAttack({ event, ...(request.offHand === true ? { offHand: true } : {}) });
    case "damage":
      return item(request.itemId)?.rollDamage({ event, ...(request.versatile ? { versatile: true } : {}) });
    case "use":
      return item(request.itemId)?.use({ event });
  }
}

/** The item id of the row a button sits in (`data-item-id` on the button or an ancestor). */
export function itemIdOf(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
}
