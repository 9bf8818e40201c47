/**
 * Issue 25 item 2: the cost of every leading part of one move, from one costing of the whole move. A ruler labels
 * each waypoint with what the path up to it costs; costing each of those paths again grew with waypoints × steps.
 * The pure core costs a path step by step (path-cost.ts: each step's cost, its running total and its refusal depend
 * only on the steps before it), so the whole path's steps, cut at a square, are the steps of the path that ends
 * there, but for one thing: only a path's last step is refused for ending in another creature's space. The cut
 * step gets that refusal here, and the judgement (move-cost.ts `judgeRuns`) runs on the cut parts as on a path of
 * its own: the answers are `moveCost`'s for the shorter path (tests/adapters/drag-cache.test.ts compares them).
 */
import type { Cell, MovementStep } from "../../rules";
import type { SceneLike, TokenLike } from "../../scene/cover";
import type { MovePath } from "../../scene/movement";
import {
  costedRuns,
  judgeRuns,
  moverOf,
  seenContext,
  type CostedRun,
  type MoveCostContext,
  type MoveJudgement,
} from "../../scene/movement";

type StepFacts = Pick<MovementStep, "blocked" | "canEndHere" | "total" | "diagonal">;

/** The parts of a move that lie before square `m`, the one that holds it cut there (see the file comment). */
function cutRuns(runs: readonly CostedRun[], m: number): CostedRun[] {
  const out: CostedRun[] = [];
  for (const run of runs) {
    if (run.start >= m) break;
    const length = run.cost.steps.length;
    if (run.start + length <= m) {
      out.push(run);
      continue;
    }
    const steps = run.cost.steps.slice(0, m - run.start) as StepFacts[];
    const last = steps.at(-1) as StepFacts;
    // MOV-5: the cut step is the shorter path's last: ending in another creature's space refuses it.
    steps[steps.length - 1] = { ...last, blocked: last.blocked ?? (last.canEndHere ? null : "endsInOccupiedSpace") };
    let after = 0;
    for (let k = steps.length; k < length; k++) if (run.cost.steps[k]?.diagonal) after++;
    out.push({
      start: run.start,
      cost: { steps: steps as MovementStep[], total: last.total, diagonals: run.cost.diagonals - after },
    });
  }
  return out;
}

/** The costs of the leading parts of a move of `token` along `path` (null when the token has no mover). */
export interface MovePrefixCosts {
  /** What the move along `path.cells[0 … m]` costs, as `moveCost` gives it for that path. */
  at(m: number): MoveJudgement;
}

/** MOV-1 … MOV-15: see the file comment. */
export function movePrefixCosts(
  scene: SceneLike,
  token: TokenLike,
  path: MovePath,
  context: MoveCostContext,
): MovePrefixCosts | null {
  const mover = moverOf(token, scene.grid.size);
  if (!mover) return null;
  const runs = costedRuns(scene, token, path, context, mover);
  const seen = seenContext(context);
  let seenRuns: readonly CostedRun[] | null = null;
  return {
    at(m) {
      const cells: readonly Cell[] = m >= path.cells.length - 1 ? path.cells : path.cells.slice(0, m + 1);
      return judgeRuns(cells, cutRuns(runs, m), context, mover.side, () => {
        if (!seen) return null;
        seenRuns ??= costedRuns(scene, token, path, seen, mover);
        return { context: seen, runs: cutRuns(seenRuns, m) };
      });
    },
  };
}
