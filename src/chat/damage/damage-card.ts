/** The context of a damage card (templates/chat/damage-card.hbs), from plain data; no Foundry global. */
import type { RollTarget } from "../../dice/d20-roll";
import { ABILITY_LABELS, type Localizer } from "../labels";
import { DAMAGE_TYPE_LABELS, SIZE_LABELS, type DamageType } from "../../data/labels";
import { statusNameKey } from "../../conditions/status-effects";
import type { OnHitRider } from "../../rules";

export interface DamageCardInput {
  readonly title: string;
  readonly actorName: string;
  readonly total: number;
  readonly formula: string;
  readonly types: readonly string[];
  readonly critical: boolean;
  readonly totalMultiplier: number;
  readonly targets: readonly Pick<RollTarget, "uuid" | "name">[];
  /** Issue 30 item 3: the weapon's on-hit riders (checked), stated under the total. */
  readonly riders?: readonly OnHitRider[];
  /** RES-6: the roller's situational bonus, shown as "situational (player)" (absent or "": none). */
  readonly situational?: string;
}

const damageTypeLabel = (t: string, i18n: Localizer) =>
  t in DAMAGE_TYPE_LABELS ? i18n.localize(DAMAGE_TYPE_LABELS[t as DamageType]) : t;

/**
 * Issue 30 item 3: one rider as a line, e.g. "On a hit: DC 11 Constitution save; 2d8 Poison damage, half on a
 * success" or "On a hit: Prone (Large or smaller)".
 */
export function riderLine(r: OnHitRider, i18n: Localizer): string {
  const effects: string[] = [];
  const saved = r.save !== "";
  if (saved) {
    const ability = i18n.localize(ABILITY_LABELS[r.save] ?? r.save);
    effects.push(i18n.format("FRAY.Chat.Rider.Save", { dc: String(r.dc), ability }));
  }
  if (r.damage !== "") {
    const damage = i18n.format("FRAY.Chat.Rider.Damage", {
      formula: r.damage,
      type: damageTypeLabel(r.damageType, i18n),
    });
    const success = r.onSave === "half" ? "FRAY.Chat.Rider.HalfOnSuccess" : "FRAY.Chat.Rider.NoneOnSuccess";
    effects.push(saved ? `${damage}, ${i18n.localize(success)}` : damage);
  }
  if (r.condition !== "") {
    const name = i18n.localize(statusNameKey(r.condition) ?? r.condition);
    let effect = saved ? i18n.format("FRAY.Chat.Rider.ConditionOnFailure", { condition: name }) : name;
    if (r.escapeDc !== null)
      effect = i18n.format("FRAY.Chat.Rider.Escape", { condition: effect, dc: String(r.escapeDc) });
    effects.push(effect);
  }
  let text = effects.join("; ");
  if (r.maxSize !== "")
    text = i18n.format("FRAY.Chat.Rider.MaxSize", { effect: text, size: i18n.localize(SIZE_LABELS[r.maxSize]) });
  return i18n.format("FRAY.Chat.Rider.OnHit", { effects: text });
}

/** The damage card: total, formula, types, critical note, and per target apply damage and half, or healing for a healing roll. */
export function damageCardContext(input: DamageCardInput, i18n: Localizer) {
  return {
    title: input.title,
    actorName: input.actorName,
    total: input.total,
    formula: input.formula,
    types: input.types.map((t) => damageTypeLabel(t, i18n)).join(", "),
    critical: input.critical ? i18n.localize("FRAY.Chat.Critical") : "",
    healing: input.types.length > 0 && input.types.every((t) => t === "healing"),
    targets: input.targets.map((t) => ({ uuid: t.uuid, name: t.name })),
    riders: (input.riders ?? []).map((r) => riderLine(r, i18n)),
    situational: input.situational ? i18n.format("FRAY.Chat.SituationalPlayer", { bonus: input.situational }) : "",
  };
}
