// The start-combat dialog (src/applications/combat/surprise-dialog.ts): who is surprised (INIT-5 / INIT-6), who
// acted suddenly (INIT-8, a5e), then one setSurprise, initiative for the unrolled and the combat's start. A fake
// combat records the calls; the FrayCombat methods themselves are tested with combat.ts.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import { FraySurpriseDialog, type SurpriseCombat } from "../../src/applications/combat/surprise-dialog";
import { surpriseChoice, withMark } from "../../src/applications/combat/surprise-dialog-context";
import type { SurpriseChoice } from "../../src/applications/combat/surprise-dialog-context";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
  info = vi.fn();
  Object.defineProperty(globalThis, "ui", {
    value: { notifications: { info, warn: vi.fn(), error: vi.fn() } },
    configurable: true,
    writable: true,
  });
});
let info: ReturnType<typeof vi.fn>;

interface FakeTurn {
  id: string;
  name: string;
  img: string;
  token: null;
  actor: { prototypeToken: { disposition: number } };
  initiative: number | null;
  system: { surprised: boolean; suddenAction: boolean };
}

interface FakeCombat extends SurpriseCombat {
  calls: (string | SurpriseChoice | string[])[];
}

function fakeCombat(): FakeCombat {
  const calls: FakeCombat["calls"] = [];
  const turn = (id: string, name: string, disposition: number, initiative: number | null): FakeTurn => ({
    id,
    name,
    img: "icons/svg/mystery-man.svg",
    token: null,
    actor: { prototypeToken: { disposition } },
    initiative,
    system: { surprised: false, suddenAction: false },
  });
  const turns = [
    turn("hero", "Ayla <b>", 1, 14),
    turn("ally", "Borin", 1, null),
    turn("orc1", "Orc", -1, null),
    turn("orc2", "Orc", -1, 11),
    turn("cat", "Cat", 0, null),
  ];
  return {
    calls,
    turns,
    setSurprise: (choice) => {
      calls.push("setSurprise", choice);
      return Promise.resolve();
    },
    rollInitiative: (ids) => {
      calls.push("rollInitiative", ids);
      for (const t of turns) if (ids.includes(t.id)) t.initiative = 10;
      return Promise.resolve();
    },
    startCombat: () => {
      calls.push("startCombat");
      return Promise.resolve();
    },
    reorderOpen: false,
  };
}

type Dialog = FraySurpriseDialog & { renderedParts: Record<string, string>; closed: boolean };

async function open(combat: FakeCombat): Promise<Dialog> {
  const dialog = new FraySurpriseDialog({ combat }) as Dialog;
  await dialog.render();
  return dialog;
}

const click = (app: unknown, dataset: Record<string, string>) =>
  (app as { clickAction(e: unknown, t: unknown): Promise<unknown> }).clickAction({}, { dataset });

describe("INIT-5 / INIT-6 the start-combat surprise dialog", () => {
  it("lists every combatant with escaped names and a surprised checkbox; no sudden action outside a5e", async () => {
    const dialog = await open(fakeCombat());
    const out = dialog.renderedParts.form ?? "";
    expect(out).toContain("Ayla &lt;b&gt;");
    expect(out.split('name="surprised"').length - 1).toBe(5);
    expect(out).not.toContain('name="suddenAction"');
    expect(out).toContain("Hostile (2)");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("INIT-5: Begin stores the marks, rolls for the unrolled, then starts the combat, in that order", async () => {
    const combat = fakeCombat();
    const dialog = await open(combat);
    await click(dialog, { action: "markDisposition", disposition: "hostile" });
    await dialog.mark("cat", "surprised", true);
    await dialog.mark("cat", "surprised", false);
    expect(dialog.renderedParts.form).toMatch(/value="orc1"[^>]*checked/);
    await click(dialog, { action: "begin" });
    expect(combat.calls).toEqual([
      "setSurprise",
      { surprised: ["orc1", "orc2"], suddenAction: [] },
      "rollInitiative",
      ["ally", "orc1", "cat"],
      "startCombat",
    ]);
    expect(dialog.closed).toBe(true);
  });

  it("INIT-14: with delta's reorder phase open, Begin rolls but leaves round 1 for after the swaps", async () => {
    const combat = { ...fakeCombat(), reorderOpen: true };
    const dialog = await open(combat);
    await click(dialog, { action: "begin" });
    expect(combat.calls).toEqual([
      "setSurprise",
      { surprised: [], suddenAction: [] },
      "rollInitiative",
      ["ally", "orc1", "cat"],
    ]);
    expect(dialog.closed).toBe(true);
    expect(info).toHaveBeenCalledWith(h.i18n.localize("FRAY.Combat.Surprise.ReorderFirst"));
  });

  it("Cancel changes nothing", async () => {
    const combat = fakeCombat();
    const dialog = await open(combat);
    await click(dialog, { action: "markDisposition", disposition: "friendly" });
    await click(dialog, { action: "cancel" });
    expect(combat.calls).toEqual([]);
    expect(dialog.closed).toBe(true);
  });

  it("refuses an unknown disposition and changes nothing", async () => {
    const combat = fakeCombat();
    const dialog = await open(combat);
    await expect(click(dialog, { action: "markDisposition", disposition: "allies" })).rejects.toThrow(/disposition/);
    expect(dialog.draft.surprised.size).toBe(0);
  });
});

describe("INIT-8 sudden action (a5e)", () => {
  it("a sudden-action checkbox per combatant; marking one side clears the other", async () => {
    await game.settings.set("fray", "preset", "a5e");
    const combat = fakeCombat();
    const dialog = await open(combat);
    expect((dialog.renderedParts.form ?? "").split('name="suddenAction"').length - 1).toBe(5);
    await dialog.mark("hero", "suddenAction", true);
    await dialog.mark("orc1", "surprised", true);
    await dialog.mark("orc1", "suddenAction", true);
    expect([...dialog.draft.surprised]).toEqual([]);
    await click(dialog, { action: "begin" });
    expect(combat.calls[1]).toEqual({ surprised: [], suddenAction: ["hero", "orc1"] });
  });

  it("the choice refuses a combatant marked both ways or not in the combat, naming the field", () => {
    const combatants = [{ id: "a", name: "A", img: "", disposition: 1 as const, hasInitiative: false }];
    expect(() => surpriseChoice(combatants, { surprised: new Set(["a"]), suddenAction: new Set(["a"]) })).toThrow(
      /^suddenAction:/,
    );
    expect(() => surpriseChoice(combatants, { surprised: new Set(["z"]), suddenAction: new Set() })).toThrow(
      /^surprised: "z"/,
    );
    const draft = withMark({ surprised: new Set(["a"]), suddenAction: new Set() }, "a", "suddenAction", true);
    expect(surpriseChoice(combatants, draft)).toEqual({ surprised: [], suddenAction: ["a"] });
  });
});
