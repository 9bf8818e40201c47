// Issue 14 item 5, ENV-1 / ENV-2 / ENV-3: the combat takes place in one of a5e's nine example environments. The
// GM picks it in the tracker's Environment list (one change, driven here through the rendered select) and its
// world actions, named in the user's language, replace the previous environment's; actions the GM added by
// hand stay. Players and presets without world actions are refused with a warning and nothing changes.
import { describe, expect, it } from "vitest";
import { automationHarness, combatOf } from "./combat-automation-setup";
import type { Combat as HarnessCombat } from "../harness/classes";
import type { FrayCombat } from "../../src/documents";
import type { WorldActionData } from "../../src/combat/world-actions/world-actions";
import { FrayCombatTracker } from "../../src/applications/combat/tracker";
import { environmentWorldActions } from "../../src/rules";

const fray = (combat: HarnessCombat) => combat as unknown as FrayCombat;
const actionsOf = (combat: HarnessCombat) => (combat.system as { worldActions: WorldActionData[] }).worldActions;
const environmentOf = (combat: HarnessCombat) => (combat.system as { environment: string }).environment;

async function a5eCombat(preset = "a5e") {
  const h = await automationHarness(preset);
  const combat = await combatOf({ name: "Ayla", initiative: 15 }, { name: "Wolf", initiative: 10, type: "npc" });
  return { h, combat };
}

describe("ENV-3 the combat's environment", () => {
  it("Stormy adds Forceful Gale (every round) and Lightning Strike (Recharge 5–6), all available", async () => {
    const { combat } = await a5eCombat();
    await fray(combat).setEnvironment("stormy");
    expect(environmentOf(combat)).toBe("stormy");
    expect(actionsOf(combat)).toEqual([
      { id: "forcefulGale", name: "Forceful Gale", recharge: null, available: true },
      { id: "lightningStrike", name: "Lightning Strike", recharge: { min: 5 }, available: true },
    ]);
    // The rules core's own list, with names added.
    expect(actionsOf(combat).map(({ id, recharge, available }) => ({ id, recharge, available }))).toEqual(
      environmentWorldActions("stormy"),
    );
  });

  it("a new environment replaces the last one's actions and keeps the GM's own; none clears the environment's", async () => {
    const { combat } = await a5eCombat();
    await fray(combat).setEnvironment("stormy");
    await fray(combat).addWorldAction({ name: "Collapsing Bridge", rechargeMin: 6 });
    await fray(combat).setEnvironment("swampy");
    expect(actionsOf(combat).map((a) => a.name)).toEqual(["Collapsing Bridge", "Swamp Gas", "Leeches"]);
    await fray(combat).setEnvironment("");
    expect(actionsOf(combat).map((a) => a.name)).toEqual(["Collapsing Bridge"]);
    expect(environmentOf(combat)).toBe("");
  });

  it("a spent action of the environment recharges at round start like any other (ENV-2)", async () => {
    const { h, combat } = await a5eCombat();
    await fray(combat).setEnvironment("rocky");
    h.dice.queue(6, 2); // the recharge d6 right after use: 2, below 5
    await fray(combat).useWorldAction("fallingRocks");
    expect(actionsOf(combat)).toEqual([
      { id: "fallingRocks", name: "Falling Rocks", recharge: { min: 5 }, available: false },
    ]);
  });

  it("refuses a player, another preset and an unknown environment, changing nothing", async () => {
    const { h, combat } = await a5eCombat();
    await fray(combat).setEnvironment("fiery");
    const before = structuredClone(actionsOf(combat));
    await expect(fray(combat).setEnvironment("volcanic")).rejects.toThrow(/environment/);
    h.actAs(h.player);
    expect(await fray(h.doc(combat)).setEnvironment("frigid")).toBeNull();
    expect(h.warn).toHaveBeenCalled();
    expect(actionsOf(h.doc(combat))).toEqual(before);
    const other = await a5eCombat("srd52");
    expect(await fray(other.combat).setEnvironment("frigid")).toBeNull();
    expect(actionsOf(other.combat)).toEqual([]);
  });

  it("the GM picks it in the tracker's Environment list; players read its name", async () => {
    const { h, combat } = await a5eCombat();
    const tracker = new FrayCombatTracker();
    (tracker as unknown as { viewed: unknown }).viewed = combat;
    await tracker.render();
    const element = (tracker as unknown as { element: HTMLElement }).element;
    const select = element.querySelector<HTMLSelectElement>("select.fray-world-actions__environment");
    if (!select) throw new Error("no Environment list");
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "None (actions added by hand)",
      "Cavernous",
      "Fiery",
      "Forested",
      "Frigid",
      "Furnished",
      "Hazy",
      "Rocky",
      "Stormy",
      "Swampy",
    ]);
    // linkedom's select.value reads the selected option, as a browser's does after the user picks one.
    for (const option of select.options) option.toggleAttribute("selected", option.value === "frigid");
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await h.settle();
    expect(actionsOf(combat).map((a) => a.name)).toEqual(["Cold Chill"]);
    h.actAs(h.player);
    const theirs = new FrayCombatTracker();
    (theirs as unknown as { viewed: unknown }).viewed = h.doc(combat);
    await theirs.render();
    const playerView = (theirs as unknown as { element: HTMLElement }).element;
    expect(playerView.querySelector("select.fray-world-actions__environment")).toBeNull();
    expect(playerView.querySelector(".fray-world-actions__environment-name")?.textContent).toBe("Environment: Frigid");
  });
});
