// Issue 26: the soak's hostile operations on the cards and the request channel (helper J's attacks). Each is
// something a hostile player's client can send; each checks right away that the GM refused it, and throws a
// SoakViolation (which fails the run, unlike a refusal that throws) when it was let through.
//
// Extension point: the map-and-turn attacks (moves, teleports, sides, reservations, duplicate combatants) go in
// a sibling file exporting a record of the same `HostileOp` shape, spread into the soak's operations beside
// `cardAttacks` (tests/soak/soak.test.ts, `ops`).
import { requestGm } from "../../src/net/gm-requests";
import { REQUEST_SHAPES } from "../../src/net/request-shapes";
import { onCardAction } from "../../src/hooks/render-chat-message";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { Harness, HarnessUser } from "../harness";

/** A broken invariant found by a hostile operation: the soak stops on it (a plain error is a refusal). */
export class SoakViolation extends Error {
  override name = "SoakViolation";
}

/** What a hostile operation gets: the harness, a seeded random pick, and the table's documents. */
export interface SoakContext {
  readonly h: Harness;
  readonly pick: <T>(list: readonly T[]) => T;
  readonly random: () => number;
  /** The players' heroes, each with its sword and its owner. */
  readonly heroes: readonly { actor: FrayActor; sword: FrayItem; owner: HarnessUser }[];
  /** The GM's creature the heroes fight (the target of the card attacks). */
  readonly foe: () => FrayActor;
}

export type HostileOp = (user: HarnessUser) => Promise<unknown>;

/** How the GM answered the card attacks, by answer (the soak's report: the attacks reached the GM's checks). */
export const cardAnswers = new Map<string, number>();
const count = (raw: unknown): { ok?: boolean; reason?: string } => {
  const answer = (raw ?? {}) as { ok?: boolean; reason?: string };
  const key = answer.ok === true ? "ok" : (answer.reason ?? "refused");
  cardAnswers.set(key, (cardAnswers.get(key) ?? 0) + 1);
  return answer;
};

/** Values of every kind but the ones a request's fields hold. */
const JUNK: readonly unknown[] = [5, -1.5, { $gt: "" }, ["x", 1], true, "", "a".repeat(300), null];

/** The attacks of issue 26 items 4-6 (cards, channel, formulas), as soak operations for `ctx`. */
export function cardAttacks(ctx: SoakContext): Record<string, HostileOp> {
  const { h, pick } = ctx;
  const hpOf = (actor: FrayActor) => (h.doc(actor, h.gm).system as unknown as { hp: { value: number } }).hp.value;
  /** `user`'s hero, or null for a user who owns none. */
  const heroOf = (user: HarnessUser) => ctx.heroes.find((x) => x.owner.id === user.id) ?? null;
  /** Asks the GM to apply `card`'s damage to the foe from `user`'s client. */
  const apply = (user: HarnessUser, card: ChatMessage.Implementation) =>
    h
      .as(user, () =>
        requestGm("fray.applyDamage", { messageId: card.id, targetUuid: ctx.foe().uuid, multiplier: 1 }).catch(() => ({
          ok: false,
        })),
      )
      .then(count) as Promise<{ ok?: boolean }>;
  return {
    /** Attack 6: critical damage rolled with no critical attack behind it changes no hit points. */
    async forgedCritical(user) {
      const hero = heroOf(user);
      if (!hero || !h.users.activeGM) return;
      h.dice.queue(8, 8, 8);
      const card = await h.as(user, () => h.doc(hero.sword, user).rollDamage({ critical: true, targets: [ctx.foe()] }));
      await h.settle();
      const before = hpOf(ctx.foe());
      if (card && (await apply(user, card)).ok === true) throw new SoakViolation("a forged critical was applied");
      await h.settle();
      if (hpOf(ctx.foe()) !== before) throw new SoakViolation("a forged critical changed the foe's hit points");
    },
    /** Attack 8: a damage card pressed twice (or twice at once) applies once. */
    async applyTwice(user) {
      const hero = heroOf(user);
      if (!hero || !h.users.activeGM) return;
      h.dice.queue(20, 20);
      const attack = await h.as(user, () =>
        h.doc(hero.sword, user).rollAttack({ fastForward: true, targets: [ctx.foe()] }),
      );
      await h.settle();
      if (!attack) return;
      h.dice.queue(8, 3, 3);
      const card = (await h.as(user, () =>
        onCardAction(h.doc(attack, user), { action: "frayRollDamage", itemUuid: hero.sword.uuid, critical: "true" }),
      )) as ChatMessage.Implementation | null;
      await h.settle();
      if (!card) return;
      const answers = await Promise.all([apply(user, card), apply(user, card), apply(user, card)]);
      if (answers.filter((a) => a.ok === true).length > 1)
        throw new SoakViolation("one damage card was applied twice to the same target");
    },
    /** Attack 11: a Fray request with a junk field is answered `badRequest` (or no GM to ask), never run. */
    async junkRequest(user) {
      if (user.isGM) return;
      const names = Object.keys(REQUEST_SHAPES);
      const name = pick(names);
      const shape = REQUEST_SHAPES[name] ?? {};
      const data: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) data[key] = "aaaaaaaaaaaaaaaa";
      const fields = Object.keys(shape).filter((k) => !(shape[k] ?? "").endsWith("?") || ctx.random() < 0.5);
      const field = pick(fields.length ? fields : Object.keys(shape));
      // A required field, or an optional one given a value of the wrong kind (null is allowed there).
      data[field] = pick(JUNK.filter((v) => v !== null || !(shape[field] ?? "").endsWith("?")));
      const answer = (await h.as(user, () => requestGm(name, data).catch(() => ({ ok: false })))) as {
        ok?: boolean;
        reason?: string;
      };
      if (answer.ok === true) throw new SoakViolation(`junk ${name}.${field} was answered ok`);
    },
    /** Attack 11: a module's registration can't take over a Fray request name. */
    async takeOverRequest(user) {
      const name = pick(Object.keys(REQUEST_SHAPES));
      let replaced = true;
      try {
        h.as(user, () => {
          game.fray.requests.register(name, () => Promise.resolve({ ok: true, forged: true }));
        });
      } catch {
        replaced = false;
      }
      if (replaced) throw new SoakViolation(`a module registered ${name}`);
      return Promise.resolve();
    },
  };
}
