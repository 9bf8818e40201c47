// The data models' migrateData (src/data/source-migrations.ts): an older stored shape loads as today's, a
// source already in today's shape is left as it is, and no stored data, however odd, makes migrateData throw.
import { beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import { combat010, dagger010, hero010, ogre010 } from "./fixtures/v0-1-0";
import { migrateLedgerShape } from "../../src/data/source-migrations";
import { getPreset, ledgerForTurnStart, setLedgerSpeed, takeBasicAction, type TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

interface Model {
  migrateData(source: unknown): unknown;
  new (source: unknown): Record<string, unknown>;
}
const model = (documentName: "Actor" | "Item" | "Combat" | "Combatant", type: string): Model =>
  h.config[documentName].dataModels[type] as unknown as Model;
const everyModel = (): [string, Model][] =>
  (["Actor", "Item", "Combat", "Combatant"] as const).flatMap((name) =>
    Object.keys(h.config[name].dataModels).map((type): [string, Model] => [`${name}.${type}`, model(name, type)]),
  );

const srd52 = getPreset("srd52").policies;
const fighter = { speed: 30, reactionsPerRound: 1, incapacitated: false };

/** A 5e ledger on its turn after a Dash and 10 feet, stored as the rules' first TurnLedger had it. */
function firstShapeLedger(): Record<string, unknown> {
  const dashed = takeBasicAction(ledgerForTurnStart(null, srd52, fighter, false), srd52.economy, "dash");
  if (!dashed.ok) throw new Error(dashed.reason);
  const { movementSpeeds, movementFrom, ...old } = {
    ...dashed.ledger,
    movement: { used: 10, remaining: dashed.ledger.movement.remaining - 10 },
  };
  expect([movementSpeeds, movementFrom]).toEqual([2, 0]);
  return old;
}

describe("Combatant migrateData (MOV-1, MOV-8)", () => {
  it("gives a ledger of the first TurnLedger shape the Speeds it was allowed, so it loads and a Speed change works", () => {
    const combatant = new (model("Combatant", "base"))({ ledger: firstShapeLedger() });
    const ledger = combatant.ledger as TurnLedger;
    expect(ledger).toMatchObject({ movementSpeeds: 2, movementFrom: 0, movement: { used: 10, remaining: 50 } });
    // MOV-8: Speed 15 after a Dash and 10 feet: 2 × 15 − 10 = 20 feet left, as if the ledger had been current.
    expect(setLedgerSpeed(ledger, 15).movement.remaining).toBe(20);
  });

  it("gives an off-turn ledger of that shape no Speeds, as a fresh off-turn ledger has", () => {
    const offTurn = { ...firstShapeLedger(), onTurn: false, movement: { used: 10, remaining: 0 } };
    migrateLedgerShape(offTurn);
    expect(offTurn).toMatchObject({ movementSpeeds: 0, movementFrom: 0 });
  });

  it("loads a stored combat whose combatant has such a ledger, on every client", () => {
    const combat = combat010("hero0000000000aa", "ogre0000000000aa");
    const [first] = combat.combatants as Record<string, unknown>[];
    if (first) first.system = { ledger: firstShapeLedger() };
    h.world.create(h.gm, "Combat", null, [combat], {});
    for (const user of [h.gm, h.player]) {
      const copy = h.client(user).doc("Combat.combat000000000a.Combatant.herocombatant00a");
      expect((copy.system as { ledger: TurnLedger }).ledger.movementSpeeds).toBe(2);
    }
  });
});

describe("every data model's migrateData", () => {
  it("leaves today's shape and 0.1.0's as they are, and a second run changes nothing", () => {
    const current = {
      ledger: ledgerForTurnStart(null, srd52, fighter, false),
      tieRank: 0,
      ties: [],
      riderId: "",
    };
    const samples: [Model, unknown][] = [
      [model("Combatant", "base"), current],
      [model("Combatant", "base"), { ledger: firstShapeLedger() }],
      [model("Combat", "base"), combat010("a", "b").system],
      [model("Actor", "npc"), ogre010().system],
      [model("Actor", "character"), hero010(h.player.id).system],
      [model("Item", "weapon"), dagger010().system],
      ...(["armor", "spell", "feature", "equipment"] as const).map((type): [Model, unknown] => [
        model("Item", type),
        { description: "<p>0.1.0</p>" },
      ]),
    ];
    for (const [m, sample] of samples) {
      const once = m.migrateData(structuredClone(sample));
      expect(m.migrateData(structuredClone(once))).toEqual(once);
    }
    expect(model("Combatant", "base").migrateData(structuredClone(current))).toEqual(current);
  });

  it("never throws, whatever the stored data holds", () => {
    const odd = fc.oneof(
      fc.anything(),
      fc.record({ ledger: fc.anything() }),
      fc.record({ ledger: fc.dictionary(fc.constantFrom("movement", "speed", "onTurn", "economy"), fc.anything()) }),
      fc.record({ reach: fc.anything(), hp: fc.anything(), worldActions: fc.anything() }),
    );
    for (const [name, m] of everyModel()) {
      fc.assert(
        fc.property(odd, (source) => {
          expect(() => m.migrateData(structuredClone(source)), name).not.toThrow();
        }),
        { numRuns: 200 },
      );
    }
  });
});
