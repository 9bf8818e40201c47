// The GM's row context menu in Fray's tracker (src/applications/combat/combatant-menu.ts) over a real FrayCombat:
// INIT-15 a controlled mount's rider, INIT-17 a fixed entry count, INIT-7 a5e's surprise-step check. Core's
// entries are kept, a player sees none of Fray's, and a closed dialog or a bad answer changes nothing.
import { describe, expect, it } from "vitest";
import { combatOf, initiativeHarness, named, order, sys } from "./initiative-setup";
import { dialogs } from "../harness/applications";
import { CORE_ENTRY_NAMES } from "../harness/combat-tracker";
import { FrayCombatTracker } from "../../src/applications/combat/tracker";
import {
  parseCount,
  parseSurpriseCheck,
  riderChoices,
  type CombatantMenuEntry,
  type MenuCombatant,
} from "../../src/applications/combat/combatant-menu";
import { PRESET_IDS } from "../../src/rules/presets/ids";
import type { Combat as HarnessCombat } from "../harness/classes";

const RIDER = "FRAY.Combat.Menu.Rider.Entry";
const COUNT = "FRAY.Combat.Menu.Count.Entry";
const SURPRISE = "FRAY.Combat.Menu.SurpriseCheck.Entry";

function menuOf(combat: unknown): CombatantMenuEntry[] {
  const tracker = new FrayCombatTracker();
  (tracker as unknown as { viewed: unknown }).viewed = combat;
  return tracker._getEntryContextOptions();
}

/** The row element of `name` as the context menu hands it over (`li` with `data-combatant-id`). */
const row = (combat: HarnessCombat, name: string) =>
  ({ dataset: { combatantId: named(combat, name).id } }) as unknown as HTMLElement;

/** The names of the entries shown on `name`'s row. */
const shown = (combat: HarnessCombat, name: string) =>
  menuOf(combat)
    .filter((e) => e.condition(row(combat, name)))
    .map((e) => e.name);

function entry(combat: unknown, name: string): CombatantMenuEntry {
  const found = menuOf(combat).find((e) => e.name === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
}

const lastContent = () => (dialogs.shown.at(-1)?.content as string | undefined) ?? "";

describe("INIT-7 INIT-15 INIT-17 the GM's row menu entries, per preset", () => {
  for (const preset of PRESET_IDS) {
    it(`${preset}: core's entries kept; rider where the mount uses its rider's initiative, surprise step in a5e`, async () => {
      const h = await initiativeHarness(preset);
      const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Horse", type: "npc" });
      const expected = [
        ...CORE_ENTRY_NAMES,
        ...(preset === "threeAction" ? [] : [RIDER]),
        COUNT,
        ...(preset === "a5e" ? [SURPRISE] : []),
        "FRAY.Combat.Menu.Side.Entry",
      ];
      expect(shown(combat, "Horse")).toEqual(expected);

      h.actAs(h.player);
      expect(shown(combat, "Ayla")).toEqual([...CORE_ENTRY_NAMES]);
    });
  }

  it("INIT-7 (a5e): the surprise-step entry leaves once the combatant has a count", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Orc", type: "npc", combatant: { initiative: 12 } });
    expect(shown(combat, "Ayla")).toContain(SURPRISE);
    expect(shown(combat, "Orc")).not.toContain(SURPRISE);
  });
});

describe("INIT-15 Ride with… sets a controlled mount's rider", () => {
  it("INIT-15 (srd52): the rider picked in the dialog takes the mount right after it, at its count", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true, combatant: { initiative: 14 } },
      { name: "Orc", type: "npc", combatant: { initiative: 18 } },
      { name: "Horse", type: "npc", combatant: { initiative: 20 } },
      { name: "<b>Bold</b>", type: "npc" },
    );
    dialogs.answers.push({ riderId: named(combat, "Ayla").id });
    await entry(combat, RIDER).callback(row(combat, "Horse"));
    expect(sys(named(combat, "Horse")).riderId).toBe(named(combat, "Ayla").id);
    expect(order(combat).slice(0, 3)).toEqual(["Orc", "Ayla", "Horse"]);
    expect(named(combat, "Horse").initiative).toBe(14);

    const content = lastContent();
    expect(content).toContain("&lt;b&gt;Bold&lt;/b&gt;");
    expect(content).not.toContain("<b>Bold");
    expect(content).not.toContain("<b>Bold</b>");
    expect(content).not.toContain(`value="${named(combat, "Horse").id}"`);
    expect(content).toContain('<option value="" selected>Not mounted</option>');

    // The dialog opens on the current rider; "Not mounted" dismounts.
    dialogs.answers.push({ riderId: "" });
    await entry(combat, RIDER).callback(row(combat, "Horse"));
    expect(lastContent()).toContain(`value="${named(combat, "Ayla").id}" selected`);
    expect(sys(named(combat, "Horse")).riderId).toBe("");
  });

  it("INIT-15: a closed dialog or a rider not on offer changes nothing", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Horse", type: "npc" });
    dialogs.answers.push(null);
    await entry(combat, RIDER).callback(row(combat, "Horse"));
    dialogs.answers.push({ riderId: named(combat, "Horse").id });
    await entry(combat, RIDER).callback(row(combat, "Horse"));
    expect(h.warn).toHaveBeenCalledTimes(1);
    expect(h.warn).toHaveBeenCalledWith(
      "Rider: pick another combatant of this combat, or Not mounted. Nothing changed.",
    );
    expect(sys(named(combat, "Horse")).riderId).toBe("");
  });

  it("INIT-15: the choices leave out the mount itself and a combatant it already carries", () => {
    const c = (id: string, riderId = ""): MenuCombatant => ({
      id,
      name: id.toUpperCase(),
      initiative: null,
      system: { riderId },
      update: () => Promise.resolve(),
    });
    const choices = riderChoices([c("horse", "ayla"), c("ayla"), c("pony", "horse"), c("orc")], "horse", "None");
    expect(choices).toEqual([
      { value: "", label: "None", selected: false },
      { value: "ayla", label: "AYLA", selected: true },
      { value: "orc", label: "ORC", selected: false },
    ]);
  });
});

describe("INIT-17 Enter at count… places a combatant at a fixed count", () => {
  it("INIT-17 (a5e): mid-combat, the combatant enters at the count typed and the turn stays", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(
      h,
      { name: "Ayla", combatant: { initiative: 15 } },
      { name: "Orc", type: "npc", combatant: { initiative: 10 } },
      { name: "Elemental", type: "npc" },
    );
    await combat.startCombat();
    await h.settle();
    await combat.nextTurn();
    await h.settle();
    expect(combat.combatant?.name).toBe("Orc");
    dialogs.answers.push({ count: "20" });
    await entry(combat, COUNT).callback(row(combat, "Elemental"));
    expect(lastContent()).toContain('name="count" step="any" value="20"');
    expect(order(combat)).toEqual(["Elemental", "Ayla", "Orc"]);
    expect(named(combat, "Elemental").initiative).toBe(20);
    expect(combat.combatant?.name).toBe("Orc");
  });

  it("INIT-17: a count that is not a number warns; a closed dialog does nothing", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", combatant: { initiative: 15 } }, { name: "Imp", type: "npc" });
    for (const answer of [{ count: "twenty" }, { count: " " }, null]) {
      dialogs.answers.push(answer);
      await entry(combat, COUNT).callback(row(combat, "Imp"));
    }
    expect(h.warn).toHaveBeenCalledTimes(2);
    expect(h.warn).toHaveBeenCalledWith("Initiative count: enter a number (for example 20). Nothing changed.");
    expect(named(combat, "Imp").initiative).toBeNull();
    expect(parseCount("12.5")).toBe(12.5);
    expect(parseCount("Infinity")).toBeNull();
  });
});

describe("INIT-7 Surprise-step check… (a5e)", () => {
  it("INIT-7: the total typed is the combatant's initiative when it rolls; blank clears it", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Bran" });
    dialogs.answers.push({ surpriseCheck: "17" });
    await entry(combat, SURPRISE).callback(row(combat, "Ayla"));
    expect(sys(named(combat, "Ayla")).surpriseCheck).toBe(17);

    dialogs.answers.push({ surpriseCheck: "9" }, { surpriseCheck: "" });
    await entry(combat, SURPRISE).callback(row(combat, "Bran"));
    await entry(combat, SURPRISE).callback(row(combat, "Bran"));
    expect(lastContent()).toContain('name="surpriseCheck" step="1" value="9"');
    expect(sys(named(combat, "Bran")).surpriseCheck).toBeNull();

    await combat.rollInitiative([named(combat, "Ayla").id]);
    expect(named(combat, "Ayla").initiative).toBe(17);
  });

  it("INIT-7: a total that is not a whole number warns; a closed dialog or an already rolled combatant changes nothing", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla", combatant: { system: { surpriseCheck: 11 } } });
    dialogs.answers.push({ surpriseCheck: "4.5" }, null);
    await entry(combat, SURPRISE).callback(row(combat, "Ayla"));
    await entry(combat, SURPRISE).callback(row(combat, "Ayla"));
    expect(h.warn).toHaveBeenCalledWith("Check total: enter a whole number, or leave it blank. Nothing changed.");

    // Rolled while the dialog was open: the answer comes too late.
    await named(combat, "Ayla").update({ initiative: 11 });
    dialogs.answers.push({ surpriseCheck: "20" });
    await entry(combat, SURPRISE).callback(row(combat, "Ayla"));
    expect(h.warn).toHaveBeenCalledTimes(2);
    expect(sys(named(combat, "Ayla")).surpriseCheck).toBe(11);
    expect(parseSurpriseCheck("-2")).toEqual({ ok: true, value: -2 });
  });

  it("INIT-7 INIT-15 INIT-17: a player's click reaches nothing even if the entry were shown", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Horse", type: "npc" });
    h.actAs(h.player);
    for (const name of [RIDER, COUNT, SURPRISE]) await entry(combat, name).callback(row(combat, "Ayla"));
    expect(dialogs.shown).toHaveLength(0);
    expect(sys(named(combat, "Ayla")).surpriseCheck).toBeNull();
  });
});
