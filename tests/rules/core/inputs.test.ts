import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  RuleInputError,
  abilityModifier,
  bool,
  clonePlain,
  deepFreeze,
  dieResult,
  finite,
  integer,
  integerInRange,
  list,
  nonNegative,
  nonNegativeInteger,
  oneOf,
  record,
  sequenceRoller,
  sizeDifference,
  sizeRank,
  source,
  text,
} from "../../../src/rules";

describe("input checks", () => {
  it("pass good values through", () => {
    expect(finite(1.5, "x")).toBe(1.5);
    expect(integer(-3, "x")).toBe(-3);
    expect(nonNegative(0, "x")).toBe(0);
    expect(nonNegativeInteger(4, "x")).toBe(4);
    expect(integerInRange(3, "x", 1, 3)).toBe(3);
    expect(oneOf("b", "x", ["a", "b"])).toBe("b");
    expect(bool(false, "x")).toBe(false);
    expect(text("hi", "x")).toBe("hi");
    expect(dieResult(20, "x", 20)).toBe(20);
    expect(record({ a: 1 }, "x")).toEqual({ a: 1 });
    expect(list([1], "x")).toEqual([1]);
  });

  it.each<[string, () => unknown, string]>([
    ["NaN", () => finite(Number.NaN, "speed"), "speed: expected a finite number, got NaN"],
    ["Infinity", () => finite(Infinity, "speed"), "speed: expected a finite number, got Infinity"],
    ["a string", () => finite("5", "speed"), 'speed: expected a finite number, got "5"'],
    ["a fraction", () => integer(1.5, "count"), "count: expected a whole number, got 1.5"],
    ["a negative", () => nonNegative(-1, "reach"), "reach: must not be negative, got -1"],
    ["a negative integer", () => nonNegativeInteger(-2, "dying"), "dying: must not be negative, got -2"],
    ["out of range", () => integerInRange(21, "natural", 1, 20), "natural: must be between 1 and 20, got 21"],
    ["an unknown choice", () => oneOf("x", "size", ["tiny"]), 'size: expected one of tiny, got "x"'],
    ["not a boolean", () => bool(1, "flag"), "flag: expected true or false, got 1"],
    ["a blank string", () => text(" ", "id"), 'id: expected a non-empty string, got " "'],
    ["a die out of range", () => dieResult(0, "roll", 6), "roll: must be between 1 and 6, got 0"],
    ["null for an object", () => record(null, "state"), "state: expected an object, got null"],
    ["an array for an object", () => record([], "state"), "state: expected an object, got an array"],
    ["an object for a list", () => list({}, "entries"), "entries: expected a list, got a object"],
  ])("reject %s with the field named", (_, call, message) => {
    expect(call).toThrow(RuleInputError);
    expect(call).toThrow(message);
  });

  it("carry the field on the error", () => {
    try {
      finite(undefined, "hp.value");
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      expect((error as RuleInputError).field).toBe("hp.value");
    }
  });
});

describe("creatures", () => {
  it("derive ability modifiers", () => {
    expect([1, 8, 9, 10, 11, 12, 30].map((s) => abilityModifier(s))).toEqual([-5, -1, -1, 0, 0, 1, 10]);
    expect(() => abilityModifier(Number.NaN, "abilities.dex")).toThrow(/^abilities\.dex: /);
    expect(() => abilityModifier(0)).toThrow("score: must be between 1 and 30, got 0");
  });

  it("rank sizes from tiny to titanic", () => {
    expect(sizeRank("tiny")).toBe(0);
    expect(sizeRank("titanic")).toBe(6);
    expect(sizeDifference("huge", "medium")).toBe(2);
    expect(() => sizeRank("colossal", "target.size")).toThrow(/^target\.size: expected one of tiny/);
  });
});

describe("plain data", () => {
  it("clones deeply and freezes deeply", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = clonePlain(value);
        expect(copy).toEqual(value);
      }),
    );
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const copy0 = clonePlain(hostile);
    expect(Object.keys(copy0)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(copy0)).toBe(Object.prototype);
    const data = { a: [{ b: 1 }] };
    const copy = clonePlain(data);
    expect(copy.a).not.toBe(data.a);
    deepFreeze(copy);
    expect(Object.isFrozen(copy.a[0])).toBe(true);
  });
});

describe("sources and rollers", () => {
  it("build sources with or without a value", () => {
    expect(source("ATK-7", "unseenTarget", "disadvantage")).toEqual({
      rule: "ATK-7",
      reason: "unseenTarget",
      effect: "disadvantage",
    });
    expect(source("ATK-4", "multipleAttack", "modifier", -5)).toMatchObject({ value: -5 });
  });

  it("play back fixed results, checking each against its die, and never invent one", () => {
    const roller = sequenceRoller([3, 20]);
    expect(roller.roll(6)).toBe(3);
    expect(roller.remaining).toBe(1);
    expect(roller.roll(20)).toBe(20);
    expect(() => roller.roll(20)).toThrow("roller: no result left for d20");
    expect(() => sequenceRoller([7]).roll(6)).toThrow("roller result 0: must be between 1 and 6, got 7");
  });
});
