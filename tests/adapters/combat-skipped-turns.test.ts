// ECON-1 / CND-3 under v13's "skip defeated" (core.combatTrackerConfig): core still runs the turn events for the
// turns it passes over, with `context.skipped` true. Fray's per-turn automation must ignore those: a skipped
// combatant's ledger is not reset and a skipped dying hero rolls no recovery check.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import { installChatRolls } from "../harness/roll";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import type { TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(async () => {
  h = frayHarness();
  installChatRolls();
  await h.settings.set("core", "combatTrackerConfig", { resource: "", skipDefeated: true });
});

async function combatOf(...fighters: { name: string; initiative: number; defeated?: boolean; system?: object }[]) {
  const combatants = [];
  for (const f of fighters) {
    const actor = (await Actor.create({
      name: f.name,
      type: "character",
      system: f.system ?? {},
    } as never)) as unknown as {
      id: string;
    };
    combatants.push({ name: f.name, actorId: actor.id, initiative: f.initiative, defeated: f.defeated ?? false });
  }
  return (await h.config.Combat.documentClass.create({ combatants })) as unknown as HarnessCombat;
}

const named = (combat: HarnessCombat, name: string): HarnessCombatant => {
  const found = combat.turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
};
const ledgerOf = (c: HarnessCombatant) => (c.system as { ledger: TurnLedger | null }).ledger;

describe("ECON-1 a turn passed over under skip defeated", () => {
  it("ECON-1: the defeated combatant between two turns gets no turn (its ledger stays before its first); the next one's turn starts", async () => {
    const combat = await combatOf(
      { name: "Ayla", initiative: 18 },
      { name: "Borin", initiative: 12, defeated: true },
      { name: "Cira", initiative: 9 },
    );
    await combat.startCombat();
    await h.settle();
    await combat.nextTurn();
    await h.settle();
    expect(combat.combatant?.name).toBe("Cira");
    expect(ledgerOf(named(combat, "Borin"))).toMatchObject({ onTurn: false, turnsStarted: 0 });
    expect(ledgerOf(named(combat, "Cira"))).toMatchObject({ onTurn: true });
    expect(ledgerOf(named(combat, "Ayla"))).toMatchObject({ onTurn: false });
  });
});

describe("CND-3 a dying hero whose turn is passed over", () => {
  it("CND-3: rolls no recovery check (no d20 is rolled, no card posted)", async () => {
    await h.settings.set("fray", "preset", "threeAction");
    await h.settle();
    const combat = await combatOf(
      { name: "Ogre", initiative: 20 },
      { name: "Borin", initiative: 12, defeated: true, system: { hp: { value: 0, max: 20 }, dying: { value: 1 } } },
      { name: "Cira", initiative: 9 },
    );
    await combat.startCombat();
    await h.settle();
    const cards = (game.messages as unknown as { size: number }).size;
    await combat.nextTurn(); // a recovery roll would need a d20 nobody queued, and fail the test
    await h.settle();
    expect(combat.combatant?.name).toBe("Cira");
    expect((game.messages as unknown as { size: number }).size).toBe(cards);
  });
});
