/**
 * A table for the rules batches (fray.resources, fray.threeActionRules): named creatures with their items, their
 * tokens on the scratch scene and a combat in a fixed order, made with core's APIs as a GM makes them, and the cards
 * Fray posts read back from the chat log. Everything is made through the batch's scratch world, which deletes it.
 */
import { SQUARE, type Scratch } from "../scratch";
import { until } from "../wait";

export type TokenDoc = TokenDocument.Implementation & {
  move(waypoints: object[], options?: object): Promise<boolean>;
  object: { setTarget(targeted: boolean, options?: object): void } | null;
};
export type ItemDoc = Item.Implementation & {
  use(options?: object): Promise<ChatMessage.Implementation | null>;
  rollAttack(options?: object): Promise<ChatMessage.Implementation | null>;
  rollDamage(options?: object): Promise<ChatMessage.Implementation | null>;
};
/** What a batch reads of a Fray roll: its formula, dice, total and Fray's options. */
export interface CardRoll {
  formula: string;
  total: number;
  dice: { faces: number; results: { result: number; active?: boolean }[] }[];
  fray?: Record<string, unknown> & { mode?: string; sources?: { rule?: string; reason?: string; effect?: unknown }[] };
}
interface Ledger {
  actions: { used: number; remaining: number };
  movement: { used: number; remaining: number };
  onTurn: boolean;
}

/** One creature of the table: its sheet data, items, and (for the fight) its square, side and count. */
export interface Seat {
  name: string;
  type: "character" | "npc";
  system?: Record<string, unknown>;
  items?: { name: string; type: string; system: Record<string, unknown>; flags?: object }[];
  at?: [number, number];
  disposition?: number;
  initiative?: number;
}

export class Table {
  combat: Combat.Implementation | null = null;
  readonly #actors = new Map<string, Actor.Implementation>();
  readonly #tokens = new Map<string, TokenDoc>();

  constructor(readonly scratch: Scratch) {}

  /** Makes the seats' actors and items; those with a square get a linked token and join one combat (not started). */
  async seat(...seats: Seat[]): Promise<void> {
    for (const seat of seats) {
      const actor = await this.scratch.actor({ name: seat.name, type: seat.type, system: seat.system ?? {} });
      if (seat.items?.length) await actor.createEmbeddedDocuments("Item", seat.items as never);
      this.#actors.set(seat.name, actor);
    }
    const placed = seats.filter((s) => s.at);
    if (!placed.length) return;
    const tokens = (await this.scratch.scene.createEmbeddedDocuments(
      "Token",
      placed.map((s) => ({
        name: s.name,
        actorId: this.actor(s.name).id,
        actorLink: true,
        x: (s.at?.[0] ?? 0) * SQUARE,
        y: (s.at?.[1] ?? 0) * SQUARE,
        disposition: s.disposition ?? 1,
      })),
    )) as TokenDoc[];
    for (const [i, s] of placed.entries()) {
      const token = tokens[i];
      if (token) this.#tokens.set(s.name, token);
    }
    this.combat = await this.scratch.combat(
      placed.map((s, i) => ({
        name: s.name,
        actorId: this.actor(s.name).id,
        sceneId: this.scratch.scene.id,
        tokenId: tokens[i]?.id,
        initiative: s.initiative ?? 0,
      })),
    );
  }

  actor(name: string): Actor.Implementation {
    const actor = this.#actors.get(name);
    if (!actor) throw new Error(`Fray batch: no actor ${name}`);
    return actor;
  }

  token(name: string): TokenDoc {
    const token = this.#tokens.get(name);
    if (!token) throw new Error(`Fray batch: no token ${name}`);
    return token;
  }

  item(actor: string, name: string): ItemDoc {
    const item = this.actor(actor).items.getName(name) as ItemDoc | undefined;
    if (!item) throw new Error(`Fray batch: ${actor} has no ${name}`);
    return item;
  }

  /** The item's `system` as stored now (read as the fields a scenario names). */
  itemSystem(actor: string, name: string): Record<string, unknown> {
    return this.item(actor, name).system as unknown as Record<string, unknown>;
  }

  /** The actor's `system` as stored now (read as the fields a scenario names). */
  system(name: string): Record<string, unknown> {
    return this.actor(name).system as unknown as Record<string, unknown>;
  }

  get fight(): Combat.Implementation {
    if (!this.combat) throw new Error("Fray batch: no combat at this table");
    return this.combat;
  }

  combatant(name: string): Combatant.Implementation {
    const found = this.fight.combatants.contents.find((c) => c.name === name);
    if (!found) throw new Error(`Fray batch: no combatant ${name}`);
    return found;
  }

  ledger(name: string): Ledger | null {
    return (this.combatant(name).system as { ledger?: Ledger | null }).ledger ?? null;
  }

  /** Starts the combat (if it isn't) and moves it on with `Combat#nextTurn` until `name`'s turn has begun. */
  async turnOf(name: string): Promise<void> {
    if (!this.fight.started) await this.fight.startCombat();
    for (let i = 0; i < 8 && this.fight.combatant?.name !== name; i++) {
      await this.fight.nextTurn();
      const current = this.fight.combatant?.name ?? "";
      await until(() => this.ledger(current)?.onTurn === true, `${current}'s turn ledger`);
    }
    if (this.fight.combatant?.name !== name) throw new Error(`Fray batch: never reached ${name}'s turn`);
    await until(() => this.ledger(name)?.onTurn === true, `${name}'s turn ledger`);
  }

  /** Runs `act` and returns the chat cards posted meanwhile (once `settled` holds for them), oldest first. */
  async posted(
    act: () => Promise<unknown>,
    settled: (cards: ChatMessage.Implementation[]) => boolean = (cards) => cards.length > 0,
    what = "a card",
  ): Promise<ChatMessage.Implementation[]> {
    const log = (): ChatMessage.Implementation[] => [...game.messages.contents];
    const before = new Set(log().map((m) => m.id));
    await act();
    const fresh = () => log().filter((m) => !before.has(m.id));
    await until(() => settled(fresh()), what);
    return fresh();
  }
}

/** The first Fray roll of `card`. */
export function rollOf(card: ChatMessage.Implementation | null | undefined): CardRoll {
  const roll = card?.rolls[0] as unknown as CardRoll | undefined;
  if (!roll) throw new Error("Fray batch: the card has no roll");
  return roll;
}

/** The kept d20 of a roll (the natural result). */
export function natural(roll: CardRoll): number {
  const d20 = roll.dice.find((d) => d.faces === 20);
  const kept = d20?.results.find((r) => r.active !== false);
  if (!kept) throw new Error("Fray batch: the roll has no d20");
  return kept.result;
}

/** The visible text of a card (its content without markup, spaces squeezed). */
export function textOf(card: ChatMessage.Implementation | undefined): string {
  return (card?.content ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
}

type Answer = { ok?: unknown; reason?: unknown; damageTaken?: unknown } | null;

/** Asks the active GM (this client, in a GM's batch) to apply `card`'s damage to `target` in full. */
export function applyDamage(card: ChatMessage.Implementation, target: Actor.Implementation): Promise<Answer> {
  return game.fray.requests.send("fray.applyDamage", {
    messageId: card.id,
    targetUuid: target.uuid,
    multiplier: 1,
  }) as Promise<Answer>;
}
