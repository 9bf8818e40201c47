// Issue 26 attack 9 (item 4): a save card's targets must be in the spell's range and, for an area, inside the
// template the card records as placed. The hero's player casts a 60-ft spell at the GM's dragon 500 ft away, or
// posts a card naming the dragon outside the placed area; the dragon fails its save and the player asks the GM to
// apply the condition. The GM measures from its own documents (the item on the hero, the hero's token where the GM
// last saw it, the template read from the scene) and refuses; nothing is written. Another player and an observer
// are refused as before (not their card).
import { beforeEach, describe, expect, it } from "vitest";
import { applyCondition } from "../../src/chat/saves/apply-condition";
import { listen as listenChat, onCardAction } from "../../src/hooks/render-chat-message";
import { item, lastCard, postAs, statusesOf, table, writes, type Table } from "./card-trust-setup";
import type { FrayItem } from "../../src/documents/item";
import type { HarnessUser } from "../harness";
import type { Scene as HarnessScene } from "../harness/scene";

const G = 100;
const shift = { shiftKey: true } as unknown as Event;

let t: Table;
let scene: HarnessScene;

/** Puts the hero's token on square (0, 5) and the dragon's on (`dragonX`, 5), on an active scene. */
async function map(dragonX: number): Promise<void> {
  const tokens = [
    { _id: "heroToken0000000", actorId: t.hero.id, x: 0, y: 5 * G },
    { _id: "dragonToken00000", actorId: t.dragon.id, x: dragonX * G, y: 5 * G },
  ];
  const made: unknown = await t.h.as(t.h.gm, () => Scene.create({ name: "Field", active: true, tokens }));
  scene = made as HarnessScene;
  await t.h.settle();
}

beforeEach(async () => {
  t = await table();
  t.h.onEveryClient(listenChat);
  await t.h.settings.set("fray", "autoApplyCardActions", true);
});

/** The GM rolls the dragon's save from `card`'s button, showing a natural 2 (a failure against DC 15). */
async function dragonFails(card: ChatMessage.Implementation): Promise<void> {
  t.h.dice.queue(20, 2);
  await t.h.as(t.h.gm, () =>
    onCardAction(
      t.h.doc(card, t.h.gm),
      { action: "frayRollSave", targetUuid: t.dragon.uuid, save: "dex", dc: "15" },
      shift,
    ),
  );
  await t.h.settle();
}

/** `user` asks for prone on the dragon from `card`. */
const askProne = (user: HarnessUser, card: ChatMessage.Implementation) =>
  t.h.as(user, () => applyCondition(card.id ?? "", t.dragon.uuid, "prone"));

/** The hero's spell, with `system` over a DC 15 Dexterity save that knocks prone. */
const heroSpell = (name: string, system: Record<string, unknown>): Promise<FrayItem> =>
  t.h.as(t.h.player, () =>
    item(t.hero, name, "spell", { save: { ability: "dex", dc: 15 }, condition: "prone", ...system }),
  );

describe("issue 26 attack 9: a save card reaches only targets in range and inside its area", () => {
  it("owner: casting a 60-ft spell at the dragon 500 ft away leaves it out with a warning; nothing is posted", async () => {
    await map(100);
    const spell = await heroSpell("Tripping Hex", { range: { normal: 60, long: null } });
    const posted = await t.h.as(t.h.player, () => spell.use({ targets: [t.dragon] }));
    expect(posted).toBeNull();
    expect(t.h.warn).toHaveBeenCalledWith(
      "Dragon is beyond the spell's range or outside its area, so it was left out.",
    );
  });

  it("forger: the player's own card naming the dragon 500 ft away is refused, for the player and the GM alike", async () => {
    await map(100);
    const spell = await heroSpell("Tripping Hex", { range: { normal: 60, long: null } });
    const saveRequest = { targets: [t.dragon.uuid], condition: "prone", actorUuid: t.hero.uuid, itemUuid: spell.uuid };
    const card = await postAs(t.h, t.h.player, { content: "Tripping Hex", flags: { fray: { saveRequest } } });
    await dragonFails(card);
    t.h.operations.length = 0;
    expect(await askProne(t.h.player, card)).toEqual({ ok: false, reason: "outOfRange" });
    expect(await askProne(t.h.gm, card)).toEqual({ ok: false, reason: "outOfRange" });
    expect(writes(t.h)).toEqual([]);
    expect(statusesOf(t.h, t.dragon)).toEqual([]);
  });

  it("owner: the same spell at 50 ft applies", async () => {
    await map(10);
    const spell = await heroSpell("Tripping Hex", { range: { normal: 60, long: null } });
    await t.h.as(t.h.player, () => spell.use({ targets: [t.dragon] }));
    await t.h.settle();
    const card = lastCard();
    await dragonFails(card);
    expect(await askProne(t.h.player, card)).toEqual({ ok: true });
    await t.h.settle();
    expect(statusesOf(t.h, t.dragon)).toEqual(["prone"]);
  });

  describe("an area spell (150 ft, a 20-ft sphere) whose template is placed at square (20, 5)", () => {
    let spell: FrayItem;
    let templateUuid: string;

    /** Places a template for the spell (as Fray does: `flags.fray.area`), `radius` feet, at square (20, 5). */
    async function placeTemplate(radius: number, itemUuid: string = spell.uuid): Promise<string> {
      const area = { itemUuid, shape: "sphere", size: radius };
      const data = { t: "circle", x: 20 * G, y: 5 * G, distance: radius, direction: 0, flags: { fray: { area } } };
      const made: unknown = await t.h.as(t.h.gm, () =>
        t.h.doc(scene, t.h.gm).createEmbeddedDocuments("MeasuredTemplate", [data] as never),
      );
      await t.h.settle();
      return (made as { uuid: string }[])[0]?.uuid ?? "";
    }

    /** The player's own client posts a save card for the spell naming the dragon, recording `template`. */
    function forgedCard(template: string): Promise<ChatMessage.Implementation> {
      const saveRequest = {
        targets: [t.dragon.uuid],
        condition: "prone",
        actorUuid: t.hero.uuid,
        itemUuid: spell.uuid,
        templateUuid: template,
      };
      return postAs(t.h, t.h.player, { content: "Burst", flags: { fray: { saveRequest } } });
    }

    beforeEach(async () => {
      await map(26); // 130 ft from the hero: in the spell's range, 30 ft from the template's centre
      spell = await heroSpell("Burst", {
        range: { normal: 150, long: null },
        area: { shape: "sphere", size: 20, width: 0, height: 0 },
      });
      templateUuid = await placeTemplate(20);
    });

    it("forger: a card naming the dragon outside the placed template is refused", async () => {
      const card = await forgedCard(templateUuid);
      await dragonFails(card);
      t.h.operations.length = 0;
      expect(await askProne(t.h.player, card)).toEqual({ ok: false, reason: "outsideArea" });
      expect(writes(t.h)).toEqual([]);
      expect(statusesOf(t.h, t.dragon)).toEqual([]);
    });

    it("forger: a card recording a 100-ft template that isn't the spell's area is refused", async () => {
      const card = await forgedCard(await placeTemplate(100));
      await dragonFails(card);
      expect(await askProne(t.h.player, card)).toEqual({ ok: false, reason: "notTheItemsArea" });
      expect(statusesOf(t.h, t.dragon)).toEqual([]);
    });

    it("owner: with the dragon inside the template (square (22, 5)) the condition applies", async () => {
      await t.h.as(t.h.gm, () =>
        t.h
          .doc(scene, t.h.gm)
          .tokens.get("dragonToken00000")
          ?.update({ x: 22 * G }),
      );
      await t.h.settle();
      const card = await forgedCard(templateUuid);
      await dragonFails(card);
      expect(await askProne(t.h.player, card)).toEqual({ ok: true });
      await t.h.settle();
      expect(statusesOf(t.h, t.dragon)).toEqual(["prone"]);
    });

    it("forger: a card naming a template that is gone from the scene is refused (nothing to check it against)", async () => {
      const card = await forgedCard(
        `${templateUuid.split(".MeasuredTemplate.")[0] ?? ""}.MeasuredTemplate.gone000000000000`,
      );
      await dragonFails(card);
      expect(await askProne(t.h.player, card)).toEqual({ ok: false, reason: "areaGone" });
      expect(statusesOf(t.h, t.dragon)).toEqual([]);
    });

    it("another player and an observer can't apply the owner's card at all", async () => {
      const card = await forgedCard(templateUuid);
      await dragonFails(card);
      for (const user of [t.h.player2, t.h.observer])
        expect(await askProne(user, card)).toEqual({ ok: false, reason: "notYourCard" });
      expect(statusesOf(t.h, t.dragon)).toEqual([]);
    });
  });
});
