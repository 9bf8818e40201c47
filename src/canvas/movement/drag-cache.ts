/**
 * Issue 25 item 1: what a drag reads of its scene, worked out once and kept until the world changes. While a user
 * drags a token core calls Fray for every step (the cost function, per occupied square), every waypoint (the
 * ruler's label) and every pointer move (`constrainMovementPath`); each used to read every creature again, and
 * each creature's reaction scanned the combat for its combatant: waypoints × tokens × combatants.
 *
 * - The scene's creatures as the movement and opportunity rules see them (opportunity-scan.ts `creatureSnapshot`:
 *   space, size, disposition, elevation, reach, statuses, reaction left), built once per scene with the combat's
 *   combatants indexed by actor (no scan per creature), and kept per mover and per set of creatures the user
 *   can't see; a step's lookup reads the creatures on one square (`creaturesOn`).
 * - The cost of each one-square step core asked for (movement-cost-function.ts), per mover, action, elevation and
 *   creatures unseen: core measures the same steps again for the constraint and on the next pointer move.
 * - Invalidated, as the cover index is (cover-hooks.ts), by the hooks that change what it holds: tokens,
 *   combats and combatants (a spent reaction is a combatant update), actors, items (reach), active effects
 *   (statuses), walls, regions and their behaviours (difficult terrain), scenes, world settings, and the canvas being drawn or torn down. The preset's policies and the
 *   active combat are checked on every read besides.
 * - `uncached(fn)` runs `fn` the old way (every read from the documents): the reference the tests and the bench
 *   compare the cached answers with.
 */
import type { CreatureSnapshot } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { ledgerOf } from "../../combat/combatant-system";
import { creatureSnapshot, reactionLeftIn, sceneCreatures, unseenMover } from "../../combat/opportunity";
import type { SceneLike, TokenLike } from "../../scene/cover";

/** The hooks after which nothing a drag cached is trusted (see the file comment). */
export const DRAG_CACHE_HOOKS: readonly string[] = [
  "createToken",
  "updateToken",
  "deleteToken",
  "createCombat",
  "updateCombat",
  "deleteCombat",
  "createCombatant",
  "updateCombatant",
  "deleteCombatant",
  "updateActor",
  "createItem",
  "updateItem",
  "deleteItem",
  "createActiveEffect",
  "updateActiveEffect",
  "deleteActiveEffect",
  "updateScene",
  "deleteScene",
  "createWall",
  "updateWall",
  "deleteWall",
  "createRegion",
  "updateRegion",
  "deleteRegion",
  "createRegionBehavior",
  "updateRegionBehavior",
  "deleteRegionBehavior",
  "createSetting",
  "updateSetting",
  "canvasReady",
  "canvasTearDown",
];

let generation = 0;
let enabled = true;

/** The world changed (a hook of DRAG_CACHE_HOOKS): every scene's creatures are read again when next asked for. */
export function dragCacheChanged(): void {
  generation++;
}

/** A number that changes whenever the cache is invalidated (the ruler keys a drag's facts by it). */
export function dragCacheGeneration(): number {
  return generation;
}

/** Whether a drag reads through the cache (false inside `uncached`). */
export function dragCacheOn(): boolean {
  return enabled;
}

/** For tests and the bench: `fn` with every read made from the documents, as before the cache (the reference). */
export function uncached<T>(fn: () => T): T {
  const was = enabled;
  enabled = false;
  try {
    return fn();
  } finally {
    enabled = was;
  }
}

/** `init`: the hooks that invalidate the cache, on every client. */
export function registerDragCache(): void {
  for (const hook of DRAG_CACHE_HOOKS) Hooks.on(hook as never, dragCacheChanged as never);
}

/** One creature of the scene, with what differs from mover to mover. */
interface BaseCreature {
  readonly id: string;
  readonly seen: CreatureSnapshot;
  /** The same creature for a mover nobody sees (invisible, hidden, unseen: OA-4). */
  readonly blind: CreatureSnapshot;
}

interface SceneEntry {
  readonly generation: number;
  readonly combat: unknown;
  readonly policies: unknown;
  readonly creatures: readonly BaseCreature[];
  readonly lists: Map<string, readonly CreatureSnapshot[]>;
  readonly cells: Map<string, Map<string, CreatureSnapshot[]>>;
  readonly steps: Map<string, Map<string, number>>;
}

/** At most this many mover/unseen combinations are kept per scene (a drag uses one or two). */
const KEPT = 16;

const entries = new WeakMap<object, SceneEntry>();

/** OA-4: the combatants of the started active combat by their actor's uuid (activeCombatantOf, as a map). */
function combatantsByActor(combat: typeof game.combat): Map<string, Combatant.Implementation[]> {
  const out = new Map<string, Combatant.Implementation[]>();
  if (!combat?.started) return out;
  for (const c of combat.combatants) {
    const uuid = c.actor?.uuid;
    if (uuid === undefined) continue;
    const list = out.get(uuid);
    if (list) list.push(c);
    else out.set(uuid, [c]);
  }
  return out;
}

function entryOf(scene: SceneLike): SceneEntry {
  const combat = game.combat ?? null;
  const policies = activePolicies();
  const kept = entries.get(scene);
  if (kept && kept.generation === generation && kept.combat === combat && kept.policies === policies) return kept;
  const byActor = combatantsByActor(combat);
  const current = combat?.combatant;
  const size = scene.grid.size;
  const creatures: BaseCreature[] = [];
  for (const token of scene.tokens) {
    const actor = token.actor;
    if (!actor || !token.id) continue;
    // activeCombatantOf: the combatant whose turn it is when the actor has several, else its first.
    const mine = byActor.get(actor.uuid);
    const combatant = mine ? (mine.find((c) => c === current) ?? mine[0]) : undefined;
    const ledger = combatant ? ledgerOf(combatant) : null;
    const seen = creatureSnapshot(token, size, false, reactionLeftIn(ledger));
    if (!seen) continue;
    const blind = seen.canSeeMover === false ? seen : { ...seen, canSeeMover: false };
    creatures.push({ id: token.id, seen, blind });
  }
  const entry: SceneEntry = {
    generation,
    combat,
    policies,
    creatures,
    lists: new Map(),
    cells: new Map(),
    steps: new Map(),
  };
  entries.set(scene, entry);
  return entry;
}

function keyOf(mover: TokenLike, unseen: ReadonlySet<string>): string {
  return `${mover.id ?? ""}|${unseenMover(mover) ? 1 : 0}|${[...unseen].join(",")}`;
}

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= KEPT) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/**
 * MOV-5, MOV-6, OA-1 … OA-6: the other creatures of `scene` as `sceneCreatures` gives them for `mover` (the same
 * snapshots, in the same order), those `unseen` names left out; read once until the world changes.
 */
export function dragCreatures(
  scene: SceneLike,
  mover: TokenLike,
  unseen: ReadonlySet<string>,
): readonly CreatureSnapshot[] {
  if (!enabled) return sceneCreatures(scene, mover, unseen);
  const entry = entryOf(scene);
  const key = keyOf(mover, unseen);
  const kept = entry.lists.get(key);
  if (kept) return kept;
  const blind = unseenMover(mover);
  const list: CreatureSnapshot[] = [];
  for (const c of entry.creatures) {
    if (c.id === mover.id || unseen.has(c.id)) continue;
    list.push(blind ? c.blind : c.seen);
  }
  return remember(entry.lists, key, list);
}

const NONE: readonly CreatureSnapshot[] = Object.freeze([]);

/**
 * MOV-5: a lookup of the creatures of `dragCreatures(scene, mover, unseen)` whose space holds square (x, y), in
 * the same order: a step's cost reads one square's creatures, not the scene's.
 */
export function creaturesOn(
  scene: SceneLike,
  mover: TokenLike,
  unseen: ReadonlySet<string>,
): (x: number, y: number) => readonly CreatureSnapshot[] {
  const all = dragCreatures(scene, mover, unseen);
  if (!enabled) return (x, y) => all.filter((o) => holds(o, x, y));
  const entry = entryOf(scene);
  const key = keyOf(mover, unseen);
  let cells = entry.cells.get(key);
  if (!cells) {
    cells = new Map();
    for (const o of all) {
      const s = o.space;
      for (let y = s.y; y < s.y + s.side; y++) {
        for (let x = s.x; x < s.x + s.side; x++) {
          const list = cells.get(`${x},${y}`);
          if (list) list.push(o);
          else cells.set(`${x},${y}`, [o]);
        }
      }
    }
    remember(entry.cells, key, cells);
  }
  const found = cells;
  return (x, y) => found.get(`${x},${y}`) ?? NONE;
}

function holds(o: CreatureSnapshot, x: number, y: number): boolean {
  const s = o.space;
  return x >= s.x && x < s.x + s.side && y >= s.y && y < s.y + s.side;
}

/** At most this many step costs are kept per mover and action (a long drag asks for a few hundred). */
const STEPS_KEPT = 20_000;

/**
 * MOV-2 … MOV-12: the step costs already worked out for `mover` under `key` (its action, elevation and the
 * creatures unseen), until the world changes; null inside `uncached`.
 */
export function stepCosts(scene: SceneLike, mover: TokenLike, key: string): Map<string, number> | null {
  if (!enabled) return null;
  const entry = entryOf(scene);
  const full = `${mover.id ?? ""}|${key}`;
  let steps = entry.steps.get(full);
  if (!steps || steps.size >= STEPS_KEPT) steps = remember(entry.steps, full, new Map());
  return steps;
}
