// Issue 24 item 1.6 (MOV-5, OA-1): a player's drag must not reveal a hidden creature. On the player's client a
// hidden token is no wall in core's measurement, no cut in the drag and no red square on the ruler; the GM's
// measurement, ruler and scan still count it, and a move that would end in its space is refused with only "the
// way is blocked".
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { rulerWaypoints, type HarnessRulerWaypoint } from "../harness/canvas";

let h: LedgerHarness;
let f: Fight;
const G = 100;

interface Measuring {
  measureMovementPath(
    waypoints: { x: number; y: number }[],
    options?: { preview?: boolean },
  ): { cost: number; steps: { cost: number }[] };
}

interface Ruler {
  _getWaypointLabelContext(w: HarnessRulerWaypoint, state: object): Record<string, unknown> | undefined;
}

const at = (name: string) => [f.token(name).x / G, f.token(name).y / G];

async function setup(orc: [number, number]) {
  h = await ledgerHarness("srd52");
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 60 } } },
    { name: "Orc", initiative: 10, type: "npc" },
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  await h.as(h.gm, () =>
    h.doc(f.token("Orc"), h.gm).update({ x: orc[0] * G, y: orc[1] * G, disposition: -1, hidden: true }),
  );
  await h.settle();
}

/** Core's measurement of Ayla's move to (x, y) on `user`'s client, as a drag's preview. */
function measured(user: LedgerHarness["gm"], x: number, y: number) {
  h.actAs(user);
  return (h.doc(f.token("Ayla"), user) as unknown as Measuring).measureMovementPath([{ x: x * G, y: y * G }], {
    preview: true,
  });
}

/** The ruler's Fray line at the end of Ayla's path to (x, y), on `user`'s client. */
function rulerEnd(user: LedgerHarness["gm"], x: number, y: number) {
  h.actAs(user);
  const RulerClass = (CONFIG.Token as unknown as { rulerClass: new (token: object) => Ruler }).rulerClass;
  const ruler = new RulerClass({ document: h.doc(f.token("Ayla"), user) });
  const end = rulerWaypoints([
    { x: 0, y: 0 },
    { x: x * G, y: y * G },
  ])[1] as HarnessRulerWaypoint;
  return ruler._getWaypointLabelContext(end, {})?.fray as Record<string, unknown> | undefined;
}

beforeEach(() => {
  resetCoverIndexes();
});

describe("MOV-5 a hidden creature on a player's drag", () => {
  it("MOV-5: core's measurement on the player's client passes a hidden hostile's square; the GM's stops there", async () => {
    await setup([2, 0]);
    expect(measured(h.player, 4, 0).steps.map((s) => s.cost)).toEqual([5, 5, 5, 5]);
    expect(measured(h.gm, 4, 0).steps.map((s) => s.cost)).toEqual([5, Infinity, 5, 5]);
  });

  it("MOV-5: a drag that ends in a hidden creature's space is refused with only 'the way is blocked'", async () => {
    await setup([2, 0]);
    h.actAs(h.player);
    h.warn.mockClear();
    const moved = await f.token("Ayla").move({ x: 2 * G, y: 0 }, { method: "dragging" });
    await opportunityMovesSettled();
    await h.settle();
    expect(moved).toBe(false);
    expect(at("Ayla")).toEqual([0, 0]);
    expect(h.warn).toHaveBeenCalledWith("Ayla: the rules refuse this move: the way is blocked.");
    expect(JSON.stringify(h.warn.mock.calls)).not.toContain("Orc");
  });

  it("MOV-5: the player's ruler names no reason a hidden creature gives; the GM's does", async () => {
    await setup([2, 0]);
    expect(rulerEnd(h.player, 2, 0)).toMatchObject({ blocked: "the way is blocked." });
    expect(rulerEnd(h.gm, 2, 0)).toMatchObject({ blocked: "another creature’s space is in the way." });
  });
});

describe("OA-1 a hidden creature's reach on a player's ruler", () => {
  it("OA-1: no square turns red on the player's ruler for a hidden hostile; the GM's ruler counts its attack", async () => {
    await setup([1, 1]);
    await h.settings.set("fray", "opportunityAttacks", "auto");
    await h.settle();
    expect(rulerEnd(h.player, 5, 0)).toMatchObject({ provokes: null });
    expect(rulerEnd(h.gm, 5, 0)).toMatchObject({ provokes: "1 opportunity attack" });
  });
});
