// Issue 26 attack 10 (item 4): with outcomes hidden, the GMs' record of a card judges it with the cover the GM
// measures and the DC the GM reads, never what the record request or the roller's data claims. The hostile player
// posts its own copy of a hidden card (claiming no cover) and asks for the record with DC 1; another player and an
// observer can't ask for a record of the player's card at all.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, rollHarness, text, type RollHarness } from "./roll-setup";
import { postAs, rollData } from "./card-trust-setup";
import { requestGm } from "../../src/net/gm-requests";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { listen as listenSetup } from "../../src/hooks/setup";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: RollHarness;
let hero: FrayActor;
let goblin: FrayActor;

type Posted = ChatMessage.Implementation & { _source: { flags: unknown } };
const posted = () => (game.messages as unknown as { contents: Posted[] }).contents;
const publicCard = () =>
  posted()
    .filter(
      (m) => m.rolls.length > 0 && !(m._source.flags as { fray?: { outcomeOf?: string } } | undefined)?.fray?.outcomeOf,
    )
    .at(-1);
const recordOf = (id: string | null) =>
  posted().find((m) => (m._source.flags as { fray?: { outcomeOf?: string } } | undefined)?.fray?.outcomeOf === id);

beforeEach(async () => {
  h = await rollHarness("srd52");
  h.onEveryClient(listenSetup); // the status effects, cover among them
  h.fire("setup");
  await h.settings.set("fray", "outcomeVisibility", "gm");
  hero = await creature("Aldra", {}, "character", { default: 0, [h.player.id]: 3, [h.observer.id]: 2 });
  goblin = await creature("Goblin", { ac: { calc: "flat", flat: 17 } }, "npc");
});

/** The player's own copy of the last public card with `edit` made to its roll, posted from its client. */
async function forgedCopy(edit: (roll: Record<string, unknown> & { options: Record<string, unknown> }) => void) {
  const card = publicCard();
  if (!card) throw new Error("no card");
  const roll = rollData(card) as Record<string, unknown> & { options: Record<string, unknown> };
  edit(roll);
  return postAs(h, h.player, { rolls: [roll] });
}

describe("issue 26 attack 10: a hidden outcome's cover and DC are the GM's reading", () => {
  it("an attack card claiming no cover is judged with the goblin's three-quarters cover (AC 22, a miss)", async () => {
    await goblin.toggleStatusEffect("coverThreeQuarters", { active: true });
    const [sword] = (await hero.createEmbeddedDocuments("Item", [
      { name: "Sword", type: "weapon", system: {} },
    ] as never)) as unknown as FrayItem[];
    h.dice.queue(20, 16); // 16 + 2 = 18: a hit against AC 17, a miss against 22
    await h.as(h.player, () => (sword as FrayItem).rollAttack({ fastForward: true, targets: [goblin] }));
    await h.settle();
    const forged = await forgedCopy((roll) => {
      const targets = roll.options.targets as { cover: string; sources: unknown[] }[];
      for (const t of targets) Object.assign(t, { cover: "none", sources: [] });
      roll.options.cover = "none";
    });
    expect(await h.as(h.player, () => requestGm("fray.recordOutcome", { messageId: forged.id, dc: 1 }))).toEqual({
      ok: true,
    });
    await h.settle();
    expect(text(recordOf(forged.id)?.content ?? "")).toMatch(/AC 22 Miss/);
  });

  it("a save answering DC 19 asked for its record with DC 1 is judged against 19 (a failure)", async () => {
    const [spell] = (await goblin.createEmbeddedDocuments("Item", [
      { name: "Hex", type: "spell", system: { save: { ability: "dex", dc: 19 } } },
    ] as never)) as unknown as FrayItem[];
    await spell?.use({ targets: [hero] });
    const request = posted().at(-1) as ChatMessage.Implementation;
    h.dice.queue(20, 15);
    const shift = { shiftKey: true } as unknown as Event;
    await h.as(h.player, () =>
      onCardAction(
        h.doc(request, h.player),
        { action: "frayRollSave", targetUuid: hero.uuid, save: "dex", dc: "19" },
        shift,
      ),
    );
    await h.settle();
    const forged = await forgedCopy(() => undefined);
    expect(await h.as(h.player, () => requestGm("fray.recordOutcome", { messageId: forged.id, dc: 1 }))).toEqual({
      ok: true,
    });
    await h.settle();
    expect(text(recordOf(forged.id)?.content ?? "")).toMatch(/DC 19 Failure/);
    // Another player and an observer of the hero can't ask for a record of the player's card.
    const again = await forgedCopy(() => undefined);
    for (const user of [h.player2, h.observer])
      expect(await h.as(user, () => requestGm("fray.recordOutcome", { messageId: again.id, dc: 1 }))).toEqual({
        ok: false,
        reason: "notYourCard",
      });
  });
});

describe("issue 26 attack 11: one record per card, however many requests arrive at once", () => {
  // The active GM's own requests run on its client at once (the race the red team found); a player's come over
  // the socket, each a later task. Either way, one record.
  it.each(["the active GM", "the card's author"])(
    "50 concurrent record requests from %s make one record; the rest are alreadyRecorded",
    async (who) => {
      const [sword] = (await hero.createEmbeddedDocuments("Item", [
        { name: "Sword", type: "weapon", system: {} },
      ] as never)) as unknown as FrayItem[];
      h.dice.queue(20, 12);
      await h.as(h.player, () => (sword as FrayItem).rollAttack({ fastForward: true, targets: [goblin] }));
      await h.settle();
      const forged = await forgedCopy(() => undefined);
      const asker = who === "the active GM" ? h.gm : h.player;
      const answers = await h.as(asker, () =>
        Promise.all(
          Array.from({ length: 50 }, () => requestGm("fray.recordOutcome", { messageId: forged.id, dc: null })),
        ),
      );
      await h.settle();
      expect(answers.filter((a) => (a as { ok: boolean }).ok)).toHaveLength(1);
      expect(answers.filter((a) => (a as { reason?: string }).reason === "alreadyRecorded")).toHaveLength(49);
      const records = posted().filter(
        (m) => (m._source.flags as { fray?: { outcomeOf?: string } } | undefined)?.fray?.outcomeOf === forged.id,
      );
      expect(records).toHaveLength(1);
    },
  );
});
