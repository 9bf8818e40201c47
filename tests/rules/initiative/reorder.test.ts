import { describe, expect, it } from "vitest";
import { getPreset } from "../../../src/rules";
import {
  canSwapInitiative,
  reorderProposers,
  swapInitiative,
  type InitiativeEntry,
  type InitiativeReorderState,
} from "../../../src/rules/initiative";

const delta = getPreset("delta").policies.initiative;
const order: InitiativeEntry[] = [
  { id: "ana", initiative: 19, controller: "player", ownerIds: ["u1"] },
  { id: "orc", initiative: 17, controller: "gm" },
  { id: "bo", initiative: 15, controller: "player", ownerIds: ["u2"] },
  { id: "cat", initiative: 12, controller: "player", ownerIds: ["u1"] },
  { id: "imp", initiative: 8, controller: "gm" },
  { id: "npc", initiative: 5, controller: "player" },
];
const state = { round: 0, order };
/** delta with the world's optional reorder setting on. */
const swap = (st: InitiativeReorderState, requester: string, aId: string, bId: string) =>
  canSwapInitiative(delta, st, requester, aId, bId, { reorderEnabled: true });
const ids = (o: readonly InitiativeEntry[]) => o.map((e) => `${e.id}:${e.initiative}`);

describe("INIT-14 optional reorder before round 1 (delta)", () => {
  it("swapping trades places and counts; nobody else moves", () => {
    expect(ids(swapInitiative(order, "ana", "bo"))).toEqual(["bo:19", "orc:17", "ana:15", "cat:12", "imp:8", "npc:5"]);
    expect(order[0]?.id).toBe("ana");
  });

  it("a player may swap their character with another player's", () => {
    const result = swap(state, "u2", "bo", "ana");
    expect(result.ok && ids(result.order)).toEqual(["bo:19", "orc:17", "ana:15", "cat:12", "imp:8", "npc:5"]);
  });

  it("players propose in order of their highest initiative", () => {
    expect(reorderProposers(order)).toEqual(["u1", "u2"]);
    const withTurn = { ...state, proposerUserId: "u1" };
    expect(swap(withTurn, "u2", "bo", "ana")).toEqual({
      ok: false,
      reason: "notYourTurnToPropose",
    });
    expect(swap(withTurn, "u1", "cat", "bo").ok).toBe(true);
  });

  it("a player can't swap with a GM creature, their own character, or someone else's pair", () => {
    expect(swap(state, "u1", "ana", "orc")).toEqual({
      ok: false,
      reason: "notAnotherPlayersCharacter",
    });
    expect(swap(state, "u1", "ana", "cat")).toEqual({
      ok: false,
      reason: "notAnotherPlayersCharacter",
    });
    expect(swap(state, "u1", "ana", "npc")).toEqual({
      ok: false,
      reason: "notAnotherPlayersCharacter",
    });
    expect(swap(state, "u3", "ana", "bo")).toEqual({ ok: false, reason: "notYourCharacter" });
  });

  it("the GM swaps only among the entities it controls", () => {
    const result = swap(state, "gm", "imp", "orc");
    expect(result.ok && ids(result.order)).toEqual(["ana:19", "imp:17", "bo:15", "cat:12", "orc:8", "npc:5"]);
    expect(swap(state, "gm", "orc", "bo")).toEqual({ ok: false, reason: "notGmControlled" });
  });

  it("only before the first round", () => {
    expect(swap({ ...state, round: 1 }, "u2", "bo", "ana")).toEqual({
      ok: false,
      reason: "combatStarted",
    });
  });

  it("a surprised combatant can't swap", () => {
    const surprised = { ...state, surprisedIds: ["ana"] };
    expect(swap(surprised, "u2", "bo", "ana")).toEqual({ ok: false, reason: "surprised" });
  });

  it("a combatant can't swap with itself", () => {
    expect(swap(state, "gm", "orc", "orc")).toEqual({ ok: false, reason: "sameCombatant" });
  });

  it.each(["srd51", "srd52", "a5e", "threeAction"])("%s has no reorder phase, even with the setting on", (id) => {
    expect(
      canSwapInitiative(getPreset(id).policies.initiative, state, "u2", "bo", "ana", { reorderEnabled: true }),
    ).toEqual({ ok: false, reason: "reorderOff" });
  });

  it("delta's reorder is optional: off unless the world setting turns it on", () => {
    expect(canSwapInitiative(delta, state, "u2", "bo", "ana")).toEqual({ ok: false, reason: "reorderOff" });
    expect(canSwapInitiative(delta, state, "u2", "bo", "ana", { reorderEnabled: false })).toEqual({
      ok: false,
      reason: "reorderOff",
    });
    expect(canSwapInitiative(delta, state, "u2", "bo", "ana", { reorderEnabled: true }).ok).toBe(true);
    expect(() => canSwapInitiative(delta, state, "u2", "bo", "ana", { reorderEnabled: 1 as never })).toThrow(
      /^options\.reorderEnabled:/,
    );
  });

  it("rejects malformed input naming the field", () => {
    expect(() => swap(state, "u2", "bo", "zed")).toThrow(/^bId: unknown combatant "zed"/);
    expect(() => swap({ ...state, round: -1 }, "u2", "bo", "ana")).toThrow(/^state\.round:/);
    expect(() => swap({ ...state, surprisedIds: ["who"] }, "gm", "orc", "imp")).toThrow(/^state\.surprisedIds\[0\]:/);
    expect(() => swap(state, "", "bo", "ana")).toThrow(/^requester:/);
    expect(() => swap({ ...state, proposerUserId: 3 as never }, "u1", "ana", "bo")).toThrow(/^state\.proposerUserId:/);
    expect(() => swapInitiative(order, "x", "ana")).toThrow(/^aId:/);
    expect(() => reorderProposers([order[0], order[0]] as never)).toThrow(/^order\[1\]\.id: duplicate/);
  });
});

describe("INIT-14 / INIT-4 a swap that changes a group member's count takes it out of the group", () => {
  const grouped: InitiativeEntry[] = [
    { id: "w1", initiative: 16, controller: "gm", groupId: "wolves" },
    { id: "w2", initiative: 16, controller: "gm", groupId: "wolves" },
    { id: "imp", initiative: 8, controller: "gm" },
    { id: "o1", initiative: 5, controller: "gm", groupId: "orcs" },
  ];

  it("the member who moves to another count leaves; the rest keep the group", () => {
    const result = swap({ round: 0, order: grouped }, "gm", "w2", "imp");
    expect(result).toEqual({
      ok: true,
      order: [
        { id: "w1", initiative: 16, controller: "gm", groupId: "wolves" },
        { id: "imp", initiative: 16, controller: "gm" },
        { id: "w2", initiative: 8, controller: "gm" },
        { id: "o1", initiative: 5, controller: "gm", groupId: "orcs" },
      ],
    });
  });

  it("members of two groups both leave; members trading places on the same count stay", () => {
    const across = swapInitiative(grouped, "w1", "o1");
    expect(across.map((e) => [e.id, e.initiative, e.groupId])).toEqual([
      ["o1", 16, undefined],
      ["w2", 16, "wolves"],
      ["imp", 8, undefined],
      ["w1", 5, undefined],
    ]);
    const within = swapInitiative(grouped, "w1", "w2");
    expect(within.map((e) => [e.id, e.groupId])).toEqual([
      ["w2", "wolves"],
      ["w1", "wolves"],
      ["imp", undefined],
      ["o1", "orcs"],
    ]);
  });
});
