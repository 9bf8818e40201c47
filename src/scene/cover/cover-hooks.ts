/**
 * COV-1: one cover index per scene (cover-index.ts), made on the first cover query on that scene from its walls
 * and tokens, then kept current by the wall, token, effect and actor hooks on every client (each client measures
 * for its own rolls). Nothing here writes a document.
 */
import { activePolicies } from "../../settings/policies";
import { SceneCoverIndex, type CreatureFlags } from "./cover-index";
import {
  centreLineFromPoint,
  coverFromPoint,
  type CentreLineCover,
  type CoverResult,
  type PointCoverResult,
  type Space,
  SIZES,
  type Size,
} from "../../rules";
import { DEAD_STATUS_ID } from "../../conditions/status-effects";
import { squareGrid, tokenSpace, type TokenFields, type WallFields } from "./scene-input";
import { areaFlagOf } from "./area-template";
import { featureOf, regionCells, type RegionLike } from "../regions";
import type { CoverObstacleInput } from "../../rules";
import { templateArea, type TemplateFields } from "./template-area";

const indexes = new Map<string, SceneCoverIndex>();

export interface SceneLike {
  readonly id: string | null;
  /** v13 `Scene#grid`: its square size in pixels, the distance a square stands for, its type (CONST.GRID_TYPES). */
  readonly grid: { readonly size: number; readonly distance?: number; readonly type?: number };
  readonly walls: Iterable<WallLike>;
  readonly tokens: Iterable<TokenLike>;
  readonly regions?: Iterable<RegionLike>;
}

interface WallLike extends WallFields {
  readonly id: string | null;
  readonly parent: unknown;
}

export interface TokenLike extends TokenFields {
  readonly id: string | null;
  readonly parent: unknown;
  readonly actor: Actor.Implementation | null;
  readonly disposition?: number;
  readonly elevation?: number;
}

/** COV-5, COV-7: what a token's creature brings to cover, read from its actor's statuses now. */
function flagsOf(token: TokenLike): () => CreatureFlags {
  return () => {
    const statuses = token.actor?.statuses ?? new Set<string>();
    const defeatedId = CONFIG.specialStatusEffects.DEFEATED || DEAD_STATUS_ID;
    const size = (token.actor?.system as { size?: unknown } | undefined)?.size;
    return {
      defeated: statuses.has(defeatedId),
      prone: statuses.has("prone"),
      mounted: statuses.has("mounted"),
      // TA-4: the size the creature's data states (a Huge creature in the way gives standard cover).
      ...((SIZES as readonly unknown[]).includes(size) ? { size: size as Size } : {}),
    };
  };
}

/**
 * Whether Fray's spatial rules read `scene`: a square grid. A gridless or hex scene is left to core (its own
 * measurement, no Fray cover from walls, no opportunity scan), since every rule here counts squares.
 */
export function measuredScene(scene: SceneLike | null): SceneLike | null {
  return scene && squareGrid(scene.grid) ? scene : null;
}

/** The scene of a token, wall or template, when Fray's spatial rules read it (a square grid; see measuredScene). */
export function sceneOf(doc: { readonly parent: unknown }): SceneLike | null {
  const parent = doc.parent as Partial<SceneLike> | null;
  return parent && typeof parent.id === "string" && parent.grid ? measuredScene(parent as SceneLike) : null;
}

/** COV-1: the cover index of a scene, built from its walls and tokens on first use. */
export function coverIndexOf(scene: SceneLike): SceneCoverIndex | null {
  if (!scene.id) return null;
  let index = indexes.get(scene.id);
  if (index && index.gridSize === scene.grid.size) return index;
  index = new SceneCoverIndex(scene.grid.size);
  for (const wall of scene.walls) if (wall.id) index.setWall(wall.id, wall);
  for (const token of scene.tokens) if (token.id) index.setToken(token.id, token, flagsOf(token));
  index.setObstacles(featureObstacles(scene));
  indexes.set(scene.id, index);
  return index;
}

/**
 * COV-7: the squares of the scene's regions holding an a5e environment obstacle that gives cover (stalagmites,
 * trees: half; brush: half to a prone target; tables: half once pushed over), each a one-square obstacle.
 */
export function featureObstacles(scene: SceneLike): CoverObstacleInput[] {
  const out: CoverObstacleInput[] = [];
  for (const region of scene.regions ?? []) {
    for (const behavior of region.behaviors) {
      const found = featureOf(behavior);
      const cover = found?.feature.cover;
      if (!found || !cover || (cover.afterAction === true && !found.pushedOver)) continue;
      for (const cell of regionCells(region, scene.grid.size)) {
        out.push({ space: { ...cell, side: 1 }, degree: cover.degree, whenTargetProne: cover.whileProne === true });
      }
    }
  }
  return out;
}

/** COV-7: a region of a scene that has an index changed: its obstacles are read again. */
function onRegion(region: { readonly parent: unknown }): void {
  const scene = sceneOf(region);
  const index = builtIndexOf(region);
  if (scene && index) index.setObstacles(featureObstacles(scene));
}

/** The index of a document's scene, only when one was already made (no index is built by a hook). */
function builtIndexOf(doc: { readonly parent: unknown }): SceneCoverIndex | null {
  const scene = sceneOf(doc);
  const index = scene?.id ? indexes.get(scene.id) : undefined;
  if (!scene || !index) return null;
  // A changed grid size makes every stored coordinate stale: the next query rebuilds the index.
  if (index.gridSize !== scene.grid.size) {
    indexes.delete(scene.id as string);
    return null;
  }
  return index;
}

function onWall(wall: WallLike): void {
  if (wall.id) builtIndexOf(wall)?.setWall(wall.id, wall);
}

function onToken(token: TokenLike): void {
  if (token.id) builtIndexOf(token)?.setToken(token.id, token, flagsOf(token));
}

function creaturesChanged(): void {
  for (const index of indexes.values()) index.creaturesChanged();
}

export interface TemplateLike extends TemplateFields {
  readonly parent: unknown;
  readonly flags?: unknown;
}

/**
 * AOE-1: the caster's space an emanation Fray placed spreads from (its token on the template's scene, where it
 * stands now), with the emanation's reach; null for any other template, or when that token is gone.
 */
export function emanationOf(template: TemplateLike, scene: SceneLike): { space: Space; distance: number } | null {
  const flag = areaFlagOf(template);
  if (flag?.shape !== "emanation" || !flag.tokenId) return null;
  for (const token of scene.tokens)
    if (token.id === flag.tokenId) return { space: tokenSpace(token, scene.grid.size), distance: flag.size };
  return null;
}

interface TargetablePlaceable {
  setTarget(targeted?: boolean, options?: { releaseOthers?: boolean }): void;
}

/**
 * AOE-1 … AOE-3, COV-6: on the client of the user who placed it, a measured template targets the creatures it
 * covers by the rules (its origin, the cone rule, total cover from walls), replacing that user's targets. A shape
 * the rules don't have (a non-square rectangle) leaves the targets alone.
 */
export function targetFromTemplate(template: TemplateLike): readonly string[] | null {
  const scene = sceneOf(template);
  const index = scene ? coverIndexOf(scene) : null;
  if (!scene || !index) return null;
  const area = templateArea(
    index,
    template,
    { size: scene.grid.size, distance: scene.grid.distance ?? 5 },
    activePolicies(),
    emanationOf(template, scene),
  );
  if (!area) return null;
  const inside = new Set(area.creatures);
  let first = true;
  const objectOf = (t: TokenLike) => (t as { object?: TargetablePlaceable | null }).object ?? null;
  for (const token of scene.tokens) {
    const object = objectOf(token);
    if (!object || !token.id || !inside.has(token.id)) continue;
    object.setTarget(true, { releaseOthers: first });
    first = false;
  }
  // Nothing inside: the user's old targets are released.
  if (first) for (const token of scene.tokens) objectOf(token)?.setTarget(false, { releaseOthers: false });
  return area.creatures;
}

/** COV-1: keeps every scene's cover index current. Called once, at init. */
export function registerCoverIndex(): void {
  // AOE-1: only a template Fray placed for an area (`flags.fray.area`) retargets its user; one drawn with
  // Foundry's own tools is a picture and leaves the targets alone.
  Hooks.on("createMeasuredTemplate", ((template: TemplateLike, _options: unknown, userId: string) => {
    if (userId === game.user.id && areaFlagOf(template)) targetFromTemplate(template);
  }) as never);
  Hooks.on("createWall", onWall as never);
  Hooks.on("updateWall", onWall as never);
  Hooks.on("deleteWall", ((wall: WallLike) => {
    if (wall.id) builtIndexOf(wall)?.deleteWall(wall.id);
  }) as never);
  for (const hook of ["createRegion", "updateRegion", "deleteRegion"]) Hooks.on(hook as never, onRegion as never);
  // v13: a region's behaviours are its embedded documents, with their own hooks.
  for (const hook of ["createRegionBehavior", "updateRegionBehavior", "deleteRegionBehavior"])
    Hooks.on(
      hook as never,
      ((behavior: { readonly parent: unknown }) => {
        if (behavior.parent && typeof behavior.parent === "object") onRegion(behavior.parent as { parent: unknown });
      }) as never,
    );
  Hooks.on("createToken", onToken as never);
  Hooks.on("updateToken", onToken as never);
  Hooks.on("deleteToken", ((token: TokenLike) => {
    if (token.id) builtIndexOf(token)?.deleteToken(token.id);
  }) as never);
  // Statuses (prone, defeated) come and go with effects; an actor's own update may change them too.
  for (const hook of ["createActiveEffect", "updateActiveEffect", "deleteActiveEffect", "updateActor"])
    Hooks.on(hook as never, creaturesChanged as never);
  Hooks.on("updateScene", ((scene: SceneLike) => {
    const index = scene.id ? indexes.get(scene.id) : undefined;
    if (index && index.gridSize !== scene.grid.size) indexes.delete(scene.id as string);
  }) as never);
  Hooks.on("deleteScene", ((scene: SceneLike) => {
    if (scene.id) indexes.delete(scene.id);
  }) as never);
}

/** The scene this client views (`game.scenes.viewed`, the canvas scene), or null (none, or not a square grid). */
export function viewedScene(): SceneLike | null {
  return measuredScene((game.scenes.viewed as unknown as SceneLike | null | undefined) ?? null);
}

/** The scene an attack is measured on: the target token's, when the attack names one; else the viewed scene. */
export function attackScene(target: { readonly token?: TokenLike | null }): SceneLike | null {
  return (target.token ? sceneOf(target.token) : null) ?? viewedScene();
}

/**
 * The token of `actor` on `scene`: the first token whose actor is it (by uuid: a linked token shows the world
 * actor, an unlinked one its own token actor, whose uuid names the token).
 */
export function tokenOf(actor: Actor.Implementation, scene: SceneLike): TokenLike | null {
  for (const token of scene.tokens) if (token.actor?.uuid === actor.uuid) return token;
  return null;
}

/**
 * COV-1, COV-4, COV-5, COV-7: the cover `target` has against `attacker`, measured on the target token's scene (the
 * viewed scene when no token is named) from the walls and the creatures in between; null when either has no token
 * there.
 */
export function measuredCover(
  attacker: Actor.Implementation,
  target: { readonly actor: Actor.Implementation; readonly token?: TokenLike | null },
  melee: boolean,
): CoverResult | null {
  const scene = attackScene(target);
  if (!scene) return null;
  const from = tokenOf(attacker, scene);
  const to = target.token && sceneOf(target.token) === scene ? target.token : tokenOf(target.actor, scene);
  if (!from?.id || !to?.id) return null;
  return coverIndexOf(scene)?.cover(from.id, to.id, activePolicies().cover, melee) ?? null;
}

/**
 * COV-1, COV-4, COV-5, COV-7: the cover of token `target` against token `attacker` on their scene (both must be on
 * the same one), measured through the scene's cover index under the world's preset; null otherwise. What
 * `game.fray.tokenCover` answers.
 */
export function tokenCover(
  attacker: TokenLike,
  target: TokenLike,
  options: { readonly melee?: boolean } = {},
): CoverResult | null {
  const scene = sceneOf(attacker);
  if (!scene || sceneOf(target) !== scene || !attacker.id || !target.id) return null;
  return coverIndexOf(scene)?.cover(attacker.id, target.id, activePolicies().cover, options.melee === true) ?? null;
}

/**
 * COV-1, COV-4 … COV-7: the cover `target` has against an area's effect: from the template's origin point on its
 * scene (one-way walls judged from there), or, for an emanation Fray placed, against its caster's token; null when
 * the target has no token on that scene (or the emanation's caster is gone).
 */
export function areaCover(template: TemplateLike, target: Actor.Implementation): PointCoverResult | null {
  const scene = sceneOf(template);
  const index = scene ? coverIndexOf(scene) : null;
  const to = scene ? tokenOf(target, scene) : null;
  if (!scene || !index || !to?.id) return null;
  const flag = areaFlagOf(template);
  if (flag?.shape === "emanation") {
    if (!flag.tokenId || flag.tokenId === to.id) return null;
    return index.cover(flag.tokenId, to.id, activePolicies().cover) ?? null;
  }
  const origin = { x: template.x / scene.grid.size, y: template.y / scene.grid.size };
  const policies = activePolicies().cover;
  const seen = index.sceneAt(origin, policies);
  // TA-4: under threeAction the line runs from the area's origin to the centre of the target's space.
  if (policies.method === "centreLine") return pointResult(centreLineFromPoint(seen, origin, to.id));
  return coverFromPoint(seen, origin, to.id);
}

/** TA-4: a centre-line judgement from an area's origin as the point result the corner method gives. */
function pointResult(c: CentreLineCover): PointCoverResult {
  return {
    degree: c.degree,
    blockedLines: c.blockedBy === null ? 0 : 1,
    targetCell: { x: Math.floor(c.to.x), y: Math.floor(c.to.y) },
    byWalls: c.blockedBy === "wall" ? 1 : 0,
    byCreatures: c.blockedBy === "creature" ? 1 : 0,
    byObstacles: c.blockedBy === "obstacle" ? 1 : 0,
  };
}

/** For tests and modules: forget every index (the next query rebuilds from the documents). */
export function resetCoverIndexes(): void {
  indexes.clear();
}
