// Issue 24 item 1.11: the ruler's waypoint labels and a spell's template placement as a v13 canvas runs them.
// - MOV-1, OA-1: the label keeps core's `waypoint-label` class on its root (core styles and places labels by it),
//   puts the rules' cost first and core's measured distance second, in short lines, and counts opportunity
//   attacks through plural-keyed strings.
// - AOE-1: a placement is confirmed when the button comes up (core's own listener on the stage handles the same
//   click), Shift+wheel turns a cone by the coarse step though the browser sends that notch as `deltaX`, Escape,
//   another scene or another layer give up the placement (its promise settles), and only a template Fray placed
//   retargets its user.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { item } from "./card-trust-setup";
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import type { Scene as HarnessScene, TokenPlaceable } from "../harness/scene";
import type { FrayActor } from "../../src/documents/actor";
import { pointerEvent, rulerWaypoints, type HarnessCanvas, type HarnessRulerWaypoint } from "../harness/canvas";
import { renderWaypointLabel } from "../harness/waypoint-label";

const G = 100;
const board = () => canvas as unknown as HarnessCanvas;
const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  resetCoverIndexes();
});

describe("MOV-1, OA-1 the waypoint label", () => {
  let h: LedgerHarness;
  let f: Fight;

  interface Ruler {
    _getWaypointLabelContext(w: HarnessRulerWaypoint, state: object): Record<string, unknown> | undefined;
  }

  /** Ayla (30 ft) at (0, 2) with an Orc at each of `orcs`; her ruler, as the player's client draws it. */
  async function ruler(orcs: [number, number][]): Promise<Ruler> {
    h = await ledgerHarness("srd52");
    f = await fight(
      h,
      { name: "Ayla", initiative: 20, player: true, system: { speed: { walk: 30 } } },
      ...orcs.map((_, i) => ({ name: `Orc ${i}`, initiative: 5 - i, type: "npc" as const })),
    );
    await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).update({ x: 0, y: 2 * G, disposition: 1 }));
    for (const [i, [x, y]] of orcs.entries())
      await h.as(h.gm, () => h.doc(f.token(`Orc ${i}`), h.gm).update({ x: x * G, y: y * G, disposition: -1 }));
    await h.settle();
    h.actAs(h.player);
    const RulerClass = (CONFIG.Token as unknown as { rulerClass: new (token: object) => Ruler }).rulerClass;
    return new RulerClass({ document: f.token("Ayla") });
  }

  const east = (squares: number) =>
    rulerWaypoints([
      { x: 0, y: 2 * G },
      { x: squares * G, y: 2 * G },
    ])[1] as HarnessRulerWaypoint;

  /** The label core shows at `squares` east (harness: core renders the template and needs its root class). */
  async function rendered(r: Ruler, squares: number): Promise<Element> {
    const root = await renderWaypointLabel(r, east(squares));
    if (!root) throw new Error("no label");
    return root;
  }

  it("MOV-1: the label's root keeps core's waypoint-label class; the rules' cost comes first, core's distance second", async () => {
    const r = await ruler([]);
    const root = await rendered(r, 2);
    expect(root.classList.contains("waypoint-label")).toBe(true);
    expect(root.classList.contains("fray-waypoint-label")).toBe(true);
    const lines = [...root.children].map((c) => c.className);
    expect(lines[0]).toBe("fray-waypoint-label__cost");
    expect(lines[1]).toBe("fray-waypoint-label__distance");
    expect(root.children[0]?.textContent.trim()).toBe("10 ft");
    expect(root.querySelector(".fray-waypoint-label__left")?.textContent).toBe("20 ft left");
  });

  it("OA-1: one opportunity attack reads in the singular, two in the plural", async () => {
    const one = await ruler([[1, 1]]);
    expect(one._getWaypointLabelContext(east(5), {})?.fray).toMatchObject({ provokes: "1 opportunity attack" });
    const two = await ruler([
      [1, 1],
      [1, 3],
    ]);
    expect(two._getWaypointLabelContext(east(5), {})?.fray).toMatchObject({ provokes: "2 opportunity attacks" });
  });
});

describe("AOE-1 placing a spell's template on the canvas", () => {
  let h: RollHarness;
  let wizard: FrayActor;

  /** The wizard (controlled by the GM's client) at (2, 10) and a goblin at (10, 10) on an active scene. */
  async function field() {
    h = await automationHarness("srd52");
    wizard = await creature("Wizard", {}, "character", { [h.player.id]: 3 });
    const goblin = await creature("Goblin", {}, "npc");
    const tokens = [
      { _id: "wizard0000000000", actorId: wizard.id, x: 2 * G, y: 10 * G, actorLink: true },
      { _id: "goblin0000000000", actorId: goblin.id, x: 10 * G, y: 10 * G },
    ];
    const scene = (await Scene.create({ name: "Field", active: true, tokens })) as unknown as HarnessScene;
    h.actAs(h.gm);
    const wizardToken = scene.tokens.get("wizard0000000000") as unknown as { object: TokenPlaceable };
    wizardToken.object.control();
    return scene;
  }

  const spell = (system: Record<string, unknown>) => item(wizard, "Spell", "spell", system);
  const fireball = () => spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 20 } });

  it("AOE-1: the template lands where the button comes up, and the caster's token stays controlled", async () => {
    const scene = await field();
    const use = (await fireball()).use();
    await turns();
    board().stage.emit("pointermove", pointerEvent(6 * G, 6 * G));
    board().stage.emit("pointerdown", pointerEvent(6 * G, 6 * G));
    board().stage.emit("pointermove", pointerEvent(10 * G, 10 * G));
    board().stage.emit("pointerup", pointerEvent(10 * G, 10 * G));
    expect(await use).not.toBeNull();
    await h.settle();
    const [template] = scene.templates.contents as unknown as { x: number; y: number }[];
    expect([template?.x, template?.y]).toEqual([10 * G, 10 * G]);
    expect(board().tokens.controlled.map((t) => t.document.id)).toEqual(["wizard0000000000"]);
    expect(board().activeLayer).toBe(board().tokens);
  });

  it("AOE-1: Shift+wheel turns a cone 45° a notch (the browser sends that notch as deltaX)", async () => {
    const scene = await field();
    const use = (await spell({ save: { ability: "dex" }, area: { shape: "cone", size: 15 } })).use();
    await turns();
    const preview = board().templates.preview.children[0] as { document: { direction: number } };
    const shifted = board().wheel(100, { shiftKey: true });
    expect(preview.document.direction).toBe(45);
    expect(shifted.defaultPrevented).toBe(true);
    board().wheel(-100);
    expect(preview.document.direction).toBe(30);
    board().click(3 * G, 10 * G);
    await use;
    await h.settle();
    expect((scene.templates.contents[0] as unknown as { direction: number }).direction).toBe(30);
  });

  it("AOE-1: Escape gives up the placement: the use settles with nothing placed and nothing left listening", async () => {
    const scene = await field();
    const use = (await fireball()).use();
    await turns();
    board().pressEscape();
    expect(await use).toBeNull();
    await h.settle();
    expect(scene.templates.size).toBe(0);
    expect(board().templates.preview.children).toEqual([]);
    expect(board().stage.listenerCount("pointermove")).toBe(0);
    expect(board().activeLayer).toBe(board().tokens);
    // A later Escape or click does nothing more.
    board().pressEscape();
    board().click(10 * G, 10 * G);
    await h.settle();
    expect(scene.templates.size).toBe(0);
  });

  it("AOE-1: viewing another scene gives up the placement", async () => {
    const scene = await field();
    const other = (await Scene.create({ name: "Elsewhere" })) as unknown as HarnessScene;
    const use = (await fireball()).use();
    await turns();
    await other.view();
    expect(await use).toBeNull();
    board().click(10 * G, 10 * G);
    await h.settle();
    expect(scene.templates.size + other.templates.size).toBe(0);
    expect(board().stage.listenerCount("pointerup")).toBe(0);
  });

  it("AOE-1: switching to another layer gives up the placement", async () => {
    const scene = await field();
    const use = (await fireball()).use();
    await turns();
    board().tokens.activate();
    expect(await use).toBeNull();
    board().click(10 * G, 10 * G);
    await h.settle();
    expect(scene.templates.size).toBe(0);
    expect(board().stage.listenerCount("pointerdown")).toBe(0);
  });

  it("AOE-1: a template placed with Foundry's own tools leaves its user's targets alone", async () => {
    const scene = await field();
    const goblin = scene.tokens.get("goblin0000000000") as unknown as {
      object: { setTarget(t: boolean, o?: object): void };
    };
    goblin.object.setTarget(true, { releaseOthers: true });
    await scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", x: 2 * G, y: 10 * G, distance: 10 }]);
    await h.settle();
    expect([...game.user.targets].map((t) => t.id)).toEqual(["goblin0000000000"]);
  });
});
