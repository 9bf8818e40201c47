// Issue 13 item 4: a spell with an area places its template (a preview under the pointer, a click to place it, a
// right click to give up; an emanation on its caster at once), targets what it covers by the rules, and its save
// request card's saves take their cover from the template's origin (COV-6), not from the caster.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { item } from "./card-trust-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { CONE_ANGLE, areaFlagOf, areaTemplateData, type SpellArea } from "../../src/scene/cover/area-template";
import { templateShape } from "../../src/scene/cover/template-area";
import { areaCells, areaOfEffect, coverFromPoint, createCoverScene, getPreset } from "../../src/rules";
import type { Scene as HarnessScene } from "../harness/scene";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import { USER_ROLES } from "../harness";
import type { HarnessCanvas, HarnessMeasuredTemplate } from "../harness/canvas";

let h: RollHarness;
let wizard: FrayActor;
const G = 100;

beforeEach(async () => {
  resetCoverIndexes();
  h = await automationHarness("srd52");
  wizard = await creature("Wizard <b>", {}, "character", { [h.player.id]: 3 });
});

/** The wizard at `at` and goblins at `squares` (ids goblin0…), on an active scene with the walls given (pixels). */
async function field(at: [number, number], squares: [number, number][], walls: Record<string, unknown>[] = []) {
  const goblins: FrayActor[] = [];
  for (const [i] of squares.entries()) goblins.push(await creature(`Goblin ${i}`, {}, "npc"));
  const tokens = [
    { _id: "wizard0000000000", actorId: wizard.id, x: at[0] * G, y: at[1] * G, actorLink: true },
    ...squares.map(([x, y], i) => ({
      _id: `goblin${String(i).padStart(10, "0")}`,
      actorId: goblins[i]?.id,
      x: x * G,
      y: y * G,
    })),
  ];
  const scene = (await Scene.create({ name: "Field", active: true, tokens, walls })) as unknown as HarnessScene;
  return { scene, tokens, goblins };
}

/** A template document's fields, read one by one (a document is no plain object to match). */
function fieldsOf(doc: unknown) {
  const d = doc as {
    t: string;
    x: number;
    y: number;
    distance: number;
    direction: number;
    flags: unknown;
    uuid: string;
  };
  return { t: d.t, x: d.x, y: d.y, distance: d.distance, direction: d.direction, flags: d.flags, uuid: d.uuid };
}

const board = () => canvas as unknown as HarnessCanvas;
const targetIds = () => [...game.user.targets].map((t) => t.id).sort();
const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function pointer(x: number, y: number, button = 0) {
  return { button, getLocalPosition: () => ({ x, y }), stopPropagation: () => undefined };
}

const spell = (system: Record<string, unknown>) => item(wizard, "Fireball", "spell", system);

describe("AOE-1 a spell's area follows the pointer and is placed with a click", () => {
  it("AOE-1, AOE-2: a 20-ft sphere placed on a grid corner targets what the pure core says, and its card names them", async () => {
    const f = await field(
      [2, 10],
      [
        [10, 10],
        [12, 11],
        [15, 10],
      ],
    );
    const fireball = await spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 20 } });
    h.actAs(h.gm);
    const use = fireball.use();
    await turns();
    const preview = board().templates.preview.children[0] as HarnessMeasuredTemplate;
    expect(preview.drawn).toBe(true);
    expect(board().activeLayer).toBe(board().templates);
    board().stage.emit("pointermove", pointer(10 * G + 20, 10 * G - 20));
    expect(preview.refreshed).toBe(1);
    expect((preview.document as { x: number; y: number }).x).toBe(10 * G);
    board().click(10 * G + 20, 10 * G - 20);
    const card = await use;
    await h.settle();
    const template = fieldsOf(f.scene.templates.contents[0]);
    expect(template).toMatchObject({ t: "circle", x: 10 * G, y: 10 * G, distance: 20 });
    expect((template.flags as Record<string, unknown>).fray).toEqual({
      area: { itemUuid: fireball.uuid, shape: "sphere", size: 20 },
    });
    const pure = areaOfEffect(
      createCoverScene({ creatures: f.tokens.map((t) => ({ id: t._id, space: { x: t.x / G, y: t.y / G, side: 1 } })) }),
      {
        kind: "sphere",
        origin: { x: 10, y: 10 },
        radius: 20,
        diagonals: getPreset("srd52").policies.movement.diagonals,
      },
      { exclusion: true },
    );
    expect(targetIds()).toEqual([...pure.creatures].sort());
    expect(targetIds()).toEqual(["goblin0000000000", "goblin0000000001"]);
    const flags = (card as unknown as { flags: { fray: { saveRequest: Record<string, unknown> } } }).flags.fray;
    expect(flags.saveRequest).toMatchObject({
      templateUuid: template.uuid,
      targets: [f.goblins[0]?.uuid, f.goblins[1]?.uuid],
    });
    // The placement is over: the preview is gone, the listeners too, the tokens layer is back.
    expect(board().templates.preview.children).toEqual([]);
    expect(preview.destroyed).toBe(true);
    expect(board().stage.listenerCount("pointermove")).toBe(0);
    expect(board().stage.listenerCount("pointerdown")).toBe(0);
    expect(board().stage.listenerCount("pointerup")).toBe(0);
    expect(board().activeLayer).toBe(board().tokens);
  });

  it("a right click gives up: no template and no card", async () => {
    const f = await field([2, 10], [[10, 10]]);
    const fireball = await spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 20 } });
    h.actAs(h.gm);
    const before = game.messages.size;
    const use = fireball.use();
    await turns();
    board().click(10 * G, 10 * G, 2);
    expect(await use).toBeNull();
    await h.settle();
    expect(f.scene.templates.size).toBe(0);
    expect(game.messages.size).toBe(before);
    expect(board().templates.preview.children).toEqual([]);
    expect(board().stage.listenerCount("pointerdown")).toBe(0);
  });

  it("AOE-1: the wheel turns a cone 15° a notch (45° with Shift) and keeps the canvas from zooming; a sphere doesn't turn", async () => {
    const f = await field([2, 10], [[5, 10]]);
    const cone = await spell({ save: { ability: "dex" }, area: { shape: "cone", size: 15 } });
    h.actAs(h.gm);
    const use = cone.use();
    await turns();
    const preview = board().templates.preview.children[0] as HarnessMeasuredTemplate;
    const doc = preview.document as { direction: number; angle: number; t: string };
    expect(doc).toMatchObject({ t: "cone", angle: CONE_ANGLE });
    const notch = board().wheel(100);
    expect(doc.direction).toBe(15);
    expect(notch.defaultPrevented).toBe(true);
    board().wheel(-100, { shiftKey: true });
    expect(doc.direction).toBe(330);
    board().wheel(-100, { shiftKey: true });
    board().wheel(-100);
    expect(doc.direction).toBe(270);
    board().click(3 * G, 10 * G);
    await use;
    await h.settle();
    expect(fieldsOf(f.scene.templates.contents[0])).toMatchObject({ t: "cone", direction: 270, x: 3 * G, y: 10 * G });

    const sphere = await spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 10 } });
    const second = sphere.use();
    await turns();
    const still = board().wheel(100);
    expect(still.defaultPrevented).toBe(false);
    expect((board().templates.preview.children[0] as HarnessMeasuredTemplate).document).toMatchObject({ direction: 0 });
    board().click(3 * G, 10 * G, 2);
    expect(await second).toBeNull();
  });

  it("AOE-1, AOE-2: an emanation goes on its caster at once and targets by the caster's space, the caster left out", async () => {
    const f = await field(
      [10, 10],
      [
        [11, 11],
        [12, 10],
        [13, 10],
      ],
    );
    const aura = await spell({ save: { ability: "wis" }, area: { shape: "emanation", size: 10 } });
    h.actAs(h.gm);
    const card = await aura.use();
    await h.settle();
    expect(card).not.toBeNull();
    expect(board().templates.preview.children).toEqual([]);
    expect(fieldsOf(f.scene.templates.contents[0])).toMatchObject({
      t: "circle",
      x: 10.5 * G,
      y: 10.5 * G,
      distance: 12.5,
    });
    const pure = areaOfEffect(
      createCoverScene({ creatures: f.tokens.map((t) => ({ id: t._id, space: { x: t.x / G, y: t.y / G, side: 1 } })) }),
      {
        kind: "emanation",
        space: { x: 10, y: 10, side: 1 },
        distance: 10,
        diagonals: getPreset("srd52").policies.movement.diagonals,
      },
      { exclusion: true },
    );
    expect(targetIds()).toEqual([...pure.creatures].sort());
    expect(targetIds()).toEqual(["goblin0000000000", "goblin0000000001"]);
    // AOE-1: the emanation moves with its creature; a template placed with Foundry's tools stays.
    await f.scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", x: 0, y: 0, distance: 5 }]);
    const wizardToken = f.scene.tokens.get("wizard0000000000") as unknown as { update(d: object): Promise<unknown> };
    await wizardToken.update({ x: 14 * G, y: 10 * G });
    await h.settle();
    const [placed, plain] = f.scene.templates.contents.map(fieldsOf);
    expect(placed).toMatchObject({ x: 14.5 * G, y: 10.5 * G });
    expect(plain).toMatchObject({ x: 0, y: 0 });
  });

  it("a player who may not place templates (a Player, not Trusted), `placeArea: false` or given targets: the user's targets as they are", async () => {
    await field([2, 10], [[10, 10]]);
    const fireball = await spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 20 } });
    h.actAs(h.player);
    expect(game.user.can("TEMPLATE_CREATE")).toBe(false);
    const card = await fireball.use();
    expect(card).not.toBeNull();
    expect(board().templates.preview.children).toEqual([]);
    h.player.role = USER_ROLES.TRUSTED;
    expect(await fireball.use({ placeArea: false })).not.toBeNull();
    expect(await fireball.use({ targets: [] })).not.toBeNull();
    expect(board().templates.preview.children).toEqual([]);
    const trusted = fireball.use();
    await turns();
    expect(board().templates.preview.children).toHaveLength(1);
    board().click(10 * G, 10 * G);
    const placed = await trusted;
    await h.settle();
    expect(placed).not.toBeNull();
    expect(targetIds()).toEqual(["goblin0000000000"]);
  });
});

describe("COV-6 a save against a placed area takes its cover from the area's origin", () => {
  /** A goblin at (10, 10); a wall stub west of it half hides it from the wizard at (4, 6), not from an origin south. */
  async function walledField() {
    return field([4, 6], [[10, 10]], [{ c: [8 * G, 8.6 * G, 8 * G, 10.5 * G] }]);
  }

  async function saveCover(card: unknown, goblin: FrayActor): Promise<string> {
    h.actAs(h.gm);
    h.dice.queue(20, 10);
    const message = await goblin.rollSave("dex", {
      saveRequestId: (card as { id: string }).id,
      fastForward: true,
    });
    const roll = (message as unknown as { rolls: FrayD20Roll[] }).rolls[0];
    return (roll?.fray as unknown as { cover: string }).cover;
  }

  it("COV-6: the goblin's save cover is measured from the sphere's origin as the pure core says, not from the caster", async () => {
    const f = await walledField();
    const goblin = f.goblins[0] as FrayActor;
    const fireball = await spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 20 } });
    h.actAs(h.gm);
    // Without a template (no area placed), the caster stands for the origin: the stub gives the goblin cover.
    const plain = await fireball.use({ placeArea: false });
    expect(await saveCover(plain, goblin)).toBe("half");
    const use = fireball.use();
    await turns();
    board().click(10 * G, 12 * G);
    const card = await use;
    await h.settle();
    const fromOrigin = await saveCover(card, goblin);
    const pure = coverFromPoint(
      createCoverScene({
        walls: [{ a: { x: 8, y: 8.6 }, b: { x: 8, y: 10.5 } }],
        creatures: f.tokens.map((t) => ({ id: t._id, space: { x: t.x / G, y: t.y / G, side: 1 } })),
      }),
      { x: 10, y: 12 },
      "goblin0000000000",
    );
    expect(fromOrigin).toBe(pure.degree);
    expect(fromOrigin).toBe("none");
  });

  it("COV-6: a template on the card that its author did not place counts for nothing (the caster stands for the origin)", async () => {
    const f = await walledField();
    const goblin = f.goblins[0] as FrayActor;
    const fireball = await spell({ save: { ability: "dex" }, area: { shape: "sphere", size: 20 } });
    h.actAs(h.gm);
    const [other] = (await f.scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "circle", x: 10 * G, y: 12 * G, distance: 20 },
    ])) as unknown as { uuid: string }[];
    h.player.role = USER_ROLES.TRUSTED;
    h.actAs(h.player);
    const card = await fireball.use({ placeArea: false });
    await h.settle();
    // The player's card claims the GM's template as its own area.
    await (card as unknown as { update(d: unknown): Promise<unknown> }).update({
      "flags.fray.saveRequest.templateUuid": other?.uuid,
    });
    await h.settle();
    expect(await saveCover(card, goblin)).toBe("half");
  });
});

describe("AOE-1 each spell shape's template stands for the rules' shape", () => {
  const diagonals = getPreset("srd52").policies.movement.diagonals;
  const cells = (shape: Parameters<typeof areaCells>[0]) =>
    areaCells(shape)
      .map((c) => `${c.x},${c.y}`)
      .sort();
  const place = { origin: { x: 10 * G, y: 10 * G }, direction: 0, gridDistance: 5, itemUuid: "Item.x" };

  it("AOE-1: sphere, cylinder, cone, line and cube templates cover the cells of the spell's own shape", () => {
    const origin = { x: 10, y: 10 };
    const cases: [SpellArea, Parameters<typeof areaCells>[0]][] = [
      [
        { shape: "sphere", size: 20, width: 0 },
        { kind: "sphere", origin, radius: 20, diagonals },
      ],
      [
        { shape: "cylinder", size: 10, width: 0 },
        { kind: "sphere", origin, radius: 10, diagonals },
      ],
      [
        { shape: "cone", size: 30, width: 0 },
        { kind: "cone", origin, direction: 0, length: 30 },
      ],
      [
        { shape: "line", size: 60, width: 0 },
        { kind: "line", origin, direction: 0, length: 60, width: 5 },
      ],
      [
        { shape: "line", size: 30, width: 10 },
        { kind: "line", origin, direction: 0, length: 30, width: 10 },
      ],
      [
        { shape: "cube", size: 15, width: 0 },
        { kind: "cube", origin: { x: 10, y: 11.5 }, direction: 0, size: 15 },
      ],
    ];
    for (const [area, rules] of cases) {
      const data = areaTemplateData(area, place) as unknown as Partial<Parameters<typeof templateShape>[0]>;
      const shape = templateShape(
        { t: "", x: 0, y: 0, distance: 0, direction: 0, width: 0, ...data },
        { size: G, distance: 5 },
        diagonals,
      );
      expect(shape, area.shape).not.toBeNull();
      expect(cells(shape as never), area.shape).toEqual(cells(rules));
    }
    expect(areaTemplateData({ shape: "none", size: 0, width: 0 }, place)).toBeNull();
    expect(areaTemplateData({ shape: "emanation", size: 10, width: 0 }, place)).toBeNull();
  });

  it("a template's flag counts only when whole (a template placed with Foundry's tools has none)", () => {
    expect(areaFlagOf({ flags: { fray: { area: { itemUuid: "Item.x", shape: "sphere", size: 20 } } } })).toEqual({
      itemUuid: "Item.x",
      shape: "sphere",
      size: 20,
    });
    expect(areaFlagOf({})).toBeNull();
    expect(areaFlagOf({ flags: { fray: { area: { itemUuid: "Item.x", shape: "sphere", size: -1 } } } })).toBeNull();
    expect(areaFlagOf({ flags: { fray: { area: { shape: "sphere", size: 5 } } } })).toBeNull();
  });
});

describe("AOE-1 a feature with an area places its template too", () => {
  it("AOE-1: a breath weapon's 15-ft cone is placed with a click, targets what it covers and posts the feature's card", async () => {
    await field(
      [2, 10],
      [
        [4, 10],
        [8, 10],
      ],
    );
    const breath = await item(wizard, "Breath Weapon", "feature", {
      activation: { type: "action", cost: 1 },
      area: { shape: "cone", size: 15 },
    });
    h.actAs(h.gm);
    const use = breath.use();
    await turns();
    const preview = board().templates.preview.children[0] as HarnessMeasuredTemplate;
    expect(preview.document).toMatchObject({ t: "cone", distance: 15 });
    board().click(3 * G, 10.5 * G);
    const card = await use;
    await h.settle();
    expect(card).not.toBeNull();
    expect(targetIds()).toEqual(["goblin0000000000"]);
  });

  it("AOE-1: a feature's area is checked like a spell's (a shape needs a size)", async () => {
    await expect(item(wizard, "Bad", "feature", { area: { shape: "cone", size: 0 } })).rejects.toThrow(/area/);
  });
});
