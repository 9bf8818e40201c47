/**
 * The GM side of initiative requests from players (DESIGN: State and authority), over the request channel
 * (src/net/gm-requests.ts): the asker is the sender the server names. A player may roll only its own
 * combatants and order only a tie left to it; the GM re-checks ownership and the rules before writing:
 * - `fray.setInitiative`: the player's rolled results; each roll must be the formula the rules give that
 *   combatant now (so no one can roll with a better modifier or advantage it doesn't have);
 * - `fray.orderTie`: a new order for a tie the player may settle (INIT-9, INIT-10, INIT-12, INIT-13);
 * - `fray.swapInitiative`: a delta reorder swap (INIT-14);
 * - `fray.advanceTurn`: a player ending its own combatant's turn (CMB-2).
 */
import { activePolicies } from "../settings/policies";
import { initiativeReorderEnabled } from "../settings/initiative-options";
import { applyInitiative, writeOrder, type InitiativeWrite } from "./initiative-apply";
import { initiativeRoll } from "./initiative-roll";
import { settleTie, swapChanges } from "./initiative-ties";
import { readCombatRequest, refuse, type RequestRefusal } from "./combat-request";
import { registerGmRequest } from "../net/gm-requests";

type Answer = { readonly ok: true } | RequestRefusal;

interface RawResult {
  readonly ids?: unknown;
  readonly total?: unknown;
  readonly roll?: unknown;
}

/** One player result, checked against the rules' roll for that combatant; null when it doesn't hold. */
function checkResult(combat: Combat.Implementation, user: User.Implementation, raw: RawResult): InitiativeWrite | null {
  const ids: unknown[] = Array.isArray(raw.ids) ? (raw.ids as unknown[]) : [];
  const id = ids[0];
  if (ids.length !== 1 || typeof id !== "string" || typeof raw.total !== "number") return null;
  const combatant = combat.combatants.get(id);
  if (!combatant?.actor?.testUserPermission(user, "OWNER")) return null;
  // A player rolls once; a re-roll is the GM's call (otherwise a player could roll until it liked the result).
  if (combatant.initiative !== null) return null;
  const expected = initiativeRoll(combatant, activePolicies());
  if (expected.roll === null) {
    return raw.roll === null && raw.total === expected.inputs.fixedTotal
      ? { ids: [id], groupKey: null, total: raw.total }
      : null;
  }
  if (typeof raw.roll !== "string") return null;
  let rebuilt: Roll<Record<string, unknown>>;
  try {
    rebuilt = Roll.fromData(JSON.parse(raw.roll) as never);
  } catch {
    return null;
  }
  const same = rebuilt.formula === expected.roll.formula && rebuilt.total === raw.total;
  return same ? { ids: [id], groupKey: null, total: raw.total } : null;
}

/** Combatants (`combatId.combatantId`) whose player roll the GM is writing now: a second one is refused. */
const writing = new Set<string>();

async function setInitiative(raw: unknown, asker: User.Implementation): Promise<Answer> {
  const request = readCombatRequest(raw, asker);
  if (!request.ok) return request;
  const results = Array.isArray(request.data.results) ? (request.data.results as RawResult[]) : [];
  if (results.length === 0) return refuse("noResults");
  const writes = results.map((r) => checkResult(request.combat, request.user, r));
  if (writes.some((w) => w === null)) return refuse("notYourRoll");
  const keys = (writes as InitiativeWrite[]).flatMap((w) => w.ids.map((id) => `${request.combat.id ?? ""}.${id}`));
  // One roll per combatant: the same id twice, or a roll still being written, is a second roll.
  if (new Set(keys).size !== keys.length || keys.some((k) => writing.has(k))) return refuse("notYourRoll");
  for (const k of keys) writing.add(k);
  try {
    await applyInitiative(request.combat, writes as InitiativeWrite[], activePolicies());
  } finally {
    for (const k of keys) writing.delete(k);
  }
  return { ok: true };
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

async function swapInitiative(raw: unknown, asker: User.Implementation): Promise<Answer> {
  const request = readCombatRequest(raw, asker);
  if (!request.ok) return request;
  const swapped = swapChanges(
    request.combat,
    activePolicies().initiative,
    request.user.id ?? "",
    request.text("aId"),
    request.text("bId"),
    initiativeReorderEnabled(),
  );
  if (!swapped.ok) return swapped;
  await writeOrder(request.combat, swapped.changes);
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

/** Registers the GM side of the initiative requests (src/net/gm-requests.ts). */
export function registerInitiativeQueries(): void {
  registerGmRequest("fray.setInitiative", setInitiative);
  registerGmRequest("fray.orderTie", orderTie);
  registerGmRequest("fray.swapInitiative", swapInitiative);
  registerGmRequest("fray.advanceTurn", advanceTurn);
}
