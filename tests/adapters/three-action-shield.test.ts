// Issue 28, TA-11 and Take Cover (TA-4) through the Foundry layer, in a threeAction combat: the GM's Orc Strikes
// the player's Hero (Ayla). An equipped shield adds nothing until Ayla uses Raise a Shield (a circumstance bonus
// until her next turn starts); a physical hit on the raised shield offers Shield Block to a creature that has it
// (the GM applying the damage is asked): 10 damage through hardness 5 leaves 5 to Ayla and 5 to the shield. Take
// Cover raises her cover a step until she moves.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { fight, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { lastMessage } from "./roll-setup";
import { dialogs } from "../harness/applications";
import { follow } from "../harness";
import { FrayD20Roll, type RollTarget } from "../../src/dice/d20-roll";
import { applyDamage } from "../../src/chat/damage/apply-damage";
import { automationSettled } from "../../src/combat/automation";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: LedgerHarness;
let f: Fight;

const PACK = join(import.meta.dirname, "..", "..", "packs", "_source", "actions", "three-action");

async function fromPack(actor: FrayActor, file: string): Promise<FrayItem> {
  const entry = parseYaml(readFileSync(join(PACK, `${file}.yml`), "utf8")) as Record<string, unknown>;
  const data = { name: entry.name, type: entry.type, img: entry.img, system: entry.system, flags: entry.flags };
  const created: unknown = await h.as(h.gm, () => actor.createEmbeddedDocuments("Item", [data as never]));
  return follow((created as FrayItem[])[0] as FrayItem);
}

/** Ayla (AC 15 flat, a wooden shield +2, hardness 5, 20 HP, broken at 10) and the Orc; Ayla's turn first. */
async function setup(): Promise<{ ayla: FrayActor; orc: FrayActor; axe: FrayItem }> {
  h = await fixture.opportunityHarness("threeAction");
  f = await fight(
    h,
    {
      name: "Ayla",
      initiative: 20,
      player: true,
      system: { ac: { calc: "flat", flat: 15 }, hp: { value: 30, max: 30 } },
    },
    { name: "Orc", initiative: 1, type: "npc" },
  );
  await fixture.place(h, f, { Ayla: [0, 0, 1], Orc: [1, 0, -1] });
  const ayla = f.actors.Ayla as FrayActor;
  const orc = f.actors.Orc as FrayActor;
  await h.as(h.gm, () =>
    ayla.createEmbeddedDocuments("Item", [
      {
        name: "Wooden Shield",
        type: "armor",
        system: {
          category: "shield",
          base: 2,
          equipped: true,
          hardness: 5,
          hitPoints: 20,
          maxHitPoints: 20,
          brokenThreshold: 10,
        },
      },
    ] as never),
  );
  const created: unknown = await h.as(h.gm, () =>
    orc.createEmbeddedDocuments("Item", [
      {
        name: "Axe",
        type: "weapon",
        system: { equipped: true, damage: { parts: [{ formula: "1d10", type: "slashing" }] } },
      },
    ] as never),
  );
  return { ayla, orc, axe: follow((created as FrayItem[])[0] as FrayItem) };
}

const use = async (item: FrayItem) => {
  h.actAs(h.player);
  const used = await (h.doc(item as never, h.player) as FrayItem).use();
  await h.settle();
  h.actAs(h.gm);
  return used;
};

/** The GM ends the current turn. */
async function nextTurn(): Promise<void> {
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
}

function lastTarget(): RollTarget | undefined {
  const roll = lastMessage().rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  return roll?.fray.targets[0];
}

/** The GM's Orc Strikes Ayla (a natural `natural`) on its turn; the target as the card recorded it. */
async function orcStrikes(axe: FrayItem, natural = 10): Promise<RollTarget | undefined> {
  h.actAs(h.gm);
  h.dice.queue(20, natural);
  await (h.doc(axe as never, h.gm) as FrayItem).rollAttack({
    targets: [f.actors.Ayla as FrayActor],
    fastForward: true,
  });
  await h.settle();
  return lastTarget();
}

describe("TA-11 shields: only a raised shield adds to AC, until the creature's next turn", () => {
  it("TA-11: raised, +2 circumstance; lowered when Ayla's next turn starts; equipped but lowered, nothing", async () => {
    const { ayla, axe } = await setup();
    await use(await fromPack(ayla, "raise-a-shield"));
    expect(f.actors.Ayla?.statuses.has("shieldRaised")).toBe(true);
    await nextTurn();
    const raised = await orcStrikes(axe);
    expect(raised?.ac).toBe(17);
    expect(raised?.sources).toContainEqual(
      expect.objectContaining({ rule: "TA-11", reason: "shieldRaised", value: 2, bonusType: "circumstance" }),
    );
    await nextTurn();
    expect(f.actors.Ayla?.statuses.has("shieldRaised")).toBe(false);
    await nextTurn();
    expect((await orcStrikes(axe))?.ac).toBe(15);
  });
});

describe("TA-11 Shield Block: a reaction for creatures that have it, when a physical hit lands on the raised shield", () => {
  async function hitFor(axe: FrayItem, face: number): Promise<string> {
    expect(await orcStrikes(axe, 19)).toBeDefined();
    h.dice.queue(10, face);
    await (h.doc(axe as never, h.gm) as FrayItem).rollDamage({ targets: [f.actors.Ayla as FrayActor] });
    await h.settle();
    return (lastMessage() as unknown as { id: string }).id;
  }

  it("TA-11: 10 damage, hardness 5: yes to Shield Block leaves 5 to Ayla and 5 to the shield, and spends her reaction", async () => {
    const { ayla, axe } = await setup();
    await fromPack(ayla, "shield-block");
    await use(await fromPack(ayla, "raise-a-shield"));
    await nextTurn();
    const card = await hitFor(axe, 10);
    dialogs.answers.push(true);
    const result = await h.as(h.gm, () => applyDamage(card, (f.actors.Ayla as FrayActor).uuid, 1));
    await automationSettled();
    await h.settle();
    expect(result).toMatchObject({ ok: true, damageTaken: 5 });
    expect((f.actors.Ayla?.system as unknown as { hp: { value: number } }).hp.value).toBe(25);
    const shield = f.actors.Ayla?.items.find((i) => i.name === "Wooden Shield");
    expect((shield?.system as unknown as { hitPoints: number }).hitPoints).toBe(15);
    expect(ledgerOf(f.combatant("Ayla")).reactions.used).toBe(1);
  });

  it("TA-11: without the Shield Block feature nobody is asked: the whole 10 damage lands", async () => {
    const { ayla, axe } = await setup();
    await use(await fromPack(ayla, "raise-a-shield"));
    await nextTurn();
    const card = await hitFor(axe, 10);
    const shown = dialogs.shown.length;
    const result = await h.as(h.gm, () => applyDamage(card, (f.actors.Ayla as FrayActor).uuid, 1));
    expect(result).toMatchObject({ ok: true, damageTaken: 10 });
    expect(dialogs.shown.length).toBe(shown);
  });

  it("TA-11: a shield's hit points can't exceed its maximum, nor its broken threshold: refused, nothing written", async () => {
    const { ayla } = await setup();
    const shield = ayla.items.find((i) => i.name === "Wooden Shield");
    await expect(h.as(h.gm, () => shield?.update({ system: { hitPoints: 25 } }))).rejects.toThrow(/hitPoints/);
    await expect(h.as(h.gm, () => shield?.update({ system: { brokenThreshold: 30 } }))).rejects.toThrow(
      /brokenThreshold/,
    );
    expect(
      (f.actors.Ayla?.items.find((i) => i.name === "Wooden Shield")?.system as unknown as { hitPoints: number })
        .hitPoints,
    ).toBe(20);
  });
});

describe("TA-4 Take Cover: a step more cover until the creature moves", () => {
  it("TA-4: Take Cover behind nothing gives standard cover (+2); moving from the space ends it", async () => {
    const { ayla, axe } = await setup();
    await use(await fromPack(ayla, "take-cover"));
    expect(f.actors.Ayla?.statuses.has("takingCover")).toBe(true);
    await nextTurn();
    expect(await orcStrikes(axe)).toMatchObject({ cover: "half", ac: 17 });
    await fixture.place(h, f, { Ayla: [0, 2, 1] });
    await automationSettled();
    await h.settle();
    expect(f.actors.Ayla?.statuses.has("takingCover")).toBe(false);
    expect(await orcStrikes(axe)).toMatchObject({ cover: "none", ac: 15 });
  });
});
