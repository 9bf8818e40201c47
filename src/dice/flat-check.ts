/**
 * TA-5: the flat check an attack on a concealed, hidden or undetected target rolls before its attack roll. A
 * concealed or hidden target's check is shown on the attack card; an undetected target's is rolled in secret, its
 * result (and whether the chosen square was the target's) sent to the GMs alone as a blind message, while the public
 * card and its roll keep only the Strike's outcome (the attacker's own client still threw the die: a simplification). The dice come from Foundry's Roll (Dice So Nice, the harness's queue).
 */
import { flatCheckSucceeds, squareInSpace, type AimedSquare, type FlatCheckNeed } from "../rules";
import { attackScene, sceneOf, tokenOf, tokenSpace } from "../scene/cover";
import type { TargetRef } from "../scene/cover";
import { flatCheckLine } from "../chat/d20-card";
import { escapeHtml } from "../chat/escape";
import type { RollFlatCheck } from "./d20-roll";

/**
 * TA-5: whether `square` (a grid cell of the target's scene) is in the target token's space; true when the target
 * has no token there to aim at (a Strike without a scene is aimed at the creature itself).
 */
export function aimedAtTarget(target: TargetRef, square: AimedSquare): boolean {
  const scene = attackScene(target);
  if (!scene) return true;
  const token = target.token && sceneOf(target.token) === scene ? target.token : tokenOf(target.actor, scene);
  if (!token) return true;
  return squareInSpace(square, tokenSpace(token, scene.grid.size));
}

/** TA-5: rolls the flat check `need` (a d20, no modifier) and, when it is secret, whispers it blind to the GMs. */
export async function rollFlatCheck(
  need: FlatCheckNeed,
  attacker: Actor.Implementation,
  targetName: string,
  wrongSquare: boolean,
): Promise<RollFlatCheck> {
  const roll = new Roll("1d20");
  await roll.evaluate();
  const result = roll.total ?? 0;
  const success = !wrongSquare && flatCheckSucceeds(result, need.dc);
  const check: RollFlatCheck = {
    state: need.state,
    dc: need.dc,
    result,
    success,
    secret: need.secret,
    ...(wrongSquare ? { wrongSquare: true } : {}),
  };
  if (need.secret) {
    const title = game.i18n.format("FRAY.Chat.FlatCheck.SecretTitle", { name: targetName });
    const line = flatCheckLine(check, game.i18n, true);
    const data = {
      content: `<section class="fray fray-card fray-flat-check"><p>${escapeHtml(line)}</p></section>`,
      flavor: escapeHtml(title),
      speaker: ChatMessage.getSpeaker({ actor: attacker }),
    };
    await ChatMessage.implementation.create(ChatMessage.applyRollMode(data as never, "blindroll"));
    // The public attack roll keeps only the outcome, not the die the GMs were told.
    return {
      state: check.state,
      dc: check.dc,
      success: check.success,
      secret: true,
      ...(wrongSquare ? { wrongSquare: true } : {}),
    };
  }
  return check;
}
