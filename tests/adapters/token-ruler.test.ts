// Issue 13 item 1: Fray's token ruler (CONFIG.Token.rulerClass). Each waypoint's label shows what Fray will spend
// for the path up to it (the preset's cost, MOV-1, MOV-2, MOV-3), the movement left this turn and the Dash band
// (ECON-7's Dash; threeAction's next Stride), and the opportunity attacks the path would provoke (OA-1), whose
// squares are highlighted.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { PROVOKE_COLOUR, WAYPOINT_LABEL_TEMPLATE } from "../../src/canvas/movement/token-ruler";
import { rulerWaypoints, type HarnessRulerWaypoint } from "../harness/canvas";
import { frayRuler, type FrayRuler as Ruler } from "./ruler-setup";

let h: LedgerHarness;
let f: Fight;
const G = 100;

async function setup(preset: string, withOrc = true): Promise<Ruler> {
  h = await ledgerHarness(preset);
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 30 } } },
    ...(withOrc ? [{ name: "Orc", initiative: 5, type: "npc" as const }] : []),
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  if (withOrc) await h.as(h.gm, () => h.doc(f.token("Orc"), h.gm).update({ x: G, y: G, disposition: -1 }));
  if (preset === "threeAction") {
    const combatant = h.doc(f.combatant("Ayla"), h.gm);
    const strode = { ...ledgerOf(combatant), movement: { used: 0, remaining: 25 }, movementSpeeds: 1 };
    await h.as(h.gm, () => combatant.update({ "system.ledger": strode }));
  }
  await h.settle();
  h.actAs(h.player);
  return frayRuler(f.token("Ayla"));
}

/** The labels' Fray lines along a path through the given squares (the first is where Ayla stands). */
function labels(ruler: Ruler, ...squares: [number, number, string?][]) {
  const waypoints = rulerWaypoints(
    squares.map(([x, y, action]) => ({ x: x * G, y: y * G, ...(action ? { action } : {}) })),
  );
  const state = {};
  return waypoints.map((w) => ruler._getWaypointLabelContext(w, state)?.fray);
}

beforeEach(() => {
  resetCoverIndexes();
});

describe("MOV-1 the ruler's labels", () => {
  it("MOV-1: Fray's ruler is the token ruler class, over core's TokenRuler, with Fray's label template", async () => {
    await setup("srd52");
    const RulerClass = (CONFIG.Token as unknown as { rulerClass: { WAYPOINT_LABEL_TEMPLATE: string } }).rulerClass;
    expect(RulerClass.WAYPOINT_LABEL_TEMPLATE).toBe(WAYPOINT_LABEL_TEMPLATE);
    expect(Object.getPrototypeOf(RulerClass)).toBe(foundry.canvas.placeables.tokens.TokenRuler);
  });

  it("MOV-1 / ECON-7: cost, movement left, then 'Dash', then 'Too far'", async () => {
    const ruler = await setup("srd52", false);
    const [first, near, dash, far] = labels(ruler, [0, 0], [2, 0], [8, 0], [14, 0]);
    expect(first).toBeUndefined();
    expect(near).toEqual({
      cost: "10 ft",
      left: "20 ft left",
      band: "normal",
      bandLabel: null,
      provokes: null,
      blocked: null,
    });
    expect(dash).toMatchObject({ cost: "40 ft", left: "0 ft left", bandLabel: "Dash" });
    expect(far).toMatchObject({ cost: "70 ft", band: "beyond", bandLabel: "Too far" });
  });

  it("MOV-2: a difficult region shows in the label's cost", async () => {
    const ruler = await setup("srd52", false);
    const scene = h.doc(f.token("Ayla"), h.gm).parent as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    const shapes = [{ type: "rectangle", x: 100, y: 0, width: 200, height: 100 }];
    const behaviors = [{ type: "fray.difficultTerrain", system: { presets: [] } }];
    await h.as(h.gm, () => scene.createEmbeddedDocuments("Region", [{ name: "Mud", shapes, behaviors }]));
    expect(labels(ruler, [0, 0], [4, 0])[1]).toMatchObject({ cost: "30 ft" });
  });

  it("MOV-3 / MOV-1 threeAction: 5-10 diagonals; past the Stride's movement 'Stride'", async () => {
    const ruler = await setup("threeAction", false);
    expect(labels(ruler, [0, 0], [2, 2])[1]).toMatchObject({
      cost: "15 ft",
      left: "10 ft left",
    });
    expect(labels(ruler, [0, 0], [6, 0])[1]).toMatchObject({ bandLabel: "Stride" });
  });

  it("MOV-5: a path ending in the Orc's space says why the rules refuse it", async () => {
    const ruler = await setup("srd52");
    expect(labels(ruler, [0, 0], [1, 1])[1]).toMatchObject({
      blocked: "another creature’s space is in the way.",
    });
  });
});

describe("OA-1 the squares where the path provokes", () => {
  it("OA-1: walking out of the Orc's reach: the label counts it and the last square in reach is red", async () => {
    const ruler = await setup("srd52");
    const waypoints = rulerWaypoints([
      { x: 0, y: 0 },
      { x: 5 * G, y: 0 },
    ]);
    const end = waypoints[1] as HarnessRulerWaypoint;
    expect(ruler._getWaypointLabelContext(end, {})?.fray).toMatchObject({
      provokes: "1 opportunity attack",
    });
    expect(ruler._getGridHighlightStyle(end, { i: 0, j: 2 }).color).toBe(PROVOKE_COLOUR);
    expect(ruler._getGridHighlightStyle(end, { i: 0, j: 3 }).color).toBe(0x33bc4e);
    // A player's blink is its own movement (fray.playerTeleport: refused, or walked): it provokes as a walk.
    const blink = rulerWaypoints([
      { x: 0, y: 0 },
      { x: 5 * G, y: 0, action: "blink" },
    ])[1] as HarnessRulerWaypoint;
    expect(ruler._getWaypointLabelContext(blink, {})?.fray).toMatchObject({ provokes: "1 opportunity attack" });
    // A GM's blink past it provokes nothing.
    h.actAs(h.gm);
    expect(ruler._getWaypointLabelContext(blink, {})?.fray).toMatchObject({ provokes: null });
    expect(ruler._getGridHighlightStyle(blink, { i: 0, j: 2 }).color).toBe(0x33bc4e);
  });

  it("the label template renders core's distance and Fray's lines, escaped", async () => {
    const ruler = await setup("srd52");
    const end = rulerWaypoints([
      { x: 0, y: 0 },
      { x: 5 * G, y: 0 },
    ])[1] as HarnessRulerWaypoint;
    const context = ruler._getWaypointLabelContext(end, {}) as object;
    const html = await foundry.applications.handlebars.renderTemplate(WAYPOINT_LABEL_TEMPLATE, context as never);
    expect(html).toContain('<span class="fray-waypoint-label__cost"><i class="fa-solid fa-person-walking"');
    expect(html).toContain('aria-hidden="true"></i> 25 ft</span>');
    expect(html).toContain("1 opportunity attack");
  });
});
