/**
 * The server's permission checks, applied to every document operation a client sends, whatever that client's
 * own code checked (a hostile client can skip its own checks; the server can't be skipped). They read the
 * stored sources only, never a client's document instances. Each rule cites its v13 source in FIDELITY.md;
 * where the source was unclear the stricter rule is modelled and FIDELITY.md says so.
 *
 * Ownership (v13 `Document#getUserLevel`, `CONST.DOCUMENT_OWNERSHIP_LEVELS`): a GM (assistant included) owns
 * everything; otherwise a top-level document's `ownership[userId]`, else its `ownership.default`. An embedded
 * document has its parent's level; a Combatant and a Token have their actor's (a combatant's actor through its
 * actorId); a ChatMessage is owned by its author.
 */
import { OWNERSHIP, type Source } from "./context";
import { PERMISSION_ROLE_LOOKUP, USER_ROLES, type HarnessUser } from "./users";

/** What the server knows about the document an operation touches: its name, source, and its parents. */
export interface StoredPath {
  readonly documentName: string;
  readonly source: Source;
  /** The chain of parents, nearest first. */
  readonly parents: readonly { documentName: string; source: Source }[];
}

/** The world lookups the rules need. */
export interface PermissionWorld {
  actorSource(id: string): Source | undefined;
}

/**
 * Default roles of the v13 user permissions the harness checks (`CONST.USER_PERMISSIONS`, changeable per world
 * in Foundry's permission configuration; the harness uses the defaults).
 */
export const PERMISSION_ROLES = {
  ACTOR_CREATE: USER_ROLES.ASSISTANT,
  ITEM_CREATE: USER_ROLES.ASSISTANT,
  TOKEN_CREATE: USER_ROLES.ASSISTANT,
  SETTINGS_MODIFY: USER_ROLES.ASSISTANT,
  /** Unconfirmed for v13 (FIDELITY.md): modelled as Trusted, the stricter of the two plausible defaults. */
  MACRO_SCRIPT: USER_ROLES.TRUSTED,
  /**
   * Unconfirmed for v13 (FIDELITY.md F62): Foundry's permission configuration lists "Create Measured Template";
   * its default role is modelled as Trusted, the stricter of the plausible defaults (Player, Trusted).
   */
  TEMPLATE_CREATE: USER_ROLES.TRUSTED,
} as const;
PERMISSION_ROLE_LOOKUP.roles = PERMISSION_ROLES;

function levelFrom(user: HarnessUser, source: Source): number {
  if (user.isGM) return OWNERSHIP.OWNER;
  const ownership = (source.ownership ?? {}) as Record<string, number>;
  const own = ownership[user.id];
  if (own !== undefined && own !== OWNERSHIP.INHERIT) return own;
  return ownership.default ?? OWNERSHIP.NONE;
}

/** The user's ownership level of a stored document. */
export function userLevel(world: PermissionWorld, user: HarnessUser, path: StoredPath): number {
  if (user.isGM) return OWNERSHIP.OWNER;
  const { documentName, source, parents } = path;
  if (documentName === "Combatant" || documentName === "Token") {
    const actor = typeof source.actorId === "string" ? world.actorSource(source.actorId) : undefined;
    return actor ? levelFrom(user, actor) : OWNERSHIP.NONE;
  }
  if (documentName === "ChatMessage") return source.author === user.id ? OWNERSHIP.OWNER : OWNERSHIP.NONE;
  if (documentName === "Combat" || documentName === "CombatantGroup") return OWNERSHIP.NONE;
  const [parent, ...above] = parents;
  if (parent) return userLevel(world, user, { ...parent, parents: above });
  return levelFrom(user, source);
}

/**
 * Combatant fields a player may change on a combatant it owns (v13 BaseCombatant's update allowlist: core
 * issues #12386, #10501; `system` since v13, MetaMorphic-Digital/draw-steel PR #254). Whether `hidden` and
 * `defeated` are on it is unconfirmed: the stricter model leaves them to GMs.
 */
const PLAYER_COMBATANT_KEYS = new Set(["_id", "initiative", "system", "flags"]);

/** Combat fields a player may change, and only through the turn rules (v13 BaseCombat's update rule). */
const PLAYER_COMBAT_KEYS = new Set(["_id", "round", "turn"]);

/** The refusal for `user` creating `path`, or null when the server allows it. */
export function refuseCreate(world: PermissionWorld, user: HarnessUser, path: StoredPath): string | null {
  const name = path.documentName;
  const denied = `User ${user.name} lacks permission to create ${name}`;
  if (user.isGM) return null;
  switch (name) {
    case "Actor":
      return user.hasRole(PERMISSION_ROLES.ACTOR_CREATE) ? null : denied;
    case "ChatMessage":
      // Any user may post, but only as itself.
      return path.source.author === user.id ? null : `${denied}: a message's author must be its sender`;
    case "Combat":
    case "CombatantGroup":
    case "Scene":
      return denied;
    case "Token":
      return user.hasRole(PERMISSION_ROLES.TOKEN_CREATE) ? null : denied;
    case "MeasuredTemplate":
      // A user with TEMPLATE_CREATE places a template as its own author.
      if (!user.hasRole(PERMISSION_ROLES.TEMPLATE_CREATE)) return denied;
      return path.source.author === user.id ? null : `${denied}: a template's author must be its creator`;
    case "Macro":
      // Any user may make a macro as its own author; a script macro needs MACRO_SCRIPT.
      if (path.source.author !== user.id) return `${denied}: a macro's author must be its creator`;
      return path.source.type !== "script" || user.hasRole(PERMISSION_ROLES.MACRO_SCRIPT) ? null : denied;
    case "Combatant":
      return userLevel(world, user, path) >= OWNERSHIP.OWNER ? null : denied;
    case "Item":
      if (!path.parents.length) return user.hasRole(PERMISSION_ROLES.ITEM_CREATE) ? null : denied;
      return userLevel(world, user, path) >= OWNERSHIP.OWNER ? null : denied;
    default:
      return path.parents.length && userLevel(world, user, path) >= OWNERSHIP.OWNER ? null : denied;
  }
}

/** The refusal for `user` applying `diff` to `path`, or null when the server allows it. */
export function refuseUpdate(
  world: PermissionWorld,
  user: HarnessUser,
  path: StoredPath,
  diff: Source,
  canChangeTurn: () => boolean,
): string | null {
  const name = path.documentName;
  const denied = `User ${user.name} lacks permission to update ${name} "${String(path.source.name ?? path.source._id)}"`;
  if (user.isGM) return null;
  const keys = Object.keys(diff);
  if (name === "Combat") {
    if (!keys.every((k) => PLAYER_COMBAT_KEYS.has(k))) return denied;
    return canChangeTurn() ? null : `${denied}: it is not the turn of a combatant it owns`;
  }
  if (name === "Wall")
    return doorToggle(path.source, diff) ? null : `${denied}: a player may only open or close a door`;
  // A measured template is its author's (v13 BaseMeasuredTemplate: the author or a GM changes it).
  if (name === "MeasuredTemplate") return path.source.author === user.id ? null : denied;
  if (userLevel(world, user, path) < OWNERSHIP.OWNER) return denied;
  if (name === "Combatant" && !keys.every((k) => PLAYER_COMBATANT_KEYS.has(k))) {
    return `${denied}: a player may change only ${[...PLAYER_COMBATANT_KEYS].slice(1).join(", ")}`;
  }
  return null;
}

/**
 * A player's change to a wall that the server allows: only `ds`, on an ordinary door (not a secret one), from
 * closed to open or back; a locked door stays as it is (https://foundryvtt.com/article/walls/: players open and
 * close doors through their door controls, and a locked door will not open for them). Secret doors, whose
 * controls players never see, are left to GMs: stricter than known.
 */
function doorToggle(source: Source, diff: Source): boolean {
  const keys = Object.keys(diff).filter((k) => k !== "_id");
  if (keys.length !== 1 || keys[0] !== "ds") return false;
  const door = typeof source.door === "number" ? source.door : 0;
  const now = typeof source.ds === "number" ? source.ds : 0;
  return door === 1 && now !== 2 && (diff.ds === 0 || diff.ds === 1);
}

/** The refusal for `user` deleting `path`, or null when the server allows it. */
export function refuseDelete(world: PermissionWorld, user: HarnessUser, path: StoredPath): string | null {
  if (user.isGM) return null;
  const name = path.documentName;
  const denied = `User ${user.name} lacks permission to delete ${name} "${String(path.source.name ?? path.source._id)}"`;
  if (name === "Combat" || name === "CombatantGroup" || name === "Scene") return denied;
  // An owned world Actor or Item can be deleted only by a GM (v11 DOCUMENT_OWNERSHIP_LEVELS.OWNER: "Owned
  // documents cannot be deleted by anyone other than a gamemaster level User"; unconfirmed for v13: stricter).
  if ((name === "Actor" || name === "Item") && !path.parents.length) return denied;
  if (name === "MeasuredTemplate") return path.source.author === user.id ? null : denied;
  return userLevel(world, user, path) >= OWNERSHIP.OWNER ? null : denied;
}
