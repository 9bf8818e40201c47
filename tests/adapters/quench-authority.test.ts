// Issue 27 item 2: fray.authority, the player's batch, through the adapter. Run on a player's client with the GM
// connected, every request it makes is refused by the active GM and nothing changes (RES-6: a forged extra-damage
// term on the player's own card; RES-5: its write to its hero's spent legendary actions is put back); run by a GM,
// it says so and skips every step.
import { beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { quenchOnVitest } from "../quench/adapter";
import { batchWorld, census, gmsOwnWorld } from "../quench/world";
import { AUTHORITY_STEPS, authorityBatch } from "../../src/quench/batches/authority";

let h: Harness;
let before: Record<string, number | string> = {};

/** The player's hero's combatant, in a combat the GM made, with two legendary actions spent (the GM's write). */
let heroCombatant: { system: unknown } | null = null;

beforeAll(async () => {
  h = batchWorld();
  await gmsOwnWorld(h);
  // What a player has at a table: its own hero with a weapon, in the GM's combat.
  await h.as(h.gm, async () => {
    const hero = (await Actor.create({
      name: "Brea",
      type: "character",
      ownership: { default: 0, [h.player.id]: 3 },
    } as never)) as unknown as Actor.Implementation;
    await hero.createEmbeddedDocuments("Item", [
      { name: "Rapier", type: "weapon", system: { damage: { parts: [{ formula: "1d8", type: "piercing" }] } } },
    ] as never);
    const combat = await CONFIG.Combat.documentClass.create({ active: true, combatants: [{ actorId: hero.id }] });
    const combatant = combat?.combatants.contents[0];
    await combatant?.update({ "system.legendarySpent": 2 } as never);
  });
  await h.settle();
  heroCombatant = h.as(h.gm, () => game.combats.contents[0]?.combatants.contents[0] ?? null);
  before = census(h);
});

describe("fray.authority run by a player", () => {
  beforeAll(() => {
    h.actAs(h.player);
  });
  const { quench, batches } = quenchOnVitest();
  quench.registerBatch(authorityBatch.key, authorityBatch.register);

  it("lists its steps; the GM's client answered each request, and nothing changed", async () => {
    expect(batches[0]?.titles).toEqual([...AUTHORITY_STEPS]);
    const asked = h.client(h.player).socket.sent.map((m) => (m.message as { name?: string }).name);
    expect(asked).toEqual([
      "fray.noSuchRequest",
      "fray.spendLedger",
      "fray.setInitiative",
      "fray.applyDamage",
      "fray.applyCondition",
      "fray.applyDamage",
    ]);
    h.actAs(h.gm);
    await h.settle();
    expect(census(h)).toEqual(before);
    expect((heroCombatant?.system as { legendarySpent: number }).legendarySpent).toBe(2);
  });
});

describe("fray.authority run by a GM", () => {
  const skipped: string[] = [];
  beforeAll(() => {
    h.actAs(h.gm);
  });
  const { quench } = quenchOnVitest();
  // The same batch; its steps skip themselves (this.skip()) on a GM's client.
  quench.registerBatch(authorityBatch.key, (context) => {
    authorityBatch.register({
      ...context,
      it: (title, body) => {
        context.it(title, function (this) {
          return Promise.resolve(
            body.call({
              skip: (): never => {
                skipped.push(title);
                return this.skip();
              },
            }),
          );
        });
      },
    });
  });

  it("says so, and skipped every step after the first", () => {
    expect(skipped).toEqual(AUTHORITY_STEPS.slice(1));
    expect(h.client(h.gm).notifications.map((n) => n.message)).toContain(
      "Fray: the batch “a player's requests” is for a player. Started by a GM, it skips every step: run it from a player's browser while a GM is connected.",
    );
  });
});
