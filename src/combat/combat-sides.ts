/**
 * OA-1 / MOV-5: sides are the GM's. A player could set its own token's disposition to the monsters' and so be
 * offered no opportunity attack and cross foes' spaces. So, on the active GM's client:
 * - when a combatant joins a combat, its token's disposition (else its actor's prototype token's) is written into
 *   the combatant's `system.disposition`, which the rules read (src/scene/reach/combat-side.ts);
 * - a GM's change of a token's disposition while it is in a combat follows into its combatants; a GM changes a side
 *   from the tracker too (`setCombatantSide`, the row's "Change side" entry);
 * - a non-GM's change of a token's disposition while the token is in any combat, started or not, is put back, as
 *   is a non-GM's write to a combatant's `system.disposition` (v13 lets an owner write a combatant's `system`).
 * What the GM's client last wrote is remembered per combatant; put back to it (the combatant's record on a client
 * that remembers nothing, after a reload).
 */

/** The last side this (GM's) client wrote per combatant, keyed by the client's user and the combatant's uuid. */
const written = new Map<string, number>();
const keyOf = (combatant: Combatant.Implementation): string => `${game.user.id}:${combatant.uuid}`;

// eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
const userOf = (id: string) => game.users.get(id) as User.Implementation | undefined;

/** The side recorded in `combatant`'s data, or null. */
function recorded(combatant: Combatant.Implementation): number | null {
  const side = (combatant.system as { disposition?: unknown } | undefined)?.disposition;
  return typeof side === "number" ? side : null;
}

/** The side a joining combatant takes: its token's disposition, else its actor's prototype token's, else neutral. */
function tokenSide(combatant: Combatant.Implementation): number {
  const token = combatant.token as { disposition?: unknown } | null | undefined;
  const prototype = combatant.actor?.prototypeToken as { disposition?: unknown } | undefined;
  const side = token?.disposition ?? prototype?.disposition;
  return typeof side === "number" ? side : 0;
}

/** The side this client last wrote for `combatant` (its record when it wrote none). */
function sideOf(combatant: Combatant.Implementation): number {
  return written.get(keyOf(combatant)) ?? recorded(combatant) ?? tokenSide(combatant);
}

/** The combatants of every combat that stand for `token`. */
function combatantsOf(token: TokenDocument.Implementation): Combatant.Implementation[] {
  const sceneId = (token.parent as { id?: string | null } | null)?.id ?? null;
  return (game.combats.contents as unknown as Combat.Implementation[]).flatMap((combat) =>
    combat.combatants.contents.filter((c) => c.tokenId === token.id && (c.sceneId ?? sceneId) === sceneId),
  );
}

/** OA-1: a GM sets `combatant`'s side (the tracker's entry): its record and its token's disposition. */
export async function setCombatantSide(combatant: Combatant.Implementation, side: number): Promise<void> {
  if (!game.user.isGM) return;
  written.set(keyOf(combatant), side);
  await combatant.update({ "system.disposition": side } as never);
  const token = combatant.token as { disposition?: number; update(data: object): Promise<unknown> } | null;
  if (token && token.disposition !== side) await token.update({ disposition: side });
}

/**
 * A combatant joined: its token's side is written into it (active GM). One a GM made with a side keeps it; a
 * side a player made it with is not taken.
 */
async function onCreate(combatant: Combatant.Implementation, byGm: boolean): Promise<void> {
  const side = (byGm ? recorded(combatant) : null) ?? tokenSide(combatant);
  written.set(keyOf(combatant), side);
  if (recorded(combatant) !== side) await combatant.update({ "system.disposition": side } as never);
}

/**
 * A combat made with its combatants (or, at `ready`, one from before sides were recorded): each combatant's side as
 * a GM made it is remembered, without a write (the rules read the token's disposition until a side is recorded, and
 * a player's change of it is put back to this).
 */
function rememberAll(combat: Combat.Implementation): void {
  for (const c of combat.combatants.contents) written.set(keyOf(c), recorded(c) ?? tokenSide(c));
}

/** A combatant's record changed: a GM's write is remembered, a non-GM's put back. */
async function onUpdate(combatant: Combatant.Implementation, changed: object, userId: string): Promise<void> {
  const system = (changed as { system?: Record<string, unknown> }).system;
  if (!system || !("disposition" in system)) return;
  if (userOf(userId)?.isGM) {
    const side = recorded(combatant);
    if (side !== null) written.set(keyOf(combatant), side);
    return;
  }
  const side = sideOf(combatant);
  if (recorded(combatant) === side) return;
  warnPutBack(combatant.name ?? "", userId);
  await combatant.update({ "system.disposition": side } as never);
}

/** A token's disposition changed: a GM's change follows into its combatants, a non-GM's is put back. */
async function onToken(token: TokenDocument.Implementation, changed: object, userId: string): Promise<void> {
  if (!("disposition" in changed)) return;
  const combatants = combatantsOf(token);
  if (combatants.length === 0) return;
  const disposition = (token as { disposition?: number }).disposition ?? 0;
  if (userOf(userId)?.isGM) {
    for (const c of combatants) {
      written.set(keyOf(c), disposition);
      if (recorded(c) !== disposition) await c.update({ "system.disposition": disposition } as never);
    }
    return;
  }
  const side = sideOf(combatants[0] as Combatant.Implementation);
  if (side === disposition) return;
  warnPutBack(token.name, userId);
  await token.update({ disposition: side } as never);
}

/** Tells the GM a player's change of a side was put back. */
function warnPutBack(name: string, userId: string): void {
  const user = userOf(userId)?.name ?? userId;
  ui.notifications.warn(game.i18n.format("FRAY.Combat.Warning.SidePutBack", { user, name }));
}

/** `init`: the active GM's watch over sides (see the file comment). */
export function registerCombatSides(): void {
  // A listener returns its work (Foundry ignores it; a test harness can wait for it).
  const hooks = Hooks as unknown as { on(hook: string, fn: (...args: never[]) => unknown): number };
  const gm = () => game.user.isActiveGM;
  hooks.on("createCombatant", (c: Combatant.Implementation, _o: unknown, userId: string) =>
    gm() ? onCreate(c, userOf(userId)?.isGM === true) : null,
  );
  // A combat made with its combatants (and, at `ready`, the combats from before sides were recorded).
  hooks.on("createCombat", (combat: Combat.Implementation) => {
    if (gm()) rememberAll(combat);
  });
  const hooksOnce = Hooks as unknown as { once(hook: string, fn: () => unknown): number };
  hooksOnce.once("ready", () => {
    if (gm()) (game.combats.contents as unknown as Combat.Implementation[]).forEach(rememberAll);
  });
  hooks.on("updateCombatant", (c: Combatant.Implementation, changed: object, _o: unknown, userId: string) =>
    gm() ? onUpdate(c, changed, userId) : null,
  );
  hooks.on("updateToken", (t: TokenDocument.Implementation, changed: object, _o: unknown, userId: string) =>
    gm() ? onToken(t, changed, userId) : null,
  );
}
