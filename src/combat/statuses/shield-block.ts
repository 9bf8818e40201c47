/**
 * TA-11 (threeAction) at the table: a raised shield (the `shieldRaised` status Raise a Shield gives) ends at the
 * start of its creature's next turn; when damage from a physical attack is applied to a creature whose shield is
 * raised, that has Shield Block (a feature flagged `flags.fray.shieldBlock`) and a reaction left, the creature's
 * owner is asked whether it Shield Blocks: yes spends the reaction and the creature and the shield each take the
 * damage left after the shield's hardness. The GM (who applies damage to creatures it doesn't own for everyone)
 * asks the creature's connected player over a query, as it asks a reactor about an opportunity attack; no answer
 * in time is no block; with no such player the GM is asked. Whatever is answered, the GM works the block out from
 * its own documents: the answer is only yes or no.
 */
import { PHYSICAL_DAMAGE_TYPES, shieldBlock } from "../../rules";
import { SHIELD_RAISED_STATUS } from "../../conditions/status-effects";
import { equippedShield } from "../../data/item/armor";
import { escapeHtml } from "../../chat/escape";
import { openPrompt } from "../../net/prompt-hook";
import { activePolicies } from "../../settings/policies";
import { activeCombatantOf, actorLedger, spendFromLedger } from "../ledger";
import { reactionLeftIn } from "../opportunity";
import { playerOwnerIds } from "../initiative";

/** The query the GM sends the blocking creature's owner (a name carrying the system's id, as CONFIG.queries wants). */
export const SHIELD_BLOCK_QUERY = "fray.shieldBlock";
/** How long the owner has to answer, in ms (a module or a test may change it). */
export const SHIELD_BLOCK = { timeoutMs: 20_000 };

/** What the GM's query tells the owner's client: the creature, its shield, the damage and what a block leaves. */
interface ShieldBlockOffer {
  readonly actorUuid: string;
  readonly itemId: string;
  readonly damage: number;
  readonly taken: number;
}

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
  const offer = { actorUuid: target.uuid, itemId: shield.item.id ?? "", damage: amount, taken: block.creatureDamage };
  if (!(await askBlocker(target, shield.item, offer))) return amount;
  if (combatant) {
    const spent = await spendFromLedger(combatant, { kind: "reaction" }, { reason: shield.item.name });
    if (!spent.ok) return amount;
  }
  await shield.item.update({ system: { hitPoints: block.shieldHp } });
  return block.creatureDamage;
}

/** TA-11: the Shield Block prompt on this client (`ms`: it closes itself then, as no block). */
async function promptBlock(
  actor: Actor.Implementation,
  shield: Item.Implementation,
  offer: ShieldBlockOffer,
  ms?: number,
) {
  const question = game.i18n.format("FRAY.ShieldBlock.Question", {
    name: escapeHtml(actor.name),
    shield: escapeHtml(shield.name),
    damage: String(offer.damage),
    taken: String(offer.taken),
  });
  const answer = await openPrompt(
    "shieldBlock",
    { actorId: actor.id ?? "", itemId: offer.itemId, damage: offer.damage, taken: offer.taken },
    (render) =>
      foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n.localize("FRAY.ShieldBlock.Title") },
        content: `<p>${question}</p>`,
        rejectClose: false,
        render,
      } as never),
    ms,
  );
  return answer === true;
}

/**
 * TA-11: whether the creature Shield Blocks, asked of its owner: this client when it isn't a GM's (an owner applies
 * damage to its own creature itself), else the creature's connected player over SHIELD_BLOCK_QUERY (no answer in
 * time: no block), else this GM.
 */
async function askBlocker(actor: Actor.Implementation, shield: Item.Implementation, offer: ShieldBlockOffer) {
  if (!game.user.isGM) return promptBlock(actor, shield, offer);
  const owner = playerOwnerIds(actor)
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
    .map((id) => game.users.get(id) as User.Implementation | undefined)
    .find((u) => u?.active === true);
  if (!owner) return promptBlock(actor, shield, offer);
  try {
    const query = owner as unknown as {
      query(name: string, data: object, options: { timeout: number }): Promise<unknown>;
    };
    const answer = await query.query(SHIELD_BLOCK_QUERY, offer, { timeout: SHIELD_BLOCK.timeoutMs });
    return (answer as { block?: unknown } | null)?.block === true;
  } catch {
    return false; // timed out, or the owner left: no block
  }
}

/**
 * TA-11: the owner's client answers the GM's query: its own creature and its equipped shield, read from its own
 * documents, or no block. A query reaching a GM's client came from someone else (v13 doesn't tell a query its
 * sender, #13418; the GM's own questions are its own prompts): no prompt, no block.
 */
async function answerShieldBlock(raw: unknown): Promise<{ block: boolean }> {
  if (game.user.isGM) return { block: false };
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Partial<Record<keyof ShieldBlockOffer, unknown>>;
  const found =
    typeof data.actorUuid === "string" ? (fromUuidSync(data.actorUuid as `Actor.${string}`) as unknown) : null;
  const actor = found instanceof Actor ? (found as unknown as Actor.Implementation) : null;
  if (!actor?.isOwner) return { block: false };
  const shield = equippedShield(actor);
  if (!shield || shield.item.id !== data.itemId) return { block: false };
  const damage = Number(data.damage);
  const taken = Number(data.taken);
  if (!Number.isInteger(damage) || !Number.isInteger(taken) || damage < 0 || taken < 0) return { block: false };
  const offer = { actorUuid: actor.uuid, itemId: shield.item.id ?? "", damage, taken };
  return { block: await promptBlock(actor, shield.item, offer, SHIELD_BLOCK.timeoutMs) };
}

/** `init`: every client can be asked (CONFIG.queries). */
export function registerShieldBlock(): void {
  const queries = CONFIG.queries as unknown as Record<string, unknown>;
  queries[SHIELD_BLOCK_QUERY] = answerShieldBlock;
}

/** TA-11: at the start of its turn a creature's raised shield is lowered (the active GM's client runs turn starts). */
export async function lowerShieldAtTurnStart(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (actor?.statuses.has(SHIELD_RAISED_STATUS))
    await actor.toggleStatusEffect(SHIELD_RAISED_STATUS, { active: false });
}
