import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pathMovementCost, type CreatureSnapshot } from "../../../src/rules/movement";
import { SegmentIndex, type Cell } from "../../../src/rules/geometry";
import { RuleInputError } from "../../../src/rules/errors";
import { anyStep, costInput, line, medium } from "./helpers";

const costs = (r: { steps: readonly { cost: number }[] }): number[] => r.steps.map((s) => s.cost);

describe("MOV-1 movement equal to Speed; Dash adds Speed again", () => {
  it("pays 6 squares from a 30 ft Speed and stops at the 7th", () => {
    const r = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 8) }));
    expect(r.total).toBe(40);
    expect(r.exhaustedAt).toBe(7);
    expect(r.reachableIndex).toBe(6);
    expect(r.stopIndex).toBe(6);
    expect(r.legal).toBe(false);
    expect(r.steps[6]?.withinBudget).toBe(false);
    expect(r.steps[5]?.available).toBe(5);
  });

  it("a Dash doubles the budget; movement already used is deducted", () => {
    const dash = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 12), budget: { dashes: 1 } }));
    expect(dash.exhaustedAt).toBeNull();
    expect(dash.legal).toBe(true);
    const used = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 3), budget: { used: 20 } }));
    expect(used.exhaustedAt).toBe(3);
    const extra = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 7), budget: { extra: 5 } }));
    expect(extra.legal).toBe(true);
  });
});

describe("MOV-2 difficult terrain costs double and does not stack", () => {
  it("a difficult square costs 10 ft, once however many sources mark it", () => {
    const r = pathMovementCost(
      costInput("srd52", {
        path: line(0, 0, 1, 0, 3),
        terrain: {
          difficult: [
            { x: 2, y: 0 },
            { x: 2, y: 0 },
          ],
        },
      }),
    );
    expect(costs(r)).toEqual([5, 10, 5]);
    expect(r.steps[1]?.difficult).toBe(true);
  });

  it("crawling stacks with it: 3 ft per foot", () => {
    const r = pathMovementCost(
      costInput("srd52", {
        path: line(0, 0, 1, 0, 2),
        mover: medium({ prone: true }),
        terrain: { difficult: (x) => x === 2 },
      }),
    );
    expect(costs(r)).toEqual([10, 15]);
    expect(r.steps[0]?.mode).toBe("crawl");
  });

  it("property: a path's cost is the sum of its steps, and never falls when a square turns difficult", () => {
    const step = anyStep;
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 20 }),
        fc.constantFrom("srd52", "threeAction", "delta", "a5e" as const),
        fc.constantFrom("perFoot", "perSquare" as const),
        fc.nat(40),
        (moves, preset, extraCost, pick) => {
          const path: Cell[] = [{ x: 0, y: 0 }];
          for (const [dx, dy] of moves) {
            const last = path[path.length - 1] as Cell;
            path.push({ x: last.x + dx, y: last.y + dy });
          }
          const base = pathMovementCost(costInput(preset, { path, extraCost }));
          expect(base.total).toBeCloseTo(
            base.steps.reduce((s, x) => s + x.cost, 0),
            9,
          );
          base.steps.forEach((s, i) => {
            expect(s.total).toBeCloseTo(
              base.steps.slice(0, i + 1).reduce((t, x) => t + x.cost, 0),
              9,
            );
          });
          const cell = path[1 + (pick % moves.length)] as Cell;
          const harder = pathMovementCost(costInput(preset, { path, extraCost, terrain: { difficult: [cell] } }));
          expect(harder.total).toBeGreaterThan(base.total);
          harder.steps.forEach((s, i) => {
            expect(s.cost).toBeGreaterThanOrEqual(base.steps[i]?.cost ?? 0);
          });
        },
      ),
    );
  });
});

describe("MOV-3 diagonal steps per preset", () => {
  const diag = line(0, 0, 1, 1, 4);
  it("equidistant (srd52): every diagonal 5 ft", () => {
    expect(costs(pathMovementCost(costInput("srd52", { path: diag })))).toEqual([5, 5, 5, 5]);
  });
  it("alternating (threeAction): 5, 10, 5, 10, counting diagonals only and carrying on across moves", () => {
    const r = pathMovementCost(costInput("threeAction", { path: [...diag, { x: 5, y: 4 }, { x: 6, y: 5 }] }));
    expect(costs(r)).toEqual([5, 10, 5, 10, 5, 5]);
    expect(r.diagonals).toBe(5);
    const next = pathMovementCost(costInput("threeAction", { path: line(0, 0, 1, 1, 1), diagonalsBefore: 1 }));
    expect(costs(next)).toEqual([10]);
  });
  it("euclidean: a diagonal is 5√2 ft", () => {
    const policies = { ...costInput("srd52", { path: diag }).policies };
    const r = pathMovementCost({
      ...costInput("srd52", { path: diag }),
      policies: { ...policies, movement: { ...policies.movement, diagonals: "euclidean" } },
    });
    expect(r.steps[0]?.cost).toBeCloseTo(5 * Math.SQRT2, 9);
  });

  describe("worked example: a diagonal into difficult terrain", () => {
    // Two diagonals, the second into a difficult square.
    const path = line(0, 0, 1, 1, 2);
    const terrain = { difficult: [{ x: 2, y: 2 }] };
    it("equidistant: 5 then 10", () => {
      expect(costs(pathMovementCost(costInput("srd52", { path, terrain })))).toEqual([5, 10]);
    });
    it("alternating: the 10 ft diagonal doubles to 20 (per foot), or 15 with perSquare", () => {
      expect(costs(pathMovementCost(costInput("threeAction", { path, terrain })))).toEqual([5, 20]);
      expect(costs(pathMovementCost(costInput("threeAction", { path, terrain, extraCost: "perSquare" })))).toEqual([
        5, 15,
      ]);
    });
    it("euclidean: 5√2 doubled, or plus one square", () => {
      const base = costInput("srd52", { path, terrain });
      const policies = { ...base.policies, movement: { ...base.policies.movement, diagonals: "euclidean" as const } };
      expect(pathMovementCost({ ...base, policies }).steps[1]?.cost).toBeCloseTo(10 * Math.SQRT2, 9);
      expect(pathMovementCost({ ...base, policies, extraCost: "perSquare" }).steps[1]?.cost).toBeCloseTo(
        5 * Math.SQRT2 + 5,
        9,
      );
    });
  });
});

describe("MOV-4 no cutting the corner of a wall or a filled square", () => {
  it("refuses a malformed wall, naming the bad coordinate", () => {
    const bad = (walls: unknown) => () =>
      pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 1), walls: walls as never }));
    expect(bad([{ a: null, b: { x: 1, y: 1 } }])).toThrow(/^walls\[0\]\.a: expected an object/);
    expect(bad([{ a: { x: 1 }, b: { x: 1, y: 1 } }])).toThrow(/^walls\[0\]\.a\.y: expected a finite number/);
    expect(bad([3])).toThrow(/^walls\[0\]: expected an object/);
  });

  // Cell (x, y) spans [x, x+1] × [y, y+1]; this wall is the right edge of cell (0, 0).
  const wall = { a: { x: 1, y: 0 }, b: { x: 1, y: 1 } };
  it("a diagonal past the wall's end is blocked; an orthogonal step through it too", () => {
    const diag = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 1, 1), walls: [wall] }));
    expect(diag.steps[0]?.blocked).toBe("wallCorner");
    expect(diag.firstBlocked).toBe(1);
    expect(diag.reachableIndex).toBe(0);
    const through = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 0, 1), walls: new SegmentIndex([wall]) }),
    );
    expect(through.steps[0]?.blocked).toBe("wall");
  });
  it("walls elsewhere don't block; an empty list is no walls", () => {
    const far = { a: { x: 3, y: 0 }, b: { x: 3, y: 1 } };
    expect(pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 1, 1), walls: [far] })).legal).toBe(true);
    expect(pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 1, 1), walls: [] })).legal).toBe(true);
    // Moving along a wall, not through it.
    const along = { a: { x: 0, y: 1 }, b: { x: 3, y: 1 } };
    expect(pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 2), walls: [along] })).legal).toBe(true);
  });
  it("a Large mover's diagonal is checked at its leading cells", () => {
    const big = medium({ size: "large" });
    const edge = { a: { x: 2, y: 0 }, b: { x: 2, y: 1 } };
    const r = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 1, 1), mover: big, walls: [edge] }));
    expect(r.steps[0]?.blocked).toBe("wallCorner");
    const clear = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 1, 1), mover: big, walls: [{ a: { x: 9, y: 9 }, b: { x: 9, y: 10 } }] }),
    );
    expect(clear.legal).toBe(true);
    // A wall between the rows of the space it steps into: a 2×2 space doesn't fit.
    const split = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 0, 1), mover: big, walls: [{ a: { x: 2, y: 1 }, b: { x: 3, y: 1 } }] }),
    );
    expect(split.steps[0]?.blocked).toBe("wall");
  });
  it("a filled square can't be entered nor its corner cut", () => {
    const terrain = { blocked: [{ x: 1, y: 0 }] };
    expect(pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 1, 1), terrain })).steps[0]?.blocked).toBe(
      "blockedCorner",
    );
    expect(pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 1), terrain })).steps[0]?.blocked).toBe(
      "blockedCell",
    );
    const other = { blocked: [{ x: 0, y: 1 }] };
    expect(pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 1, 1), terrain: other })).steps[0]?.blocked).toBe(
      "blockedCorner",
    );
  });
});

describe("MOV-5 moving through other creatures", () => {
  const at = (x: number, y: number, over: Partial<CreatureSnapshot> = {}): CreatureSnapshot => ({
    space: { x, y, side: 1 },
    size: "medium",
    disposition: -1,
    ...over,
  });
  const path = line(0, 0, 1, 0, 3);
  const blockedBy = (other: CreatureSnapshot) =>
    pathMovementCost(costInput("srd52", { path, others: [other] })).steps[0]?.blocked ?? null;

  it("passes an ally, an incapacitated, a Tiny or a much larger creature, or one that lets it", () => {
    expect(blockedBy(at(1, 0, { disposition: 1 }))).toBeNull();
    expect(blockedBy(at(1, 0, { incapacitated: true }))).toBeNull();
    expect(blockedBy(at(1, 0, { size: "tiny" }))).toBeNull();
    expect(blockedBy({ space: { x: 1, y: -1, side: 3 }, size: "huge", disposition: -1 })).toBeNull();
    expect(blockedBy(at(1, 0, { letsPass: true }))).toBeNull();
  });
  it("is stopped by a hostile creature within one size", () => {
    expect(blockedBy(at(1, 0))).toBe("blockedByCreature");
    expect(blockedBy({ space: { x: 1, y: 0, side: 2 }, size: "large", disposition: -1 })).toBe("blockedByCreature");
    expect(blockedBy(at(1, 0, { disposition: 0 }))).toBe("blockedByCreature");
  });
  it("may not end in another's space; the stop backs off to a free cell", () => {
    const r = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 0, 2), others: [at(2, 0, { disposition: 1 })] }),
    );
    expect(r.steps[1]?.blocked).toBe("endsInOccupiedSpace");
    expect(r.steps[1]?.canEndHere).toBe(false);
    expect(r.stopIndex).toBe(1);
    expect(r.proneIfTurnEndsHere).toBe(true);
    const budget = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 0, 8), others: [at(6, 0, { disposition: 1 })] }),
    );
    expect(budget.reachableIndex).toBe(6);
    expect(budget.stopIndex).toBe(5);
  });
  it("two Tiny creatures share a square", () => {
    const r = pathMovementCost(
      costInput("srd52", {
        path: line(0, 0, 1, 0, 1),
        mover: medium({ size: "tiny" }),
        others: [at(1, 0, { size: "tiny" })],
      }),
    );
    expect(r.legal).toBe(true);
    expect(r.proneIfTurnEndsHere).toBe(false);
  });
});

describe("MOV-6 delta: another entity's space is difficult terrain", () => {
  const huge: CreatureSnapshot = { space: { x: 1, y: -1, side: 3 }, size: "huge", disposition: -1 };
  it("doubles the cost of a passable hostile space, not of an ally's or a Tiny one's", () => {
    const path = line(0, 0, 1, 0, 4);
    expect(costs(pathMovementCost(costInput("delta", { path, others: [huge] })))).toEqual([10, 10, 10, 5]);
    expect(costs(pathMovementCost(costInput("srd52", { path, others: [huge] })))).toEqual([5, 5, 5, 5]);
    const ally = { ...huge, disposition: 1 };
    expect(costs(pathMovementCost(costInput("delta", { path, others: [ally] })))).toEqual([5, 5, 5, 5]);
    const tiny: CreatureSnapshot = { space: { x: 1, y: 0, side: 1 }, size: "tiny", disposition: -1 };
    expect(costs(pathMovementCost(costInput("delta", { path, others: [tiny] })))).toEqual([5, 5, 5, 5]);
  });
  it("does not stack with difficult ground; a blocking space is still blocked", () => {
    const path = line(0, 0, 1, 0, 2);
    const r = pathMovementCost(costInput("delta", { path, others: [huge], terrain: { difficult: [{ x: 1, y: 0 }] } }));
    expect(r.steps[0]?.cost).toBe(10);
    const same: CreatureSnapshot = { space: { x: 1, y: 0, side: 1 }, size: "medium", disposition: -1 };
    const s = pathMovementCost(costInput("delta", { path, others: [same] }));
    expect(s.steps[0]).toMatchObject({ blocked: "blockedByCreature", difficult: true, cost: 10 });
  });
});

describe("MOV-7 climbing, swimming and crawling", () => {
  const path = line(0, 0, 1, 0, 2);
  it("cost 1 extra foot per foot without the speed, none with it", () => {
    expect(costs(pathMovementCost(costInput("srd52", { path, mode: "climb" })))).toEqual([10, 10]);
    const climber = medium({ speeds: { walk: 30, climb: 30 } });
    const r = pathMovementCost(costInput("srd52", { path, mode: "climb", mover: climber }));
    expect(costs(r)).toEqual([5, 5]);
    expect(r.steps[0]?.speed).toBe("climb");
    expect(costs(pathMovementCost(costInput("srd52", { path, mode: ["walk", "crawl"] })))).toEqual([5, 10]);
  });
  it("terrain makes a walker swim or climb; 2 extra feet in difficult terrain", () => {
    const terrain = { swim: [{ x: 1, y: 0 }], climb: [{ x: 2, y: 0 }], difficult: [{ x: 2, y: 0 }] };
    const r = pathMovementCost(costInput("srd52", { path, terrain }));
    expect(r.steps.map((s) => s.mode)).toEqual(["swim", "climb"]);
    expect(costs(r)).toEqual([10, 15]);
    const swimmer = pathMovementCost(
      costInput("srd52", { path, terrain, mover: medium({ speeds: { walk: 30, swim: 20 } }) }),
    );
    expect(swimmer.steps[0]).toMatchObject({ speed: "swim", cost: 5, modeExtra: false });
  });
});

describe("MOV-8 switching speeds mid-move", () => {
  const flyer = medium({ speeds: { walk: 30, fly: 60 } });
  it("subtracts the movement already spent from the new speed", () => {
    // Walk 10 ft, then fly: 50 ft of flight left, so 10 flying steps fit and the 11th doesn't.
    const path = line(0, 0, 1, 0, 13);
    const mode = [...Array<"walk">(2).fill("walk"), ...Array<"fly">(11).fill("fly")];
    const r = pathMovementCost(costInput("srd52", { path, mode, mover: flyer }));
    expect(r.steps[2]?.available).toBe(50);
    expect(r.exhaustedAt).toBe(13);
    // Walking after 30 ft of flight: no walking movement left.
    const back = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 0, 7), mode: [...Array<"fly">(6).fill("fly"), "walk"], mover: flyer }),
    );
    expect(back.steps[6]?.available).toBe(0);
    expect(back.exhaustedAt).toBe(7);
  });
  it("is refused when the policy forbids switching", () => {
    const base = costInput("srd52", { path: line(0, 0, 1, 0, 2), mode: ["walk", "fly"], mover: flyer });
    const policies = { ...base.policies, movement: { ...base.policies.movement, switchSpeeds: false } };
    expect(pathMovementCost({ ...base, policies }).steps[1]?.blocked).toBe("speedSwitch");
  });
  it("a speed the creature lacks can't be used", () => {
    const r = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 1), mode: "fly" }));
    expect(r.steps[0]?.blocked).toBe("noSpeed");
    const zero = pathMovementCost(
      costInput("srd52", { path: line(0, 0, 1, 0, 1), mover: medium({ speeds: { walk: 0 } }) }),
    );
    expect(zero.steps[0]?.blocked).toBe("noSpeed");
  });
});

describe("MOV-9 a prone or incapacitated flyer can't fly unless it hovers", () => {
  const path = line(0, 0, 1, 0, 1);
  it("blocks flying steps", () => {
    const prone = medium({ speeds: { walk: 30, fly: 30 }, prone: true });
    expect(pathMovementCost(costInput("srd52", { path, mode: "fly", mover: prone })).steps[0]?.blocked).toBe(
      "wouldFall",
    );
    const out = medium({ speeds: { walk: 30, fly: 30 }, incapacitated: true });
    expect(pathMovementCost(costInput("srd52", { path, mode: "fly", mover: out })).steps[0]?.blocked).toBe("wouldFall");
    const hover = medium({ speeds: { walk: 30, fly: 30 }, prone: true, hover: true });
    expect(pathMovementCost(costInput("srd52", { path, mode: "fly", mover: hover })).legal).toBe(true);
  });
});

describe("MOV-15 squeezing (a5e)", () => {
  const large = medium({ size: "large" });
  // A 1-cell-wide corridor along y = 0 between two walls.
  const walls = [
    { a: { x: 1, y: 0 }, b: { x: 6, y: 0 } },
    { a: { x: 1, y: 1 }, b: { x: 6, y: 1 } },
  ];
  it("a Large creature squeezes through a 5 ft corridor at 1 extra foot per foot", () => {
    const r = pathMovementCost(costInput("a5e", { path: line(0, 0, 1, 0, 3), mover: large, walls, squeeze: true }));
    expect(r.legal).toBe(true);
    expect(costs(r)).toEqual([10, 10, 10]);
    expect(r.steps[0]?.squeezing).toBe(true);
    const unsqueezed = pathMovementCost(costInput("a5e", { path: line(0, 0, 1, 0, 3), mover: large, walls }));
    expect(unsqueezed.legal).toBe(false);
  });
  it("is refused where the preset has no squeezing", () => {
    const r = pathMovementCost(costInput("srd52", { path: line(0, 0, 1, 0, 1), squeeze: [true] }));
    expect(r.steps[0]?.blocked).toBe("squeezeNotAllowed");
  });
});

describe("MOV-1..15 input errors name the field", () => {
  const bad = (over: object, field: RegExp) => {
    expect(() => pathMovementCost({ ...costInput("srd52", { path: line(0, 0, 1, 0, 2) }), ...over })).toThrow(
      RuleInputError,
    );
    expect(() => pathMovementCost({ ...costInput("srd52", { path: line(0, 0, 1, 0, 2) }), ...over })).toThrow(field);
  };
  it("rejects impossible input", () => {
    bad({ mover: medium({ speeds: { walk: Number.NaN } }) }, /^mover\.speeds\.walk: /);
    bad({ mover: medium({ speeds: { walk: -5 } }) }, /^mover\.speeds\.walk: must not be negative/);
    bad({ mover: medium({ size: "colossal" as never }) }, /^mover\.size: /);
    bad({ mover: medium({ side: 0 }) }, /^mover\.side: /);
    bad(
      {
        path: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 3, y: 0 },
        ],
      },
      /^path\[2\]: must be one step/,
    );
    bad(
      {
        path: [
          { x: 0, y: 0 },
          { x: 0, y: 0 },
        ],
      },
      /^path\[1\]: /,
    );
    bad({ path: [] }, /^path: /);
    bad({ path: [{ x: 0.5, y: 0 }] }, /^path\[0\]\.x: /);
    bad({ mode: ["walk"] }, /^mode: expected one entry per step/);
    bad({ mode: "teleport" }, /^mode: /);
    bad({ others: [{ space: { x: 1, y: 0, side: 1 }, size: "huge", disposition: 3 }] }, /^others\[0\]\.disposition/);
    bad({ others: [{ space: { x: 1, y: 0, side: 1 }, size: "huge", disposition: 1, id: 4 }] }, /^others\[0\]\.id/);
    bad({ terrain: { difficult: [{ x: "a", y: 0 }] } }, /^terrain\.difficult\[0\]\.x/);
    bad({ walls: [{ a: { x: 0, y: 0 } }] }, /^walls\[0\]\.b: expected an object/);
    bad({ gridDistance: 0 }, /^gridDistance: /);
    bad({ budget: { dashes: 1.5 } }, /^budget\.dashes: /);
    bad({ budget: { dashes: 101 } }, /^budget\.dashes: /);
    bad({ budget: { used: -1 } }, /^budget\.used: /);
    bad({ extraCost: "double" }, /^extraCost: /);
    bad({ diagonalsBefore: -1 }, /^diagonalsBefore: /);
    bad({ policies: { movement: { diagonals: "hex" } } }, /^policies\.movement\.diagonals: /);
    bad({ mover: medium({ prone: "yes" as never }) }, /^mover\.prone: /);
  });
  it("a single-cell path costs nothing", () => {
    const r = pathMovementCost(costInput("srd52", { path: [{ x: 0, y: 0 }] }));
    expect(r).toMatchObject({ total: 0, steps: [], legal: true, stopIndex: 0, reachableIndex: 0 });
  });
});
