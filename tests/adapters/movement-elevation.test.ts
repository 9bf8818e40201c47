// Issue 24 item 1.7 (MOV-5, OA-1, OA-6): elevation. Each creature's space is a box from its elevation up, as tall
// as it is wide: a flyer 30 ft up crosses a hostile on the ground, pays nothing extra and provokes nothing; at
// the hostile's height the same move is cut before it and provokes.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { scanMove } from "../../src/combat/opportunity/opportunity-scan";
import { movePath, type PathWaypoint } from "../../src/scene/movement/move-path";
import type { SceneLike, TokenLike } from "../../src/scene/cover/cover-hooks";

let h: LedgerHarness;
let f: Fight;
const G = 100;

interface Measuring {
  measureMovementPath(
    waypoints: { x: number; y: number; elevation?: number; action?: string }[],
    options?: { preview?: boolean },
  ): { cost: number; steps: { cost: number }[] };
}

const used = () => ledgerOf(f.combatant("Ayla")).movement.used;
const at = (name: string) => [f.token(name).x / G, f.token(name).y / G];

async function setup(elevation: number, preset = "srd52") {
  h = await ledgerHarness(preset);
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 30, fly: 60 } } },
    { name: "Orc", initiative: 10, type: "npc" },
  );
  await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 0, elevation, disposition: 1 }));
  await h.as(h.gm, () => h.doc(f.token("Orc"), h.gm).update({ x: 2 * G, y: 0, disposition: -1 }));
  await h.settle();
}

/** The player drags Ayla, flying at `elevation`, to square (x, 0). */
async function fly(x: number, elevation: number): Promise<boolean> {
  h.actAs(h.player);
  const moved = await f.token("Ayla").move({ x: x * G, y: 0, elevation, action: "fly" }, { method: "dragging" });
  await opportunityMovesSettled();
  await h.settle();
  return moved;
}

beforeEach(() => {
  resetCoverIndexes();
  forgetOpportunityOffers();
});

describe("MOV-5 a flyer above a creature on the ground", () => {
  it("MOV-5: flying 30 ft up, Ayla crosses the Orc's square at the normal cost; core's ruler agrees", async () => {
    await setup(30);
    h.actAs(h.player);
    const ruler = (h.doc(f.token("Ayla")) as unknown as Measuring).measureMovementPath(
      [{ x: 4 * G, y: 0, elevation: 30, action: "fly" }],
      { preview: true },
    );
    expect(ruler.steps.map((s) => s.cost)).toEqual([5, 5, 5, 5]);
    expect(await fly(4, 30)).toBe(true);
    expect(at("Ayla")).toEqual([4, 0]);
    expect(used()).toBe(20);
  });

  it("MOV-6 (delta): flying 30 ft over a hostile's square pays nothing extra", async () => {
    await setup(30, "delta");
    expect(await fly(4, 30)).toBe(true);
    expect(used()).toBe(20);
  });

  it("MOV-5: at the Orc's height the same drag is cut before its square", async () => {
    await setup(0);
    await fly(4, 0);
    expect(at("Ayla")).toEqual([1, 0]);
  });
});

describe("OA-1 reach between boxes", () => {
  it("OA-1, OA-6: flying 30 ft over the Orc provokes nothing; walking past it on the ground provokes", async () => {
    await setup(30);
    h.actAs(h.gm);
    const scene = h.doc(f.token("Ayla"), h.gm).parent as unknown as SceneLike;
    const token = h.doc(f.token("Ayla"), h.gm) as unknown as TokenLike;
    const over = movePath(
      { x: 0, y: G, elevation: 30 } as PathWaypoint,
      [{ x: 4 * G, y: G, elevation: 30, action: "fly" }],
      G,
    );
    expect(scanMove(scene, token, over, true).attacks).toEqual([]);
    const ground = movePath(
      { x: 0, y: G, elevation: 0 } as PathWaypoint,
      [{ x: 4 * G, y: G, elevation: 0, action: "walk" }],
      G,
    );
    expect(scanMove(scene, token, ground, true).attacks.map((a) => a.cell)).toEqual([{ x: 3, y: 1 }]);
  });
});
