// Issue 24 items 1.4, 1.5, 1.9, 2.7: core's own measurement and constraint (the harness models them as v13 does:
// one cost call per occupied square and an aggregator, the path cut at walls, at a step of infinite cost and at
// the scene's edge) against Fray's spend on the same path. The player drags; the ruler's cost is core's
// measurement (`measureMovementPath`), the spend is the GM's ledger.
import { beforeEach, describe, expect, it } from "vitest";
import { addRegion, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;
const G = 100;

interface Measuring {
  measureMovementPath(
    waypoints: { x: number; y: number; action?: string }[],
    options?: { preview?: boolean },
  ): { cost: number; steps: { cost: number }[] };
}

const used = () => ledgerOf(f.combatant("Ayla")).movement.used;
const at = (name: string) => [f.token(name).x / G, f.token(name).y / G];

async function setup(ayla: { width?: number } = {}, others: { name: string; x: number; y: number }[] = []) {
  h = await ledgerHarness("srd52");
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 60 } } },
    ...others.map((o, i) => ({ name: o.name, initiative: 10 - i, type: "npc" as const })),
  );
  const side = ayla.width ?? 1;
  await h.as(h.gm, () =>
    h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, width: side, height: side, disposition: 1 }),
  );
  for (const o of others) {
    await h.as(h.gm, () => h.doc(f.token(o.name), h.gm).update({ x: o.x * G, y: o.y * G, disposition: -1 }));
  }
  await h.settings.set("fray", "opportunityAttacks", "off");
  await h.settle();
}

/** Core's measurement of Ayla's path through the squares, on the player's client (a drag's preview). */
function measured(squares: [number, number, string?][]) {
  h.actAs(h.player);
  const waypoints = squares.map(([x, y, action]) => ({ x: x * G, y: y * G, ...(action ? { action } : {}) }));
  return (h.doc(f.token("Ayla")) as unknown as Measuring).measureMovementPath(waypoints, { preview: true });
}

/** The player drags Ayla through the squares. */
async function drag(squares: [number, number, string?][]): Promise<boolean> {
  h.actAs(h.player);
  const waypoints = squares.map(([x, y, action]) => ({ x: x * G, y: y * G, ...(action ? { action } : {}) }));
  const moved = await f.token("Ayla").move(waypoints, { method: "dragging" });
  await opportunityMovesSettled();
  await h.settle();
  return moved;
}

const difficult = (squares: { x: number; y: number; w: number; h: number }) =>
  addRegion(h, f.token("Ayla"), {
    name: "Mud",
    behaviors: [{ type: "fray.difficultTerrain", system: { presets: [] } }],
    squares,
  });

beforeEach(() => {
  resetCoverIndexes();
  forgetOpportunityOffers();
});

describe("MOV-12 a Large creature: core's per-square measurement and Fray's spend agree", () => {
  it("MOV-2, MOV-12: a Large token dragged across one difficult square costs the same in core's ruler as Fray spends", async () => {
    await setup({ width: 2 });
    await difficult({ x: 3, y: 0, w: 1, h: 1 });
    // Top-left 0 → 5: the mud square is in its space on the steps to 2 and to 3 (10 ft each), 5 ft otherwise.
    const ruler = measured([[5, 0]]);
    expect(ruler.steps.map((s) => s.cost)).toEqual([5, 10, 10, 5, 5]);
    expect(await drag([[5, 0]])).toBe(true);
    expect(used()).toBe(35);
    expect(used()).toBe(ruler.cost);
  });

  it("MOV-5, MOV-12: a Large token dragged past a hostile is cut where Fray's spend stops it, by core's measurement", async () => {
    await setup({ width: 2 }, [{ name: "Orc", x: 5, y: 0 }]);
    // Top-left 0 → 8: the step to 4 would put the Orc's square in Ayla's space: core's step costs Infinity there.
    const ruler = measured([[8, 0]]);
    expect(ruler.steps.map((s) => s.cost).slice(0, 4)).toEqual([5, 5, 5, Infinity]);
    expect(await drag([[8, 0]])).toBe(true);
    expect(at("Ayla")).toEqual([3, 0]);
    expect(used()).toBe(15);
  });
});

describe("MOV-7 crawling and jumping: Fray's cost replaces core's", () => {
  it("MOV-2, MOV-7: a crawl through difficult terrain costs 15 ft a square in core's ruler and in the spend", async () => {
    await setup();
    await difficult({ x: 1, y: 0, w: 1, h: 1 });
    const ruler = measured([[2, 0, "crawl"]]);
    expect(ruler.steps.map((s) => s.cost)).toEqual([15, 10]);
    expect(await drag([[2, 0, "crawl"]])).toBe(true);
    expect(used()).toBe(25);
    expect(used()).toBe(ruler.cost);
  });

  it("MOV-7: a jump square costs 5 ft in core's ruler, as Fray spends it", async () => {
    await setup();
    const ruler = measured([[2, 0, "jump"]]);
    expect(ruler.steps.map((s) => s.cost)).toEqual([5, 5]);
    expect(await drag([[2, 0, "jump"]])).toBe(true);
    expect(used()).toBe(ruler.cost);
  });

  it.each(["walk", "crawl", "jump", "climb", "swim", "fly", "burrow"])(
    "MOV-7, MOV-8: a %s's ruler cost through difficult terrain is Fray's spend on the same path",
    async (action) => {
      await setup();
      await difficult({ x: 1, y: 0, w: 1, h: 1 });
      await h.as(h.gm, () =>
        h.doc(f.actors.Ayla as FrayActor, h.gm).update({
          "system.speed.fly": 60,
          "system.speed.swim": 60,
          "system.speed.climb": 60,
          "system.speed.burrow": 60,
        } as never),
      );
      await h.settle();
      const ruler = measured([[2, 0, action]]);
      expect(await drag([[2, 0, action]])).toBe(true);
      expect(used()).toBe(ruler.cost);
    },
  );
});

describe("MOV-4 a diagonal can't cut a wall's corner", () => {
  it("MOV-4: a diagonal drag past a walled pillar's corner stops before the corner", async () => {
    await setup();
    // A pillar filling square (1, 0), walled on its four sides: its corner at (1, 1) in grid points.
    const walls = [
      [100, 0, 200, 0],
      [200, 0, 200, 100],
      [200, 100, 100, 100],
      [100, 100, 100, 0],
    ].map((c) => ({ c }));
    const scene = h.doc(f.token("Ayla"), h.gm).parent as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    await h.as(h.gm, () => scene.createEmbeddedDocuments("Wall", walls));
    await h.settle();
    // (0, 0) → (1, 1) → (2, 2): the first diagonal passes the pillar's corner point (1, 1).
    const ruler = measured([[2, 2]]);
    expect(ruler.steps[0]?.cost).toBe(Infinity);
    await drag([[2, 2]]);
    expect(at("Ayla")).toEqual([0, 0]);
    expect(used()).toBe(0);
  });
});
