/**
 * OA-1 … OA-6 on real moves, the active GM's side. The GM's client decides every opportunity attack from its own
 * documents; nothing a mover's client says about reactors, reach or weapons is taken as given.
 *
 * - The request `fray.opportunity` ({sceneId, tokenId, x, y}) comes from the mover's client when its token stands
 *   on the square before it leaves a reach (opportunity-move.ts), `x`/`y` being the square it steps to next. The
 *   asker is the server's sender id and must own the token. The GM scans that one step from where the token
 *   stands now, offers each attack it finds, and answers `{ok: true, attacks, canMove}`.
 * - Offering: the reactor's connected player owner is asked with a v13 query (`fray.offerOpportunity`); a reactor
 *   no connected player owns is the GM's own prompt. A GM's client answers that query with no prompt (only a
 *   player can have sent it to a GM: a forged "Strike?"). The prompt names the mover and lists the reactor's equipped
 *   melee weapons that reach it, and "Let it go". No answer within `OPPORTUNITY.timeoutMs` counts as no. Under
 *   the world setting `auto` nobody is asked: the first reaching weapon strikes. A player's request is answered
 *   only after a move of that player's token this client saw this turn, ending where it stands, and once per such
 *   move (issue 26): a request with no move behind it, or a second one for the same move, offers nothing.
 * - A "yes" is checked again (the reactor's own equipped weapon, reaching the mover) and rolled here, on the GM's
 *   client, as an ordinary attack on the mover (the preset's rules, cover and positions); off the reactor's turn
 *   it spends the reaction from its turn ledger. Several reactors at one square strike in the scene's token order.
 * - A backstop: every move made on the scene is scanned again on the GM's client after it happens (`moveToken`, and a
 *   plain position write: gm-positions.ts), each segment from where this client saw the token before it (never the
 *   data's `origin`); an exit no request covered (a client that skipped its own check) is offered then, the token
 *   where it ended. A player's teleport the world setting refuses is put back, not scanned. An undo this GM's
 *   record bears out (move-undo.ts) and a GM's `config`/`paste` placement provoke nothing; a forged undo is
 *   scanned as any walk. Each reactor is offered the mover once per square and turn, however it was found.
 */
import { spaceDistance, type Cell } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { opportunityMode } from "../../settings/opportunity-attacks";
import { registerGmRequest } from "../../net/gm-requests";
import { openPrompt } from "../../net/prompt-hook";
import { positioned, equippedMeleeReach } from "../../scene/reach";
import { measuredScene, sceneOf, type SceneLike, type TokenLike } from "../../scene/cover";
import { cellAt, movePath, type PathWaypoint } from "../../scene/movement";
import { playerOwnerIds } from "../initiative";
import {
  markMoveContinuing,
  isGenuineUndo,
  onTokenMove,
  seenMoveOf,
  seenTurn,
  type SeenMove,
  refusedTeleport,
  isGmPlacement,
} from "../movement";
import { scanMove, type OfferedAttack } from "./opportunity-scan";
import {
  OPPORTUNITY_PROMPT_TEMPLATE,
  OPPORTUNITY_PROMPT_TITLE,
  opportunityPromptButtons,
  opportunityPromptContext,
  type OfferedWeapon,
} from "./opportunity-prompt";

/** The request a mover's client sends the active GM at each stop. */
export const OPPORTUNITY_REQUEST = "fray.opportunity";
/** The query the GM sends a reactor's owner. */
export const OPPORTUNITY_QUERY = "fray.offerOpportunity";
/** How long a reactor's owner has to answer, in ms (a module or a test may change it). */
export const OPPORTUNITY = { timeoutMs: 20_000 };

/** Statuses after which a creature can't go on moving (speed 0 or no actions). */
const CANNOT_MOVE = [
  "dead",
  "unconscious",
  "incapacitated",
  "paralyzed",
  "petrified",
  "stunned",
  "grappled",
  "restrained",
];

interface OfferData {
  readonly sceneId: string;
  readonly reactorId: string;
  readonly moverId: string;
  /** The mover's square when the attack comes. */
  readonly x: number;
  readonly y: number;
}

interface WeaponLike {
  readonly id: string | null;
  readonly name: string | null;
  readonly type: string;
  readonly system: unknown;
  readonly hasAttack?: boolean;
  rollAttack?(options: object): Promise<unknown>;
}

/** The backstop checks under way (see `opportunityChecksSettled`). */
const backstops = new Set<Promise<void>>();

/** Resolves when the backstop checks under way on this process's clients have ended (tests and macros). */
export async function opportunityChecksSettled(): Promise<void> {
  while (backstops.size) await Promise.all([...backstops]);
}

/** The offers made, per GM user: `user|combat:round:turn|scene|mover|reactor|x,y`. */
const offered = new Set<string>();

/**
 * The moves a player's request was answered for, per GM user: `user|seq` of the SeenMove (gm-positions.ts). Issue
 * 26: one move the GM saw backs one request, so a player can't name step after step from one square to burn every
 * reactor's reaction without moving.
 */
const askedFor = new Set<string>();

/** For tests and modules: forget the offers made (each reactor may be offered every exit again). */
export function forgetOpportunityOffers(): void {
  offered.clear();
  askedFor.clear();
}

/** Marks the request answered for `seen`; false when one already was. Keys of earlier turns are dropped. */
function markAskedFor(seen: SeenMove): boolean {
  const key = `${game.user.id}|${seen.turn}|${String(seen.seq)}`;
  if (askedFor.has(key)) return false;
  for (const old of askedFor)
    if (old.startsWith(`${game.user.id}|`) && !old.startsWith(`${game.user.id}|${seen.turn}|`)) askedFor.delete(old);
  askedFor.add(key);
  return true;
}

function turnKey(): string {
  const combat = game.combat;
  return `${combat?.id ?? ""}:${String(combat?.round ?? 0)}:${String(combat?.turn ?? 0)}`;
}

/** Marks the offer of `reactorId`'s attack on `moverId` at `cell`; false when it was already made this turn. */
function markOffered(sceneId: string, moverId: string, reactorId: string, cell: Cell): boolean {
  const turn = turnKey();
  const key = `${game.user.id}|${turn}|${sceneId}|${moverId}|${reactorId}|${String(cell.x)},${String(cell.y)}`;
  if (offered.has(key)) return false;
  // Offers of earlier turns no longer matter.
  for (const old of offered)
    if (old.startsWith(`${game.user.id}|`) && !old.startsWith(`${game.user.id}|${turn}|`)) offered.delete(old);
  offered.add(key);
  return true;
}

function tokenIn(scene: SceneLike, id: string): TokenLike | null {
  for (const token of scene.tokens) if (token.id === id) return token;
  return null;
}

function sceneById(id: string): SceneLike | null {
  return measuredScene((game.scenes.get(id) as unknown as SceneLike | undefined) ?? null);
}

/** The combat in which moves provoke: this client's active, started combat. */
function fighting(): boolean {
  return game.combat?.started === true;
}

/**
 * OA-6: the reactor's equipped melee weapons with an attack that reach the mover on square `at` (its top-left
 * square when the attack came; where it stands by default).
 */
export function reachingWeapons(scene: SceneLike, reactor: TokenLike, mover: TokenLike, at?: Cell): WeaponLike[] {
  const a = positioned(reactor, scene.grid.size);
  const m = positioned(mover, scene.grid.size);
  if (!a || !m || !reactor.actor) return [];
  const space = at ? { x: at.x, y: at.y, side: m.space.side } : m.space;
  const distance = spaceDistance(a.space, space, activePolicies().movement.diagonals, scene.grid.distance ?? 5);
  const items = [...(reactor.actor.items as Iterable<WeaponLike>)];
  return items.filter((item) => item.hasAttack === true && (equippedMeleeReach(item) ?? 0) >= distance);
}

/**
 * The prompt on the client asked: strike the mover with one of the reactor's reaching weapons, or let it go.
 * Resolves to the chosen weapon's id, or null. Names come from this client's own documents, escaped.
 */
async function promptOffer(scene: SceneLike, reactor: TokenLike, mover: TokenLike, at: Cell): Promise<string | null> {
  const weapons: OfferedWeapon[] = reachingWeapons(scene, reactor, mover, at).map((w) => ({
    id: w.id ?? "",
    name: w.name ?? "",
    reach: equippedMeleeReach(w) ?? 5,
  }));
  if (!weapons.length) return null;
  const content = await foundry.applications.handlebars.renderTemplate(
    OPPORTUNITY_PROMPT_TEMPLATE,
    opportunityPromptContext(reactor.actor?.name ?? "", mover.actor?.name ?? "", weapons, OPPORTUNITY.timeoutMs),
  );
  const buttons = opportunityPromptButtons(weapons);
  const answer = await openPrompt(
    "opportunity",
    {
      sceneId: scene.id ?? "",
      reactorId: reactor.id ?? "",
      moverId: mover.id ?? "",
      reactor: reactor.actor?.name ?? "",
      mover: mover.actor?.name ?? "",
      choices: buttons.map((b) => b.action),
    },
    (render) =>
      foundry.applications.api.DialogV2.wait({
        window: { title: game.i18n.localize(OPPORTUNITY_PROMPT_TITLE) },
        classes: ["fray", "fray-opportunity-dialog"],
        content,
        buttons,
        rejectClose: false,
        modal: false,
        render,
      } as never),
    OPPORTUNITY.timeoutMs,
  );
  return typeof answer === "string" && answer.startsWith("strike-") ? answer.slice("strike-".length) : null;
}

/** A reactor's owner's client answers an offer (a query from the GM): the weapon it strikes with, or none. */
async function answerOffer(raw: unknown): Promise<{ itemId: string | null }> {
  // The GM's own offers are its own prompts (askReactor); v13 doesn't tell a query its sender (#13418), so an offer
  // that reaches a GM's client came from someone else and is answered with no prompt and no strike.
  if (game.user.isGM) return { itemId: null };
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Partial<Record<keyof OfferData, unknown>>;
  const text = (v: unknown): string => (typeof v === "string" ? v : "");
  const scene = sceneById(text(data.sceneId));
  const reactor = scene ? tokenIn(scene, text(data.reactorId)) : null;
  const mover = scene ? tokenIn(scene, text(data.moverId)) : null;
  const at = { x: Number(data.x), y: Number(data.y) };
  if (!scene || !reactor || !mover || reactor.actor?.isOwner !== true) return { itemId: null };
  if (!Number.isInteger(at.x) || !Number.isInteger(at.y)) return { itemId: null };
  return { itemId: await promptOffer(scene, reactor, mover, at) };
}

/** GM side: asks whoever answers for `reactor` (its connected player owner, else this GM) whether it strikes. */
async function askReactor(scene: SceneLike, reactor: TokenLike, mover: TokenLike, at: Cell): Promise<string | null> {
  if (opportunityMode() === "auto") return reachingWeapons(scene, reactor, mover, at)[0]?.id ?? null;
  const owner = playerOwnerIds(reactor.actor)
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
    .map((id) => game.users.get(id) as User.Implementation | undefined)
    .find((u) => u?.active === true);
  if (!owner) return promptOffer(scene, reactor, mover, at);
  const data: OfferData = {
    sceneId: scene.id ?? "",
    reactorId: reactor.id ?? "",
    moverId: mover.id ?? "",
    x: at.x,
    y: at.y,
  };
  try {
    const query = owner as unknown as {
      query(name: string, data: object, options: { timeout: number }): Promise<unknown>;
    };
    const answer = await query.query(OPPORTUNITY_QUERY, data, { timeout: OPPORTUNITY.timeoutMs });
    const itemId = (answer as { itemId?: unknown } | null)?.itemId;
    return typeof itemId === "string" ? itemId : null;
  } catch {
    return null; // timed out, or the owner left: no attack
  }
}

/** One attack offered and, when taken, rolled: what the GM's answer lists. */
export interface OpportunityOutcome {
  readonly reactorId: string;
  readonly struck: boolean;
}

/**
 * Offers `attacks` on `mover` (each once per square and turn), then rolls the ones taken, in order. Every
 * choice is checked again here: the weapon must be the reactor's, equipped, melee and reaching the mover.
 */
export async function offerAttacks(
  scene: SceneLike,
  mover: TokenLike,
  attacks: readonly OfferedAttack[],
): Promise<OpportunityOutcome[]> {
  const fresh = attacks.flatMap((a) => {
    const reactor = tokenIn(scene, a.reactorId);
    return reactor && markOffered(scene.id ?? "", mover.id ?? "", a.reactorId, a.cell) ? [{ reactor, at: a.cell }] : [];
  });
  // Several reactors at one square are asked at once (one wait), then strike in order.
  const choices = await Promise.all(fresh.map(({ reactor, at }) => askReactor(scene, reactor, mover, at)));
  const out: OpportunityOutcome[] = [];
  for (const [i, { reactor, at }] of fresh.entries()) {
    const itemId = choices[i];
    const weapon = itemId ? reachingWeapons(scene, reactor, mover, at).find((w) => w.id === itemId) : undefined;
    let struck = false;
    if (weapon?.rollAttack && mover.actor) {
      const message = await weapon.rollAttack({ targetTokens: [mover], fastForward: true });
      struck = message !== null && message !== undefined;
    }
    out.push({ reactorId: reactor.id ?? "", struck });
  }
  return out;
}

/** Whether the mover can go on moving after the attacks (no status that stops it). */
export function canStillMove(mover: TokenLike): boolean {
  const statuses = mover.actor?.statuses ?? new Set<string>();
  return !CANNOT_MOVE.some((s) => statuses.has(s));
}

/** The request `fray.opportunity`: see the file comment. */
async function onOpportunityRequest(data: Record<string, unknown>, asker: User.Implementation): Promise<unknown> {
  const text = (v: unknown): string => (typeof v === "string" ? v : "");
  const scene = sceneById(text(data.sceneId));
  const mover = scene ? tokenIn(scene, text(data.tokenId)) : null;
  if (!scene || !mover) return { ok: false, reason: "noToken" };
  const owns = (mover as unknown as { testUserPermission(u: unknown, level: string): boolean }).testUserPermission(
    asker,
    "OWNER",
  );
  if (!owns) return { ok: false, reason: "notOwner" };
  const x = Number(data.x);
  const y = Number(data.y);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return { ok: false, reason: "badStep" };
  if (opportunityMode() === "off" || !fighting()) return { ok: true, attacks: [], canMove: canStillMove(mover) };
  // A player's creature moves on its own turn only (the turn ledger refuses any other move): asked about a step
  // it can't be taking, the GM offers nothing.
  const moverCombatant = (mover as { combatant?: { id: string | null } | null }).combatant;
  if (!asker.isGM && (!moverCombatant || moverCombatant.id !== game.combat?.combatant?.id)) {
    return { ok: false, reason: "notYourTurn" };
  }
  const size = scene.grid.size;
  const here = cellAt(mover, size);
  const next = cellAt({ x, y }, size);
  if (Math.max(Math.abs(next.x - here.x), Math.abs(next.y - here.y)) !== 1) return { ok: false, reason: "badStep" };
  // Reactions are offered only for moves the GM saw: a player's token must have come to where it stands by the
  // player's own move, seen by this client in this turn (a request with no move behind it would burn a reaction
  // for nothing). An exit on a move's first step is offered by the backstop once the move is made.
  const seen = seenMoveOf(mover as TokenLike & { uuid: string | null });
  const at = mover as { x?: number; y?: number };
  const sawMove =
    seen !== null && seen.to.x === at.x && seen.to.y === at.y && seen.turn === seenTurn() && seen.userId === asker.id;
  if (!asker.isGM && !sawMove) return { ok: false, reason: "noMove" };
  // And that move backs one request: a second one (another step named from the same square, or the same again)
  // offers nothing; the mover's next leg, once made, backs the next.
  if (!asker.isGM && seen && !markAskedFor(seen)) return { ok: false, reason: "alreadyAsked" };
  const scan = scanMove(scene, mover, { cells: [here, next], actions: ["walk"] }, asker.isGM);
  const attacks = await offerAttacks(scene, mover, scan.attacks);
  const canMove = canStillMove(mover);
  // MOV-3: the mover stopped here mid-move and goes on: its next move from here counts the same diagonals on.
  if (canMove) markMoveContinuing(mover as TokenLike & { uuid: string | null });
  return { ok: true, attacks, canMove };
}

/** The parts of v13 `TokenMovementData` the backstop reads (the mover's word, but for the positions it saw). */
interface CommittedMovement {
  readonly id: string;
  readonly method?: string;
  readonly passed: { readonly waypoints: readonly PathWaypoint[] };
  readonly pending?: { readonly waypoints: readonly PathWaypoint[] };
}

/**
 * The backstop (active GM, `moveToken` and plain position writes): exits of a move made without asking are offered
 * now. The segment is scanned from where this client saw the token (gm-positions.ts), never the data's `origin`,
 * through its waypoints to where the token now stands.
 */
async function afterMove(
  token: TokenLike,
  movement: CommittedMovement,
  mover: { readonly isGM: boolean },
  seen: SeenMove | null,
): Promise<void> {
  if (!game.user.isActiveGM || opportunityMode() === "off" || !fighting()) return;
  const scene = sceneOf(token);
  if (!scene || !token.actor || !seen) return;
  const moverToken = token as TokenLike & { uuid: string | null };
  if (isGmPlacement(movement, mover.isGM)) return;
  if (isGenuineUndo(moverToken, movement, { start: seen.from, end: seen.to })) return;
  // OA-2: a player's teleport the world setting refuses is put back, not made (ledger-movement-gm.ts).
  if (!mover.isGM && refusedTeleport(movement)) return;
  const placed = movement.passed.waypoints.filter((w) => typeof w.x === "number" && typeof w.y === "number");
  const last = placed.at(-1);
  const end = { x: seen.to.x, y: seen.to.y, elevation: seen.to.elevation, action: "walk" };
  const waypoints = last && last.x === seen.to.x && last.y === seen.to.y ? placed : [...placed, end];
  const path = movePath(seen.from, waypoints, scene.grid.size);
  if (path.cells.length < 2) return;
  // The path gives the mover's squares; the token gives only its size and side.
  const scan = scanMove(scene, token, path, mover.isGM);
  if (scan.attacks.length) await offerAttacks(scene, token, scan.attacks);
}

/** `init`: the GM's request handler, the owners' query and the backstop hook. */
export function registerOpportunityAttacks(): void {
  registerGmRequest(OPPORTUNITY_REQUEST, onOpportunityRequest);
  const queries = CONFIG.queries as unknown as Record<string, unknown>;
  queries[OPPORTUNITY_QUERY] = answerOffer;
  onTokenMove<TokenLike, CommittedMovement>((token, movement, user, seen) => {
    const check = afterMove(token, movement, user, seen).catch((error: unknown) => {
      console.error("Fray | the opportunity check after a move failed", error);
    });
    backstops.add(check);
    void check.finally(() => backstops.delete(check));
  });
}
