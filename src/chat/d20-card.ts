/**
 * The context of a d20 roll card (templates/chat/roll-card.hbs), built from plain data so the preview uses
 * the same function. No Foundry global here: the adapter (src/dice/d20-flow.ts) reads the roll and calls it.
 */
import { stackModifiers, type D20Mode, type DegreeOfSuccess, type RollSource, type SuccessModel } from "../rules";
import type { D20RollKind, RollFlatCheck, RollMapStep, RollTarget } from "../dice/d20-roll";
import {
  BONUS_TYPE_LABELS,
  COVER_FROM_LABELS,
  FLAT_CHECK_STATE_LABELS,
  MODE_LABELS,
  coverLabelKey,
  outcomeLabelKey,
  signed,
  type Localizer,
} from "./labels";
import { reasonLabelKey } from "./reasons";

/** What a d20 card shows, as plain data. */
export interface D20CardInput {
  readonly title: string;
  readonly actorName: string;
  readonly kind: D20RollKind;
  readonly formula: string;
  readonly total: number;
  readonly d20: readonly { readonly result: number; readonly active: boolean }[];
  readonly mode: D20Mode;
  readonly sources: readonly RollSource[];
  readonly expertiseDie: number | null;
  /** What the expertise die rolled, when it was rolled. */
  readonly expertiseResult?: number | null;
  readonly map: RollMapStep | null;
  readonly bonus: string;
  readonly model: SuccessModel;
  readonly isCritical: boolean;
  readonly isFumble: boolean;
  /** The DC the roll itself was made against (a save request), judged like a target. */
  readonly dc: number | null;
  /** The outcome against `dc`, or null. */
  readonly degree: DegreeOfSuccess | null;
  readonly targets: readonly (RollTarget & { readonly degree: DegreeOfSuccess | null })[];
  /** The item's uuid when damage can be rolled from the card. */
  readonly damageItemUuid: string | null;
  /** The roll carries no AC or DC (outcomes hidden from players): nothing is judged against a target. */
  readonly hiddenOutcomes?: boolean;
  /** TA-5: the flat check rolled before the attack roll (a secret one is not shown), or null. */
  readonly flatCheck?: RollFlatCheck | null;
}

/** TA-5: a flat check as a card line (the secret one of an undetected target is the GMs' alone: ""). */
export function flatCheckLine(check: RollFlatCheck | null | undefined, i18n: Localizer, showSecret = false): string {
  if (!check || (check.secret && !showSecret)) return "";
  const outcome = check.wrongSquare
    ? "FRAY.Chat.FlatCheck.WrongSquare"
    : check.success
      ? "FRAY.Chat.FlatCheck.Passed"
      : "FRAY.Chat.FlatCheck.Failed";
  return i18n.format("FRAY.Chat.FlatCheck.Line", {
    dc: String(check.dc),
    state: i18n.localize(FLAT_CHECK_STATE_LABELS[check.state]),
    result: `${check.result ?? "?"}, ${i18n.localize(outcome)}`,
  });
}

export interface SourceLine {
  readonly rule: string;
  readonly label: string;
  readonly effect: string;
  readonly cls: string;
  /** TA-1: the modifier's type, localized ("" for a source without one, as every 5e source). */
  readonly type: string;
  /** TA-1: another modifier of its type is larger, so this one doesn't apply (drawn struck through). */
  readonly struck: boolean;
  /** Why it is struck, localized ("" when it isn't). */
  readonly struckWhy: string;
}

/**
 * TA-1: the positions in `sources` of the typed modifiers another of their type beats (`stackModifiers`); none
 * when the list can't be read (a card from before typed modifiers is drawn as it was).
 */
export function struckPositions(sources: readonly RollSource[]): ReadonlySet<number> {
  try {
    return new Set(stackModifiers(sources).suppressedAt);
  } catch {
    return new Set();
  }
}

/**
 * ATK-5, ATK-6, TA-1: each source as a line: its localized reason, its rule ID, what it does to the roll and its
 * type; `struck` holds the positions of the modifiers another of their type beats (by default worked out from
 * `sources` alone).
 */
export function sourceLines(
  sources: readonly RollSource[],
  i18n: Localizer,
  struck: ReadonlySet<number> = struckPositions(sources),
): SourceLine[] {
  return sources.map((s, i) => {
    let effect: string;
    if (s.effect === "advantage") effect = i18n.localize("FRAY.Roll.Mode.Advantage");
    else if (s.effect === "disadvantage") effect = i18n.localize("FRAY.Roll.Mode.Disadvantage");
    else if (s.effect === "expertiseDie")
      effect = i18n.format("FRAY.Roll.ExpertiseDie", { faces: String(s.value ?? 0) });
    else if (s.effect === "impossible") effect = i18n.localize("FRAY.Roll.Impossible");
    else effect = signed(s.value ?? 0);
    const type = s.bonusType ? i18n.localize(BONUS_TYPE_LABELS[s.bonusType]) : "";
    const beaten = struck.has(i);
    return {
      rule: s.rule,
      label: i18n.localize(reasonLabelKey(s.reason)),
      effect,
      cls: beaten ? `${s.effect} fray-source--struck` : s.effect,
      type,
      struck: beaten,
      struckWhy: beaten ? i18n.format("FRAY.Chat.Struck", { type }) : "",
    };
  });
}

const OUTCOME_CLASS: Readonly<Record<DegreeOfSuccess, string>> = {
  criticalSuccess: "critical-success",
  success: "success",
  failure: "failure",
  criticalFailure: "critical-failure",
};

/** The template context of a d20 card. */
export function d20CardContext(input: D20CardInput, i18n: Localizer) {
  const defenseLabel = (t: RollTarget) =>
    t.ac !== null
      ? i18n.format("FRAY.Chat.AgainstAc", { value: String(t.ac) })
      : t.dc !== null
        ? i18n.format("FRAY.Chat.AgainstDc", { value: String(t.dc) })
        : "";
  // ATK-2, ATK-3: a critical hit against a target; with the AC hidden only what the d20 alone decides (the 5e
  // natural critical); four degrees' "beat the AC by 10" is the GM's to see on its record.
  const critical = input.hiddenOutcomes
    ? input.isCritical && input.model === "fiveE"
    : input.targets.some((t) => t.degree === "criticalSuccess") || (input.isCritical && !input.targets.length);
  return {
    title: input.title,
    actorName: input.actorName,
    kind: input.kind,
    total: input.total,
    formula: input.formula,
    dice: input.d20.map((d) => ({
      result: d.result,
      cls: [d.active ? "kept" : "dropped", d.result === 20 ? "max" : d.result === 1 ? "min" : ""]
        .filter(Boolean)
        .join(" "),
    })),
    mode: { id: input.mode, label: i18n.localize(MODE_LABELS[input.mode]) },
    sources: sourceLines(input.sources, i18n),
    expertise:
      input.expertiseDie === null
        ? ""
        : typeof input.expertiseResult === "number"
          ? i18n.format("FRAY.Chat.ExpertiseRolled", {
              faces: String(input.expertiseDie),
              result: String(input.expertiseResult),
            })
          : i18n.format("FRAY.Roll.ExpertiseDie", { faces: String(input.expertiseDie) }),
    map: input.map ? i18n.format("FRAY.Chat.MapStep", { penalty: signed(input.map.penalty) }) : "",
    flatCheck: flatCheckLine(input.flatCheck, i18n),
    flatCheckCls: input.flatCheck?.success === false ? "failure" : "success",
    bonus: input.bonus,
    natural: input.isCritical
      ? i18n.localize("FRAY.Chat.Natural20")
      : input.isFumble
        ? i18n.localize("FRAY.Chat.Natural1")
        : "",
    naturalCls: input.isCritical ? "critical" : input.isFumble ? "fumble" : "",
    dc: input.dc === null ? "" : i18n.format("FRAY.Chat.AgainstDc", { value: String(input.dc) }),
    outcome:
      input.degree === null
        ? null
        : {
            label: i18n.localize(outcomeLabelKey(input.model, input.kind, input.degree)),
            cls: OUTCOME_CLASS[input.degree],
          },
    targets: input.targets.map((t) => ({
      uuid: t.uuid,
      name: t.name,
      defense: defenseLabel(t),
      ...coverReadout(t, i18n, input.model === "fourDegrees"),
      // COV-1: the GM's cover buttons on an attack target with its AC shown (removed for players when rendered).
      coverChoices:
        input.kind === "attack" && t.ac !== null && !input.hiddenOutcomes
          ? OVERRIDE_COVER_CHOICES.map((id) => ({
              id,
              label: i18n.localize(coverLabelKey(id, input.model === "fourDegrees")),
              pressed: id === t.cover ? "true" : "false",
            }))
          : [],
      sources: sourceLines(t.sources, i18n),
      outcome:
        t.degree === null
          ? null
          : { label: i18n.localize(outcomeLabelKey(input.model, input.kind, t.degree)), cls: OUTCOME_CLASS[t.degree] },
    })),
    damage: input.damageItemUuid === null ? null : { itemUuid: input.damageItemUuid, critical },
  };
}

/** COV-1: the degrees a GM may set on a card (src/chat/attack/cover-override.ts); total cover is refused before the roll. */
export const OVERRIDE_COVER_CHOICES = ["none", "half", "threeQuarters"] as const;

/**
 * COV-1: a target's cover as the card and the roll dialog show it: the degree ("" for none) and where it came
 * from (measured on the map, with the lines blocked; the token's status; the GM on the card); `centreLine`: by
 * threeAction's names.
 */
export function coverReadout(
  t: Pick<RollTarget, "cover" | "coverFrom" | "coverLines">,
  i18n: Localizer,
  centreLine = false,
): { cover: string; coverFrom: string } {
  if (t.cover === "none") return { cover: "", coverFrom: "" };
  // TA-4: threeAction's four degrees of success go with its names of cover (lesser, standard, greater).
  const cover = i18n.localize(coverLabelKey(t.cover, centreLine));
  if (!t.coverFrom) return { cover, coverFrom: "" };
  return {
    cover,
    coverFrom:
      t.coverFrom === "map" && typeof t.coverLines === "number"
        ? i18n.format("FRAY.Chat.CoverFrom.MapLines", { lines: String(t.coverLines) })
        : i18n.localize(COVER_FROM_LABELS[t.coverFrom]),
  };
}

export type D20CardContext = ReturnType<typeof d20CardContext>;
