// Issue 24 item 1.10, CND-1: core's special statuses name Fray's conditions. Core treats a token whose actor has
// the BLIND status as seeing nothing and one with the INVISIBLE status as magically invisible to everyone
// (`CONFIG.specialStatusEffects`, read through `TokenDocument#hasStatusEffect`). Fray's `blinded` is BLIND and
// its `invisible` is INVISIBLE; a creature that is merely `unseen` (out of sight, ATK-7) is not drawn invisible.
import { describe, expect, it } from "vitest";
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import type { FrayActor } from "../../src/documents/actor";

const special = () => CONFIG.specialStatusEffects as unknown as Record<string, string>;
const statusIds = () => (CONFIG.statusEffects as unknown as { id: string }[]).map((s) => s.id);

async function goblinFight(preset: string): Promise<{ h: LedgerHarness; f: Fight }> {
  const h = await ledgerHarness(preset);
  const f = await fight(h, { name: "Goblin", initiative: 10, type: "npc" });
  return { h, f };
}

describe("CND-1 core's special statuses are Fray's blinded and invisible", () => {
  it.each(["srd51", "srd52", "a5e", "threeAction", "delta"])(
    "CND-1 (%s): BLIND is blinded and INVISIBLE is invisible, both on the token HUD's list",
    async (preset) => {
      await goblinFight(preset);
      expect(special().BLIND).toBe("blinded");
      expect(special().INVISIBLE).toBe("invisible");
      expect(statusIds()).toEqual(expect.arrayContaining(["blinded", "invisible"]));
    },
  );

  it("CND-1: the GM blinds the goblin: core sees a BLIND token; an unseen goblin is not drawn invisible", async () => {
    const { h, f } = await goblinFight("srd52");
    const goblin = () => h.doc(f.actors.Goblin as FrayActor, h.gm);
    const token = () => h.doc(f.token("Goblin"), h.gm);
    await h.as(h.gm, () => goblin().toggleStatusEffect("unseen"));
    await h.settle();
    expect(token().hasStatusEffect(special().INVISIBLE ?? "")).toBe(false);
    await h.as(h.gm, () => goblin().toggleStatusEffect("blinded"));
    await h.settle();
    expect(token().hasStatusEffect(special().BLIND ?? "")).toBe(true);
  });

  it("CND-1, ATK-7: the GM makes the goblin invisible: core draws it invisible, and the rules see it unseen", async () => {
    const { h, f } = await goblinFight("srd52");
    await h.as(h.gm, () => h.doc(f.actors.Goblin as FrayActor, h.gm).toggleStatusEffect("invisible"));
    await h.settle();
    expect(h.doc(f.token("Goblin"), h.gm).hasStatusEffect(special().INVISIBLE ?? "")).toBe(true);
    expect([...(f.actors.Goblin as FrayActor).statuses].sort()).toEqual(["invisible", "unseen"]);
  });
});
