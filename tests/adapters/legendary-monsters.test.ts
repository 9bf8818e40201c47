// RES-4 / RES-5 in the tracker: a dragon's Fire Breath recharges on a 5 at the start of its turn; its legendary
// actions are offered to the GM at the end of each other creature's turn (one at a time, each with its cost),
// refill at the start of its own turn, and are never offered after its own turn or while it is incapacitated.
import { describe, expect, it } from "vitest";
import { fight, ledgerHarness, type LedgerHarness } from "./ledger-setup";
import { lastMessage, text } from "./roll-setup";
import { DRAGON_ITEMS, DRAGON_SYSTEM } from "./fixtures/dragon";
import type { OpenedPrompt } from "../../src/net/prompt-hook";
import type { FrayActor } from "../../src/documents/actor";
import type { Combatant as HarnessCombatant } from "../harness/classes";
import { takeLegendary } from "../../src/combat/ledger/legendary-actions";

/** Ayla (a player's hero) acts first, then Borin, then the dragon; the GM answers prompts with `answers`. */
async function dragonFight(h: LedgerHarness, answers: ((p: OpenedPrompt) => string)[] = []) {
  const prompts: OpenedPrompt[] = [];
  h.as(h.gm, () =>
    Hooks.on("fray.promptOpened", (prompt) => {
      if (prompt.kind !== "legendary") return;
      prompts.push(prompt);
      const answer = answers.shift();
      prompt.respond(answer ? answer(prompt) : "pass");
    }),
  );
  const f = await fight(
    h,
    { name: "Ayla", initiative: 20, player: true },
    { name: "Borin", initiative: 15, player: true },
    { name: "Dragon", initiative: 10, type: "npc", system: DRAGON_SYSTEM },
  );
  await h.as(h.gm, () => (f.actors.Dragon as FrayActor).createEmbeddedDocuments("Item", DRAGON_ITEMS as never));
  return { ...f, prompts };
}

const itemOf = (actor: FrayActor, name: string) => {
  const item = actor.items.getName(name);
  if (!item) throw new Error(`no ${name}`);
  return item;
};
const usesValue = (actor: FrayActor, name: string) =>
  (itemOf(actor, name).system as unknown as { uses: { value: number } }).uses.value;
const spent = (c: HarnessCombatant) => (c.system as { legendarySpent: number }).legendarySpent;

async function next(h: LedgerHarness, f: { combat: { nextTurn(): Promise<unknown> } }) {
  await h.as(h.gm, () => f.combat.nextTurn());
  await h.settle();
}

describe("RES-4 a breath weapon that recharges on a 5", () => {
  it("spent, it rolls 1d6 at the start of the dragon's turn: a 4 keeps it spent, a 5 brings it back", async () => {
    const h = await ledgerHarness("srd52");
    const f = await dragonFight(h);
    const dragon = () => f.actors.Dragon as FrayActor;
    await h.as(h.gm, () => itemOf(dragon(), "Fire Breath").update({ "system.uses.value": 0 } as never));
    await next(h, f); // Borin
    h.dice.queue(6, 4);
    await next(h, f); // the dragon's turn: 4, still spent
    expect(usesValue(dragon(), "Fire Breath")).toBe(0);
    expect(text(lastMessage().content)).toContain("Fire Breath : rolled 4 (needs 5+): still spent");
    await next(h, f); // round 2: Ayla
    await next(h, f); // Borin
    h.dice.queue(6, 5);
    await next(h, f); // the dragon's turn: 5, recharged
    expect(usesValue(dragon(), "Fire Breath")).toBe(1);
    expect(text(lastMessage().content)).toContain("Fire Breath : rolled 5 (needs 5+): recharged");
    expect(h.dice.pending()).toEqual({});
  });

  it("an available breath weapon rolls nothing", async () => {
    const h = await ledgerHarness("srd51");
    const f = await dragonFight(h);
    await next(h, f);
    await next(h, f); // the dragon's turn: nothing queued, nothing rolled (a roll would throw)
    expect(usesValue(f.actors.Dragon as FrayActor, "Fire Breath")).toBe(1);
  });
});

describe("RES-5 legendary actions after another creature's turn", () => {
  it("after the player's turn the GM is offered every option with its cost; Wing Attack spends 2, then only 1-cost options", async () => {
    const h = await ledgerHarness("srd52");
    // The choices in sheet order: Detect, Tail Attack, Wing Attack, then "pass".
    const wing = (p: OpenedPrompt) => (p.data.choices as string[])[2] ?? "pass";
    const f = await dragonFight(h, [wing]);
    await next(h, f); // Ayla's turn ends
    expect(f.prompts).toHaveLength(1);
    const first = f.prompts[0] as OpenedPrompt;
    expect(first.data).toMatchObject({ name: "Dragon", after: "Ayla" });
    expect(first.data.choices).toHaveLength(4); // three options and "pass"
    expect(spent(f.combatant("Dragon"))).toBe(2);
    const card = lastMessage().content;
    expect(text(card)).toContain("Dragon takes a legendary action");
    expect(text(card)).toContain("1 of 3 left this round");
    expect(card).toContain("Wing Attack &lt;i&gt;"); // a name is text, never markup
    await next(h, f); // Borin's turn ends: only the 1-cost options are offered
    expect(f.prompts).toHaveLength(2);
    expect(f.prompts[1]?.data.choices).toHaveLength(3);
    // Passed; then the dragon's own turn starts and its pool is full again.
    expect(spent(f.combatant("Dragon"))).toBe(0);
  });

  it("the pool refills at the start of the dragon's turn; nothing is offered after its own turn", async () => {
    const h = await ledgerHarness("srd52");
    const take = (p: OpenedPrompt) => (p.data.choices as string[])[0] ?? "pass";
    const f = await dragonFight(h, [take, take]);
    await next(h, f); // after Ayla: 1
    await next(h, f); // after Borin: 2; the dragon's turn starts and refills
    expect(spent(f.combatant("Dragon"))).toBe(0);
    const before = f.prompts.length;
    await next(h, f); // the dragon's own turn ends
    expect(f.prompts.length).toBe(before);
  });

  it("none while incapacitated", async () => {
    const h = await ledgerHarness("srd52");
    const f = await dragonFight(h);
    await h.as(h.gm, () => (f.actors.Dragon as FrayActor).toggleStatusEffect("stunned", { active: true }));
    await next(h, f);
    expect(f.prompts).toEqual([]);
  });

  it("only a GM takes a legendary action; a refused one (too few left) changes nothing", async () => {
    const h = await ledgerHarness("srd52");
    const f = await dragonFight(h);
    const dragon = f.combatant("Dragon") as unknown as Combatant.Implementation;
    const ayla = f.combatant("Ayla") as unknown as Combatant.Implementation;
    const wingId = itemOf(f.actors.Dragon as FrayActor, "Wing Attack <i>").id ?? "";
    h.actAs(h.player);
    await expect(takeLegendary(dragon, wingId, ayla)).rejects.toThrow(/only a GM/);
    h.actAs(h.gm);
    await h.doc(f.combatant("Dragon")).update({ "system.legendarySpent": 2 });
    expect(await takeLegendary(h.doc(f.combatant("Dragon")) as unknown as Combatant.Implementation, wingId, ayla)).toBe(
      false,
    );
    expect(spent(f.combatant("Dragon"))).toBe(2);
  });
});
