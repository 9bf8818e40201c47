// The attributes tab where rules name a skill: the a5e initiative skill select (INIT-2), the fixed check of the
// other presets (INIT-1, INIT-3), and the escape button while grappled (ATK-12), rendered through the harness'
// real Handlebars.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../harness";
import { characterContext } from "../../src/applications/sheets/context/character";
import { CHARACTER_TABS, tabViews } from "../../src/applications/sheets/context/tabs";
import { SHEET_TEMPLATES } from "../../src/applications/sheets/templates";
import type { Localizer } from "../../src/data/labels";
import type { ActorSheetInput } from "../../src/applications/sheets/context/types";
import { getPreset, type PresetId } from "../../src/rules";
import { sampleActorInput, sampleSystem } from "../../preview/fixtures/sheets";

const i18n: Localizer = {
  localize: (key) => game.i18n.localize(key),
  format: (key, data) => (game.i18n as unknown as Localizer).format(key, data),
};

const render = (path: string, context: object): Promise<string> =>
  (
    foundry.applications.handlebars as unknown as { renderTemplate(p: string, c: object): Promise<string> }
  ).renderTemplate(path, context);

function input(preset: PresetId, extra: Partial<ActorSheetInput> = {}): ActorSheetInput {
  const policies = getPreset(preset).policies;
  const family = preset === "threeAction" ? "threeAction" : "fiveE";
  return sampleActorInput(family, { policies, system: sampleSystem(family, "character", policies), i18n, ...extra });
}

async function attributes(preset: PresetId, extra: Partial<ActorSheetInput> = {}): Promise<string> {
  const context = { ...characterContext(input(preset, extra)), tabs: tabViews(CHARACTER_TABS, "attributes", i18n) };
  return render(SHEET_TEMPLATES.attributes, { ...context, tab: context.tabs.attributes });
}

beforeEach(() => {
  installFoundry();
});

describe("INIT-2 the initiative skill on the character sheet", () => {
  it("a5e: an ability select and a skill select (None first, then the 5e skills)", async () => {
    const c = characterContext(input("a5e"));
    expect(c.initiativeCheck.fixed).toBe("");
    expect(c.initiativeCheck.skills[0]).toEqual({ value: "", label: "None" });
    expect(c.initiativeCheck.skills.map((s) => s.value)).toContain("perception");
    expect(c.initiativeCheck.skills).toHaveLength(19);
    const html = await attributes("a5e");
    expect(html).toContain('name="system.initiative.ability"');
    expect(html).toContain('name="system.initiative.skill"');
  });

  it("INIT-1 srd52: Dexterity, shown as text; INIT-3 threeAction: Perception; no skill select in either", async () => {
    const srd = await attributes("srd52");
    expect(characterContext(input("srd52")).initiativeCheck).toEqual({ fixed: "Dexterity", skills: [] });
    expect(srd).not.toContain('name="system.initiative.ability"');
    expect(srd).not.toContain('name="system.initiative.skill"');
    const three = await attributes("threeAction");
    expect(characterContext(input("threeAction")).initiativeCheck).toEqual({ fixed: "Perception", skills: [] });
    expect(three).not.toContain('name="system.initiative.skill"');
  });
});

describe("ATK-12 the escape button beside the skills", () => {
  it("shows only while the actor has the grappled status", async () => {
    expect(await attributes("delta")).not.toContain('data-action="rollGrappleEscape"');
    const html = await attributes("delta", { statuses: ["grappled"] });
    expect(html).toContain('data-action="rollGrappleEscape"');
    expect(html).toContain("Escape grapple");
  });
});
