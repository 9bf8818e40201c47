// RES-5 Legendary Resistance through the cards: the dragon fails a save a player's spell asked for; the GM's card
// offers Legendary Resistance, which turns the failure into a success in the GM's own save record (a player can't
// write or forge it), spends one use per day, and the spell's condition is then refused. Players never see the
// button, and pressing it twice, or with none left, changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { applyCondition } from "../../src/chat/saves/apply-condition";
import { onCardAction, listen as listenChat } from "../../src/hooks/render-chat-message";
import { useLegendaryResistance } from "../../src/chat/saves/legendary-resistance";
import { cardRecords } from "../../src/chat/card-actions/card-records";
import { item, lastCard, statusesOf, table, type Table } from "./card-trust-setup";
import { lastMessage, text } from "./roll-setup";
import { DRAGON_SYSTEM } from "./fixtures/dragon";
import type { HarnessUser } from "../harness";

const shift = { shiftKey: true } as unknown as Event;
let t: Table;
let request: ChatMessage.Implementation;

beforeEach(async () => {
  t = await table();
  t.h.onEveryClient(listenChat);
  await t.dragon.update({ system: { legendary: DRAGON_SYSTEM.legendary } });
  const hold = await item(t.hero, "Hold Monster", "spell", {
    save: { ability: "wis", dc: 15 },
    condition: "paralyzed",
  });
  t.h.actAs(t.h.player);
  await hold.use({ targets: [t.dragon] });
  request = lastCard();
});

/** The dragon's Wisdom save for the request, rolled by the GM, showing `natural` (Wisdom 10: +0). */
async function dragonSave(natural: number): Promise<ChatMessage.Implementation> {
  t.h.dice.queue(20, natural);
  await t.h.as(t.h.gm, () =>
    onCardAction(
      t.h.doc(request, t.h.gm),
      { action: "frayRollSave", targetUuid: t.dragon.uuid, save: "wis", dc: "15" },
      shift,
    ),
  );
  await t.h.settle();
  return lastCard();
}

const resistanceLeft = () =>
  (t.h.doc(t.dragon, t.h.gm).system as unknown as { legendary: { resistance: { value: number } } }).legendary.resistance
    .value;
const button = (user: HarnessUser, id: string) =>
  t.h.client(user).chatLog.rendered(id)?.querySelector("button[data-action='frayLegendaryResistance']") ?? null;

describe("RES-5 legendary resistance on a failed save's card", () => {
  it("the GM sees the button on the dragon's failed save; a player doesn't; a success shows none", async () => {
    const save = await dragonSave(4);
    expect(button(t.h.gm, save.id ?? "")).not.toBeNull();
    expect(button(t.h.player, save.id ?? "")).toBeNull();
    const other = await dragonSave(18);
    expect(button(t.h.gm, other.id ?? "")).toBeNull();
  });

  it("pressed, the save succeeds in the GM's record: one use spent, the condition refused, the button gone", async () => {
    const save = await dragonSave(4);
    const result = await t.h.as(t.h.gm, () =>
      onCardAction(t.h.doc(save, t.h.gm), { action: "frayLegendaryResistance" }),
    );
    expect(result).toEqual({ ok: true });
    expect(resistanceLeft()).toBe(2);
    expect(t.h.as(t.h.gm, () => cardRecords().saves)).toEqual([
      expect.objectContaining({ request: request.id, actor: t.dragon.uuid, natural: 4, legendary: true }),
    ]);
    expect(text(lastMessage().content)).toContain(
      "Dragon uses Legendary Resistance: the failed save becomes a success (2 of 3 left today)",
    );
    expect(await t.h.as(t.h.gm, () => applyCondition(request.id ?? "", t.dragon.uuid, "paralyzed"))).toEqual({
      ok: false,
      reason: "saveSucceeded",
    });
    expect(statusesOf(t.h, t.dragon)).toEqual([]);
    expect(button(t.h.gm, save.id ?? "")).toBeNull();
    // Pressed again: refused, nothing more spent.
    expect(await t.h.as(t.h.gm, () => useLegendaryResistance(t.h.doc(save, t.h.gm)))).toEqual({
      ok: false,
      reason: "saveSucceeded",
    });
    expect(resistanceLeft()).toBe(2);
  });

  it("a player can't use it (nothing changes); with none left the GM is refused", async () => {
    const save = await dragonSave(4);
    expect(await t.h.as(t.h.player, () => useLegendaryResistance(t.h.doc(save, t.h.player)))).toEqual({
      ok: false,
      reason: "notGm",
    });
    expect(resistanceLeft()).toBe(3);
    await t.h.as(t.h.gm, () =>
      t.h.doc(t.dragon, t.h.gm).update({ system: { legendary: { resistance: { value: 0 } } } }),
    );
    expect(await t.h.as(t.h.gm, () => useLegendaryResistance(t.h.doc(save, t.h.gm)))).toEqual({
      ok: false,
      reason: "noLegendaryResistance",
    });
    expect(t.h.as(t.h.gm, () => cardRecords().saves[0]?.legendary)).toBeUndefined();
  });
});
