/**
 * OA-1 … OA-6 on real moves: who may make an opportunity attack on a token moving along a path of squares on its
 * scene, read from the scene's tokens and the active combat, and judged by the pure rules (`opportunityAttacks`).
 *
 * - Each step's movement action decides how the mover moves (OA-2): a teleporting action (core `blink`,
 *   `displace`) and a GM's forced movement (`fray-forced`) provoke nothing; the steps made by the creature's own
 *   movement are scanned run by run, so a teleport in the middle of a move leaves no reach behind it.
 * - OA-3: a mover whose turn ledger says it Disengaged this turn provokes nothing; TA-8: nor one moving on a Step.
 * - The other tokens are the reactors: their space and size, disposition, reach (the longest equipped melee
 *   weapon, 5 ft without one: OA-6), incapacitating statuses, whether they see the mover (blinded, or the
 *   mover invisible, hidden or unseen: OA-4), whether their ledger still allows a reaction (OA-4) and, under
 *   threeAction, whether a feature grants the reactive strike (OA-5).
 * - OA-1: who is asked. Creatures hostile to the mover always; where the preset's trigger is any creature
 *   (`leaveReachSeen`: srd52, delta) neutral ones too (neutral or secret disposition), and the mover's allies
 *   (the same friendly or hostile disposition) only under the world setting `fray.opportunityAllies`.
 */
import { opportunityAttacks, spendTurnCost, type Cell, type CreatureSnapshot, type TurnLedger } from "../../rules";
import type { OpportunityExemption, OpportunitySkipReason } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { opportunityAsksAllies } from "../../settings/opportunity-attacks";
import { derivedOf } from "../../data/actor/common";
import { creatureReach } from "../../scene/reach/reach-highlight";
import { positioned } from "../../scene/reach/target-positions";
import { isIncapacitated } from "../../scene/reach/positions";
import type { SceneLike, TokenLike } from "../../scene/cover/cover-hooks";
import { cellElevations, ownRuns, type MovePath } from "../../scene/movement/move-path";
import { num } from "../../scene/regions/regions";
import { actorLedger } from "../ledger/ledger-rolls";
import { stepMethod } from "../movement/movement-actions";

/** An opportunity attack a move offers: the reactor's token, and the square the mover stands on when it comes. */
export interface OfferedAttack {
  readonly reactorId: string;
  /** The attack comes while the mover is at `cells[stepIndex]`, before it steps on. */
  readonly stepIndex: number;
  readonly cell: Cell;
}

export interface MoveScan {
  /** Set when no step of the move can provoke (all teleport or forced, or the mover Disengaged). */
  readonly exemption: OpportunityExemption | null;
  /** In path order, at most one per reactor; only reactors that are asked (OA-1, see the file comment). */
  readonly attacks: readonly OfferedAttack[];
  /** Reactors whose reach the mover leaves but who can't strike, with the reason. */
  readonly skipped: readonly { readonly reactorId: string; readonly reason: OpportunitySkipReason }[];
}

const UNSEEN = ["invisible", "hidden", "unseen"];
const NONE_UNSEEN: ReadonlySet<string> = new Set();

/** OA-4: the creature's ledger in the active combat still allows a reaction (true outside combat). */
function reactionLeft(actor: Actor.Implementation): boolean {
  return reactionLeftIn(actorLedger(actor));
}

/** OA-4: a turn ledger still allows a reaction (true without one: outside the active combat). */
export function reactionLeftIn(ledger: TurnLedger | null): boolean {
  if (!ledger) return true;
  try {
    return spendTurnCost(ledger, activePolicies().economy, { kind: "reaction" }).ok;
  } catch {
    return false;
  }
}

/**
 * OA-1: whether a reactor of disposition `reactor` that may strike (the rules found no reason it can't) is asked
 * about a mover of disposition `mover`: see the file comment.
 */
function asked(hostile: boolean, mover: number, reactor: number, anyCreature: boolean, allies: boolean): boolean {
  if (hostile) return true;
  if (!anyCreature) return false;
  const ally = mover === reactor && (mover === 1 || mover === -1);
  return !ally || allies;
}

/** OA-3: the mover's ledger says it Disengaged this turn. */
function disengaged(actor: Actor.Implementation | null): boolean {
  return actor ? actorLedger(actor)?.disengaged === true : false;
}

/** TA-8: the mover's movement left is a Step's (threeAction), which triggers no reaction to moving. */
function stepping(actor: Actor.Implementation | null): boolean {
  return actor ? actorLedger(actor)?.moveAction === "step" : false;
}

/** A token as the viewing user's client may see it (v13 `TokenDocument#hidden`, `Token#visible`). */
interface SeenToken {
  readonly id: string | null;
  readonly hidden?: boolean;
  readonly object?: { readonly visible?: boolean } | null;
}

/**
 * MOV-5, OA-1: the tokens of `scene` a user can't see, by id: none for a GM; for a player, every hidden token, and,
 * when `preview` (a drag's preview, v13 `TokenMeasureMovementPathOptions#preview`), every token its canvas doesn't
 * show. A player's client leaves these out of what it draws (the way is not shown blocked, no square turns red),
 * so a drag never reveals a hidden creature; the GM's spend and opportunity scan count every creature.
 */
export function unseenBy(scene: SceneLike, user: { readonly isGM: boolean }, preview: boolean): ReadonlySet<string> {
  const out = new Set<string>();
  if (user.isGM) return out;
  for (const token of scene.tokens as Iterable<TokenLike & SeenToken>) {
    if (!token.id) continue;
    if (token.hidden === true || (preview && token.object?.visible === false)) out.add(token.id);
  }
  return out;
}

/**
 * The other tokens of the scene as the movement and opportunity rules see them (MOV-5, MOV-6, OA-1 … OA-6); those
 * whose ids `unseen` names are left out (see `unseenBy`).
 */
export function sceneCreatures(
  scene: SceneLike,
  mover: TokenLike,
  unseen: ReadonlySet<string> = NONE_UNSEEN,
): CreatureSnapshot[] {
  const size = scene.grid.size;
  const moverUnseen = unseenMover(mover);
  const out: CreatureSnapshot[] = [];
  for (const token of scene.tokens) {
    if (!token.actor || token.id === mover.id || (token.id && unseen.has(token.id))) continue;
    const snapshot = creatureSnapshot(token, size, moverUnseen, reactionLeft(token.actor));
    if (snapshot) out.push(snapshot);
  }
  return out;
}

/** OA-4: the mover is invisible, hidden or unseen (no reactor sees it). */
export function unseenMover(mover: TokenLike): boolean {
  const statuses = mover.actor?.statuses;
  return statuses ? UNSEEN.some((s) => statuses.has(s)) : false;
}

/**
 * MOV-5, MOV-6, OA-1 … OA-6: one token as `sceneCreatures` gives it (null without an actor or an id), with
 * `reactionAvailable` read by the caller (drag-cache.ts reads the ledger through its map of combatants).
 */
export function creatureSnapshot(
  token: TokenLike,
  gridSize: number,
  moverUnseen: boolean,
  reactionAvailable: boolean,
): CreatureSnapshot | null {
  const actor = token.actor;
  const p = actor ? positioned(token, gridSize) : null;
  if (!actor || !p) return null;
  const statuses = actor.statuses;
  return {
    id: p.id,
    space: p.space,
    size: p.size as CreatureSnapshot["size"],
    disposition: p.disposition,
    incapacitated: isIncapacitated(statuses),
    reach: creatureReach(actor.items as Iterable<{ type: string; system: unknown }>),
    canSeeMover: !moverUnseen && !statuses.has("blinded"),
    reactionAvailable,
    reactiveStrike: derivedOf(actor)?.opportunityAttack === true,
    // MOV-5, OA-6: its box rises from its elevation (a flyer overhead neither blocks nor reaches the ground).
    elevation: num(token.elevation, 0),
  };
}

/**
 * OA-1 … OA-6: the opportunity attacks `mover`'s move along `path` on `scene` offers (see the file comment).
 * `moverIsGm`: the user moving is a GM (a forced move is only a GM's). `unseen`: creatures left out (a player's
 * ruler shows no attack from a creature the player can't see; the GM's scan passes none). `creatures`: the
 * reactors already read (a drag's, drag-cache.ts, without those `unseen` names); read from the scene when absent.
 */
export function scanMove(
  scene: SceneLike,
  mover: TokenLike,
  path: MovePath,
  moverIsGm: boolean,
  unseen: ReadonlySet<string> = NONE_UNSEEN,
  creatures?: readonly CreatureSnapshot[],
): MoveScan {
  const methods = path.actions.map((a) => stepMethod(a, moverIsGm));
  const firstOther = methods.find((m) => m !== "own");
  if (!methods.includes("own")) return { exemption: firstOther ?? null, attacks: [], skipped: [] };
  if (disengaged(mover.actor)) return { exemption: "disengaged", attacks: [], skipped: [] };
  if (stepping(mover.actor)) return { exemption: "step", attacks: [], skipped: [] };
  const moverSpace = positioned(mover, scene.grid.size);
  if (!moverSpace) return { exemption: null, attacks: [], skipped: [] };
  const others = creatures ?? sceneCreatures(scene, mover, unseen);
  const policies = activePolicies();
  const anyCreature = policies.opportunity.trigger === "leaveReachSeen";
  const allies = opportunityAsksAllies();
  const dispositions = new Map(others.map((o) => [o.id, o.disposition]));
  const attacks = new Map<string, OfferedAttack>();
  const skipped = new Map<string, OpportunitySkipReason>();
  for (const [start, end] of ownRuns(methods.map((m) => m === "own"))) {
    const result = opportunityAttacks({
      path: path.cells.slice(start, end + 1),
      mover: {
        size: moverSpace.size as CreatureSnapshot["size"],
        side: moverSpace.space.side,
        disposition: moverSpace.disposition,
      },
      reactors: others,
      how: "own",
      policies,
      elevation: cellElevations(path, mover).slice(start, end + 1),
      gridDistance: scene.grid.distance ?? 5,
    });
    for (const a of result.attacks) {
      if (!a.id || attacks.has(a.id)) continue;
      if (!asked(a.hostile, moverSpace.disposition, dispositions.get(a.id) ?? 0, anyCreature, allies)) continue;
      const stepIndex = a.stepIndex + start;
      attacks.set(a.id, { reactorId: a.id, stepIndex, cell: path.cells[stepIndex] as Cell });
    }
    for (const s of result.skipped) if (s.id && !skipped.has(s.id)) skipped.set(s.id, s.reason);
  }
  return {
    exemption: null,
    attacks: [...attacks.values()].sort((a, b) => a.stepIndex - b.stepIndex),
    skipped: [...skipped].map(([reactorId, reason]) => ({ reactorId, reason })),
  };
}
