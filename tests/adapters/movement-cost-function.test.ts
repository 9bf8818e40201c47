// Issue 13 item 1: Foundry's own measurement (the ruler's cost, a path constrained to a cost) asks each movement
// action's getCostFunction for every grid step; Fray's wraps the walking actions so a step costs what the pure core
// says (MOV-2 difficult terrain by the step's action, MOV-5 / MOV-6 other creatures, MOV-7 / MOV-11 crawling),
// scaled by the distance core measured; teleports and a GM's forced movement keep core's cost.
import { beforeEach, describe, expect, it } from "vitest";
import { addRegion, fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { FORCED_MOVEMENT } from "../../src/combat/movement/movement-actions";
import { getPreset, pathMovementCost } from "../../src/rules";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;
const G = 100;

type Step = (
  baseCost: number,
  from: { i: number; j: number },
  to: { i: number; j: number },
  distance: number,
  segment: unknown,
) => number;

async function setup(preset = "srd52") {
  h = await ledgerHarness(preset);
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true },
    { name: "Orc", initiative: 10, type: "npc" },
    { name: "Bran", initiative: 5 },
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  await h.as(h.gm, () => h.doc(f.token("Orc"), h.gm).update({ x: 3 * G, y: 2 * G, disposition: -1 }));
  await h.as(h.gm, () => h.doc(f.token("Bran"), h.gm).update({ x: 3 * G, y: 4 * G, disposition: 1 }));
  await h.settle();
}

const region = (behaviors: Record<string, unknown>[], squares = { x: 2, y: 0, w: 2, h: 1 }) =>
  addRegion(h, f.token("Ayla"), { name: "Mud", behaviors, squares });

/** The cost function core would get for Ayla moving with `action`. */
function stepCost(action: string): Step {
  const actions = CONFIG.Token.movement.actions as unknown as Record<
    string,
    { getCostFunction(token: unknown, options: unknown): Step }
  >;
  const config = actions[action];
  if (!config) throw new Error(`no action ${action}`);
  return config.getCostFunction(h.doc(f.token("Ayla")), {});
}

const east = (j: number) =>
  [
    { i: 0, j },
    { i: 0, j: j + 1 },
  ] as const;

beforeEach(() => {
  resetCoverIndexes();
});

describe("MOV-2 core's measurement pays Fray's terrain", () => {
  it("MOV-2: a step into Fray's difficult terrain costs double; open ground what core measured", async () => {
    await setup();
    await region([{ type: "fray.difficultTerrain", system: { presets: [] } }]);
    const walk = stepCost("walk");
    expect(walk(5, ...east(0), 5, null)).toBe(5);
    expect(walk(5, ...east(1), 5, null)).toBe(10);
    // A diagonal core measured as 10 ft (an alternating grid's second diagonal) into the mud: 20 ft.
    expect(walk(10, { i: 1, j: 1 }, { i: 0, j: 2 }, 10, null)).toBe(20);
    // Fray's cost replaces the one core (or another module) worked out: it is never taken as the higher of two.
    expect(walk(15, ...east(1), 5, null)).toBe(10);
    // The same as the pure core for one step on the same squares.
    const pure = pathMovementCost({
      path: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: "medium", disposition: 1, speeds: { walk: 30 } },
      terrain: { difficult: [{ x: 2, y: 0 }] },
      policies: { movement: getPreset("srd52").policies.movement },
    });
    expect(walk(5, ...east(1), 5, null)).toBe(pure.total);
  });

  it("MOV-2, MOV-8: core's Modify Movement Cost counts for the actions it names: walking pays, flying doesn't", async () => {
    await setup();
    await region([{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }]);
    expect(stepCost("walk")(5, ...east(1), 5, null)).toBe(10);
    // Without a fly speed Ayla can't fly at all (MOV-8): core is told the step is impossible.
    expect(stepCost("fly")(5, ...east(1), 5, null)).toBe(Infinity);
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).update({ "system.speed.fly": 30 } as never));
    await h.settle();
    expect(stepCost("fly")(5, ...east(1), 5, null)).toBe(5);
  });

  it("MOV-11, MOV-7: a prone creature's walk is a crawl, double, and triple in difficult terrain", async () => {
    await setup();
    await region([{ type: "fray.difficultTerrain", system: { presets: [] } }]);
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).toggleStatusEffect("prone"));
    await h.settle();
    expect(stepCost("walk")(5, ...east(0), 5, null)).toBe(10);
    expect(stepCost("walk")(5, ...east(1), 5, null)).toBe(15);
  });

  it("MOV-5: a step into a hostile's space costs Infinity (core cuts the path there); an ally's space is passable", async () => {
    await setup();
    const walk = stepCost("walk");
    expect(walk(5, { i: 2, j: 2 }, { i: 2, j: 3 }, 5, null)).toBe(Infinity);
    expect(walk(5, { i: 4, j: 2 }, { i: 4, j: 3 }, 5, null)).toBe(5);
  });

  it("OA-2: teleports and a GM's forced movement keep core's cost", async () => {
    await setup();
    await region([{ type: "fray.difficultTerrain", system: { presets: [] } }]);
    expect(stepCost("blink")(5, ...east(1), 5, null)).toBe(5);
    expect(stepCost(FORCED_MOVEMENT)(5, ...east(1), 5, null)).toBe(5);
    expect(stepCost("walk")(5, { i: 2, j: 2 }, { i: 2, j: 2 }, 0, null)).toBe(5);
  });
});
