// Fray's combat tracker (src/applications/combat/tracker.ts) over a harness Combat whose FrayCombat methods are
// stubbed (their own tests live with combat.ts): registration, core's parts and row controls kept, the tie,
// swap, world-action and initiative-ability actions, Begin Combat, and what a player's tracker leaves out.
// The view data itself is tested in combat-tracker-view.test.ts.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import { coreActions } from "../harness/combat-tracker";
import { FrayCombatTracker, type TrackerCombat } from "../../src/applications/combat/tracker";
import type { FrayCombat } from "../../src/documents";
import { FraySurpriseDialog } from "../../src/applications/combat/surprise-dialog";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** A harness FrayCombat with the FrayCombat methods the tracker calls stubbed. */
async function trackerCombat(options: { hidden?: boolean } = {}) {
  const player = h.player.id;
  const actor = async (name: string, owned: boolean) =>
    (await Actor.create({
      name,
      type: "character",
      ownership: owned ? { default: 0, [player]: 3 } : { default: 0 },
    } as never)) as unknown as { id: string };
  const ayla = await actor("Ayla", true);
  const orc = await actor("Orc Captain", false);
  const lurker = await actor("Secret Lurker", false);
  const combat = (await h.config.Combat.documentClass.create({
    combatants: [
      { _id: "ayla000000000000", name: "Ayla", actorId: ayla.id, initiative: 15, system: { rollOffs: [17] } },
      { _id: "orc0000000000000", name: "Orc Captain", actorId: orc.id, initiative: 15, system: { rollOffs: [9] } },
      {
        _id: "lurk000000000000",
        name: "Secret Lurker",
        actorId: lurker.id,
        initiative: null,
        hidden: options.hidden ?? true,
      },
    ],
  })) as unknown as Record<string, unknown>;
  const stubs = {
    openTies: vi.fn(() => [{ ids: ["ayla000000000000", "orc0000000000000"], decidedBy: "players" }]),
    canMoveInTie: vi.fn((id: string, direction: number) => id === "ayla000000000000" && direction === 1),
    moveInTie: vi.fn(() => Promise.resolve(true)),
    swapInitiative: vi.fn(() => Promise.resolve(true)),
    useWorldAction: vi.fn(() => Promise.resolve(true)),
  };
  Object.assign(combat, stubs);
  Object.defineProperty(combat, "reorderOpen", { value: false, configurable: true });
  Object.defineProperty(combat, "started", { value: false, configurable: true });
  return { combat, stubs };
}

async function renderTracker(combat: unknown): Promise<FrayCombatTracker & { renderedParts: Record<string, string> }> {
  const tracker = new FrayCombatTracker() as FrayCombatTracker & { renderedParts: Record<string, string> };
  (tracker as unknown as { viewed: unknown }).viewed = combat;
  await tracker.render();
  return tracker;
}

const click = (app: unknown, dataset: Record<string, string>) =>
  (app as { clickAction(e: unknown, t: unknown): Promise<unknown> }).clickAction({}, { dataset });

// The tracker calls FrayCombat through TrackerCombat; this line stops compiling if the two drift apart.
export const asTrackerCombat = (combat: FrayCombat): TrackerCombat => combat;

describe("FrayCombatTracker over a Combat", () => {
  it("is CONFIG.ui.combat, keeps core's header and footer and renders Fray's rows", async () => {
    expect(h.config.ui.combat).toBe(FrayCombatTracker);
    const { combat } = await trackerCombat();
    const tracker = await renderTracker(combat);
    expect(tracker.renderedParts.header).toBe("<!-- core part: header -->");
    expect(tracker.renderedParts.footer).toBe("<!-- core part: footer -->");
    expect(tracker.renderedParts.tracker).toContain('data-combatant-id="ayla000000000000"');
    expect(tracker.renderedParts.tracker).toContain("Secret Lurker"); // the GM sees hidden combatants
  });

  it("INIT-9: tie controls from canMoveInTie; a click moves through combat.moveInTie", async () => {
    const { combat, stubs } = await trackerCombat();
    h.actAs(h.player);
    const tracker = await renderTracker(combat);
    const out = tracker.renderedParts.tracker ?? "";
    expect(count(out, "fray-marker--tie")).toBe(2);
    expect(count(out, 'data-action="frayMoveInTie"')).toBe(1);
    expect(stubs.canMoveInTie).toHaveBeenCalledWith("ayla000000000000", 1, h.player);
    await click(tracker, { action: "frayMoveInTie", direction: "1", combatantId: "ayla000000000000" });
    expect(stubs.moveInTie).toHaveBeenCalledWith("ayla000000000000", 1);
    await expect(click(tracker, { action: "frayMoveInTie", direction: "2", combatantId: "x" })).rejects.toThrow(
      /direction/,
    );
  });

  it("a player's rendered tracker never shows the hidden combatant's name", async () => {
    const { combat } = await trackerCombat();
    h.actAs(h.player);
    const tracker = await renderTracker(h.doc(combat as unknown as { uuid: string }));
    expect(tracker.renderedParts.tracker).not.toContain("Secret Lurker");
    expect(tracker.renderedParts.tracker).not.toContain("lurk000000000000");
  });

  it("rows still reach core's controls (roll initiative, hide, defeat)", async () => {
    const { combat } = await trackerCombat({ hidden: false });
    const tracker = await renderTracker(combat);
    const out = tracker.renderedParts.tracker ?? "";
    expect(count(out, 'data-action="rollInitiative"')).toBe(1); // only the unrolled Lurker
    expect(count(out, 'data-action="toggleHidden"')).toBe(3);
    await click(tracker, { action: "rollInitiative", combatantId: "lurk000000000000" });
    expect(coreActions).toEqual([{ action: "rollInitiative", combatantId: "lurk000000000000" }]);
  });

  it("INIT-14: two swap clicks call combat.swapInitiative(a, b)", async () => {
    const { combat, stubs } = await trackerCombat();
    Object.defineProperty(combat, "reorderOpen", { value: true });
    await game.settings.set("fray", "preset", "delta");
    const tracker = await renderTracker(combat);
    expect(tracker.renderedParts.tracker).toContain("Reorder phase");
    await click(tracker, { action: "fraySwap", combatantId: "ayla000000000000" });
    expect(tracker.renderedParts.tracker).toContain("Swap Ayla with…");
    await click(tracker, { action: "fraySwap", combatantId: "orc0000000000000" });
    expect(stubs.swapInitiative).toHaveBeenCalledWith("ayla000000000000", "orc0000000000000");
  });

  it("ENV-2: Use calls combat.useWorldAction", async () => {
    const { combat, stubs } = await trackerCombat();
    const tracker = await renderTracker(combat);
    await click(tracker, { action: "frayUseWorldAction", worldActionId: "w1" });
    expect(stubs.useWorldAction).toHaveBeenCalledWith("w1");
  });

  it("INIT-2: the GM sets an unrolled combatant's initiative ability; a rolled one is refused", async () => {
    await game.settings.set("fray", "preset", "a5e");
    const { combat } = await trackerCombat();
    const tracker = await renderTracker(combat);
    // One ability select (the unrolled lurker's) beside the environment list (ENV-3).
    expect(count(tracker.renderedParts.tracker ?? "", "fray-turn__ability")).toBe(1);
    expect(count(tracker.renderedParts.tracker ?? "", "<select")).toBe(2);
    await tracker.setInitiativeAbility("lurk000000000000", "wis");
    const combatants = combat.combatants as { get(id: string): { system: { initiativeAbility: string } } };
    expect(combatants.get("lurk000000000000").system.initiativeAbility).toBe("wis");
    await expect(tracker.setInitiativeAbility("ayla000000000000", "str")).rejects.toThrow(/initiativeAbility/);
    expect(combatants.get("ayla000000000000").system.initiativeAbility).toBe("");
  });

  it("INIT-5: Begin Combat opens the surprise dialog for the GM instead of starting", async () => {
    const { combat } = await trackerCombat();
    const shown = vi.spyOn(FraySurpriseDialog.prototype, "render");
    const start = vi.fn();
    Object.assign(combat, { startCombat: start });
    const tracker = await renderTracker(combat);
    await click(tracker, { action: "startCombat" });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    h.actAs(h.player);
    await click(tracker, { action: "startCombat" });
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("INIT-14 / INIT-5: in delta's reorder phase Begin starts round 1 only once surprise was set and all rolled", async () => {
    const { combat } = await trackerCombat();
    const shown = vi.spyOn(FraySurpriseDialog.prototype, "render");
    shown.mockClear();
    const start = vi.fn();
    Object.assign(combat, { startCombat: start });
    const lurker = (combat.combatants as { get(id: string): { update(d: object): Promise<unknown> } }).get(
      "lurk000000000000",
    );
    await lurker.update({ initiative: 4 });
    Object.defineProperty(combat, "reorderOpen", { value: true, configurable: true });
    Object.defineProperty(combat, "surpriseSet", { value: false, configurable: true });
    const tracker = await renderTracker(combat);
    await click(tracker, { action: "startCombat" });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    Object.defineProperty(combat, "surpriseSet", { value: true, configurable: true });
    await click(tracker, { action: "startCombat" });
    expect(start).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
