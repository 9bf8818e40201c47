// Issue 24 §3.4 and §3.5, through the roll dialog as a player or GM uses it: unticking a position redraws the
// mode and formula the dialog shows, and what it shows is what is rolled; the rule IDs beside the reasons follow
// the client setting `fray.showRuleIds` (by role by default: on for GMs, off for players) in the dialog as on cards.
import { beforeEach, describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import { creature, lastMessage, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { dialogs } from "../harness/applications";
import { onRenderChatMessage } from "../../src/hooks/render-chat-message";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import type { HarnessUser } from "../harness";

let h: RollHarness;
const G = 100;
const LONGBOW = { range: { normal: 150, long: 600 } };

async function bow(actor: FrayActor): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    {
      name: "Longbow",
      type: "weapon",
      system: { damage: { parts: [{ formula: "1d8", type: "piercing" }] }, ...LONGBOW },
    },
  ] as never);
  return (created as FrayItem[])[0] as FrayItem;
}

/** An archer the player owns, 200 ft (long range, ATK-8) from a hostile target, on an active scene. */
async function longShot(): Promise<{ archerBow: FrayItem; target: FrayActor }> {
  const archer = await creature("Archer", { abilities: { dex: { value: 14 } } }, "character", { [h.player.id]: 3 });
  const target = await creature("Far", {}, "npc");
  const tokens = [
    { _id: "token00000000001", actorId: archer.id, x: 0, y: 0, disposition: 1 },
    { _id: "token00000000002", actorId: target.id, x: 40 * G, y: 0, disposition: -1 },
  ];
  await Scene.create({ name: "Field", active: true, tokens } as never);
  return { archerBow: await bow(archer), target };
}

/** `user` attacks through the dialog, answering it with `answer`; the roll made (or null). */
async function attackAs(user: HarnessUser, item: FrayItem, target: FrayActor, answer: object) {
  h.actAs(user);
  dialogs.answers.push(answer);
  const before = (game.messages as unknown as { size: number }).size;
  h.dice.queue(20, 10, 10);
  await h.doc(item).rollAttack({ targets: [h.doc(target)] });
  await h.settle();
  if ((game.messages as unknown as { size: number }).size === before) return null;
  return lastMessage().rolls[0] as FrayD20Roll;
}

/** What the dialog showed when its button was pressed: the mode ticked and the formula printed. */
function shown(): { mode: string | undefined; formula: string | undefined; text: string } {
  const element = dialogs.pressed.at(-1);
  if (!element) throw new Error("no dialog was answered");
  const radios = [...element.querySelectorAll<HTMLInputElement>('input[name="mode"]')];
  return {
    mode: radios.find((r) => r.checked)?.value,
    formula: element.querySelector(".fray-roll-dialog__formula code")?.textContent.trim(),
    text: element.textContent.replace(/\s+/g, " "),
  };
}

/** The last card as `onRenderChatMessage` leaves it on the acting client. */
function cardText(): string {
  const { document } = parseHTML(`<div id="m">${lastMessage().content}</div>`);
  const root = document.getElementById("m") as unknown as Parameters<typeof onRenderChatMessage>[1] & Element;
  onRenderChatMessage({} as never, root);
  return root.textContent.replace(/\s+/g, " ");
}

beforeEach(async () => {
  resetCoverIndexes();
  h = await automationHarness("srd52");
});

describe("issue 24 §3.4 ATK-8 the roll dialog shows what it rolls", () => {
  it("unticking long range redraws the mode and formula: the dialog shows normal and 1d20, and 1d20 is rolled", async () => {
    const { archerBow, target } = await longShot();
    const roll = await attackAs(h.player, archerBow, target, { unticked: ["position-0"] });
    expect(roll?.fray.mode).toBe("normal");
    expect(shown().mode).toBe(roll?.fray.mode);
    expect(shown().formula).toBe(roll?.formula);
  });

  it("a mode the user picks is kept when a box is then unticked, and the formula follows it", async () => {
    const { archerBow, target } = await longShot();
    const roll = await attackAs(h.player, archerBow, target, {
      values: { mode: "advantage" },
      unticked: ["position-0"],
    });
    expect(roll?.fray.mode).toBe("advantage");
    expect(shown()).toMatchObject({ mode: "advantage", formula: roll?.formula });
  });

  it("left ticked, the dialog's mode and formula are the roll's: disadvantage at long range", async () => {
    const { archerBow, target } = await longShot();
    const roll = await attackAs(h.player, archerBow, target, {});
    expect(roll?.fray.mode).toBe("disadvantage");
    expect(shown()).toMatchObject({ mode: "disadvantage", formula: roll?.formula });
  });
});

describe("issue 24 §3.5 ATK-5 rule IDs follow fray.showRuleIds, in the roll dialog as on cards", () => {
  it("by default the GM sees ATK-8 in the dialog and on the card, a player sees neither", async () => {
    const { archerBow, target } = await longShot();
    await attackAs(h.gm, archerBow, target, {});
    expect(shown().text).toContain("ATK-8");
    expect(cardText()).toContain("ATK-8");
    await attackAs(h.player, archerBow, target, {});
    expect(shown().text).toContain("Beyond normal range");
    expect(shown().text).not.toContain("ATK-8");
    expect(cardText()).not.toContain("ATK-8");
  });

  it("a GM who turns them off sees none; a player who turns them on sees them, in the dialog and on the card", async () => {
    const { archerBow, target } = await longShot();
    h.actAs(h.gm);
    await h.settings.set("fray", "showRuleIds", "hide");
    await attackAs(h.gm, archerBow, target, {});
    expect(shown().text).not.toContain("ATK-8");
    expect(cardText()).not.toContain("ATK-8");
    h.actAs(h.player);
    await h.settings.set("fray", "showRuleIds", "show");
    await attackAs(h.player, archerBow, target, {});
    expect(shown().text).toContain("ATK-8");
    expect(cardText()).toContain("ATK-8");
  });
});
