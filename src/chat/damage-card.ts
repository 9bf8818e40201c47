/** The context of a damage card (templates/chat/damage-card.hbs), from plain data; no Foundry global. */
import type { RollTarget } from "../dice/d20-roll";
import type { Localizer } from "./labels";
import { DAMAGE_TYPE_LABELS, type DamageType } from "../applications/sheets/context/labels";

export interface DamageCardInput {
  readonly title: string;
  readonly actorName: string;
  readonly total: number;
  readonly formula: string;
  readonly types: readonly string[];
  readonly critical: boolean;
  readonly totalMultiplier: number;
  readonly targets: readonly Pick<RollTarget, "uuid" | "name">[];
  /** RES-6: the roller's situational bonus, shown as "situational (player)" (absent or "": none). */
  readonly situational?: string;
}

/** The damage card: total, formula, types, critical note, and per target apply damage and half, or healing for a healing roll. */
export function damageCardContext(input: DamageCardInput, i18n: Localizer) {
  return {
    title: input.title,
    actorName: input.actorName,
    total: input.total,
    formula: input.formula,
    types: input.types
      .map((t) => (t in DAMAGE_TYPE_LABELS ? i18n.localize(DAMAGE_TYPE_LABELS[t as DamageType]) : t))
      .join(", "),
    critical: input.critical ? i18n.localize("FRAY.Chat.Critical") : "",
    healing: input.types.length > 0 && input.types.every((t) => t === "healing"),
    targets: input.targets.map((t) => ({ uuid: t.uuid, name: t.name })),
    situational: input.situational ? i18n.format("FRAY.Chat.SituationalPlayer", { bonus: input.situational }) : "",
  };
}
