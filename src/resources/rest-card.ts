/**
 * RES-3: the rest summary card (templates/chat/rest-card.hbs). No Foundry global here, so the preview renders the
 * same card from sample data.
 */
import type { HitDieSpent } from "../rules";
import type { Localizer } from "../chat/labels";

export const REST_CARD_TEMPLATE = "systems/fray/templates/chat/rest-card.hbs";

/** What a rest did, as plain data. */
export interface RestSummary {
  readonly kind: "short" | "long";
  readonly actorName: string;
  /** False for a long rest that gave nothing (begun at 0 HP, srd51). */
  readonly benefits: boolean;
  readonly dice: readonly HitDieSpent[];
  readonly faces: number;
  readonly conMod: number;
  readonly healed: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly hitDiceLeft: number;
  readonly hitDiceRegained: number;
  readonly slotsRegained: number;
  /** Names of the items whose uses came back (plain text; the template escapes them). */
  readonly recovered: readonly string[];
}

const signed = (n: number) => (n < 0 ? `− ${Math.abs(n)}` : `+ ${n}`);

/** RES-3: the card's view data: every die with its roll and healing, what came back, and the hit points now. */
export function restCardContext(summary: RestSummary, i18n: Localizer) {
  const short = summary.kind === "short";
  return {
    kind: summary.kind,
    title: i18n.format(short ? "FRAY.Rest.Card.ShortTitle" : "FRAY.Rest.Card.LongTitle", {
      name: summary.actorName,
    }),
    actorName: summary.actorName,
    nothing: !summary.benefits,
    nothingText: i18n.localize("FRAY.Rest.Card.Nothing"),
    dice: summary.dice.map((d) => ({
      label: i18n.format("FRAY.Rest.Card.Die", {
        faces: String(summary.faces),
        roll: String(d.roll),
        mod: signed(summary.conMod),
        healed: String(d.healed),
      }),
    })),
    healed: i18n.format("FRAY.Rest.Card.Healed", { healed: String(summary.healed) }),
    hp: i18n.format("FRAY.Rest.Card.Hp", { value: String(summary.hp.value), max: String(summary.hp.max) }),
    hitDice: short
      ? i18n.format("FRAY.Rest.Card.HitDiceLeft", { left: String(summary.hitDiceLeft) })
      : i18n.format("FRAY.Rest.Card.HitDiceRegained", {
          regained: String(summary.hitDiceRegained),
          left: String(summary.hitDiceLeft),
        }),
    slots:
      summary.slotsRegained > 0 ? i18n.format("FRAY.Rest.Card.Slots", { count: String(summary.slotsRegained) }) : "",
    recovered: summary.recovered.length > 0 ? i18n.localize("FRAY.Rest.Card.Recovered") : "",
    recoveredNames: summary.recovered,
  };
}
