// Issue 28 (TA-12) through the Foundry layer, in a threeAction combat on Ayla's turn: Interact (from the actions
// pack) has the manipulate trait. Grabbed, Ayla rolls a DC 5 flat check first: failed, the card says the action is
// lost and the action is spent; passed, the action goes ahead with the check on its card. Restrained, it is refused
// with a warning and nothing changes. Raise a Shield has no manipulate trait: grabbed, no flat check.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { fight, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { lastMessage, text } from "./roll-setup";
import { follow } from "../harness";
import { setField } from "../harness/forms";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import { itemSheetContext } from "../../src/applications/sheets/context/item/item-sheet";
import type { Localizer } from "../../src/data/labels";
import type { PlainItem } from "../../src/applications/sheets/context/types";
import { sampleItems } from "../../preview/fixtures/sheets";

let h: LedgerHarness;
let f: Fight;

const PACK = join(import.meta.dirname, "..", "..", "packs", "_source", "actions", "three-action");
const messageCount = () => (game.messages as unknown as { size: number }).size;

async function fromPack(actor: FrayActor, file: string): Promise<FrayItem> {
  const entry = parseYaml(readFileSync(join(PACK, `${file}.yml`), "utf8")) as Record<string, unknown>;
  const data = { name: entry.name, type: entry.type, img: entry.img, system: entry.system, flags: entry.flags };
  const created: unknown = await h.as(h.gm, () => actor.createEmbeddedDocuments("Item", [data as never]));
  return follow((created as FrayItem[])[0] as FrayItem);
}

/** Ayla (the player's) and the Orc, Ayla's turn first; Ayla has `status` (set by the GM). */
async function setup(status?: string): Promise<FrayActor> {
  h = await fixture.opportunityHarness("threeAction");
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { hp: { value: 30, max: 30 } } },
    { name: "Orc", initiative: 1, type: "npc" },
  );
  await fixture.place(h, f, { Ayla: [0, 0, 1], Orc: [1, 0, -1] });
  const ayla = f.actors.Ayla as FrayActor;
  if (status) await h.as(h.gm, () => ayla.toggleStatusEffect(status, { active: true }));
  await h.settle();
  return ayla;
}

/** The player uses the item from Ayla's sheet. */
async function use(item: FrayItem) {
  h.actAs(h.player);
  const used = await (h.doc(item as never, h.player) as FrayItem).use();
  await h.settle();
  h.actAs(h.gm);
  return used;
}

/** An item sheet as the harness's ApplicationV2 stand-in runs it. */
interface Sheet {
  readonly element: HTMLElement;
  render(): Promise<unknown>;
  submit(): Promise<void>;
}

const actionsUsed = () => ledgerOf(f.combatant("Ayla")).actions.used;

describe("TA-12 a grabbed creature's manipulate action needs a DC 5 flat check first", () => {
  it("TA-12: grabbed, Interact with a 3 on the flat check: the card says the action is lost, and it is spent", async () => {
    const ayla = await setup("grabbed");
    const interact = await fromPack(ayla, "interact");
    h.dice.queue(20, 3);
    const card = await use(interact);
    expect(card).not.toBeNull();
    expect(text(lastMessage().content)).toContain("Flat check DC 5 (grabbed): 3, failed: the action is lost");
    expect(actionsUsed()).toBe(1);
  });

  it("TA-12: grabbed, Interact with a 5: passed, the action goes ahead with the check on its card", async () => {
    const ayla = await setup("grabbed");
    const interact = await fromPack(ayla, "interact");
    h.dice.queue(20, 5);
    await use(interact);
    const card = text(lastMessage().content);
    expect(card).toContain("Flat check DC 5 (grabbed): 5, passed");
    expect(card).toContain("draw, stow or pick up an item");
    expect(actionsUsed()).toBe(1);
  });

  it("TA-12: grabbed, Raise a Shield (no manipulate trait): no flat check, the shield is raised", async () => {
    const ayla = await setup("grabbed");
    await use(await fromPack(ayla, "raise-a-shield"));
    expect(text(lastMessage().content)).not.toContain("Flat check");
    expect(f.actors.Ayla?.statuses.has("shieldRaised")).toBe(true);
  });

  it("TA-12: not grabbed, Interact rolls no flat check", async () => {
    const ayla = await setup();
    await use(await fromPack(ayla, "interact"));
    expect(text(lastMessage().content)).not.toContain("Flat check");
  });
});

describe("TA-12 a restrained creature takes no manipulate action", () => {
  it("TA-12: restrained, Interact is refused with a warning: no card, no action spent", async () => {
    const ayla = await setup("restrained");
    const interact = await fromPack(ayla, "interact");
    const before = messageCount();
    const card = await use(interact);
    expect(card).toBeNull();
    expect(messageCount()).toBe(before);
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("restrained and can't take a manipulate action"));
    expect(actionsUsed()).toBe(0);
  });
});

describe("TA-12 the item sheet edits the manipulate trait under threeAction", () => {
  const i18n: Localizer = { localize: (k) => k, format: (k) => k };
  const spell = sampleItems().find((i) => i.type === "spell") as PlainItem;
  const context = (family: "threeAction" | "fiveE", manipulate: boolean) =>
    itemSheetContext({ item: spell, family, editable: true, enrichedDescription: "", i18n, manipulate }).activation;

  it("TA-12: the box shows under threeAction with the stored value, and not in the 5e family", () => {
    expect(context("threeAction", true)).toMatchObject({ manipulate: true, showManipulate: true });
    expect(context("threeAction", false)).toMatchObject({ manipulate: false, showManipulate: true });
    expect(context("fiveE", true)).toMatchObject({ showManipulate: false });
  });
});

describe("TA-12 the item sheet's Manipulate box stores the trait as the flag", () => {
  it("TA-12: ticked on a spell's sheet the spell is a manipulate action; unticked the flag is gone", async () => {
    const ayla = await setup();
    const created: unknown = await h.as(h.gm, () =>
      ayla.createEmbeddedDocuments("Item", [{ name: "Gestures", type: "spell" }] as never),
    );
    const spell = follow((created as FrayItem[])[0] as FrayItem);
    const { FrayItemSheet } = await import("../../src/applications/sheets/item-sheet");
    const open = async () => {
      const sheet = new (FrayItemSheet as unknown as new (o: object) => Sheet)({ document: spell });
      await sheet.render();
      return sheet;
    };
    const ticked = await open();
    setField(ticked.element, "flags.fray.manipulate", true);
    await ticked.submit();
    expect((spell.flags as { fray?: { manipulate?: boolean } }).fray?.manipulate).toBe(true);
    const unticked = await open();
    setField(unticked.element, "flags.fray.manipulate", false);
    await unticked.submit();
    expect((spell.flags as { fray?: { manipulate?: boolean } }).fray?.manipulate).toBeUndefined();
  });
});
