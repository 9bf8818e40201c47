// Spending from the turn ledger in play (src/combat/ledger-*.ts): a GM writes the Combatant directly, a
// player asks the active GM (fray.spendLedger), which checks ownership and the rules again; what the rules
// refuse changes nothing (a player is warned, a GM may override); items spend their activation and attacks
// count toward the multiple attack penalty from the ledger.
import { beforeEach, describe, expect, it } from "vitest";
import { lastMessage } from "./roll-setup";
import { asCombatant, fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { spendFromLedger } from "../../src/combat/ledger/ledger-spend";
import { spendLedgerChecked } from "../../src/combat/ledger-query";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { Combat as HarnessCombat } from "../harness/classes";
import { follow } from "../harness";

let h: LedgerHarness;

const combatantUpdates = () => h.operations.filter((o) => o.action === "update" && o.documentName === "Combatant");

async function item(actor: FrayActor, data: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [data as never]);
  return follow((created as FrayItem[])[0] as FrayItem); // the acting client's copy, whoever acts
}

describe("ECON-1 / ECON-2 spending as the GM and as a player", () => {
  let f: Fight;
  beforeEach(async () => {
    h = await ledgerHarness();
    f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    h.operations.length = 0;
  });

  it("ECON-1: the GM spends Ayla's action in one Combatant update", async () => {
    const result = await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "action" }, { reason: "Dash" });
    expect(result.ok).toBe(true);
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(combatantUpdates()).toHaveLength(1);
  });

  it("ECON-2: a player spends its own creature's reaction through the active GM's query", async () => {
    h.actAs(h.player);
    const result = await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "reaction" });
    expect(result.ok).toBe(true);
    expect(ledgerOf(f.combatant("Ayla")).reactions.used).toBe(1);
    expect(combatantUpdates()).toHaveLength(1);
    expect(h.game.user).toBe(h.player);
  });

  it("ECON-2: a player can't spend the reaction of a creature it doesn't own: refused, nothing changes", async () => {
    await f.combat.nextTurn(); // Borin's turn: his ledger exists
    await h.settle();
    h.operations.length = 0;
    const before = ledgerOf(f.combatant("Borin"));
    h.actAs(h.player);
    const result = await spendFromLedger(asCombatant(f.combatant("Borin")), { kind: "reaction" });
    expect(result).toMatchObject({ ok: false, reason: "notOwner" });
    expect(ledgerOf(f.combatant("Borin"))).toEqual(before);
    expect(combatantUpdates()).toHaveLength(0);
    expect(h.warn).toHaveBeenCalledWith("Borin: you don't own this creature.");
  });

  it("ECON-2: the GM side takes the asker from the server, never from the data, and re-reads every field", async () => {
    const request = { step: "cost", cost: { kind: "reaction" }, attack: false, reason: "" };
    const ayla = f.combatant("Borin");
    const base = { combatId: f.combat.id, combatantId: ayla.id, request };
    const player = h.player as unknown as User.Implementation;
    // Borin is the GM's: a player's request naming the GM (or anyone) as the asker changes nothing.
    expect(await spendLedgerChecked({ ...base, userId: h.gm.id }, player)).toMatchObject({ reason: "notOwner" });
    expect(await spendLedgerChecked({ ...base, combatId: "nope" }, player)).toMatchObject({ reason: "noCombatant" });
    const aylaBase = { ...base, combatantId: f.combatant("Ayla").id };
    expect(await spendLedgerChecked({ ...aylaBase, request: { ...request, step: "x" } }, player)).toMatchObject({
      reason: "badRequest",
    });
    expect(ledgerOf(f.combatant("Ayla")).reactions.used).toBe(0);
    expect(combatantUpdates()).toHaveLength(0);
  });

  it("ECON-2: a player spending a reaction already spent is warned and nothing changes", async () => {
    h.actAs(h.player);
    await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "reaction" });
    h.operations.length = 0;
    const result = await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "reaction" });
    expect(result.ok).toBe(false);
    expect(h.warn).toHaveBeenCalledWith("Ayla: its reaction is already spent this round.");
    expect(ledgerOf(f.combatant("Ayla")).reactions.used).toBe(1);
    expect(combatantUpdates()).toHaveLength(0);
  });

  it("ECON-1: a second action in a 5e turn is refused; the GM who declines the override changes nothing", async () => {
    const ayla = asCombatant(f.combatant("Ayla"));
    await spendFromLedger(ayla, { kind: "action" });
    h.operations.length = 0;
    h.confirms.push(false);
    const result = await spendFromLedger(ayla, { kind: "action" });
    expect(result.ok).toBe(false);
    expect(h.confirm).toHaveBeenCalledTimes(1);
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 1, remaining: 0 });
    expect(combatantUpdates()).toHaveLength(0);
  });

  it("ECON-1: a GM override records the spend the rules refused in system.ledgerOverrides, next to an unchanged ledger", async () => {
    const ayla = asCombatant(f.combatant("Ayla"));
    await spendFromLedger(ayla, { kind: "action" });
    const before = ledgerOf(f.combatant("Ayla"));
    h.confirms.push(true);
    const result = await spendFromLedger(ayla, { kind: "action" }, { reason: "Second Wind" });
    expect(result.ok).toBe(true);
    expect(ledgerOf(f.combatant("Ayla"))).toEqual(before);
    expect(f.combatant("Ayla").system).toMatchObject({
      ledgerOverrides: [
        {
          round: 1,
          turn: 0,
          userId: h.gm.id,
          cost: { kind: "action" },
          reason: "Second Wind",
          refused: "notEnoughActions",
        },
      ],
    });
    expect(f.combatant("Ayla").flags).not.toHaveProperty("fray.ledgerOverrides");
  });

  it("ECON-1: the fray.turnLedgerSpend hook sees the cost and the ledger before; false cancels", async () => {
    const seen: unknown[][] = [];
    h.hooks.on("fray.turnLedgerSpend", (...args: unknown[]) => {
      seen.push(args);
      return false;
    });
    const ayla = f.combatant("Ayla");
    const before = ledgerOf(ayla);
    const result = await spendFromLedger(asCombatant(ayla), { kind: "action" });
    expect(result).toMatchObject({ ok: false, reason: "cancelled" });
    expect(seen).toEqual([[ayla, { kind: "action" }, before]]);
    expect(ledgerOf(ayla)).toEqual(before);
    expect(combatantUpdates()).toHaveLength(0);
  });

  it("ECON-5: an incapacitated creature's action is refused", async () => {
    await f.actors.Borin?.toggleStatusEffect("unconscious");
    await f.combat.nextTurn();
    await h.settle();
    h.confirms.push(false);
    expect(await spendFromLedger(asCombatant(f.combatant("Borin")), { kind: "action" })).toMatchObject({ ok: false });
    expect(h.confirm).toHaveBeenCalledTimes(1);
    expect(ledgerOf(f.combatant("Borin")).actions.used).toBe(0);
  });

  it("ECON-1: a reload (the combat rebuilt from its source) keeps the spend", async () => {
    await spendFromLedger(asCombatant(f.combatant("Ayla")), { kind: "action" });
    const reloaded = new HarnessCombat(f.combat.toObject());
    const ayla = reloaded.combatants.find((c) => c.name === "Ayla");
    expect((ayla?.system as { ledger: unknown }).ledger).toEqual(ledgerOf(f.combatant("Ayla")));
    expect(ledgerOf(f.combatant("Ayla")).actions.used).toBe(1);
  });
});

describe("ECON-3 three actions in threeAction", () => {
  it("ECON-3: three one-action spends, the fourth refused", async () => {
    h = await ledgerHarness("threeAction");
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true });
    h.actAs(h.player);
    const ayla = asCombatant(f.combatant("Ayla"));
    for (let i = 0; i < 3; i++) expect((await spendFromLedger(ayla, { kind: "actions", amount: 1 })).ok).toBe(true);
    expect((await spendFromLedger(ayla, { kind: "actions", amount: 1 })).ok).toBe(false);
    expect(h.warn).toHaveBeenCalledWith("Ayla: no action left this turn.");
    expect(ledgerOf(f.combatant("Ayla")).actions).toEqual({ used: 3, remaining: 0 });
  });
});

describe("ECON-1 / ECON-2 / ECON-3 using an item spends its activation", () => {
  it("ECON-1: a spell with an action spends the action; outside combat nothing is spent", async () => {
    h = await ledgerHarness();
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true });
    const ayla = f.actors.Ayla as FrayActor;
    const spell = await item(ayla, { name: "Light", type: "spell", system: { activation: { type: "action" } } });
    h.actAs(h.player);
    expect(await spell.use()).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla")).actions.remaining).toBe(0);
    expect(await spell.use()).toBeNull(); // the action is gone: warned, no card
    expect(h.warn).toHaveBeenCalledWith("Ayla: no action left this turn.");

    h.actAs(h.gm);
    await f.combat.update({ active: false });
    const messages = (game.messages as unknown as { size: number }).size;
    h.actAs(h.player);
    expect(await spell.use()).not.toBeNull();
    expect((game.messages as unknown as { size: number }).size).toBe(messages + 1);
  });

  it("ECON-2: a reaction feature spends the reaction, off the creature's own turn too", async () => {
    h = await ledgerHarness();
    const f = await fight(h, { name: "Borin", initiative: 20 }, { name: "Ayla", initiative: 18, player: true });
    await f.combat.nextTurn(); // Ayla has had a turn; now…
    await h.settle();
    await f.combat.nextTurn(); // …it is Borin's again
    await h.settle();
    const ayla = f.actors.Ayla as FrayActor;
    const parry = await item(ayla, {
      name: "Parry",
      type: "feature",
      system: { activation: { type: "reaction", trigger: "hit by a melee attack" } },
    });
    h.actAs(h.player);
    expect(await parry.use()).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla")).reactions.used).toBe(1);
  });
});

describe("ATK-4 / ECON-3 / ECON-7 attacks spend from the ledger and count for the multiple attack penalty", () => {
  const d20 = () => lastMessage().rolls[0] as FrayD20Roll;

  it("ATK-4: threeAction Strikes spend an action each; the 2nd and 3rd take −5 and −10 from the ledger", async () => {
    h = await ledgerHarness("threeAction");
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true });
    const sword = await item(f.actors.Ayla as FrayActor, {
      name: "Longsword",
      type: "weapon",
      system: { damage: { parts: [{ formula: "1d8", type: "slashing" }], versatile: "" } },
    });
    h.actAs(h.player);
    const penalties = [];
    for (let i = 0; i < 3; i++) {
      h.dice.queue(20, 10);
      await sword.rollAttack({ fastForward: true, targets: [] });
      penalties.push(d20().fray.map?.penalty ?? 0);
    }
    expect(penalties).toEqual([0, -5, -10]);
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ attacksThisTurn: 3, actions: { remaining: 0 } });
    expect(await sword.rollAttack({ fastForward: true, targets: [] })).toBeNull();
  });

  it("ATK-4: attacksThisTurn given by the caller wins over the ledger's", async () => {
    h = await ledgerHarness("threeAction");
    const f = await fight(h, { name: "Ayla", initiative: 18 });
    const sword = await item(f.actors.Ayla as FrayActor, { name: "Sword", type: "weapon", system: {} });
    h.dice.queue(20, 10);
    await sword.rollAttack({ fastForward: true, targets: [], attacksThisTurn: 2 });
    expect(d20().fray.map?.penalty).toBe(-10);
    expect(ledgerOf(f.combatant("Ayla")).attacksThisTurn).toBe(1);
  });

  it("ECON-7: a 5e weapon attack takes the Attack action once; off its turn an attack spends the reaction", async () => {
    h = await ledgerHarness();
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const sword = await item(f.actors.Ayla as FrayActor, { name: "Sword", type: "weapon", system: {} });
    await item(f.actors.Ayla as FrayActor, {
      name: "Extra Attack",
      type: "feature",
      system: { grants: { attacks: 2 } },
    });
    h.actAs(h.player);
    h.dice.queue(20, 10, 20, 12);
    await sword.rollAttack({ fastForward: true, targets: [] });
    await sword.rollAttack({ fastForward: true, targets: [] }); // Extra Attack: part of the same Attack action
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { used: 1, remaining: 0 },
      attackActionTaken: true,
      attacksThisTurn: 2,
    });
    h.actAs(h.gm);
    await f.combat.nextTurn();
    await h.settle();
    h.actAs(h.player);
    h.dice.queue(20, 15);
    await sword.rollAttack({ fastForward: true, targets: [] }); // an opportunity attack on Borin's turn
    expect(ledgerOf(f.combatant("Ayla")).reactions.used).toBe(1);
    expect(await sword.rollAttack({ fastForward: true, targets: [] })).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: its reaction is already spent this round.");
  });
});
