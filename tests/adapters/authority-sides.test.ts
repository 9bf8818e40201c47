// Issue 26 attack 2 (switch sides), on the multi-client harness: a player sets its own token's disposition to the
// monsters' so that no foe is offered an opportunity attack. Sides are the GM's (src/combat/combat-sides.ts): the
// GM's client writes each combatant's side when it joins, the rules read that (src/scene/reach/combat-side.ts), a
// non-GM's change of a token's disposition (or of the combatant's record) in a combat is put back, and a GM
// changes a side from the tracker's row menu.
import { beforeEach, describe, expect, it } from "vitest";
import { G, freshOpportunitiesEachTest, movesSettled, orcThenAyla, place as placeTokens } from "./opportunity-setup";
import { type Fight, type LedgerHarness } from "./ledger-setup";
import { dialogs } from "../harness/applications";
import { combatantMenuEntries, type MenuCombat } from "../../src/applications/combat/combatant-menu";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;

async function setup(): Promise<void> {
  ({ h, f } = await orcThenAyla("srd52", 30));
  await place({ Ayla: [0, 0, 1], Orc: [9, 9, -1] });
}

const place = (spots: Record<string, [number, number, number]>) => placeTokens(h, f, spots);
const settled = () => movesSettled(h);
const prompts = () =>
  dialogs.shown.filter((o) => ((o.classes as string[] | undefined) ?? []).includes("fray-opportunity-dialog"));

const side = () => (h.doc(f.combatant("Ayla"), h.gm).system as { disposition?: unknown }).disposition;

/** The player walks Ayla from (0,0) to (3,0), out of the Orc's reach (it stands at (1,1)). */
async function walkOut(): Promise<void> {
  dialogs.answers.push({ action: "pass" });
  h.actAs(h.player);
  await f.token("Ayla").move([{ x: 3 * G, y: 0 }]);
  await settled();
}

freshOpportunitiesEachTest();

beforeEach(async () => {
  await setup();
  await place({ Orc: [1, 1, -1] });
});

describe("OA-1 attack 2: sides are the GM's", () => {
  it("owner/forger: Ayla's token set hostile by her player is put back, and walking out still provokes", async () => {
    await h.as(h.player, () => h.doc(f.token("Ayla"), h.player).update({ disposition: -1 }));
    await h.settle();
    expect(h.doc(f.token("Ayla"), h.gm).disposition).toBe(1);
    await walkOut();
    expect(prompts()).toHaveLength(1);
  });

  it("forger: a write of the combatant's own side record is put back", async () => {
    await h.as(h.player, () => h.doc(f.combatant("Ayla"), h.player).update({ "system.disposition": -1 }));
    await h.settle();
    expect(side()).toBe(1);
    await walkOut();
    expect(prompts()).toHaveLength(1);
  });

  it("forger: in a combat not yet started, a player's change of its token's side is put back too", async () => {
    const gmCombat = h.doc(f.combat, h.gm) as unknown as { endCombat?: unknown; delete(): Promise<unknown> };
    await h.as(h.gm, () => gmCombat.delete());
    await h.settle();
    const token = h.doc(f.token("Ayla"), h.gm);
    const sceneId = (token.parent as { id: string }).id;
    const actorId = (f.actors.Ayla as FrayActor).id;
    const Combat = h.config.Combat.documentClass as unknown as { create(d: object): Promise<unknown> };
    await h.as(h.gm, () =>
      Combat.create({ active: true, combatants: [{ name: "Ayla", actorId, sceneId, tokenId: token.id }] }),
    );
    await h.settle();
    await h.as(h.player, () => h.doc(f.token("Ayla"), h.player).update({ disposition: -1 }));
    await h.settle();
    expect(h.doc(f.token("Ayla"), h.gm).disposition).toBe(1);
  });

  it("another player and an observer can't change Ayla's side at all (refused by the server)", async () => {
    for (const user of [h.player2, h.observer]) {
      await expect(h.as(user, () => h.doc(f.token("Ayla"), user).update({ disposition: -1 }))).rejects.toThrow();
    }
    expect(side()).toBe(1);
  });

  it("the GM's tracker entry changes the side: record and token (friendly, then neutral)", async () => {
    expect(side()).toBe(1);
    const combat = () => h.doc(f.combat, h.gm) as unknown as MenuCombat;
    const entry = combatantMenuEntries(combat).find((e) => e.name === "FRAY.Combat.Menu.Side.Entry");
    const li = { dataset: { combatantId: f.combatant("Ayla").id } } as unknown as HTMLElement;
    h.actAs(h.gm);
    expect(entry?.condition(li)).toBe(true);
    await entry?.callback(li);
    await h.settle();
    expect(side()).toBe(0);
    expect(h.doc(f.token("Ayla"), h.gm).disposition).toBe(0);
    h.actAs(h.player);
    expect(entry?.condition(li)).toBe(false);
  });
});
