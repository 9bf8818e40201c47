/**
 * Damage defenses at "Apply damage": the target's resistances, immunities and vulnerabilities (threeAction:
 * resistances and weaknesses) applied to each typed part of a checked damage roll, and a short card saying what
 * they changed. Run by whoever writes the damage, after every trust check (src/chat/damage/apply-damage.ts).
 */
import {
  applyDamageDefenses,
  damageAmount,
  defenseModelFor,
  type DamageDefenses,
  type DefendedPart,
  type DefenseModel,
} from "../../rules";
import { activePolicies } from "../../settings/policies";
import type { StoredDefenses } from "../../data/actor/defenses";
import { defensesCardContext } from "./defenses-card";
import { ROLL_TEMPLATES } from "../templates";
import type { TrustedDamage } from "./trusted-damage";

/** The active preset's defense model (`defenseModelFor`): threeAction subtracts and adds, 5e halves and doubles. */
export function defenseModel(): DefenseModel {
  return defenseModelFor(activePolicies());
}

/** The damage rules' view of an actor's stored defenses (none when it has no such field). */
export function defensesOf(actor: Actor.Implementation): DamageDefenses {
  const stored = (actor.system as { defenses?: StoredDefenses }).defenses ?? {};
  const valued = (list: { type: string; value: number }[] = []) =>
    Object.fromEntries(list.map((d) => [d.type, d.value])) as Record<string, number>;
  return {
    resistances: valued(stored.resistances),
    immunities: [...(stored.immunities ?? [])],
    vulnerabilities: valued(stored.vulnerabilities),
  };
}

export interface DefendedAmount {
  /** The hit point change: positive damage, negative healing. */
  readonly amount: number;
  /** Each part and what its defenses did, when any defense changed something; otherwise null. */
  readonly parts: readonly DefendedPart[] | null;
}

/**
 * The change "Apply damage" writes: healing as it is; damage part by part through the target's defenses, halved
 * per part first for half damage (a save's halving comes before resistance). With no defense touching any
 * part, the whole total as before (halved once, rounded down).
 */
export function defendedAmount(
  target: Actor.Implementation,
  damage: TrustedDamage,
  multiplier: number,
): DefendedAmount {
  const whole = damageAmount(damage.total, multiplier);
  if (multiplier < 0 || !damage.parts) return { amount: whole, parts: null };
  const parts = damage.parts.map((p) => ({
    type: p.type,
    amount: damageAmount(p.amount, multiplier),
  }));
  const defended = applyDamageDefenses(defenseModel(), defensesOf(target), parts);
  if (defended.parts.every((p) => p.effect === "none")) return { amount: whole, parts: null };
  return { amount: defended.total, parts: defended.parts };
}

/** Posts the defenses card for `target` (only when a defense changed the damage). */
export async function postDefensesCard(target: Actor.Implementation, taken: number, parts: readonly DefendedPart[]) {
  const content = await foundry.applications.handlebars.renderTemplate(
    ROLL_TEMPLATES.defensesCard,
    defensesCardContext(target.name, taken, parts, game.i18n, defenseModel()),
  );
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor: target }) });
}
