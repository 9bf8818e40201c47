// The turn ledger lives on the Combatant (`system.ledger`): FrayCombat resets it at the start of each
// combatant's own turn under the world's preset and closes it at the turn's end (ECON-1, ECON-2, ECON-3,
// INIT-6); it survives a reload, and a malformed ledger is refused with the field's name.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import { FrayCombat } from "../../src/documents";
import { getPreset, spendTurnCost, type TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

async function usePreset(preset: string): Promise<void> {
  if (preset !== "srd52") await game.settings.set("fray", "preset", preset);
}

async function actor(name: string, system: Record<string, unknown> = {}): Promise<{ id: string }> {
  const created = (await Actor.create({ name, type: "character", system } as never)) as unknown as { id: string };
  return created;
}

interface Fighter {
  name: string;
  initiative: number;
  system?: Record<string, unknown>;
  combatant?: Record<string, unknown>;
}

/** A Combat of the given creatures, created by the GM. */
async function combatOf(...fighters: Fighter[]): Promise<HarnessCombat> {
  const combatants = [];
  for (const f of fighters) {
    const a = await actor(f.name, f.system);
    combatants.push({ name: f.name, actorId: a.id, initiative: f.initiative, ...f.combatant });
  }
  const combat = await h.config.Combat.documentClass.create({ combatants });
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  return combat as unknown as HarnessCombat;
}

function ledgerOf(combatant: HarnessCombatant | undefined): TurnLedger | null {
  if (!combatant) throw new Error("no combatant");
  return (combatant.system as { ledger: TurnLedger | null }).ledger;
}

function byName(combat: HarnessCombat, name: string): HarnessCombatant {
  const found = combat.turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
}

describe("the Combatant's data model", () => {
  it("declares the base type in system.json and registers its data model", () => {
    expect(Object.keys(h.config.Combatant.dataModels)).toEqual(["base"]);
  });

  it("starts without a ledger and not surprised", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 12 });
    expect(combat.turns[0]?.system).toMatchObject({ ledger: null, surprised: false });
  });
});

describe("ECON-1 / ECON-3 the ledger at the start of a combatant's turn", () => {
  it("ECON-1 (5e family): one action, movement = Speed, and its bonus action", async () => {
    const combat = await combatOf(
      { name: "Ayla", initiative: 18, system: { speed: { walk: 25 } } },
      { name: "Borin", initiative: 9 },
    );
    let updates = 0;
    h.hooks.on("updateCombatant", () => {
      updates++;
    });
    await combat.startCombat();
    await h.settle();
    // Ayla's turn ledger, and Borin's before his first turn (ECON-2: his reaction is there from the start).
    expect(updates).toBe(2);
    expect(combat.combatant?.name).toBe("Ayla");
    expect(ledgerOf(byName(combat, "Ayla"))).toMatchObject({
      economy: "actionBonusReaction",
      onTurn: true,
      turnsStarted: 1,
      speed: 25,
      actions: { used: 0, remaining: 1 },
      movement: { used: 0, remaining: 25 },
      bonusAction: { granted: true, used: false },
      reactions: { perRound: 1, used: 0 },
    });
    expect(ledgerOf(byName(combat, "Borin"))).toMatchObject({
      onTurn: false,
      turnsStarted: 0,
      actions: { remaining: 0 },
      movement: { remaining: 0 },
      reactions: { perRound: 1, used: 0 },
    });

    await combat.nextTurn(); // Ayla's turn ends, Borin's starts: one update each
    await h.settle();
    expect(updates).toBe(4);
    expect(ledgerOf(byName(combat, "Ayla"))).toMatchObject({ onTurn: false, actions: { remaining: 0 } });
    expect(ledgerOf(byName(combat, "Borin"))).toMatchObject({ onTurn: true, movement: { remaining: 30 } });
  });

  it("ECON-3 (threeAction): three actions, and no movement until a Stride", async () => {
    await usePreset("threeAction");
    const combat = await combatOf({ name: "Ayla", initiative: 18 });
    await combat.startCombat();
    await h.settle();
    expect(ledgerOf(combat.combatant)).toMatchObject({
      economy: "threeActions",
      onTurn: true,
      actions: { used: 0, remaining: 3 },
      movement: { remaining: 0 },
      bonusAction: { granted: false },
    });
  });

  it("ECON-5: an unconscious creature's turn starts incapacitated", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 18 });
    const ayla = combat.turns[0]?.actor;
    if (!ayla) throw new Error("no actor");
    await ayla.toggleStatusEffect("unconscious");
    await combat.startCombat();
    await h.settle();
    expect(ledgerOf(combat.combatant)).toMatchObject({ incapacitated: true, onTurn: true });
    expect(
      spendTurnCost(ledgerOf(combat.combatant) as TurnLedger, getPreset("srd52").policies.economy, {
        kind: "action",
      }),
    ).toMatchObject({ ok: false, reason: "incapacitated" });
  });

  it("runs once, on the active GM's client: the assistant's when it is the only GM connected", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 18 });
    h.disconnect(h.gm);
    h.operations.length = 0;
    await h.as(h.assistant, () => h.doc(combat, h.assistant).startCombat());
    await h.settle();
    const writes = h.operations.filter((o) => o.documentName === "Combatant");
    expect(writes.map((o) => o.userId)).toEqual([h.assistant.id]);
    expect(ledgerOf(h.doc(combat, h.player).combatant)).toMatchObject({ onTurn: true });
  });
});

describe("ECON-2 the reaction comes back at the start of the creature's own turn", () => {
  it("with the reactions per round of a feature granting one more", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 18 }, { name: "Borin", initiative: 9 });
    const ayla = byName(combat, "Ayla");
    const aylaActor = ayla.actor;
    if (!aylaActor) throw new Error("no actor");
    await aylaActor.createEmbeddedDocuments("Item", [
      { name: "Combat Reflexes", type: "feature", system: { grants: { reactions: 1 } } },
    ]);
    await combat.startCombat();
    await h.settle();
    expect(ledgerOf(ayla)?.reactions).toEqual({ perRound: 2, used: 0 });

    const spent = spendTurnCost(ledgerOf(ayla) as TurnLedger, getPreset("srd52").policies.economy, {
      kind: "reaction",
    });
    if (!spent.ok) throw new Error(spent.reason);
    await ayla.update({ "system.ledger": spent.ledger });

    await combat.nextTurn(); // Borin's turn: Ayla's reaction stays spent
    await h.settle();
    expect(ledgerOf(ayla)?.reactions).toEqual({ perRound: 2, used: 1 });
    expect(ledgerOf(ayla)?.onTurn).toBe(false);

    await combat.nextTurn(); // round 2, Ayla's turn again
    await h.settle();
    expect(combat.round).toBe(2);
    expect(ledgerOf(ayla)).toMatchObject({ onTurn: true, turnsStarted: 2, reactions: { perRound: 2, used: 0 } });
  });
});

describe("INIT-6 a surprised creature loses its first turn", () => {
  it("srd51: the first turn is spent; the next one is whole", async () => {
    await usePreset("srd51");
    const combat = await combatOf(
      { name: "Ayla", initiative: 18, combatant: { system: { surprised: true } } },
      { name: "Borin", initiative: 9 },
    );
    const ayla = byName(combat, "Ayla");
    const economy = getPreset("srd51").policies.economy;
    await combat.startCombat();
    await h.settle();
    expect(ledgerOf(ayla)).toMatchObject({ surprised: true, onTurn: true });
    expect(spendTurnCost(ledgerOf(ayla) as TurnLedger, economy, { kind: "action" })).toMatchObject({
      ok: false,
      reason: "surprised",
    });

    await combat.nextTurn(); // the lost turn is over: Ayla may take reactions again
    await h.settle();
    expect(ledgerOf(ayla)).toMatchObject({ surprised: false, onTurn: false });
    await combat.nextTurn();
    await h.settle();
    expect(ledgerOf(ayla)).toMatchObject({ surprised: false, onTurn: true, actions: { remaining: 1 } });
    expect(spendTurnCost(ledgerOf(ayla) as TurnLedger, economy, { kind: "action" }).ok).toBe(true);
  });

  it("srd52: surprise costs no turn (only initiative, INIT-5)", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 18, combatant: { system: { surprised: true } } });
    await combat.startCombat();
    await h.settle();
    expect(ledgerOf(combat.combatant)).toMatchObject({ surprised: false, actions: { remaining: 1 } });
  });
});

describe("the ledger is document state", () => {
  it("survives a reload: a Combat rebuilt from toObject() has the same ledgers and carries on", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 18 }, { name: "Borin", initiative: 9 });
    await combat.startCombat();
    await h.settle();
    const before = ledgerOf(byName(combat, "Ayla"));
    h.connect(h.gm); // the GM's browser reloads: every document is built anew from the world's sources
    const reloaded = h.doc(combat);
    expect(reloaded).not.toBe(combat);
    expect(reloaded).toBeInstanceOf(FrayCombat);
    expect(reloaded.round).toBe(1);
    expect(ledgerOf(byName(reloaded, "Ayla"))).toEqual(before);
    // ECON-2: Borin's first turn hasn't come, but his ledger (and reaction) has been there since the start.
    expect(ledgerOf(byName(reloaded, "Borin"))).toMatchObject({ onTurn: false, turnsStarted: 0 });
    await reloaded.nextTurn();
    await h.settle();
    expect(ledgerOf(byName(reloaded, "Borin"))).toMatchObject({ onTurn: true });
    expect(ledgerOf(byName(reloaded, "Ayla"))).toMatchObject({ onTurn: false, turnsStarted: 1 });
  });

  it("refuses a malformed ledger, naming the field, and changes nothing", async () => {
    const combat = await combatOf({ name: "Ayla", initiative: 18 });
    await combat.startCombat();
    await h.settle();
    const ayla = byName(combat, "Ayla");
    const before = ledgerOf(ayla);
    await expect(ayla.update({ "system.ledger.actions.used": -1 })).rejects.toThrow(/system\.ledger\.actions\.used/);
    await expect(ayla.update({ "system.ledger": { economy: "chess" } })).rejects.toThrow(/system\.ledger\.economy/);
    expect(ledgerOf(ayla)).toEqual(before);
    expect((ayla.toObject().system as { ledger: unknown }).ledger).toEqual(before);
  });
});
