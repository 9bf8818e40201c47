// ECON-1 in play: every creature's turn in the 5e presets has its bonus action, and an item whose activation is a
// bonus action spends it (not the action); threeAction has none to spend.
import { describe, expect, it } from "vitest";
import { fight, ledgerHarness, ledgerOf } from "./ledger-setup";
import { follow } from "../harness";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

async function item(actor: FrayActor, data: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [data as never]);
  return follow((created as FrayItem[])[0] as FrayItem);
}

describe("ECON-1 a bonus-action spell spends the bonus action", () => {
  it.each(["srd51", "srd52", "a5e", "delta"])("%s: cast by a player, once a turn, the action left", async (preset) => {
    const h = await ledgerHarness(preset);
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const spell = await item(f.actors.Ayla as FrayActor, {
      name: "Healing Word",
      type: "spell",
      system: { activation: { type: "bonus" } },
    });
    expect(ledgerOf(f.combatant("Ayla")).bonusAction).toEqual({ granted: true, used: false });
    h.actAs(h.player);
    expect(await spell.use()).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      bonusAction: { granted: true, used: true },
      actions: { used: 0, remaining: 1 },
    });
    expect(await spell.use()).toBeNull(); // one bonus action a turn: warned, no card
    expect(h.warn).toHaveBeenCalledTimes(1);
    expect(ledgerOf(f.combatant("Ayla")).bonusAction.used).toBe(true);

    h.actAs(h.gm); // Borin's turn, then Ayla's again: her bonus action is back
    await f.combat.nextTurn();
    await h.settle();
    await f.combat.nextTurn();
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).bonusAction).toEqual({ granted: true, used: false });
    h.actAs(h.player);
    expect(await spell.use()).not.toBeNull();
  });

  it("threeAction: a bonus-action item has no bonus action to spend", async () => {
    const h = await ledgerHarness("threeAction");
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true });
    const spell = await item(f.actors.Ayla as FrayActor, {
      name: "Quick Spell",
      type: "spell",
      system: { activation: { type: "bonus" } },
    });
    h.actAs(h.player);
    expect(await spell.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledTimes(1);
    expect(ledgerOf(f.combatant("Ayla")).bonusAction).toEqual({ granted: false, used: false });
  });
});
