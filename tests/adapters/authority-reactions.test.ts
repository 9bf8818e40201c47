// Issue 26 lesser attack on opportunity attacks, on the multi-client harness: a hostile player's client sends the
// GM the query the GM itself sends reactors' owners (a forged "Strike?" prompt on the GM's screen). A GM's client
// never answers that query with a prompt: the GM's own offers are its own prompts (src/combat/opportunity-gm.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rollHarness } from "./roll-setup";
import { fight, type Fight, type LedgerHarness } from "./ledger-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { dialogs } from "../harness/applications";
import { resetCoverIndexes } from "../../src/canvas/cover-hooks";
import { opportunityMovesSettled } from "../../src/combat/opportunity-move";
import { OPPORTUNITY, OPPORTUNITY_QUERY, forgetOpportunityOffers } from "../../src/combat/opportunity-gm";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;
const G = 100;

async function harness(preset: string): Promise<LedgerHarness> {
  const r = await rollHarness(preset);
  r.onEveryClient(listenSetup);
  r.fire("setup");
  return Object.assign(r, { confirms: [] as boolean[], confirm: vi.fn() });
}

/** A started combat: the Orc (an NPC with a scimitar) acts first, then it is Ayla's turn (a player's, speed 30). */
async function setup(): Promise<void> {
  h = await harness("srd52");
  f = await fight(
    h,
    { name: "Orc", initiative: 20, type: "npc" },
    { name: "Ayla", initiative: 1, player: true, system: { speed: { walk: 30 } } },
  );
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
  const orc = h.doc(f.actors.Orc as FrayActor, h.gm);
  await h.as(h.gm, () =>
    orc.createEmbeddedDocuments("Item", [
      { name: "Scimitar", type: "weapon", system: { equipped: true, damage: { parts: [{ formula: "1d6" }] } } },
    ] as never),
  );
  await place({ Ayla: [0, 0, 1], Orc: [9, 9, -1] });
}

async function place(spots: Record<string, [number, number, number]>): Promise<void> {
  for (const [name, [x, y, disposition]] of Object.entries(spots)) {
    await h.as(h.gm, () => h.doc(f.token(name), h.gm).update({ x: x * G, y: y * G, disposition }));
  }
  await h.settle();
}

const settled = async () => {
  await opportunityMovesSettled();
  await h.settle();
};
const prompts = () =>
  dialogs.shown.filter((o) => ((o.classes as string[] | undefined) ?? []).includes("fray-opportunity-dialog"));

beforeEach(async () => {
  resetCoverIndexes();
  forgetOpportunityOffers();
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
  OPPORTUNITY.timeoutMs = 20_000;
  await setup();
  await place({ Orc: [1, 1, -1] });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("OA-1 lesser attack: a forged Strike? prompt on the GM's screen", () => {
  it("forger: the GM's client answers its own offer query with no prompt and no strike", async () => {
    const gm = h.users.get(h.gm.id) as unknown as { query(n: string, d: object): Promise<unknown> };
    const scene = (h.doc(f.token("Ayla"), h.player).parent as { id: string }).id;
    const data = { sceneId: scene, reactorId: f.token("Orc").id, moverId: f.token("Ayla").id, x: 0, y: 0 };
    dialogs.answers.push({ action: "strike-x" });
    h.actAs(h.player);
    const answer = await gm.query(OPPORTUNITY_QUERY, data);
    await settled();
    expect(prompts()).toHaveLength(0);
    expect(answer).toEqual({ itemId: null });
  });
});

describe("OA-1 the reactor's owner still answers the GM's real offer", () => {
  it("owner of the reactor: a player's client asked by the GM's offer shows the prompt", async () => {
    // The Orc is the player's now: the GM's offer goes to the player's client, which prompts.
    await h.as(h.gm, () =>
      h.doc(f.actors.Orc as FrayActor, h.gm).update({ ownership: { default: 0, [h.player2.id]: 3 } } as never),
    );
    dialogs.answers.push({ action: "pass" });
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 3 * G, y: 0 }]);
    await settled();
    expect(prompts()).toHaveLength(1);
  });
});
