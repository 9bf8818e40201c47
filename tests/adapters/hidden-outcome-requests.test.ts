// The request `fray.recordOutcome` (hidden outcomes, src/dice/hidden-outcome.ts) as every user may send it: only
// the card's author (or a GM) gets a record; another player, an observer, a player who owns nothing, and a
// request naming the author in its data are all refused and nothing is written. The first record is the only
// one, so a refused asker can't pre-empt it with a wrong DC.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, rollHarness, type RollHarness } from "./roll-setup";
import { requestGm } from "../../src/net/gm-requests";
import type { FrayItem } from "../../src/documents/item";
import type { HarnessUser } from "../harness";

let h: RollHarness;
let cardId: string;

const records = () =>
  (
    game.messages as unknown as { contents: { _source: { flags?: { fray?: { outcomeOf?: string } } } }[] }
  ).contents.filter((m) => m._source.flags?.fray?.outcomeOf === cardId);

beforeEach(async () => {
  h = await rollHarness("srd52");
  await h.settings.set("fray", "outcomeVisibility", "gm");
  const hero = await creature("Aldra", {}, "character", { default: 0, [h.player.id]: 3, [h.observer.id]: 2 });
  const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 17 } }, "npc");
  const [sword] = (await hero.createEmbeddedDocuments("Item", [
    { name: "Sword", type: "weapon", system: {} },
  ] as never)) as unknown as FrayItem[];
  // The GM connection drops while the player rolls, so the card is posted without its record.
  h.disconnect(h.gm);
  h.disconnect(h.assistant);
  h.dice.queue(20, 12);
  await h.as(h.player, () => (sword as FrayItem).rollAttack({ fastForward: true, targets: [goblin] }));
  await h.settle();
  h.connect(h.gm);
  h.connect(h.assistant);
  h.actAs(h.gm);
  const cards = (game.messages as unknown as { contents: { id: string; rolls: unknown[] }[] }).contents;
  cardId = cards.filter((m) => m.rolls.length).at(-1)?.id ?? "";
  expect(records()).toHaveLength(0);
});

const ask = (user: HarnessUser, extra: object = {}) =>
  h.as(user, () => requestGm("fray.recordOutcome", { messageId: cardId, dc: null, damage: false, ...extra }));

describe("fray.recordOutcome: who may ask for the GMs' record", () => {
  it("the card's author may: one record is made", async () => {
    expect(await ask(h.player)).toEqual({ ok: true });
    await h.settle();
    expect(records()).toHaveLength(1);
  });

  it("another player, an observer of the hero and a player who owns nothing are refused; nothing is written", async () => {
    h.operations.length = 0;
    for (const user of [h.player2, h.observer]) {
      expect(await ask(user)).toEqual({ ok: false, reason: "notYourCard" });
    }
    await h.settle();
    expect(records()).toHaveLength(0);
    expect(h.operations).toEqual([]);
  });

  it("a request naming the author in its data is still the sender's: refused", async () => {
    expect(await ask(h.player2, { userId: h.player.id, author: h.player.id })).toEqual({
      ok: false,
      reason: "notYourCard",
    });
    await h.settle();
    expect(records()).toHaveLength(0);
  });
});
