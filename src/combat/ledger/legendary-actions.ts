/**
 * RES-5: a monster's legendary actions as a pool beside its turn ledger (`system.legendarySpent` on its combatant,
 * `system.legendary.actions` per round on its actor). At the end of each other creature's turn the active GM's
 * client offers each legendary monster's options, one monster and one option at a time, each with its cost (none
 * while it is incapacitated or defeated, none it can't pay for); the pool comes back at the start of its own turn
 * (turn-resources.ts). Taking an option spends its cost (written by the GM, in the combatant's ledger queue) and
 * posts a card with the option's name, cost and what is left.
 */
import { legendaryChoices, legendaryLeft, takeLegendaryAction } from "../../rules";
import { openPrompt } from "../../net/prompt-hook";
import { queueLedgerWrite } from "./ledger-queue";
import {
  legendaryActionCardContext,
  legendaryPromptButtons,
  legendaryPromptContext,
  type LegendaryOptionView,
} from "../resource-cards";
import { LEGENDARY_PROMPT_TEMPLATE, LEGENDARY_CARD_TEMPLATE } from "../resource-cards";
export { LEGENDARY_PROMPT_TEMPLATE, LEGENDARY_CARD_TEMPLATE };

/** The monster's legendary actions per round (0: none). */
export function legendaryActionsOf(actor: Actor.Implementation | null): number {
  const legendary = (actor?.system as { legendary?: { actions?: number } } | undefined)?.legendary;
  return legendary?.actions ?? 0;
}

/** The monster's legendary options: its features with a legendary cost, in sheet order. */
export function legendaryOptionsOf(actor: Actor.Implementation): LegendaryOptionView[] {
  return actor.items.contents
    .filter((i) => i.type === "feature" && ((i.system as { legendaryCost?: number }).legendaryCost ?? 0) > 0)
    .sort((a, b) => a.sort - b.sort)
    .map((i) => ({
      id: i.id ?? "",
      name: i.name,
      cost: (i.system as unknown as { legendaryCost: number }).legendaryCost,
    }));
}

const spentOf = (combatant: Combatant.Implementation): number =>
  (combatant.system as { legendarySpent?: number }).legendarySpent ?? 0;

/** RES-5: the monster's pool this round: per round from its actor, spent from its combatant. */
export function legendaryPoolOf(combatant: Combatant.Implementation): { max: number; spent: number } {
  return { max: legendaryActionsOf(combatant.actor), spent: spentOf(combatant) };
}

function momentOf(combatant: Combatant.Implementation, ended: Combatant.Implementation) {
  const incapacitated = (combatant.actor?.statuses.has("incapacitated") ?? false) || combatant.isDefeated;
  return { incapacitated, ownTurn: combatant === ended || combatant.id === ended.id };
}

/**
 * RES-5 (GM only): `combatant` takes legendary option `itemId` right after `ended`'s turn: re-checked by the rules
 * against the pool as the GM last wrote it, then its cost spent and its card posted; `fray.legendaryAction` follows.
 * Resolves to whether it was taken (refused: a warning, nothing changed).
 */
export async function takeLegendary(
  combatant: Combatant.Implementation,
  itemId: string,
  ended: Combatant.Implementation,
): Promise<boolean> {
  if (!game.user.isGM) throw new Error("FRAY: only a GM takes a monster's legendary actions");
  const actor = combatant.actor;
  const option = actor ? legendaryOptionsOf(actor).find((o) => o.id === itemId) : undefined;
  const item = option ? actor?.items.get(option.id) : undefined;
  if (!actor || !option || !item) throw new Error(`itemId: "${itemId}" is no legendary option of ${combatant.name}`);
  const taken = await queueLedgerWrite(combatant, async () => {
    const result = takeLegendaryAction(legendaryPoolOf(combatant), option.cost, momentOf(combatant, ended));
    if (!result.ok) return null;
    await combatant.update({ "system.legendarySpent": result.pool.spent } as never);
    return result.pool;
  });
  if (!taken) {
    ui.notifications.warn(game.i18n.format("FRAY.Legendary.Warning.Refused", { name: combatant.name ?? "" }));
    return false;
  }
  const description = (item.system as { description?: string }).description ?? "";
  const content = await foundry.applications.handlebars.renderTemplate(
    LEGENDARY_CARD_TEMPLATE,
    legendaryActionCardContext(actor.name, { ...option, description }, legendaryLeft(taken), taken.max, game.i18n),
  );
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
  Hooks.callAll("fray.legendaryAction", combatant, item);
  return true;
}

/** The prompt for one monster: the id of the option the GM took, or null (passed, closed). */
async function askLegendary(
  combatant: Combatant.Implementation,
  ended: Combatant.Implementation,
  choices: readonly LegendaryOptionView[],
): Promise<string | null> {
  const pool = legendaryPoolOf(combatant);
  const name = combatant.actor?.name ?? combatant.name ?? "";
  const context = legendaryPromptContext(name, ended.name ?? "", legendaryLeft(pool), pool.max, choices, game.i18n);
  const content = await foundry.applications.handlebars.renderTemplate(LEGENDARY_PROMPT_TEMPLATE, context);
  const buttons = legendaryPromptButtons(choices, game.i18n);
  const answer = await openPrompt(
    "legendary",
    {
      combatId: combatant.combat?.id ?? "",
      combatantId: combatant.id ?? "",
      name,
      after: ended.name ?? "",
      choices: buttons.map((b) => b.action),
    },
    (render) =>
      foundry.applications.api.DialogV2.wait({
        window: { title: game.i18n.localize("FRAY.Legendary.Prompt.Title") },
        classes: ["fray", "fray-legendary-dialog"],
        content,
        buttons,
        rejectClose: false,
        modal: false,
        render,
      } as never),
  );
  return typeof answer === "string" && answer.startsWith("take-") ? answer.slice("take-".length) : null;
}

/**
 * RES-5, from FrayCombat#_onEndTurn on the active GM's client: after `ended`'s turn each other legendary monster in
 * the combat, in turn order, is offered one legendary action (the options it can pay for now); the GM takes one or
 * passes. Nothing is offered to a monster that is incapacitated, defeated or has nothing left.
 */
export async function offerLegendaryActions(
  combat: Combat.Implementation,
  ended: Combatant.Implementation,
): Promise<void> {
  if (!game.user.isActiveGM) return;
  for (const combatant of combat.turns) {
    const actor = combatant.actor;
    if (!actor || legendaryActionsOf(actor) === 0) continue;
    const choices = legendaryChoices(legendaryPoolOf(combatant), legendaryOptionsOf(actor), momentOf(combatant, ended));
    if (choices.length === 0) continue;
    const chosen = await askLegendary(combatant, ended, choices);
    if (chosen !== null) await takeLegendary(combatant, chosen, ended);
  }
}
