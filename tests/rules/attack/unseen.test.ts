import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { visibilitySources } from "../../../src/rules/attack";
import { A5E, DELTA, SRD51, SRD52, THREE, withAttack } from "./helpers";

const both = { attackerSeesTarget: false, targetSeesAttacker: false };

describe("ATK-7 unseen attackers and targets", () => {
  it("gives disadvantage against a target the attacker can't see", () => {
    expect(visibilitySources(SRD52, { attackerSeesTarget: false, targetSeesAttacker: true })).toEqual({
      sources: [{ rule: "ATK-7", reason: "unseenTarget", effect: "disadvantage" }],
      revealsAttacker: false,
    });
  });

  it("gives advantage to an attacker the target can't see", () => {
    expect(visibilitySources(A5E, { attackerSeesTarget: true, targetSeesAttacker: false }).sources).toEqual([
      { rule: "ATK-7", reason: "unseenAttacker", effect: "advantage" },
    ]);
  });

  it("5e family: when neither sees the other both sources come back and cancel", () => {
    for (const p of [SRD52, SRD51, DELTA]) {
      expect(
        visibilitySources(p, both)
          .sources.map((s) => s.effect)
          .sort(),
      ).toEqual(["advantage", "disadvantage"]);
    }
  });

  it("TA-5: the three-action family gets no advantage or disadvantage from sight (a flat check instead)", () => {
    expect(visibilitySources(THREE, both).sources).toEqual([]);
    expect(visibilitySources(THREE, { ...both, attackerHidden: true }).revealsAttacker).toBe(true);
  });

  it("a5e: when neither sees the other every attack has plain disadvantage", () => {
    expect(visibilitySources(A5E, both).sources).toEqual([
      { rule: "ATK-7", reason: "mutualUnseen", effect: "disadvantage" },
    ]);
    expect(visibilitySources(withAttack(SRD52, { mutualUnseen: "disadvantage" }), both).sources).toHaveLength(1);
  });

  it("a hidden attacker counts as unseen and is revealed by attacking", () => {
    const r = visibilitySources(SRD52, { attackerSeesTarget: true, targetSeesAttacker: true, attackerHidden: true });
    expect(r.sources).toEqual([{ rule: "ATK-7", reason: "hiddenAttacker", effect: "advantage" }]);
    expect(r.revealsAttacker).toBe(true);
    expect(visibilitySources(SRD52, { attackerSeesTarget: true, targetSeesAttacker: false }).revealsAttacker).toBe(
      false,
    );
  });

  it("seeing each other changes nothing, in every preset", () => {
    fc.assert(
      fc.property(fc.constantFrom(SRD52, SRD51, A5E, THREE, DELTA), (p) => {
        expect(visibilitySources(p, { attackerSeesTarget: true, targetSeesAttacker: true }).sources).toEqual([]);
      }),
    );
  });

  it("names a missing or wrong flag", () => {
    expect(() => visibilitySources(SRD52, { attackerSeesTarget: true } as never)).toThrow(/^targetSeesAttacker:/);
    expect(() => visibilitySources(SRD52, { ...both, attackerSeesTarget: 1 } as never)).toThrow(/^attackerSeesTarget:/);
    expect(() => visibilitySources(SRD52, { ...both, attackerHidden: "no" } as never)).toThrow(/^attackerHidden:/);
    expect(() => visibilitySources(withAttack(SRD52, { mutualUnseen: "x" as never }), both)).toThrow(
      /^policies\.attack\.mutualUnseen:/,
    );
  });
});
