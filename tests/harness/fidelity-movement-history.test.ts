// Fidelity rows F67 (ruler waypoint stages) and F71–F74 (FIDELITY.md): v13 movement methods, `chain` as movement
// ids, the movement history recorded in combat with `revertRecordedMovement`, and `constrainOptions`.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Harness } from "./index";
import type { Source } from "./context";
import { MOVEMENT_METHODS, type HarnessMovement } from "./movement";
import { Combat, Scene, TokenDocument } from "./classes";
import { TokenPlaceable } from "./scene";
import { plannedRuler, rulerData, rulerWaypoints } from "./canvas";
import { hero, modelHarness } from "./fidelity-setup";

/** Every movement the moving client's `_preUpdateMovement` saw. */
const seen: HarnessMovement[] = [];

class SeenToken extends TokenDocument {
  override async _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined> {
    seen.push(movement);
    return super._preUpdateMovement(movement, operation);
  }
}

let h: Harness;
const ID = "token00000000000";
/** The acting client's copy of the player's token, at (0, 0). */
const token = (): SeenToken => h.doc<SeenToken>(tokenOnGm);
let tokenOnGm: SeenToken;

beforeEach(async () => {
  h = modelHarness();
  h.onEveryClient(() => {
    CONFIG.Token.documentClass = SeenToken as never;
  });
  seen.length = 0;
  const actor = await hero(h, "A", h.player);
  const scene = await h.as(h.gm, () => Scene.create({ name: "Arena", tokens: [{ _id: ID, actorId: actor.id }] }));
  tokenOnGm = scene?.getEmbeddedDocument("Token", ID) as SeenToken;
  h.actAs(h.player);
});

/** The GM's copy of the combat `fight` started. */
let combatOnGm: { nextRound(): Promise<unknown> };

/** The GM starts a combat with the token's combatant: from then on its moves are recorded (#11730). */
async function fight(): Promise<void> {
  const actorId = tokenOnGm.actor?.id;
  const sceneId = tokenOnGm.parent?.id;
  const combat = await h.as(h.gm, () =>
    Combat.create({ active: true, combatants: [{ name: "A", actorId, sceneId, tokenId: ID, initiative: 10 }] }),
  );
  combatOnGm = combat as unknown as { nextRound(): Promise<unknown> };
  await h.as(h.gm, () => (combat as unknown as { startCombat(): Promise<unknown> }).startCombat());
  await h.settle();
  h.actAs(h.player);
}

const xs = (list: { x: number }[]) => list.map((w) => w.x);

describe("F71 movement methods", () => {
  it("a move carries the method it was made with (api by default); the seven names pass, another throws", async () => {
    expect(MOVEMENT_METHODS).toEqual(["api", "config", "hud", "dragging", "keyboard", "paste", "undo"]);
    await token().move({ x: 100, y: 0 });
    for (const method of ["config", "paste", "keyboard"]) await token().move({ x: 0, y: 0 }, { method });
    expect(seen.map((m) => m.method)).toEqual(["api", "config", "paste", "keyboard"]);
    await expect(token().move({ x: 100, y: 0 }, { method: "teleporting" })).rejects.toThrow(/unknown movement method/);
  });
});

describe("F72 chain is a list of movement ids", () => {
  it("a move begun while the last one has segments to make continues it: chain names it; that one stops", async () => {
    await token().move([
      { x: 100, y: 0, checkpoint: true },
      { x: 200, y: 0 },
    ]);
    await token().move({ x: 100, y: 100 });
    await h.settle();
    const [first, second] = seen;
    expect(first?.chain).toEqual([]);
    expect(second?.chain).toEqual([first?.id]);
    expect(seen).toHaveLength(2); // the first move's second segment was never made
    expect([token().x, token().y]).toEqual([100, 100]);
    // A move after a finished one continues nothing.
    await token().move({ x: 0, y: 0 });
    expect(seen.at(-1)?.chain).toEqual([]);
  });
});

describe("F73 movement history in combat and revertRecordedMovement", () => {
  it("outside a started combat nothing is recorded; inside, each segment's waypoints are, after the start", async () => {
    await token().move({ x: 100, y: 0 });
    expect(token().movementHistory).toEqual([]);
    expect(seen.at(-1)?.recorded).toBe(false);
    await fight();
    await token().move([
      { x: 200, y: 0, checkpoint: true },
      { x: 300, y: 0, action: "climb" },
    ]);
    await h.settle();
    const id = seen.at(-1)?.id ?? "";
    expect(seen.at(-1)?.recorded).toBe(true);
    const history = token().movementHistory;
    expect(history.map((w) => [w.x, w.action, w.movementId])).toEqual([
      [100, "walk", null],
      [200, "walk", id],
      [300, "climb", id],
    ]);
    // Every client sees it.
    expect(h.doc(tokenOnGm, h.gm).movementHistory).toEqual(history);
  });

  it("revertRecordedMovement walks the last move back with method undo and its actions, and drops it", async () => {
    await fight();
    await token().move({ x: 100, y: 0 });
    await token().move([
      { x: 200, y: 0, action: "climb" },
      { x: 300, y: 0 },
    ]);
    const undone = seen.at(-1)?.id;
    expect(await token().revertRecordedMovement()).toBe(true);
    const undo = seen.at(-1) as HarnessMovement;
    expect(undo.method).toBe("undo");
    expect(undo.origin).toMatchObject({ x: 300, y: 0 });
    expect(undo.passed.waypoints.map((w) => [w.x, w.action])).toEqual([
      [200, "walk"],
      [100, "climb"],
    ]);
    expect(undo.recorded).toBe(false);
    expect(token().x).toBe(100);
    expect(token().movementHistory.some((w) => w.movementId === undone)).toBe(false);
    expect(xs(token().movementHistory)).toEqual([0, 100]);
    expect(await token().revertRecordedMovement()).toBe(true);
    expect([token().x, token().movementHistory]).toEqual([0, []]);
    expect(await token().revertRecordedMovement()).toBe(false);
  });

  it("the history is not cleared at a new turn (stricter): an earlier turn's move can still be reverted", async () => {
    await fight();
    await token().move({ x: 100, y: 0 });
    await h.as(h.gm, () => combatOnGm.nextRound());
    await h.settle();
    h.actAs(h.player);
    expect(token().movementHistory).toHaveLength(2);
    expect(await token().revertRecordedMovement()).toBe(true);
  });
});

describe("F74 constrainOptions", () => {
  it("a move carries its constrainOptions; a drag hands them to the placeable's constrainMovementPath", async () => {
    const spy = vi.spyOn(TokenPlaceable.prototype, "constrainMovementPath");
    await token().move({ x: 100, y: 0 }, { method: "dragging", constrainOptions: { ignoreWalls: true } });
    await token().move({ x: 200, y: 0 });
    expect(seen.map((m) => m.constrainOptions)).toEqual([{ ignoreWalls: true }, {}]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).toEqual({ ignoreWalls: true, preview: false });
    spy.mockRestore();
  });
});

describe("F67 ruler waypoints have a stage; the ruler data has passedWaypoints", () => {
  it("the token's history is passed, what it plans is planned (movementId null); the measure runs on from the first", async () => {
    await fight();
    await token().move({ x: 200, y: 0 });
    const passed = rulerData(token()).passedWaypoints;
    expect(xs(passed)).toEqual([0, 200]);
    const waypoints = plannedRuler(token(), [{ x: 400, y: 0 }]);
    expect(waypoints.map((w) => [w.x, w.stage, w.movementId !== null])).toEqual([
      [0, "passed", false],
      [200, "passed", true],
      [400, "planned", false],
    ]);
    expect(waypoints.map((w) => w.measurement.distance)).toEqual([0, 10, 20]);
    // Without history, every waypoint is planned and the first is where the token stands.
    expect(
      rulerWaypoints([
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ]).map((w) => w.stage),
    ).toEqual(["planned", "planned"]);
  });
});
