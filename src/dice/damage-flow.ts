/** The adapter of damage rolls: parts → damageRollFormula (src/rules) → FrayDamageRoll → damage card. */
import {
  damageRollFormula,
  strikeDamageFormula,
  type CriticalTraits,
  type DamagePartInput,
  type OnHitRider,
} from "../rules";
import { activePolicies } from "../settings/policies";
import { activePreset } from "../settings/preset";
import { damageCardContext } from "../chat/damage-card";
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
  const policies = activePolicies();
  const base = { parts, modifier: request.modifier, critical: request.critical };
  // TA-10: a weapon's critical traits (src/rules/rolls/trait-damage.ts); any other roll as damageRollFormula says.
  const plan = request.traits
    ? strikeDamageFormula(policies.success, { ...base, traits: request.traits })
    : damageRollFormula(policies.success, base);
  const options: FrayDamageRollOptions = {
    types: plan.types,
    critical: plan.critical,
    diceMultiplier: plan.diceMultiplier,
    totalMultiplier: plan.totalMultiplier,
    versatile: request.versatile,
    ...(request.offHand === true ? { offHand: true } : {}),
    targets: request.targets,
    ...(request.attackCardId ? { attackCardId: request.attackCardId } : {}),
    preset: activePreset(),
    subject: request.subject,
    actorUuid: request.actor.uuid,
    itemUuid: request.itemUuid,
  };
  // Issue 26: the whole formula (the parts and the modifier added from data) is checked before a Roll is made;
  // as the item says it, before a critical doubles its dice (the limits apply to what the item says).
  const plain = damageRollFormula(policies.success, { parts, modifier: request.modifier, critical: false });
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
