/**
 * The encounter every preset batch plays in (src/quench/batches/preset.ts): the Hero, a character, against an Orc
 * and a Goblin on a scratch scene, with the reads and moves the scenarios make through core's and Fray's APIs.
 */
import { SQUARE, type Scratch } from "../scratch";
import { until } from "../wait";

interface Ledger {
  actions: { used: number; remaining: number };
  reactions: { used: number };
  movement: { used: number; remaining: number };
  onTurn: boolean;
}
type TokenDoc = TokenDocument.Implementation & {
  move(waypoints: object[], options?: object): Promise<boolean>;
  object: { setTarget(targeted: boolean, options?: object): void } | null;
};
type ItemDoc = Item.Implementation & {
  use(options?: object): Promise<ChatMessage.Implementation | null>;
  rollAttack(options?: object): Promise<ChatMessage.Implementation | null>;
};
interface Policies {
  initiative: { check: string; dyingMovesBeforeCurrent: boolean };
  economy: { kind: string; actionsPerTurn: number };
  movement: { diagonals: string };
  dying: { model: string };
}

/** The encounter every scenario plays in: the Hero (a character) against an Orc and a Goblin. */
export class Encounter {
  combat!: Combat.Implementation;
  readonly tokens = new Map<string, TokenDoc>();
  readonly items = new Map<string, ItemDoc>();
  readonly actors = new Map<string, Actor.Implementation>();

  constructor(
    readonly scratch: Scratch,
    readonly preset: string,
  ) {}

  get policies(): Policies {
    return game.fray.rules.getPreset(this.preset).policies;
  }

  async build(): Promise<void> {
    const s = this.scratch;
    await s.setting("preset", this.preset);
    await s.setting("opportunityAttacks", "ask");
    const hero = await s.actor({
      name: "Hero",
      type: "character",
      system: {
        abilities: { dex: { value: 14 }, wis: { value: 18 } },
        speed: { walk: 40 },
        hp: { value: 10, max: 10 },
      },
    });
    const orc = await s.actor({ name: "Orc", type: "npc", system: { hp: { value: 15, max: 15 } } });
    const goblin = await s.actor({ name: "Goblin", type: "npc", system: { hp: { value: 7, max: 7 } } });
    const weapon = {
      type: "weapon",
      system: { equipped: true, damage: { parts: [{ formula: "1d6", type: "slashing" }] } },
    };
    const [sword] = (await hero.createEmbeddedDocuments("Item", [
      { name: "Sword", ...weapon },
      { name: "Shove", type: "feature", system: { activation: { type: "action", cost: 1 } } },
      { name: "Stride", type: "feature", system: { basicAction: "stride", activation: { type: "action", cost: 1 } } },
      // AOE-1: an area Fray places without a click: an emanation goes on its user's token at once.
      {
        name: "Thunder Stomp",
        type: "feature",
        system: { activation: { type: "action", cost: 1 }, area: { shape: "emanation", size: 10 } },
      },
    ] as never)) as unknown[];
    const [scimitar] = (await orc.createEmbeddedDocuments("Item", [
      { name: "Scimitar", ...weapon },
      // OA-5: threeAction's reaction is a feature's (the 5e family's reaction needs none; it changes nothing there).
      { name: "Reactive Strike", type: "feature", system: { grants: { opportunityAttack: true } } },
    ] as never)) as unknown[];
    if (!sword || !scimitar) throw new Error("Fray batch: the weapons were not created");
    for (const item of [...hero.items, ...orc.items]) this.items.set(item.name, item);
    // Hero at (2, 2), the others far off until a scenario brings them near.
    const spots: [Actor.Implementation, number, number, number][] = [
      [hero, 2, 2, 1],
      [orc, 15, 15, -1],
      [goblin, 17, 15, -1],
    ];
    const created = (await s.scene.createEmbeddedDocuments(
      "Token",
      spots.map(([actor, x, y, disposition]) => ({
        name: actor.name,
        actorId: actor.id,
        actorLink: true,
        x: x * SQUARE,
        y: y * SQUARE,
        disposition,
      })),
    )) as TokenDoc[];
    for (const [i, [actor]] of spots.entries()) {
      this.actors.set(actor.name, actor);
      const token = created[i];
      if (token) this.tokens.set(actor.name, token);
    }
    this.combat = await s.combat(
      spots.map(([actor], i) => ({
        name: actor.name,
        actorId: actor.id,
        sceneId: s.scene.id,
        tokenId: created[i]?.id,
      })),
    );
  }

  token(name: string): TokenDoc {
    const token = this.tokens.get(name);
    if (!token) throw new Error(`Fray batch: no token ${name}`);
    return token;
  }

  item(name: string): ItemDoc {
    const item = this.items.get(name);
    if (!item) throw new Error(`Fray batch: no item ${name}`);
    return item;
  }

  actor(name: string): Actor.Implementation {
    const actor = this.actors.get(name);
    if (!actor) throw new Error(`Fray batch: no actor ${name}`);
    return actor;
  }

  combatant(name: string): Combatant.Implementation {
    const found = this.combat.combatants.contents.find((c) => c.name === name || c.actor?.name === name);
    if (!found) throw new Error(`Fray batch: no combatant ${name}`);
    return found;
  }

  ledger(name: string): Ledger {
    const ledger = (this.combat.combatants.get(this.combatant(name).id ?? "")?.system as { ledger?: Ledger | null })
      .ledger;
    if (!ledger) throw new Error(`Fray batch: ${name} has no turn ledger`);
    return ledger;
  }

  /** Puts a token on square (x, y) as a GM does between scenarios: core's `displace`, which spends and provokes nothing. */
  async place(name: string, x: number, y: number): Promise<void> {
    const token = this.token(name);
    if (this.square(name)[0] === x && this.square(name)[1] === y) return;
    await token.move([{ x: x * SQUARE, y: y * SQUARE, action: "displace" }]);
    await until(
      () => this.square(name)[0] === x && this.square(name)[1] === y,
      `${name} on (${String(x)}, ${String(y)})`,
    );
  }

  square(name: string): [number, number] {
    const token = this.token(name);
    return [Math.round(token.x / SQUARE), Math.round(token.y / SQUARE)];
  }

  /** Fixed counts, so the scenarios know the order: Hero, Orc, Goblin. Starts the combat if it isn't. */
  async fixOrder(): Promise<void> {
    const counts: Record<string, number> = { Hero: 30, Orc: 20, Goblin: 10 };
    await this.combat.updateEmbeddedDocuments(
      "Combatant",
      this.combat.combatants.contents.map((c) => ({ _id: c.id, initiative: counts[c.name ?? ""] ?? 0 })),
    );
    if (!this.combat.started) await this.combat.startCombat();
  }

  /**
   * Moves the combat on with `Combat#nextTurn` until it is `name`'s turn, each turn begun (its ledger written by
   * the GM's turn-start hook) before the next, as at a table.
   */
  async turnOf(name: string): Promise<void> {
    for (let i = 0; i < 4 && this.combat.combatant?.name !== name; i++) {
      await this.combat.nextTurn();
      await this.turnBegun();
    }
    if (this.combat.combatant?.name !== name) throw new Error(`Fray batch: never reached ${name}'s turn`);
    await this.turnBegun();
  }

  /** Waits until the current combatant's turn ledger says it is on its turn. */
  async turnBegun(): Promise<void> {
    const name = this.combat.combatant?.name ?? "";
    await until(() => this.ledgerOrNull(name)?.onTurn === true, `${name}'s turn ledger`);
  }

  /** A fresh turn of `name`: the round goes on until its turn starts again. */
  async freshTurnOf(name: string): Promise<void> {
    if (this.combat.combatant?.name === name) {
      await this.combat.nextTurn();
      await this.turnBegun();
    }
    await this.turnOf(name);
  }

  ledgerOrNull(name: string): Ledger | null {
    try {
      return this.ledger(name);
    } catch {
      return null;
    }
  }

  /** threeAction: a Stride (one action) gives a Speed of movement before any move. */
  async strideIfNeeded(): Promise<void> {
    if (this.policies.economy.kind !== "threeActions") return;
    await this.item("Stride").use({ fastForward: true });
    await until(() => this.ledger("Hero").movement.remaining > 0, "the Stride's movement");
  }
}
