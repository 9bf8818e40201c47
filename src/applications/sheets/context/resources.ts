/**
 * RES-3 / RES-4 / RES-5 on the sheets: Hit Dice and the rest buttons, limited uses with their period (and a
 * recharge power as available or spent with its range), and a monster's legendary actions and resistance. Plain
 * data in, plain data out: the sheets and the preview page call the same functions.
 */
import { HIT_DIE_FACES } from "../../../rules";
import type { Localizer } from "../../../data/labels";
import type { PlainItem } from "./types";

const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Literal keys of the recovery periods, so the language check sees each one. */
const PERIOD_KEYS: Readonly<Record<string, string>> = {
  "": "FRAY.Uses.Per.none",
  turn: "FRAY.Uses.Per.turn",
  round: "FRAY.Uses.Per.round",
  shortRest: "FRAY.Uses.Per.shortRest",
  longRest: "FRAY.Uses.Per.longRest",
  dawn: "FRAY.Uses.Per.dawn",
  recharge: "FRAY.Uses.Per.recharge",
};

/** RES-4: an item's uses as the sheet shows them; `label` "" for an item without limited uses. */
export interface UsesView {
  readonly hasUses: boolean;
  readonly label: string;
  /** A recharge power: "Recharge 5–6", and whether it is available now. */
  readonly recharge: { readonly range: string; readonly available: boolean; readonly state: string } | null;
}

/** RES-4: the uses of `system.uses` (value of max, per period; a recharge power as available or spent). */
export function usesView(uses: unknown, i18n: Localizer): UsesView {
  const u = rec(uses);
  const max = num(u.max);
  if (max <= 0) return { hasUses: false, label: "", recharge: null };
  const value = num(u.value);
  const per = typeof u.per === "string" ? u.per : "";
  if (per === "recharge") {
    const available = value > 0;
    return {
      hasUses: true,
      label: i18n.format("FRAY.Uses.RechargeRange", { min: String(num(u.recharge, 6)) }),
      recharge: {
        range: i18n.format("FRAY.Uses.RechargeRange", { min: String(num(u.recharge, 6)) }),
        available,
        state: i18n.localize(available ? "FRAY.Uses.Available" : "FRAY.Uses.Spent"),
      },
    };
  }
  const left = i18n.format("FRAY.Uses.Left", { value: String(value), max: String(max) });
  const period = per === "" ? "" : ` · ${i18n.localize(PERIOD_KEYS[per] ?? "FRAY.Uses.Per.none")}`;
  return { hasUses: true, label: `${left}${period}`, recharge: null };
}

/** RES-4: the recovery periods an item sheet offers. */
export function usePeriodChoices(i18n: Localizer): { value: string; label: string }[] {
  return Object.entries(PERIOD_KEYS).map(([value, key]) => ({ value, label: i18n.localize(key) }));
}

/** RES-3: a character's Hit Dice: left of total, the die, and the die sizes it may have. */
export function hitDiceView(system: { level?: unknown; hitDice?: unknown }, i18n: Localizer) {
  const total = num(system.level, 1);
  const dice = rec(system.hitDice);
  const faces = num(dice.die, 8);
  const left = Math.max(0, total - num(dice.spent));
  return {
    left,
    total,
    faces,
    label: i18n.format("FRAY.Rest.HitDiceLeft", { left: String(left), total: String(total), faces: String(faces) }),
    dieChoices: HIT_DIE_FACES.map((f) => ({ value: f, label: `d${f}`, selected: f === faces })),
  };
}

/** RES-5: a monster's legendary actions (options with their cost) and legendary resistance. */
export function legendaryView(
  system: { legendary?: unknown },
  items: readonly PlainItem[],
  i18n: Localizer,
  spent: number | null = null,
) {
  const legendary = rec(system.legendary);
  const actions = num(legendary.actions);
  const resistance = rec(legendary.resistance);
  const options = items
    .filter((i) => i.type === "feature" && num(i.system.legendaryCost) > 0)
    .map((i) => ({
      id: i.id,
      name: i.name,
      cost: i18n.format("FRAY.Legendary.Cost", { cost: String(num(i.system.legendaryCost)) }),
    }));
  const max = num(resistance.max);
  return {
    has: actions > 0 || max > 0 || options.length > 0,
    actions,
    pool:
      actions > 0 && spent !== null
        ? i18n.format("FRAY.Legendary.Pool", { left: String(Math.max(0, actions - spent)), max: String(actions) })
        : "",
    options,
    resistance: { value: num(resistance.value), max, lair: num(resistance.lair) },
  };
}
