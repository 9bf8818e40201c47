// Issue 24 item 1.3: the ruler after this turn's earlier moves. v13's ruler shows the token's recorded movement
// (its history, #11730) as waypoints of stage "passed" before the planned ones (TokenRulerWaypointData `stage`,
// TokenRulerData `passedWaypoints`). Those moves are spent already (the turn ledger has them): Fray's label counts
// only the planned path, from where the token stands, so "left", the Dash band and "provokes" are the planned
// move's, and the squares already walked are never red.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { PROVOKE_COLOUR } from "../../src/canvas/movement/token-ruler";
import { plannedRuler, type HarnessRulerWaypoint, type RulerPoint } from "../harness/canvas";
import { frayRuler, type FrayRuler as Ruler } from "./ruler-setup";

let h: LedgerHarness;
let f: Fight;
const G = 100;

interface FrayLine {
  cost: string;
  left: string | null;
  band: string | null;
  provokes: string | null;
}

beforeEach(async () => {
  resetCoverIndexes();
  h = await ledgerHarness("srd52");
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 30 } } },
    { name: "Orc", initiative: 5, type: "npc" },
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  await h.as(h.gm, () => h.doc(f.token("Orc"), h.gm).update({ x: 9 * G, y: 9 * G, disposition: -1 }));
  await h.settle();
});

/** The player moves Ayla to square (x, 0); the GM spends it. */
async function walk(x: number): Promise<void> {
  h.actAs(h.player);
  await f.token("Ayla").move([{ x: x * G, y: 0 }]);
  await opportunityMovesSettled();
  await h.settle();
}

/** The player's ruler for Ayla planning a move on through the squares given: its waypoints, passed ones first. */
function ruler(...squares: [number, number][]): { ruler: Ruler; waypoints: HarnessRulerWaypoint[] } {
  h.actAs(h.player);
  const token = f.token("Ayla") as unknown as { x: number; y: number; movementHistory: RulerPoint[] };
  const waypoints = plannedRuler(
    token,
    squares.map(([x, y]) => ({ x: x * G, y: y * G })),
  );
  return { ruler: frayRuler(f.token("Ayla")), waypoints };
}

/** The GM moves the Orc to square (x, y). */
async function orcTo(x: number, y: number): Promise<void> {
  await h.as(h.gm, () => h.doc(f.token("Orc"), h.gm).update({ x: x * G, y: y * G }));
  await h.settle();
}

const fray = (r: Ruler, w: HarnessRulerWaypoint | undefined) =>
  (w ? r._getWaypointLabelContext(w, {})?.fray : undefined) as FrayLine | undefined;

describe("MOV-1 the ruler after this turn's earlier moves", () => {
  it("MOV-1: the history is shown passed; the label counts only the planned squares against the movement left", async () => {
    await walk(3);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 15, remaining: 15 });
    const { ruler: r, waypoints } = ruler([5, 0]);
    expect(waypoints.map((w) => w.stage)).toEqual(["passed", "passed", "planned"]);
    const label = fray(r, waypoints.at(-1));
    expect(label?.cost).toMatch(/\b10 ft\b/);
    expect(label?.left).toMatch(/\b5 ft\b/);
    expect(label?.band).toBe("normal");
  });

  it("MOV-1 / ECON-7: the Dash band comes where the planned move passes the movement left, not earlier", async () => {
    await walk(4);
    const { ruler: r, waypoints } = ruler([6, 0], [7, 0]);
    expect(fray(r, waypoints.at(-2))?.band).toBe("normal"); // 10 ft of the 10 ft left
    expect(fray(r, waypoints.at(-1))?.band).toBe("dash");
  });

  it("MOV-1: a passed waypoint gets no Fray line (it is spent already)", async () => {
    await walk(3);
    const { ruler: r, waypoints } = ruler([5, 0]);
    expect(fray(r, waypoints[1])).toBeUndefined();
  });
});

describe("OA-1 the ruler after this turn's earlier moves", () => {
  it("OA-1: a reach left on the squares already walked neither counts in 'provokes' nor turns them red", async () => {
    await walk(3);
    // The Orc now stands beside the squares Ayla walked: (0,0) … (2,0) are in its reach, (3,0) is not.
    await orcTo(1, 1);
    const { ruler: r, waypoints } = ruler([5, 0]);
    const end = waypoints.at(-1) as HarnessRulerWaypoint;
    expect(fray(r, end)?.provokes).toBeNull();
    for (const w of waypoints) expect(r._getGridHighlightStyle(w, { i: 0, j: 2 }).color).not.toBe(PROVOKE_COLOUR);
  });

  it("OA-1: a planned path that leaves the reach still provokes, counted from where the token stands", async () => {
    await walk(1);
    await orcTo(2, 1);
    const { ruler: r, waypoints } = ruler([5, 0]);
    const end = waypoints.at(-1) as HarnessRulerWaypoint;
    expect(fray(r, end)?.provokes).not.toBeNull();
    expect(r._getGridHighlightStyle(end, { i: 0, j: 3 }).color).toBe(PROVOKE_COLOUR);
  });
});
