// The tracker over a real FrayCombat's ties (no stubs): INIT-9 a tie left to the players shows on both rows,
// with the moves FrayCombat allows this user, and a move through the tracker reorders the two.
import { describe, expect, it } from "vitest";
import { combatOf, dex, ids, initiativeHarness, order } from "./initiative-setup";
import { FrayCombatTracker } from "../../src/applications/combat/tracker";

type Tracker = FrayCombatTracker & {
  renderedParts: Record<string, string>;
  clickAction(e: unknown, t: unknown): Promise<unknown>;
};

async function trackerOf(combat: unknown): Promise<Tracker> {
  const tracker = new FrayCombatTracker() as Tracker;
  (tracker as unknown as { viewed: unknown }).viewed = combat;
  await tracker.render();
  return tracker;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("INIT-9 ties in the tracker (srd51)", () => {
  it("the player orders its two tied characters from the tracker; a foe's row gets no control", async () => {
    const h = await initiativeHarness("srd51");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true, system: dex(10) },
      { name: "Borin", player: true, system: dex(10) },
      { name: "Goblin", type: "npc", system: dex(10), combatant: { initiative: 5 } },
    );
    h.dice.queue(20, 12, 12);
    await combat.rollInitiative(ids(combat, "Ayla", "Borin"));
    expect(combat.openTies()).toHaveLength(1);
    const [first, second] = order(combat);

    h.actAs(h.player);
    const tracker = await trackerOf(combat);
    const out = tracker.renderedParts.tracker ?? "";
    expect(count(out, "fray-marker--tie")).toBe(2);
    expect(count(out, 'data-direction="1"')).toBe(1);
    expect(count(out, 'data-direction="-1"')).toBe(1);

    const firstId = combat.turns[0]?.id ?? "";
    await tracker.clickAction({}, { dataset: { action: "frayMoveInTie", direction: "1", combatantId: firstId } });
    expect(order(combat)).toEqual([second, first, "Goblin"]);
  });
});
