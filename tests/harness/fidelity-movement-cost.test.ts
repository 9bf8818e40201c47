// Fidelity rows F69 and F75–F79 (FIDELITY.md): core's measurement of a move (the actions' step cost functions, one cost call per occupied square and an
// aggregator, core's own crawl and jump costs, `options.preview`, elevation in grid offsets) and hidden tokens.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "./index";
import { Scene } from "./classes";
import type { TokenDocument } from "./scene";
import { hero, modelHarness } from "./fidelity-setup";
import { medianCost } from "./movement-measure";

let h: Harness;
let token: TokenDocument;

interface Call {
  baseCost: number;
  from: { i: number; j: number; k: number };
  to: { i: number; j: number; k: number };
  distance: number;
  options: unknown;
}

const calls: Call[] = [];

interface Movement {
  actions: Record<string, { getCostFunction: (token: unknown, options: unknown) => (...args: never[]) => number }>;
  costAggregator?: (results: { cost: number }[], distance: number, segment: object) => number;
}

const movement = () => (CONFIG.Token as unknown as { movement: Movement }).movement;

/** Every client's walk cost function logs its calls and costs `cost(to)` (5 by default). */
function logWalk(cost: (to: { i: number; j: number }) => number = () => 5) {
  h.onEveryClient(() => {
    movement().actions.walk = {
      ...movement().actions.walk,
      getCostFunction:
        (_t: unknown, options: unknown) => (baseCost: number, from: Call["from"], to: Call["to"], distance: number) => {
          calls.push({ baseCost, from, to, distance, options });
          return cost(to);
        },
    };
  });
}

beforeEach(async () => {
  h = modelHarness();
  calls.length = 0;
  const actor = await hero(h, "A", h.player);
  const scene = await Scene.create({
    name: "Arena",
    tokens: [
      { _id: "token00000000000", actorId: actor.id, width: 2, height: 2 },
      { _id: "hidden0000000000", x: 500, y: 500, hidden: true },
    ],
  });
  token = scene?.getEmbeddedDocument("Token", "token00000000000") as TokenDocument;
  h.actAs(h.player);
});

describe("F75 one cost call per occupied square, then the aggregator", () => {
  it("a 2×2 token's step calls the cost function four times, each from one occupied square to the same one moved", () => {
    logWalk();
    const mine = h.doc(token);
    const result = mine.measureMovementPath([{ x: 100, y: 0 }]);
    expect(result.cost).toBe(5);
    expect(calls.map((c) => [c.from.i, c.from.j, c.to.i, c.to.j])).toEqual([
      [0, 0, 0, 1],
      [0, 1, 0, 2],
      [1, 0, 1, 1],
      [1, 1, 1, 2],
    ]);
    expect(calls.every((c) => c.baseCost === 5 && c.distance === 5)).toBe(true);
  });

  it("core's default aggregator is the median (the lower middle of an even count); a set one replaces it", () => {
    logWalk((to) => (to.j === 2 ? 10 : 5));
    const mine = h.doc(token);
    expect(mine.measureMovementPath([{ x: 100, y: 0 }]).cost).toBe(5);
    expect(medianCost([{ cost: 1 }, { cost: 9 }, { cost: 5 }] as never)).toBe(5);
    movement().costAggregator = (results) => Math.max(...results.map((r) => r.cost));
    expect(mine.measureMovementPath([{ x: 100, y: 0 }]).cost).toBe(10);
  });
});

describe("F76 core's own crawl and jump costs", () => {
  it("core's crawl (and, unconfirmed, jump) cost function doubles the cost it is given; walk keeps it", () => {
    const actions = movement().actions;
    const step = (id: string) => (actions[id]?.getCostFunction(null, {}) as unknown as (c: number) => number)(5);
    expect(step("crawl")).toBe(10);
    expect(step("jump")).toBe(10);
    expect(step("walk")).toBe(5);
    expect(step("fly")).toBe(5);
  });
});

describe("F77 hidden tokens and what a user sees", () => {
  it("TokenDocument#hidden is false by default; Token#visible is false for a hidden token on a player's client only", () => {
    const hidden = (user: typeof h.gm) => h.doc(token, user).parent?.getEmbeddedDocument("Token", "hidden0000000000");
    const onPlayer = hidden(h.player) as unknown as TokenDocument;
    const onGm = hidden(h.gm) as unknown as TokenDocument;
    expect(h.doc(token).hidden).toBe(false);
    expect(onPlayer.hidden).toBe(true);
    h.actAs(h.player);
    expect(onPlayer.object.visible).toBe(false);
    expect(h.doc(token).object.visible).toBe(true);
    h.actAs(h.gm);
    expect(onGm.object.visible).toBe(true);
  });
});

describe("F78 the measurement's options reach the cost function", () => {
  it("getCostFunction gets the measurement's options (`preview`); a drag's own constraint measures with preview false", async () => {
    logWalk();
    const mine = h.doc(token);
    mine.measureMovementPath([{ x: 100, y: 0 }], { preview: true });
    expect(calls[0]?.options).toEqual({ preview: true });
    calls.length = 0;
    await mine.move({ x: 100, y: 0 }, { method: "dragging" });
    expect(calls[0]?.options).toEqual({ preview: false });
  });
});

describe("F79 elevation in the grid offsets", () => {
  it("each offset's `k` is the elevation in grid units, rounded down (30 ft on a 5 ft grid: 6)", () => {
    logWalk();
    const mine = h.doc(token);
    mine.measureMovementPath([{ x: 100, y: 0, elevation: 32 }]);
    expect(calls[0]?.from.k).toBe(0);
    expect(calls[0]?.to.k).toBe(6);
  });
});

describe("F69 core's movement actions and their step cost functions", () => {
  it("every core action has getCostFunction; core's default keeps baseCost, with grid offsets {i, j, k} and the distance", () => {
    const actions = movement().actions;
    expect(Object.keys(actions)).toEqual(expect.arrayContaining(["walk", "fly", "swim", "climb", "burrow", "crawl"]));
    for (const id of ["walk", "fly", "swim", "climb", "burrow"]) {
      const step = actions[id]?.getCostFunction(null, {}) as unknown as (c: number, ...rest: unknown[]) => number;
      expect([id, step(7, { i: 0, j: 0, k: 0 }, { i: 0, j: 1, k: 0 }, 5)]).toEqual([id, 7]);
    }
    logWalk();
    h.doc(token).measureMovementPath([{ x: 100, y: 0 }]);
    expect(calls[0]).toMatchObject({ from: { i: 0, j: 0, k: 0 }, to: { i: 0, j: 1, k: 0 }, distance: 5 });
  });

  it("a step of infinite cost is measured as Infinity along the same squares: core does not route around it", () => {
    logWalk((to) => (to.j === 2 || to.j === 3 ? Infinity : 5));
    const result = h.doc(token).measureMovementPath([{ x: 300, y: 0 }]);
    expect(result.cost).toBe(Infinity);
    // The calls walk the straight row (j 1, 2, 3 from each occupied square), never a square off it.
    expect(new Set(calls.map((c) => c.to.i))).toEqual(new Set([0, 1]));
  });
});
