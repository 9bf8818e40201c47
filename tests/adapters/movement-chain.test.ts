// Issue 24 items 1.8 and 1.12. v13's `movement.chain` is a list of movement ids (TokenMovementData: "the chain of
// prior movement IDs that this movement is a continuation of"), not waypoints: a move that continues another
// (begun while that one still had segments to make) is checked from its `origin`, by the hazard check (ENV-3) and
// by the GM's opportunity backstop (OA-1). And the legs Fray makes of a move stopped for opportunity attacks are
// moves of the user's own method and `constrainOptions`, which core may constrain: when a leg is cut or refused,
// the mover is told why the move stopped.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addRegion, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { G, later, promptsShown as prompts } from "./opportunity-setup";
import { dialogs } from "../harness/applications";
import { TokenPlaceable } from "../harness/scene";
import { ENVIRONMENT_FEATURE_BEHAVIOR } from "../../src/scene/regions/regions";
import { FrayTokenDocument } from "../../src/documents";

let h: LedgerHarness;
let f: Fight;

/** A started combat in which the Orc (an NPC with a scimitar) has acted and it is Ayla's turn (speed 60). */
async function setup(preset = "srd52"): Promise<void> {
  ({ h, f } = await fixture.orcThenAyla(preset, 60));
}

const place = (spots: Record<string, [number, number, number]>) => fixture.place(h, f, spots);
const settled = () => fixture.movesSettled(h);
const at = () => [f.token("Ayla").x / G, f.token("Ayla").y / G];
const hazardCards = () =>
  game.messages.contents.filter((m) => (m as unknown as { content: string }).content.includes("fray-card--hazard"));

/**
 * The player starts a move of two segments, (1,0) then `rest`, and while its second segment is still to come
 * moves Ayla on to `next`: the second move continues the first (its chain names the first).
 */
async function continuedMove(rest: [number, number], next: [number, number]): Promise<void> {
  h.actAs(h.player);
  const token = f.token("Ayla");
  // What the moving client's check sees (a spy that calls through, or the test's own mock).
  const proto = FrayTokenDocument.prototype as unknown as {
    _preUpdateMovement: (m: { chain: unknown }) => unknown;
  };
  const seen = vi.isMockFunction(proto._preUpdateMovement)
    ? proto._preUpdateMovement
    : vi.spyOn(proto, "_preUpdateMovement");
  await token.move([
    { x: G, y: 0, checkpoint: true },
    { x: rest[0] * G, y: rest[1] * G },
  ]);
  await token.move([{ x: next[0] * G, y: next[1] * G }]);
  await settled();
  // The second move continued the first: its chain names the first by id.
  const chains = vi.mocked(seen).mock.calls.map(([m]) => m.chain);
  expect(chains[1]).toEqual([expect.stringMatching(/^movement/)]);
}

fixture.freshOpportunitiesEachTest();

describe("ENV-3 a continued move into a hazard", () => {
  it("ENV-3: a move that continues another and walks into tenacious mud posts the GMs the hazard card", async () => {
    await setup("a5e");
    await h.settings.set("fray", "opportunityAttacks", "off");
    await place({ Ayla: [0, 0, 1], Orc: [9, 9, -1] });
    await addRegion(h, f.token("Ayla"), {
      name: "mud",
      squares: { x: 3, y: 0, w: 2, h: 1 },
      behaviors: [{ type: ENVIRONMENT_FEATURE_BEHAVIOR, system: { feature: "swampy.tenaciousMud" } }],
    });
    await continuedMove([1, 1], [3, 0]);
    expect(at()).toEqual([3, 0]);
    expect(hazardCards()).toHaveLength(1);
  });
});

describe("OA-1 a continued move that leaves a hostile's reach", () => {
  beforeEach(async () => {
    await setup();
    // (1,0) and (1,1) are in the Orc's reach; (0,0) is not.
    await place({ Ayla: [0, 0, 1], Orc: [2, 1, -1] });
  });

  it("OA-1: it is offered the opportunity attack", async () => {
    dialogs.answers.push({ action: "pass" }, { action: "pass" });
    await continuedMove([1, 1], [0, 0]);
    expect(prompts()).toHaveLength(1);
    expect(at()).toEqual([0, 0]);
  });

  it("OA-1: a client that skips its own check is caught by the GM's backstop, which starts from the move's origin", async () => {
    const proto = FrayTokenDocument.prototype as unknown as { _preUpdateMovement(): Promise<boolean> };
    vi.spyOn(proto, "_preUpdateMovement").mockResolvedValue(true);
    dialogs.answers.push({ action: "pass" }, { action: "pass" });
    await continuedMove([1, 1], [0, 0]);
    expect(prompts()).toHaveLength(1);
  });
});

describe("OA-1 a move stopped for an opportunity attack whose next leg is cut or refused", () => {
  beforeEach(async () => {
    await setup();
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
  });

  /** The player drags Ayla to (5,0); `then` runs while the GM's prompt is open (the move stopped at (2,0)). */
  async function drag(then: () => void): Promise<void> {
    dialogs.answers.push(later(then, { action: "pass" }));
    h.actAs(h.player);
    await f.token("Ayla").move([{ x: 5 * G, y: 0 }], { method: "dragging" });
    await settled();
  }

  it("OA-1: a leg core constrains (a wall closed meanwhile) stops where core cut it, and the mover is told why", async () => {
    await drag(() => {
      // Core's constraint now cuts every path at x = 4 squares (a door the GM closed).
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its placeable below
      const core = TokenPlaceable.prototype.constrainMovementPath;
      vi.spyOn(TokenPlaceable.prototype, "constrainMovementPath").mockImplementation(function (
        this: TokenPlaceable,
        waypoints,
        options,
      ) {
        const [path] = core.call(this, waypoints, options);
        const kept = path.filter((w) => w.x < 4 * G);
        return [kept, kept.length < path.length];
      });
    });
    expect(prompts()).toHaveLength(1);
    expect(at()).toEqual([3, 0]);
    expect(h.client(h.player).shown()).toContain("Ayla stopped short: the way on is blocked.");
  });

  it("OA-1: a leg another module refuses stops the move, and the mover is told", async () => {
    await drag(() => {
      h.client(h.player).hooks.on("preMoveToken", () => false);
    });
    expect(at()).toEqual([2, 0]);
    expect(h.client(h.player).shown()).toContain("Ayla stopped: the rest of the move was refused.");
  });
});
