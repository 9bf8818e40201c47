/**
 * Scenes and tokens, imitating the v13 API docs (foundry.documents.Scene, TokenDocument, TokenMovementData):
 * - Scene: a world document with embedded `tokens` and `walls`; one square grid of 100 px squares of 5 ft
 *   (`HARNESS_GRID`, `scene.grid`); `active` from its source; `view()` makes it the calling client's viewed scene
 *   (`game.scenes.viewed`, else the active one). Lighting is not imitated.
 * - RegionDocument: embedded in its scene (`scene.regions`): `shapes` (v13 shape data: rectangle, polygon,
 *   ellipse, circle; `hole` subtracts), `elevation` `{bottom, top}` and `behaviors`, its embedded RegionBehavior
 *   documents (`{name, type, disabled, system}`), made with the region or added to it later; a behaviour's type
 *   must be one of `game.documentTypes.RegionBehavior` (core's and the manifest's declared ones) or it is
 *   refused. Only GMs create, change or delete regions and their behaviours (permissions.ts, as walls).
 * - WallDocument: the v13 wall fields (`c` in pixels, `move`, `sight`, `light`, `sound`, `door`, `ds`, `dir`,
 *   `threshold`) with v13's defaults; only GMs create, change or delete walls, except that a player may open or
 *   close an ordinary door that is not locked (permissions.ts).
 * - TokenDocument: `x`/`y`, `width`/`height` (grid squares, 1 by default), `elevation`, `disposition`, `actor` (the world actor its `actorId` names: linked tokens only), its owners its
 *   actor's owners, `combatant` (the viewed combat's combatant naming this token), `movement` (the last
 *   movement data this copy saw), `move(waypoints, options)`, the v13 movement workflow of movement.ts, its
 *   `movementHistory` and `revertRecordedMovement(id?)`.
 */
import { HarnessDocument } from "./documents";
import type { HarnessCollection } from "./collection";
import { OWNERSHIP, ctx, type DocumentOperation, type Source } from "./context";
import { DataModelValidationError } from "./data-model";
import type { HarnessCanvas } from "./canvas";
import type { HarnessUser } from "./users";
import {
  HARNESS_GRID,
  moveToken,
  revertRecordedMovement,
  stopMovement,
  type HarnessHistoryWaypoint,
  type HarnessMovement,
  type HarnessWaypoint,
  type MoveOptions,
} from "./movement";
import { constrainPath, measurePath, type PathPoint } from "./movement-measure";

export class Scene extends HarnessDocument {
  static override documentName = "Scene";

  get tokens(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("Token");
  }

  get walls(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("Wall");
  }

  get templates(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("MeasuredTemplate");
  }

  get regions(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("Region");
  }

  /** v13 `Scene#width` / `height`: the scene's rectangle in pixels (4000 × 3000 by default; no padding here). */
  get width(): number {
    return typeof this._source.width === "number" ? this._source.width : 4000;
  }

  get height(): number {
    return typeof this._source.height === "number" ? this._source.height : 3000;
  }

  /** v13 `Scene#active`: the scene players are pulled to. */
  get active(): boolean {
    return this._source.active === true;
  }

  /**
   * v13 `Scene#grid` (a BaseGrid): 100 px squares of 5 ft. Its `type` (CONST.GRID_TYPES: 0 gridless, 1 square,
   * 2–5 hex) is the source's `grid.type`, square by default; the harness measures every scene as squares.
   */
  get grid(): { type: number; size: number; distance: number; units: string } {
    const source = this._source.grid as { type?: unknown } | undefined;
    const type = typeof source?.type === "number" ? source.type : 1;
    return { type, size: HARNESS_GRID.size, distance: HARNESS_GRID.distance, units: "ft" };
  }

  /**
   * v13 `Scene#view()`: the calling client now views this scene (`game.scenes.viewed`); its canvas is torn down
   * (`canvasTearDown`) and drawn again for it (`canvasReady`) when it viewed another scene.
   */
  async view(): Promise<this> {
    const client = ctx() as unknown as { canvas: HarnessCanvas; collection(n: string): unknown };
    const scenes = client.collection("Scene") as { viewedId: string | null; viewed: { id: string } | null };
    const changes = scenes.viewed?.id !== this.id;
    if (changes) client.canvas.tearDown();
    scenes.viewedId = this.id;
    if (changes) client.canvas.drawn();
    return this;
  }

  /** Players see every scene in the harness (Foundry: scene ownership and navigation; not imitated). */
  override getUserLevel(user: HarnessUser): number {
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }
}

export class TokenDocument extends HarnessDocument {
  static override documentName = "Token";

  /** The last movement this copy saw (v13 `TokenDocument#movement`), or null. */
  movement: HarnessMovement | null = null;

  get x(): number {
    return typeof this._source.x === "number" ? this._source.x : 0;
  }

  get y(): number {
    return typeof this._source.y === "number" ? this._source.y : 0;
  }

  #object: TokenPlaceable | null = null;

  /**
   * v13 `TokenDocument#object`: the Token placeable on the canvas. The harness has no canvas; this stand-in has
   * `document`, `actor`, `control()` / `release()` (canvas.ts) and `setTarget(targeted, {releaseOthers})`, which changes the calling client's
   * `game.user.targets` (v13 `Token#setTarget`) and fires `targetToken(user, token, targeted)` there.
   */
  get object(): TokenPlaceable {
    // v13: the placeable is made from CONFIG.Token.objectClass (a system's subclass of Token), this client's.
    const cls = (this._client.objectClass("Token") ?? TokenPlaceable) as typeof TokenPlaceable;
    this.#object ??= new cls(this);
    return this.#object;
  }

  /** v13 `TokenDocument#width`: in grid squares, 1 by default. */
  get width(): number {
    return typeof this._source.width === "number" ? this._source.width : 1;
  }

  get height(): number {
    return typeof this._source.height === "number" ? this._source.height : 1;
  }

  get elevation(): number {
    return typeof this._source.elevation === "number" ? this._source.elevation : 0;
  }

  /** v13 `TokenDocument#hidden`: only GMs see the token (false by default). */
  get hidden(): boolean {
    return this._source.hidden === true;
  }

  /**
   * v13 `TokenDocument#measureMovementPath(waypoints, options)`: core's per-square, aggregated measurement
   * (movement-measure.ts) from where the token stands through `waypoints`; `cost` is the total.
   */
  measureMovementPath(
    waypoints: readonly Partial<PathPoint>[],
    options: { preview?: boolean } = {},
  ): { cost: number; steps: { cost: number }[] } {
    return measurePath(this, this.object.fill([{}, ...waypoints]), options);
  }

  /** v13 CONST.TOKEN_DISPOSITIONS: HOSTILE -1 by default for a new token in the harness. */
  get disposition(): number {
    return typeof this._source.disposition === "number" ? this._source.disposition : -1;
  }

  /** F101: v13 `TokenDocument#actorLink` (a boolean field, false unless set: the token is not linked to its actor). */
  get actorLink(): boolean {
    return this._source.actorLink === true;
  }

  get scene(): Scene | null {
    return this.parent instanceof Scene ? this.parent : null;
  }

  get actor(): HarnessDocument | null {
    const id = this._source.actorId;
    return typeof id === "string" ? (ctx().collection("Actor")?.get(id) ?? null) : null;
  }

  /**
   * v13 `TokenDocument#hasStatusEffect(statusId)`: whether the token's actor has that status (core reads
   * `CONFIG.specialStatusEffects` ids through it: a BLIND token sees nothing, an INVISIBLE one is drawn invisible).
   */
  hasStatusEffect(statusId: string): boolean {
    const statuses = (this.actor as { statuses?: Set<string> } | null)?.statuses;
    return statuses?.has(statusId) ?? false;
  }

  /** v13 TokenDocument#combatant: the combatant of the viewed combat that names this token. */
  get combatant(): HarnessDocument | null {
    const combat = (globalThis as { game?: { combat?: { combatants: Iterable<HarnessDocument> } | null } }).game
      ?.combat;
    if (!combat) return null;
    for (const c of combat.combatants) if (c._source.tokenId === this.id) return c;
    return null;
  }

  /** v13: a token's owners are its actor's (a GM owns every token). */
  override getUserLevel(user: HarnessUser): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE;
  }

  /** v13 `TokenDocument#move`: see movement.ts. */
  move(waypoints: HarnessWaypoint | HarnessWaypoint[], options: MoveOptions = {}): Promise<boolean> {
    this._assertOnOwnClient("move");
    return moveToken(this, Array.isArray(waypoints) ? waypoints : [waypoints], options);
  }

  /** v13 `TokenDocument#stopMovement`: the segments of the current move not yet made are dropped. */
  stopMovement(): void {
    stopMovement(this);
  }

  /** v13 `TokenDocument#movementHistory` (#11730): the recorded waypoints of this combat's moves (movement.ts). */
  get movementHistory(): HarnessHistoryWaypoint[] {
    const history = this._source._movementHistory;
    return Array.isArray(history) ? (history as HarnessHistoryWaypoint[]).map((w) => ({ ...w })) : [];
  }

  /** v13 `TokenDocument#clearMovementHistory()` (#11730). */
  async clearMovementHistory(): Promise<void> {
    await this.update({ _movementHistory: [] });
  }

  /** v13 `TokenDocument#revertRecordedMovement(movementId?)` (#12667): see movement.ts. */
  revertRecordedMovement(movementId?: string): Promise<boolean> {
    this._assertOnOwnClient("revertRecordedMovement");
    return revertRecordedMovement(this, movementId);
  }

  /** Systems override this; false rejects the move (core: nothing to reject). */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  async _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined> {
    return undefined;
  }

  /** v13: after a token's position update, every client records the movement and fires `moveToken`. */
  override _onUpdate(changed: Source, options: DocumentOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    const data = (options.movement as Record<string, HarnessMovement | undefined> | undefined)?.[this.id];
    if (!data) return;
    const user = ctx().world.users.get(userId);
    if (!user) return;
    // The movement crossed the socket as JSON: its user arrives as an id and is looked up again.
    const movement = { ...data, user };
    this.movement = movement;
    ctx().hooks.callAll("moveToken", this, movement, options, user);
  }
}

/** v13 CONST wall enums (https://foundryvtt.com/api/v13/ CONST.WALL_*): the values Foundry stores. */
export const WALL_CONST = {
  WALL_SENSE_TYPES: { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 },
  WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 },
  WALL_DOOR_TYPES: { NONE: 0, DOOR: 1, SECRET: 2 },
  WALL_DOOR_STATES: { CLOSED: 0, OPEN: 1, LOCKED: 2 },
  WALL_DIRECTIONS: { BOTH: 0, LEFT: 1, RIGHT: 2 },
} as const;

/**
 * v13 `WallDocument` (foundry.documents.WallDocument, WallData): `c` is `[x0, y0, x1, y1]` in pixels; `move`,
 * `sight`, `light` and `sound` default to NORMAL (20), `door` to NONE, `ds` to CLOSED, `dir` to BOTH.
 */
export class WallDocument extends HarnessDocument {
  static override documentName = "Wall";

  get c(): number[] {
    const c = this._source.c;
    return Array.isArray(c) ? (c as number[]) : [0, 0, 0, 0];
  }

  #num(key: string, fallback: number): number {
    const v = this._source[key];
    return typeof v === "number" ? v : fallback;
  }

  get move(): number {
    return this.#num("move", WALL_CONST.WALL_MOVEMENT_TYPES.NORMAL);
  }

  get sight(): number {
    return this.#num("sight", WALL_CONST.WALL_SENSE_TYPES.NORMAL);
  }

  get light(): number {
    return this.#num("light", WALL_CONST.WALL_SENSE_TYPES.NORMAL);
  }

  get sound(): number {
    return this.#num("sound", WALL_CONST.WALL_SENSE_TYPES.NORMAL);
  }

  get door(): number {
    return this.#num("door", WALL_CONST.WALL_DOOR_TYPES.NONE);
  }

  get ds(): number {
    return this.#num("ds", WALL_CONST.WALL_DOOR_STATES.CLOSED);
  }

  get dir(): number {
    return this.#num("dir", WALL_CONST.WALL_DIRECTIONS.BOTH);
  }

  get threshold(): { sight: number | null; light: number | null; sound: number | null; attenuation: boolean } {
    const t = (this._source.threshold ?? {}) as Record<string, unknown>;
    const n = (v: unknown) => (typeof v === "number" ? v : null);
    return { sight: n(t.sight), light: n(t.light), sound: n(t.sound), attenuation: t.attenuation === true };
  }

  get scene(): Scene | null {
    return this.parent instanceof Scene ? this.parent : null;
  }
}

/**
 * The stand-in for a v13 Token placeable (`foundry.canvas.placeables.Token`, made from `CONFIG.Token.objectClass`):
 * see `TokenDocument#object`.
 */
export class TokenPlaceable {
  readonly document: TokenDocument;

  constructor(document: TokenDocument) {
    this.document = document;
  }

  get id(): string {
    return this.document.id;
  }

  get actor(): HarnessDocument | null {
    return this.document.actor;
  }

  /** v13 `Token#controlled`: this client controls it. */
  get controlled(): boolean {
    return controlledOf().includes(this);
  }

  /** v13 `Token#control({releaseOthers})`: this client controls it (others released by default). */
  control({ releaseOthers = true }: { releaseOthers?: boolean } = {}): boolean {
    const list = controlledOf();
    if (releaseOthers) for (const other of [...list]) if (other !== this) other.release();
    if (!list.includes(this)) {
      list.push(this);
      ctx().hooks.callAll("controlToken", this, true);
    }
    return true;
  }

  /** v13 `Token#release()`. */
  release(): boolean {
    const list = controlledOf();
    const at = list.indexOf(this);
    if (at < 0) return false;
    list.splice(at, 1);
    ctx().hooks.callAll("controlToken", this, false);
    return true;
  }

  /**
   * v13 `Token#visible` for this client's user: a hidden token only to a GM (the harness models no vision: every
   * other token is visible).
   */
  get visible(): boolean {
    return !this.document.hidden || ctx().currentUser().isGM;
  }

  /** The waypoints with each one's missing values filled in from the one before (the first from the document). */
  fill(waypoints: readonly Partial<PathPoint>[]): PathPoint[] {
    const d = this.document;
    let previous: PathPoint = {
      x: d.x,
      y: d.y,
      elevation: d.elevation,
      width: d.width,
      height: d.height,
      action: "walk",
      explicit: false,
      checkpoint: false,
    };
    return waypoints.map((w) => (previous = { ...previous, explicit: false, checkpoint: false, ...w }));
  }

  /**
   * v13 `Token#constrainMovementPath(waypoints, options)`: `[path, constrained]`, the path from `waypoints[0]` (where
   * the move starts) with each waypoint's missing values filled in from the one before (the first from the
   * document), cut as core cuts it (movement-measure.ts): at the scene's edge, at a wall that blocks movement
   * (unless `ignoreWalls`), before a step of infinite cost (unless `ignoreCost`).
   */
  constrainMovementPath(
    waypoints: readonly Partial<PathPoint>[],
    options: { preview?: boolean; ignoreWalls?: boolean; ignoreCost?: boolean } = {},
  ): [PathPoint[], boolean] {
    const path = this.fill(waypoints);
    const scene = this.document.scene;
    if (!scene) return [path, false];
    const walls = [...scene.walls]
      .filter((w): w is WallDocument => w instanceof WallDocument)
      .filter((w) => w.move !== WALL_CONST.WALL_MOVEMENT_TYPES.NONE)
      .filter((w) => w.door === WALL_CONST.WALL_DOOR_TYPES.NONE || w.ds !== WALL_CONST.WALL_DOOR_STATES.OPEN);
    return constrainPath(this.document, path, walls, { width: scene.width, height: scene.height }, options);
  }

  setTarget(targeted = true, { releaseOthers = true }: { releaseOthers?: boolean } = {}): void {
    const user = ctx().currentUser();
    if (releaseOthers) user.targets.clear();
    if (targeted) user.targets.add(this);
    else user.targets.delete(this);
    ctx().hooks.callAll("targetToken", user, this, targeted);
  }
}

/**
 * v13 `MeasuredTemplateDocument` (MeasuredTemplateData): `author` (the placing user, filled in with the creator
 * when missing), `t` (circle, cone, rect, ray; circle by default), `x`/`y` (the origin in pixels), `distance`,
 * `direction` (degrees), `angle` (cones), `width` (rays).
 */
export class MeasuredTemplateDocument extends HarnessDocument {
  static override documentName = "MeasuredTemplate";

  #num(key: string, fallback: number): number {
    const v = this._source[key];
    return typeof v === "number" ? v : fallback;
  }

  get t(): string {
    return typeof this._source.t === "string" ? this._source.t : "circle";
  }

  get x(): number {
    return this.#num("x", 0);
  }

  get y(): number {
    return this.#num("y", 0);
  }

  get distance(): number {
    return this.#num("distance", 0);
  }

  get direction(): number {
    return this.#num("direction", 0);
  }

  get angle(): number {
    return this.#num("angle", 0);
  }

  get width(): number {
    return this.#num("width", 0);
  }

  get author(): HarnessUser | null {
    const id = this._source.author;
    return typeof id === "string" ? (ctx().world.users.get(id) ?? null) : null;
  }
}

/** The calling client's `canvas.tokens.controlled`. */
function controlledOf(): TokenPlaceable[] {
  return (ctx() as unknown as { canvas: { tokens: { controlled: TokenPlaceable[] } } }).canvas.tokens.controlled;
}

/**
 * v13 core region behaviour types (foundry.data.regionBehaviors: one `…RegionBehaviorType` class each). With the
 * types a system's manifest declares (`documentTypes.RegionBehavior`, used as written: core #8567 namespaces
 * only modules' types), they are `game.documentTypes.RegionBehavior`, the only types a behaviour may have.
 */
export const CORE_REGION_BEHAVIOR_TYPES = [
  "adjustDarknessLevel",
  "displayScrollingText",
  "executeMacro",
  "executeScript",
  "modifyMovementCost",
  "pauseGame",
  "suppressWeather",
  "teleportToken",
  "toggleBehavior",
] as const;

/**
 * v13 `RegionBehavior` (foundry.documents.RegionBehavior): a document embedded in its region (`region.behaviors`)
 * with `name`, `type`, `disabled` and `system` (the data model `CONFIG.RegionBehavior.dataModels[type]`). A type
 * that is not among `game.documentTypes.RegionBehavior` is refused, as core's document type field refuses it: the
 * behaviour can't be made, on its own or with its region.
 */
export class RegionBehaviorDocument extends HarnessDocument {
  static override documentName = "RegionBehavior";

  constructor(source: Source = {}, options: { parent?: HarnessDocument | null } = {}) {
    const declared = (ctx() as unknown as { game: { documentTypes: Record<string, readonly string[]> } }).game
      .documentTypes.RegionBehavior;
    const type = typeof source.type === "string" ? source.type : "";
    if (!declared?.includes(type)) {
      throw new DataModelValidationError(
        `RegionBehavior validation errors:\n  type: "${type}" is not a valid type for the RegionBehavior Document class`,
      );
    }
    super(source, options);
  }

  get disabled(): boolean {
    return this._source.disabled === true;
  }
}

/**
 * v13 `RegionDocument` (foundry.documents.RegionDocument, RegionData): `shapes` (BaseShapeData: `type`
 * rectangle/polygon/ellipse/circle, `hole`), `elevation` (`bottom`, `top`; null is unbounded) and `behaviors`
 * (its embedded RegionBehavior documents).
 */
export class RegionDocument extends HarnessDocument {
  static override documentName = "Region";

  get shapes(): readonly Readonly<Record<string, unknown>>[] {
    const shapes = this._source.shapes;
    return Array.isArray(shapes) ? (shapes as Record<string, unknown>[]) : [];
  }

  get elevation(): { bottom: number | null; top: number | null } {
    const e = (this._source.elevation ?? {}) as { bottom?: unknown; top?: unknown };
    return {
      bottom: typeof e.bottom === "number" ? e.bottom : null,
      top: typeof e.top === "number" ? e.top : null,
    };
  }

  get behaviors(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("RegionBehavior");
  }
}
