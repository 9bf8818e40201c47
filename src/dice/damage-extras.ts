/**
 * RES-6: what a damage roll adds beyond its item's own formula, worked out the same way on the roller's client
 * and on the GM's (src/chat/damage/trusted-extras.ts): the extra damage of the features chosen (their formulas for the
 * creature's level and the slot a smite spent) and the roller's situational bonus (appended after the critical,
 * never doubled).
 */
import {
  RuleInputError,
  checkExtraDamage,
  checkSituationalBonus,
  damageRollFormula,
  extraDamageFormula,
  type DamageFormula,
  type DamagePartInput,
  type ExtraDamage,
  type SuccessPolicies,
} from "../rules";

/** A feature's extra damage chosen for a roll: the feature's id and, for a smite, the slot it spends. */
export interface ExtraChoice {
  readonly feature: string;
  readonly slot: number | null;
}

/** A feature of the actor's that offers extra damage. */
export interface ExtraOffer {
  readonly id: string;
  readonly name: string;
  readonly uuid: string;
  readonly extra: ExtraDamage;
}

/** The level a feature's formulas read (`@level`, the level scaling): a character's level, else 1. */
export function creatureLevel(actor: Actor.Implementation): number {
  const level = (actor.system as { level?: unknown }).level;
  return typeof level === "number" && Number.isInteger(level) && level >= 1 ? Math.min(level, 30) : 1;
}

/** RES-6: the actor's features that declare extra damage (in sheet order); a malformed one is left out. */
export function extraDamageOffers(actor: Actor.Implementation): ExtraOffer[] {
  const features = actor.items.filter((i) => i.type === "feature").sort((a, b) => a.sort - b.sort);
  return features.flatMap((item) => {
    try {
      const extra = checkExtraDamage((item.system as unknown as { extraDamage?: unknown }).extraDamage ?? {});
      return extra.formula === "" ? [] : [{ id: item.id ?? "", name: item.name, uuid: item.uuid, extra }];
    } catch (error) {
      if (error instanceof RuleInputError) return [];
      throw error;
    }
  });
}

/**
 * RES-6: the damage parts of `choices` for `actor` (a blank type takes `fallbackType`, the item's first); null
 * when a choice names no offering feature, names one twice, or lacks a smite's slot.
 */
export function extraDamageParts(
  actor: Actor.Implementation,
  choices: readonly ExtraChoice[],
  fallbackType: string,
): (DamagePartInput & { readonly feature: ExtraOffer })[] | null {
  const offers = extraDamageOffers(actor);
  const seen = new Set<string>();
  const parts: (DamagePartInput & { feature: ExtraOffer })[] = [];
  for (const choice of choices) {
    const offer = offers.find((o) => o.id === choice.feature);
    if (!offer || seen.has(offer.id)) return null;
    seen.add(offer.id);
    if (offer.extra.slot && choice.slot === null) return null;
    try {
      const formula = extraDamageFormula(offer.extra, creatureLevel(actor), offer.extra.slot ? choice.slot : null);
      parts.push({ formula, type: offer.extra.type || fallbackType, feature: offer });
    } catch (error) {
      if (error instanceof RuleInputError) return null;
      throw error;
    }
  }
  return parts;
}

/** `+ 1d4`, `- 2`: a checked situational bonus as the term appended to a damage formula ("" for none). */
export function situationalTerm(bonus: string): string {
  const checked = checkSituationalBonus(bonus);
  if (checked === "") return "";
  return checked.startsWith("-") ? ` - ${checked.slice(1).trim()}` : ` + ${checked}`;
}

/**
 * ATK-2, ATK-3, RES-6: the damage formula of the item's parts and the extra parts (each part's dice rolled twice on
 * a 5e critical, modifiers once), with the situational bonus appended after the critical. Throws a
 * RuleInputError for a formula the rules refuse.
 */
export function damageFormulaWithExtras(
  success: Pick<SuccessPolicies, "criticalDamage">,
  input: {
    readonly parts: readonly DamagePartInput[];
    readonly extraParts: readonly DamagePartInput[];
    readonly modifier: number;
    readonly critical: boolean;
    readonly situational: string;
  },
): DamageFormula {
  const plan = damageRollFormula(success, {
    parts: [...input.parts, ...input.extraParts.map((p) => ({ formula: p.formula, type: p.type }))],
    modifier: input.modifier,
    critical: input.critical,
  });
  return { ...plan, formula: plan.formula + situationalTerm(input.situational) };
}
