/**
 * CND-1: the conditions panel both actor sheets show: the creature's active conditions of the world's preset,
 * each with its icon and value (frightened 2), buttons to raise or lower a valued one and to remove one that
 * is its own status effect (not one a stronger condition brought along, like stunned's incapacitated), and the
 * preset's other conditions to add. No Foundry global here: the preview renders it too.
 */
import { conditionsFor } from "../../../rules";
import { statusImage, statusNameKey } from "../../../conditions/status-effects";
import type { Localizer } from "../../../data/labels";
import type { ActiveCondition, ActorSheetInput } from "./types";

export type { ActiveCondition } from "./types";

export interface ConditionView {
  readonly id: string;
  readonly label: string;
  readonly img: string;
  readonly value: number;
  /** It has a value (frightened N): the sheet shows it and the raise and lower buttons. */
  readonly valued: boolean;
  readonly canRaise: boolean;
  readonly canLower: boolean;
  readonly removable: boolean;
  readonly raiseLabel: string;
  readonly lowerLabel: string;
  readonly removeLabel: string;
}

export interface ConditionsView {
  /** The user may change them (owner or GM), whatever view the sheet shows. */
  readonly editable: boolean;
  readonly active: readonly ConditionView[];
  /** The preset's conditions the creature doesn't have, to add. */
  readonly choices: readonly { readonly value: string; readonly label: string }[];
}

/** CND-1: the conditions panel of an actor sheet, in the preset's order. */
export function conditionsContext(
  input: Pick<ActorSheetInput, "policies" | "i18n" | "editable"> & { readonly conditions?: readonly ActiveCondition[] },
): ConditionsView {
  const { i18n } = input;
  const byId = new Map((input.conditions ?? []).map((c) => [c.id, c]));
  const name = (id: string) => i18n.localize(statusNameKey(id) ?? id);
  const active: ConditionView[] = [];
  const choices: { value: string; label: string }[] = [];
  for (const definition of conditionsFor(input.policies)) {
    const label = name(definition.id);
    const held = byId.get(definition.id);
    if (!held) {
      choices.push({ value: definition.id, label });
      continue;
    }
    const max = definition.maxLevel;
    active.push(conditionView(definition.id, label, held, max, i18n));
  }
  choices.sort((a, b) => a.label.localeCompare(b.label));
  return { editable: input.editable, active, choices };
}

/** Valued conditions whose value the sheet's own fields hold (details tab), not the status effect. */
const VALUE_IN_SYSTEM = new Set(["fatigue", "dying", "wounded"]);

function conditionView(
  id: string,
  label: string,
  held: ActiveCondition,
  max: number | null,
  i18n: Localizer,
): ConditionView {
  const valued = max !== null && !VALUE_IN_SYSTEM.has(id);
  return {
    id,
    label,
    img: statusImage(id) ?? "icons/svg/aura.svg",
    value: held.value,
    valued,
    canRaise: valued && held.own && held.value < max,
    canLower: valued && held.own,
    removable: held.own,
    raiseLabel: i18n.format("FRAY.Sheet.Conditions.Raise", { condition: label, value: held.value }),
    lowerLabel: i18n.format("FRAY.Sheet.Conditions.Lower", { condition: label, value: held.value }),
    removeLabel: i18n.format("FRAY.Sheet.Conditions.Remove", { condition: label }),
  };
}
