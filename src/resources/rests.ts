/**
 * RES-3: short and long rests of a creature, out of combat, written by the creature's owner (a player its own
 * hero, the GM anyone): the rules (src/rules/resources/rests.ts) decide what comes back; the Hit Dice are Foundry
 * rolls (Dice So Nice shows them); one chat card sums the rest up (src/resources/rest-card.ts). A rest is refused,
 * with a message and nothing changed, for a creature in a running combat, for a user who doesn't own it and under
 * a preset without Hit Dice (threeAction).
 */
import {
  longRest as longRestRule,
  restRules,
  shortRest as shortRestRule,
  type HitDice,
  type HitDieSpent,
  type RestEdition,
} from "../rules";
import { activePolicies } from "../settings/policies";
import { activePreset } from "../settings/preset";
import { combatsOf } from "../combat/combats";
import { withFoundryDice } from "../combat/dice-pool";
import { withDiceSound } from "../chat/roll-message";
import { recoverActorUses } from "./uses-recovery";
import { restEditionOf } from "./rest-edition";
import { restCardContext, type RestSummary } from "./rest-card";
import { REST_CARD_TEMPLATE } from "./rest-card";
export { REST_CARD_TEMPLATE };

/** Hook fired after a rest: `(actor, summary)` (docs/API.md). */
export const REST_HOOK = "fray.rest" as const;

interface RestingSystem {
  hp?: { value?: number; max?: number };
  level?: number;
  hitDice?: { die?: number; spent?: number };
  slots?: Record<string, { value: number; max: number }>;
  legendary?: { resistance?: { value: number; max: number } };
}

const systemOf = (actor: Actor.Implementation) => actor.system as RestingSystem;

function hpOf(actor: Actor.Implementation): { value: number; max: number } {
  const hp = systemOf(actor).hp;
  return { value: hp?.value ?? 0, max: hp?.max ?? 0 };
}

/** A character's Hit Dice; an NPC has none (level 1, all spent, so nothing to spend or regain). */
function hitDiceOf(actor: Actor.Implementation): HitDice {
  const system = systemOf(actor);
  if (actor.type !== "character") return { level: 1, faces: 8, spent: 1 };
  return { level: system.level ?? 1, faces: system.hitDice?.die ?? 8, spent: system.hitDice?.spent ?? 0 };
}

function conModOf(actor: Actor.Implementation): number {
  return (actor.system as { abilities?: { con?: { mod?: number } } }).abilities?.con?.mod ?? 0;
}

/** The rest edition, or null after warning why this user can't rest `actor` now. */
function mayRest(actor: Actor.Implementation): RestEdition | null {
  const warn = (key: string) => {
    ui.notifications.warn(game.i18n.format(key, { name: actor.name }));
    return null;
  };
  if (!actor.isOwner) return warn("FRAY.Rest.Warning.NotOwner");
  const edition = restEditionOf(activePreset(), activePolicies());
  if (edition === null) return warn("FRAY.Rest.Warning.NoRests");
  if (combatsOf(actor).length > 0) return warn("FRAY.Rest.Warning.InCombat");
  return edition;
}

async function postRestCard(actor: Actor.Implementation, summary: RestSummary, rolls: readonly Roll[]) {
  const content = await foundry.applications.handlebars.renderTemplate(
    REST_CARD_TEMPLATE,
    restCardContext(summary, game.i18n),
  );
  const data = { content, speaker: ChatMessage.getSpeaker({ actor }), rolls: rolls.map((r) => JSON.stringify(r)) };
  return ChatMessage.implementation.create(rolls.length > 0 ? withDiceSound(data) : data);
}

/** What spending Hit Dice did: the dice and the rolls that made them. */
export interface HitDiceSpent {
  readonly dice: readonly HitDieSpent[];
  readonly rolls: readonly Roll[];
}

/**
 * RES-3: spends `count` of a character's Hit Dice during a short rest: each heals its roll plus the Constitution
 * modifier; hit points and spent dice are written in one update. Null (and nothing changed) when refused: more
 * dice than are left, in combat, not the owner.
 */
export async function spendHitDice(actor: Actor.Implementation, count: number): Promise<HitDiceSpent | null> {
  if (mayRest(actor) === null) return null;
  const input = { hp: hpOf(actor), hitDice: hitDiceOf(actor), conMod: conModOf(actor) };
  const left = input.hitDice.level - input.hitDice.spent;
  if (actor.type !== "character" || !Number.isSafeInteger(count) || count < 0 || count > left) {
    ui.notifications.warn(
      game.i18n.format("FRAY.Rest.Warning.NotEnoughHitDice", { name: actor.name, left: String(Math.max(0, left)) }),
    );
    return null;
  }
  const run = await withFoundryDice((roller) => shortRestRule(input, count, roller));
  const rest = run.value;
  if (!rest.ok) return null;
  await actor.update({ system: { hp: { value: rest.hp.value }, hitDice: { spent: rest.hitDice.spent } } });
  return { dice: rest.dice, rolls: run.rolls };
}

/**
 * RES-3 / RES-4: a short rest: spends `dice` Hit Dice (0: none), brings back the uses a short rest recovers and posts
 * the summary card. `spent` adds dice already spent one at a time in this rest (the sheet's "Spend one"), so the
 * card lists them all. Null when refused.
 */
export async function shortRest(
  actor: Actor.Implementation,
  options: { dice?: number; spent?: HitDiceSpent } = {},
): Promise<RestSummary | null> {
  if (mayRest(actor) === null) return null;
  const hpBefore = hpOf(actor).value - (options.spent?.dice.reduce((s, d) => s + d.healed, 0) ?? 0);
  const now = (options.dice ?? 0) > 0 ? await spendHitDice(actor, options.dice ?? 0) : { dice: [], rolls: [] };
  if (!now) return null;
  const dice = [...(options.spent?.dice ?? []), ...now.dice];
  const rolls = [...(options.spent?.rolls ?? []), ...now.rolls];
  const recovered = await recoverActorUses(actor, "shortRest");
  const hitDice = hitDiceOf(actor);
  const hp = hpOf(actor);
  const summary: RestSummary = {
    kind: "short",
    actorName: actor.name,
    benefits: true,
    dice,
    faces: hitDice.faces,
    conMod: conModOf(actor),
    healed: Math.max(0, hp.value - Math.max(0, hpBefore)),
    hp,
    hitDiceLeft: actor.type === "character" ? hitDice.level - hitDice.spent : 0,
    hitDiceRegained: 0,
    slotsRegained: 0,
    recovered,
  };
  await postRestCard(actor, summary, rolls);
  Hooks.callAll(REST_HOOK, actor, summary);
  return summary;
}

/**
 * RES-3 / RES-4 / RES-5: a long rest: all hit points, spent spell slots and Hit Dice as the edition says (srd51 up to
 * half, at least one; srd52 and delta all), every use a long rest or a dawn brings back, and a monster's legendary
 * resistances; under srd51 a rest begun at 0 HP gives nothing. One actor update and one card. Null when refused.
 */
export async function longRest(actor: Actor.Implementation): Promise<RestSummary | null> {
  const edition = mayRest(actor);
  if (edition === null) return null;
  const system = systemOf(actor);
  const slots = actor.type === "character" ? (system.slots ?? {}) : {};
  const rest = longRestRule(restRules(edition), { hp: hpOf(actor), hitDice: hitDiceOf(actor), slots });
  const recovered: string[] = [];
  if (rest.benefits) {
    const changes: Record<string, unknown> = { hp: { value: rest.hp.value } };
    if (actor.type === "character") {
      changes.hitDice = { spent: rest.hitDice.spent };
      changes.slots = rest.slots;
    }
    const resistance = system.legendary?.resistance;
    if (resistance && resistance.value < resistance.max) changes.legendary = { resistance: { value: resistance.max } };
    await actor.update({ system: changes });
    recovered.push(...(await recoverActorUses(actor, "longRest")));
  }
  const summary: RestSummary = {
    kind: "long",
    actorName: actor.name,
    benefits: rest.benefits,
    dice: [],
    faces: rest.hitDice.faces,
    conMod: conModOf(actor),
    healed: rest.benefits ? rest.healed : 0,
    hp: rest.hp,
    hitDiceLeft: actor.type === "character" ? rest.hitDice.level - rest.hitDice.spent : 0,
    hitDiceRegained: rest.hitDiceRegained,
    slotsRegained: rest.slotsRegained,
    recovered,
  };
  await postRestCard(actor, summary, []);
  Hooks.callAll(REST_HOOK, actor, summary);
  return summary;
}
