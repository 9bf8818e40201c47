// Fidelity tests for FIDELITY.md rows F80–F84 (issue 24): the region behaviour types a world accepts, core's
// special statuses read through tokens, the waypoint label's root class, the language plural rules follow, and
// core's canvas around a template placement (its own click on the stage, layer hooks, wheel, Escape, tear-down).
import { describe, expect, it } from "vitest";
import { RegionDocument, Scene, TokenDocument, type Actor } from "./classes";
import type { Harness } from "./index";
import { CORE_REGION_BEHAVIOR_TYPES } from "./scene";
import { pointerEvent, rulerWaypoints, HarnessTokenRuler, type HarnessCanvas } from "./canvas";
import { renderWaypointLabel } from "./waypoint-label";
import { modelHarness, hero, onEvery } from "./fidelity-setup";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
  documentTypes: Record<string, Record<string, unknown>>;
};

describe("F80 region behaviour types: core's and the ones the manifest declares, as written; any other is refused", () => {
  it("game.documentTypes.RegionBehavior lists core's types then the manifest's keys; an unlisted type can't be made", async () => {
    const h = modelHarness();
    const declared = Object.keys(manifest.documentTypes.RegionBehavior ?? {});
    const types = (game as unknown as { documentTypes: Record<string, string[]> }).documentTypes.RegionBehavior;
    expect(types).toEqual([...CORE_REGION_BEHAVIOR_TYPES, ...declared]);
    const scene = (await Scene.create({ name: "Bog", active: true })) as Scene;
    const [made] = await scene.createEmbeddedDocuments("Region", [{ name: "Mud" }]);
    if (!(made instanceof RegionDocument)) throw new Error("no region");
    const region = made;
    // A type nobody declared: refused on its own and with a new region; nothing reaches the world.
    await expect(region.createEmbeddedDocuments("RegionBehavior", [{ type: "fray.nothing" }])).rejects.toThrow(
      'type: "fray.nothing" is not a valid type for the RegionBehavior Document class',
    );
    await expect(
      scene.createEmbeddedDocuments("Region", [{ name: "Bad", behaviors: [{ type: "difficultTerrain" }] }]),
    ).rejects.toThrow("is not a valid type");
    expect(scene.regions.size).toBe(1);
    // A declared type and a core one are made, on every client, with their data models.
    const created: string[] = [];
    for (const c of h.clients) c.hooks.on("createRegionBehavior", (b) => created.push((b as { type: string }).type));
    await region.createEmbeddedDocuments("RegionBehavior", [
      { name: "Pause", type: "pauseGame" },
      { name: "Slow", type: "modifyMovementCost", system: { difficulties: { walk: 2 } } },
    ]);
    expect(created).toHaveLength(2 * h.clients.length);
    for (const c of h.clients) {
      const copy = h.doc<Scene>(scene, c.user).regions.get(region.id) as RegionDocument;
      expect(copy.behaviors.map((b) => b.type)).toEqual(["pauseGame", "modifyMovementCost"]);
      expect((copy.behaviors.contents[1]?.system as { difficulties: unknown }).difficulties).toEqual({ walk: 2 });
    }
  });
});

/** An active scene "Field" with Ayla's token (id token0000000000a, linked to her actor) on it. */
async function aylaOnField(h: Harness): Promise<{ actor: Actor; scene: Scene }> {
  const actor = await hero(h, "Ayla");
  const scene = (await Scene.create({
    name: "Field",
    active: true,
    tokens: [{ _id: "token0000000000a", actorId: actor.id }],
  })) as Scene;
  return { actor, scene };
}

describe("F81 core's special statuses are read through the token's actor", () => {
  it("TokenDocument#hasStatusEffect is true for its actor's statuses; CONFIG.specialStatusEffects starts as core's", async () => {
    const h = modelHarness();
    expect(CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" });
    h.onEveryClient(() => {
      (CONFIG as unknown as { statusEffects: unknown[] }).statusEffects = [
        { id: "blind", name: "Blind", img: "icons/svg/blind.svg" },
      ];
    });
    const { actor, scene } = await aylaOnField(h);
    const token = () => scene.tokens.get("token0000000000a") as TokenDocument;
    expect(token().hasStatusEffect("blind")).toBe(false);
    await (actor as unknown as { toggleStatusEffect(id: string): Promise<unknown> }).toggleStatusEffect("blind");
    await h.settle();
    for (const c of h.clients) {
      const copy = h.doc<Scene>(scene, c.user).tokens.get("token0000000000a") as TokenDocument;
      expect(copy.hasStatusEffect("blind")).toBe(true);
      expect(copy.hasStatusEffect("invisible")).toBe(false);
    }
    // A token with no actor has no status.
    await scene.createEmbeddedDocuments("Token", [{ _id: "token0000000000b" }], { keepId: true });
    expect((scene.tokens.get("token0000000000b") as TokenDocument).hasStatusEffect("blind")).toBe(false);
  });
});

describe("F82 core lays a waypoint label out by the waypoint-label class on its template's root", () => {
  it("a label template whose root has the class renders; one without it, or with two roots, is refused", async () => {
    const h = modelHarness();
    const { scene } = await aylaOnField(h);
    const document = scene.tokens.get("token0000000000a") as TokenDocument;
    const waypoints = rulerWaypoints([
      { x: 0, y: 0 },
      { x: 200, y: 0 },
    ]);
    // The template's text stands in for a file (the renderer reads the repository's templates only).
    const handlebars = foundry.applications.handlebars as unknown as {
      renderTemplate: (path: string, data: object) => Promise<string>;
    };
    const sources: Record<string, string> = {};
    handlebars.renderTemplate = (path, data) =>
      Promise.resolve(
        (sources[path] ?? "").replace("{{distance.total}}", (data as { distance: { total: string } }).distance.total),
      );
    const rulerWith = (template: string, html: string) => {
      sources[template] = html;
      return new (class extends HarnessTokenRuler {
        static override WAYPOINT_LABEL_TEMPLATE = template;
      })({ document });
    };
    const good = rulerWith("templates/test/good.hbs", '<div class="waypoint-label mine">{{distance.total}}</div>');
    expect(await renderWaypointLabel(good, waypoints[0])).toBeNull();
    expect((await renderWaypointLabel(good, waypoints[1]))?.textContent).toBe("10");
    const bare = rulerWith("templates/test/bare.hbs", '<div class="mine">{{distance.total}}</div>');
    await expect(renderWaypointLabel(bare, waypoints[1])).rejects.toThrow('lacks core\'s "waypoint-label" class');
    const two = rulerWith(
      "templates/test/two.hbs",
      '<div class="waypoint-label"></div><div class="waypoint-label"></div>',
    );
    await expect(renderWaypointLabel(two, waypoints[1])).rejects.toThrow("one root element");
  });
});

describe("F83 game.i18n.lang names the language of the strings", () => {
  it("the harness's strings are English, lang 'en', whose plural categories are one and other", () => {
    modelHarness();
    const lang = (game.i18n as unknown as { lang: string }).lang;
    expect(lang).toBe("en");
    const rules = new Intl.PluralRules(lang);
    expect([1, 2, 0].map((n) => rules.select(n))).toEqual(["one", "other", "other"]);
  });
});

describe("F84 core's canvas around a placement", () => {
  it("core's click ends on pointerup, on the layer active then: on the tokens layer it releases the tokens", async () => {
    modelHarness();
    const scene = (await Scene.create({ name: "Field", active: true, tokens: [{ _id: "token0000000000a" }] })) as Scene;
    const board = canvas as unknown as HarnessCanvas;
    const token = (scene.tokens.get("token0000000000a") as TokenDocument).object;
    token.control();
    const order: string[] = [];
    board.stage.on("pointerup", () => order.push(`listener sees ${board.coreClicks.length} core click(s)`));
    board.templates.activate();
    board.click(100, 100);
    expect(board.coreClicks).toEqual(["templates"]);
    expect(order).toEqual(["listener sees 1 core click(s)"]);
    expect(token.controlled).toBe(true);
    // A press on the templates layer whose release comes on the tokens layer is a click on the tokens layer.
    board.stage.emit("pointerdown", pointerEvent(100, 100));
    board.tokens.activate();
    board.stage.emit("pointerup", pointerEvent(100, 100));
    expect(board.coreClicks).toEqual(["templates", "tokens"]);
    expect(token.controlled).toBe(false);
    // A right click is not core's left click; a pointerup with no press before it ends nothing.
    board.click(100, 100, 2);
    board.stage.emit("pointerup", pointerEvent(100, 100));
    expect(board.coreClicks).toHaveLength(2);
  });

  it("layers fire hooks as they change; Shift+wheel arrives as deltaX; Escape reaches the view's document", async () => {
    const h = modelHarness();
    await Scene.create({ name: "Field", active: true });
    const board = canvas as unknown as HarnessCanvas;
    const hooks = onEvery(h, ["deactivateTokenLayer", "activateTemplateLayer", "deactivateTemplateLayer"]);
    board.templates.activate();
    board.templates.activate();
    board.tokens.activate();
    expect(hooks).toEqual([
      "Gamemaster deactivateTokenLayer",
      "Gamemaster activateTemplateLayer",
      "Gamemaster deactivateTemplateLayer",
    ]);
    const wheels: [number, number, boolean][] = [];
    board.app.view.addEventListener("wheel", (e) => {
      const w = e as WheelEvent;
      wheels.push([w.deltaX, w.deltaY, w.shiftKey]);
    });
    board.wheel(100);
    board.wheel(-100, { shiftKey: true });
    expect(wheels).toEqual([
      [0, 100, false],
      [-100, 0, true],
    ]);
    const keys: string[] = [];
    const owner = (board.app.view as unknown as { ownerDocument: EventTarget }).ownerDocument;
    owner.addEventListener("keydown", (e) => keys.push((e as KeyboardEvent).key));
    board.pressEscape();
    expect(keys).toEqual(["Escape"]);
  });

  it("viewing another scene tears the canvas down (canvasTearDown, the preview emptied, tokens layer) and draws it again", async () => {
    const h = modelHarness();
    const first = (await Scene.create({ name: "Field", active: true })) as Scene;
    const second = (await Scene.create({ name: "Cave" })) as Scene;
    const board = canvas as unknown as HarnessCanvas;
    const hooks = onEvery(h, ["canvasTearDown", "canvasReady"]);
    board.templates.activate();
    board.templates.preview.addChild({});
    await first.view();
    expect(hooks).toEqual([]);
    await second.view();
    expect(hooks).toEqual(["Gamemaster canvasTearDown", "Gamemaster canvasReady"]);
    expect(board.templates.preview.children).toEqual([]);
    expect(board.activeLayer).toBe(board.tokens);
    expect(board.scene?.id).toBe(second.id);
  });
});
