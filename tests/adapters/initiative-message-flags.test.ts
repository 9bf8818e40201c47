// Initiative messages carry v13 core's `flags.core.initiativeRoll` (issue 11, item 8), as core's own
// Combat#rollInitiative messages do: the roll cards of every roll group and the roll-off card.
import { describe, expect, it } from "vitest";
import { combatOf, ids, initiativeHarness } from "./initiative-setup";
import { text } from "./roll-setup";

interface Posted {
  content: string;
  _source: { flags?: { core?: { initiativeRoll?: unknown } } };
}

const posted = () => (game.messages as unknown as { contents: Posted[] }).contents;

describe("INIT-1 / INIT-11 initiative messages are marked as initiative rolls", () => {
  it("INIT-1: each initiative card has flags.core.initiativeRoll", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Borin" });
    h.dice.queue(20, 15, 8);
    await combat.rollInitiative(ids(combat, "Ayla", "Borin"));
    expect(posted()).toHaveLength(2);
    for (const message of posted()) expect(message._source.flags?.core?.initiativeRoll).toBe(true);
  });

  it("INIT-11: the roll-off card has it too", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Borin" });
    h.dice.queue(20, 9, 9);
    h.dice.queue(20, 4, 12);
    await combat.rollAll();
    const rollOff = posted().at(-1);
    expect(text(rollOff?.content ?? "")).toContain("Initiative roll-off");
    expect(rollOff?._source.flags?.core?.initiativeRoll).toBe(true);
  });
});
