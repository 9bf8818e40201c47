// Fidelity rows F33–F44 (FIDELITY.md): turn events, combat hooks and the viewed combat.
import { describe, expect, it } from "vitest";
import type { HarnessDocument } from "./index";
import type { CombatEncounters } from "./client";
import type { TurnMarker } from "./combat";
import { Combat } from "./classes";
import { fighters, onEvery, turnEvents, turnSeen, slowStart, type Fighters } from "./fidelity-setup";

/** The combat started by the GM, its events settled, then the logs cleared. */
async function started(owners: Parameters<typeof fighters>[0] = {}): Promise<Fighters> {
  const f = await fighters(owners);
  await f.h.as(f.h.gm, () => f.combat.startCombat());
  await f.h.settle();
  turnEvents.length = 0;
  turnSeen.length = 0;
  return f;
}

/** Events of the GM's client (every other client must have run none). */
function gmEvents(): string[] {
  expect(turnEvents.filter((line) => !line.startsWith("Gamemaster "))).toEqual([]);
  return turnEvents.map((line) => line.slice("Gamemaster ".length));
}

describe("F33 turn events run on the active GM's client, after the update, not awaited", () => {
  it("a player's next turn runs the events on the GM's client once, after the write; settle() waits for them", async () => {
    const { h, on } = await started({ A: "player" });
    slowStart.on = true;
    h.actAs(h.player);
    await on().nextTurn();
    expect(turnEvents).toEqual(["Gamemaster endTurn A r1 t0", "Gamemaster startTurn B r1 t1"]);
    expect(turnSeen).toEqual([1, 1]);
    await h.settle();
    expect(turnEvents.at(-1)).toBe("Gamemaster startTurn B r1 t1 done");
  });

  it("with the GM away the assistant GM's client runs them", async () => {
    const { h, combat } = await started();
    h.disconnect(h.gm);
    await h.as(h.assistant, () => h.doc(combat, h.assistant).nextTurn());
    await h.settle();
    expect(turnEvents).toEqual(["Assistant endTurn A r1 t0", "Assistant startTurn B r1 t1"]);
  });
});

describe("F34 no end events from round 0", () => {
  it("starting the combat runs start round and start turn only", async () => {
    const { h, combat } = await fighters();
    await combat.startCombat();
    await h.settle();
    expect(gmEvents()).toEqual(["startRound r1", "startTurn A r1 t0"]);
  });
});

describe("F35 the order of events when the round changes", () => {
  it("end turn, end round, start round, start turn", async () => {
    const { h, combat } = await started();
    await combat.nextTurn();
    await combat.nextTurn();
    await h.settle();
    turnEvents.length = 0;
    await combat.nextTurn();
    await h.settle();
    expect(gmEvents()).toEqual(["endTurn C r1 t2", "endRound r1", "startRound r2", "startTurn A r2 t0"]);
  });
});

describe("F36 turns passed over run with skipped: true", () => {
  it("under skip defeated, next turn passes over a defeated combatant with start and end turn marked skipped", async () => {
    const { h, combat, id } = await started();
    await h.client(h.gm).settings.set("core", "combatTrackerConfig", { resource: "", skipDefeated: true });
    await combat.combatants.get(id("B"))?.update({ defeated: true });
    await combat.nextTurn();
    await h.settle();
    expect(combat.combatant?.name).toBe("C");
    expect(gmEvents()).toEqual([
      "endTurn A r1 t0",
      "startTurn B r1 t1 skipped",
      "endTurn B r1 t1 skipped",
      "startTurn C r1 t2",
    ]);
  });

  it("a direct jump forward marks the turns between as skipped too", async () => {
    const { h, combat } = await started();
    await combat.update({ turn: 2 });
    await h.settle();
    expect(gmEvents()).toEqual([
      "endTurn A r1 t0",
      "startTurn B r1 t1 skipped",
      "endTurn B r1 t1 skipped",
      "startTurn C r1 t2",
    ]);
  });
});

describe("F37 no turn events moving backwards", () => {
  it("previous turn, previous round and a direct update to an earlier turn run none", async () => {
    const { h, combat } = await started();
    for (let i = 0; i < 5; i++) await combat.nextTurn();
    await h.settle();
    expect([combat.round, combat.turn]).toEqual([2, 2]);
    turnEvents.length = 0;
    await combat.update({ turn: 1 });
    await combat.previousTurn();
    await combat.previousRound();
    await h.settle();
    expect([combat.round, combat.turn]).toEqual([1, 0]);
    expect(turnEvents).toEqual([]);
  });
});

describe("F38 turnEvents: false", () => {
  it("an update with turnEvents: false changes the turn and runs no turn event", async () => {
    const { h, combat } = await started();
    await combat.update({ turn: 1 }, { turnEvents: false });
    await h.settle();
    expect(combat.combatant?.name).toBe("B");
    expect(turnEvents).toEqual([]);
  });
});

describe("F39 a direct turn update runs the events", () => {
  it("update({turn}) to the next turn ends the current turn and starts the next", async () => {
    const { h, combat } = await started();
    await combat.update({ turn: 1 });
    await h.settle();
    expect(gmEvents()).toEqual(["endTurn A r1 t0", "startTurn B r1 t1"]);
  });
});

describe("F40 the current combatant deleted", () => {
  it("the combatant now in its place becomes current and its turn starts, on every client", async () => {
    const { h, combat, id } = await started();
    await combat.nextTurn();
    await h.settle();
    turnEvents.length = 0;
    await combat.deleteEmbeddedDocuments("Combatant", [id("B")]);
    await h.settle();
    expect(gmEvents()).toEqual(["startTurn C r1 t1"]);
    expect(h.clients.map((c) => h.doc(combat, c.user).combatant?.name)).toEqual(["C", "C", "C", "C", "C"]);
  });

  it("the last one deleted on its turn: the next combatant (the first, next round) starts, not the previous (#12009)", async () => {
    const { h, combat, id } = await started();
    await combat.nextTurn();
    await combat.nextTurn();
    await h.settle();
    expect(combat.combatant?.name).toBe("C");
    turnEvents.length = 0;
    await combat.deleteEmbeddedDocuments("Combatant", [id("C")]);
    await h.settle();
    expect(gmEvents()).toEqual(["endRound r1", "startRound r2", "startTurn A r2 t0"]);
    expect(h.clients.map((c) => h.doc(combat, c.user).combatant?.name)).toEqual(["A", "A", "A", "A", "A"]);
  });
});

describe("F41 a combatant added before the current one", () => {
  it("keeps the current combatant current (its turn index moves) and runs no turn event", async () => {
    const { h, combat } = await started();
    await combat.nextTurn();
    await h.settle();
    turnEvents.length = 0;
    await combat.createEmbeddedDocuments("Combatant", [{ name: "D", initiative: 25 }]);
    await h.settle();
    expect(h.clients.map((c) => h.doc(combat, c.user).combatant?.name)).toEqual(["B", "B", "B", "B", "B"]);
    expect(combat.turn).toBe(2);
    expect(turnEvents).toEqual([]);
  });
});

describe("F42 combatStart, combatTurn and combatRound fire on the initiating client before the update", () => {
  it("each fires only where the change was asked, while the stored combat is unchanged", async () => {
    const f = await fighters({ A: "player", C: "player2" });
    const { h, combat } = f;
    const stored = () => h.world.sourceOf(combat.uuid) as { round?: number; turn?: number | null };
    const show = (_c: unknown, data: unknown) =>
      `${JSON.stringify(data)} stored:r${stored().round ?? 0}t${stored().turn ?? null}`;
    const seen = onEvery(h, ["combatStart", "combatTurn", "combatRound"], show);
    await combat.startCombat();
    await h.as(h.player, () => f.on().nextTurn());
    await combat.nextTurn();
    await h.as(h.player2, () => f.on().nextTurn());
    expect(seen).toEqual([
      'Gamemaster combatStart {"round":1,"turn":0} stored:r0tnull',
      'Player combatTurn {"round":1,"turn":1} stored:r1t0',
      'Gamemaster combatTurn {"round":1,"turn":2} stored:r1t1',
      'Player Two combatRound {"round":2,"turn":0} stored:r1t2',
    ]);
  });

  it("a listener may change the data the update then writes", async () => {
    const { h, combat } = await started();
    h.client(h.gm).hooks.once("combatTurn", (_combat, data) => {
      (data as { turn: number }).turn = 2;
    });
    await combat.nextTurn();
    expect(h.world.sourceOf(combat.uuid)).toMatchObject({ turn: 2 });
  });
});

describe("F43 combatTurnChange fires on every client", () => {
  it("after the update, with the client's own copy and the prior and current markers", async () => {
    const { h, combat, id } = await started();
    const names = new Map([id("A"), id("B"), id("C")].map((cid, i) => [cid, "ABC"[i]]));
    const seen = onEvery(h, "combatTurnChange", (c, prior, current) => {
      const [p, n] = [prior as TurnMarker, current as TurnMarker];
      const own = c === h.doc(combat) && (c as Combat).turn === 1;
      return `${names.get(p.combatantId ?? "") ?? "-"}→${names.get(n.combatantId ?? "") ?? "-"} r${n.round}t${n.turn} own:${String(own)}`;
    });
    await combat.nextTurn();
    expect(seen).toEqual(
      ["Gamemaster", "Assistant", "Player", "Player Two", "Observer"].map((n) => `${n} A→B r1t1 own:true`),
    );
  });
});

describe("F44 game.combat is the viewed combat", () => {
  it("the active combat by default; a client that views another sees that one, active or not", async () => {
    const { h, combat } = await fighters();
    const other = (await Combat.create({ active: false })) as HarnessDocument;
    const gameOf = (user = h.gm) =>
      h.client(user).game as unknown as { combat: HarnessDocument | null; combats: CombatEncounters };
    expect(h.clients.map((c) => gameOf(c.user).combat)).toEqual(h.clients.map((c) => h.doc(combat, c.user)));
    gameOf(h.player).combats.viewedId = other.id;
    expect(gameOf(h.player).combat).toBe(h.doc(other, h.player));
    expect((gameOf(h.player).combat as Combat).active).toBe(false);
    expect(gameOf(h.gm).combat).toBe(combat);
    await combat.update({ active: false });
    expect(gameOf(h.gm).combat).toBeNull();
    expect(gameOf(h.player).combat).toBe(h.doc(other, h.player));
  });
});
