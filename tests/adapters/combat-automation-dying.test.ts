// threeAction's 0 HP (CND-2) and recovery checks (CND-3), run by the active GM: a hero drops dying and moves
// to just before the creature whose turn it is (INIT-16); a monster is removed from play. ATK-21: a
// concentrating creature that takes damage gets a concentration save request.
import { beforeEach, describe, expect, it } from "vitest";
import type { RollHarness } from "./roll-setup";
import { lastMessage, text } from "./roll-setup";
import {
  actorNamed,
  automationHarness,
  automationSettled,
  combatOf,
  combatantNamed,
  messageCount,
  names,
  setHp,
} from "./combat-automation-setup";
import type { Combat as HarnessCombat } from "../harness/classes";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import { applyDamage } from "../../src/chat/damage/apply-damage";

let h: RollHarness;

const dyingOf = (actor: FrayActor) => (actor.system as unknown as { dying: { value: number; wounded: number } }).dying;
const statusesOf = (actor: FrayActor) => [...actor.statuses].sort();

/** Ayla 20, Goblin 15, Borin 10, Orc 5; started and moved on to the Goblin's turn. */
async function goblinsTurn(borin: Record<string, unknown> = {}): Promise<HarnessCombat> {
  const combat = await combatOf(
    { name: "Ayla", initiative: 20 },
    { name: "Goblin", initiative: 15, type: "npc" },
    { name: "Borin", initiative: 10, system: { hp: { value: 12, max: 12 }, ...borin } },
    { name: "Orc", initiative: 5, type: "npc", system: { hp: { value: 9, max: 9 } } },
  );
  await combat.startCombat();
  await h.settle();
  await combat.nextTurn();
  await h.settle();
  return combat;
}

describe("CND-2 / INIT-16 a hero dropped to 0 HP (threeAction)", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  it("CND-2: falls unconscious with dying 1; INIT-16: moves to just before the Goblin, whose turn goes on", async () => {
    const combat = await goblinsTurn();
    const borin = actorNamed(combat, "Borin");
    h.operations.length = 0;
    await setHp(borin, 0);
    expect(dyingOf(borin)).toEqual({ value: 1, wounded: 0 });
    expect(statusesOf(borin)).toEqual(expect.arrayContaining(["dying", "unconscious", "prone", "incapacitated"]));
    expect(names(combat)).toEqual(["Ayla", "Borin", "Goblin", "Orc"]);
    expect(combat.combatant?.name).toBe("Goblin");
    expect(combat.turn).toBe(2);
    expect(combatantNamed(combat, "Borin").initiative).toBe(15);
    const combatantCalls = h.operations.filter((o) => o.documentName === "Combatant");
    expect(combatantCalls).toHaveLength(1);
    const moved = [combatantNamed(combat, "Borin").id, combatantNamed(combat, "Goblin").id];
    expect(combatantCalls[0]?.ids).toEqual(expect.arrayContaining(moved));
  });

  it("CND-2: a critical blow makes it dying 2, plus the wounded value", async () => {
    const combat = await goblinsTurn({ dying: { value: 0, wounded: 1 } });
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 0, { fray: { critical: true } });
    expect(dyingOf(borin)).toEqual({ value: 3, wounded: 1 });
    expect(statusesOf(borin)).toEqual(expect.arrayContaining(["dying", "wounded"]));
  });

  it("CND-2: a critical damage card applied from chat carries the critical blow (dying 2)", async () => {
    const combat = await goblinsTurn({ dying: { value: 0, wounded: 0 } });
    const borin = actorNamed(combat, "Borin");
    const goblin = actorNamed(combat, "Goblin");
    const [club] = (await goblin.createEmbeddedDocuments("Item", [
      { name: "Club", type: "weapon", system: { damage: { parts: [{ formula: "1d6", type: "bludgeoning" }] } } },
    ] as never)) as unknown as FrayItem[];
    h.dice.queue(6, 6);
    await club?.rollDamage({ critical: true, targets: [borin] });
    const card = lastMessage() as unknown as { id: string };
    expect(await applyDamage(card.id, borin.uuid, 1)).toMatchObject({ ok: true });
    await automationSettled();
    expect(dyingOf(borin)).toEqual({ value: 2, wounded: 0 });
  });

  it("CND-2: dying 4 this way is death: dead, defeated, and not moved", async () => {
    const combat = await goblinsTurn({ dying: { value: 0, wounded: 3 } });
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 0);
    expect(dyingOf(borin).value).toBe(4);
    expect(statusesOf(borin)).toContain("dead");
    expect(statusesOf(borin)).not.toContain("dying");
    expect(combatantNamed(combat, "Borin").defeated).toBe(true);
    expect(names(combat)).toEqual(["Ayla", "Goblin", "Borin", "Orc"]);
  });

  it("CND-2: a monster at 0 HP is removed from play: dead and defeated, never dying", async () => {
    const combat = await goblinsTurn();
    const orc = actorNamed(combat, "Orc");
    await setHp(orc, 0);
    expect(statusesOf(orc)).toContain("dead");
    expect(dyingOf(orc).value).toBe(0);
    expect(combatantNamed(combat, "Orc").defeated).toBe(true);
  });

  it("INIT-16: a hero knocked out on its own turn keeps its place", async () => {
    const combat = await goblinsTurn();
    await combat.nextTurn(); // Borin's turn
    await h.settle();
    h.operations.length = 0;
    await setHp(actorNamed(combat, "Borin"), 0);
    expect(names(combat)).toEqual(["Ayla", "Goblin", "Borin", "Orc"]);
    expect(h.operations.filter((o) => o.documentName === "Combatant")).toEqual([]);
  });

  it("a player's own hero dropped to 0 HP by the player: the active GM's client does it, once", async () => {
    const combat = await goblinsTurn();
    const borin = actorNamed(combat, "Borin");
    await borin.update({ [`ownership.${h.player.id}`]: 3 });
    h.actAs(h.player);
    await setHp(h.doc(borin), 0);
    await h.settle();
    expect(dyingOf(h.doc(borin)).value).toBe(1);
    expect(names(h.doc(combat))).toEqual(["Ayla", "Borin", "Goblin", "Orc"]);
    expect(h.operations.filter((o) => o.documentName === "Combatant").every((o) => o.userId === h.gm.id)).toBe(true);
  });
});

describe("CND-4 healing a hero at 0 HP (threeAction)", () => {
  it("CND-4: the dying hero wakes prone; dying ends and wounded rises by 1", async () => {
    h = await automationHarness("threeAction");
    const combat = await goblinsTurn();
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 0);
    await setHp(borin, 5);
    expect(dyingOf(borin)).toEqual({ value: 0, wounded: 1 });
    expect(statusesOf(borin)).toEqual(["prone", "wounded"]);
  });

  it("CND-4: healing a hero who is up changes nothing of dying or wounded", async () => {
    h = await automationHarness("threeAction");
    const combat = await goblinsTurn({ hp: { value: 3, max: 12 } });
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 8);
    expect(dyingOf(borin)).toEqual({ value: 0, wounded: 0 });
    expect(statusesOf(borin)).toEqual([]);
  });
});

describe("CND-2 / INIT-16 outside threeAction", () => {
  it("a 5e-family hero at 0 HP gets no dying value and keeps its place", async () => {
    h = await automationHarness("srd52");
    const combat = await goblinsTurn();
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 0);
    expect(dyingOf(borin).value).toBe(0);
    expect(names(combat)).toEqual(["Ayla", "Goblin", "Borin", "Orc"]);
  });
});

describe("CND-3 the recovery check at a dying hero's turn start", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  /** Borin dropped dying 1 on the Goblin's turn, then the turns run on to his. */
  async function borinsTurn(d20: number): Promise<{ combat: HarnessCombat; borin: FrayActor }> {
    const combat = await goblinsTurn({ dying: { value: 0, wounded: 0 } });
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 0);
    await combat.nextTurn(); // Orc
    await h.settle();
    await combat.nextTurn(); // round 2: Ayla
    await h.settle();
    h.dice.queue(20, d20);
    const before = messageCount();
    await combat.nextTurn(); // Borin
    await h.settle();
    expect(combat.combatant?.name).toBe("Borin");
    expect(messageCount()).toBe(before + 1);
    return { combat, borin };
  }

  it("CND-3: a success against DC 11 ends dying; the hero stays unconscious and gains wounded 1", async () => {
    const { borin } = await borinsTurn(12);
    expect(dyingOf(borin)).toEqual({ value: 0, wounded: 1 });
    expect(statusesOf(borin)).not.toContain("dying");
    expect(statusesOf(borin)).toEqual(expect.arrayContaining(["unconscious", "wounded"]));
    expect(lastMessage().rolls).toHaveLength(1);
    expect(text(lastMessage().content)).toMatch(/Borin ?: 12 against DC 11 — Success/);
  });

  it("CND-3: a natural 1 is a critical failure: dying rises by 2", async () => {
    const { borin } = await borinsTurn(1);
    expect(dyingOf(borin).value).toBe(3);
    expect(text(lastMessage().content)).toContain("Dying rises to 3.");
  });

  it("CND-3: a failure from dying 3 reaches dying 4: dead and defeated", async () => {
    const combat = await goblinsTurn({ dying: { value: 0, wounded: 2 } });
    const borin = actorNamed(combat, "Borin");
    await setHp(borin, 0); // dying 3
    await combat.nextTurn();
    await h.settle();
    await combat.nextTurn();
    await h.settle();
    h.dice.queue(20, 5);
    await combat.nextTurn();
    await h.settle();
    expect(dyingOf(borin).value).toBe(4);
    expect(statusesOf(borin)).toContain("dead");
    expect(combatantNamed(combat, "Borin").defeated).toBe(true);
  });

  it("CND-3: a creature that is not dying rolls nothing at its turn start", async () => {
    const combat = await goblinsTurn();
    const before = messageCount();
    await combat.nextTurn(); // Borin, unhurt: a d20 would throw with none queued
    await h.settle();
    expect(messageCount()).toBe(before);
  });
});

describe("ATK-21 a concentration save request when a concentrating creature takes damage", () => {
  const concentrating = { hp: { value: 40, max: 40, temp: 5 }, concentration: { active: true, source: "Bless" } };

  it("ATK-21: posts one Constitution save request, DC half the damage (at least 10), for the creature", async () => {
    h = await automationHarness("srd52");
    const combat = await combatOf({ name: "Cleric <i>", initiative: 10, system: concentrating });
    const cleric = actorNamed(combat, "Cleric <i>");
    const before = messageCount();
    await cleric.update({ system: { hp: { value: 12, temp: 0 } } }); // 5 temp + 28 HP = 33 damage
    await automationSettled();
    expect(messageCount()).toBe(before + 1);
    const card = lastMessage();
    expect(card.content).toContain('data-dc="16"');
    expect(card.content).toContain('data-save="con"');
    expect(card.content).toContain("Cleric &lt;i&gt;");
    expect(text(card.content)).toContain("Concentration: Bless");
    expect(card._source.flags).toMatchObject({ fray: { saveRequest: { targets: [cleric.uuid] } } });
  });

  it("ATK-21: small damage asks DC 10; the 2024 rules cap it at 30", async () => {
    h = await automationHarness("srd52");
    const combat = await combatOf({
      name: "Cleric",
      initiative: 10,
      system: { ...concentrating, hp: { value: 200, max: 200, temp: 0 } },
    });
    const cleric = actorNamed(combat, "Cleric");
    await setHp(cleric, 197);
    expect(lastMessage().content).toContain('data-dc="10"');
    await setHp(cleric, 50);
    expect(lastMessage().content).toContain('data-dc="30"');
  });

  it("ATK-21: damage that drops the creature to 0 HP ends its concentration instead of asking a save", async () => {
    h = await automationHarness("srd52");
    const combat = await combatOf({ name: "Cleric <i>", initiative: 10, system: concentrating });
    const cleric = actorNamed(combat, "Cleric <i>");
    const before = messageCount();
    await setHp(cleric, 0);
    expect((cleric.system as unknown as { concentration: { active: boolean } }).concentration.active).toBe(false);
    expect(messageCount()).toBe(before + 1);
    expect(lastMessage().content).not.toContain("data-dc");
    expect(lastMessage().content).toContain("Cleric &lt;i&gt;");
    expect(text(lastMessage().content)).toContain("Concentration ends at 0 hit points: Bless");
  });

  it("ATK-21: nothing for a creature not concentrating, for healing, or under threeAction", async () => {
    h = await automationHarness("srd52");
    const combat = await combatOf(
      { name: "Fighter", initiative: 12, system: { hp: { value: 30, max: 30 } } },
      { name: "Cleric", initiative: 10, system: concentrating },
    );
    const before = messageCount();
    await setHp(actorNamed(combat, "Fighter"), 10);
    await setHp(actorNamed(combat, "Cleric"), 40);
    expect(messageCount()).toBe(before);
    await h.settings.set("fray", "preset", "threeAction");
    await h.settle();
    const afterSwitch = messageCount(); // the preset change is announced in chat
    await setHp(actorNamed(combat, "Cleric"), 10);
    expect(messageCount()).toBe(afterSwitch);
  });

  it("ATK-21: a player's damage to its own concentrating hero asks one save, from the active GM's client", async () => {
    h = await automationHarness("srd52");
    const combat = await combatOf({ name: "Cleric", initiative: 10, system: concentrating });
    const cleric = actorNamed(combat, "Cleric");
    await cleric.update({ [`ownership.${h.player.id}`]: 3 });
    const before = messageCount();
    h.actAs(h.player);
    await setHp(h.doc(cleric), 30); // 15 damage: every client sees it, only the active GM's asks
    await h.settle();
    expect(messageCount()).toBe(before + 1);
    expect(lastMessage()._source.author).toBe(h.gm.id);
  });
});
