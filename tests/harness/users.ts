/**
 * Stand-in for Foundry users (one set for the whole world; the harness does not model User as a document).
 * Roles follow `CONST.USER_ROLES`: 1 player, 2 trusted, 3 assistant GM, 4 GM; `isGM` is assistant and up.
 * `Users#activeGM` is the active user with the GAMEMASTER role, else an active assistant GM (v13 API:
 * "the active Gamemaster, non-assistant if possible"), the lowest id first among equals.
 * `user.isSelf` is true on the user's own client; `user.query(…)` is installed by queries.ts.
 */
import { currentClient } from "./runtime";

export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** Filled by permissions.ts (which imports this file) with its `PERMISSION_ROLES`, read by `User#can`. */
export const PERMISSION_ROLE_LOOKUP: { roles: Record<string, number> } = { roles: {} };

export interface UserData {
  id: string;
  name: string;
  role: number;
  active?: boolean;
}

export class HarnessUser {
  readonly id: string;
  readonly name: string;
  role: number;
  /** Connected (Foundry: `User#active`); the harness's `connect` / `disconnect` change it. */
  active: boolean;
  /**
   * v13 `User#targets` (UserTargets, a Set of Token placeables): the tokens this user targets, changed through
   * `token.object.setTarget` on the user's own client (scene.ts).
   */
  readonly targets = new Set<{ readonly id: string; readonly document: unknown; readonly actor: unknown }>();
  /** v13 `User#color` (a Color, never null: core gives every user one); `css` its hex string. */
  readonly color: { readonly css: string };
  #registry: HarnessUsers;

  constructor(registry: HarnessUsers, data: UserData) {
    this.#registry = registry;
    this.id = data.id;
    this.name = data.name;
    this.role = data.role;
    this.active = data.active ?? true;
    const hue = Array.from(data.id).reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 0xffffff, 7);
    this.color = { css: `#${hue.toString(16).padStart(6, "0")}` };
  }

  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  get isActiveGM(): boolean {
    return this.#registry.activeGM === this;
  }

  /** This user is the one of the client whose code is running. */
  get isSelf(): boolean {
    return currentClient<{ label: string; user: HarnessUser }>().user === this;
  }

  hasRole(role: number): boolean {
    return this.role >= role;
  }

  /**
   * v13 `User#can(action)`: the user's role reaches the permission's role (`PERMISSION_ROLES`, the world's
   * defaults); a GM can do everything. An unknown permission is refused.
   */
  can(permission: string): boolean {
    if (this.role >= USER_ROLES.GAMEMASTER) return true;
    const role = (PERMISSION_ROLE_LOOKUP.roles as Record<string, number | undefined>)[permission];
    return role !== undefined && this.role >= role;
  }

  /** v13 `User#hotbar`: slot number → macro id, as `assignHotbarMacro` left it. */
  hotbar: Record<number, string> = {};

  /**
   * v13 `User#assignHotbarMacro(macro, slot)`: puts the macro (or null, clearing it) in a slot 1–50 of this
   * user's own hotbar; a client may change only its own user's hotbar (stricter than a GM's rights, unneeded here).
   */
  assignHotbarMacro(macro: { id: string | null } | null, slot: number): Promise<this> {
    if (!this.isSelf) throw new Error(`harness: ${this.name}'s hotbar can be set only from ${this.name}'s client`);
    if (!Number.isInteger(slot) || slot < 1 || slot > 50) throw new Error(`harness: hotbar slot ${slot} is not 1–50`);
    const id = macro?.id;
    this.hotbar = Object.fromEntries(
      Object.entries({ ...this.hotbar, [slot]: id ?? "" }).filter(([, value]) => value !== ""),
    );
    return Promise.resolve(this);
  }

  /** A user serializes as a reference to it (Foundry sends ids, never User objects, between clients). */
  toJSON(): { _id: string; name: string } {
    return { _id: this.id, name: this.name };
  }
}

export class HarnessUsers extends Map<string, HarnessUser> {
  add(data: UserData): HarnessUser {
    const user = new HarnessUser(this, data);
    this.set(user.id, user);
    return user;
  }

  get contents(): HarnessUser[] {
    return [...this.values()];
  }

  /** v13 `Users#activeGM`: an active full GM if one is connected, else an active assistant GM, else null. */
  get activeGM(): HarnessUser | null {
    const byId = (a: HarnessUser, b: HarnessUser) => a.id.localeCompare(b.id);
    const active = this.contents.filter((u) => u.active).sort(byId);
    return active.find((u) => u.role === USER_ROLES.GAMEMASTER) ?? active.find((u) => u.isGM) ?? null;
  }

  /** Foundry's `Collection#filter`. */
  filter(predicate: (user: HarnessUser) => boolean): HarnessUser[] {
    return this.contents.filter(predicate);
  }

  /** Foundry's `Collection#find`. */
  find(predicate: (user: HarnessUser) => boolean): HarnessUser | undefined {
    return this.contents.find(predicate);
  }

  some(predicate: (user: HarnessUser) => boolean): boolean {
    return this.contents.some(predicate);
  }

  map<T>(fn: (user: HarnessUser) => T): T[] {
    return this.contents.map(fn);
  }

  getName(name: string): HarnessUser | undefined {
    return this.contents.find((u) => u.name === name);
  }
}
