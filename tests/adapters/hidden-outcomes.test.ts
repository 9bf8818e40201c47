// Hidden outcomes (world setting fray.outcomeVisibility "gm", issue 11 item 8): a player's client never
// receives a target's AC or a roll's DC, in the card, its roll's options or its flags. The public card carries
// neither; the GMs get the judged card as a whisper a GM's client writes, and its buttons still work.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, rollHarness, text, type RollHarness } from "./roll-setup";
import { onCardAction } from "../../src/hooks/render-chat-message";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

interface Posted {
  id: string;
  content: string;
  rolls: unknown[];
  whisper: string[];
  _source: Record<string, unknown> & { author?: string; flags?: { fray?: { outcomeOf?: string } } };
}

let h: RollHarness;
let fighter: FrayActor;
let goblin: FrayActor;

const posted = () => (game.messages as unknown as { contents: Posted[] }).contents;
/** The public card: the last message carrying a roll. */
const publicCard = () =>
  posted()
    .filter((m) => m.rolls.length > 0 && !m._source.flags?.fray?.outcomeOf)
    .at(-1);
/** The GMs' record of the public card `id`. */
const recordOf = (id: string) => posted().find((m) => m._source.flags?.fray?.outcomeOf === id);
/** True when `value` appears in `json` as a number of its own (not inside an id or another number). */
const holdsNumber = (json: string, value: number) => new RegExp(`(?<![\\w.])${value}(?![\\w.])`).test(json);

async function weapon(actor: FrayActor): Promise<FrayItem> {
  const [item] = (await actor.createEmbeddedDocuments("Item", [
    { name: "Sword", type: "weapon", system: { damage: { parts: [{ formula: "1d8", type: "slashing" }] } } },
  ] as never)) as unknown as FrayItem[];
  if (!item) throw new Error("no weapon");
  return item;
}

beforeEach(async () => {
  h = await rollHarness("srd52");
  await h.settings.set("fray", "outcomeVisibility", "gm");
  fighter = await creature("Aldra", {}, "character", { default: 0, [h.player.id]: 3 });
  goblin = await creature("Goblin", { ac: { calc: "flat", flat: 17 } }, "npc");
});

describe("hidden outcomes: no AC or DC reaches a player's client", () => {
  it("a player's attack: the card, its roll and its flags hold no AC; the GMs' whispered record judges it", async () => {
    const sword = await weapon(fighter);
    h.actAs(h.player);
    h.dice.queue(20, 12); // 12 + 2 = 14 against AC 17: a miss
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    await h.settle();
    const card = publicCard();
    if (!card) throw new Error("no card");
    expect(holdsNumber(JSON.stringify(card._source), 17)).toBe(false);
    const roll = card.rolls[0] as FrayD20Roll;
    expect(roll.fray.targets).toMatchObject([{ uuid: goblin.uuid, ac: null, dc: null }]);
    expect(roll.fray.outcomesHidden).toBe(true);
    expect(text(card.content)).not.toMatch(/AC|Miss|Hit/);
    expect(text(card.content)).toContain("Goblin");

    const record = recordOf(card.id);
    expect(record?._source.author).toBe(h.gm.id); // written on the GM's client: never sent back to a player
    expect(record?.whisper).toEqual([h.gm.id, h.assistant.id]);
    expect(record?.rolls).toEqual([]);
    expect(text(record?.content ?? "")).toMatch(/AC 17 Miss/);
  });

  it("a player's save against a requested DC: the save card holds no DC; the GMs' record does, judged", async () => {
    const [spell] = (await goblin.createEmbeddedDocuments("Item", [
      { name: "Hex", type: "spell", system: { save: { ability: "dex", dc: 19 } } },
    ] as never)) as unknown as FrayItem[];
    await spell?.use({ targets: [fighter] });
    const request = posted().at(-1) as unknown as ChatMessage.Implementation;
    h.actAs(h.player);
    h.dice.queue(20, 15); // 15 + 0 against DC 19: a failure
    const shift = { shiftKey: true } as unknown as Event; // Shift: roll at once, no dialog
    await onCardAction(request, { action: "frayRollSave", targetUuid: fighter.uuid, save: "dex", dc: "19" }, shift);
    await h.settle();
    const card = publicCard();
    if (!card) throw new Error("no card");
    expect(holdsNumber(JSON.stringify(card._source), 19)).toBe(false);
    expect((card.rolls[0] as FrayD20Roll).fray.dc).toBeNull();
    expect(text(recordOf(card.id)?.content ?? "")).toMatch(/DC 19 Failure/);
  });

  it("a GM's attack on a hero hides the hero's AC the same way", async () => {
    const hero = await creature("Borin", { ac: { calc: "flat", flat: 21 } }, "character");
    const claws = await weapon(goblin);
    h.dice.queue(20, 20);
    await claws.rollAttack({ fastForward: true, targets: [hero] });
    const card = publicCard();
    if (!card) throw new Error("no card");
    expect(holdsNumber(JSON.stringify(card._source), 21)).toBe(false);
    // ATK-2: a natural 20 is a critical hit whatever the AC, so the public damage button may say so.
    expect(card.content).toContain('data-critical="true"');
    expect(text(recordOf(card.id)?.content ?? "")).toMatch(/AC 21 Critical hit/);
  });

  it("ATK-3 (threeAction): a critical by beating the AC by 10 is on the record's damage button only", async () => {
    await h.settings.set("fray", "preset", "threeAction");
    const rat = await creature("Rat", { ac: { calc: "flat", flat: 5 } }, "npc");
    const sword = await weapon(fighter);
    h.dice.queue(20, 15); // 15 + 3 = 18 against AC 5: beaten by 10 or more
    await sword.rollAttack({ fastForward: true, targets: [rat] });
    const card = publicCard();
    expect(card?.content).toContain('data-critical="false"');
    const record = recordOf(card?.id ?? "");
    expect(record?.content).toContain('data-critical="true"');
    expect(text(record?.content ?? "")).toMatch(/AC 5 Critical success/);
  });

  it("the GM rolls damage from the record against the card's targets", async () => {
    const sword = await weapon(fighter);
    h.dice.queue(20, 19); // 21 against AC 17: a hit
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    const record = recordOf(publicCard()?.id ?? "");
    if (!record) throw new Error("no record");
    expect(record.content).toContain('data-action="frayRollDamage"');
    h.dice.queue(8, 6);
    await onCardAction(record as unknown as ChatMessage.Implementation, {
      action: "frayRollDamage",
      itemUuid: sword.uuid,
      critical: "false",
    });
    const damage = posted().at(-1)?.rolls[0] as FrayDamageRoll;
    expect(damage.fray.targets.map((t) => t.uuid)).toEqual([goblin.uuid]);
  });

  it("COV-1: the GM sets cover on the record: the public card takes it with no AC, the record is judged again", async () => {
    const sword = await weapon(fighter);
    h.actAs(h.player);
    h.dice.queue(20, 16); // 16 + 2 = 18 against AC 17: a hit, until half cover makes it 19
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    await h.settle();
    const card = publicCard();
    const record = recordOf(card?.id ?? "");
    if (!card || !record) throw new Error("no card or record");
    expect(text(record.content)).toMatch(/AC 17 Hit/);
    expect(record.content).toContain('data-action="frayOverrideCover"');
    expect(card.content).not.toContain('data-action="frayOverrideCover"');
    h.actAs(h.gm);
    const result = await onCardAction(h.doc(record as never), {
      action: "frayOverrideCover",
      targetUuid: goblin.uuid,
      cover: "half",
    });
    expect(result).toEqual({ ok: true });
    const publicNow = publicCard();
    const roll = publicNow?.rolls[0] as FrayD20Roll;
    expect(roll.fray.targets).toMatchObject([{ uuid: goblin.uuid, cover: "half", coverFrom: "gm", ac: null }]);
    expect(roll.total).toBe(18); // the same dice
    expect(holdsNumber(JSON.stringify(publicNow?._source), 19)).toBe(false);
    expect(text(publicNow?.content ?? "")).toContain("Half cover (set by the GM)");
    expect(text(publicNow?.content ?? "")).not.toMatch(/AC|Miss|Hit/);
    const judged = text(recordOf(card.id)?.content ?? "");
    expect(judged).toMatch(/AC 19 Miss/);
    expect(judged).toContain("Half cover (set by the GM)");
    // A player can't: the record and the card stay as they were.
    const before = recordOf(card.id)?.content;
    h.actAs(h.player);
    const asPlayer = h.doc(record as never) as unknown as ChatMessage.Implementation;
    expect(
      await onCardAction(asPlayer, { action: "frayOverrideCover", targetUuid: goblin.uuid, cover: "none" }),
    ).toEqual({ ok: false, reason: "notGm" });
    expect(recordOf(card.id)?.content).toBe(before);
  });

  it("COV-1: a player's message posing as the GMs' record is no record: a GM's cover click there changes nothing", async () => {
    const sword = await weapon(fighter);
    h.actAs(h.player);
    h.dice.queue(20, 16);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    await h.settle();
    const card = publicCard();
    if (!card) throw new Error("no card");
    const forged = await ChatMessage.implementation.create({
      content: `<button data-action="frayOverrideCover" data-target-uuid="${goblin.uuid}" data-cover="half">Half</button>`,
      flags: { fray: { outcomeOf: card.id } },
    });
    h.actAs(h.gm);
    const asGm = h.doc(forged as never) as unknown as ChatMessage.Implementation;
    expect(await onCardAction(asGm, { action: "frayOverrideCover", targetUuid: goblin.uuid, cover: "half" })).toEqual({
      ok: false,
      reason: "notAnAttack",
    });
    expect((h.doc(forged as never) as unknown as { content: string }).content).not.toMatch(/AC/);
    expect((publicCard()?.rolls[0] as FrayD20Roll).fray.targets[0]?.cover).toBe("none");
  });

  it("with no GM connected the player's card is posted alone, without a warning", async () => {
    const sword = await weapon(fighter);
    h.disconnect(h.gm);
    h.disconnect(h.assistant);
    h.actAs(h.player);
    h.dice.queue(20, 12);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    const card = publicCard();
    expect((card?.rolls[0] as FrayD20Roll).fray.targets[0]?.ac).toBeNull();
    expect(recordOf(card?.id ?? "")).toBeUndefined();
    expect(h.warn).not.toHaveBeenCalled();
  });

  it("with outcomes shown to everyone the card keeps the AC and no record is made", async () => {
    await h.settings.set("fray", "outcomeVisibility", "all");
    const sword = await weapon(fighter);
    h.dice.queue(20, 12);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    const card = publicCard();
    expect((card?.rolls[0] as FrayD20Roll).fray.targets[0]?.ac).toBe(17);
    expect(recordOf(card?.id ?? "")).toBeUndefined();
  });
});

describe("hidden outcomes: the GMs' record names the item as written", () => {
  it("an item named with & and < shows once escaped in the record, never double-escaped or as markup", async () => {
    const [odd] = (await fighter.createEmbeddedDocuments("Item", [
      { name: "Fish & <Chips>", type: "weapon", system: {} },
    ] as never)) as unknown as FrayItem[];
    h.actAs(h.player);
    h.dice.queue(20, 12);
    await h.doc(odd as FrayItem).rollAttack({ fastForward: true, targets: [goblin] });
    await h.settle();
    const card = publicCard();
    const record = recordOf(card?.id ?? "");
    expect(record?.content).toContain("Fish &amp; &lt;Chips&gt;");
    expect(record?.content).not.toContain("&amp;amp;");
    expect(record?.content).not.toContain("<Chips>");
  });
});
