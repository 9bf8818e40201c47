// Issue 26's map attacks share one scene: a started srd52 combat on the harness where the Orc (an NPC with an
// equipped scimitar) acts first and then it is Ayla's turn (a player's character, speed 30).
import { vi } from "vitest";
import { rollHarness } from "./roll-setup";
import { fight, type Fight, type LedgerHarness } from "./ledger-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { opportunityMovesSettled } from "../../src/combat/opportunity-move";
import type { FrayActor } from "../../src/documents/actor";

/** One grid square in pixels. */
export const G = 100;

async function harness(preset: string): Promise<LedgerHarness> {
  const r = await rollHarness(preset);
  r.onEveryClient(listenSetup);
  r.fire("setup");
  return Object.assign(r, { confirms: [] as boolean[], confirm: vi.fn() });
}

/** Puts each named token on square (x, y) with the given disposition, as the GM. */
export async function placeTokens(
  h: LedgerHarness,
  f: Fight,
  spots: Record<string, [number, number, number]>,
): Promise<void> {
  for (const [name, [x, y, disposition]] of Object.entries(spots)) {
    await h.as(h.gm, () => h.doc(f.token(name), h.gm).update({ x: x * G, y: y * G, disposition }));
  }
  await h.settle();
}

/** Waits for the opportunity-attack stops and everything they set off. */
export async function settleMoves(h: LedgerHarness): Promise<void> {
  await opportunityMovesSettled();
  await h.settle();
}

/** The started combat on Ayla's turn: Ayla friendly at (0, 0), the Orc hostile at (9, 9). */
export async function authorityFight(): Promise<{ h: LedgerHarness; f: Fight }> {
  const h = await harness("srd52");
  const f = await fight(
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
  await placeTokens(h, f, { Ayla: [0, 0, 1], Orc: [9, 9, -1] });
  return { h, f };
}
