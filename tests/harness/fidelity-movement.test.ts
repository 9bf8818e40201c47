// Fidelity rows F45–F49 and F70 (FIDELITY.md): the v13 token movement workflow and core's constraint of a path.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness, HarnessUser } from "./index";
import type { Source } from "./context";
import type { HarnessMovement } from "./movement";
import { Scene, TokenDocument } from "./classes";
import type { TokenPlaceable } from "./scene";
import { hero, modelHarness, onEvery, running } from "./fidelity-setup";

/** What `_preUpdateMovement` saw, by client. */
const seen: { on: string; movement: HarnessMovement }[] = [];
const veto = { movement: false };

class LoggedToken extends TokenDocument {
  override async _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined> {
    seen.push({ on: running(), movement });
    if (!(operation.movement as Record<string, unknown> | undefined)?.[this.id]) throw new Error("no movement");
    return veto.movement ? false : undefined;
  }
}

let h: Harness;
/** The GM's copy of the player's token at (0, 0). */
let token: LoggedToken;

beforeEach(async () => {
  h = modelHarness();
  h.onEveryClient(() => {
    CONFIG.Token.documentClass = LoggedToken as never;
  });
  seen.length = 0;
  veto.movement = false;
  const actor = await hero(h, "A", h.player);
  const scene = await Scene.create({ name: "Arena", tokens: [{ _id: "token00000000000", actorId: actor.id }] });
  token = scene?.getEmbeddedDocument("Token", "token00000000000") as LoggedToken;
  h.actAs(h.player);
});

const xs = (waypoints: { x: number }[]) => waypoints.map((w) => w.x);
const xOnEveryClient = () => h.clients.map((c) => h.doc(token, c.user).x);
const moveThree = () =>
  h.doc(token).move([
    { x: 100, y: 0, checkpoint: true },
    { x: 200, y: 0, checkpoint: true },
    { x: 300, y: 0 },
  ]);

describe("F45 _preUpdateMovement and preMoveToken run on the moving client; false rejects", () => {
  it("both run on the player's client only; false from either rejects the move and sends nothing", async () => {
    const pre = onEvery(h, "preMoveToken");
    expect(await h.doc(token).move({ x: 100, y: 0 })).toBe(true);
    expect(seen.map((s) => s.on)).toEqual(["Player"]);
    expect(pre).toEqual(["Player"]);
    const before = h.operations.length;
    h.client(h.player).hooks.once("preMoveToken", () => false);
    expect(await h.doc(token).move({ x: 200, y: 0 })).toBe(false);
    veto.movement = true;
    expect(await h.doc(token).move({ x: 200, y: 0 })).toBe(false);
    expect(h.operations.length).toBe(before);
    expect(xOnEveryClient()).toEqual([100, 100, 100, 100, 100]);
  });
});

describe("F46 checkpoints split a move into segments", () => {
  it("each segment is one update with its passed path and the pending rest; one movement id, no chain", async () => {
    await moveThree();
    await h.settle();
    const movements = seen.map((s) => s.movement);
    expect(movements.map((m) => [m.chain, xs(m.passed.waypoints), xs(m.pending.waypoints)])).toEqual([
      [[], [100], [200, 300]],
      [[], [200], [300]],
      [[], [300], []],
    ]);
    expect(movements.map((m) => [m.passed.cost, m.pending.cost, m.state])).toEqual([
      [5, 10, "pending"],
      [5, 5, "pending"],
      [5, 0, "completed"],
    ]);
    expect(new Set(movements.map((m) => m.id)).size).toBe(1);
    expect(movements.every((m) => m.method === "api" && m.user === h.player)).toBe(true);
    expect(h.operations.filter((o) => o.documentName === "Token").map((o) => o.userId)).toEqual([
      h.player.id,
      h.player.id,
      h.player.id,
    ]);
  });
});

describe("F46 waypoints carry an elevation", () => {
  it("a waypoint's elevation is the one given, else the previous one's; the update writes it", async () => {
    await h.doc(token).move([
      { x: 100, y: 0, elevation: 10, checkpoint: true },
      { x: 200, y: 0 },
    ]);
    await h.settle();
    const movements = seen.map((s) => s.movement);
    expect(movements[0]?.origin.elevation).toBe(0);
    expect(movements[0]?.destination.elevation).toBe(10);
    expect(movements.map((m) => m.passed.waypoints.map((w) => w.elevation))).toEqual([[10], [10]]);
    expect(h.clients.map((c) => h.doc(token, c.user).elevation)).toEqual(h.clients.map(() => 10));
  });
});

describe("F47 move resolves after the first segment", () => {
  it("resolves true once the first segment is written; the rest follows in the background until settle()", async () => {
    expect(await moveThree()).toBe(true);
    expect(xOnEveryClient()).toEqual([100, 100, 100, 100, 100]);
    await h.settle();
    expect(xOnEveryClient()).toEqual([300, 300, 300, 300, 300]);
  });
});

describe("F48 stopMovement drops the segments not yet made", () => {
  it("after the first segment, stopMovement leaves the token there and the moving client fires stopToken", async () => {
    const stops = onEvery(h, "stopToken", (doc) => String(doc === h.doc(token)));
    await moveThree();
    h.doc(token).stopMovement();
    await h.settle();
    expect(xOnEveryClient()).toEqual([100, 100, 100, 100, 100]);
    expect(seen).toHaveLength(1);
    expect(stops).toEqual(["Player true"]);
  });
});

describe("F49 moveToken fires on every client with the mover's User", () => {
  it("after the update, with the client's own token copy, the movement and the moving User", async () => {
    const moved = onEvery(h, "moveToken", (doc, movement, _operation, user) => {
      const m = movement as HarnessMovement;
      const own = doc === h.doc(token) && (doc as TokenDocument).x === 100;
      return `${(user as HarnessUser).name} same-user:${String(m.user === user)} own:${String(own)}`;
    });
    await h.doc(token).move({ x: 100, y: 0 });
    const names = ["Player", "Gamemaster", "Assistant", "Player Two", "Observer"];
    expect(moved).toEqual(names.map((n) => `${n} Player same-user:true own:true`));
    expect(h.doc(token, h.gm).movement?.id).toBe(seen[0]?.movement.id);
  });
});

describe("F70 a drag moves along the path the token placeable constrained", () => {
  it("CONFIG.Token.objectClass makes the placeable; a drag or keyboard move takes its path, an api move doesn't", async () => {
    const asked: string[] = [];
    class HalfwayToken extends (foundry.canvas.placeables as unknown as { Token: typeof TokenPlaceable }).Token {
      override constrainMovementPath(
        waypoints: Parameters<TokenPlaceable["constrainMovementPath"]>[0],
        options: object = {},
      ): ReturnType<TokenPlaceable["constrainMovementPath"]> {
        const [path] = super.constrainMovementPath(waypoints, options);
        asked.push(running());
        // Cut every path after its first step, kept where the first waypoint's leg starts.
        return [[path[0] as never, { ...(path[1] as object), x: 100 } as never], true];
      }
    }
    h.onEveryClient(() => {
      (CONFIG.Token as unknown as { objectClass: unknown }).objectClass = HalfwayToken;
    });
    const mine = h.doc(token);
    expect(mine.object).toBeInstanceOf(HalfwayToken);
    await mine.move({ x: 300, y: 0 }, { method: "dragging" });
    await h.settle();
    expect(xOnEveryClient()).toEqual([100, 100, 100, 100, 100]);
    expect(seen[0]?.movement.destination.x).toBe(100);
    expect((seen[0]?.movement as unknown as { constrained: boolean }).constrained).toBe(true);
    expect(asked).toEqual(["Player"]);
    await mine.move({ x: 300, y: 0 });
    await h.settle();
    expect(xOnEveryClient()).toEqual([300, 300, 300, 300, 300]);
    expect(asked).toEqual(["Player"]);
  });

  it("core's own constraint cuts at a wall, before a step of infinite cost (unless ignoreCost) and at the scene's edge", async () => {
    const scene = h.doc(token, h.gm).parent as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    // A wall between squares 2 and 3 of row 0, and one whose end only touches the diagonal from (0, 1) to (1, 2).
    await h.as(h.gm, () =>
      scene.createEmbeddedDocuments("Wall", [{ c: [300, 0, 300, 100] }, { c: [100, 200, 0, 200] }]),
    );
    await h.settle();
    h.actAs(h.player);
    const mine = h.doc(token);
    const xsOf = (path: { x: number; y: number }[]) => path.map((w) => [w.x / 100, w.y / 100]);
    const cut = (to: { x: number; y: number }, options: object = {}) => {
      const [path, constrained] = mine.object.constrainMovementPath([{}, to], options);
      return [xsOf(path), constrained];
    };
    expect(cut({ x: 500, y: 0 })).toEqual([
      [
        [0, 0],
        [2, 0],
      ],
      true,
    ]);
    expect(cut({ x: 500, y: 0 }, { ignoreWalls: true })).toEqual([
      [
        [0, 0],
        [5, 0],
      ],
      false,
    ]);
    // The ray between centres only touches the wall's end: core lets it pass (Fray must stop the corner, MOV-4).
    await h.as(h.gm, () => h.doc(token, h.gm).update({ y: 100 }));
    await h.settle();
    h.actAs(h.player);
    expect(cut({ x: 100, y: 200 })).toEqual([
      [
        [0, 1],
        [1, 2],
      ],
      false,
    ]);
    // A step of infinite cost: cut before it unless ignoreCost.
    h.onEveryClient(() => {
      const actions = (CONFIG.Token as unknown as { movement: { actions: Record<string, object> } }).movement.actions;
      actions.walk = {
        ...actions.walk,
        getCostFunction: () => (base: number, _from: unknown, to: { j: number }) => (to.j === 3 ? Infinity : base),
      };
    });
    h.actAs(h.player);
    expect(cut({ x: 500, y: 100 })).toEqual([
      [
        [0, 1],
        [2, 1],
      ],
      true,
    ]);
    expect(cut({ x: 500, y: 100 }, { ignoreCost: true })).toEqual([
      [
        [0, 1],
        [5, 1],
      ],
      false,
    ]);
    // The scene's edge (4000 × 3000 px by default), even with ignoreWalls.
    expect(cut({ x: -200, y: 100 }, { ignoreWalls: true })).toEqual([[[0, 1]], true]);
  });
});
