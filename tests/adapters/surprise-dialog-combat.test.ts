// The start-combat dialog over a real FrayCombat (no stubs): INIT-5 surprise reaches the combatants, the
// unrolled roll with the preset's surprise disadvantage, the combat starts; a player's attempt changes nothing.
import { describe, expect, it } from "vitest";
import { combatOf, dex, initiativeHarness, named, sys } from "./initiative-setup";
import { FraySurpriseDialog, type SurpriseCombat } from "../../src/applications/combat/surprise-dialog";

type Dialog = FraySurpriseDialog & { clickAction(e: unknown, t: unknown): Promise<unknown> };

async function open(combat: unknown): Promise<Dialog> {
  const dialog = new FraySurpriseDialog({ combat: combat as SurpriseCombat }) as Dialog;
  await dialog.render();
  return dialog;
}

describe("INIT-5 / INIT-6 Begin Combat through the surprise dialog", () => {
  it("INIT-5 (srd52): the surprised goblin rolls with disadvantage, then round 1 starts", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Ayla", system: dex(10), combatant: { initiative: 14 } },
      { name: "Goblin", type: "npc", system: dex(10) },
    );
    const goblin = named(combat, "Goblin");
    const dialog = await open(combat);
    await dialog.mark(goblin.id, "surprised", true);
    h.dice.queue(20, 17, 6); // 2d20kl: 17 and 6 → 6
    await dialog.clickAction({}, { dataset: { action: "begin" } });
    expect(sys(named(combat, "Goblin"))).toMatchObject({ surprised: true, suddenAction: false });
    expect(sys(named(combat, "Ayla"))).toMatchObject({ surprised: false });
    expect(named(combat, "Goblin").initiative).toBe(6);
    expect(named(combat, "Ayla").initiative).toBe(14);
    expect(combat.round).toBe(1);
  });

  it("a player's Begin is refused by the combat and changes nothing", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(10) }, { name: "Goblin", type: "npc" });
    const dialog = await open(combat);
    await dialog.mark(named(combat, "Goblin").id, "surprised", true);
    h.actAs(h.player);
    h.operations.length = 0;
    await expect(dialog.clickAction({}, { dataset: { action: "begin" } })).rejects.toThrow(/GM/);
    expect(h.operations).toEqual([]);
    expect(sys(named(combat, "Goblin")).surprised).toBe(false);
    expect(combat.round).toBe(0);
  });
});
