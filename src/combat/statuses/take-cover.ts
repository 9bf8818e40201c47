/**
 * TA-4 (threeAction): Take Cover lasts until the creature moves from its space, uses an attack action, becomes
 * unconscious or ends it (the GM or its owner removes the `takingCover` status). The move and the fall are seen by
 * the active GM's client (the token and effect hooks); the attack by the attacker's (FrayItem#rollAttack calls
 * `endTakeCover`).
 */
import { TAKING_COVER_STATUS } from "../../conditions/status-effects";
import { track } from "../automation";

/** TA-4: ends `actor`'s Take Cover, if it has it. */
export async function endTakeCover(actor: Actor.Implementation | null | undefined): Promise<void> {
  if (actor?.statuses.has(TAKING_COVER_STATUS)) await actor.toggleStatusEffect(TAKING_COVER_STATUS, { active: false });
}

/** TA-4: a token that moves from its space ends its creature's Take Cover. Called once, at init. */
export function registerTakeCoverEnds(): void {
  Hooks.on("updateToken", ((token: { actor: Actor.Implementation | null }, changed: Record<string, unknown>) => {
    if (!game.user.isActiveGM || !("x" in changed || "y" in changed)) return;
    track(endTakeCover(token.actor));
  }) as never);
  Hooks.on("createActiveEffect", (effect) => {
    const actor = effect.parent;
    if (!game.user.isActiveGM || !effect.statuses.has("unconscious") || !(actor instanceof Actor)) return;
    track(endTakeCover(actor));
  });
}
