// The hit points before an update travel per actor (`options.fray.hpBefore[actorId]`): one options object
// shared by several actors' updates (a batched Actor.updateDocuments, or one object passed to two updates)
// must not give every actor the last one's hit points (issue 11, item 8).
import { describe, expect, it } from "vitest";
import { text } from "./roll-setup";
import { actorNamed, automationHarness, automationSettled, combatOf } from "./combat-automation-setup";
import type { Combat as HarnessCombat } from "../harness/classes";
import type { FrayUpdateOptions } from "../../src/combat/automation";

interface Posted {
  content: string;
  _source: { flags?: { fray?: { saveRequest?: { targets?: string[] } } } };
}

/** The DC of the concentration save request posted for the actor `uuid`, or null. */
function concentrationDc(uuid: string): number | null {
  const messages = (game.messages as unknown as { contents: Posted[] }).contents;
  const card = messages.find((m) => m._source.flags?.fray?.saveRequest?.targets?.includes(uuid));
  const dc = card ? /DC (\d+)/.exec(text(card.content)) : null;
  return dc ? Number(dc[1]) : null;
}

/** Two concentrating casters: Ayla at 40 HP, Borin at 12 (srd52 asks concentration saves). */
async function casters(): Promise<HarnessCombat> {
  await automationHarness("srd52");
  const concentrating = (hp: number) => ({
    hp: { value: hp, max: 40 },
    concentration: { active: true, source: "Bless" },
  });
  return combatOf(
    { name: "Ayla", initiative: 20, system: concentrating(40) },
    { name: "Borin", initiative: 10, system: concentrating(12) },
  );
}

describe("ATK-21 / CND-2 each actor's damage is measured from its own hit points before", () => {
  it("ATK-21: a batched update of two actors asks each its own DC (Ayla 30 damage: DC 15; Borin 2: DC 10)", async () => {
    const combat = await casters();
    const ayla = actorNamed(combat, "Ayla");
    const borin = actorNamed(combat, "Borin");
    await Actor.updateDocuments([
      { _id: ayla.id, "system.hp.value": 10 },
      { _id: borin.id, "system.hp.value": 10 },
    ] as never);
    await automationSettled();
    expect(concentrationDc(ayla.uuid)).toBe(15);
    expect(concentrationDc(borin.uuid)).toBe(10);
  });

  it("ATK-21: one options object passed to two updates keeps each actor's before value, by actor id", async () => {
    const combat = await casters();
    const ayla = actorNamed(combat, "Ayla");
    const borin = actorNamed(combat, "Borin");
    const shared: FrayUpdateOptions = {};
    await ayla.update({ system: { hp: { value: 10 } } }, shared as never);
    await borin.update({ system: { hp: { value: 10 } } }, shared as never);
    await automationSettled();
    expect(concentrationDc(ayla.uuid)).toBe(15);
    expect(concentrationDc(borin.uuid)).toBe(10);
    expect(shared.fray?.hpBefore).toEqual({
      [String(ayla.id)]: { value: 40, temp: 0 },
      [String(borin.id)]: { value: 12, temp: 0 },
    });
  });

  it("CND-2: a batch that drops one hero and heals another from 0 treats each by its own before value", async () => {
    await automationHarness("threeAction");
    const combat = await combatOf(
      { name: "Ayla", initiative: 20, system: { hp: { value: 10, max: 10 } } },
      { name: "Borin", initiative: 10, system: { hp: { value: 0, max: 12 } } },
    );
    const ayla = actorNamed(combat, "Ayla");
    const borin = actorNamed(combat, "Borin");
    await Actor.updateDocuments([
      { _id: ayla.id, "system.hp.value": 0 },
      { _id: borin.id, "system.hp.value": 5 },
    ] as never);
    await automationSettled();
    // Ayla fell from 10: dying 1. With Borin's 0 as her "before" she would not have dropped at all.
    expect((ayla.system as unknown as { dying: { value: number } }).dying.value).toBe(1);
    expect([...ayla.statuses]).toContain("unconscious");
  });
});
