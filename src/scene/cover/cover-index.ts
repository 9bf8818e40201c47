/**
 * COV-1, COV-4, COV-5, COV-7: the cover index of one scene, kept current by the wall and token hooks
 * (cover-hooks.ts) and never rebuilt per query.
 *
 * - Walls and token spaces are held by id; a change replaces one entry (O(1)).
 * - The walls are indexed by the pure core once (`CoverWallEditor`), on the first query; a two-way wall that
 *   changes then updates that layer in place (only the walls on its line are merged again), and a token that
 *   moves re-checks only the creatures (`createCoverScene` on the same wall layer).
 * - One-way walls block only lines from their colliding side, so the layer an attacker sees depends on which
 *   side of each one-way wall it stands: layers are cached by that pattern (one layer when the scene has none).
 * No Foundry global here: the hooks hand it plain fields; the creature flags are read through a callback.
 */
import {
  CoverWallEditor,
  centreLineCover,
  type CentreLineCover,
  type CoverMethod,
  SegmentIndex,
  coverBetween,
  createCoverScene,
  type CoverCreatureInput,
  type CoverObstacleInput,
  type CoverResult,
  type CoverScene,
  type CoverScenePolicies,
  type Size,
} from "../../rules";
import {
  indexedWall,
  oneWayBlocksFrom,
  tokenSpace,
  type IndexedWall,
  type TokenFields,
  type WallFields,
} from "./scene-input";

/** What the index knows of a creature besides its space, read when the scene is next built. */
export interface CreatureFlags {
  readonly defeated: boolean;
  readonly prone: boolean;
  readonly mounted: boolean;
  /** TA-4: the creature's size (a creature two sizes larger than both gives standard cover); by space without. */
  readonly size?: Size;
}

interface IndexedToken {
  readonly space: CoverCreatureInput["space"];
  readonly flags: () => CreatureFlags;
}

/** At most this many wall layers (one per pattern of one-way walls) are kept. */
const LAYER_CACHE = 16;

export class SceneCoverIndex {
  readonly gridSize: number;
  readonly #walls = new Map<string, IndexedWall>();
  readonly #tokens = new Map<string, IndexedToken>();
  /** The one-way walls by id, in order; null until gathered again. */
  #oneWay: [string, IndexedWall][] | null = null;
  /** A wall layer per pattern of one-way walls facing the attacker. */
  readonly #layers = new Map<string, CoverWallEditor>();
  readonly #scenes = new Map<string, CoverScene>();
  #creatures: CoverCreatureInput[] | null = null;
  #obstacles: readonly CoverObstacleInput[] = [];
  /** MOV-4: the walls that block movement, indexed on first use; undefined until then or after a wall changed. */
  #moveWalls: SegmentIndex | null | undefined;

  constructor(gridSize: number) {
    if (!Number.isFinite(gridSize) || gridSize <= 0) throw new Error(`gridSize: must be more than 0, got ${gridSize}`);
    this.gridSize = gridSize;
  }

  get wallCount(): number {
    return this.#walls.size;
  }

  get tokenCount(): number {
    return this.#tokens.size;
  }

  /**
   * MOV-4: the walls that block movement (closed doors included, open ones not), in grid units, as the pure core's
   * index; null when there are none. A one-way wall counts from both sides (the stricter reading). Kept until a
   * wall changes, so a drag's step costs don't index the walls again on every pointer move.
   */
  movementWalls(): SegmentIndex | null {
    if (this.#moveWalls === undefined) {
      const walls = [...this.#walls.values()].filter((w) => w.movement);
      this.#moveWalls = walls.length ? new SegmentIndex(walls) : null;
    }
    return this.#moveWalls;
  }

  /** A wall was created or changed (or is being read for the first time). */
  setWall(id: string, wall: WallFields): void {
    const before = this.#walls.get(id);
    const after = indexedWall(wall, this.gridSize);
    if (after) this.#walls.set(id, after);
    else this.#walls.delete(id);
    this.#wallChanged(id, before, after ?? undefined);
  }

  deleteWall(id: string): void {
    const before = this.#walls.get(id);
    if (!before) return;
    this.#walls.delete(id);
    this.#wallChanged(id, before, undefined);
  }

  /**
   * A token was created or changed; `flags` reads its creature's statuses when the scene is next built. A token
   * whose position or size is not a finite number has no space: it leaves the index (it measures nothing and
   * blocks nothing) rather than breaking every query on the scene.
   */
  setToken(id: string, token: TokenFields, flags: () => CreatureFlags): void {
    const space = tokenSpace(token, this.gridSize);
    if (![space.x, space.y, space.side].every(Number.isFinite)) {
      this.deleteToken(id);
      return;
    }
    this.#tokens.set(id, { space, flags });
    this.creaturesChanged();
  }

  deleteToken(id: string): void {
    if (this.#tokens.delete(id)) this.creaturesChanged();
  }

  /** COV-7: the scene's obstacles (environment features that give cover) changed: these replace them. */
  setObstacles(obstacles: readonly CoverObstacleInput[]): void {
    this.#obstacles = obstacles;
    this.#scenes.clear();
  }

  /** A creature's statuses changed (prone, defeated): the next query reads them again. */
  creaturesChanged(): void {
    this.#creatures = null;
    this.#scenes.clear();
  }

  /**
   * A two-way wall that changed (or came, or went) is set in every layer kept, in place; a one-way wall changes which
   * layers there are: they are built again when next asked for.
   */
  #wallChanged(id: string, before: IndexedWall | undefined, after: IndexedWall | undefined): void {
    this.#scenes.clear();
    this.#moveWalls = undefined;
    if ((before && before.blocksFrom !== null) || (after && after.blocksFrom !== null)) {
      this.#oneWay = null;
      this.#layers.clear();
      return;
    }
    for (const layer of this.#layers.values()) {
      if (after) layer.set(id, after);
      else layer.delete(id);
    }
  }

  #creatureList(): CoverCreatureInput[] {
    this.#creatures ??= [...this.#tokens].map(([id, t]) => ({ id, space: t.space, ...t.flags() }));
    return this.#creatures;
  }

  /** The scene an attacker at `space` sees: the two-way walls and the one-way walls facing its middle. */
  sceneFor(attackerSpace: CoverCreatureInput["space"], policies: CoverScenePolicies): CoverScene {
    const middle = { x: attackerSpace.x + attackerSpace.side / 2, y: attackerSpace.y + attackerSpace.side / 2 };
    return this.sceneAt(middle, policies);
  }

  /** AOE-3: the scene seen from a point (an area's origin, in grid units): one-way walls facing it count. */
  sceneAt(middle: { readonly x: number; readonly y: number }, policies: CoverScenePolicies): CoverScene {
    this.#oneWay ??= [...this.#walls].filter(([, w]) => w.blocksFrom !== null);
    const facing = this.#oneWay.map(([, w]) => oneWayBlocksFrom(w, middle));
    const wallKey = facing.map((f) => (f ? "1" : "0")).join("");
    let editor = this.#layers.get(wallKey);
    if (!editor) {
      const twoWay = [...this.#walls].filter(([, w]) => w.blocksFrom === null);
      editor = new CoverWallEditor([...twoWay, ...this.#oneWay.filter((_, i) => facing[i])], "sight");
      if (this.#layers.size >= LAYER_CACHE) this.#layers.delete(this.#layers.keys().next().value as string);
      this.#layers.set(wallKey, editor);
    }
    const layer = editor.layer;
    const key = `${wallKey}|${policies.proneCreaturesGiveCover === true}|${policies.riderHalfCoverMelee === true}`;
    let scene = this.#scenes.get(key);
    if (!scene || scene.mergedWalls !== layer.mergedWalls) {
      scene = createCoverScene({ walls: layer, creatures: this.#creatureList(), obstacles: this.#obstacles }, policies);
      if (this.#scenes.size >= LAYER_CACHE) this.#scenes.delete(this.#scenes.keys().next().value as string);
      this.#scenes.set(key, scene);
    }
    return scene;
  }

  /**
   * COV-1, COV-4, COV-5, COV-7: the cover of token `targetId` against token `attackerId`, or null when either is
   * not in the index.
   */
  cover(
    attackerId: string,
    targetId: string,
    policies: CoverScenePolicies & { readonly method?: CoverMethod },
    melee = false,
  ): CoverResult | null {
    const attacker = this.#tokens.get(attackerId);
    if (!attacker || !this.#tokens.has(targetId) || attackerId === targetId) return null;
    const scene = this.sceneFor(attacker.space, policies);
    // TA-4: threeAction judges cover on the one line between the spaces' centres.
    if (policies.method === "centreLine") return centreLineResult(centreLineCover(scene, attackerId, targetId));
    return coverBetween(scene, attackerId, targetId, { melee });
  }
}

/**
 * TA-4: a centre-line judgement as the result the corner method gives (one line; `blockedLines` 1 when something
 * is in the way), so the roll, the card and `game.fray.tokenCover` read either the same way.
 */
export function centreLineResult(c: CentreLineCover): CoverResult {
  const cell = (p: { x: number; y: number }) => ({ x: Math.floor(p.x), y: Math.floor(p.y) });
  const blocked = c.blockedBy === null ? 0 : 1;
  return Object.freeze({
    degree: c.degree,
    blockedLines: blocked,
    bestAttackerCorner: c.from,
    attackerCell: cell(c.from),
    targetCell: cell(c.to),
    byWalls: c.blockedBy === "wall" ? 1 : 0,
    byCreatures: c.blockedBy === "creature" ? 1 : 0,
    byObstacles: c.blockedBy === "obstacle" ? 1 : 0,
    byRider: false,
    lines: Object.freeze([Object.freeze({ from: c.from, to: c.to, blockedBy: c.blockedBy })]),
  });
}
