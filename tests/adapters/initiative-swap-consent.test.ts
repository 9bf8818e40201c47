// INIT-14 (delta) swaps need consent (issue 12, item 6): a player's swap of its character with another player's
// is a proposal. The active GM asks the other character's owner on that player's own client (a `User#query`, so
// the answer's author is that player), and writes only on its "yes". Refused, closed, unanswered or nobody to
// ask: nothing changes.
import { afterEach, describe, expect, it } from "vitest";
import { dialogs } from "../harness/applications";
import { SWAP_CONSENT } from "../../src/combat/initiative/initiative-swap-consent";
import { combatOf, initiativeHarness, named, order } from "./initiative-setup";

async function reorderPhase() {
  const h = await initiativeHarness("delta");
  await h.settings.set("fray", "initiativeReorder", true);
  const combat = await combatOf(
    h,
    { name: "Ayla", player: true },
    { name: "Orc", type: "npc" },
    { name: "Bran", owner: h.player2 },
  );
  h.dice.queue(20, 18, 12, 5);
  await combat.rollAll();
  await h.settle();
  expect(order(combat)).toEqual(["Ayla", "Orc", "Bran"]);
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
  h.queryLog.length = 0;
  h.actAs(h.player);
  const propose = () => combat.swapInitiative(named(combat, "Ayla").id, named(combat, "Bran").id);
  return { h, combat, propose };
}

afterEach(() => {
  SWAP_CONSENT.timeoutMs = 25_000;
  dialogs.answers.length = 0;
});

describe("INIT-14 (delta) a swap with another player's character needs its owner's yes", () => {
  it("INIT-14: the other owner is asked on its own client; on its yes the GM swaps counts and places", async () => {
    const { h, combat, propose } = await reorderPhase();
    dialogs.answers.push(true);
    expect(await propose()).toBe(true);
    expect(h.queryLog).toEqual([{ from: h.gm.id, to: h.player2.id, name: "fray.acceptSwap" }]);
    expect(dialogs.shown).toHaveLength(1);
    expect(String(dialogs.shown[0]?.content)).toBe(
      "<p>Player proposes that Ayla (initiative 18) and your Bran (initiative 5) trade places and counts before round 1. Accept?</p>",
    );
    expect(order(combat)).toEqual(["Bran", "Orc", "Ayla"]);
    expect([named(combat, "Bran").initiative, named(combat, "Ayla").initiative]).toEqual([18, 5]);
  });

  it("INIT-14: a no (or a closed prompt) changes nothing, and the proposer is told", async () => {
    const { h, combat, propose } = await reorderPhase();
    for (const answer of [false, null]) {
      h.operations.length = 0;
      dialogs.answers.push(answer);
      expect(await propose()).toBe(false);
      await h.settle();
      expect(order(combat)).toEqual(["Ayla", "Orc", "Bran"]);
      expect(h.operations).toEqual([]);
    }
    expect(h.client(h.player).shown()).toEqual([
      "The other character's player declined the swap or didn't answer in time. Nothing changed.",
      "The other character's player declined the swap or didn't answer in time. Nothing changed.",
    ]);
  });

  it("INIT-14: no answer in time lapses the proposal; nothing changes", async () => {
    const { h, combat, propose } = await reorderPhase();
    SWAP_CONSENT.timeoutMs = 20;
    // The other player walked away from the prompt: its client never answers.
    h.client(h.player2).config.queries["fray.acceptSwap"] = () => new Promise(() => undefined);
    h.operations.length = 0;
    expect(await propose()).toBe(false);
    await h.settle();
    expect(order(combat)).toEqual(["Ayla", "Orc", "Bran"]);
    expect(h.operations).toEqual([]);
  });

  it("INIT-14: with the other owner not connected nobody is asked and nothing changes", async () => {
    const { h, combat, propose } = await reorderPhase();
    h.disconnect(h.player2);
    expect(await propose()).toBe(false);
    expect(h.queryLog).toEqual([]);
    expect(order(combat)).toEqual(["Ayla", "Orc", "Bran"]);
    expect(h.client(h.player).shown()).toEqual([
      "No player who owns the other character is connected to accept the swap. Nothing changed.",
    ]);
  });

  it("INIT-14: the order is checked again after the yes: a combat started meanwhile refuses the swap", async () => {
    const { h, combat, propose } = await reorderPhase();
    // The other player's client starts the combat's round 1 (through the GM) while answering: modelled by a
    // handler that lets the GM start the combat before it says yes.
    h.client(h.player2).config.queries["fray.acceptSwap"] = async () => {
      await h.as(h.gm, () => combat.startCombat());
      return { accepted: true };
    };
    expect(await propose()).toBe(false);
    await h.settle();
    expect(order(combat)).toEqual(["Ayla", "Orc", "Bran"]);
  });

  it("INIT-14: a prompt only its owner's client answers: another client asked refuses without asking", async () => {
    const { h, combat } = await reorderPhase();
    const [proposedId, otherId] = [named(combat, "Ayla").id, named(combat, "Bran").id];
    const data = { combatId: combat.id, proposerId: h.player.id, proposedId, otherId };
    const observer = h.users.get(h.observer.id) as unknown as { query(n: string, d: object): Promise<unknown> };
    expect(await observer.query("fray.acceptSwap", data)).toEqual({ accepted: false });
    expect(dialogs.shown).toEqual([]);
  });
});
