/**
 * The damage defenses card's context (templates/chat/defenses-card.hbs), from plain data; no Foundry global, so
 * the preview builds the same card. Posted by src/chat/damage/damage-defenses.ts when a defense changed the damage.
 */
import type { DefendedPart, DefenseEffect, DefenseModel } from "../../rules";
import { DAMAGE_TYPE_LABELS } from "../../data/labels";
import type { Localizer } from "../labels";

const EFFECT_KEYS: Readonly<Record<Exclude<DefenseEffect, "none">, string>> = {
  resisted: "FRAY.Combat.Defenses.resisted",
  immune: "FRAY.Combat.Defenses.immune",
  vulnerable: "FRAY.Combat.Defenses.vulnerable",
  resistedAndVulnerable: "FRAY.Combat.Defenses.resistedAndVulnerable",
};

/** threeAction's words: a weakness, not a vulnerability. */
const FLAT_EFFECT_KEYS: Readonly<Record<Exclude<DefenseEffect, "none">, string>> = {
  resisted: "FRAY.Combat.Defenses.resisted",
  immune: "FRAY.Combat.Defenses.immune",
  vulnerable: "FRAY.Combat.Defenses.weak",
  resistedAndVulnerable: "FRAY.Combat.Defenses.resistedAndWeak",
};

// A type, not an interface: renderTemplate takes an object with an index signature.
export type DefensesCardContext = {
  /** "Goblin takes 3 (7 fire → 3 (resisted))": plain text, escaped by the template. */
  readonly line: string;
};

/**
 * The card's text for `targetName`, which took `taken` after the parts' defenses (only changed parts named), in
 * the words of the defense model (`flat`, threeAction: "weakness").
 */
export function defensesCardContext(
  targetName: string,
  taken: number,
  parts: readonly DefendedPart[],
  i18n: Localizer,
  model: DefenseModel = "multiply",
): DefensesCardContext {
  const keys = model === "flat" ? FLAT_EFFECT_KEYS : EFFECT_KEYS;
  const typeLabel = (type: string) =>
    i18n.localize((DAMAGE_TYPE_LABELS as Readonly<Record<string, string>>)[type] ?? "FRAY.Damage.none");
  const shown = parts
    .filter((p) => p.effect !== "none")
    .map((p) =>
      i18n.format("FRAY.Combat.Defenses.Part", {
        amount: String(p.amount),
        type: typeLabel(p.type),
        taken: String(p.taken),
        effect: i18n.localize(keys[p.effect as Exclude<DefenseEffect, "none">]),
      }),
    )
    .join(", ");
  return {
    line: i18n.format("FRAY.Combat.Defenses.Applied", { target: targetName, taken: String(taken), parts: shown }),
  };
}
