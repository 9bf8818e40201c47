import { RuleInputError, finite, integer, list, oneOf, record, text } from "../errors";
import { BONUS_TYPES, SOURCE_EFFECTS } from "../sources";
import type { RollSource } from "../sources";

/** ATK-6: the faces an expertise die may have (d4, raised by features up to d12). */
export const EXPERTISE_DIE_FACES = [4, 6, 8, 10, 12] as const;
export type ExpertiseDieFaces = (typeof EXPERTISE_DIE_FACES)[number];

function expertiseFaces(value: unknown, field: string): ExpertiseDieFaces {
  const faces = integer(value, field);
  const match = EXPERTISE_DIE_FACES.find((f) => f === faces);
  if (match === undefined)
    throw new RuleInputError(field, `expected one of ${EXPERTISE_DIE_FACES.join(", ")}, got ${faces}`);
  return match;
}

/**
 * ATK-5, ATK-6: checks a list of roll sources and returns fresh copies: every source needs a rule id, a reason code and a
 * known effect; an expertise die needs valid faces and a modifier a whole-number value.
 */
export function checkRollSources(sources: unknown, field = "sources"): RollSource[] {
  return list(sources, field).map((raw, i) => {
    const at = `${field}[${i}]`;
    const entry = record(raw, at);
    const rule = text(entry.rule, `${at}.rule`);
    const reason = text(entry.reason, `${at}.reason`);
    const effect = oneOf(entry.effect, `${at}.effect`, SOURCE_EFFECTS);
    if (effect === "expertiseDie") {
      return { rule, reason, effect, value: expertiseFaces(entry.value, `${at}.value`) };
    }
    if (effect === "modifier") {
      const value = integer(entry.value, `${at}.value`);
      if (entry.bonusType === undefined) return { rule, reason, effect, value };
      return { rule, reason, effect, value, bonusType: oneOf(entry.bonusType, `${at}.bonusType`, BONUS_TYPES) };
    }
    if (entry.bonusType !== undefined) {
      throw new RuleInputError(`${at}.bonusType`, `only a modifier has a bonus type, not ${effect}`);
    }
    if (entry.value === undefined) return { rule, reason, effect };
    return { rule, reason, effect, value: finite(entry.value, `${at}.value`) };
  });
}

/** ATK-6: the faces of an expertise die, checked. */
export function checkExpertiseFaces(value: unknown, field = "faces"): ExpertiseDieFaces {
  return expertiseFaces(value, field);
}
