// ECON-1 / ECON-3: a turn's ledger is written in the order the turns run. The GM's turn events are not awaited by
// the combat's update (FIDELITY F33), so a GM who moves on as soon as the tracker shows the new turn runs the next
// turn's events while the last ones are still writing. Issue 24 made a turn start give every other combatant its
// first ledger (ECON-2) before writing the starting combatant's own; that wait let the first combatant's turn start
// be written after its turn had ended, and its ledger stayed "on its turn", with a fresh action, through everyone
// else's turns.
import { beforeEach, describe, expect, it } from "vitest";
import { creature } from "./roll-setup";
import { ledgerHarness, ledgerOf, type LedgerHarness } from "./ledger-setup";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import { follow } from "../harness";
import { FrayCombat } from "../../src/documents";
import type { FrayItem } from "../../src/documents/item";

let h: LedgerHarness;
let combat: HarnessCombat;
let shove: FrayItem;

const combatant = (name: string): HarnessCombatant => {
  const found = h.doc(combat).turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
};

beforeEach(async () => {
  h = await ledgerHarness();
  const hero = await creature("Hero", {}, "character", { default: 0, [h.player.id]: 3 });
  const orc = await creature("Orc", {}, "npc");
  const [item] = (await hero.createEmbeddedDocuments("Item", [
    { name: "Shove", type: "feature", system: { activation: { type: "action", cost: 1 } } },
  ] as never)) as unknown as FrayItem[];
  if (!item) throw new Error("no item");
  shove = follow(item);
  const created = await h.as(h.gm, () =>
    h.config.Combat.documentClass.create({
      active: true,
      combatants: [
        { name: "Hero", actorId: hero.id, initiative: 30 },
        { name: "Orc", actorId: orc.id, initiative: 20 },
      ],
    }),
  );
  if (!(created instanceof FrayCombat)) throw new Error("not a FrayCombat");
  combat = created as unknown as HarnessCombat;
});

describe("ECON-1 / ECON-3 a turn's start is written before its end when the GM moves on at once", () => {
  it("ECON-1: the GM begins the combat and ends the first turn straight away: the Hero's turn is over", async () => {
    await h.as(h.gm, async () => {
      await combat.startCombat();
      await combat.nextTurn(); // as soon as the tracker shows the Hero's turn
    });
    await h.settle();
    expect(h.doc(combat).combatant?.name).toBe("Orc");
    const hero = ledgerOf(combatant("Hero"));
    expect(hero.onTurn).toBe(false);
    expect(hero.turnsStarted).toBe(1);
    expect(ledgerOf(combatant("Orc"))).toMatchObject({ onTurn: true, turnsStarted: 1 });
  });

  it("ECON-1: on the Orc's turn the Hero's action feature is refused, and on its own next turn it is spent", async () => {
    await h.as(h.gm, async () => {
      await combat.startCombat();
      await combat.nextTurn();
    });
    await h.settle();
    const before = ledgerOf(combatant("Hero"));
    h.actAs(h.player);
    expect(await shove.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Hero: it is not this creature's turn.");
    await h.settle();
    expect(ledgerOf(combatant("Hero"))).toEqual(before);

    h.actAs(h.gm);
    await combat.nextTurn(); // round 2: the Hero's turn
    await h.settle();
    h.actAs(h.player);
    expect(await shove.use()).not.toBeNull();
    await h.settle();
    expect(ledgerOf(combatant("Hero"))).toMatchObject({ onTurn: true, turnsStarted: 2 });
    expect(ledgerOf(combatant("Hero")).actions).toEqual({ used: 1, remaining: 0 });
  });
});
