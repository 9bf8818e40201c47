import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { opportunityAttacks, opportunityExemption, type OpportunityInput } from "../../../src/rules/opportunity";
import type { CreatureSnapshot } from "../../../src/rules/movement";
import { withinReachOf, type Cell, type Space } from "../../../src/rules/geometry";
import { getPreset, type PresetId } from "../../../src/rules/presets";
import { RuleInputError } from "../../../src/rules/errors";
import { anyStep } from "../movement/helpers";

const mover = { size: "medium", disposition: 1 } as const;
const ogre = (over: Partial<CreatureSnapshot> = {}): CreatureSnapshot => ({
  id: "ogre",
  space: { x: 0, y: 0, side: 2 },
  size: "large",
  disposition: -1,
  ...over,
});
const oa = (preset: PresetId, path: Cell[], reactors: CreatureSnapshot[], over: Partial<OpportunityInput> = {}) =>
  opportunityAttacks({ path, mover, reactors, policies: getPreset(preset).policies, ...over });

describe("OA-1 / OA-6 leaving reach, measured between spaces", () => {
  it("worked example: a Large reactor's corner square — the attack comes before the last reach cell is left", () => {
    // The ogre fills (0,0)–(1,1); with 5 ft reach the corner cell (2,2) is in reach, (3,3) is not.
    const path = [
      { x: 2, y: -1 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    const r = oa("srd52", path, [ogre()]);
    expect(r.exemption).toBeNull();
    expect(r.attacks).toEqual([{ reactor: 0, id: "ogre", stepIndex: 3, hostile: true }]);
    expect(r.skipped).toEqual([]);
  });

  it("entering reach never triggers", () => {
    const path = [
      { x: 5, y: 5 },
      { x: 4, y: 4 },
      { x: 3, y: 3 },
      { x: 2, y: 2 },
    ];
    expect(oa("srd52", path, [ogre()]).attacks).toEqual([]);
    // Moving within reach, around the ogre, doesn't either.
    const around = [
      { x: 2, y: 2 },
      { x: 2, y: 1 },
      { x: 2, y: 0 },
      { x: 2, y: -1 },
      { x: 1, y: -1 },
    ];
    expect(oa("srd52", around, [ogre()]).attacks).toEqual([]);
  });

  it("leaving, re-entering and leaving again provokes once", () => {
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    expect(oa("srd52", path, [ogre()]).attacks).toEqual([{ reactor: 0, id: "ogre", stepIndex: 0, hostile: true }]);
  });

  it("longer reach and the alternating rule (a 10 ft reach misses two squares diagonally)", () => {
    const long = ogre({ reach: 10, id: "long" });
    const diag = [
      { x: 3, y: 3 },
      { x: 4, y: 4 },
    ];
    expect(oa("srd52", diag, [long]).attacks).toHaveLength(1);
    expect(oa("srd52", diag, [ogre()]).attacks).toEqual([]);
    const alt = {
      ...getPreset("srd52").policies,
      movement: { ...getPreset("srd52").policies.movement, diagonals: "alternating" as const },
    };
    expect(oa("srd52", diag, [long], { policies: alt }).attacks).toEqual([]);
  });

  it("a Large mover leaving a Medium reactor, and lastIndex cuts the path", () => {
    const guard: CreatureSnapshot = { space: { x: 0, y: 0, side: 1 }, size: "medium", disposition: -1 };
    const path = [
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    const big = { size: "large", disposition: 1 } as const;
    expect(oa("srd52", path, [guard], { mover: big }).attacks).toEqual([{ reactor: 0, stepIndex: 0, hostile: true }]);
    expect(oa("srd52", path, [guard], { mover: big, lastIndex: 0 }).attacks).toEqual([]);
    expect(oa("srd52", path, [], {}).attacks).toEqual([]);
  });

  it("who may strike: srd52 and delta any creature that sees the mover, a5e only hostile ones", () => {
    const friend = ogre({ id: "friend", disposition: 1 });
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    expect(oa("srd52", path, [friend]).attacks).toEqual([{ reactor: 0, id: "friend", stepIndex: 0, hostile: false }]);
    expect(oa("delta", path, [friend]).attacks).toHaveLength(1);
    expect(oa("a5e", path, [friend])).toEqual({
      exemption: null,
      attacks: [],
      skipped: [{ reactor: 0, id: "friend", stepIndex: 0, reason: "notHostile" }],
    });
    expect(oa("a5e", path, [ogre()]).attacks).toHaveLength(1);
  });

  it("property: attacks only on exits, at the first exit, agreeing with withinReachOf", () => {
    const step = anyStep;
    const reactor = fc.record({
      x: fc.integer({ min: -4, max: 4 }),
      y: fc.integer({ min: -4, max: 4 }),
      side: fc.integer({ min: 1, max: 3 }),
      reach: fc.constantFrom(0, 5, 10, 15),
    });
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 15 }),
        fc.array(reactor, { minLength: 1, maxLength: 6 }),
        fc.constantFrom("srd52", "threeAction" as const),
        fc.integer({ min: 1, max: 2 }),
        (moves, specs, preset, side) => {
          const path: Cell[] = [{ x: 0, y: 0 }];
          for (const [dx, dy] of moves) {
            const last = path[path.length - 1] as Cell;
            path.push({ x: last.x + dx, y: last.y + dy });
          }
          const reactors = specs.map((s): CreatureSnapshot => ({
            space: { x: s.x, y: s.y, side: s.side },
            size: "medium",
            disposition: -1,
            reach: s.reach,
            reactiveStrike: true,
          }));
          const policies = getPreset(preset).policies;
          const big = { size: side === 2 ? "large" : "medium", disposition: 1 } as const;
          const r = opportunityAttacks({ path, mover: big, reactors, policies });
          const at = (c: Cell): Space => ({ x: c.x, y: c.y, side });
          reactors.forEach((re, j) => {
            const inReach = path.map((c) => withinReachOf(re.space, at(c), re.reach ?? 5, policies.movement.diagonals));
            const trigger = inReach.findIndex(
              (v, i) => i < path.length - 1 && v && (preset === "threeAction" || !inReach[i + 1]),
            );
            const hit = r.attacks.find((a) => a.reactor === j);
            expect(hit?.stepIndex ?? -1).toBe(trigger);
          });
        },
      ),
    );
  });
});

describe("OA-2 movement that isn't the mover's own never provokes", () => {
  it("worked example: a teleport out of reach (its path needn't be adjacent)", () => {
    const r = oa(
      "srd52",
      [
        { x: 2, y: 0 },
        { x: 9, y: 9 },
      ],
      [ogre()],
      { how: "teleport" },
    );
    expect(r).toEqual({ exemption: "teleport", attacks: [], skipped: [] });
  });
  it("forced movement, falling, Fall Back, Press the Attack and a world action's push", () => {
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    for (const how of ["forced", "fall", "fallBack", "pressTheAttack", "worldAction"] as const) {
      expect(oa("a5e", path, [ogre()], { how }).exemption).toBe(how);
    }
    expect(oa("srd52", path, [ogre()], { how: "own" }).attacks).toHaveLength(1);
  });
});

describe("OA-3 Disengage", () => {
  it("worked example: a mover that Disengages provokes nothing", () => {
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    expect(oa("srd52", path, [ogre()], { disengaged: true })).toEqual({
      exemption: "disengaged",
      attacks: [],
      skipped: [],
    });
    expect(opportunityExemption(undefined, false)).toBeNull();
    expect(opportunityExemption("forced", true)).toBe("forced");
  });
});

describe("OA-4 the reactor needs its reaction, its wits and sight of the mover", () => {
  it("lists who can't strike, and why", () => {
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    const r = oa("srd52", path, [
      ogre({ id: "a", incapacitated: true }),
      ogre({ id: "b", reactionAvailable: false }),
      ogre({ id: "c", canSeeMover: false }),
      ogre({ id: "d" }),
    ]);
    expect(r.attacks.map((a) => a.id)).toEqual(["d"]);
    expect(r.skipped.map((s) => [s.id, s.reason])).toEqual([
      ["a", "incapacitated"],
      ["b", "noReaction"],
      ["c", "cannotSee"],
    ]);
  });
});

describe("OA-5 threeAction: only a reaction feature strikes, on leaving any square in reach", () => {
  it("a creature without the feature never strikes; with it, moving within reach triggers", () => {
    const path = [
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ];
    expect(oa("threeAction", path, [ogre()]).skipped).toEqual([
      { reactor: 0, id: "ogre", stepIndex: 0, reason: "noReactionFeature" },
    ]);
    expect(oa("threeAction", path, [ogre({ reactiveStrike: true })]).attacks).toEqual([
      { reactor: 0, id: "ogre", stepIndex: 0, hostile: true },
    ]);
    // Stepping into reach and stopping provokes nothing.
    expect(
      oa(
        "threeAction",
        [
          { x: 3, y: 0 },
          { x: 2, y: 0 },
        ],
        [ogre({ reactiveStrike: true })],
      ).attacks,
    ).toEqual([]);
  });
});

describe("OA-1..6 input errors name the field", () => {
  const path = [
    { x: 2, y: 0 },
    { x: 3, y: 0 },
  ];
  it("rejects impossible input", () => {
    const bad = (over: Partial<OpportunityInput> | Record<string, unknown>, field: RegExp) => {
      expect(() => oa("srd52", path, [ogre()], over as Partial<OpportunityInput>)).toThrow(RuleInputError);
      expect(() => oa("srd52", path, [ogre()], over as Partial<OpportunityInput>)).toThrow(field);
    };
    bad({ how: "blink" }, /^how: /);
    bad({ disengaged: "yes" }, /^disengaged: /);
    bad(
      {
        path: [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
        ],
      },
      /^path\[1\]: /,
    );
    bad({ reactors: [ogre({ size: "colossal" as never })] }, /^reactors\[0\]\.size: /);
    bad({ reactors: [ogre({ reach: Number.NaN })] }, /^reactors\[0\]\.reach: /);
    bad({ reactors: [ogre({ space: { x: 0, y: 0, side: 0 } })] }, /^reactors\[0\]\.space\.side: /);
    bad({ mover: { size: "medium", disposition: 5 } }, /^mover\.disposition: /);
    bad({ lastIndex: 2 }, /^lastIndex: /);
    bad({ gridDistance: -5 }, /^gridDistance: /);
    bad(
      { policies: { movement: { diagonals: "equidistant" }, opportunity: { trigger: "always" } } },
      /^policies\.opportunity\.trigger: /,
    );
  });
});
