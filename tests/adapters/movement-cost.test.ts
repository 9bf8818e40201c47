// Issue 13 item 1: a move in the active combat spends what the world's preset says it costs, worked out by the
// pure core from the squares it passes (src/scene/movement/move-cost.ts), never from the cost Foundry measured or the
// moving client sent: the preset's diagonal rule (MOV-3), difficult terrain from regions (MOV-2: core's Modify
// Movement Cost, Fray's own behaviour per preset), crawling (MOV-7, MOV-11), other creatures' spaces (MOV-5,
// MOV-6), teleports free (OA-2). A move the rules refuse (ending in another creature's space) doesn't happen.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addRegion, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { FrayTokenDocument } from "../../src/documents";
import { getPreset, pathMovementCost } from "../../src/rules";
import type { FrayActor } from "../../src/documents/actor";
import { DifficultTerrainBehavior } from "../../src/data/region/difficult-terrain";
import { EnvironmentFeatureBehavior } from "../../src/data/region/environment-feature";
import { readFileSync } from "node:fs";

let h: LedgerHarness;
let f: Fight;
const G = 100;

const used = () => ledgerOf(f.combatant("Ayla")).movement.used;
const at = (name: string) => [f.token(name).x / G, f.token(name).y / G];

async function setup(preset: string, others: { name: string; x: number; y: number; disposition: number }[] = []) {
  h = await ledgerHarness(preset);
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 60 } } },
    ...others.map((o, i) => ({ name: o.name, initiative: 10 - i, type: "npc" as const })),
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  for (const o of others) {
    await h.as(h.gm, () => h.doc(f.token(o.name), h.gm).update({ x: o.x * G, y: o.y * G, disposition: o.disposition }));
  }
  if (preset === "threeAction") {
    // threeAction: no movement before a Stride; Ayla has Strided twice.
    const combatant = h.doc(f.combatant("Ayla"), h.gm);
    const strode = { ...ledgerOf(combatant), movement: { used: 0, remaining: 50 }, movementSpeeds: 2 };
    await h.as(h.gm, () => combatant.update({ "system.ledger": strode }));
  }
  await h.settings.set("fray", "opportunityAttacks", "off");
  await h.settle();
}

const region = (behaviors: Record<string, unknown>[], squares = { x: 2, y: 0, w: 2, h: 1 }) =>
  addRegion(h, f.token("Ayla"), { name: "Mud", behaviors, squares });

/** The player moves Ayla through the given squares (`method`: how, as v13 names it; an api move by default). */
async function moveBy(method: string | undefined, squares: [number, number, string?][]): Promise<boolean> {
  h.actAs(h.player);
  const waypoints = squares.map(([x, y, action]) => ({ x: x * G, y: y * G, ...(action ? { action } : {}) }));
  const moved = await f.token("Ayla").move(waypoints, method ? { method } : {});
  await opportunityMovesSettled();
  await h.settle();
  return moved;
}

/** The player moves Ayla through the given squares. */
const move = (...squares: [number, number, string?][]) => moveBy(undefined, squares);

beforeEach(() => {
  resetCoverIndexes();
  forgetOpportunityOffers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MOV-3 the preset's diagonal rule", () => {
  it("MOV-3: two diagonal squares cost 10 ft under srd52 (equidistant)", async () => {
    await setup("srd52");
    await move([2, 2]);
    expect(used()).toBe(10);
  });

  it("MOV-3: two diagonal squares cost 15 ft under threeAction (5, then 10)", async () => {
    await setup("threeAction");
    await move([2, 2]);
    expect(used()).toBe(15);
    expect(at("Ayla")).toEqual([2, 2]);
  });
});

describe("MOV-2 difficult terrain from regions", () => {
  it("MOV-2: core's Modify Movement Cost (walk ×2) over two squares: 4 squares east cost 30 ft, not 20", async () => {
    await setup("srd52");
    await region([{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }]);
    await move([4, 0]);
    expect(used()).toBe(30);
  });

  it("MOV-2: a disabled behaviour, or a difficulty for another action only, leaves the squares normal", async () => {
    await setup("srd52");
    await region([
      { type: "modifyMovementCost", disabled: true, system: { difficulties: { walk: 2 } } },
      { type: "modifyMovementCost", system: { difficulties: { fly: 2, walk: 1 } } },
    ]);
    await move([4, 0]);
    expect(used()).toBe(20);
  });

  it("MOV-2: Fray's Difficult terrain behaviour counts under the presets it names (all when none)", async () => {
    await setup("srd52");
    await region([{ type: "fray.difficultTerrain", system: { presets: ["a5e"] } }]);
    await move([4, 0]);
    expect(used()).toBe(20); // a5e only: normal ground under srd52
    await region([{ type: "fray.difficultTerrain", system: { presets: [] } }], { x: 5, y: 0, w: 1, h: 1 });
    await move([6, 0]);
    expect(used()).toBe(20 + 15); // (4,0)→(5,0) difficult, (5,0)→(6,0) normal
  });
});

describe("MOV-2 difficult terrain step by step", () => {
  it("MOV-2: a region difficult for walking only costs double where Ayla walks, not where she flies on", async () => {
    await setup("srd52");
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).update({ "system.speed.fly": 60 } as never));
    await region([{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }], { x: 1, y: 0, w: 4, h: 1 });
    // Walk into the mud (1,0)-(2,0), then fly over the rest of it (3,0)-(4,0): 10 + 10 (walked, difficult) + 10.
    await move([2, 0], [4, 0, "fly"]);
    expect(used()).toBe(30);
  });

  it("MOV-2: a region with a ceiling is difficult only for steps below it (waypoint elevation)", async () => {
    await setup("srd52");
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).update({ "system.speed.fly": 60 } as never));
    await addRegion(h, f.token("Ayla"), {
      name: "Brambles",
      squares: { x: 1, y: 0, w: 4, h: 1 },
      elevation: { bottom: null, top: 5 },
      behaviors: [{ type: "fray.difficultTerrain", system: { presets: [] } }],
    });
    h.actAs(h.player);
    await f.token("Ayla").move([
      { x: 2 * G, y: 0, action: "fly", elevation: 0 },
      { x: 4 * G, y: 0, action: "fly", elevation: 20 },
    ]);
    await opportunityMovesSettled();
    await h.settle();
    // (1,0) and (2,0) at elevation 0 are in the brambles (20 ft); (3,0) still at 0, (4,0) at 20 above them.
    expect(used()).toBe(20 + 10 + 5);
  });
});

describe("MOV-5 / MOV-6 other creatures' spaces", () => {
  it("MOV-5: a move that would end in an ally's space (which it may pass) is refused and nothing moves", async () => {
    await setup("srd52", [{ name: "Bran", x: 3, y: 0, disposition: 1 }]);
    expect(await move([3, 0])).toBe(false);
    expect(at("Ayla")).toEqual([0, 0]);
    expect(used()).toBe(0);
    expect(h.client(h.player).shown()).toContain(
      "Ayla: the rules refuse this move: the move would end in another creature’s space.",
    );
  });

  /** The player drags Ayla through the given squares (core constrains the path with Fray's placeable first). */
  const drag = (...squares: [number, number][]) => moveBy("dragging", squares);
  const constrained = () => (f.token("Ayla") as unknown as { movement: { constrained: boolean } }).movement.constrained;

  it("MOV-5: a drag that would end in an ally's space stops on the square before it, and pays for that far", async () => {
    await setup("srd52", [{ name: "Bran", x: 3, y: 0, disposition: 1 }]);
    expect(await drag([3, 0])).toBe(true);
    expect(at("Ayla")).toEqual([2, 0]);
    expect(constrained()).toBe(true);
    expect(used()).toBe(10);
    expect(h.client(h.player).shown()).toEqual([]);
  });

  it("MOV-5: the cut walks back past every occupied square, through the waypoint whose leg holds the new end", async () => {
    await setup("srd52", [
      { name: "Bran", x: 2, y: 2, disposition: 1 },
      { name: "Cara", x: 3, y: 2, disposition: 1 },
    ]);
    expect(await drag([0, 2], [3, 2])).toBe(true);
    expect(at("Ayla")).toEqual([1, 2]);
    expect(used()).toBe(15);
  });

  it("MOV-5: with no free square before the occupied end the drag is refused with the reason; a free end is not cut", async () => {
    await setup("srd52", [{ name: "Bran", x: 1, y: 0, disposition: 1 }]);
    expect(await drag([1, 0])).toBe(false);
    expect(at("Ayla")).toEqual([0, 0]);
    expect(used()).toBe(0);
    expect(h.client(h.player).shown()).toContain(
      "Ayla: the rules refuse this move: the move would end in another creature’s space.",
    );
    expect(await drag([2, 0])).toBe(true);
    expect(at("Ayla")).toEqual([2, 0]);
    expect(constrained()).toBe(false);
  });

  it("MOV-5: a drag through a hostile's space stops on the last free square before it", async () => {
    await setup("srd52", [{ name: "Orc", x: 3, y: 0, disposition: -1 }]);
    expect(await drag([5, 0])).toBe(true);
    expect(at("Ayla")).toEqual([2, 0]);
    expect(used()).toBe(10);
  });

  it("MOV-5: a flight up cut short ends part of the way up", async () => {
    await setup("srd52", [{ name: "Bran", x: 4, y: 0, disposition: 1 }]);
    // Bran flies at 20 ft: the end of Ayla's flight shares his box (MOV-5 counts space in height too).
    await h.as(h.gm, () => h.doc(f.token("Bran"), h.gm).update({ elevation: 20 }));
    await h.settle();
    const token = h.doc(f.token("Ayla"), h.player);
    h.actAs(h.player);
    const [path, cut] = token.object.constrainMovementPath(
      [
        { x: 0, y: 0, elevation: 0 },
        { x: 400, y: 0, elevation: 20 },
      ],
      {},
    ) as [{ x: number; elevation: number }[], boolean];
    expect(cut).toBe(true);
    expect(path.map((w) => [w.x, w.elevation])).toEqual([
      [0, 0],
      [300, 15],
    ]);
  });

  it("MOV-5: outside the active combat a drag may end on another token (the GM arranging the map)", async () => {
    await setup("srd52", [{ name: "Bran", x: 3, y: 0, disposition: 1 }]);
    await h.as(h.gm, () => h.doc(f.combat, h.gm).delete());
    const token = h.doc(f.token("Ayla"), h.gm);
    const [path, cut] = token.object.constrainMovementPath(
      [
        { x: 0, y: 0 },
        { x: 300, y: 0 },
      ],
      {},
    ) as [{ x: number }[], boolean];
    expect(cut).toBe(false);
    expect(path.at(-1)?.x).toBe(300);
  });

  it("MOV-1: a hex or gridless scene is left to core: the move spends core's cost and nothing is judged by squares", async () => {
    await setup("srd52", [{ name: "Bran", x: 3, y: 0, disposition: 1 }]);
    const scene = h.doc(f.token("Ayla").parent as never, h.gm) as unknown as { update(d: object): Promise<unknown> };
    await h.as(h.gm, () => scene.update({ grid: { type: 2 } }));
    expect(await drag([3, 0])).toBe(true);
    expect(at("Ayla")).toEqual([3, 0]);
    expect(constrained()).toBe(false);
    expect(used()).toBe(15); // the waypoints' own cost (the harness: 5 ft a square)
  });

  it("MOV-5: through a hostile creature's space of the same size is refused", async () => {
    await setup("srd52", [{ name: "Orc", x: 2, y: 0, disposition: -1 }]);
    expect(await move([4, 0])).toBe(false);
    expect(h.client(h.player).shown()).toContain(
      "Ayla: the rules refuse this move: another creature’s space is in the way.",
    );
  });

  it("MOV-6: through an ally's space: allowed, at the pure core's cost on the same squares", async () => {
    await setup("srd52", [{ name: "Bran", x: 2, y: 0, disposition: 1 }]);
    expect(await move([4, 0])).toBe(true);
    const expected = pathMovementCost({
      path: [0, 1, 2, 3, 4].map((x) => ({ x, y: 0 })),
      mover: { size: "medium", disposition: 1, speeds: { walk: 60 } },
      others: [{ id: "Bran", space: { x: 2, y: 0, side: 1 }, size: "medium", disposition: 1 }],
      policies: { movement: getPreset("srd52").policies.movement },
    }).total;
    expect(used()).toBe(expected);
    expect(at("Ayla")).toEqual([4, 0]);
  });
});

describe("MOV-7 / MOV-11 modes and OA-2 teleports", () => {
  it("MOV-11: prone, walking is crawling: two squares cost 20 ft", async () => {
    await setup("srd52");
    await h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).toggleStatusEffect("prone"));
    await move([2, 0]);
    expect(used()).toBe(20);
  });

  it("MOV-7: climbing without a climb speed costs double", async () => {
    await setup("srd52");
    await move([2, 0, "climb"]);
    expect(used()).toBe(20);
  });

  it("OA-2 / MOV-5: a player's blink may not end in another creature's space; a GM may put a creature there", async () => {
    await setup("srd52", [{ name: "Bran", x: 5, y: 0, disposition: 1 }]);
    expect(await move([5, 0, "blink"])).toBe(false);
    expect(at("Ayla")).toEqual([0, 0]);
    h.actAs(h.gm);
    expect(await h.doc(f.token("Ayla"), h.gm).move([{ x: 5 * G, y: 0, action: "blink" }])).toBe(true);
    await h.settle();
    expect(at("Ayla")).toEqual([5, 0]);
  });

  it("OA-2: core's displace is a GM's teleport: a player's displace (fray.playerTeleport: walk) is paid for", async () => {
    await setup("srd52");
    await h.settings.set("fray", "playerTeleport", "walk");
    await move([4, 0, "displace"]);
    expect(used()).toBe(20);
  });

  it("OA-2: a player's blink (fray.playerTeleport: walk) is paid for as a walk, as is the walk after it", async () => {
    await setup("srd52");
    await h.settings.set("fray", "playerTeleport", "walk");
    await move([5, 0, "blink"], [6, 0]);
    expect(used()).toBe(30);
  });
});

describe("the GM spends what the squares cost, not what a client says", () => {
  it("a hostile client that skips its check and sends waypoints costing 0 still spends 20 ft for 4 squares", async () => {
    await setup("srd52");
    const proto = FrayTokenDocument.prototype as unknown as { _preUpdateMovement(): Promise<boolean> };
    vi.spyOn(proto, "_preUpdateMovement").mockResolvedValue(true);
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 4 * G, y: 0, cost: 0 }]);
    await h.settle();
    expect(at("Ayla")).toEqual([4, 0]);
    expect(used()).toBe(20);
  });
});

describe("MOV-2 Fray's Difficult terrain behaviour type", () => {
  it("MOV-2: registered as fray.difficultTerrain (system.json documentTypes.RegionBehavior); presets a set of ids, a blank one refused", async () => {
    await setup("srd52");
    const config = CONFIG as unknown as { RegionBehavior: { dataModels: Record<string, unknown> } };
    expect(config.RegionBehavior.dataModels["fray.difficultTerrain"]).toBe(DifficultTerrainBehavior);
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(manifest.documentTypes.RegionBehavior ?? {})).toEqual([
      "fray.difficultTerrain",
      "fray.environmentFeature",
    ]);
    expect(config.RegionBehavior.dataModels["fray.environmentFeature"]).toBe(EnvironmentFeatureBehavior);
    const model = new DifficultTerrainBehavior({ presets: ["srd52", "a5e"] }) as unknown as { presets: Set<string> };
    expect([...model.presets]).toEqual(["srd52", "a5e"]);
    expect(() => new DifficultTerrainBehavior({ presets: [""] })).toThrow(/presets/);
  });
});
