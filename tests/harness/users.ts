/**
 * Stand-in for Foundry users. Roles follow `CONST.USER_ROLES`: 1 player, 2 trusted, 3 assistant GM, 4 GM.
 * The active GM is the first active user with the GAMEMASTER role, ordered by id, as Foundry picks it.
 */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export class HarnessUser {
  readonly id: string;
  readonly name: string;
  role: number;
  active: boolean;
  #registry: HarnessUsers;

  constructor(registry: HarnessUsers, data: { id: string; name: string; role: number; active?: boolean }) {
    this.#registry = registry;
    this.id = data.id;
    this.name = data.name;
    this.role = data.role;
    this.active = data.active ?? true;
  }

  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  get isActiveGM(): boolean {
    return this.#registry.activeGM === this;
  }

  hasRole(role: number): boolean {
    return this.role >= role;
  }
}

export class HarnessUsers extends Map<string, HarnessUser> {
  add(data: { id: string; name: string; role: number; active?: boolean }): HarnessUser {
    const user = new HarnessUser(this, data);
    this.set(user.id, user);
    return user;
  }

  get contents(): HarnessUser[] {
    return [...this.values()];
  }

  get activeGM(): HarnessUser | null {
    const gms = this.contents.filter((u) => u.active && u.role === USER_ROLES.GAMEMASTER);
    gms.sort((a, b) => a.id.localeCompare(b.id));
    return gms[0] ?? null;
  }

  /** Foundry's `Collection#filter`. */
  filter(predicate: (user: HarnessUser) => boolean): HarnessUser[] {
    return this.contents.filter(predicate);
  }

  /** Foundry's `Collection#find`. */
  find(predicate: (user: HarnessUser) => boolean): HarnessUser | undefined {
    return this.contents.find(predicate);
  }

  getName(name: string): HarnessUser | undefined {
    return this.contents.find((u) => u.name === name);
  }
}
