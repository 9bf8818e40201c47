/**
 * Issue 13 item 1: the lines of a token ruler waypoint's label as plain data (ruler-facts.ts works the facts out;
 * the preview renders the same label). Nothing here touches a Foundry global unless called without a localizer.
 */
import type { Cell } from "../../rules";
import type { Localizer } from "../../chat/labels";
import { MOVE_BLOCK_LABELS } from "../../scene/move-block-labels";

/** The waypoint label's template (Fray's, which shows core's fields and Fray's lines). */
export const WAYPOINT_LABEL_TEMPLATE = "systems/fray/templates/canvas/waypoint-label.hbs";

/**
 * Where the path up to a waypoint stands against the movement left: within it, within one more Dash (a5e's
 * and 5e's action; threeAction's next Stride), or beyond.
 */
export type RulerBand = "normal" | "dash" | "beyond";

export interface RulerFacts {
  /** Feet the path to here costs by the preset. */
  readonly cost: number;
  /** Movement left this turn after it (null outside the active combat). */
  readonly left: number | null;
  readonly band: RulerBand | null;
  /** The squares (top-left of the mover's space) where the path provokes, in path order. */
  readonly provokes: readonly Cell[];
  /** Why the rules refuse the path, or null. */
  readonly block: string | null;
  /** threeAction: the next band is another Stride rather than a Dash. */
  readonly strides: boolean;
}

/** The lines of a waypoint's label (plain text: the template escapes them). */
export interface RulerLabelContext {
  readonly cost: string;
  readonly left: string | null;
  readonly band: RulerBand | null;
  readonly bandLabel: string | null;
  readonly provokes: string | null;
  readonly blocked: string | null;
}

/** "N opportunity attack(s)" by the plural category of N in the user's language (only these two are written). */
const PROVOKES_KEYS: Readonly<Record<string, string>> = {
  one: "FRAY.Ruler.Provokes.one",
  other: "FRAY.Ruler.Provokes.other",
};

/** The plural rules of each language asked for (made once: a ruler asks for every waypoint's label). */
const PLURAL_RULES = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let rules = PLURAL_RULES.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    PLURAL_RULES.set(lang, rules);
  }
  return rules;
}

/** The key of `count` among plural-keyed strings (`Intl.PluralRules` for `lang`; `other` when none is written). */
export function pluralKey(keys: Readonly<Record<string, string>>, count: number, lang = "en"): string {
  return keys[pluralRules(lang).select(count)] ?? (keys.other as string);
}

/**
 * MOV-1, OA-1: the label lines for `facts` (see RulerLabelContext), short enough for a waypoint: the rules' cost
 * (the template shows it first, core's measured distance after it), what is left, the band and the count of
 * opportunity attacks.
 */
export function rulerLabelContext(
  facts: RulerFacts,
  i18n: Localizer & { readonly lang?: string } = game.i18n,
): RulerLabelContext {
  const feet = (n: number) => i18n.format("FRAY.Ruler.Feet", { feet: String(n) });
  const count = facts.provokes.length;
  return {
    cost: feet(facts.cost),
    left: facts.left === null ? null : i18n.format("FRAY.Ruler.Left", { feet: String(Math.max(0, facts.left)) }),
    band: facts.band,
    bandLabel:
      facts.band === "dash"
        ? i18n.localize(facts.strides ? "FRAY.Ruler.Stride" : "FRAY.Ruler.Dash")
        : facts.band === "beyond"
          ? i18n.localize("FRAY.Ruler.Beyond")
          : null,
    provokes: count > 0 ? i18n.format(pluralKey(PROVOKES_KEYS, count, i18n.lang), { count: String(count) }) : null,
    blocked: facts.block === null ? null : i18n.localize(MOVE_BLOCK_LABELS[facts.block] ?? ""),
  };
}
