/**
 * Issue 13 item 5: the position sources of an attack on one target, read from the tokens of the viewed scene
 * (positions.ts has the rules). Null when the attacker or the target has no token there.
 */
import { statFamily } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { attackPositions, type AttackPositions, type PositionedToken } from "./positions";
import { attackScene, sceneOf, tokenOf, type TokenLike, tokenSpace } from "../cover";
import { combatSide } from "./combat-side";
import { creatureReach } from "./reach-highlight";
import type { TargetRef } from "../cover";

const SIDE_SIZES = ["medium", "medium", "large", "huge", "gargantuan"];

/** A token as the position rules read it (its space, disposition, elevation, size and statuses), or null without an id. */
export function positioned(token: TokenLike, gridSize: number): PositionedToken | null {
  if (!token.id) return null;
  const space = tokenSpace(token, gridSize);
  const size = (token.actor?.system as { size?: unknown } | undefined)?.size;
  return {
    id: token.id,
    space,
    // The GM's record of its side in a combat (combat-side.ts), never a side a player wrote on the token.
    disposition: combatSide(token),
    elevation: token.elevation ?? 0,
    size: typeof size === "string" ? size : (SIDE_SIZES[Math.min(4, space.side)] ?? "medium"),
    statuses: token.actor?.statuses ?? new Set<string>(),
  };
}

/** What the positions of `attacker`'s token and the target's bring to an attack with `weapon` (see positions.ts). */
export function targetPositions(
  attacker: Actor.Implementation,
  target: TargetRef,
  weapon: {
    readonly melee: boolean;
    readonly range: { normal: number; long?: number } | null;
    /** TA-6: a melee weapon's reach in feet (5 when absent). */
    readonly reach?: number;
  },
): AttackPositions | null {
  const scene = attackScene(target);
  if (!scene) return null;
  const from = tokenOf(attacker, scene);
  const to = target.token && sceneOf(target.token) === scene ? target.token : tokenOf(target.actor, scene);
  if (!from || !to) return null;
  const size = scene.grid.size;
  const a = positioned(from, size);
  const t = positioned(to, size);
  if (!a || !t) return null;
  // ATK-9 (a5e): each creature's own reach (a glaive's 10 ft), read only for a ranged attack; TA-6: every flanker's.
  const policies = activePolicies();
  const threeAction = statFamily(policies) === "threeAction";
  const withReach = !weapon.melee || threeAction;
  const tokens = [...scene.tokens].flatMap((k) => {
    const p = positioned(k, size);
    if (!p) return [];
    return withReach && k.actor
      ? [{ ...p, reach: creatureReach(k.actor.items as Iterable<{ type: string; system: unknown }>) }]
      : [p];
  });
  // TA-6: the attacker threatens with this weapon's reach (a melee Strike) or its own longest melee reach.
  const attackerReach = weapon.melee
    ? (weapon.reach ?? 5)
    : creatureReach(attacker.items as Iterable<{ type: string; system: unknown }>);
  return attackPositions(policies, {
    attacker: a,
    target: t,
    tokens,
    melee: weapon.melee,
    range: weapon.range,
    gridDistance: scene.grid.distance ?? 5,
    ...(threeAction ? { attackerReach } : {}),
  });
}
