// Acceptance (issues 5 and 11): a full three-round encounter per preset in the harness — two player characters
// (one surprised), a group of three identical goblins, an ogre and a tie — asserting the order after initiative,
// the ledger at every turn start, and the chat output along the way. threeAction adds a hero dropping to 0 HP.
// It runs as a table plays it: the GM, an assistant GM, two players and an observer are connected; each player
// rolls its own character's initiative and ends its own turns from its own client, the GM's client writes what
// players may not and runs the turn automation, and at the end every client sees the same order and ledgers.
import { describe, expect, it } from "vitest";
import { settle } from "../harness/runtime";
import { combatOf, initiativeHarness, named, order, type Fighter } from "./initiative-setup";
import type { RollHarness } from "./roll-setup";
import type { HarnessUser } from "../harness";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import type { FrayCombat } from "../../src/documents";
import { spendTurnCost, type TurnLedger } from "../../src/rules";
import { activePolicies } from "../../src/settings/policies";
import { automationSettled } from "../../src/combat/automation";

const messages = () => (game.messages as unknown as { contents: { content: string; rolls: unknown[] }[] }).contents;

const cast = (h: RollHarness): Fighter[] => [
  { name: "Ayla", owner: h.player, system: { abilities: { dex: { value: 14 } }, speed: { walk: 30 } } },
  { name: "Bran", owner: h.player2, system: { abilities: { dex: { value: 12 } }, speed: { walk: 25 } } },
  ...["Goblin A", "Goblin B", "Goblin C"].map((name) => ({
    name,
    kind: "goblin",
    type: "npc" as const,
    system: { abilities: { dex: { value: 14 } }, speed: { walk: 30 } },
  })),
  { name: "Ogre", type: "npc", system: { abilities: { dex: { value: 8 } }, speed: { walk: 40 } } },
];

type Encounter = FrayCombat & HarnessCombat;

/** Who plays each creature: Ayla's player, Bran's player, the GM for the monsters. */
const playerOf = (h: RollHarness, name: string | undefined): HarnessUser =>
  name === "Ayla" ? h.player : name === "Bran" ? h.player2 : h.gm;

/** Initiative as a table rolls it: each player for its own character, from its own client, then the GM. */
async function rollAsTable(h: RollHarness, combat: Encounter): Promise<void> {
  await h.as(h.player, () => combat.rollAll());
  await h.as(h.player2, () => combat.rollAll());
  await combat.rollNPC();
  await settle();
}

/** Every connected table member's client shows the same order, turn and ledgers as the GM's. */
function everyClientAgrees(h: RollHarness, combat: Encounter): void {
  const view = (user: HarnessUser) => {
    const copy = h.doc(combat, user) as unknown as HarnessCombat;
    return {
      order: copy.turns.map((c) => c.name),
      turn: copy.turn,
      round: copy.round,
      ledgers: copy.turns.map((c) => c.system),
    };
  };
  const gm = view(h.gm);
  for (const user of [h.assistant, h.player, h.player2, h.observer]) expect(view(user)).toEqual(gm);
}

async function encounter(preset: string): Promise<{ h: RollHarness; combat: Encounter }> {
  const h = await initiativeHarness(preset);
  const combat = await combatOf(h, ...cast(h));
  await combat.setSurprise({ surprised: [named(combat, "Bran").id], suddenAction: [] });
  return { h, combat };
}

const ledgerOf = (c: HarnessCombatant | undefined): TurnLedger => {
  const ledger = (c?.system as { ledger: TurnLedger | null } | undefined)?.ledger;
  if (!ledger) throw new Error(`no ledger on ${c?.name ?? "nobody"}`);
  return ledger;
};

const SPEED: Record<string, number> = { Ayla: 30, Bran: 25, "Goblin A": 30, "Goblin B": 30, "Goblin C": 30, Ogre: 40 };

/**
 * Runs three rounds and checks each turn start: whose turn it is (the order, every round the same, CMB-2),
 * and its fresh ledger (ECON-1 / ECON-3; INIT-6: a surprised creature's first turn is lost where the preset
 * says so). No chat message is posted by an ordinary turn.
 */
async function threeRounds(
  h: RollHarness,
  combat: Encounter,
  expected: string[],
  economy: "5e" | "three",
  surpriseLosesTurn: boolean,
  roundStartCards: readonly number[] = [0, 0, 0],
) {
  let posted = messages().length;
  await combat.startCombat();
  await settle();
  for (let round = 1; round <= 3; round++) {
    // What a round start posts (a5e world action recharges), before the round's first turn.
    expect(messages().length - posted).toBe(roundStartCards[round - 1]);
    posted = messages().length;
    for (const [turn, name] of expected.entries()) {
      expect(combat.round).toBe(round);
      expect(combat.turn).toBe(turn);
      const current = combat.combatant;
      expect(current?.name).toBe(name);
      const ledger = ledgerOf(current);
      expect(ledger.onTurn).toBe(true);
      expect(ledger.turnsStarted).toBe(round);
      const lost = surpriseLosesTurn && name === "Bran" && round === 1;
      expect(ledger.surprised).toBe(lost);
      if (economy === "three") {
        expect(ledger.actions).toEqual({ used: 0, remaining: 3 });
      } else {
        expect(ledger.actions).toEqual({ used: 0, remaining: 1 });
        expect(ledger.movement).toEqual({ used: 0, remaining: SPEED[name] });
      }
      // INIT-6: on a lost first turn the rules refuse any action or movement; otherwise one action is there.
      const economyPolicies = activePolicies().economy;
      expect(spendTurnCost(ledger, economyPolicies, { kind: "action" }).ok).toBe(!lost);
      expect(spendTurnCost(ledger, economyPolicies, { kind: "movement", amount: 5 }).ok).toBe(
        !lost && economy === "5e",
      );
      const turns = (combat as HarnessCombat).turns;
      const others = turns.filter((c) => c.id !== current?.id && (c.system as { ledger: unknown }).ledger);
      expect(others.every((c) => !ledgerOf(c).onTurn)).toBe(true);
      // The creature's player ends its turn from its own client (a player through the GM, CMB-2).
      await h.as(playerOf(h, name), () => combat.nextTurn());
      await settle();
      if (turn < expected.length - 1) expect(messages().length).toBe(posted);
    }
  }
  expect(combat.round).toBe(4);
  everyClientAgrees(h, combat);
  // The players' clients asked (over the system socket); only GMs' clients wrote the combat and its combatants.
  const endedTurns = (user: HarnessUser) =>
    h.client(user).socket.sent.filter((m) => (m.message as { name?: string }).name === "fray.advanceTurn").length;
  expect(endedTurns(h.player)).toBeGreaterThan(0);
  expect(endedTurns(h.player2)).toBeGreaterThan(0);
  const writers = h.operations.filter((o) => o.documentName === "Combat" || o.documentName === "Combatant");
  expect(writers.every((o) => o.userId === h.gm.id)).toBe(true);
}

describe("issue 5 acceptance: a three-round encounter per preset", () => {
  it("srd51: group roll, the lost surprised turn (INIT-6), a PC–monster tie the GM settles (INIT-9)", async () => {
    const { h, combat } = await encounter("srd51");
    h.dice.queue(20, 13, 10, 13, 5); // Ayla 15, Bran 11, goblins 15 (one roll), Ogre 4
    await rollAsTable(h, combat);
    expect(messages()).toHaveLength(4);
    expect(order(combat)).toEqual(["Ayla", "Goblin A", "Goblin B", "Goblin C", "Bran", "Ogre"]);
    expect(combat.openTies()).toEqual([expect.objectContaining({ decidedBy: "gm" })]);
    expect(await combat.moveInTie(named(combat, "Ayla").id, 1)).toBe(true);
    const expected = ["Goblin A", "Goblin B", "Goblin C", "Ayla", "Bran", "Ogre"];
    expect(order(combat)).toEqual(expected);
    expect(combat.openTies()).toEqual([]);
    await threeRounds(h, combat, expected, "5e", true);
  });

  it("srd52: the surprised PC rolls with disadvantage (INIT-5), Dexterity score breaks a tie (INIT-10)", async () => {
    const { h, combat } = await encounter("srd52");
    h.dice.queue(20, 13, 18, 10, 13, 12); // Ayla 15, Bran min(18,10)+1 = 11, goblins 15, Ogre 12-1 = 11
    await rollAsTable(h, combat);
    expect(messages()).toHaveLength(4);
    expect(order(combat)).toEqual(["Ayla", "Goblin A", "Goblin B", "Goblin C", "Bran", "Ogre"]);
    expect(combat.openTies()).toHaveLength(1); // Ayla and the goblins share Dexterity 14: the GM's call
    await threeRounds(h, combat, order(combat), "5e", false);
  });

  it("a5e: every creature rolls alone, ties roll off until broken (INIT-11), the surprised PC loses its turn", async () => {
    const { h, combat } = await encounter("a5e");
    h.dice.queue(20, 13, 10, 13, 4, 9, 2); // Ayla 15, Bran 11, Goblin A 15, Goblin B 6, Goblin C 11, Ogre 1
    h.dice.queue(20, 8, 17, 12, 12, 5, 19); // 15: Ayla 8, Goblin A 17; 11: Bran 12, Goblin C 12, then 5, 19
    await rollAsTable(h, combat);
    expect(messages()).toHaveLength(7);
    expect(messages().at(-1)?.rolls).toHaveLength(6);
    const expected = ["Goblin A", "Ayla", "Goblin C", "Bran", "Goblin B", "Ogre"];
    expect(order(combat)).toEqual(expected);
    expect((named(combat, "Bran").system as { rollOffs: number[] }).rollOffs).toEqual([12, 5]);
    expect(h.dice.pending()).toEqual({});
    // ENV-1 / ENV-2: the environment's Falling Rocks (recharge 5–6) is used before the fight; its d6 shows 3.
    await combat.addWorldAction({ name: "Falling Rocks", rechargeMin: 5 });
    h.dice.queue(6, 3);
    await combat.useWorldAction("falling-rocks");
    h.dice.queue(6, 2, 5); // round 1 start: 2, still spent; round 2 start: 5, back; round 3: nothing to roll
    await threeRounds(h, combat, expected, "5e", true, [1, 1, 0]);
    expect(h.dice.pending()).toEqual({});
    expect((combat.system as unknown as { worldActions: { available: boolean }[] }).worldActions[0]?.available).toBe(
      true,
    );
  });

  it("delta: characters roll alone, a PC–monster tie waits for the GM (INIT-13)", async () => {
    const { h, combat } = await encounter("delta");
    h.dice.queue(20, 13, 18, 10, 13, 4, 9, 2); // Ayla 15, Bran 11 (disadvantage), A 15, B 6, C 11, Ogre 1
    await rollAsTable(h, combat);
    expect(messages()).toHaveLength(6);
    const expected = ["Ayla", "Goblin A", "Bran", "Goblin C", "Goblin B", "Ogre"];
    expect(order(combat)).toEqual(expected);
    expect(combat.openTies()).toHaveLength(2);
    await threeRounds(h, combat, expected, "5e", false);
  });

  it("threeAction: Perception initiative, monsters first in a tie (INIT-12), a hero at 0 HP moves and rolls recovery (INIT-16)", async () => {
    const { h, combat } = await encounter("threeAction");
    const perception = (name: string) =>
      (named(combat, name).actor?.system as { derived: { perception: number } }).derived.perception;
    // Totals: Ayla 20, Bran 14, goblins 20 (one roll), Ogre 10.
    h.dice.queue(
      20,
      20 - perception("Ayla"),
      14 - perception("Bran"),
      20 - perception("Goblin A"),
      10 - perception("Ogre"),
    );
    await rollAsTable(h, combat);
    expect(messages()).toHaveLength(4);
    const expected = ["Goblin A", "Goblin B", "Goblin C", "Ayla", "Bran", "Ogre"];
    expect(order(combat)).toEqual(expected);
    expect(combat.openTies()).toEqual([]);
    expect(h.dice.pending()).toEqual({});

    await combat.startCombat();
    await settle();
    const seen: string[] = [];
    const ayla = named(combat, "Ayla").actor as unknown as { update(data: object): Promise<unknown> };
    for (let turn = 0; turn < 18; turn++) {
      const current = combat.combatant;
      seen.push(`${combat.round}:${current?.name ?? ""}`);
      expect(ledgerOf(current)).toMatchObject({ onTurn: true, actions: { used: 0, remaining: 3 }, surprised: false });
      // ECON-5: the unconscious (dying) hero can't act on her turn.
      expect(ledgerOf(current).incapacitated).toBe(combat.round === 3 && current?.name === "Ayla");
      if (combat.round === 2 && current?.name === "Ogre") {
        // The ogre drops Ayla: dying 1, and she moves to just before the ogre (its turn goes on).
        await ayla.update({ system: { hp: { value: 0 } } });
        await automationSettled();
        expect(order(combat)).toEqual(["Goblin A", "Goblin B", "Goblin C", "Bran", "Ayla", "Ogre"]);
        expect(combat.combatant?.name).toBe("Ogre");
        expect(named(combat, "Ayla").initiative).toBe(named(combat, "Ogre").initiative);
      }
      if (combat.round === 3 && combat.turn === 3) h.dice.queue(20, 15); // Ayla's recovery check next
      const posted = messages().length;
      await h.as(playerOf(h, current?.name), () => combat.nextTurn());
      await settle();
      await automationSettled();
      const next = combat.combatant?.name;
      // Only the dying hero's turn start posts something: her recovery check card with its roll.
      expect(messages().length - posted).toBe(combat.round === 3 && next === "Ayla" ? 1 : 0);
    }
    expect(seen).toEqual([
      ...expected.map((n) => `1:${n}`),
      ...expected.map((n) => `2:${n}`),
      ...["Goblin A", "Goblin B", "Goblin C", "Bran", "Ayla", "Ogre"].map((n) => `3:${n}`),
    ]);
    expect(messages().at(-1)?.rolls).toHaveLength(1);
    expect(h.dice.pending()).toEqual({});
    everyClientAgrees(h, combat);
  });
});
