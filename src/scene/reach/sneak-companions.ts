/**
 * RES-6: whether a creature that qualifies for Sneak Attack stands within 5 ft of an attack's target, measured on
 * this client's own token documents (the active GM's, as an attack card is posted): not incapacitated, and an enemy
 * of the target (srd51, a5e) or an ally of the attacker (srd52, delta), sides as the GM recorded them.
 */
import { DEFAULT_GRID_DISTANCE, sneakAttackCompanionNear, sneakAttackCompanionOf, spaceDistance } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { activePreset } from "../../settings/preset";
import { measuredScene, tokenOf, viewedScene, type SceneLike, type TokenLike, tokenSpace } from "../cover";
import { combatSide } from "./combat-side";

/** Statuses that leave a creature incapacitated (CND-1: they bring incapacitated with them). */
const INCAPACITATING = ["incapacitated", "unconscious", "paralyzed", "petrified", "stunned", "dead"];

/** The scene holding both creatures' tokens: the viewed scene first, then the others. */
function sceneWith(a: Actor.Implementation, b: Actor.Implementation): SceneLike | null {
  const scenes = [viewedScene(), ...(game.scenes.contents as unknown as SceneLike[]).map((s) => measuredScene(s))];
  return scenes.find((s): s is SceneLike => s !== null && tokenOf(a, s) !== null && tokenOf(b, s) !== null) ?? null;
}

/** RES-6: whether a qualifying creature stands within 5 ft of `target` for `attacker`'s attack (false off the map). */
export function companionNear(attacker: Actor.Implementation, target: Actor.Implementation): boolean {
  const scene = sceneWith(attacker, target);
  if (!scene) return false;
  const from = tokenOf(attacker, scene);
  const to = tokenOf(target, scene);
  if (!from || !to) return false;
  const size = scene.grid.size;
  const rule = activePolicies().movement.diagonals;
  const feet = scene.grid.distance ?? DEFAULT_GRID_DISTANCE;
  const toSpace = tokenSpace(to, size);
  const others = [...scene.tokens].filter((t: TokenLike) => t.id !== from.id && t.id !== to.id && t.actor);
  return sneakAttackCompanionNear(
    sneakAttackCompanionOf(activePreset()),
    { attacker: combatSide(from), target: combatSide(to) },
    others.map((t) => ({
      side: combatSide(t),
      incapacitated: INCAPACITATING.some((s) => t.actor?.statuses.has(s) === true),
      distance: spaceDistance(tokenSpace(t, size), toSpace, rule, feet),
    })),
  );
}
