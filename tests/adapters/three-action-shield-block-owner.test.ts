// Issue 28 (TA-11) on the multi-client harness: the Shield Block prompt opens on the client of the blocking
// creature's owner, not on the client of whoever applies the damage. The GM applies the Orc's 10 damage to the
// player's Ayla (shield raised, hardness 5, Shield Block): the GM asks Ayla's connected player over a query, and
// works the block out from its own documents; no answer in time is no block; a player's client that sends the GM
// that query gets no prompt on the GM's screen and no block.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { fight, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { lastMessage } from "./roll-setup";
import { dialogs } from "../harness/applications";
import { follow } from "../harness";
import { applyDamage } from "../../src/chat/damage/apply-damage";
import { automationSettled } from "../../src/combat/automation";
import { SHIELD_BLOCK, SHIELD_BLOCK_QUERY } from "../../src/combat/statuses/shield-block";
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

/** Ayla (the player's: 30 HP, a raised wooden shield of hardness 5 and 20 HP, Shield Block) and the GM's Orc. */
async function setup(): Promise<FrayItem> {
  SHIELD_BLOCK.timeoutMs = 20_000;
  h = await fixture.opportunityHarness("threeAction");
  f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true, system: { hp: { value: 30, max: 30 } } },
    { name: "Orc", initiative: 1, type: "npc" },
  );
  await fixture.place(h, f, { Ayla: [0, 0, 1], Orc: [1, 0, -1] });
  const ayla = f.actors.Ayla as FrayActor;
  await h.as(h.gm, () =>
    ayla.createEmbeddedDocuments("Item", [
      {
        name: "Wooden Shield",
        type: "armor",
        system: { category: "shield", base: 2, equipped: true, hardness: 5, hitPoints: 20, maxHitPoints: 20 },
      },
    ] as never),
  );
  await fromPack(ayla, "shield-block");
  h.actAs(h.player);
  await (h.doc((await fromPack(ayla, "raise-a-shield")) as never, h.player) as FrayItem).use();
  await h.settle();
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
  const created: unknown = await h.as(h.gm, () =>
    (f.actors.Orc as FrayActor).createEmbeddedDocuments("Item", [
      {
        name: "Axe",
        type: "weapon",
        system: { equipped: true, damage: { parts: [{ formula: "1d10", type: "slashing" }] } },
      },
    ] as never),
  );
  return follow((created as FrayItem[])[0] as FrayItem);
}

/** The GM's Orc hits Ayla (a natural 19) for 10 slashing; the damage card's id. */
async function hit(axe: FrayItem): Promise<string> {
  h.actAs(h.gm);
  h.dice.queue(20, 19);
  await (h.doc(axe as never, h.gm) as FrayItem).rollAttack({
    targets: [f.actors.Ayla as FrayActor],
    fastForward: true,
  });
  await h.settle();
  h.dice.queue(10, 10);
  await (h.doc(axe as never, h.gm) as FrayItem).rollDamage({ targets: [f.actors.Ayla as FrayActor] });
  await h.settle();
  return (lastMessage() as unknown as { id: string }).id;
}

const hp = () => (f.actors.Ayla?.system as unknown as { hp: { value: number } }).hp.value;
const shieldHp = () =>
  (f.actors.Ayla?.items.find((i) => i.name === "Wooden Shield")?.system as unknown as { hitPoints: number }).hitPoints;
const shieldPrompts = () =>
  dialogs.shown.flatMap((o, i) =>
    String(o.content).includes("Shield Block with a reaction") ? [dialogs.shownBy[i] ?? ""] : [],
  );

describe("TA-11 the Shield Block prompt opens on the blocking creature's owner's client", () => {
  it("TA-11: the GM applies 10 damage to the player's Ayla: the player is asked, says yes: 5 to Ayla, 5 to the shield", async () => {
    const axe = await setup();
    const card = await hit(axe);
    dialogs.shown.length = 0;
    dialogs.shownBy.length = 0;
    dialogs.answers.push(true);
    const result = await h.as(h.gm, () => applyDamage(card, (f.actors.Ayla as FrayActor).uuid, 1));
    await automationSettled();
    await h.settle();
    expect(shieldPrompts()).toEqual([h.player.name]);
    expect(result).toMatchObject({ ok: true, damageTaken: 5 });
    expect(hp()).toBe(25);
    expect(shieldHp()).toBe(15);
  });

  it("TA-11: with Ayla's player not connected, the GM applying the damage is asked", async () => {
    const axe = await setup();
    const card = await hit(axe);
    h.disconnect(h.player);
    dialogs.shown.length = 0;
    dialogs.shownBy.length = 0;
    dialogs.answers.push(true);
    const result = await h.as(h.gm, () => applyDamage(card, (f.actors.Ayla as FrayActor).uuid, 1));
    await h.settle();
    expect(shieldPrompts()).toEqual([h.gm.name]);
    expect(result).toMatchObject({ ok: true, damageTaken: 5 });
  });

  it("TA-11: the player doesn't answer in time: no block, the whole 10 damage lands and the shield is untouched", async () => {
    const axe = await setup();
    const card = await hit(axe);
    SHIELD_BLOCK.timeoutMs = 20;
    dialogs.answers.push(new Promise(() => undefined));
    const result = await h.as(h.gm, () => applyDamage(card, (f.actors.Ayla as FrayActor).uuid, 1));
    await h.settle();
    expect(result).toMatchObject({ ok: true, damageTaken: 10 });
    expect(hp()).toBe(20);
    expect(shieldHp()).toBe(20);
    // The player's prompt closed itself when the time ran out.
    expect(dialogs.closed).toHaveLength(1);
  });

  it("TA-11: a player's client sending the GM the Shield Block query gets no prompt on the GM's screen and no block", async () => {
    await setup();
    dialogs.shown.length = 0;
    const gm = h.users.get(h.gm.id) as unknown as { query(n: string, d: object): Promise<unknown> };
    dialogs.answers.push(true);
    h.actAs(h.player);
    const answer = await gm.query(SHIELD_BLOCK_QUERY, {
      actorUuid: (f.actors.Ayla as FrayActor).uuid,
      itemId: "x",
      damage: 10,
      taken: 5,
    });
    h.actAs(h.gm);
    expect(answer).toEqual({ block: false });
    expect(shieldPrompts()).toEqual([]);
  });
});
