// Who may ask the active GM for each initiative request (issue 12, acceptance): fray.setInitiative,
// fray.orderTie, fray.swapInitiative and fray.advanceTurn, each sent as the owner (allowed), as another player,
// as an observer (OBSERVER on the actors), as a player who owns nothing, and by another player with a forged
// sender id inside the data. Every refused request writes nothing: no server operation at all.
import { describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { dialogs } from "../harness/applications";
import { combatOf, dex, initiativeHarness, named, order } from "./initiative-setup";
import type { HarnessUser } from "../harness";
import type { RollHarness } from "./roll-setup";
import type { FrayCombat } from "../../src/documents";
import type { Combat as HarnessCombat } from "../harness/classes";

type Who = "another player" | "an observer" | "a player who owns nothing" | "a forged sender id";
const REFUSED: Who[] = ["another player", "an observer", "a player who owns nothing", "a forged sender id"];
type TestCombat = FrayCombat & HarnessCombat;

interface Scene {
  readonly h: RollHarness;
  readonly combat: TestCombat;
  /** The request's data as `who` would send it ("owner" for the allowed one). */
  readonly data: (who: Who | "owner") => Record<string, unknown>;
}

/** Sets up a request's scene; `observerLevel` is the observer's level on the owner's actors (null: none). */
type Setup = (observerLevel: number | null) => Promise<Scene>;

/** The user who sends the request for `who`. */
function asker(h: RollHarness, who: Who | "owner"): HarnessUser {
  if (who === "owner") return h.player;
  if (who === "another player" || who === "a forged sender id") return h.player2;
  return h.observer;
}

/** What a forged request adds: every way a sender could claim to be the owner (or the GM) in the data. */
const forgedIds = (h: RollHarness) => ({ userId: h.player.id, asker: h.player.id, senderId: h.gm.id, user: h.gm.id });

/** Gives the observer `level` on the actors of `names` (the GM's write). */
async function observe(combat: TestCombat, observer: HarnessUser, level: number | null, ...names: string[]) {
  if (level === null) return;
  for (const name of names) await named(combat, name).actor?.update({ [`ownership.${observer.id}`]: level });
}

/** Sends `name` as `who`, and checks that a refused request changed nothing and wrote nothing. */
function requestTests(name: string, setup: Setup, allowed: (scene: Scene, answer: unknown) => void, reason: string) {
  describe(`request ${name}`, () => {
    it(`${name} as the owner: allowed`, async () => {
      const scene = await setup(2);
      const { h } = scene;
      h.actAs(asker(h, "owner"));
      const answer = await requestGm(name, scene.data("owner"));
      await h.settle();
      allowed(scene, answer);
    });

    it.each(REFUSED)(`${name} as %s: refused, nothing written`, async (who) => {
      const scene = await setup(who === "a player who owns nothing" ? null : 2);
      const { h, combat } = scene;
      const before = JSON.stringify(combat.toObject());
      h.operations.length = 0;
      h.actAs(asker(h, who));
      const extra = who === "a forged sender id" ? forgedIds(h) : {};
      expect(await requestGm(name, { ...scene.data(who), ...extra })).toEqual({ ok: false, reason });
      await h.settle();
      expect(h.operations).toEqual([]);
      expect(JSON.stringify(combat.toObject())).toBe(before);
      expect(h.queryLog).toEqual([]);
    });
  });
}

requestTests(
  "fray.setInitiative",
  async (level) => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true, system: dex(14) },
      { name: "Bran", owner: h.player2 },
      { name: "Orc", type: "npc" },
    );
    await observe(combat, h.observer, level, "Ayla");
    await h.settle();
    h.dice.queue(20, 11);
    return {
      h,
      combat,
      data: () => ({ combatId: combat.id, ids: [named(combat, "Ayla").id], rollMode: "publicroll" }),
    };
  },
  ({ combat }, answer) => {
    expect(answer).toMatchObject({ ok: true });
    expect(named(combat, "Ayla").initiative).toBe(13);
  },
  "notYourRoll",
);

requestTests(
  "fray.orderTie",
  async (level) => {
    const h = await initiativeHarness("srd51");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Cato", player: true },
      { name: "Bran", owner: h.player2 },
      { name: "Orc", type: "npc" },
    );
    h.dice.queue(20, 14, 14, 10, 5);
    await combat.rollAll();
    await observe(combat, h.observer, level, "Ayla", "Cato");
    await h.settle();
    const tie = combat.openTies()[0];
    expect(tie).toMatchObject({ decidedBy: "players", userIds: [h.player.id] });
    const data = () => ({
      combatId: combat.id,
      tieIds: tie?.ids,
      order: order(combat)
        .slice(0, 2)
        .reverse()
        .map((n) => named(combat, n).id),
    });
    return { h, combat, data };
  },
  ({ combat }, answer) => {
    expect(answer).toEqual({ ok: true });
    expect(combat.openTies()).toEqual([]);
  },
  "notYourTie",
);

requestTests(
  "fray.swapInitiative",
  async (level) => {
    const h = await initiativeHarness("delta");
    await h.settings.set("fray", "initiativeReorder", true);
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Orc", type: "npc" },
      { name: "Cato", player: true },
      { name: "Bran", owner: h.player2 },
    );
    h.dice.queue(20, 18, 12, 9, 5);
    await combat.rollAll();
    await observe(combat, h.observer, level, "Ayla", "Cato");
    await h.settle();
    h.queryLog.length = 0;
    // Bran's player would say yes: a refused request must not even ask.
    dialogs.answers.length = 0;
    dialogs.answers.push(true);
    const pair = (a: string, b: string) => ({
      combatId: combat.id,
      aId: named(combat, a).id,
      bId: named(combat, b).id,
    });
    // Another player may propose its own Bran with Ayla: what it may not touch is two of the owner's characters.
    return {
      h,
      combat,
      data: (who) =>
        who === "owner" || who === "an observer" || who === "a player who owns nothing"
          ? pair("Ayla", "Bran")
          : pair("Ayla", "Cato"),
    };
  },
  ({ h, combat }, answer) => {
    expect(answer).toEqual({ ok: true });
    expect(h.queryLog).toEqual([{ from: h.gm.id, to: h.player2.id, name: "fray.acceptSwap" }]);
    expect(order(combat)).toEqual(["Bran", "Orc", "Cato", "Ayla"]);
  },
  "notYourCharacter",
);

requestTests(
  "fray.advanceTurn",
  async (level) => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Bran", owner: h.player2 },
      { name: "Orc", type: "npc" },
    );
    h.dice.queue(20, 15, 10, 5);
    await combat.rollAll();
    await combat.startCombat();
    await observe(combat, h.observer, level, "Ayla");
    await h.settle();
    expect(combat.combatant?.name).toBe("Ayla");
    return { h, combat, data: () => ({ combatId: combat.id, combatantId: named(combat, "Ayla").id }) };
  },
  ({ combat }, answer) => {
    expect(answer).toEqual({ ok: true });
    expect(combat.combatant?.name).toBe("Bran");
  },
  "notYourTurn",
);
