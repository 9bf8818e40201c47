// Issue 24 §3.6: a card shows each user only the buttons that can work, and a button the user may not press
// says why. Read from each user's chat log (harness F88: every client draws each card it receives and runs
// renderChatMessageHTML on it), as the player and the GM see the same card.
import { beforeEach, describe, expect, it } from "vitest";
import { dialogs } from "../harness/applications";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { listen as listenChat, onCardAction } from "../../src/hooks/render-chat-message";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import type { HarnessUser } from "../harness";

let h: RollHarness;
const shift = { shiftKey: true } as unknown as Event; // Shift: roll at once, no dialog

beforeEach(async () => {
  h = await rollHarness("srd52");
  h.onEveryClient(listenSetup);
  h.onEveryClient(listenChat); // as src/fray.ts registers it in every browser
  h.fire("setup");
});

/** The card `id` as `user`'s browser shows it. */
function seen(user: HarnessUser, id: string): HTMLElement {
  const card = h.client(user).chatLog.rendered(id);
  if (!card) throw new Error(`${user.name} doesn't show message ${id}`);
  return card;
}

/** The buttons of `action` on the card as `user` sees it: "shown", "hidden", or the refusal it states. */
function buttons(user: HarnessUser, id: string, action: string): string[] {
  return [...seen(user, id).querySelectorAll<HTMLElement>(`button[data-action="${action}"]`)].map((b) =>
    b.hidden ? "hidden" : b.getAttribute("aria-disabled") === "true" ? `refused: ${b.dataset.tooltip ?? ""}` : "shown",
  );
}

/** The player's mage casts a Dexterity save spell that knocks prone on the GM's goblin. */
async function castTrippingHex(): Promise<{ id: string; message: ChatMessage.Implementation; goblin: FrayActor }> {
  h.actAs(h.gm);
  const mage = await creature("Mage", { abilities: { int: { value: 16 } } }, "character", {
    default: 0,
    [h.player.id]: 3,
  });
  const goblin = await creature("Goblin", {}, "npc");
  const [spell] = (await mage.createEmbeddedDocuments("Item", [
    { name: "Tripping Hex", type: "spell", system: { save: { ability: "dex" }, condition: "prone" } },
  ] as never)) as unknown as FrayItem[];
  if (!spell) throw new Error("no spell");
  h.actAs(h.player);
  await h.doc(spell).use({ targets: [h.doc(goblin)] });
  await h.settle();
  const message = lastMessage() as unknown as ChatMessage.Implementation;
  return { id: message.id ?? "", message, goblin };
}

/** The GM rolls the goblin's Dexterity save (DC 13) from the card's button, with Shift (no dialog). */
async function gmRollsGoblinSave(message: ChatMessage.Implementation, goblin: FrayActor): Promise<void> {
  await h.as(h.gm, () =>
    onCardAction(
      h.doc(message, h.gm),
      { action: "frayRollSave", targetUuid: goblin.uuid, save: "dex", dc: "13" },
      shift,
    ),
  );
  await h.settle();
}

describe("issue 24 §3.6 CND-1 a save request's condition button shows only after a failed save", () => {
  it("before any save nobody sees Apply Prone; after the goblin fails, the player and the GM do", async () => {
    const { id, message, goblin } = await castTrippingHex();
    expect(buttons(h.player, id, "frayApplyCondition")).toEqual(["hidden"]);
    expect(buttons(h.gm, id, "frayApplyCondition")).toEqual(["hidden"]);
    // The GM rolls the goblin's save from the card: 2 against DC 13 fails.
    h.dice.queue(20, 2);
    await gmRollsGoblinSave(message, goblin);
    expect(buttons(h.player, id, "frayApplyCondition")).toEqual(["shown"]);
    expect(buttons(h.gm, id, "frayApplyCondition")).toEqual(["shown"]);
  });

  it("a save that succeeds leaves the button hidden", async () => {
    const { id, message, goblin } = await castTrippingHex();
    h.dice.queue(20, 18);
    await gmRollsGoblinSave(message, goblin);
    expect(buttons(h.gm, id, "frayApplyCondition")).toEqual(["hidden"]);
  });

  it("the save button says why to a player who doesn't own the goblin, and a click warns instead of doing nothing", async () => {
    const { id } = await castTrippingHex();
    expect(buttons(h.gm, id, "frayRollSave")).toEqual(["shown"]);
    expect(buttons(h.player, id, "frayRollSave")).toEqual([
      "refused: Only the owner of Goblin or a GM rolls this save.",
    ]);
    const before = h.client(h.player).notifications.length;
    h.actAs(h.player);
    seen(h.player, id).querySelector<HTMLElement>('button[data-action="frayRollSave"]')?.click();
    await h.settle();
    expect(h.client(h.player).notifications.slice(before)).toEqual([
      { type: "warn", message: "Only the owner of Goblin or a GM rolls this save." },
    ]);
  });
});

describe("issue 24 §3.6 ATK-1 a damage card offers no button for a target the attack missed", () => {
  it("the player's sword hits the orc and misses the dragon: the damage card lists the orc alone", async () => {
    h.actAs(h.gm);
    const hero = await creature("Aldra", { abilities: { str: { value: 16 } } }, "character", {
      default: 0,
      [h.player.id]: 3,
    });
    const orc = await creature("Orc", {}, "npc");
    const dragon = await creature("Dragon", { ac: { bonus: 10 } }, "npc");
    const [sword] = (await hero.createEmbeddedDocuments("Item", [
      { name: "Longsword", type: "weapon", system: { damage: { parts: [{ formula: "1d8", type: "slashing" }] } } },
    ] as never)) as unknown as FrayItem[];
    if (!sword) throw new Error("no sword");
    h.actAs(h.player);
    h.dice.queue(20, 12);
    await h.doc(sword).rollAttack({ targets: [h.doc(orc), h.doc(dragon)], fastForward: true });
    await h.settle();
    const attack = lastMessage() as unknown as ChatMessage.Implementation;
    // Player Two sees the damage button refused (the sword is the player's); the player presses it.
    expect(buttons(h.gm, attack.id ?? "", "frayRollDamage")).toEqual(["shown"]);
    expect(buttons(h.player2, attack.id ?? "", "frayRollDamage")).toEqual([
      "refused: Only the owner of Longsword rolls its damage.",
    ]);
    h.dice.queue(8, 5);
    // RES-6: a click on the card's damage button opens the damage dialog (issue 29); the player rolls as it stands.
    dialogs.answers.push({});
    seen(h.player, attack.id ?? "")
      .querySelector<HTMLElement>('button[data-action="frayRollDamage"]')
      ?.click();
    await h.settle();
    const damage = lastMessage() as unknown as ChatMessage.Implementation;
    const targets = [...seen(h.player, damage.id ?? "").querySelectorAll("button[data-action='frayApplyDamage']")].map(
      (b) => b.getAttribute("data-target-uuid"),
    );
    expect(new Set(targets)).toEqual(new Set([orc.uuid]));
    // Another player, who neither posted the card nor is a GM, is told why the apply buttons aren't theirs.
    expect(buttons(h.player2, damage.id ?? "", "frayApplyDamage")).toEqual([
      "refused: Only the player who posted this card or a GM applies from it.",
      "refused: Only the player who posted this card or a GM applies from it.",
    ]);
  });
});
