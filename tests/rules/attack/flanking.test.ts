import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  backToBackEffect,
  flankingLine,
  gridFlanking,
  gridlessFlanking,
  type FlankerSpace,
} from "../../../src/rules/attack";
import { A5E, SRD52, withAttack } from "./helpers";

const at = (x: number, y: number, side = 1): FlankerSpace => ({ x, y, side });
const target = at(0, 0);
const large = at(0, 0, 2);
const NEIGHBOURS = [-1, 0, 1].flatMap((x) => [-1, 0, 1].map((y) => at(x, y))).filter((c) => c.x !== 0 || c.y !== 0);

describe("ATK-14 flanking geometry (exactly opposite sides)", () => {
  it("a one-cell target: exactly the four pairs facing each other across it", () => {
    const pairs: string[] = [];
    NEIGHBOURS.forEach((a, i) => {
      for (const b of NEIGHBOURS.slice(i + 1)) {
        if (flankingLine(a, b, target)) pairs.push(`${a.x},${a.y}|${b.x},${b.y}`);
      }
    });
    expect(pairs.sort()).toEqual(["-1,-1|1,1", "-1,0|1,0", "-1,1|1,-1", "0,-1|0,1"]);
  });

  it("a Large target: creatures on its left and right sides flank whatever the rows", () => {
    expect(flankingLine(at(-1, 0), at(2, 0), large)).toBe(true);
    expect(flankingLine(at(-1, 0), at(2, 1), large)).toBe(true);
    expect(flankingLine(at(-1, 1), at(2, 0), large)).toBe(true);
    expect(flankingLine(at(0, -1), at(1, 2), large)).toBe(true);
    expect(flankingLine(at(-1, -1), at(2, 2), large)).toBe(true); // opposite corners
  });

  it("a Large target: a corner against a side, or two sides meeting at a corner, is no flank", () => {
    expect(flankingLine(at(-1, -1), at(2, 0), large)).toBe(false);
    expect(flankingLine(at(-1, -1), at(2, 1), large)).toBe(false);
    expect(flankingLine(at(-1, 0), at(2, -1), large)).toBe(false);
    expect(flankingLine(at(-1, 0), at(0, 2), large)).toBe(false);
    expect(flankingLine(at(-1, 0), at(-1, 1), large)).toBe(false); // same side
  });

  it("a Large flanker counts the cells it touches the target with", () => {
    expect(flankingLine(at(-2, -1, 2), at(1, 0), target)).toBe(true);
    // a Huge creature touching only by its corner cell is diagonal to the target, not opposite the right side
    expect(flankingLine(at(-3, -3, 3), at(1, 0), target)).toBe(false);
    expect(flankingLine(at(-3, -3, 3), at(1, 1), target)).toBe(true);
  });

  it("needs both creatures touching the target, and neither inside it", () => {
    expect(flankingLine(at(-2, 0), at(1, 0), target)).toBe(false);
    expect(flankingLine(at(0, 0), at(1, 0), target)).toBe(false);
    expect(flankingLine(at(-1, 0), at(1, 0, 2), large)).toBe(false);
  });

  const cell = fc.record({
    x: fc.integer({ min: -4, max: 5 }),
    y: fc.integer({ min: -4, max: 5 }),
    side: fc.integer({ min: 1, max: 3 }),
  });

  it("is symmetric, and unchanged by moving, mirroring or turning the whole picture", () => {
    fc.assert(
      fc.property(
        cell,
        cell,
        cell,
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        (a, b, t, dx, dy) => {
          const f = flankingLine(a, b, t);
          expect(flankingLine(b, a, t)).toBe(f);
          const move = (s: FlankerSpace) => at(s.x + dx, s.y + dy, s.side);
          expect(flankingLine(move(a), move(b), move(t))).toBe(f);
          const mirror = (s: FlankerSpace) => at(-s.x - s.side, s.y, s.side);
          expect(flankingLine(mirror(a), mirror(b), mirror(t))).toBe(f);
          const turn = (s: FlankerSpace) => at(s.y, -s.x - s.side, s.side);
          expect(flankingLine(turn(a), turn(b), turn(t))).toBe(f);
        },
      ),
    );
  });

  it("rejects a malformed space by name", () => {
    expect(() => flankingLine(at(0.5, 0), at(1, 0), target)).toThrow(/^attacker\.x:/);
    expect(() => flankingLine(at(-1, 0), at(1, 0, 0), target)).toThrow(/^ally\.side:/);
    expect(() => flankingLine(at(-1, 0), at(1, 0), null as never)).toThrow(/^target/);
  });
});

describe("ATK-14 flanking on a grid", () => {
  const base = { attacker: at(-1, 0), allies: [at(0, -1), at(1, 0)], target };

  it("a5e: an ally on the opposite side gives an expertise die", () => {
    expect(gridFlanking(A5E, base)).toEqual({
      flanking: true,
      reason: "flanking",
      allyIndex: 1,
      sources: [{ rule: "ATK-14", reason: "flanking", effect: "expertiseDie", value: 4 }],
    });
  });

  it("srd52: off unless the GM switches it on, and then it is advantage (no expertise dice)", () => {
    expect(gridFlanking(SRD52, base)).toMatchObject({ flanking: false, reason: "policyOff", sources: [] });
    expect(gridFlanking(withAttack(SRD52, { flanking: true }), base).sources).toEqual([
      { rule: "ATK-14", reason: "flanking", effect: "advantage" },
    ]);
  });

  it("an incapacitated ally can't complete the flank, nor an incapacitated attacker make it", () => {
    expect(gridFlanking(A5E, { ...base, allies: [{ ...at(1, 0), incapacitated: true }] }).reason).toBe(
      "noOppositeAlly",
    );
    expect(gridFlanking(A5E, { ...base, attacker: { ...at(-1, 0), incapacitated: true } }).reason).toBe(
      "attackerIncapacitated",
    );
  });

  it("needs the attacker beside the target and an ally exactly opposite", () => {
    expect(gridFlanking(A5E, { ...base, attacker: at(-2, 0) }).reason).toBe("attackerNotAdjacent");
    expect(gridFlanking(A5E, { ...base, allies: [at(1, 1)] })).toMatchObject({ flanking: false, allyIndex: -1 });
    expect(gridFlanking(A5E, { ...base, allies: [] }).reason).toBe("noOppositeAlly");
  });

  it("a target standing back-to-back can't be flanked (ATK-15)", () => {
    expect(gridFlanking(A5E, { ...base, targetBackToBack: true }).reason).toBe("backToBack");
  });

  it("names bad input", () => {
    expect(() => gridFlanking(A5E, { ...base, allies: [at(1, 0), { ...at(2, 0), side: -1 }] })).toThrow(
      /^allies\[1\]\.side:/,
    );
    expect(() => gridFlanking(A5E, { ...base, attacker: { ...at(-1, 0), incapacitated: "no" } } as never)).toThrow(
      /^attacker\.incapacitated:/,
    );
    expect(() => gridFlanking(A5E, { ...base, allies: undefined } as never)).toThrow(/^allies:/);
  });
});

describe("ATK-14 flanking without a grid", () => {
  it("three or more creatures attacking in melee, the attacker included", () => {
    expect(gridlessFlanking(A5E, { meleeAttackers: 3 }).sources).toEqual([
      { rule: "ATK-14", reason: "flanking", effect: "expertiseDie", value: 4 },
    ]);
    expect(gridlessFlanking(A5E, { meleeAttackers: 2 })).toMatchObject({ flanking: false, reason: "tooFewAttackers" });
    expect(gridlessFlanking(SRD52, { meleeAttackers: 5 }).reason).toBe("policyOff");
    expect(gridlessFlanking(A5E, { meleeAttackers: 4, targetBackToBack: true }).reason).toBe("backToBack");
  });

  it("rejects a count that can't include the attacker", () => {
    expect(() => gridlessFlanking(A5E, { meleeAttackers: 0 })).toThrow(/^meleeAttackers:/);
    expect(() => gridlessFlanking(A5E, { meleeAttackers: 2.5 })).toThrow(/^meleeAttackers:/);
  });
});

describe("ATK-15 back-to-back", () => {
  const stand = { declared: true, adjacentToAlly: true, eitherMoved: false };

  it("a5e: can't be flanked and +2 passive Perception while neither moves", () => {
    expect(backToBackEffect(A5E, stand)).toEqual({ active: true, preventsFlanking: true, passivePerceptionBonus: 2 });
  });

  it("ends when either moves or the ally is no longer adjacent", () => {
    const off = { active: false, preventsFlanking: false, passivePerceptionBonus: 0 };
    expect(backToBackEffect(A5E, { ...stand, eitherMoved: true })).toEqual(off);
    expect(backToBackEffect(A5E, { ...stand, adjacentToAlly: false })).toEqual(off);
    expect(backToBackEffect(A5E, { ...stand, declared: false })).toEqual(off);
    expect(backToBackEffect(SRD52, stand)).toEqual(off);
  });

  it("names bad input", () => {
    expect(() => backToBackEffect(A5E, { ...stand, eitherMoved: undefined } as never)).toThrow(/^eitherMoved:/);
  });
});
