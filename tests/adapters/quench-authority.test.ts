// Issue 27 item 2: fray.authority, the player's batch, through the adapter. Run on a player's client with the GM
// connected, every request it makes is refused by the active GM and nothing changes; run by a GM, it says so and
// skips every step.
import { beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { quenchOnVitest } from "../quench/adapter";
import { batchWorld, census, gmsOwnWorld } from "../quench/world";
import { AUTHORITY_STEPS, authorityBatch } from "../../src/quench/batches/authority";

let h: Harness;
let before: Record<string, number | string> = {};

beforeAll(async () => {
  h = batchWorld();
  await gmsOwnWorld(h);
  before = census(h);
});

describe("fray.authority run by a player", () => {
  beforeAll(() => {
    h.actAs(h.player);
  });
  const { quench, batches } = quenchOnVitest();
  quench.registerBatch(authorityBatch.key, authorityBatch.register);

  it("lists its steps; the GM's client answered each request, and nothing changed", () => {
    expect(batches[0]?.titles).toEqual([...AUTHORITY_STEPS]);
    const asked = h.client(h.player).socket.sent.map((m) => (m.message as { name?: string }).name);
    expect(asked).toEqual([
      "fray.noSuchRequest",
      "fray.spendLedger",
      "fray.setInitiative",
      "fray.applyDamage",
      "fray.applyCondition",
    ]);
    h.actAs(h.gm);
    expect(census(h)).toEqual(before);
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
