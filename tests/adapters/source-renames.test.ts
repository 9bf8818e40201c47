// Issue 26 lesser attack (item 5, "migrations that … rename fields"): a stored combatant or combat whose `system`
// holds a field under a name Fray renamed loads with the value under the new name (src/data/source-migrations.ts,
// the rename table run by migrateSystemSource), instead of being rejected by validation. No stored key of the
// combat or combatant `system` data has been renamed yet (git history: every ledger field was only ever added), so
// the tables are empty and this test hands migrateSystemSource a test-only entry (`ledger.reactionCount` →
// `ledger.reactions`) through its public `renames` argument. The one stored move Fray did make (the GM's override
// records from `flags.fray.ledgerOverrides` to `system.ledgerOverrides`, owner-writable flags) stays with the
// schema-1 world migration, which drops forged records (tests/adapters/migration.test.ts, "issue 26 attack 11").
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import { combat010 } from "./fixtures/v0-1-0";
import { SOURCE_RENAMES, migrateSystemSource, type SourceRename } from "../../src/data/source-migrations";
import { getPreset, ledgerForTurnStart, type TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

type Model = new (source: unknown) => Record<string, unknown>;
const combatantModel = () => h.config.Combatant.dataModels.base as unknown as Model;

/** Test only: a ledger field stored as `reactionCount` before a (pretend) rename to `reactions`. */
const RENAMED: readonly SourceRename[] = [{ from: "ledger.reactionCount", to: "ledger.reactions" }];

/** A current ledger with one reaction used, stored under the old name. */
function storedUnderOldName(): Record<string, unknown> {
  const fresh = ledgerForTurnStart(
    null,
    getPreset("srd52").policies,
    { speed: 30, reactionsPerRound: 1, incapacitated: false },
    false,
  );
  const { reactions, ...rest } = { ...fresh, reactions: { perRound: 1, used: 1 } };
  return { ledger: { ...rest, reactionCount: reactions } };
}

describe("issue 26 lesser attack: a renamed stored ledger field is migrated, not rejected", () => {
  it("a combatant whose ledger holds the old name loads with the value under the new name", () => {
    const migrated = migrateSystemSource("combatant", storedUnderOldName(), RENAMED);
    const ledger = new (combatantModel())(migrated).ledger as TurnLedger & { reactionCount?: unknown };
    expect(ledger.reactions).toEqual({ perRound: 1, used: 1 });
    expect(ledger.reactionCount).toBeUndefined();
  });

  it("without the table's entry the same source is rejected, naming the field (what the entry fixes)", () => {
    expect(() => new (combatantModel())(storedUnderOldName())).toThrow(/system\.ledger\.reactions/);
  });

  it("both names stored: the new name's value stays, the old goes; a second run changes nothing", () => {
    const source = storedUnderOldName();
    const ledger = source.ledger as Record<string, unknown>;
    ledger.reactions = { perRound: 1, used: 0 };
    const once = migrateSystemSource("combatant", source, RENAMED);
    expect((once.ledger as Record<string, unknown>).reactions).toEqual({ perRound: 1, used: 0 });
    expect("reactionCount" in (once.ledger as object)).toBe(false);
    expect(migrateSystemSource("combatant", structuredClone(once), RENAMED)).toEqual(once);
  });

  it("a rename never throws on odd data, and leaves a source with neither name alone", () => {
    for (const odd of [{ ledger: null }, { ledger: 5 }, { ledger: [1] }, {}, { ledger: { reactionCount: undefined } }])
      expect(() => migrateSystemSource("combatant", structuredClone(odd), RENAMED)).not.toThrow();
    expect(migrateSystemSource("combatant", { ledger: null }, RENAMED)).toEqual({ ledger: null });
  });

  it("the tables Fray ships are empty: no combat or combatant system field was ever renamed", () => {
    expect(SOURCE_RENAMES.combatant).toEqual([]);
    expect(SOURCE_RENAMES.combat).toEqual([]);
  });

  it("a stored 0.1.0 combat still loads on every client through the models' own migrateData", () => {
    h.world.create(h.gm, "Combat", null, [combat010("hero0000000000aa", "ogre0000000000aa")], {});
    for (const user of [h.gm, h.player])
      expect(h.client(user).doc("Combat.combat000000000a.Combatant.herocombatant00a")).toBeTruthy();
  });
});
