import { RuleInputError, bool, finite, list, oneOf, record, text } from "../errors";
import { SIZES } from "../creature";
import { checkSpace, type Point, type Space } from "../geometry/grid";
import { SegmentIndex } from "../geometry/segment-index";
import type { Segment } from "../geometry/segments";
import {
  COVER_WALL_KINDS,
  OBSTACLE_COVER_DEGREES,
  type CoverSceneInput,
  type CoverWallInput,
  type CoverScenePolicies,
  type CoverWallKind,
  type ObstacleCoverDegree,
  type CoverWalls,
} from "./types";
export type { CoverWalls } from "./types";
import { WallBoxGrid } from "./wall-grid";
import { mergeCollinearWalls } from "./merge-walls";

export interface CoverCreature {
  readonly id: string;
  readonly space: Space;
  readonly defeated: boolean;
  readonly prone: boolean;
  readonly mounted: boolean;
  /** TA-4: the rank of its size in SIZES (tiny 0 … titanic 6). */
  readonly sizeRank: number;
}

export interface CoverObstacle {
  readonly id: string;
  readonly space: Space;
  readonly degree: ObstacleCoverDegree;
  readonly whenTargetProne: boolean;
}

/** Wall layers built here: `createCoverScene` takes only these as a prebuilt `walls`. */
const builtLayers = new WeakSet<CoverWalls>();

/** COV-1: true for a wall layer `createCoverWalls` returned. */
export function isCoverWalls(value: unknown): value is CoverWalls {
  return typeof value === "object" && value !== null && builtLayers.has(value as CoverWalls);
}

/**
 * COV-1: checks and indexes walls once (those of `wallKind`, `sight` by default) for any number of scenes.
 * Bad input throws a RuleInputError naming the field (`walls[3].a.x`).
 */
export function createCoverWalls(input: readonly CoverWallInput[], wallKind: CoverWallKind = "sight"): CoverWalls {
  const kind = oneOf(wallKind, "wallKind", COVER_WALL_KINDS);
  const walls: Segment[] = [];
  list(input, "walls").forEach((raw, i) => {
    const wall = checkedWall(raw, `walls[${i}]`, kind);
    if (wall) walls.push(wall);
  });
  const merged = mergeCollinearWalls(walls);
  return coverWallLayer({
    walls: Object.freeze(walls),
    mergedWalls: Object.freeze(merged),
    wallIndex: new SegmentIndex(merged),
    wallGrid: new WallBoxGrid(merged),
    wallKind: kind,
  });
}

/**
 * COV-1: a wall checked (a RuleInputError names `field` when it is bad), as the segment a layer of `kind` holds,
 * or null when it is not a wall of that kind.
 */
export function checkedWall(raw: unknown, field: string, kind: CoverWallKind): Segment | null {
  const w = record(raw, field);
  const a = point(w.a, `${field}.a`);
  const b = point(w.b, `${field}.b`);
  const sight = optionalBool(w.sight, `${field}.sight`, true);
  const movement = optionalBool(w.movement, `${field}.movement`, true);
  return wallCounts(kind, sight, movement) ? { a, b } : null;
}

/** COV-1: freezes a wall layer's fields and marks it as built here (`isCoverWalls`). */
export function coverWallLayer(fields: CoverWalls): CoverWalls {
  const layer = Object.freeze({ ...fields });
  builtLayers.add(layer);
  return layer;
}

/**
 * A checked, indexed scene, built once and queried many times (every mouse move). Only the walls of the
 * chosen kind are kept. Treat it as read-only.
 */
export interface CoverScene {
  /** The walls of the chosen kind, as given. */
  readonly walls: readonly Segment[];
  /** The same walls with collinear touching pieces joined (what the indexes hold). */
  readonly mergedWalls: readonly Segment[];
  readonly wallIndex: SegmentIndex;
  readonly wallGrid: WallBoxGrid;
  readonly creatures: readonly CoverCreature[];
  readonly obstacles: readonly CoverObstacle[];
  readonly wallKind: CoverWallKind;
  readonly proneCreaturesGiveCover: boolean;
  readonly riderHalfCoverMelee: boolean;
  /** Position of each creature id in `creatures`. */
  readonly indexOf: ReadonlyMap<string, number>;
}

/** A finite point, or a RuleInputError naming the bad coordinate (`walls[3].a.x`). */
export function point(value: unknown, field: string): Point {
  const p = record(value, field);
  return { x: finite(p.x, `${field}.x`), y: finite(p.y, `${field}.y`) };
}

function optionalBool(value: unknown, field: string, fallback: boolean): boolean {
  return value === undefined ? fallback : bool(value, field);
}

function wallCounts(kind: CoverWallKind, sight: boolean, movement: boolean): boolean {
  if (kind === "sight") return sight;
  if (kind === "movement") return movement;
  return sight || movement;
}

/**
 * COV-1..7: checks a scene (walls, creatures, obstacles) and indexes it for cover and area queries. Bad input
 * throws a RuleInputError naming the field (`walls[3].a.x`, `creatures[1].id`…).
 */
export function createCoverScene(input: CoverSceneInput, policies: CoverScenePolicies = {}): CoverScene {
  const scene = record(input, "scene");
  const pol = record(policies, "policies");
  const layer = isCoverWalls(scene.walls)
    ? scene.walls
    : createCoverWalls(
        (scene.walls ?? []) as readonly CoverWallInput[],
        scene.wallKind === undefined ? "sight" : oneOf(scene.wallKind, "wallKind", COVER_WALL_KINDS),
      );
  if (isCoverWalls(scene.walls) && scene.wallKind !== undefined && scene.wallKind !== layer.wallKind)
    throw new RuleInputError(
      "wallKind",
      `the walls were built for "${layer.wallKind}", not ${JSON.stringify(scene.wallKind)}`,
    );
  const indexOf = new Map<string, number>();
  const creatures = list(scene.creatures ?? [], "creatures").map((raw, i): CoverCreature => {
    const c = record(raw, `creatures[${i}]`);
    const id = text(c.id, `creatures[${i}].id`);
    if (indexOf.has(id)) throw new RuleInputError(`creatures[${i}].id`, `duplicate id "${id}"`);
    indexOf.set(id, i);
    const space = checkSpace(c.space, `creatures[${i}].space`);
    return {
      id,
      space,
      defeated: optionalBool(c.defeated, `creatures[${i}].defeated`, false),
      prone: optionalBool(c.prone, `creatures[${i}].prone`, false),
      mounted: optionalBool(c.mounted, `creatures[${i}].mounted`, false),
      sizeRank: sizeRankOf(c.size, space, `creatures[${i}].size`),
    };
  });
  const obstacles = list(scene.obstacles ?? [], "obstacles").map((raw, i): CoverObstacle => {
    const o = record(raw, `obstacles[${i}]`);
    return {
      id: o.id === undefined ? `obstacle${i}` : text(o.id, `obstacles[${i}].id`),
      space: checkSpace(o.space, `obstacles[${i}].space`),
      degree: oneOf(o.degree, `obstacles[${i}].degree`, OBSTACLE_COVER_DEGREES),
      whenTargetProne: optionalBool(o.whenTargetProne, `obstacles[${i}].whenTargetProne`, false),
    };
  });
  return Object.freeze({
    walls: layer.walls,
    mergedWalls: layer.mergedWalls,
    wallIndex: layer.wallIndex,
    wallGrid: layer.wallGrid,
    creatures: Object.freeze(creatures),
    obstacles: Object.freeze(obstacles),
    wallKind: layer.wallKind,
    proneCreaturesGiveCover: optionalBool(pol.proneCreaturesGiveCover, "policies.proneCreaturesGiveCover", false),
    riderHalfCoverMelee: optionalBool(pol.riderHalfCoverMelee, "policies.riderHalfCoverMelee", false),
    indexOf,
  });
}

/** TA-4: a creature's size rank: the size it states, or the one its space's side implies (side 1: Medium). */
function sizeRankOf(size: unknown, space: Space, field: string): number {
  if (size !== undefined) return SIZES.indexOf(oneOf(size, field, SIZES));
  return SIZES.indexOf(
    space.side >= 4 ? "gargantuan" : space.side === 3 ? "huge" : space.side === 2 ? "large" : "medium",
  );
}

/** COV-1: looks up a creature by id, throwing a RuleInputError naming `field` when it is unknown. */
export function sceneCreature(scene: CoverScene, id: unknown, field: string): number {
  const i = scene.indexOf.get(text(id, field));
  if (i === undefined) throw new RuleInputError(field, `no creature "${String(id)}" in the scene`);
  return i;
}
