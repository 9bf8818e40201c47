/** The adapter of damage rolls: parts → damageRollFormula (src/rules) → FrayDamageRoll → damage card. */
import { strikeDamageFormula, type CriticalTraits, type DamagePartInput, type OnHitRider } from "../rules";
import { damageFormulaWithExtras } from "./damage-extras";
import { activePolicies } from "../settings/policies";
import { activePreset } from "../settings/preset";
import { damageCardContext } from "../chat/damage";
import { ROLL_TEMPLATES } from "../chat/templates";
import { withDiceSound } from "../chat/roll-message";
import { escapeHtml } from "../chat/escape";
import { checkedFormulas, rollableFormula } from "./formula-check";
import { FrayDamageRoll, type FrayDamageRollOptions } from "./damage-roll";
import type { RollTarget } from "./d20-roll";

export interface DamageRequest {
  readonly title: string;
  readonly actor: Actor.Implementation;
  readonly itemUuid: string;
  readonly subject: string;
  readonly parts: readonly DamagePartInput[];
  readonly modifier: number;
  readonly critical: boolean;
  readonly versatile: boolean;
  /** ECON-12: an off-hand attack's damage (`modifier` already without a positive ability modifier). */
  readonly offHand?: boolean;
  readonly targets: readonly RollTarget[];
  /** Issue 26: the attack card this damage is rolled from, if any. */
  readonly attackCardId?: string;
  /** TA-10: a threeAction weapon's deadly and fatal dice, added after a critical's doubling. */
  readonly traits?: CriticalTraits;
  /** Issue 30 item 3: the weapon's on-hit riders, stated on the card. */
  readonly riders?: readonly OnHitRider[];
  /** RES-1, RES-6: the slot, extra damage and situational bonus chosen (src/dice/damage-extras.ts). */
  readonly more?: DamageMore;
}

/** RES-1, RES-6: what a damage roll adds beyond its item's formula, and what the roll records of it. */
export interface DamageMore {
  readonly extraParts: readonly DamagePartInput[];
  readonly situational: string;
  readonly slotLevel: number | null;
  readonly extras: readonly { readonly feature: string; readonly slot: number | null }[];
  readonly castCardId: string;
}

/** The roll options recording `more` (only what is there). */
function moreOptions(more: DamageMore | undefined): Partial<FrayDamageRollOptions> {
  if (!more) return {};
  return {
    ...(more.slotLevel === null ? {} : { slotLevel: more.slotLevel }),
    ...(more.extras.length ? { extras: more.extras } : {}),
    ...(more.situational ? { situational: more.situational } : {}),
    ...(more.castCardId ? { castCardId: more.castCardId } : {}),
  };
}

/**
 * ATK-2, ATK-3: rolls damage (critical per the preset) and posts the damage card with apply buttons. A part
 * beyond the dice limits or with a reference that is not a number is refused first: a warning names the item
 * and the problem, and nothing is rolled or posted (src/dice/formula-check.ts).
 */
export async function rollDamageRequest(request: DamageRequest): Promise<ChatMessage.Implementation | null> {
  const rollData = request.actor.getRollData();
  const parts = checkedFormulas(
    request.parts.filter((p) => p.formula.trim() !== ""),
    rollData,
    request.subject,
  );
  if (parts === null) return null;
  // RES-6: the features' extra damage, checked as the item's parts are.
  const extraParts = checkedFormulas(request.more?.extraParts ?? [], rollData, request.subject);
  if (extraParts === null) return null;
  const policies = activePolicies();
  // TA-10: a threeAction weapon's critical traits (src/rules/rolls/trait-damage.ts, no extra damage there: RES-6
  // is the 5e family's); any other roll with its extra damage and situational bonus (src/dice/damage-extras.ts).
  const plan = request.traits
    ? strikeDamageFormula(policies.success, {
        parts,
        modifier: request.modifier,
        critical: request.critical,
        traits: request.traits,
      })
    : damageFormulaWithExtras(policies.success, {
        parts,
        extraParts,
        modifier: request.modifier,
        critical: request.critical,
        situational: request.more?.situational ?? "",
      });
  const options: FrayDamageRollOptions = {
    types: plan.types,
    critical: plan.critical,
    diceMultiplier: plan.diceMultiplier,
    totalMultiplier: plan.totalMultiplier,
    versatile: request.versatile,
    ...(request.offHand === true ? { offHand: true } : {}),
    targets: request.targets,
    ...(request.attackCardId ? { attackCardId: request.attackCardId } : {}),
    ...moreOptions(request.more),
    preset: activePreset(),
    subject: request.subject,
    actorUuid: request.actor.uuid,
    itemUuid: request.itemUuid,
  };
  // Issue 26: the whole formula (the parts and the modifier added from data) is checked before a Roll is made;
  // as the item says it, before a critical doubles its dice (the limits apply to what the item says).
  const plain = damageFormulaWithExtras(policies.success, {
    parts,
    extraParts,
    modifier: request.modifier,
    critical: false,
    situational: request.more?.situational ?? "",
  });
  if (rollableFormula(plain.formula, rollData, request.subject) === null) return null;
  const roll = new FrayDamageRoll(plan.formula, rollData, options as unknown as Roll.Options);
  await roll.evaluate();
  const context = damageCardContext(
    {
      title: request.title,
      actorName: request.actor.name,
      total: roll.total ?? 0,
      formula: roll.formula,
      types: plan.types,
      critical: plan.critical,
      totalMultiplier: plan.totalMultiplier,
      targets: request.targets,
      riders: request.riders ?? [],
      situational: request.more?.situational ?? "",
    },
    game.i18n,
  );
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_TEMPLATES.damageCard, context);
  const created = await ChatMessage.implementation.create(
    withDiceSound({
      content,
      speaker: ChatMessage.getSpeaker({ actor: request.actor }),
      rolls: [JSON.stringify(roll)],
      // Foundry shows a message's flavor as HTML: the title holds the item's name.
      flavor: escapeHtml(request.title),
    }),
    { rollMode: game.settings.get("core", "rollMode") },
  );
  return (created as unknown as ChatMessage.Implementation | undefined) ?? null;
}
