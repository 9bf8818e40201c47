import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  RuleInputError,
  getPreset,
  resolvePreset,
  sequenceRoller,
  type Roller,
  type TieStep,
} from "../../../src/rules";
import {
  MAX_ROLL_OFF_ROUNDS,
  applyManualTieOrder,
  orderInitiative,
  type InitiativeEntry,
} from "../../../src/rules/initiative";

const ties = (id: string) => getPreset(id).policies.initiative.ties;
const pc = (id: string, initiative: number, owner: string, dexterityScore?: number): InitiativeEntry =>
  dexterityScore === undefined
    ? { id, initiative, controller: "player", ownerIds: [owner] }
    : { id, initiative, controller: "player", ownerIds: [owner], dexterityScore };
const npc = (id: string, initiative: number, dexterityScore?: number, groupId?: string): InitiativeEntry => ({
  id,
  initiative,
  controller: "gm",
  ...(dexterityScore === undefined ? {} : { dexterityScore }),
  ...(groupId === undefined ? {} : { groupId }),
});

describe("CMB-2 the order is highest initiative first and fixed for the combat", () => {
  it("sorts by initiative, highest first", () => {
    const result = orderInitiative([npc("a", 3), pc("b", 19, "u1"), npc("c", 11)], ties("srd52"));
    expect(result).toEqual({ order: ["b", "c", "a"], rollOffs: [], manual: [] });
  });

  it("gives the same order for the same input, whatever the input order", () => {
    const entries = [npc("m1", 12, 10), pc("p1", 12, "u1", 10), npc("m2", 15), pc("p2", 9, "u2")];
    const first = orderInitiative(entries, ties("srd52"));
    expect(orderInitiative(entries, ties("srd52"))).toEqual(first);
    expect(orderInitiative([...entries].reverse(), ties("srd52"))).toEqual(first);
  });

  it("does not touch its input", () => {
    const entries = [npc("b", 5), npc("a", 5)];
    const frozen = Object.freeze(entries.map((e) => Object.freeze({ ...e })));
    expect(orderInitiative(frozen, ["manual"]).order).toEqual(["a", "b"]);
  });

  it("falls back to id order when no step settles a tie", () => {
    const result = orderInitiative([npc("zed", 10), npc("amy", 10), npc("kim", 10)], []);
    expect(result.order).toEqual(["amy", "kim", "zed"]);
    expect(result.manual).toEqual([]);
  });
});

describe("INIT-9 ties in srd51: people decide, optionally a d20 roll-off", () => {
  it("players order tied characters; the GM tied monsters; the GM a mixed tie", () => {
    const result = orderInitiative(
      [pc("p1", 14, "u1"), pc("p2", 14, "u2"), npc("m1", 10), npc("m2", 10), pc("p3", 7, "u3"), npc("m3", 7)],
      ties("srd51"),
    );
    expect(result.order).toEqual(["p1", "p2", "m1", "m2", "m3", "p3"]);
    expect(result.manual).toEqual([
      { ids: ["p1", "p2"], decidedBy: "players", userIds: ["u1", "u2"] },
      { ids: ["m1", "m2"], decidedBy: "gm" },
      { ids: ["m3", "p3"], decidedBy: "gm" },
    ]);
  });

  it("the GM decides for a character nobody owns", () => {
    const result = orderInitiative(
      [pc("p1", 14, "u1"), { id: "p2", initiative: 14, controller: "player" }],
      ties("srd51"),
    );
    expect(result.manual).toEqual([{ ids: ["p1", "p2"], decidedBy: "gm" }]);
  });

  it("with the optional rule everyone tied rolls a d20, highest first", () => {
    const optional = resolvePreset("srd51", { initiative: { ties: ["rollOffAll"] } }).policies.initiative.ties;
    const result = orderInitiative([pc("p1", 14, "u1"), npc("m1", 14)], optional, sequenceRoller([4, 17]));
    expect(result.order).toEqual(["p1", "m1"]);
    expect(result.manual).toEqual([]);
    expect(result.rollOffs).toEqual([
      {
        step: "rollOffAll",
        ids: ["m1", "p1"],
        rolls: [
          [
            { ids: ["m1"], result: 4 },
            { ids: ["p1"], result: 17 },
          ],
        ],
      },
    ]);
  });
});

describe("INIT-10 ties in srd52 by higher Dexterity score, then as srd51", () => {
  it("higher Dexterity score goes first", () => {
    const result = orderInitiative([pc("p1", 15, "u1", 14), npc("m1", 15, 16), npc("m2", 18, 8)], ties("srd52"));
    expect(result.order).toEqual(["m2", "m1", "p1"]);
    expect(result.manual).toEqual([]);
  });

  it("equal scores fall to people", () => {
    const result = orderInitiative([pc("p1", 15, "u1", 14), npc("m1", 15, 14), npc("m2", 15, 18)], ties("srd52"));
    expect(result.order).toEqual(["m2", "m1", "p1"]);
    expect(result.manual).toEqual([{ ids: ["m1", "p1"], decidedBy: "gm" }]);
  });

  it("a tie where a score is missing skips the step", () => {
    const result = orderInitiative([pc("p1", 15, "u1", 20), npc("m1", 15)], ties("srd52"));
    expect(result.manual).toEqual([{ ids: ["m1", "p1"], decidedBy: "gm" }]);
  });

  it("srd51 ignores Dexterity scores", () => {
    const result = orderInitiative([pc("p1", 15, "u1", 10), pc("p2", 15, "u2", 18)], ties("srd51"));
    expect(result.order).toEqual(["p1", "p2"]);
    expect(result.manual).toHaveLength(1);
  });
});

describe("INIT-11 ties in a5e: tied participants roll a d20 until no longer tied", () => {
  it("repeats the roll-off among those still tied", () => {
    const roller = sequenceRoller([5, 5, 3, 12, 8]);
    const result = orderInitiative([pc("a", 10, "u1"), npc("b", 10), pc("c", 10, "u3")], ties("a5e"), roller);
    expect(result.order).toEqual(["a", "b", "c"]);
    expect(result.rollOffs).toEqual([
      {
        step: "rollOffAll",
        ids: ["a", "b", "c"],
        rolls: [
          [
            { ids: ["a"], result: 5 },
            { ids: ["b"], result: 5 },
            { ids: ["c"], result: 3 },
          ],
          [
            { ids: ["a"], result: 12 },
            { ids: ["b"], result: 8 },
          ],
        ],
      },
    ]);
    expect(result.manual).toEqual([]);
    expect(roller.remaining).toBe(0);
  });

  it("a group tied on its shared count rolls once and stays together", () => {
    const entries = [npc("g2", 12, 12, "goblin"), pc("p1", 12, "u1"), npc("g1", 12, 12, "goblin")];
    const result = orderInitiative(entries, ["rollOffAll"], sequenceRoller([9, 14]));
    expect(result.order).toEqual(["p1", "g1", "g2"]);
    expect(result.rollOffs[0]?.rolls).toEqual([
      [
        { ids: ["g1", "g2"], result: 9 },
        { ids: ["p1"], result: 14 },
      ],
    ]);
  });

  it("group members alone never roll against each other", () => {
    const result = orderInitiative([npc("g2", 12, 12, "goblin"), npc("g1", 12, 12, "goblin")], ["rollOffAll"]);
    expect(result).toEqual({ order: ["g1", "g2"], rollOffs: [], manual: [] });
  });
});

describe("INIT-12 ties in threeAction: monsters first, players order their heroes", () => {
  it("a monster goes before a tied hero", () => {
    const result = orderInitiative([pc("hero", 16, "u1"), npc("orc", 16)], ties("threeAction"));
    expect(result.order).toEqual(["orc", "hero"]);
    expect(result.manual).toEqual([]);
  });

  it("tied heroes are ordered by their players; tied monsters by the GM", () => {
    const result = orderInitiative(
      [pc("h2", 16, "u2"), npc("orc", 16), pc("h1", 16, "u1"), npc("ogre", 16)],
      ties("threeAction"),
    );
    expect(result.order).toEqual(["ogre", "orc", "h1", "h2"]);
    expect(result.manual).toEqual([
      { ids: ["ogre", "orc"], decidedBy: "gm" },
      { ids: ["h1", "h2"], decidedBy: "players", userIds: ["u1", "u2"] },
    ]);
  });

  it("srd52 does not put monsters first", () => {
    const result = orderInitiative([pc("hero", 16, "u1", 16), npc("orc", 16, 10)], ties("srd52"));
    expect(result.order).toEqual(["hero", "orc"]);
  });
});

describe("INIT-13 ties in delta: characters reroll, the GM orders the rest", () => {
  it("tied characters roll off", () => {
    const result = orderInitiative([pc("p1", 11, "u1"), pc("p2", 11, "u2")], ties("delta"), sequenceRoller([3, 19]));
    expect(result.order).toEqual(["p2", "p1"]);
    expect(result.manual).toEqual([]);
    expect(result.rollOffs[0]?.step).toBe("rollOffCharacters");
  });

  it("tied non-player entities go to the GM without rolling", () => {
    const result = orderInitiative([npc("m1", 11), npc("m2", 11)], ties("delta"), sequenceRoller([]));
    expect(result.manual).toEqual([{ ids: ["m1", "m2"], decidedBy: "gm" }]);
  });

  it("in a mixed tie characters roll among themselves and the GM places the monster", () => {
    const result = orderInitiative(
      [pc("p1", 11, "u1"), npc("m1", 11), pc("p2", 11, "u2")],
      ties("delta"),
      sequenceRoller([3, 19]),
    );
    // Default places: ids m1, p1, p2; the characters' slots are filled in roll-off order.
    expect(result.order).toEqual(["m1", "p2", "p1"]);
    expect(result.manual).toEqual([{ ids: ["m1", "p2", "p1"], decidedBy: "gm", keepRelativeOrder: ["p2", "p1"] }]);
  });

  it("the GM places the monster but can't undo the characters' roll-off", () => {
    const result = orderInitiative(
      [pc("p1", 11, "u1"), npc("m1", 11), pc("p2", 11, "u2")],
      ties("delta"),
      sequenceRoller([3, 19]),
    );
    const placed = applyManualTieOrder(result, ["m1", "p2", "p1"], ["p2", "m1", "p1"]);
    expect(placed).toEqual({ ok: true, result: { ...result, order: ["p2", "m1", "p1"], manual: [] } });
    expect(applyManualTieOrder(result, ["m1", "p2", "p1"], ["p1", "m1", "p2"])).toEqual({
      ok: false,
      reason: "changesCharacterOrder",
    });
  });

  it("a single character tied with monsters rolls nothing", () => {
    const result = orderInitiative([pc("p1", 11, "u1"), npc("m1", 11)], ties("delta"));
    expect(result.rollOffs).toEqual([]);
    expect(result.manual).toEqual([{ ids: ["m1", "p1"], decidedBy: "gm" }]);
  });
});

/** Plays `repeats` copies of `tieValue`, then `values`, then 1, 2, 3… 20 cycling: a roll-off always ends. */
function tieFirstRoller(repeats: number, tieValue: number, values: readonly number[]): Roller {
  let n = 0;
  return {
    roll(faces) {
      const i = n++;
      if (i < repeats) return tieValue;
      const v = values[i - repeats];
      return v ?? (i % faces) + 1;
    },
  };
}

const entryArb = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-h][0-9]?$/),
    initiative: fc.integer({ min: 1, max: 6 }),
    controller: fc.constantFrom("gm" as const, "player" as const),
    dexterityScore: fc.integer({ min: 8, max: 10 }),
    owner: fc.constantFrom("u1", "u2"),
    grouped: fc.boolean(),
  }),
  { selector: (e) => e.id, maxLength: 14 },
);
type RawEntry = typeof entryArb extends fc.Arbitrary<(infer T)[]> ? T : never;
const toEntries = (raw: readonly RawEntry[]): InitiativeEntry[] =>
  raw.map(({ owner, grouped, ...e }) =>
    e.controller === "player" ? { ...e, ownerIds: [owner] } : grouped ? { ...e, groupId: `grp${e.initiative % 2}` } : e,
  );
const stepsArb = fc.array(
  fc.constantFrom<TieStep[]>("dexterityScore", "monstersFirst", "rollOffAll", "rollOffCharacters", "manual"),
  {
    maxLength: 4,
  },
);

describe("CMB-2 / INIT-9..13 properties of the order", () => {
  it("is total, stable and highest first for every tie policy", () => {
    fc.assert(
      fc.property(entryArb, stepsArb, fc.array(fc.integer({ min: 1, max: 20 })), (raw, steps, rolls) => {
        const entries = toEntries(raw);
        const a = orderInitiative(entries, steps, tieFirstRoller(0, 1, rolls));
        const b = orderInitiative(entries, steps, tieFirstRoller(0, 1, rolls));
        expect(a).toEqual(b);
        expect([...a.order].sort()).toEqual(entries.map((e) => e.id).sort());
        const count = new Map(entries.map((e) => [e.id, e.initiative]));
        const counts = a.order.map((id) => count.get(id) as number);
        expect(counts).toEqual([...counts].sort((x, y) => y - x));
        const byId = new Map(entries.map((e) => [e.id, e]));
        if (steps[0] === "monstersFirst") {
          // Within every count, no GM creature comes after a character.
          for (let i = 1; i < a.order.length; i++) {
            const prev = byId.get(a.order[i - 1] as string);
            const cur = byId.get(a.order[i] as string);
            if (prev?.initiative === cur?.initiative)
              expect([prev?.controller, cur?.controller]).not.toEqual(["player", "gm"]);
          }
        }
        for (const tie of a.manual) {
          const block = tie.within ?? tie.ids;
          const start = a.order.indexOf(block[0] as string);
          expect(a.order.slice(start, start + block.length)).toEqual(block);
          expect(a.order.filter((id) => tie.ids.includes(id))).toEqual(tie.ids);
        }
      }),
    );
  });

  it("with no tie steps: highest first, then id order, each group together in id order", () => {
    fc.assert(
      fc.property(entryArb, (raw) => {
        const entries = toEntries(raw);
        const units = new Map<string, InitiativeEntry[]>();
        for (const e of entries) {
          const key = e.groupId === undefined ? `e:${e.id}` : `g:${e.groupId}:${e.initiative}`;
          units.set(key, [...(units.get(key) ?? []), e]);
        }
        const expected = [...units.values()]
          .map((members) => members.map((m) => m.id).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)))
          .sort((x, y) => {
            const dx =
              (entries.find((e) => e.id === x[0])?.initiative ?? 0) -
              (entries.find((e) => e.id === y[0])?.initiative ?? 0);
            return dx !== 0 ? -dx : (x[0] as string) < (y[0] as string) ? -1 : 1;
          })
          .flat();
        expect(orderInitiative(entries, []).order).toEqual(expected);
      }),
    );
    expect(orderInitiative([npc("b", 5), pc("a", 5, "u"), npc("c", 9)], []).order).toEqual(["c", "a", "b"]);
  });

  it("doesn't depend on the input order when nothing is rolled", () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.array(fc.constantFrom("dexterityScore" as const, "monstersFirst" as const, "manual" as const)),
        (raw, steps) => {
          const entries = toEntries(raw);
          expect(orderInitiative([...entries].reverse(), steps)).toEqual(orderInitiative(entries, steps));
        },
      ),
    );
  });

  it("a roll-off never leaves a tie, even when the first rolls all tie again", () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 30 }),
        (raw, repeats, tieValue, rolls) => {
          const entries = toEntries(raw);
          const result = orderInitiative(entries, ["rollOffAll"], tieFirstRoller(repeats, tieValue, rolls));
          expect(result.manual).toEqual([]);
          const count = new Map(entries.map((e) => [e.id, e.initiative]));
          const group = new Map(entries.map((e) => [e.id, e.groupId]));
          const history = (id: string): (number | undefined)[] =>
            result.rollOffs.flatMap((r) => r.rolls.map((round) => round.find((x) => x.ids.includes(id))?.result));
          for (let i = 1; i < result.order.length; i++) {
            const x = result.order[i - 1] as string;
            const y = result.order[i] as string;
            if (count.get(x) !== count.get(y)) continue;
            if (group.get(x) !== undefined && group.get(x) === group.get(y)) continue; // one unit
            const hx = history(x);
            const hy = history(y);
            const k = hx.findIndex((v, j) => v !== hy[j]);
            expect(k).toBeGreaterThanOrEqual(0);
            expect(hx[k]).toBeGreaterThan(hy[k] as number);
          }
        },
      ),
    );
  });
});

describe("orderInitiative input checks", () => {
  it("names the bad field", () => {
    expect(() => orderInitiative([npc("a", Number.NaN)], [])).toThrow(/^entries\[0\]\.initiative:/);
    expect(() => orderInitiative([npc("a", 1), npc("a", 2)], [])).toThrow(/^entries\[1\]\.id: duplicate id "a"/);
    expect(() => orderInitiative([npc("a", 1)], ["dexterityScore", "coinFlip" as "manual"])).toThrow(/^ties\[1\]:/);
    expect(() => orderInitiative([npc("a", 1, 31)], [])).toThrow(/^entries\[0\]\.dexterityScore:/);
    expect(() => orderInitiative([{ ...pc("a", 1, "u"), groupId: "g" }], [])).toThrow(/^entries\[0\]\.groupId:/);
    expect(() => orderInitiative([{ ...pc("a", 1, "u"), ownerIds: [""] }], [])).toThrow(
      /^entries\[0\]\.ownerIds\[0\]:/,
    );
    expect(() => orderInitiative([{ ...npc("a", 1), controller: "ally" as "gm" }], [])).toThrow(
      /^entries\[0\]\.controller:/,
    );
    expect(() => orderInitiative("x" as never, [])).toThrow(RuleInputError);
  });

  it("asks for a roller only when a roll-off is needed", () => {
    expect(orderInitiative([npc("a", 1), npc("b", 2)], ["rollOffAll"]).order).toEqual(["b", "a"]);
    expect(() => orderInitiative([npc("a", 1), npc("b", 1)], ["rollOffAll"])).toThrow(/^roller: needed/);
  });

  it("refuses impossible die results and a roller stuck on ties", () => {
    const bad: Roller = { roll: () => 21 };
    expect(() => orderInitiative([npc("a", 1), npc("b", 1)], ["rollOffAll"], bad)).toThrow(/^roller:/);
    const stuck: Roller = { roll: () => 7 };
    expect(() => orderInitiative([npc("a", 1), npc("b", 1)], ["rollOffAll"], stuck)).toThrow(
      new RegExp(`^roller: still tied after ${MAX_ROLL_OFF_ROUNDS}`),
    );
  });
});

describe("INIT-9 / INIT-12 applyManualTieOrder: people settle only reported ties", () => {
  const base = orderInitiative(
    [
      npc("top", 20),
      pc("p1", 14, "u1"),
      pc("p2", 14, "u2"),
      npc("g1", 9, 10, "wolves"),
      npc("g2", 9, 10, "wolves"),
      npc("m", 9),
    ],
    ties("srd51"),
  );

  it("reports groups that must stay together", () => {
    expect(base.manual).toEqual([
      { ids: ["p1", "p2"], decidedBy: "players", userIds: ["u1", "u2"] },
      { ids: ["g1", "g2", "m"], decidedBy: "gm", keepTogether: [["g1", "g2"]] },
    ]);
  });

  it("reorders inside a tie and marks it settled", () => {
    const applied = applyManualTieOrder(base, ["p2", "p1"], ["p2", "p1"]);
    expect(applied).toEqual({
      ok: true,
      result: { order: ["top", "p2", "p1", "g1", "g2", "m"], rollOffs: [], manual: [base.manual[1]] },
    });
    if (applied.ok)
      expect(applyManualTieOrder(applied.result, ["p1", "p2"], ["p1", "p2"])).toEqual({ ok: false, reason: "notATie" });
    const group = applyManualTieOrder(base, ["m", "g1", "g2"], ["m", "g1", "g2"]);
    expect(group.ok && group.result.order).toEqual(["top", "p1", "p2", "m", "g1", "g2"]);
  });

  it("refuses anything else with a reason", () => {
    expect(applyManualTieOrder(base, ["top", "p1"], ["p1", "top"])).toEqual({ ok: false, reason: "notATie" });
    expect(applyManualTieOrder(base, ["p1"], ["p1"])).toEqual({ ok: false, reason: "notATie" });
    expect(applyManualTieOrder(base, ["p1", "p2"], ["p1", "m"])).toEqual({ ok: false, reason: "notTheTiedCombatants" });
    expect(applyManualTieOrder(base, ["p1", "p2"], ["p1", "p1"])).toEqual({
      ok: false,
      reason: "notTheTiedCombatants",
    });
    expect(applyManualTieOrder(base, ["g1", "g2", "m"], ["g1", "m", "g2"])).toEqual({
      ok: false,
      reason: "splitsGroup",
    });
    expect(applyManualTieOrder(base, ["g1", "g2", "m"], ["g2", "g1", "m"])).toEqual({
      ok: false,
      reason: "splitsGroup",
    });
    const shuffled = { ...base, order: ["p1", "top", "p2", "g1", "g2", "m"] };
    expect(applyManualTieOrder(shuffled, ["p1", "p2"], ["p2", "p1"])).toEqual({ ok: false, reason: "notATie" });
  });

  it("rejects malformed input naming the field", () => {
    expect(() => applyManualTieOrder(null as never, [], [])).toThrow(/^result:/);
    expect(() => applyManualTieOrder(base, [3 as never], [])).toThrow(/^tieIds\[0\]:/);
    expect(() => applyManualTieOrder(base, ["p1"], "p1" as never)).toThrow(/^chosenOrder:/);
  });
});

describe("INIT-9 / INIT-10 a mixed tie: the players order their characters, the GM only places them against monsters", () => {
  const result = orderInitiative([pc("b", 12, "u2"), npc("m", 12), pc("a", 12, "u1")], ties("srd51"));

  it("reports the GM's tie with the characters' order kept, and a players' tie for the characters", () => {
    expect(result.order).toEqual(["a", "b", "m"]);
    expect(result.manual).toEqual([
      { ids: ["a", "b", "m"], decidedBy: "gm", keepRelativeOrder: ["a", "b"] },
      { ids: ["a", "b"], decidedBy: "players", userIds: ["u1", "u2"], within: ["a", "b", "m"] },
    ]);
    const srd52 = orderInitiative([pc("b", 12, "u2", 12), npc("m", 12, 12), pc("a", 12, "u1", 12)], ties("srd52"));
    expect(srd52.manual).toEqual(result.manual);
  });

  it("the GM can't reorder the characters among themselves", () => {
    expect(applyManualTieOrder(result, ["a", "b", "m"], ["b", "m", "a"])).toEqual({
      ok: false,
      reason: "changesCharacterOrder",
    });
  });

  it("players first, then the GM: the GM keeps the players' order", () => {
    const players = applyManualTieOrder(result, ["a", "b"], ["b", "a"]);
    if (!players.ok) return expect.fail(players.reason);
    expect(players.result.order).toEqual(["b", "a", "m"]);
    expect(applyManualTieOrder(players.result, ["a", "b", "m"], ["a", "m", "b"])).toEqual({
      ok: false,
      reason: "changesCharacterOrder",
    });
    const gm = applyManualTieOrder(players.result, ["a", "b", "m"], ["b", "m", "a"]);
    expect(gm).toEqual({ ok: true, result: { order: ["b", "m", "a"], rollOffs: [], manual: [] } });
  });

  it("the GM first, then the players: the characters trade only their own places", () => {
    const gm = applyManualTieOrder(result, ["a", "b", "m"], ["a", "m", "b"]);
    if (!gm.ok) return expect.fail(gm.reason);
    expect(gm.result.order).toEqual(["a", "m", "b"]);
    const players = applyManualTieOrder(gm.result, ["a", "b"], ["b", "a"]);
    expect(players).toEqual({ ok: true, result: { order: ["b", "m", "a"], rollOffs: [], manual: [] } });
  });

  it("the GM decides everything when a tied character has no owner, or only one character is tied", () => {
    const unowned = orderInitiative(
      [pc("a", 12, "u1"), { id: "b", initiative: 12, controller: "player" }, npc("m", 12)],
      ties("srd51"),
    );
    expect(unowned.manual).toEqual([{ ids: ["a", "b", "m"], decidedBy: "gm" }]);
    const single = orderInitiative([pc("a", 12, "u1"), npc("m", 12)], ties("srd51"));
    expect(single.manual).toEqual([{ ids: ["a", "m"], decidedBy: "gm" }]);
  });
});

describe("INIT-9 applyManualTieOrder checks result.manual field by field", () => {
  const base = orderInitiative([pc("p1", 14, "u1"), pc("p2", 14, "u2")], ties("srd51"));
  const withManual = (manual: unknown) => ({ ...base, manual }) as never;

  it.each([
    [[null], /^result\.manual\[0\]: expected an object/],
    [[{ decidedBy: "gm" }], /^result\.manual\[0\]\.ids: expected a list/],
    [[{ ids: "p1", decidedBy: "gm" }], /^result\.manual\[0\]\.ids: expected a list/],
    [[{ ids: ["p1", 2], decidedBy: "gm" }], /^result\.manual\[0\]\.ids\[1\]:/],
    [[{ ids: ["p1", "p2"], decidedBy: "dice" }], /^result\.manual\[0\]\.decidedBy:/],
    [[{ ids: ["p1", "p2"], decidedBy: "gm", keepTogether: "p1" }], /^result\.manual\[0\]\.keepTogether:/],
    [[{ ids: ["p1", "p2"], decidedBy: "gm", keepTogether: [["p1"], []] }], /^result\.manual\[0\]\.keepTogether\[1\]:/],
    [[{ ids: ["p1", "p2"], decidedBy: "gm", keepTogether: [[null]] }], /^result\.manual\[0\]\.keepTogether\[0\]\[0\]:/],
    [[{ ids: ["p1", "p2"], decidedBy: "gm", keepRelativeOrder: [7] }], /^result\.manual\[0\]\.keepRelativeOrder\[0\]:/],
    [[{ ids: ["p1", "p2"], decidedBy: "players", userIds: {} }], /^result\.manual\[0\]\.userIds:/],
  ])("a malformed tie throws a RuleInputError naming the field (%#)", (manual, field) => {
    expect(() => applyManualTieOrder(withManual(manual), ["p1", "p2"], ["p2", "p1"])).toThrow(field);
    expect(() => applyManualTieOrder(withManual(manual), ["p1", "p2"], ["p2", "p1"])).toThrow(RuleInputError);
  });

  it("a well-formed tie still applies", () => {
    const applied = applyManualTieOrder(
      withManual([{ ids: ["p1", "p2"], decidedBy: "players" }]),
      ["p1", "p2"],
      ["p2", "p1"],
    );
    expect(applied).toEqual({ ok: true, result: { order: ["p2", "p1"], rollOffs: [], manual: [] } });
  });
});
