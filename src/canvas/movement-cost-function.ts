/**
 * MOV-2, MOV-5 … MOV-7, MOV-11: Foundry's own measurement by Fray's rules. v13 asks each movement action's
 * `getCostFunction(token, options)` (CONFIG.Token.movement.actions) for the cost of every grid step a path makes
 * (the ruler's cost, the path constrained to a cost, the movement history). Fray wraps each walking action's
 * function so a step costs what the pure core says one step into that square costs, scaled by the distance core
 * measured for it (the scene's own diagonal rule): difficult terrain from regions (core's Modify Movement Cost,
 * Fray's Difficult terrain and environment features, by the step's action), crawling, climbing or swimming
 * without the speed, delta's creature spaces; a step through a space the mover may not pass costs Infinity, so
 * core routes around it. The higher of that and the cost core (or another module) worked out counts. Teleporting
 * actions and a GM's forced movement keep core's cost. Fray's own spend (move-cost.ts, `moveFeet`) still works the
 * whole move out itself, with the preset's diagonal rule across the move.
 */
import { pathMovementCost, type MovementMode, type Space } from "../rules";
import { activePolicies } from "../settings/policies";
import { activePreset } from "../settings/preset";
import { actionMode, difficultSquares, moverOf } from "./move-cost";
import { sceneOf, type TokenLike } from "./cover-hooks";
import { sceneCreatures } from "../combat/opportunity-scan";
import { FORCED_MOVEMENT } from "../combat/movement-actions";

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

/**
 * The cost of each step of `token` moving with `action`, by the world's preset, on the token's scene (read once:
 * the regions, the other creatures, the mover); core's cost where Fray has nothing to add (no scene, no actor).
 */
export function frayStepCost(token: TokenLike, action: string): StepCostFunction {
  const scene = sceneOf(token);
  const mover = scene ? moverOf(token, scene.grid.size) : null;
  if (!scene || !mover) return (baseCost) => baseCost;
  const policies = activePolicies();
  const gridDistance = scene.grid.distance ?? 5;
  const difficult = difficultSquares(scene, action, token.elevation ?? 0, activePreset());
  const others = sceneCreatures(scene, token);
  const mode: MovementMode = mover.prone && actionMode(action) === "walk" ? "crawl" : actionMode(action);
  return (baseCost, from, to, distance) => {
    if (from.i === to.i && from.j === to.j) return baseCost;
    const step = pathMovementCost({
      path: [
        { x: from.j, y: from.i },
        { x: to.j, y: to.i },
      ],
      mover,
      mode: [mode],
      ...(difficult ? { terrain: { difficult } } : {}),
      // Only the creatures whose spaces the mover's could touch on this step: core asks step by step, every drag.
      others: others.filter((o) => nearStep(o.space, from, to, mover.side)),
      policies: { movement: policies.movement },
      gridDistance,
    });
    const blocked = step.steps[0]?.blocked;
    if (blocked && blocked !== "endsInOccupiedSpace") return Infinity;
    return Math.max(baseCost, (distance * step.total) / gridDistance);
  };
}

/** Whether `space` overlaps the box the mover's space (`side` squares) sweeps on one step, with a square to spare. */
function nearStep(space: Space, from: GridOffset3D, to: GridOffset3D, side: number): boolean {
  const minX = Math.min(from.j, to.j) - 1;
  const minY = Math.min(from.i, to.i) - 1;
  const maxX = Math.max(from.j, to.j) + side + 1;
  const maxY = Math.max(from.i, to.i) + side + 1;
  return space.x < maxX && space.x + space.side > minX && space.y < maxY && space.y + space.side > minY;
}

interface ActionConfig {
  teleport?: boolean;
  getCostFunction?: (token: unknown, options: unknown) => StepCostFunction;
}

/** `init`: wraps each walking movement action's cost function (see the file comment). */
export function registerMovementCostFunctions(): void {
  const actions = CONFIG.Token.movement.actions as unknown as Record<string, ActionConfig>;
  for (const [id, config] of Object.entries(actions)) {
    if (config.teleport === true || id === FORCED_MOVEMENT) continue;
    const core = config.getCostFunction;
    config.getCostFunction = (token, options) => {
      const base = core?.call(config, token, options);
      const fray = frayStepCost(token as TokenLike, id);
      return (baseCost, from, to, distance, segment) =>
        fray(base ? base(baseCost, from, to, distance, segment) : baseCost, from, to, distance, segment);
    };
  }
}
