// Shared set-up of the tests of opportunity attacks on real moves (OA-1 …): a harness whose dialogs answer from
// the harness's queue, tokens put on squares, armed creatures, the player's moves settled, and what the GM's
// prompts and attack cards show. Each test file keeps its own `h` and `f` and passes them in.
import { afterEach, beforeEach, vi } from "vitest";
import { rollHarness } from "./roll-setup";
import { fight, type Fight, type LedgerHarness } from "./ledger-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { dialogs, type WaitAnswer } from "../harness/applications";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { OPPORTUNITY, forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import type { FrayActor } from "../../src/documents/actor";

/** The harness's square, in px (5 ft). */
export const G = 100;

/**
 * A roll harness with Fray set up under `preset`. DialogV2 stays the harness's (its `wait` answers the prompts
 * from `dialogs.answers`); `confirm` is a bare mock, as these tests confirm nothing.
 */
export async function opportunityHarness(preset: string): Promise<LedgerHarness> {
  const r = await rollHarness(preset);
  r.onEveryClient(listenSetup);
  r.fire("setup");
  return Object.assign(r, { confirms: [] as boolean[], confirm: vi.fn() });
}

/**
 * Registers, in the calling file, the clean slate each test starts from: no cover index, offer or dialog of the
 * test before, prompts that wait 20 s; and every spy restored after the test.
 */
export function freshOpportunitiesEachTest(): void {
  beforeEach(() => {
    resetCoverIndexes();
    forgetOpportunityOffers();
    dialogs.answers.length = 0;
    dialogs.shown.length = 0;
    OPPORTUNITY.timeoutMs = 20_000;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/**
 * A started combat in which the Orc (an NPC with a scimitar) has acted and it is Ayla's turn (a player's
 * character of walking speed `aylaSpeed`).
 */
export async function orcThenAyla(preset: string, aylaSpeed: number): Promise<{ h: LedgerHarness; f: Fight }> {
  const h = await opportunityHarness(preset);
  const f = await fight(
    h,
    { name: "Orc", initiative: 20, type: "npc" },
    { name: "Ayla", initiative: 1, player: true, system: { speed: { walk: aylaSpeed } } },
  );
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
  await arm(h, f.actors.Orc as FrayActor, "Scimitar");
  return { h, f };
}

/** The GM gives `actor` an equipped weapon (1d6 slashing, `system` over that); resolves to the item's id. */
export async function arm(
  h: LedgerHarness,
  actor: FrayActor,
  name: string,
  system: Record<string, unknown> = {},
): Promise<string> {
  const owned = h.doc(actor, h.gm);
  const created: unknown = await h.as(h.gm, () =>
    owned.createEmbeddedDocuments("Item", [
      {
        name,
        type: "weapon",
        system: { equipped: true, damage: { parts: [{ formula: "1d6", type: "slashing" }] }, ...system },
      },
    ] as never),
  );
  return ((created as { id: string }[])[0] as { id: string }).id;
}

/** The GM puts each named token on square (x, y) with a disposition (1 friendly, 0 neutral, −1 hostile). */
export async function place(
  h: LedgerHarness,
  f: Fight,
  spots: Record<string, [number, number, number]>,
): Promise<void> {
  for (const [name, [x, y, disposition]] of Object.entries(spots)) {
    await h.as(h.gm, () => h.doc(f.token(name), h.gm).update({ x: x * G, y: y * G, disposition }));
  }
  await h.settle();
}

/** Waits until every stopped move has gone on and everything it set off has settled. */
export async function movesSettled(h: LedgerHarness): Promise<void> {
  await opportunityMovesSettled();
  await h.settle();
}

/** The player moves `name`'s token to square (x, y, default 0), each step with `action` if given; it all settles. */
export async function playerMoves(
  h: LedgerHarness,
  f: Fight,
  name: string,
  x: number,
  options: { action?: string; y?: number } = {},
): Promise<void> {
  h.actAs(h.player);
  await f
    .token(name)
    .move([{ x: x * G, y: (options.y ?? 0) * G, ...(options.action ? { action: options.action } : {}) }]);
  await movesSettled(h);
}

/** Who was shown each opportunity prompt (the user of the client it opened on), its text and its buttons. */
export function promptsShown(): { user: string; content: string; buttons: string[] }[] {
  return dialogs.shown.flatMap((o, i) => {
    const classes = (o.classes as string[] | undefined) ?? [];
    if (!classes.includes("fray-opportunity-dialog")) return [];
    const buttons = ((o.buttons as { action: string }[] | undefined) ?? []).map((b) => b.action);
    return [{ user: dialogs.shownBy[i] ?? "", content: String(o.content), buttons }];
  });
}

/** The chat messages with rolls (the attacks posted). */
export const attackCards = () =>
  (game.messages as unknown as { contents: { speaker?: { alias?: string }; rolls: unknown[] }[] }).contents.filter(
    (m) => m.rolls.length > 0,
  );

/** A prompt's answer: strike with the weapon of item id `id`. */
export const strike = (id: string): WaitAnswer => ({ action: `strike-${id}` });

/** An answer given when the dialog opens (a thenable the harness awaits then), after `before` ran. */
export const later = (before: () => unknown, answer: WaitAnswer): PromiseLike<WaitAnswer> => ({
  then: (resolve, reject) =>
    Promise.resolve()
      .then(before)
      .then(() => answer)
      .then(resolve, reject),
});
