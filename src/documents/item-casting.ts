/**
 * RES-1, RES-7: a spell's casting around the card it posts: the slot it spends (chosen, or the lowest left of its
 * level or higher), spent before the card (src/combat/casting/spell-casting.ts), the card then bound to the GM's record of
 * the casting, and a concentration spell's concentration started once its card is posted.
 */
import { lowestSlotFor, MAX_SPELL_LEVEL } from "../rules";
import { shortcutMode } from "../dice/dialog";
import { bindCastCard, castSpell, slotsLeft, concentrateOnCast } from "../combat/casting";
import type { FrayRollOptions } from "../dice/roll-options";
import { CAST_SLOT_TEMPLATE, castSlotContext } from "../applications/dialogs/cast-slot-context";
export { CAST_SLOT_TEMPLATE };

interface SpellFacts {
  level: number;
  ritual: boolean;
}

/** RES-1: the slot levels a spell of `level` may be cast with from `left` (those with a slot left). */
export function slotChoices(level: number, left: readonly number[]): number[] {
  const out: number[] = [];
  for (let l = Math.max(1, level); l <= MAX_SPELL_LEVEL; l++) if ((left[l] ?? 0) > 0) out.push(l);
  return out;
}

/** RES-1: asks which slot to cast with (a select of the levels left); null when the dialog is closed. */
async function promptSlot(item: Item.Implementation, levels: readonly number[]): Promise<number | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    CAST_SLOT_TEMPLATE,
    castSlotContext(levels, game.i18n),
  );
  const answer = (await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.format("FRAY.Spell.CastTitle", { item: item.name }) },
    content,
    ok: {
      label: game.i18n.localize("FRAY.Spell.Cast"),
      callback: (_event: unknown, button: HTMLButtonElement) =>
        (button.form?.elements.namedItem("slot") as HTMLSelectElement | null)?.value ?? "",
    },
    rejectClose: false,
  } as never)) as string | null;
  const level = Number(answer);
  return answer === null || !levels.includes(level) ? null : level;
}

/** RES-1: the slot `item` is cast with: the one asked, a ritual's own level, else the lowest left (or asked). */
async function chosenSlot(
  item: Item.Implementation,
  spell: SpellFacts,
  options: FrayRollOptions,
): Promise<number | null> {
  if (spell.level === 0 || (options.ritual === true && spell.ritual)) return spell.level;
  if (typeof options.slotLevel === "number") return options.slotLevel;
  const left = slotsLeft(item.actor as Actor.Implementation);
  const levels = slotChoices(spell.level, left);
  const asked = options.event !== undefined && !options.fastForward && shortcutMode(options.event as never) === null;
  if (asked && levels.length > 1) return promptSlot(item, levels);
  // None left: the spell's own level, which the casting check refuses with its reason.
  return lowestSlotFor(spell.level, left) ?? spell.level;
}

/**
 * RES-1, RES-7: casts spell `item` (anything else just posts) around `post`, which posts its card: spends the
 * slot first (refused: nothing is posted), then binds the card to the casting and starts concentration.
 */
export async function withCast(
  item: Item.Implementation,
  options: FrayRollOptions,
  post: () => Promise<ChatMessage.Implementation | null>,
): Promise<ChatMessage.Implementation | null> {
  const actor = item.actor;
  if (item.type !== "spell" || !actor) return post();
  const spell = item.system as unknown as SpellFacts;
  const slotLevel = await chosenSlot(item, spell, options);
  if (slotLevel === null) return null;
  const cast = await castSpell(item, { slotLevel, ritual: options.ritual === true });
  if (!cast) return null;
  const message = await post();
  if (message) {
    await bindCastCard(cast, message);
    await concentrateOnCast(actor, item);
  }
  return message;
}
