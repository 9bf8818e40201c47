// Fidelity rows F59–F68 (FIDELITY.md): walls on scenes, who may change them, the scene a client views, measured
// templates, a user's targets, the canvas stand-in and keybindings.
import { describe, expect, it } from "vitest";
import { MeasuredTemplateDocument, RegionDocument, Scene, TokenDocument, WallDocument } from "./classes";
import { RegionBehaviorDocument } from "./scene";
import { USER_ROLES } from "./index";
import type { HarnessCanvas, HarnessKeybindings } from "./canvas";
import { modelHarness, onEvery } from "./fidelity-setup";

async function sceneWithWalls() {
  const scene = (await Scene.create({
    name: "Keep",
    active: true,
    walls: [
      { _id: "wall000000000000", c: [0, 0, 500, 0] },
      { _id: "door000000000000", c: [500, 0, 500, 300], door: 1 },
      { _id: "locked0000000000", c: [0, 300, 500, 300], door: 1, ds: 2 },
      { _id: "secret0000000000", c: [0, 0, 0, 300], door: 2 },
    ],
  })) as Scene;
  return scene;
}

describe("F59 walls are embedded in their scene with v13's fields and defaults", () => {
  it("c in pixels, NORMAL restrictions, no door, closed, both directions; created on every client", async () => {
    const h = modelHarness();
    const created = onEvery(h, "createWall");
    const scene = await sceneWithWalls();
    const wall = scene.walls.get("wall000000000000") as WallDocument;
    expect(wall).toBeInstanceOf(WallDocument);
    expect([wall.c, wall.move, wall.sight, wall.light, wall.sound, wall.door, wall.ds, wall.dir]).toEqual([
      [0, 0, 500, 0],
      20,
      20,
      20,
      20,
      0,
      0,
      0,
    ]);
    expect(wall.scene).toBe(scene);
    expect(scene.grid).toMatchObject({ size: 100, distance: 5 });
    await scene.createEmbeddedDocuments("Wall", [{ c: [0, 100, 100, 100], sight: 0, dir: 1 }]);
    expect(created).toHaveLength(h.clients.length);
    for (const c of h.clients) {
      const copy = h.doc<Scene>(scene, c.user);
      expect(copy.walls.size).toBe(5);
    }
  });
});

describe("F60 only GMs change walls; a player may open or close an ordinary door that is not locked", () => {
  it("players are refused walls, secret doors, locked doors and any other field; they may toggle a door", async () => {
    const h = modelHarness();
    const scene = await sceneWithWalls();
    h.actAs(h.player);
    const mine = h.doc<Scene>(scene);
    await expect(mine.createEmbeddedDocuments("Wall", [{ c: [0, 0, 100, 0] }])).rejects.toThrow("lacks permission");
    const wall = mine.walls.get("wall000000000000") as WallDocument;
    await expect(wall.update({ ds: 1 })).rejects.toThrow("only open or close a door");
    const door = mine.walls.get("door000000000000") as WallDocument;
    await expect(door.update({ ds: 1, sight: 0 })).rejects.toThrow("only open or close a door");
    await expect(door.update({ ds: 2 })).rejects.toThrow("only open or close a door");
    await expect((mine.walls.get("locked0000000000") as WallDocument).update({ ds: 1 })).rejects.toThrow(
      "only open or close a door",
    );
    await expect((mine.walls.get("secret0000000000") as WallDocument).update({ ds: 1 })).rejects.toThrow(
      "only open or close a door",
    );
    await door.update({ ds: 1 });
    expect(h.doc<Scene>(scene, h.gm).walls.get("door000000000000")?._source.ds).toBe(1);
    await door.update({ ds: 0 });
    await expect(door.delete()).rejects.toThrow("lacks permission");
    h.actAs(h.assistant);
    await h.doc<Scene>(scene).walls.get("wall000000000000")?.update({ sight: 0 });
    expect(h.world.sourceOf(`${scene.uuid}.Wall.wall000000000000`)).toMatchObject({ sight: 0 });
  });
});

describe("F61 the scene a client views", () => {
  it("game.scenes.viewed is the active scene until the client views another, on that client only", async () => {
    const h = modelHarness();
    const keep = await sceneWithWalls();
    const cave = (await Scene.create({ name: "Cave" })) as Scene;
    const viewed = () => (game.scenes as unknown as { viewed: Scene | null }).viewed?.name;
    expect(viewed()).toBe("Keep");
    expect(keep.active).toBe(true);
    h.actAs(h.player);
    await h.doc<Scene>(cave).view();
    expect(viewed()).toBe("Cave");
    h.actAs(h.gm);
    expect(viewed()).toBe("Keep");
  });
});

describe("F62 measured templates: the author places, moves and removes its own", () => {
  it("a Trusted player places one as its author (filled in); a Player may not; another's template is not its to change", async () => {
    const h = modelHarness();
    const scene = await sceneWithWalls();
    h.actAs(h.player);
    const mine = h.doc<Scene>(scene);
    await expect(mine.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", distance: 20 }])).rejects.toThrow(
      "lacks permission",
    );
    h.player.role = USER_ROLES.TRUSTED;
    const created: unknown = await mine.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "cone", x: 100, y: 200, distance: 15, direction: 90 },
    ]);
    const made = (created as MeasuredTemplateDocument[])[0];
    expect([made?.author, made?.t, made?.x, made?.y, made?.distance, made?.direction]).toEqual([
      h.player,
      "cone",
      100,
      200,
      15,
      90,
    ]);
    await expect(
      mine.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", distance: 5, author: h.gm.id }]),
    ).rejects.toThrow("author must be its creator");
    h.actAs(h.player2);
    const theirs = h.doc<Scene>(scene).templates.get(made?.id ?? "") as MeasuredTemplateDocument;
    await expect(theirs.update({ x: 0 })).rejects.toThrow("lacks permission");
    await expect(theirs.delete()).rejects.toThrow("lacks permission");
    h.actAs(h.player);
    await h
      .doc<Scene>(scene)
      .templates.get(made?.id ?? "")
      ?.update({ x: 300 });
    expect(h.world.sourceOf(`${scene.uuid}.MeasuredTemplate.${made?.id ?? ""}`)).toMatchObject({ x: 300 });
  });
});

describe("F63 a user's targets", () => {
  it("Token#setTarget changes the calling client's game.user.targets and fires targetToken there only", async () => {
    const h = modelHarness();
    const scene = (await Scene.create({
      name: "T",
      tokens: [
        { _id: "one0000000000000", x: 0, y: 0 },
        { _id: "two0000000000000", x: 100, y: 0 },
      ],
    })) as Scene;
    const seen = onEvery(h, "targetToken", (user, token, on) =>
      [(user as { name: string }).name, (token as { id: string }).id, String(on)].join(" "),
    );
    h.actAs(h.player);
    const tokens = h.doc<Scene>(scene).tokens;
    (tokens.get("one0000000000000") as TokenDocument).object.setTarget(true);
    (tokens.get("two0000000000000") as TokenDocument).object.setTarget(true, { releaseOthers: false });
    expect([...h.player.targets].map((t) => t.id)).toEqual(["one0000000000000", "two0000000000000"]);
    (tokens.get("two0000000000000") as TokenDocument).object.setTarget(true);
    expect([...h.player.targets].map((t) => t.id)).toEqual(["two0000000000000"]);
    expect(h.gm.targets.size).toBe(0);
    expect(seen).toEqual([
      "Player Player one0000000000000 true",
      "Player Player two0000000000000 true",
      "Player Player two0000000000000 true",
    ]);
  });
});

describe("F64 the canvas: the viewed scene, grid highlights, controlled tokens", () => {
  it("highlight layers record positions once each until cleared; control()/release() change canvas.tokens.controlled and fire controlToken on that client", async () => {
    const h = modelHarness();
    const scene = (await Scene.create({
      name: "C",
      active: true,
      tokens: [
        { _id: "one0000000000000", x: 0, y: 0 },
        { _id: "two0000000000000", x: 100, y: 0 },
      ],
    })) as Scene;
    const c = (globalThis as unknown as { canvas: HarnessCanvas }).canvas;
    expect(c.scene).toBe(scene);
    expect(c.grid).toMatchObject({ size: 100, distance: 5 });
    expect(() => {
      c.interface.grid.highlightPosition("x", { x: 0, y: 0 });
    }).toThrow("no highlight layer");
    c.interface.grid.addHighlightLayer("x");
    c.interface.grid.highlightPosition("x", { x: 0, y: 0, color: 1 });
    c.interface.grid.highlightPosition("x", { x: 0, y: 0, color: 2 });
    expect(c.interface.grid.getHighlightLayer("x")?.drawn).toEqual([{ x: 0, y: 0, color: 1 }]);
    c.interface.grid.clearHighlightLayer("x");
    expect(c.interface.grid.getHighlightLayer("x")?.drawn).toEqual([]);
    const seen = onEvery(h, "controlToken", (token, on) => `${(token as { id: string }).id} ${String(on)}`);
    const one = scene.tokens.get("one0000000000000") as TokenDocument;
    const two = scene.tokens.get("two0000000000000") as TokenDocument;
    one.object.control();
    two.object.control();
    expect(c.tokens.controlled.map((t) => t.document.id)).toEqual(["two0000000000000"]);
    two.object.release();
    expect(c.tokens.controlled).toEqual([]);
    expect(seen).toEqual([
      "Gamemaster one0000000000000 true",
      "Gamemaster one0000000000000 false",
      "Gamemaster two0000000000000 true",
      "Gamemaster two0000000000000 false",
    ]);
    h.actAs(h.player);
    expect((globalThis as unknown as { canvas: HarnessCanvas }).canvas.tokens.controlled).toEqual([]);
  });
});

describe("F65 keybindings", () => {
  it("register records a binding once per client; pressKey runs its onDown on the acting client", () => {
    const h = modelHarness();
    const ran: string[] = [];
    h.onEveryClient(() => {
      (game as unknown as { keybindings: HarnessKeybindings }).keybindings.register("test", "go", {
        name: "Go",
        onDown: () => ran.push(game.user.name),
      });
    });
    expect(() => {
      (game as unknown as { keybindings: HarnessKeybindings }).keybindings.register("test", "go", { name: "Go" });
    }).toThrow("already registered");
    h.actAs(h.player);
    h.pressKey("test", "go");
    expect(ran).toEqual(["Player"]);
    expect(() => h.pressKey("test", "nothing")).toThrow("no keybinding");
  });
});

describe("F66 regions are embedded in their scene with their shapes, elevation and behaviours; only GMs change them", () => {
  it("shapes, elevation and behaviour documents read back on every client; a player may not create or change one", async () => {
    const h = modelHarness();
    const created = onEvery(h, "createRegion");
    const scene = (await Scene.create({ name: "Bog", active: true })) as Scene;
    await scene.createEmbeddedDocuments(
      "Region",
      [
        {
          _id: "region0000000000",
          name: "Mud",
          shapes: [{ type: "rectangle", x: 0, y: 0, width: 200, height: 100 }],
          elevation: { bottom: 0, top: 10 },
          behaviors: [{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }],
        },
      ],
      { keepId: true },
    );
    expect(created).toHaveLength(h.clients.length);
    for (const c of h.clients) {
      const region = h.doc<Scene>(scene, c.user).regions.get("region0000000000") as RegionDocument;
      expect(region).toBeInstanceOf(RegionDocument);
      expect(region.shapes).toEqual([{ type: "rectangle", x: 0, y: 0, width: 200, height: 100 }]);
      expect(region.elevation).toEqual({ bottom: 0, top: 10 });
      const behaviors = region.behaviors.map((b) => ({
        type: b.type,
        disabled: b instanceof RegionBehaviorDocument ? b.disabled : "not a RegionBehavior",
        system: (b.system as { toObject(): unknown }).toObject(),
      }));
      expect(behaviors).toEqual([
        { type: "modifyMovementCost", disabled: false, system: { difficulties: { walk: 2 } } },
      ]);
    }
    h.actAs(h.player);
    const mine = h.doc<Scene>(scene);
    await expect(mine.createEmbeddedDocuments("Region", [{ name: "Mine" }])).rejects.toThrow("lacks permission");
    await expect(mine.regions.get("region0000000000")?.update({ name: "Dry" })).rejects.toThrow("lacks permission");
    const theirs = mine.regions.get("region0000000000") as RegionDocument;
    await expect(
      theirs.createEmbeddedDocuments("RegionBehavior", [{ name: "Mine", type: "pauseGame" }]),
    ).rejects.toThrow("lacks permission");
    await expect(theirs.behaviors.contents[0]?.update({ disabled: true })).rejects.toThrow("lacks permission");
    expect(foundry.data.regionBehaviors.RegionBehaviorType.prototype).toBeInstanceOf(foundry.abstract.TypeDataModel);
  });
});

describe("F68 a template preview's canvas", () => {
  it("a preview is drawn before it is refreshed, sits in the layer's preview, and pointer and wheel events reach their listeners", async () => {
    const h = modelHarness();
    await Scene.create({ name: "Field", active: true });
    const board = canvas as unknown as HarnessCanvas;
    expect(board.activeLayer).toBe(board.tokens);
    board.templates.activate();
    expect(board.activeLayer).toBe(board.templates);
    expect(board.templates.getSnappedPoint({ x: 123, y: 178 })).toEqual({ x: 100, y: 200 });
    const Preview = CONFIG.MeasuredTemplate.objectClass as unknown as new (doc: unknown) => {
      draw(): Promise<unknown>;
      refresh(): unknown;
      destroy(): void;
    };
    const preview = new Preview(new MeasuredTemplateDocument({ t: "circle" }));
    expect(() => preview.refresh()).toThrow("not drawn");
    await preview.draw();
    preview.refresh();
    board.templates.preview.addChild(preview);
    expect(board.templates.preview.children).toEqual([preview]);
    const seen: unknown[] = [];
    const listener = (event: unknown) => seen.push(event);
    board.stage.on("pointermove", listener);
    board.stage.emit("pointermove", { x: 1 });
    board.stage.off("pointermove", listener);
    board.stage.emit("pointermove", { x: 2 });
    expect(seen).toEqual([{ x: 1 }]);
    let wheels = 0;
    board.app.view.addEventListener("wheel", () => wheels++);
    board.app.view.dispatchEvent(new Event("wheel"));
    expect(wheels).toBe(1);
    expect(h.gm.color.css).toMatch(/^#[0-9a-f]{6}$/);
  });
});
