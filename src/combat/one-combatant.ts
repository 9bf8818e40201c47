/**
 * CMB-1: one combatant per token, and one per actor for a linked actor, per combat. v13 lets a player add a
 * combatant for a token it owns, so a player could add a second one for its own character and take an extra turn
 * every round. The active GM's client removes a second combatant a player adds (the one already there stays) and
 * tells the GMs. A GM's own additions are the GM's choice and are left alone.
 */

import { queueLedgerWrite } from "./ledger";

/** Whether `other` stands for the same creature as `combatant`: the same token, or the same linked actor. */
function sameCreature(combatant: Combatant.Implementation, other: Combatant.Implementation): boolean {
  if (combatant.tokenId && other.tokenId === combatant.tokenId && other.sceneId === combatant.sceneId) return true;
  const linked = (c: Combatant.Implementation): boolean => {
    const token = c.token as { actorLink?: boolean } | null | undefined;
    // A combatant without a token stands for its actor; a linked token's actor is the actor itself.
    return token ? token.actorLink === true : c.actor !== null;
  };
  return combatant.actorId !== null && other.actorId === combatant.actorId && linked(combatant) && linked(other);
}

/** CMB-1: a player's second combatant for one creature is removed, and the GMs told. */
async function onCreate(combatant: Combatant.Implementation, userId: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
  const user = game.users.get(userId) as User.Implementation | undefined;
  const combat = combatant.combat;
  if (!combat || user?.isGM !== false) return;
  // A player re-adding its creature may remove the old combatant right after: what the GM has seen by the next
  // task decides.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const present = (id: string | null) => combat.combatants.has(id ?? "");
  const first = combat.combatants.contents.find((c) => c.id !== combatant.id && sameCreature(combatant, c));
  if (!first || !present(combatant.id)) return;
  // After the ledger writes already queued for it (first-ledgers.ts), which then find it gone.
  await queueLedgerWrite(combatant, async () => {
    if (present(combatant.id)) await combatant.delete();
  });
  ui.notifications.warn(
    game.i18n.format("FRAY.Combat.Warning.SecondCombatant", { user: user.name, name: combatant.name ?? "" }),
  );
}

/** `init`: the active GM's watch over combatants players add. */
export function registerOneCombatant(): void {
  // A listener returns its work (Foundry ignores it; a test harness can wait for it).
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (c: Combatant.Implementation, o: unknown, userId: string) => unknown): number;
  };
  hooks.on("createCombatant", (combatant, _options, userId) =>
    game.user.isActiveGM ? onCreate(combatant, userId) : null,
  );
}
