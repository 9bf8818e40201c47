/**
 * `fray.smoke` (issue 27 item 2): Fray is wired into Foundry as it claims. Its classes and data models are
 * registered; every document sub-type and region behaviour type can be created; the sheets, the rules menu, a card
 * and the combat tracker render with data and no console error; the packs load and validate; each preset's
 * conditions become the status effects; the request channel answers; the ruler and Token classes are Fray's.
 */
import type { QuenchAssert } from "../types";
import { SQUARE } from "../scratch";
import { until } from "../wait";
import { defineBatch } from "./batch";
import { PRESET_BATCH_IDS } from "./preset";

/** The steps, in order (tests/quench checks the list). */
export const SMOKE_STEPS = [
  "Fray's document classes and data models are registered",
  "every actor and item sub-type can be created",
  "every region behaviour type of Fray's can be created",
  "every sheet, the rules menu, a card and the combat tracker render with data and no console error",
  "every pack loads and each entry validates",
  "each preset's conditions are the status effects",
  "the request channel answers",
  "the ruler and Token classes are Fray's",
] as const;

type Renderable = {
  render(options: object): Promise<unknown>;
  close(): Promise<unknown>;
  element: HTMLElement | null;
};
type Pack = {
  metadata: { packageName?: string; id?: string };
  collection?: string;
  getDocuments(): Promise<{ name: string; validate(options?: object): unknown }[]>;
};

/** Renders `app`, checks it shows something, closes it; returns what console.error printed meanwhile. */
async function renderOnce(app: Renderable, assert: QuenchAssert, what: string): Promise<void> {
  await app.render({ force: true });
  assert.ok((app.element?.textContent ?? "").trim().length > 0, `${what} shows its data`);
  await app.close();
}

export const smokeBatch = defineBatch("fray.smoke", "Fray: smoke", (context, scratch) => {
  const { it } = context;
  const assert: QuenchAssert = context.assert;
  const made: { actors: Actor.Implementation[]; items: Item.Implementation[] } = { actors: [], items: [] };

  it(SMOKE_STEPS[0], () => {
    const classes: [string, { documentClass: { name: string } }][] = [
      ["FrayActor", CONFIG.Actor],
      ["FrayItem", CONFIG.Item],
      ["FrayCombat", CONFIG.Combat],
      ["FrayCombatant", CONFIG.Combatant],
      ["FrayTokenDocument", CONFIG.Token],
    ];
    for (const [name, config] of classes) assert.equal(config.documentClass.name, name);
    assert.deepEqual(Object.keys(CONFIG.Actor.dataModels).sort(), ["character", "npc"]);
    for (const type of ["weapon", "armor", "spell", "feature", "equipment"])
      assert.ok(type in CONFIG.Item.dataModels, `item type ${type}`);
    assert.equal(game.fray.version, game.system.version, "game.fray is this version's");
  });

  it(SMOKE_STEPS[1], async () => {
    for (const type of Object.keys(CONFIG.Actor.dataModels)) {
      const actor = await scratch.actor({ name: `Smoke ${type}`, type });
      assert.equal(actor.type, type);
      made.actors.push(actor);
    }
    const owner = made.actors[0];
    assert.ok(owner, "an actor to hold the items");
    const types = Object.keys(CONFIG.Item.dataModels);
    const items = (await owner.createEmbeddedDocuments(
      "Item",
      types.map((type) => ({ name: `Smoke ${type}`, type })) as never,
    )) as unknown as Item.Implementation[];
    assert.deepEqual(items.map((i) => i.type).sort(), [...types].sort());
    made.items.push(...items);
  });

  it(SMOKE_STEPS[2], async () => {
    const types = Object.keys(CONFIG.RegionBehavior.dataModels).filter((t) => t.startsWith("fray."));
    assert.ok(types.length > 0, "Fray registers region behaviour types");
    const regions = (await scratch.scene.createEmbeddedDocuments(
      "Region",
      types.map((type, i) => ({
        name: `Smoke ${type}`,
        shapes: [{ type: "rectangle", x: i * SQUARE, y: 0, width: SQUARE, height: SQUARE }],
        behaviors: [{ type, name: type }],
      })),
    )) as unknown as { behaviors: { contents?: { type: string }[] } | { type: string }[] }[];
    assert.equal(regions.length, types.length);
  });

  it(SMOKE_STEPS[3], async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args);
      original.apply(console, args);
    };
    try {
      for (const document of [...made.actors, ...made.items]) {
        const sheet = (document as unknown as { sheet: Renderable | null }).sheet;
        assert.ok(sheet, `${document.name} has a sheet`);
        await renderOnce(sheet, assert, `${document.name}'s sheet`);
      }
      const menu = (game.settings as unknown as { menus: Map<string, { type: new () => Renderable }> }).menus.get(
        "fray.rules",
      );
      assert.ok(menu, "the rules menu is registered");
      await renderOnce(new menu.type(), assert, "the rules menu");
      const weapon = made.items.find((i) => i.type === "weapon") as
        (Item.Implementation & { use(o: object): Promise<ChatMessage.Implementation | null> }) | undefined;
      assert.ok(weapon, "a weapon to use");
      const card = await weapon.use({ fastForward: true });
      assert.ok(card, "using the weapon posts its card");
      assert.ok(card.content.length > 0, "the card has content");
      const tracker = (ui as unknown as { combat?: Renderable }).combat;
      assert.ok(tracker, "the combat tracker exists");
      await tracker.render({ force: true });
      assert.ok(tracker.element, "the combat tracker rendered");
      assert.deepEqual(errors, [], "no console error");
    } finally {
      console.error = original;
    }
  });

  it(SMOKE_STEPS[4], async () => {
    const packs = (game as unknown as { packs: { contents: Pack[] } }).packs.contents.filter(
      (p) => p.metadata.packageName === game.system.id,
    );
    const declared = (game.system as unknown as { packs: unknown[] }).packs.length;
    assert.equal(packs.length, declared, "every pack system.json declares is loaded");
    for (const pack of packs) {
      const documents = await pack.getDocuments();
      assert.isAbove(documents.length, 0, `${String(pack.collection)} has entries`);
      for (const document of documents) assert.ok(document.validate({ strict: true }) !== false, document.name);
    }
  });

  it(SMOKE_STEPS[5], async () => {
    for (const preset of PRESET_BATCH_IDS) {
      await scratch.setting("preset", preset);
      const wanted = game.fray.rules.conditionsFor(game.fray.rules.getPreset(preset).policies).map((c) => c.id);
      const shown = () => new Set(CONFIG.statusEffects.map((s) => s.id));
      await until(() => wanted.every((id) => shown().has(id)), `${preset}'s conditions as status effects`);
    }
  });

  it(SMOKE_STEPS[6], async () => {
    const answer = await game.fray.requests.send("fray.noSuchRequest", {});
    assert.deepEqual(answer, { ok: false, reason: "unknownRequest" });
  });

  it(SMOKE_STEPS[7], () => {
    const token = CONFIG.Token as unknown as { rulerClass: { name: string }; objectClass: { name: string } };
    assert.equal(token.rulerClass.name, "FrayTokenRuler");
    assert.equal(token.objectClass.name, "FrayToken");
  });
});
