// Shared pieces of the fidelity suite (fidelity-*.test.ts, one describe per row of FIDELITY.md). The suite tests
// the stand-in itself: it loads nothing from Fray's src/, only the harness's own classes and models defined here.
import { installFoundry, type Harness, type HarnessClient, type HarnessUser } from "./index";
import { TypeDataModel } from "./data-model";
import { NumberField, SchemaField, StringField } from "./fields";
import { Actor, Combat, type Combatant } from "./classes";
import type { CombatRoundEventContext, CombatTurnEventContext } from "./combat";
import { currentClient } from "./runtime";

/** The name of the user whose client the running code belongs to. */
export function running(): string {
  return currentClient<HarnessClient>().user.name;
}

/** An actor model with hit points and a size; its lifecycle methods log where they ran. */
export class Hero extends TypeDataModel {
  declare hp: { value: number };
  declare size: string;

  static override defineSchema() {
    return {
      hp: new SchemaField({ value: new NumberField({ required: true, nullable: false, integer: true, initial: 5 }) }),
      size: new StringField({ required: true, blank: false, choices: ["small", "medium"], initial: "medium" }),
    };
  }

  override async _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | undefined> {
    lifecycle.push(`_preUpdate on ${running()} by ${(user as HarnessUser).name}`);
    return undefined;
  }

  override _onUpdate(changed: unknown, options: unknown, userId: string): void {
    lifecycle.push(`_onUpdate on ${running()} by ${userId}`);
  }
}

/** An item model whose `_preCreate` logs where it ran and the actor its item is embedded in. */
export class Gear extends TypeDataModel {
  static override defineSchema() {
    return { weight: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 }) };
  }

  override async _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | undefined> {
    const item = this.parent as { parent: { name: string } | null };
    lifecycle.push(`_preCreate on ${running()} by ${(user as HarnessUser).name} in ${item.parent?.name ?? "world"}`);
    return undefined;
  }
}

/** What the models' lifecycle methods logged. */
export const lifecycle: string[] = [];

/** A fresh world whose clients all configure Hero actors and Gear items (each browser runs init). */
export function modelHarness(): Harness {
  const h = installFoundry();
  h.onEveryClient(() => {
    CONFIG.Actor.dataModels = { hero: Hero } as never;
    CONFIG.Item.dataModels = { gear: Gear } as never;
  });
  lifecycle.length = 0;
  return h;
}

/** A hero created by the acting client (the GM unless told otherwise), owned by `owner` when given. */
export async function hero(h: Harness, name: string, owner?: HarnessUser): Promise<Actor> {
  const ownership = owner ? { default: 0, [owner.id]: 3 } : undefined;
  const actor = await Actor.create({ name, type: "hero", ...(ownership ? { ownership } : {}) });
  if (!(actor instanceof Actor)) throw new Error("not created");
  return actor;
}

/**
 * Listens to each of `hooks` on every client; each call is logged as "<client's user> <what args show>" (with the
 * hook's name after the user when several hooks are given). The listener checks it runs as its own client's code.
 */
export function onEvery(
  h: Harness,
  hooks: string | string[],
  show: (...args: unknown[]) => string = () => "",
): string[] {
  const seen: string[] = [];
  const names = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of names) {
    for (const client of h.clients) {
      client.hooks.on(hook, (...args: unknown[]) => {
        if (running() !== client.user.name) throw new Error(`${hook} ran on the wrong client`);
        const parts = [client.user.name, names.length > 1 ? hook : "", show(...args)];
        seen.push(parts.filter(Boolean).join(" "));
      });
    }
  }
  return seen;
}

/** The turn and round events a combat ran, as "<client's user> <event> <combatant> r<round> t<turn>". */
export const turnEvents: string[] = [];
/** The running client's `combat.turn` when each turn event began (the update is already applied). */
export const turnSeen: (number | null)[] = [];
/** When set, `_onStartTurn` waits a few milliseconds before it logs "...done". */
export const slowStart = { on: false };

const skippedTag = (context: { skipped: boolean }) => (context.skipped ? " skipped" : "");

export class LoggingCombat extends Combat {
  protected override async _onStartTurn(combatant: Combatant, context: CombatTurnEventContext): Promise<void> {
    const line = `${running()} startTurn ${combatant.name} r${context.round} t${context.turn}${skippedTag(context)}`;
    turnEvents.push(line);
    turnSeen.push(this.turn);
    if (!slowStart.on) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
    turnEvents.push(`${line} done`);
  }

  protected override async _onEndTurn(combatant: Combatant, context: CombatTurnEventContext): Promise<void> {
    turnEvents.push(`${running()} endTurn ${combatant.name} r${context.round} t${context.turn}${skippedTag(context)}`);
    turnSeen.push(this.turn);
  }

  protected override async _onStartRound(context: CombatRoundEventContext): Promise<void> {
    turnEvents.push(`${running()} startRound r${context.round}${skippedTag(context)}`);
  }

  protected override async _onEndRound(context: CombatRoundEventContext): Promise<void> {
    turnEvents.push(`${running()} endRound r${context.round}${skippedTag(context)}`);
  }
}

export interface Fighters {
  h: Harness;
  /** The GM's copy of the combat. */
  combat: LoggingCombat;
  actors: Record<string, Actor>;
  /** `user`'s copy of the combat (default: the running client's). */
  on: (user?: HarnessUser) => LoggingCombat;
  /** The id of a combatant by name. */
  id: (name: string) => string;
}

/**
 * A world whose clients use LoggingCombat, and an active combat the GM created (not started) of A (initiative
 * 30), B (20) and C (10): each a hero owned by the user `owners` names ("player", "player2"), else by GMs only.
 */
export async function fighters(owners: Partial<Record<"A" | "B" | "C", "player" | "player2">> = {}): Promise<Fighters> {
  const h = modelHarness();
  h.onEveryClient(() => {
    CONFIG.Combat.documentClass = LoggingCombat as never;
  });
  turnEvents.length = 0;
  turnSeen.length = 0;
  slowStart.on = false;
  const actors: Record<string, Actor> = {};
  const combatants: Record<string, unknown>[] = [];
  for (const [name, initiative] of [
    ["A", 30],
    ["B", 20],
    ["C", 10],
  ] as const) {
    const owner = owners[name];
    const actor = await hero(h, name, owner ? h[owner] : undefined);
    actors[name] = actor;
    combatants.push({ name, actorId: actor.id, initiative });
  }
  const combat = await h.as(h.gm, () => Combat.create({ active: true, combatants }));
  if (!(combat instanceof LoggingCombat)) throw new Error("not a LoggingCombat");
  return {
    h,
    combat,
    actors,
    on: (user) => h.doc(combat, user),
    id: (name) => {
      const found = combat.combatants.find((c) => c.name === name);
      if (!found) throw new Error(`no combatant ${name}`);
      return found.id;
    },
  };
}

/** `user.query` (installed on the harness users by queries.ts). */
export function query(
  user: HarnessUser,
  name: string,
  data: unknown,
  options?: { timeout?: number },
): Promise<unknown> {
  return (user as unknown as { query(n: string, d: unknown, o?: { timeout?: number }): Promise<unknown> }).query(
    name,
    data,
    options,
  );
}
