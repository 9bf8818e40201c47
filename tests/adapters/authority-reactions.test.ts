// Issue 26 lesser attacks on opportunity attacks, on the multi-client harness: a hostile player's client sends the
// GM the query the GM itself sends reactors' owners (a forged "Strike?" prompt on the GM's screen), or asks the GM
// about a step it never moved towards (to burn a foe's reaction). A GM's client never answers that query with a
// prompt, and offers reactions only for moves it saw (src/combat/opportunity/opportunity-gm.ts).
import { beforeEach, describe, expect, it } from "vitest";
import {
  G,
  arm,
  freshOpportunitiesEachTest,
  movesSettled,
  orcThenAyla,
  place as placeTokens,
} from "./opportunity-setup";
import { type Fight, type LedgerHarness } from "./ledger-setup";
import { dialogs } from "../harness/applications";
import { OPPORTUNITY_QUERY, OPPORTUNITY_REQUEST } from "../../src/combat/opportunity/opportunity-gm";
import { requestGm } from "../../src/net/gm-requests";
import type { HarnessUser } from "../harness";
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

/** `user` asks the GM about Ayla stepping from where she stands to square (x, y). */
function askStep(user: HarnessUser, x: number, y: number): Promise<unknown> {
  const token = h.doc(f.token("Ayla"), user);
  const sceneId = (token.parent as { id: string }).id;
  return h.as(user, () => requestGm(OPPORTUNITY_REQUEST, { sceneId, tokenId: token.id, x: x * G, y: y * G }));
}

freshOpportunitiesEachTest();

beforeEach(async () => {
  await setup();
  await place({ Orc: [1, 1, -1] });
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

describe("OA-1 lesser attack: a move request with no move behind it offers nothing", () => {
  beforeEach(async () => {
    // Ayla at (5,5), the Orc at (6,6): a step to (4,5) leaves its reach.
    await place({ Ayla: [5, 5, 1], Orc: [6, 6, -1] });
  });

  it("forger (the owner): asking about a step Ayla never moved towards offers the Orc nothing", async () => {
    dialogs.answers.push({ action: "pass" });
    const answer = await askStep(h.player, 4, 5);
    await settled();
    expect(prompts()).toHaveLength(0);
    expect(answer).toMatchObject({ ok: false, reason: "noMove" });
  });

  it("owner: the same exit, made as a move, is offered (by the GM's backstop once the GM saw it)", async () => {
    dialogs.answers.push({ action: "pass" });
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 3 * G, y: 5 * G }]);
    await settled();
    expect(prompts()).toHaveLength(1);
  });

  it("another player and an observer are refused (they don't own Ayla)", async () => {
    for (const user of [h.player2, h.observer]) {
      expect(await askStep(user, 4, 5)).toMatchObject({ ok: false, reason: "notOwner" });
    }
    expect(prompts()).toHaveLength(0);
  });
});

describe("OA-1 lesser attack: one move the GM saw backs one request, however many steps it names", () => {
  beforeEach(async () => {
    // A goblin, armed and hostile, at (4,5); the Orc at (6,5); Ayla at (5,4), in both reaches.
    const goblin = await h.as(h.gm, () => Actor.create({ name: "Goblin", type: "npc" } as never));
    await arm(h, goblin as unknown as FrayActor, "Spear");
    const scene = h.doc(f.token("Ayla"), h.gm).parent as unknown as Scene.Implementation;
    const token = {
      _id: "Goblin-token0000",
      name: "Goblin",
      actorId: (goblin as { id: string }).id,
      x: 4 * G,
      y: 5 * G,
    };
    await h.as(h.gm, () => scene.createEmbeddedDocuments("Token", [{ ...token, disposition: -1 }] as never));
    await place({ Ayla: [5, 4, 1], Orc: [6, 5, -1] });
  });

  it("forger (the owner): after one step to (5,5), asking about a step out of the Orc's reach and then one out of the Goblin's offers only the first", async () => {
    dialogs.answers.push({ action: "pass" }, { action: "pass" });
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 5 * G, y: 5 * G }]);
    await settled();
    expect(prompts()).toHaveLength(0);
    expect(await askStep(h.player, 4, 6)).toMatchObject({ ok: true });
    await settled();
    expect(prompts()).toHaveLength(1);
    expect(await askStep(h.player, 6, 6)).toMatchObject({ ok: false, reason: "alreadyAsked" });
    expect(await askStep(h.player, 4, 6)).toMatchObject({ ok: false, reason: "alreadyAsked" });
    await settled();
    expect(prompts()).toHaveLength(1);
  });

  it("owner: a second real step backs a second request", async () => {
    dialogs.answers.push({ action: "pass" }, { action: "pass" });
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 5 * G, y: 5 * G }]);
    await settled();
    expect(await askStep(h.player, 4, 6)).toMatchObject({ ok: true });
    await f.token("Ayla").move([{ x: 5 * G, y: 6 * G }]);
    await settled();
    expect(await askStep(h.player, 6, 6)).toMatchObject({ ok: true });
    await settled();
    expect(prompts()).toHaveLength(2);
  });

  it("another player and an observer are refused after the owner's step too", async () => {
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 5 * G, y: 5 * G }]);
    await settled();
    for (const user of [h.player2, h.observer])
      expect(await askStep(user, 4, 6)).toMatchObject({ ok: false, reason: "notOwner" });
    expect(prompts()).toHaveLength(0);
  });
});
