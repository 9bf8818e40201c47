// Issue 24 §3.1: a new character's prototype token is linked, friendly and has vision; a new NPC's is hostile.
// Core's defaults (an unlinked, hostile token without vision: harness F85) put a GM's heroes and goblins on one
// side. What the creation data sets itself is kept; existing actors are not changed.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, rollHarness, type RollHarness } from "./roll-setup";
import { FrayActor as FrayActorClass, type FrayActor } from "../../src/documents/actor";
import { follow } from "../harness";

let h: RollHarness;

const FRIENDLY = 1;
const HOSTILE = -1;
const NEUTRAL = 0;

/** The prototype token as the world stores it. */
const storedToken = (actor: FrayActor) =>
  (h.doc(actor)._source as { prototypeToken: { actorLink: boolean; disposition: number; sight: { enabled: boolean } } })
    .prototypeToken;

/** An actor created with its own data, as an importer or a macro would create it. */
async function created(data: Record<string, unknown>): Promise<FrayActor> {
  const actor: unknown = await Actor.create(data as never);
  if (!(actor instanceof FrayActorClass)) throw new Error("not created");
  return follow(actor);
}

describe("new actors' prototype tokens (issue 24 §3.1)", () => {
  beforeEach(async () => {
    h = await rollHarness("srd52");
  });

  it("a new character's token is linked, friendly and sees; a new NPC's is hostile and unlinked", async () => {
    const hero = await creature("Aria", {}, "character");
    const goblin = await creature("Goblin", {}, "npc");
    expect(storedToken(hero)).toMatchObject({ actorLink: true, disposition: FRIENDLY, sight: { enabled: true } });
    expect(storedToken(goblin)).toMatchObject({ actorLink: false, disposition: HOSTILE });
    // Every client's copy reads the same.
    h.actAs(h.player);
    expect(h.doc(hero).prototypeToken).toMatchObject({ actorLink: true, disposition: FRIENDLY });
  });

  it("what the creation data sets is kept: an unlinked neutral character without vision, a friendly NPC", async () => {
    const hireling = await created({
      name: "Hireling",
      type: "character",
      prototypeToken: { actorLink: false, disposition: NEUTRAL, sight: { enabled: false } },
    });
    const ally = await created({ name: "Guard", type: "npc", prototypeToken: { disposition: FRIENDLY } });
    expect(storedToken(hireling)).toMatchObject({ actorLink: false, disposition: NEUTRAL, sight: { enabled: false } });
    expect(storedToken(ally)).toMatchObject({ disposition: FRIENDLY });
    // A character that sets only its disposition still gets the link and the vision.
    const scout = await created({ name: "Scout", type: "character", prototypeToken: { disposition: NEUTRAL } });
    expect(storedToken(scout)).toMatchObject({ actorLink: true, disposition: NEUTRAL, sight: { enabled: true } });
  });

  it("an existing character is not changed by an update", async () => {
    const old = await created({
      name: "Old",
      type: "character",
      prototypeToken: { actorLink: false, disposition: -1 },
    });
    await h.doc(old).update({ "system.hp.value": 5 } as never);
    expect(storedToken(old)).toMatchObject({ actorLink: false, disposition: HOSTILE });
  });
});
