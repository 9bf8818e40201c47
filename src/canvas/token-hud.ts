/**
 * TA-12 on the token HUD: a valued condition (frightened 2, slowed 1…) shows its value on its HUD icon; a left
 * click raises it by 1 (giving it at 1 when the creature hasn't it), a right click lowers it by 1 (lowered from 1
 * it ends). Other statuses keep core's toggle (a right click toggles the overlay). Fray's HUD is a subclass of
 * v13's `foundry.applications.hud.TokenHUD` (`CONFIG.Token.hudClass`) whose `effect` action takes both buttons,
 * as dnd5e 5.x's does (release-5.2.5 module/applications/hud/token-hud.mjs).
 */
import { conditionsFor } from "../rules";
import { activePolicies } from "../settings/policies";
import { conditionLevels } from "../conditions/levels";
import { addCondition, stepCondition } from "../applications/sheets/condition-actions";

/** What a click on a status icon does. */
export type HudStep = "raise" | "lower" | "add" | "toggle";

/** TA-12: the step a click (0 left, 2 right) makes on status `id`, given whether the creature has it. */
export function hudStep(id: string, button: number, has: boolean): HudStep | null {
  const valued = conditionsFor(activePolicies()).some((c) => c.id === id && c.maxLevel !== null);
  if (!valued) return "toggle";
  if (button === 0) return has ? "raise" : "add";
  return has ? "lower" : null;
}

type HudActor = Actor.Implementation;

/** TA-12: runs a click on status `id` of `actor`'s token HUD. */
export async function hudEffectClick(actor: HudActor, id: string, button: number): Promise<void> {
  const step = hudStep(id, button, actor.statuses.has(id));
  if (step === "toggle") await actor.toggleStatusEffect(id, { overlay: button === 2 });
  else if (step === "add") await addCondition(actor, id);
  else if (step === "raise") await stepCondition(actor, id, 1);
  else if (step === "lower") await stepCondition(actor, id, -1);
}

/** TA-12: writes each valued condition's value on its icon in `root` (`data-fray-value`, a badge after the icon). */
export function showConditionValues(root: ParentNode, actor: HudActor | null): void {
  for (const old of root.querySelectorAll(".fray-status-value")) old.remove();
  if (!actor) return;
  const levels = conditionLevels(actor);
  for (const c of conditionsFor(activePolicies())) {
    if (c.maxLevel === null || !actor.statuses.has(c.id)) continue;
    const icon = root.querySelector<HTMLElement>(`.effect-control[data-status-id="${c.id}"]`);
    if (!icon) continue;
    const value = String(levels[c.id] ?? 1);
    icon.dataset.frayValue = value;
    const badge = icon.ownerDocument.createElement("span");
    badge.className = "fray-status-value";
    badge.dataset.statusId = c.id;
    badge.textContent = value;
    icon.after(badge);
  }
}

interface HudBase {
  readonly actor: HudActor | null;
  readonly element: HTMLElement;
  _onRender(context: object, options: object): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin rule: a rest of any[]
type HudClass = abstract new (...args: any[]) => HudBase;

/** TA-12: Fray's token HUD over v13's `base`. */
export function frayTokenHud<T extends HudClass>(base: T): T {
  abstract class FrayTokenHUD extends base {
    static DEFAULT_OPTIONS = {
      actions: {
        effect: {
          handler: async function (this: FrayTokenHUD, event: { button: number }, target: HTMLElement) {
            const id = target.dataset.statusId;
            if (!this.actor || !id) return;
            await hudEffectClick(this.actor, id, event.button);
          },
          buttons: [0, 2],
        },
      },
    };

    override async _onRender(context: object, options: object): Promise<void> {
      await super._onRender(context, options);
      showConditionValues(this.element, this.actor);
    }
  }
  return FrayTokenHUD;
}

/** `init`: Fray's token HUD, where v13 has one (`foundry.applications.hud.TokenHUD`). */
export function registerTokenHud(): void {
  const hud = (foundry.applications as unknown as { hud?: { TokenHUD?: HudClass } }).hud;
  if (!hud?.TokenHUD) return;
  (CONFIG.Token as unknown as { hudClass: unknown }).hudClass = frayTokenHud(hud.TokenHUD);
}
