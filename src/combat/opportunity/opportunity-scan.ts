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
import { opportunityAttacks, type Cell, type CreatureSnapshot } from "../../rules";
import type { OpportunityExemption, OpportunitySkipReason } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { opportunityAsksAllies } from "../../settings/opportunity-attacks";
import { positioned } from "../../scene/reach";
import type { SceneLike, TokenLike } from "../../scene/cover";
import { cellElevations, ownRuns, type MovePath } from "../../scene/movement";
import { actorLedger } from "../ledger";
import { stepMethod, NONE_UNSEEN, sceneCreatures } from "../movement";
export { creatureSnapshot, reactionLeftIn, sceneCreatures, unseenBy, unseenMover } from "../movement";

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
