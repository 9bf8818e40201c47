/**
 * MOV-2, MOV-4, MOV-5 … MOV-7, MOV-11, MOV-12: Foundry's own measurement by Fray's rules. v13 asks each movement
 * action's `getCostFunction(token, options)` (CONFIG.Token.movement.actions) for the cost of every grid step a path
 * makes (the ruler's cost, the path constrained to a cost, the movement history).
 *
 * - Fray replaces each walking action's function (as dnd5e does), never wraps it: core's own crawl function doubles
 *   a step whatever the creature's speeds (dnd5e PR #6054), and taking the higher of two costs made the ruler show
 *   a crawl through difficult terrain as 20 ft where the rules give 15. Another module's function for these actions
 *   is replaced too (docs/API.md). Teleporting actions and a GM's forced movement keep core's cost.
 * - Core calls the function once per square the token occupies (from that square to the same square of the
 *   token's next position) and aggregates the answers (core #11877; median by default, #11886): each call is
 *   costed for the one square it names, and Fray sets `CONFIG.Token.movement.costAggregator` to the largest, as
 *   dnd5e does. A Large creature's step then costs what the pure core says the whole space's step costs
 *   (difficult when any square of its new space is, blocked when any square is), as Fray's spend (move-cost.ts)
 *   works it out.
 * - A step costs what the pure core says one step into that square costs, scaled by the distance core measured
 *   for it (the scene's own diagonal rule): difficult terrain from regions (core's Modify Movement Cost, Fray's
 *   Difficult terrain and environment features, by the step's action), crawling, climbing or swimming without the
 *   speed, delta's creature spaces. A step the mover may not take costs Infinity: through a space it may not pass
 *   (MOV-5), or a diagonal that cuts a wall's corner (MOV-4: core's own wall test follows the centre-to-centre
 *   ray, which slips past a pillar's corner). Core does no routing around such a step (core #11725): its
 *   constraint cuts the path there unless `ignoreCost` (core #11896), and Fray's spend refuses what is left.
 * - The other creatures are read once per drag (drag-cache.ts, until a hook changes them), by square: a step reads
 *   only those whose space holds the square it names.
 * - A player's client leaves out the creatures that player can't see (opportunity-scan.ts `unseenBy`; a drag's
 *   preview also those its canvas doesn't show, `options.preview`), so no hidden creature shows as a wall.
 */
import { pathMovementCost, type MovementMode } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { activePreset } from "../../settings/preset";
import { actionMode, difficultSquares, moverOf } from "../../scene/movement";
import { coverIndexOf, sceneOf, type TokenLike } from "../../scene/cover";
import { unseenBy } from "../../combat/opportunity";
import { creaturesOn, stepCosts } from "./drag-cache";
import { FORCED_MOVEMENT } from "../../combat/movement";

/** v13 `GridOffset3D`: row `i`, column `j`, elevation `k`. */
export interface GridOffset3D {
  readonly i: number;
  readonly j: number;
  readonly k?: number;
}

/** v13 `TokenMovementActionCostFunction`. */
export type StepCostFunction = (
  baseCost: number,
  from: GridOffset3D,
  to: GridOffset3D,
  distance: number,
  segment: unknown,
) => number;

/** v13 `TokenMeasureMovementPathOptions`, as read here. */
export interface MeasureOptions {
  readonly preview?: boolean;
}

/**
 * MOV-2, MOV-4, MOV-5, MOV-7, MOV-12: the cost of each one-square step of `token` moving with `action`, by the world's preset, on the token's scene
 * (read once: the regions, the walls, the other creatures the user sees, the mover); core's cost where Fray has
 * nothing to add (no scene, no actor).
 */
export function frayStepCost(token: TokenLike, action: string, options: MeasureOptions = {}): StepCostFunction {
  const scene = sceneOf(token);
  const mover = scene ? moverOf(token, scene.grid.size) : null;
  if (!scene || !mover) return (baseCost) => baseCost;
  const policies = activePolicies();
  const gridDistance = scene.grid.distance ?? 5;
  const difficult = difficultSquares(scene, action, token.elevation ?? 0, activePreset());
  // Issue 25: the creatures on each square, read once until the world changes (drag-cache.ts).
  const unseen = unseenBy(scene, game.user, options.preview === true);
  const othersOn = creaturesOn(scene, token, unseen);
  const walls = coverIndexOf(scene)?.movementWalls() ?? null;
  const mode: MovementMode = mover.prone && actionMode(action) === "walk" ? "crawl" : actionMode(action);
  // One square of the mover's space: its size still decides whom it may pass (MOV-5's two sizes apart).
  const square = { ...mover, side: 1 };
  const elevation = token.elevation ?? 0;
  // Issue 25: the steps this mover's drag already costed (core asks again for the constraint, every pointer move).
  const preset = activePreset();
  const kept = stepCosts(scene, token, `${preset}|${action}|${mode}|${elevation}|${[...unseen].join(",")}`);
  return (baseCost, from, to, distance) => {
    if (from.i === to.i && from.j === to.j) return baseCost;
    // A step core already found impossible (a region core's own terrain makes impassable) stays so.
    if (baseCost === Infinity) return Infinity;
    const key = `${from.i},${from.j},${from.k},${to.i},${to.j},${to.k},${distance},${baseCost}`;
    const known = kept?.get(key);
    if (known !== undefined) return known;
    const cost = stepCost(from, to, distance);
    kept?.set(key, cost);
    return cost;
  };

  function stepCost(from: GridOffset3D, to: GridOffset3D, distance: number): number {
    const diagonal = from.i !== to.i && from.j !== to.j;
    const step = pathMovementCost({
      path: [
        { x: from.j, y: from.i },
        { x: to.j, y: to.i },
      ],
      mover: square,
      mode: [mode],
      // MOV-5: the step's height, in core's grid units (`k`), as feet; the token's own when core gives none.
      elevation: [levelOf(from, elevation, gridDistance), levelOf(to, elevation, gridDistance)],
      ...(difficult ? { terrain: { difficult } } : {}),
      // Only the creatures whose spaces touch the square stepped into: core asks square by square, every drag.
      others: othersOn(to.j, to.i),
      // MOV-4: only a diagonal's corner is Fray's to judge; core's wall test stops the rest.
      ...(walls && diagonal ? { walls } : {}),
      policies: { movement: policies.movement },
      gridDistance,
    });
    const blocked = step.steps[0]?.blocked;
    if (blocked && blocked !== "endsInOccupiedSpace") return Infinity;
    return (distance * step.total) / gridDistance;
  }
}

/** The elevation in feet of grid offset `at`: its layer `k` when that is the token's own layer, else `k`'s floor. */
function levelOf(at: GridOffset3D, elevation: number, gridDistance: number): number {
  if (at.k === undefined || Math.floor(elevation / gridDistance + 1e-8) === at.k) return elevation;
  return at.k * gridDistance;
}

interface ActionConfig {
  teleport?: boolean;
  getCostFunction?: (token: unknown, options: unknown) => StepCostFunction;
}

/** One answer of a per-square call, as core hands the aggregator (v13 `TokenMovementCostAggregator`). */
interface SquareCost {
  readonly cost: number;
}

/**
 * MOV-12: a step of a token larger than one square costs the largest of its squares' costs (so one difficult or
 * blocked square counts for the whole space, as the pure core's step does). Core's default is the median.
 */
export function largestSquareCost(results: readonly SquareCost[]): number {
  let most = 0;
  for (const r of results) if (r.cost > most) most = r.cost;
  return most;
}

/** MOV-2 … MOV-12, `init`: replaces each walking action's cost function and sets the aggregator (file comment). */
export function registerMovementCostFunctions(): void {
  const movement = CONFIG.Token.movement as unknown as {
    actions: Record<string, ActionConfig>;
    costAggregator?: unknown;
  };
  for (const [id, config] of Object.entries(movement.actions)) {
    if (config.teleport === true || id === FORCED_MOVEMENT) continue;
    config.getCostFunction = (token, options) => frayStepCost(token as TokenLike, id, options ?? {});
  }
  movement.costAggregator = largestSquareCost;
}
