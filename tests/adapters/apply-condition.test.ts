// CND-1: a save request card offers the spell's condition for each target; applying it goes through the
// active GM for a creature the user doesn't own, and the GM side refuses anything the card didn't name.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { onCardAction } from "../../src/hooks/render-chat-message";
import type { FrayItem } from "../../src/documents/item";

let h: RollHarness;
const shift = { shiftKey: true } as unknown as Event; // Shift: roll at once, no dialog
beforeEach(async () => {
  h = await rollHarness("srd52");
  h.onEveryClient(listenSetup);
  h.fire("setup");
});

async function castTrippingHex(caster: "player" | "gm" = "player") {
  h.actAs(h.gm);
  const ownership = { default: 0, [h.player.id]: 3 };
  const mage = await creature("Mage", { abilities: { int: { value: 16 } } }, "character", ownership);
  const goblin = await creature("Goblin", {}, "npc");
  const orc = await creature("Orc", {}, "npc");
  const [spell] = (await mage.createEmbeddedDocuments("Item", [
    {
      name: "Tripping Hex",
      type: "spell",
      system: { save: { ability: "dex" }, condition: "prone" },
    },
  ] as never)) as unknown as FrayItem[];
  if (!spell) throw new Error("no spell");
  if (caster === "player") h.actAs(h.player);
  await spell.use({ targets: [goblin] });
  const message = lastMessage() as unknown as ChatMessage.Implementation;
  return { message, goblin, orc };
}

describe("CND-1 apply a condition from a save request card", () => {
  it("shows an Apply Prone button per target, escaped and localized", async () => {
    const { goblin } = await castTrippingHex();
    const html = lastMessage().content;
    expect(html).toContain('data-action="frayApplyCondition"');
    expect(html).toContain(`data-target-uuid="${goblin.uuid}"`);
    expect(html).toContain("Apply Prone");
  });

  it("a player applies it to a foe that failed its save, through the active GM", async () => {
    const { message, goblin } = await castTrippingHex();
    await h.as(h.gm, () => game.settings.set("fray", "autoApplyCardActions", true));
    // The GM rolls the goblin's save from the card: 2 + 0 against the mage's DC 13 fails.
    h.dice.queue(20, 2);
    await h.as(h.gm, () =>
      onCardAction(message, { action: "frayRollSave", targetUuid: goblin.uuid, save: "dex", dc: "13" }, shift),
    );
    const result = await onCardAction(message, {
      action: "frayApplyCondition",
      targetUuid: goblin.uuid,
      condition: "prone",
    });
    expect(result).toEqual({ ok: true });
    expect([...goblin.statuses]).toEqual(["prone"]);
  });

  it("refuses another condition, a creature the card wasn't for, or another player's card; nothing changes", async () => {
    const { message, goblin, orc } = await castTrippingHex();
    const ask = (targetUuid: string, condition: string) =>
      onCardAction(message, { action: "frayApplyCondition", targetUuid, condition });
    expect(await ask(goblin.uuid, "unconscious")).toEqual({ ok: false, reason: "notThisCondition" });
    expect(await ask(orc.uuid, "prone")).toEqual({ ok: false, reason: "notATarget" });
    expect(goblin.statuses.size).toBe(0);
    expect(orc.statuses.size).toBe(0);
    const gmCard = await castTrippingHex("gm");
    h.actAs(h.player);
    const refused = await onCardAction(gmCard.message, {
      action: "frayApplyCondition",
      targetUuid: gmCard.goblin.uuid,
      condition: "prone",
    });
    expect(refused).toEqual({ ok: false, reason: "notYourCard" });
    expect(gmCard.goblin.statuses.size).toBe(0);
  });
});
