/**
 * Renders a rolled FrayD20Roll's card (templates/chat/roll-card.hbs): the roller's public card and, with
 * hidden outcomes, the GM's record (src/dice/hidden-outcome.ts) are the same card from different rolls.
 */
import { d20CardContext } from "../chat/d20-card";
import { ROLL_TEMPLATES } from "../chat/templates";
import { unescapeHtml } from "../chat/escape";
import type { FrayD20Roll, RollTarget } from "./d20-roll";

/** What a card shows besides its roll. */
export interface D20CardView {
  readonly title: string;
  readonly actorName: string;
  /** Offer a damage button (an attack with damage). */
  readonly damage: boolean;
  /** The roll was stripped of its AC and DC for players: no outcome can be judged from it. */
  readonly hidden: boolean;
}

/** ATK-1, ATK-2, ATK-3: the card's HTML, each target and the roll's own DC judged by the preset's model. */
export async function renderD20Card(roll: FrayD20Roll, view: D20CardView): Promise<string> {
  const o = roll.fray;
  // TA-5: a failed flat check (or the wrong square) is a miss whatever the attack roll shows.
  const missed = o.kind === "attack" && o.flatCheck?.success === false;
  const judgeAgainst = (t: RollTarget) => {
    const against = t.ac ?? t.dc;
    if (against === null) return null;
    return missed ? "failure" : (roll.judge(against)?.degree ?? null);
  };
  const context = d20CardContext(
    {
      title: view.title,
      actorName: view.actorName,
      kind: o.kind,
      formula: roll.formula,
      total: roll.total ?? 0,
      d20: roll.d20Results,
      mode: o.mode,
      sources: o.sources,
      expertiseDie: o.expertiseDie,
      expertiseResult: roll.expertiseResult,
      map: o.map,
      bonus: o.bonus,
      model: roll.policies.success.model,
      isCritical: roll.isCritical === true,
      isFumble: roll.isFumble === true,
      dc: o.dc,
      degree: o.dc === null ? null : (roll.judge(o.dc)?.degree ?? null),
      targets: o.targets.map((t) => ({ ...t, degree: judgeAgainst(t) })),
      damageItemUuid: view.damage ? o.itemUuid : null,
      hiddenOutcomes: view.hidden,
      flatCheck: o.flatCheck ?? null,
    },
    game.i18n,
  );
  return foundry.applications.handlebars.renderTemplate(ROLL_TEMPLATES.rollCard, context);
}

/**
 * A posted card's HTML drawn again from `roll` (a GM's cover ruling, the GMs' record of a hidden outcome): the title
 * from the card's flavor, which holds it escaped (the template escapes what it prints, so it gets the text), the
 * roller's name from the roll's actor.
 */
export async function renderD20CardAgain(
  roll: FrayD20Roll,
  flavor: string,
  view: Pick<D20CardView, "damage" | "hidden">,
): Promise<string> {
  const actorUuid = roll.fray.actorUuid;
  const actor = actorUuid ? (fromUuidSync(actorUuid) as Actor.Implementation | null) : null;
  return renderD20Card(roll, { title: unescapeHtml(flavor), actorName: actor?.name ?? "", ...view });
}
