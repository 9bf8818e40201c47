/**
 * RES-4 / RES-5 at turn and round changes, on the active GM's client (called from FrayCombat's turn events, kept
 * apart from the ledger's own turn start and end):
 * - each turn start brings back every combatant's "per turn" uses (once per turn means on any creature's turn);
 * - the starting creature's spent "Recharge N–6" powers roll 1d6 each (Foundry rolls, one card), and its legendary
 *   action pool (`system.legendarySpent`) is full again;
 * - each round start brings back every combatant's "per round" uses.
 */
import { legendaryAtTurnStart, rollRecharge, type RechargeRoll, type RecoveryEvent } from "../rules";
import { recoverActorUses, usesOf } from "../resources/uses-recovery";
import { withDiceSound } from "../chat/roll-message";
import { queueLedgerWrite } from "./ledger";
import { rechargeCardContext } from "./resource-cards";
import { RECHARGE_CARD_TEMPLATE } from "./resource-cards";
export { RECHARGE_CARD_TEMPLATE };

/** The distinct actors fighting in `combat` (a linked actor with two combatants counts once). */
function actorsOf(combat: Combat.Implementation): Actor.Implementation[] {
  const seen = new Map<string, Actor.Implementation>();
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (actor) seen.set(actor.uuid, actor);
  }
  return [...seen.values()];
}

async function recoverAll(combat: Combat.Implementation, event: RecoveryEvent): Promise<void> {
  for (const actor of actorsOf(combat)) await recoverActorUses(actor, event);
}

/** RES-4: the starting creature's spent recharge powers roll 1d6 each; the ones that come back are written. */
async function rollRecharges(actor: Actor.Implementation): Promise<void> {
  const waiting = actor.items.contents.filter((item) => {
    const uses = usesOf(item);
    return uses?.per === "recharge" && uses.value < uses.max;
  });
  if (waiting.length === 0) return;
  const rolled: { item: Item.Implementation; roll: RechargeRoll; roll6: Roll }[] = [];
  const updates: { _id: string; "system.uses.value": number }[] = [];
  for (const item of waiting) {
    const uses = usesOf(item);
    if (!uses) continue;
    const roll6 = await new Roll("1d6").evaluate();
    const result = rollRecharge(uses, { roll: () => roll6.total });
    if (!result.roll) continue;
    rolled.push({ item, roll: result.roll, roll6 });
    if (result.roll.recharged) updates.push({ _id: item.id ?? "", "system.uses.value": result.uses.value });
  }
  if (updates.length > 0) await actor.updateEmbeddedDocuments("Item", updates);
  const content = await foundry.applications.handlebars.renderTemplate(
    RECHARGE_CARD_TEMPLATE,
    rechargeCardContext(
      actor.name,
      rolled.map((r) => ({ name: r.item.name, roll: r.roll })),
      game.i18n,
    ),
  );
  await ChatMessage.implementation.create(
    withDiceSound({
      content,
      speaker: ChatMessage.getSpeaker({ actor }),
      rolls: rolled.map((r) => JSON.stringify(r.roll6)),
    }),
  );
  for (const r of rolled) Hooks.callAll("fray.recharge", r.item, r.roll);
}

/** RES-5: the monster's legendary actions come back at the start of its own turn. */
async function refillLegendary(combatant: Combatant.Implementation): Promise<void> {
  await queueLedgerWrite(combatant, async () => {
    const spent = (combatant.system as { legendarySpent?: number }).legendarySpent ?? 0;
    if (spent === 0) return;
    const pool = legendaryAtTurnStart({ max: 0, spent });
    await combatant.update({ "system.legendarySpent": pool.spent } as never);
  });
}

/** RES-4 / RES-5 at the start of `combatant`'s turn (active GM only). */
export async function resourcesAtTurnStart(combat: Combat.Implementation, combatant: Combatant.Implementation) {
  if (!game.user.isActiveGM) return;
  await recoverAll(combat, "turn");
  const actor = combatant.actor;
  if (actor) await rollRecharges(actor);
  await refillLegendary(combatant);
}

/** RES-4 at the start of a round (active GM only): "per round" uses come back. */
export async function resourcesAtRoundStart(combat: Combat.Implementation): Promise<void> {
  if (!game.user.isActiveGM) return;
  await recoverAll(combat, "round");
}
