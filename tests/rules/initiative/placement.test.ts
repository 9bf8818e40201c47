import { describe, expect, it } from "vitest";
import { getPreset } from "../../../src/rules";
import {
  insertLateJoiner,
  mountTakesRiderInitiative,
  moveDyingHeroBeforeCurrent,
  type InitiativeEntry,
} from "../../../src/rules/initiative";

const policies = (id: string) => getPreset(id).policies.initiative;
const order: InitiativeEntry[] = [
  { id: "a", initiative: 20, controller: "player", ownerIds: ["u1"], dexterityScore: 12 },
  { id: "b", initiative: 15, controller: "gm", dexterityScore: 14 },
  { id: "c", initiative: 15, controller: "player", ownerIds: ["u2"], dexterityScore: 10 },
  { id: "horse", initiative: 11, controller: "gm", groupId: "horses" },
  { id: "d", initiative: 6, controller: "gm" },
];
const view = (o: readonly InitiativeEntry[]) => o.map((e) => `${e.id}:${e.initiative}`);

describe("INIT-15 a controlled mount takes its rider's initiative", () => {
  it.each(["srd51", "srd52", "a5e", "delta"])("%s: the mount moves to just after the rider", (id) => {
    const result = mountTakesRiderInitiative(policies(id), order, "horse", "a");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(view(result.order)).toEqual(["a:20", "horse:20", "b:15", "c:15", "d:6"]);
    expect(result.initiative).toBe(20);
    expect(result.order[1]?.groupId).toBeUndefined();
  });

  it("works when the mount starts above the rider", () => {
    const result = mountTakesRiderInitiative(policies("srd52"), order, "b", "d");
    expect(result.ok && view(result.order)).toEqual(["a:20", "c:15", "horse:11", "d:6", "b:6"]);
  });

  it("threeAction keeps the mount's own place", () => {
    expect(mountTakesRiderInitiative(policies("threeAction"), order, "horse", "a")).toEqual({
      ok: false,
      reason: "mountKeepsOwnInitiative",
    });
  });

  it("rejects bad ids", () => {
    expect(() => mountTakesRiderInitiative(policies("srd52"), order, "horse", "horse")).toThrow(/^riderId:/);
    expect(() => mountTakesRiderInitiative(policies("srd52"), order, "pony", "a")).toThrow(/^mountId: unknown/);
  });
});

describe("INIT-16 a hero at 0 HP moves to just before the current turn (threeAction)", () => {
  const three = policies("threeAction");

  it("moves up from below the current creature", () => {
    const result = moveDyingHeroBeforeCurrent(three, order, "c", "a");
    expect(result).toMatchObject({ ok: true, initiative: 20, currentIndex: 1 });
    expect(result.ok && view(result.order)).toEqual(["c:20", "a:20", "b:15", "horse:11", "d:6"]);
  });

  it("moves down from above the current creature", () => {
    const result = moveDyingHeroBeforeCurrent(three, order, "a", "horse");
    expect(result).toMatchObject({ ok: true, initiative: 11, currentIndex: 3 });
    expect(result.ok && view(result.order)).toEqual(["b:15", "c:15", "a:11", "horse:11", "d:6"]);
  });

  it("stays put when knocked out on its own turn", () => {
    const result = moveDyingHeroBeforeCurrent(three, order, "c", "c");
    expect(result).toMatchObject({ ok: true, initiative: 15, currentIndex: 2 });
    expect(result.ok && view(result.order)).toEqual(view(order));
  });

  it.each(["srd51", "srd52", "a5e", "delta"])("%s: the order doesn't change", (id) => {
    expect(moveDyingHeroBeforeCurrent(policies(id), order, "c", "a")).toEqual({ ok: false, reason: "dyingKeepsPlace" });
  });

  it("rejects unknown ids", () => {
    expect(() => moveDyingHeroBeforeCurrent(three, order, "c", "zz")).toThrow(/^currentId: unknown/);
    expect(() => moveDyingHeroBeforeCurrent(three, order, "zz", "a")).toThrow(/^heroId: unknown/);
  });
});

describe("INIT-17 a late joiner enters at its own initiative or a fixed count", () => {
  it("enters at its own count, after existing ties", () => {
    const result = insertLateJoiner(order, { id: "imp", initiative: 15, controller: "gm" });
    expect(view(result.order)).toEqual(["a:20", "b:15", "c:15", "imp:15", "horse:11", "d:6"]);
    expect(result.index).toBe(3);
    expect(result.tiedWith).toEqual(["b", "c"]);
  });

  it("enters at a fixed count such as 20", () => {
    const result = insertLateJoiner(order, { id: "shadow", initiative: 3, controller: "gm" }, { atCount: 20 });
    expect(view(result.order)).toEqual(["a:20", "shadow:20", "b:15", "c:15", "horse:11", "d:6"]);
    expect(insertLateJoiner(order, { id: "x", initiative: 25, controller: "gm" }).index).toBe(0);
    expect(insertLateJoiner(order, { id: "x", initiative: 1, controller: "gm" }).index).toBe(5);
  });

  it("the preset's Dexterity step can seat it inside a tie (srd52)", () => {
    const joiner: InitiativeEntry = { id: "elf", initiative: 15, controller: "player", dexterityScore: 12 };
    const result = insertLateJoiner(order, joiner, { ties: policies("srd52").ties });
    expect(view(result.order)).toEqual(["a:20", "b:15", "elf:15", "c:15", "horse:11", "d:6"]);
    expect(result.tiedWith).toEqual([]);
    const quick = insertLateJoiner(order, { ...joiner, dexterityScore: 18 }, { ties: ["dexterityScore"] });
    expect(quick.index).toBe(1);
    const noScore = insertLateJoiner(
      order,
      { id: "x", initiative: 15, controller: "gm" },
      { ties: ["dexterityScore"] },
    );
    expect(noScore.index).toBe(3);
  });

  it("monsters first seats a monster before tied heroes (threeAction)", () => {
    const result = insertLateJoiner(
      order,
      { id: "rat", initiative: 15, controller: "gm" },
      { ties: policies("threeAction").ties },
    );
    expect(result.index).toBe(2);
    expect(result.tiedWith).toEqual(["b"]);
    const hero = insertLateJoiner(
      order,
      { id: "h", initiative: 15, controller: "player" },
      { ties: ["monstersFirst"] },
    );
    expect(hero.index).toBe(3);
  });

  it("a roll-off step leaves the joiner after the tie, reported", () => {
    const result = insertLateJoiner(
      order,
      { id: "x", initiative: 15, controller: "gm", dexterityScore: 30 },
      {
        ties: policies("a5e").ties,
      },
    );
    expect(result.index).toBe(3);
    expect(result.tiedWith).toEqual(["b", "c"]);
  });

  it("rejects bad input naming the field", () => {
    expect(() => insertLateJoiner(order, { id: "a", initiative: 3, controller: "gm" })).toThrow(/^newEntry\.id:/);
    expect(() => insertLateJoiner(order, { id: "x", initiative: Number.NaN, controller: "gm" })).toThrow(
      /^newEntry\.initiative:/,
    );
    expect(() => insertLateJoiner(order, { id: "x", initiative: 1, controller: "gm" }, { atCount: Infinity })).toThrow(
      /^options\.atCount:/,
    );
    expect(() =>
      insertLateJoiner(order, { id: "x", initiative: 1, controller: "gm" }, { ties: ["first" as "manual"] }),
    ).toThrow(/^options\.ties\[0\]:/);
  });
});
