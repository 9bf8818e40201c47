/**
 * The start-combat dialog as plain data: who is in the fight, who the GM marks surprised (INIT-5 / INIT-6)
 * and, in a5e, who is on the side that acted suddenly (INIT-8). Pure, shared by the dialog and the preview.
 */
import type { Localizer } from "../../data/labels";

export const SURPRISE_TEMPLATE = "systems/fray/templates/combat/surprise-dialog.hbs";

/** Foundry's token dispositions (CONST.TOKEN_DISPOSITIONS): SECRET -2, HOSTILE -1, NEUTRAL 0, FRIENDLY 1. */
export type Disposition = -2 | -1 | 0 | 1;
export const DISPOSITIONS = ["friendly", "neutral", "hostile"] as const;
export type DispositionName = (typeof DISPOSITIONS)[number];

const DISPOSITION_VALUES: Readonly<Record<DispositionName, readonly Disposition[]>> = {
  friendly: [1],
  neutral: [0],
  // A secret token is one the players should not read as friend or foe; for the GM it is a foe.
  hostile: [-1, -2],
};

const DISPOSITION_LABELS: Readonly<Record<DispositionName, string>> = {
  friendly: "FRAY.Combat.Surprise.Friendly",
  neutral: "FRAY.Combat.Surprise.Neutral",
  hostile: "FRAY.Combat.Surprise.Hostile",
};

export interface SurpriseCombatant {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly disposition: Disposition;
  readonly hasInitiative: boolean;
}

/** The GM's marks so far, by combatant id. */
export interface SurpriseDraft {
  readonly surprised: ReadonlySet<string>;
  readonly suddenAction: ReadonlySet<string>;
}

/** What `combat.setSurprise` takes. */
export interface SurpriseChoice {
  readonly surprised: string[];
  readonly suddenAction: string[];
}

export interface SurpriseDialogInput {
  readonly combatants: readonly SurpriseCombatant[];
  readonly draft: SurpriseDraft;
  /** INIT-8: the preset lets the GM give the instigating side advantage (`suddenActionAdvantage`). */
  readonly suddenAction: boolean;
  readonly i18n: Localizer;
}

/** The combatants' ids of one disposition (hostile includes secret tokens). */
export function idsOfDisposition(combatants: readonly SurpriseCombatant[], name: DispositionName): string[] {
  return combatants.filter((c) => DISPOSITION_VALUES[name].includes(c.disposition)).map((c) => c.id);
}

/**
 * INIT-5 / INIT-6 / INIT-8: a draft with `id`'s mark changed. Marking one side of INIT-8 clears the other,
 * since a combatant can't be both surprised and on the sudden action's side.
 */
export function withMark(
  draft: SurpriseDraft,
  id: string,
  mark: "surprised" | "suddenAction",
  on: boolean,
): SurpriseDraft {
  const surprised = new Set(draft.surprised);
  const sudden = new Set(draft.suddenAction);
  const [own, other] = mark === "surprised" ? [surprised, sudden] : [sudden, surprised];
  if (on) {
    own.add(id);
    other.delete(id);
  } else own.delete(id);
  return { surprised, suddenAction: sudden };
}

/**
 * INIT-5 / INIT-8: the choice to send to `combat.setSurprise`, in the combat's order. Refuses an id that is
 * not a combatant, or one marked both ways, naming the field.
 */
export function surpriseChoice(combatants: readonly SurpriseCombatant[], draft: SurpriseDraft): SurpriseChoice {
  const known = new Set(combatants.map((c) => c.id));
  for (const [field, ids] of [
    ["surprised", draft.surprised],
    ["suddenAction", draft.suddenAction],
  ] as const) {
    const unknown = [...ids].find((id) => !known.has(id));
    if (unknown !== undefined) throw new Error(`${field}: "${unknown}" is not a combatant of this combat`);
  }
  const both = [...draft.surprised].find((id) => draft.suddenAction.has(id));
  if (both !== undefined) throw new Error(`suddenAction: "${both}" is also marked surprised (INIT-8)`);
  const order = combatants.map((c) => c.id);
  return {
    surprised: order.filter((id) => draft.surprised.has(id)),
    suddenAction: order.filter((id) => draft.suddenAction.has(id)),
  };
}

/** INIT-5 / INIT-6 / INIT-8: the dialog's rows and disposition buttons. */
export function surpriseDialogContext(input: SurpriseDialogInput) {
  return {
    suddenAction: input.suddenAction,
    dispositions: DISPOSITIONS.map((name) => ({
      name,
      label: input.i18n.localize(DISPOSITION_LABELS[name]),
      count: idsOfDisposition(input.combatants, name).length,
    })).filter((d) => d.count > 0),
    rows: input.combatants.map((c) => ({
      id: c.id,
      name: c.name,
      img: c.img,
      surprised: input.draft.surprised.has(c.id),
      suddenAction: input.draft.suddenAction.has(c.id),
      rollsInitiative: !c.hasInitiative,
    })),
  };
}
