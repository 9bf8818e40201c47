/**
 * TA-11 (threeAction) at the table: a raised shield (the `shieldRaised` status Raise a Shield gives) ends at the
 * start of its creature's next turn; when damage from a physical attack is applied to a creature whose shield is
 * raised, that has Shield Block (a feature flagged `flags.fray.shieldBlock`) and a reaction left, whoever applies
 * the damage (the GM, or the owner applying it to its own creature) is asked whether it Shield Blocks: yes spends
 * the reaction and the creature and the shield each take the damage left after the shield's hardness.
 */
import { PHYSICAL_DAMAGE_TYPES, shieldBlock } from "../../rules";
import { SHIELD_RAISED_STATUS } from "../../conditions/status-effects";
import { equippedShield } from "../../data/item/armor";
import { escapeHtml } from "../../chat/escape";
import { openPrompt } from "../../net/prompt-hook";
import { activePolicies } from "../../settings/policies";
import { activeCombatantOf, actorLedger, spendFromLedger } from "../ledger";
import { reactionLeftIn } from "../opportunity";

/** TA-11: the creature has Shield Block (a feature of its own flagged `flags.fray.shieldBlock`). */
export function hasShieldBlock(actor: Actor.Implementation): boolean {
  return actor.items.some(
    (item) =>
      item.type === "feature" && (item.flags as { fray?: { shieldBlock?: unknown } }).fray?.shieldBlock === true,
  );
}

/** The parts of a damage roll as the applier read them: each part's type (null: one untyped total). */
export interface DamageTypes {
  readonly parts: readonly { readonly type: string }[] | null;
}

/**
 * TA-11: the damage `target` takes of `amount` (already through its defenses): less, when it may Shield Block this
 * physical hit and the user applying the damage says it does (the reaction is spent and the shield takes as much).
 */
export async function damageAfterShieldBlock(
  target: Actor.Implementation,
  amount: number,
  damage: DamageTypes,
): Promise<number> {
  if (activePolicies().economy.kind !== "threeActions" || amount <= 0) return amount;
  if (!target.statuses.has(SHIELD_RAISED_STATUS) || !hasShieldBlock(target)) return amount;
  if (!damage.parts?.some((p) => PHYSICAL_DAMAGE_TYPES.includes(p.type))) return amount;
  const shield = equippedShield(target);
  if (!shield || shield.broken || shield.durability.hp.max === 0) return amount;
  const combatant = activeCombatantOf(target);
  if (combatant && !reactionLeftIn(actorLedger(target))) return amount;
  const block = shieldBlock(shield.durability, amount);
  const question = game.i18n.format("FRAY.ShieldBlock.Question", {
    name: escapeHtml(target.name),
    shield: escapeHtml(shield.item.name),
    damage: String(amount),
    taken: String(block.creatureDamage),
  });
  const answer = await openPrompt(
    "shieldBlock",
    { actorId: target.id ?? "", itemId: shield.item.id ?? "", damage: amount, taken: block.creatureDamage },
    (render) =>
      foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n.localize("FRAY.ShieldBlock.Title") },
        content: `<p>${question}</p>`,
        rejectClose: false,
        render,
      } as never),
  );
  if (answer !== true) return amount;
  if (combatant) {
    const spent = await spendFromLedger(combatant, { kind: "reaction" }, { reason: shield.item.name });
    if (!spent.ok) return amount;
  }
  await shield.item.update({ system: { hitPoints: block.shieldHp } });
  return block.creatureDamage;
}

/** TA-11: at the start of its turn a creature's raised shield is lowered (the active GM's client runs turn starts). */
export async function lowerShieldAtTurnStart(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (actor?.statuses.has(SHIELD_RAISED_STATUS))
    await actor.toggleStatusEffect(SHIELD_RAISED_STATUS, { active: false });
}
