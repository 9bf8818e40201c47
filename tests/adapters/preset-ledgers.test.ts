// A preset switched mid-combat (ECON-1, ECON-2, ECON-3): the active GM's client rebuilds every started combat's
// turn ledgers of the old economy for the new one, in one Combatant update per combat, so spending works at
// once under the new preset instead of being refused until each creature's next turn.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import { frayHarness } from "./fray-setup";
import { FrayCombat } from "../../src/documents";
import { trySpend } from "../../src/combat/ledger/ledger-spend";
import { ledgerRebuildSettled } from "../../src/migrations/combat-ledgers";
import type { TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

/** A started combat of `names` (initiative in the order given), created and begun by the GM. */
async function startedCombat(...names: string[]): Promise<HarnessCombat> {
  const combatants = [];
  for (const [i, name] of names.entries()) {
    const actor = (await Actor.create({ name, type: "character" } as never)) as unknown as { id: string };
    combatants.push({ name, actorId: actor.id, initiative: 20 - i });
  }
  const combat = await h.config.Combat.documentClass.create({ active: true, combatants });
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  const started = combat as unknown as HarnessCombat;
  await started.startCombat();
  await h.settle();
  return started;
}

const byName = (combat: HarnessCombat, name: string): HarnessCombatant => {
  const found = combat.turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
};
const ledgerOf = (combatant: HarnessCombatant): TurnLedger | null =>
  (combatant.system as { ledger: TurnLedger | null }).ledger;

async function switchTo(preset: string): Promise<void> {
  h.operations.length = 0;
  await h.settings.set("fray", "preset", preset);
  await h.settle();
  await h.as(h.gm, () => ledgerRebuildSettled());
}

const combatantWrites = () => h.operations.filter((op) => op.documentName === "Combatant");

describe("a preset switched mid-combat", () => {
  it("ECON-3: moves every ledger to threeAction in one update: the creature on its turn gets three actions", async () => {
    const combat = await startedCombat("Ayla", "Borin", "Cass");
    await combat.nextTurn(); // Ayla's turn ends, Borin's starts; Cass's first turn hasn't come (ECON-2: its reaction has)
    await h.settle();
    const ayla = byName(combat, "Ayla");
    await ayla.update({ "system.ledger": { ...ledgerOf(ayla), reactions: { perRound: 1, used: 1 } } });

    await switchTo("threeAction");
    expect(combatantWrites().map((op) => [op.parent, op.ids, op.userId])).toEqual([
      [combat.uuid, [ayla.id, byName(combat, "Borin").id, byName(combat, "Cass").id], h.gm.id],
    ]);
    for (const user of [h.gm, h.player]) {
      const copy = h.doc(combat, user);
      expect(ledgerOf(byName(copy, "Borin"))).toMatchObject({
        economy: "threeActions",
        onTurn: true,
        actions: { used: 0, remaining: 3 },
        movement: { remaining: 0 },
      });
      // ECON-2: the reaction Ayla took this round stays taken.
      expect(ledgerOf(byName(copy, "Ayla"))).toMatchObject({
        economy: "threeActions",
        onTurn: false,
        reactions: { perRound: 1, used: 1 },
      });
      expect(ledgerOf(byName(copy, "Cass"))).toMatchObject({
        economy: "threeActions",
        onTurn: false,
        turnsStarted: 0,
        reactions: { perRound: 1, used: 0 },
      });
    }
    const borin = ledgerOf(byName(combat, "Borin"));
    const spend = { step: "cost", cost: { kind: "actions", amount: 2 }, attack: false, reason: "test" } as const;
    expect(trySpend(borin, spend)).toMatchObject({ ok: true });
  });

  it("ECON-1: and back to the 5e family: one action and Speed for the creature on its turn", async () => {
    await h.settings.set("fray", "preset", "threeAction");
    const combat = await startedCombat("Ayla", "Borin");
    expect(ledgerOf(byName(combat, "Ayla"))).toMatchObject({ economy: "threeActions" });
    await switchTo("srd51");
    expect(ledgerOf(byName(combat, "Ayla"))).toMatchObject({
      economy: "actionBonusReaction",
      onTurn: true,
      actions: { used: 0, remaining: 1 },
      movement: { used: 0, remaining: 30 },
    });
    expect(combatantWrites()).toHaveLength(1);
  });

  it("leaves the ledgers alone within the 5e family (srd52 → a5e) and in combats not started", async () => {
    const combat = await startedCombat("Ayla");
    const before = ledgerOf(byName(combat, "Ayla"));
    const waiting = await h.config.Combat.documentClass.create({ combatants: [{ name: "Dorn", initiative: 3 }] });
    await switchTo("a5e");
    expect(combatantWrites()).toEqual([]);
    expect(ledgerOf(byName(combat, "Ayla"))).toEqual(before);
    await switchTo("threeAction");
    expect(combatantWrites().map((op) => op.parent)).toEqual([combat.uuid]);
    expect(waiting).toBeDefined();
  });

  it("is written by the active GM's client only: the assistant's when it is the only GM connected", async () => {
    const combat = await startedCombat("Ayla");
    h.disconnect(h.gm);
    h.operations.length = 0;
    await h.as(h.assistant, () => game.settings.set("fray", "preset", "threeAction"));
    await h.settle();
    await h.as(h.assistant, () => ledgerRebuildSettled());
    expect(combatantWrites().map((op) => op.userId)).toEqual([h.assistant.id]);
    expect(ledgerOf(byName(h.doc(combat, h.player), "Ayla"))).toMatchObject({ economy: "threeActions" });
  });

  it("also follows a policy override that changes the economy", async () => {
    const combat = await startedCombat("Ayla");
    h.operations.length = 0;
    await h.settings.set("fray", "policyOverrides", { economy: { kind: "threeActions", actionsPerTurn: 3 } });
    await h.settle();
    await h.as(h.gm, () => ledgerRebuildSettled());
    expect(ledgerOf(byName(combat, "Ayla"))).toMatchObject({ economy: "threeActions" });
  });
});
