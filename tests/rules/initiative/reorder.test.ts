import { describe, expect, it } from "vitest";
import { getPreset } from "../../../src/rules";
import {
  canSwapInitiative,
  reorderProposers,
  swapInitiative,
  type InitiativeEntry,
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
const ids = (o: readonly InitiativeEntry[]) => o.map((e) => `${e.id}:${e.initiative}`);

describe("INIT-14 optional reorder before round 1 (delta)", () => {
  it("swapping trades places and counts; nobody else moves", () => {
    expect(ids(swapInitiative(order, "ana", "bo"))).toEqual(["bo:19", "orc:17", "ana:15", "cat:12", "imp:8", "npc:5"]);
    expect(order[0]?.id).toBe("ana");
  });

  it("a player may swap their character with another player's", () => {
    const result = canSwapInitiative(delta, state, "u2", "bo", "ana");
    expect(result.ok && ids(result.order)).toEqual(["bo:19", "orc:17", "ana:15", "cat:12", "imp:8", "npc:5"]);
  });

  it("players propose in order of their highest initiative", () => {
    expect(reorderProposers(order)).toEqual(["u1", "u2"]);
    const withTurn = { ...state, proposerUserId: "u1" };
    expect(canSwapInitiative(delta, withTurn, "u2", "bo", "ana")).toEqual({
      ok: false,
      reason: "notYourTurnToPropose",
    });
    expect(canSwapInitiative(delta, withTurn, "u1", "cat", "bo").ok).toBe(true);
  });

  it("a player can't swap with a GM creature, their own character, or someone else's pair", () => {
    expect(canSwapInitiative(delta, state, "u1", "ana", "orc")).toEqual({
      ok: false,
      reason: "notAnotherPlayersCharacter",
    });
    expect(canSwapInitiative(delta, state, "u1", "ana", "cat")).toEqual({
      ok: false,
      reason: "notAnotherPlayersCharacter",
    });
    expect(canSwapInitiative(delta, state, "u1", "ana", "npc")).toEqual({
      ok: false,
      reason: "notAnotherPlayersCharacter",
    });
    expect(canSwapInitiative(delta, state, "u3", "ana", "bo")).toEqual({ ok: false, reason: "notYourCharacter" });
  });

  it("the GM swaps only among the entities it controls", () => {
    const result = canSwapInitiative(delta, state, "gm", "imp", "orc");
    expect(result.ok && ids(result.order)).toEqual(["ana:19", "imp:17", "bo:15", "cat:12", "orc:8", "npc:5"]);
    expect(canSwapInitiative(delta, state, "gm", "orc", "bo")).toEqual({ ok: false, reason: "notGmControlled" });
  });

  it("only before the first round", () => {
    expect(canSwapInitiative(delta, { ...state, round: 1 }, "u2", "bo", "ana")).toEqual({
      ok: false,
      reason: "combatStarted",
    });
  });

  it("a surprised combatant can't swap", () => {
    const surprised = { ...state, surprisedIds: ["ana"] };
    expect(canSwapInitiative(delta, surprised, "u2", "bo", "ana")).toEqual({ ok: false, reason: "surprised" });
  });

  it("a combatant can't swap with itself", () => {
    expect(canSwapInitiative(delta, state, "gm", "orc", "orc")).toEqual({ ok: false, reason: "sameCombatant" });
  });

  it.each(["srd51", "srd52", "a5e", "threeAction"])("%s has no reorder phase", (id) => {
    expect(canSwapInitiative(getPreset(id).policies.initiative, state, "u2", "bo", "ana")).toEqual({
      ok: false,
      reason: "reorderOff",
    });
  });

  it("rejects malformed input naming the field", () => {
    expect(() => canSwapInitiative(delta, state, "u2", "bo", "zed")).toThrow(/^bId: unknown combatant "zed"/);
    expect(() => canSwapInitiative(delta, { ...state, round: -1 }, "u2", "bo", "ana")).toThrow(/^state\.round:/);
    expect(() => canSwapInitiative(delta, { ...state, surprisedIds: ["who"] }, "gm", "orc", "imp")).toThrow(
      /^state\.surprisedIds\[0\]:/,
    );
    expect(() => canSwapInitiative(delta, state, "", "bo", "ana")).toThrow(/^requester:/);
    expect(() => canSwapInitiative(delta, { ...state, proposerUserId: 3 as never }, "u1", "ana", "bo")).toThrow(
      /^state\.proposerUserId:/,
    );
    expect(() => swapInitiative(order, "x", "ana")).toThrow(/^aId:/);
    expect(() => reorderProposers([order[0], order[0]] as never)).toThrow(/^order\[1\]\.id: duplicate/);
  });
});
