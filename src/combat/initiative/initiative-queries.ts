/**
 * The GM side of initiative requests from players (DESIGN: State and authority), over the request channel
 * (src/net/gm-requests.ts): the asker is the sender the server names, never a field of the data. A player may
 * roll only its own combatants and order only a tie left to it; the GM re-checks ownership and the rules before
 * writing:
 * - `fray.setInitiative` `{combatId, ids, rollMode}`: the GM's client ROLLS the dice for the player, with the
 *   rules' roll for each combatant now (so no total, die or formula a player sends is ever used: a player
 *   can't roll with a better modifier, advantage it doesn't have, or dice it chose), posts the cards and
 *   writes the counts; a combatant removed and added again gets its remembered count instead of a roll
 *   (src/combat/initiative/initiative-guard.ts). Answers `{ok: true, results: [{ids, groupKey, total}]}`;
 * - `fray.orderTie`: a new order for a tie the player may settle (INIT-9, INIT-10, INIT-12, INIT-13);
 * - `fray.swapInitiative`: a delta reorder swap (INIT-14), written only once the other character's owner
 *   accepts (src/combat/initiative/initiative-swap-consent.ts);
 * - `fray.advanceTurn`: a player ending its own combatant's turn (CMB-2).
 */
import { activePolicies } from "../../settings/policies";
import { groupInitiativeOptional, initiativeReorderEnabled } from "../../settings/initiative-options";
import { rollAndApply, writeOrder, type InitiativeWrite } from "./initiative-apply";
import { ROLL_MODES } from "./initiative-roll";
import { settleTie, swapChanges } from "./initiative-ties";
import { readCombatRequest, refuse, type RequestRefusal } from "../combat-request";
import { combatantSystem } from "../combatant-system";
import { claimCounts, registerInitiativeGuard, releaseCounts, restoreRemoved } from "./initiative-guard";
import { askSwapConsent, registerSwapConsentQuery } from "./initiative-swap-consent";
import { registerGmRequest } from "../../net/gm-requests";

type Answer = { readonly ok: true } | RequestRefusal;

/** INIT-1..8: the GM rolls a player's own combatants that have no count yet, or gives back a remembered one. */
async function setInitiative(
  raw: unknown,
  asker: User.Implementation,
): Promise<Answer | { ok: true; results: InitiativeWrite[] }> {
  const request = readCombatRequest(raw, asker);
  if (!request.ok) return request;
  const { combat } = request;
  const ids = request.ids("ids");
  if (!ids || ids.length === 0 || new Set(ids).size !== ids.length) return refuse("notYourRoll");
  const combatants = ids.map((id) => combat.combatants.get(id));
  // A player rolls once; a re-roll is the GM's call (otherwise a player could roll until it liked the result).
  const yours = (c: Combatant.Implementation | undefined): c is Combatant.Implementation =>
    c?.actor?.testUserPermission(asker, "OWNER") === true && c.initiative === null;
  if (!combatants.every(yours)) return refuse("notYourRoll");
  const results: InitiativeWrite[] = [];
  const rolling: Combatant.Implementation[] = [];
  for (const c of combatants) {
    if (await restoreRemoved(combat, c)) results.push({ ids: [c.id ?? ""], groupKey: null, total: c.initiative ?? 0 });
    else rolling.push(c);
  }
  const policies = activePolicies();
  // INIT-15: a controlled mount takes its rider's count; it isn't rolled (as on a GM's own roll).
  const riding = (c: Combatant.Implementation) =>
    policies.initiative.mountUsesRiderInitiative && combat.combatants.has(combatantSystem(c).riderId);
  const toRoll = rolling.filter((c) => !riding(c) && c.initiative === null);
  const rollIds = toRoll.map((c) => c.id ?? "");
  // One roll per combatant: a roll still being written for one of them is a second roll.
  if (toRoll.length > 0 && !claimCounts(combat, rollIds)) return refuse("notYourRoll");
  try {
    const mode = request.text("rollMode");
    const rollMode = (ROLL_MODES as readonly string[]).includes(mode) ? mode : "publicroll";
    const options = { groupOptional: groupInitiativeOptional(), rollMode, forUserId: asker.id ?? "" };
    if (toRoll.length > 0) results.push(...(await rollAndApply(combat, toRoll, policies, options)));
  } finally {
    releaseCounts(combat, rollIds);
  }
  return { ok: true, results };
}

async function orderTie(raw: unknown, asker: User.Implementation): Promise<Answer> {
  const request = readCombatRequest(raw, asker);
  if (!request.ok) return request;
  const tieIds = request.ids("tieIds");
  const order = request.ids("order");
  if (!tieIds || !order) return refuse("badOrder");
  const settled = settleTie(request.combat, tieIds, order, { id: request.user.id ?? "", isGM: false });
  if (!settled.ok) return settled;
  await writeOrder(request.combat, settled.changes);
  return { ok: true };
}

/**
 * INIT-14: a player's proposal to swap its character with another player's: checked by the rules, then put to
 * the other character's owner, then checked again (the order may have changed while it waited) and written.
 */
async function swapInitiative(raw: unknown, asker: User.Implementation): Promise<Answer> {
  const request = readCombatRequest(raw, asker);
  if (!request.ok) return request;
  const { combat } = request;
  const [aId, bId] = [request.text("aId"), request.text("bId")];
  const check = () =>
    swapChanges(combat, activePolicies().initiative, asker.id ?? "", aId, bId, initiativeReorderEnabled());
  const proposed = check();
  if (!proposed.ok) return proposed;
  const pair = [combat.combatants.get(aId), combat.combatants.get(bId)];
  const mine = pair.find((c) => c?.actor?.testUserPermission(asker, "OWNER") === true);
  const other = pair.find((c) => c !== mine);
  if (!mine || !other) return refuse("notYourCharacter");
  const consent = await askSwapConsent(combat, asker, mine, other);
  if (!consent.ok) return consent;
  const swapped = check();
  if (!swapped.ok) return swapped;
  await writeOrder(combat, swapped.changes);
  return { ok: true };
}

/** CMB-2: a player ends its own combatant's turn; refused when it is not that combatant's turn (any more). */
async function advanceTurn(raw: unknown, asker: User.Implementation): Promise<Answer> {
  const request = readCombatRequest(raw, asker);
  if (!request.ok) return request;
  const current = request.combat.combatant;
  if (!current || current.id !== request.text("combatantId")) return refuse("notCurrentTurn");
  if (!current.actor?.testUserPermission(request.user, "OWNER")) return refuse("notYourTurn");
  await request.combat.nextTurn();
  return { ok: true };
}

/**
 * Registers the GM side of the initiative requests (src/net/gm-requests.ts), the swap consent query every
 * client answers, and the active GM's guard over initiative writes.
 */
export function registerInitiativeQueries(): void {
  registerInitiativeGuard();
  registerSwapConsentQuery();
  registerGmRequest("fray.setInitiative", setInitiative);
  registerGmRequest("fray.orderTie", orderTie);
  registerGmRequest("fray.swapInitiative", swapInitiative);
  registerGmRequest("fray.advanceTurn", advanceTurn);
}
