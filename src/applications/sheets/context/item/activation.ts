import type { StatFamily } from "../../../../rules";
import type { ActivationType } from "../../../../data/item/activation";
import type { Localizer } from "../../../../data/labels";

/** How an item's activation reads on a sheet under the world's rule family. */
export interface ActivationView {
  /** "Bonus action", "2 actions", "Reaction", "1 minute"… */
  readonly label: string;
  /** threeAction action glyphs (◆◆, ↺ for a reaction, ◇ free); "" in the 5e family. */
  readonly glyphs: string;
  /** A reaction's trigger, as its author wrote it; "" otherwise. */
  readonly trigger: string;
  /** The group a stat block lists it under. */
  readonly group: "trait" | "action" | "bonus" | "reaction";
}

const ACTION_COUNTS = ["FRAY.Activation.Count1", "FRAY.Activation.Count2", "FRAY.Activation.Count3"] as const;

interface ActivationData {
  readonly type?: unknown;
  readonly cost?: unknown;
  readonly trigger?: unknown;
}

/**
 * ECON-1, ECON-3: an activation as the preset counts it. threeAction spends 1–3 actions (a bonus action is
 * one of them), the 5e family has one action, a bonus action and reactions; a reaction shows its trigger.
 */
export function activationView(activation: unknown, family: StatFamily, i18n: Localizer): ActivationView {
  const a = (typeof activation === "object" && activation !== null ? activation : {}) as ActivationData;
  const type = (typeof a.type === "string" ? a.type : "action") as ActivationType;
  const cost = Math.min(3, Math.max(1, typeof a.cost === "number" ? Math.trunc(a.cost) : 1));
  const trigger = type === "reaction" && typeof a.trigger === "string" ? a.trigger : "";
  const three = family === "threeAction";
  const actions = (n: number): ActivationView => ({
    label: i18n.localize(ACTION_COUNTS[n - 1] ?? ACTION_COUNTS[0]),
    glyphs: "\u25c6".repeat(n),
    trigger: "",
    group: "action",
  });
  switch (type) {
    case "action":
      return three
        ? actions(1)
        : { label: i18n.localize("FRAY.Activation.action"), glyphs: "", trigger, group: "action" };
    case "actions":
      return three
        ? actions(cost)
        : { label: i18n.localize("FRAY.Activation.action"), glyphs: "", trigger, group: "action" };
    case "bonus":
      return three
        ? actions(1)
        : { label: i18n.localize("FRAY.Activation.bonus"), glyphs: "", trigger, group: "bonus" };
    case "reaction":
      return {
        label: i18n.localize("FRAY.Activation.reaction"),
        glyphs: three ? "\u21ba" : "",
        trigger,
        group: "reaction",
      };
    case "free":
      return { label: i18n.localize("FRAY.Activation.free"), glyphs: three ? "\u25c7" : "", trigger, group: "action" };
    case "minute":
      return { label: i18n.format("FRAY.Activation.Minutes", { count: cost }), glyphs: "", trigger, group: "action" };
    case "hour":
      return { label: i18n.format("FRAY.Activation.Hours", { count: cost }), glyphs: "", trigger, group: "action" };
    default:
      return { label: i18n.localize("FRAY.Activation.passive"), glyphs: "", trigger, group: "trait" };
  }
}

/** A weapon strike: one action in either family. */
export function strikeActivation(family: StatFamily, i18n: Localizer): ActivationView {
  return activationView({ type: "action", cost: 1 }, family, i18n);
}
