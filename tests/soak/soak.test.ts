// Issue 12 item 10: a soak test. Seeded random operations from random clients of the multi-client harness —
// initiative rolls, turn changes, ledger spends (including other players' creatures), item attacks, token moves,
// hostile direct writes, deletions, reloads, the GM disconnecting (mid-request too) and a GM connecting — keep
// the invariants after every step: no ledger count below zero, a valid turn index, every client's copies the
// world's, every request answered or rejected (nothing waiting), and no Combat or Combatant write the server
// let through from a user without the right. `npm test` runs a short seed; `npm run soak` (SOAK_OPS=10000)
// the long one. SOAK_SEED picks the seed.
import { describe, expect, it } from "vitest";
import { follow, type Harness, type HarnessUser } from "../harness";
import { Scene, TokenDocument, type Combat as HarnessCombat } from "../harness/classes";
import { frayHarness } from "../adapters/fray-setup";
import { listen as listenReady } from "../../src/hooks/ready";
import { installChatRolls } from "../harness/roll";
import { FrayCombat } from "../../src/documents";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import { spendFromLedger } from "../../src/combat/ledger/ledger-spend";
import { pendingGmRequests } from "../../src/net/gm-requests";
import type { TurnLedger } from "../../src/rules";
import { answerDialogsAsTheTable, answered } from "./table-answers";
import { SoakViolation, cardAnswers, cardAttacks } from "./hostile-cards";

const OPS = Number(process.env.SOAK_OPS ?? 150);
const SEED = Number(process.env.SOAK_SEED ?? 20261124);

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Table {
  h: Harness;
  combat: HarnessCombat & FrayCombat;
  heroes: { actor: FrayActor; sword: FrayItem; token: TokenDocument; owner: HarnessUser }[];
}

async function table(h: Harness): Promise<Table> {
  const made = await h.as(h.gm, async () => {
    const hero = async (name: string, owner: HarnessUser) => {
      const actor = (await Actor.create({
        name,
        type: "character",
        ownership: { default: 0, [owner.id]: 3 },
        system: { abilities: { dex: { value: 14 } }, speed: { walk: 30 } },
      } as never)) as unknown as FrayActor;
      const [sword] = (await actor.createEmbeddedDocuments("Item", [
        { name: "Sword", type: "weapon", system: { damage: { parts: [{ formula: "1d8", type: "slashing" }] } } },
      ] as never)) as unknown as FrayItem[];
      return { actor, sword: sword as FrayItem, owner };
    };
    const heroes = [await hero("Ayla", h.player), await hero("Bran", h.player2)];
    const orc = (await Actor.create({ name: "Orc", type: "npc", system: {} } as never)) as unknown as FrayActor;
    const all = [...heroes.map((x) => x.actor), orc];
    const scene = await Scene.create({
      name: "Soak",
      tokens: all.map((a, i) => ({
        _id: `token-${String(i).padStart(10, "0")}`,
        name: a.name,
        actorId: a.id,
        x: i * 100,
        y: 0,
      })),
    });
    if (!scene) throw new Error("no scene");
    const combat = (await CONFIG.Combat.documentClass.create({
      active: true,
      combatants: all.map((a, i) => ({
        name: a.name,
        actorId: a.id,
        sceneId: scene.id,
        tokenId: `token-${String(i).padStart(10, "0")}`,
      })),
    })) as unknown as HarnessCombat & FrayCombat;
    if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
    const tokenOf = (i: number) => scene.getEmbeddedDocument("Token", `token-${String(i).padStart(10, "0")}`);
    return { combat, heroes, tokenOf };
  });
  return {
    h,
    combat: follow(made.combat),
    heroes: made.heroes.map((x, i) => ({
      actor: follow(x.actor),
      sword: follow(x.sword),
      token: follow(made.tokenOf(i) as TokenDocument),
      owner: x.owner,
    })),
  };
}

const GM_ONLY = new Set(["Combat", "CombatantGroup", "Scene"]);

/** The last ledger a GM wrote for each combatant, as the observer's client saw the writes (the world's order). */
function watchGmLedgers(h: Harness): Map<string, unknown> {
  const last = new Map<string, unknown>();
  h.client(h.observer).hooks.on("updateCombatant", (doc, changed, _options, userId) => {
    const c = doc as { id: string; initiative: number | null; system: { ledger: unknown } };
    if (!h.users.get(userId as string)?.isGM) return;
    if ((changed as { system?: { ledger?: unknown } }).system?.ledger !== undefined) {
      last.set(c.id, structuredClone(c.system.ledger));
    }
    if ("initiative" in (changed as object)) last.set(`${c.id}:initiative`, c.initiative);
  });
  return last;
}

/** The invariants, read from every connected client. */
function checkInvariants(t: Table, step: string, gmLedgers: Map<string, unknown>): void {
  const { h } = t;
  for (const user of h.users.contents.filter((u) => u.active)) {
    const copy = h.doc(t.combat, user);
    const turns = copy.turns;
    if (copy.started && turns.length) {
      expect(copy.turn, `${step}: turn index on ${user.name}`).toBeGreaterThanOrEqual(0);
      expect(copy.turn, `${step}: turn index on ${user.name}`).toBeLessThan(turns.length);
    }
    for (const c of turns) {
      const ledger = (c.system as unknown as { ledger: TurnLedger | null }).ledger;
      if (!ledger) continue;
      for (const [key, value] of Object.entries(ledger)) {
        if (typeof value === "object" && value !== null) {
          for (const [inner, n] of Object.entries(value as Record<string, unknown>)) {
            if (typeof n === "number")
              expect(n, `${step}: ${c.name} ${key}.${inner} on ${user.name}`).toBeGreaterThanOrEqual(0);
          }
        } else if (typeof value === "number") expect(value, `${step}: ${c.name} ${key}`).toBeGreaterThanOrEqual(0);
      }
    }
    // A ledger and a count are what a GM last wrote: a player's own write to them (v13 lets an owner write a
    // combatant's `system` and `initiative`) is undone.
    for (const c of turns) {
      if (gmLedgers.has(`${c.id}:initiative`)) {
        expect(c.initiative, `${step}: ${c.name}'s count`).toBe(gmLedgers.get(`${c.id}:initiative`));
      }
      if (gmLedgers.has(c.id)) {
        expect((c.system as unknown as { ledger: unknown }).ledger, `${step}: ${c.name}'s ledger`).toEqual(
          gmLedgers.get(c.id),
        );
      }
    }
    // Every client's copies are the world's.
    expect(copy.toObject(), `${step}: ${user.name}'s combat`).toEqual(h.world.sourceOf(copy.uuid));
    h.as(user, () => {
      expect(pendingGmRequests(), `${step}: ${user.name} waits for an answer`).toBe(0);
    });
  }
  // No Combat-level write from a user without the right (the server's check, seen in what it let through).
  for (const op of h.operations) {
    const user = h.users.get(op.userId);
    if (GM_ONLY.has(op.documentName) && op.action !== "update")
      expect(user?.isGM, `${step}: ${op.documentName}`).toBe(true);
  }
}

describe("issue 12 soak: random operations from random clients keep the invariants", () => {
  it(`${OPS} operations, seed ${SEED}`, { timeout: Math.max(60_000, OPS * 500) }, async () => {
    const random = generator(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const h = frayHarness();
    h.onEveryClient(listenReady);
    h.fire("ready"); // the table is loaded: a reconnecting client then runs its ready again (a reload)
    await h.settle();
    installChatRolls();
    for (const client of h.clients) client.ui.notifications.warn = () => undefined;
    answerDialogsAsTheTable((name) => h.users.contents.some((u) => u.name === name && u.isGM));
    const gmLedgers = watchGmLedgers(h);
    const t = await table(h);
    const people = [h.gm, h.assistant, h.player, h.player2, h.observer];
    const d20 = () => 1 + Math.floor(random() * 20);
    const ops: Record<string, (user: HarnessUser) => Promise<unknown>> = {
      ...cardAttacks({
        h,
        pick,
        random,
        heroes: t.heroes,
        foe: () => h.as(h.gm, () => game.actors.getName("Orc") as unknown as FrayActor),
      }),
      async roll(user) {
        h.dice.queue(20, d20(), d20(), d20());
        await h.as(user, () => (user.isGM ? t.combat.rollNPC() : t.combat.rollAll()));
      },
      async start(user) {
        if (user.isGM && !t.combat.started && t.combat.turns.every((c) => c.initiative !== null)) {
          await h.as(user, () => t.combat.startCombat());
        }
      },
      async nextTurn(user) {
        if (t.combat.started) await h.as(user, () => t.combat.nextTurn());
      },
      async spend(user) {
        const c = pick(t.combat.turns);
        const kind = pick(["action", "reaction", "bonusAction"] as const);
        await h.as(user, () => spendFromLedger(h.doc(c, user) as never, { kind }, { override: true }));
      },
      async attack(user) {
        const hero = pick(t.heroes);
        h.dice.queue(20, d20(), d20());
        await h.as(user, () => hero.sword.rollAttack({ fastForward: true, targets: [] }));
      },
      async move(user) {
        const hero = pick(t.heroes);
        const x = Math.floor(random() * 8) * 100;
        await h.as(user, () => hero.token.move([{ x, y: 0 }]));
      },
      async hostileWrite(user) {
        const c = pick(t.combat.turns);
        const write = pick([
          { initiative: 99 },
          { "system.ledger.actions.used": 0 },
          { "system.ledger.reactions.used": 0 },
          { defeated: true },
        ]);
        await h.as(user, () => h.doc(c, user).update(write as never));
      },
      async rawHostileWrite(user) {
        // A hostile client skips its own code and sends the server what it likes; the server lets an owner write
        // its combatant's initiative and system.
        if (user.isGM) return;
        const c = pick(t.combat.turns);
        const write = pick([{ initiative: 99 }, { system: { ledger: null } }, { system: { ledgerOverrides: [] } }]);
        try {
          h.world.update(user, "Combatant", t.combat.uuid, [{ _id: c.id, ...write }], {});
        } catch {
          // not its combatant: the server refused
        }
        await h.settle();
      },
      async gmLeavesMidRequest(user) {
        // A player's spend is on its way to the GM when the GM's connection drops.
        if (user.isGM || !h.gm.active || !t.combat.started) return;
        const c = pick(t.combat.turns);
        const asked = h.as(user, () => spendFromLedger(h.doc(c, user) as never, { kind: "reaction" }));
        h.disconnect(h.gm);
        await asked;
      },
      disconnectGm() {
        if (h.gm.active) h.disconnect(h.gm);
        else h.connect(h.gm);
        return Promise.resolve();
      },
      reload(user) {
        if (user.active) h.connect(user);
        return Promise.resolve();
      },
    };
    const names = Object.keys(ops);
    for (let i = 0; i < OPS; i++) {
      const name = pick(names);
      const user = pick(people.filter((u) => u.active));
      const step = `#${i} ${name} by ${user.name} (seed ${SEED})`;
      h.actAs(h.users.activeGM ?? h.player);
      try {
        await (ops[name] as (u: HarnessUser) => Promise<unknown>)(user);
      } catch (error) {
        if (error instanceof SoakViolation) throw new Error(`${step}: ${error.message}`, { cause: error });
        // A refusal may throw (a permission the server denies, a rule input refused): the world must still hold.
        expect(String(error), step).not.toMatch(/harness: .* copy/);
      }
      await h.settle().catch((error: unknown) => {
        throw new Error(`${step}: background work failed: ${String(error)}`);
      });
      h.dice.clear();
      checkInvariants(t, step, gmLedgers);
    }
    console.info(
      `soak: ${OPS} operations; dialogs answered by the table: ${JSON.stringify([...answered])}; card attacks answered: ${JSON.stringify([...cardAnswers])}`,
    );
  });
});
