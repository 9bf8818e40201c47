// The rules menu (issue 5, item 7): the fray.policyOverrides world setting, activePolicies() with overrides,
// the menu registered at init, its context (preset values, overridden rows) and its form, saved only by a GM.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type Harness } from "../harness";
import { listen } from "../../src/hooks/init";
import { activePolicies } from "../../src/settings/policies";
import { FrayRulesConfig } from "../../src/applications/settings/rules-config";
import {
  POLICY_KINDS,
  RULES_CONFIG_TEMPLATE,
  readRulesForm,
  rulesConfigContext,
  type RulesConfigContext,
} from "../../src/applications/settings/rules-config-context";
import { POLICY_SCHEMA, getPreset, type PolicyOverrides } from "../../src/rules";
import type { Localizer } from "../../src/data/labels";

let h: Harness;
const notifications = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
const i18n: Localizer = {
  localize: (key) => game.i18n.localize(key),
  format: (key, data) => (game.i18n as unknown as Localizer).format(key, data),
};

const setOverrides = (value: unknown) => game.settings.set("fray", "policyOverrides", value as PolicyOverrides);
const storedOverrides = () => game.settings.get("fray", "policyOverrides");

type Harnessed = FrayRulesConfig & {
  renderedParts: Record<string, string>;
  closed: boolean;
  clickAction(event: unknown, target: { dataset: Record<string, string> }): Promise<unknown>;
  options: { form: { handler(this: unknown, e: unknown, f: unknown, d: { object: object }): Promise<void> } };
};
const openMenu = () => new FrayRulesConfig() as Harnessed;
const submit = (app: Harnessed, object: Record<string, unknown>) =>
  app.options.form.handler.call(app, new Event("submit"), {}, { object });

/** The flat data FormDataExtended would give for the menu as rendered, with `changes` typed in by the GM. */
function formData(context: RulesConfigContext, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const data: Record<string, unknown> = { preset: context.presets.find((p) => p.selected)?.value };
  for (const row of context.areas.flatMap((a) => a.rows)) {
    if (row.kind === "choice") data[row.name] = row.options.find((o) => o.selected)?.value;
    else if (row.kind === "flag") data[row.name] = row.checked;
    else if (row.kind === "number") data[row.name] = row.value === "" ? null : Number(row.value);
    else if (row.kind === "numbers") data[row.name] = row.value;
    else for (const step of row.steps) data[step.name] = step.options.find((o) => o.selected)?.value ?? "";
  }
  return { ...data, ...changes };
}

const menuContext = (preset: string, overrides: PolicyOverrides = {}) =>
  rulesConfigContext({ preset, overrides, i18n });
const rowOf = (context: RulesConfigContext, key: string) => {
  const row = context.areas.flatMap((a) => a.rows).find((r) => r.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

beforeEach(() => {
  h = installFoundry();
  Object.defineProperty(globalThis, "ui", { value: { notifications }, configurable: true, writable: true });
  for (const fn of Object.values(notifications)) fn.mockClear();
  h.onEveryClient(listen);
  h.fire("init");
});

describe("registration at init", () => {
  it("registers the GM-only rules menu opening FrayRulesConfig, with localized labels", () => {
    const menu = h.settings.menus.get("fray.rules");
    expect(menu).toMatchObject({ type: FrayRulesConfig, restricted: true });
    for (const key of [menu?.name, menu?.label, menu?.hint]) expect(h.i18n.has(String(key)), String(key)).toBe(true);
  });

  it("registers fray.policyOverrides: a hidden world setting, {} by default", () => {
    const setting = h.settings.settings.get("fray.policyOverrides");
    expect(setting).toMatchObject({ scope: "world", config: false, default: {}, requiresReload: false });
    expect(storedOverrides()).toEqual({});
    expect(activePolicies()).toBe(getPreset("srd52").policies);
  });
});

describe("overrides take effect at once, without a reload", () => {
  it("four degrees of success in srd52 and no group initiative, the rest as the preset has it", async () => {
    await setOverrides({ success: { model: "fourDegrees" }, initiative: { group: "never" } });
    const policies = activePolicies();
    expect(policies.success.model).toBe("fourDegrees");
    expect(policies.initiative.group).toBe("never");
    expect(policies.success.criticalDamage).toBe("doubleDice");
    expect(policies.initiative.ties).toEqual(["dexterityScore", "manual"]);
    expect(Object.isFrozen(policies.success)).toBe(true);
  });

  it("re-prepares actors: their derived numbers follow the overridden policies", async () => {
    const actor = await Actor.create({ name: "Aldra", type: "character" } as never);
    const derived = () => (actor as unknown as { system: { derived: Record<string, unknown> } }).system.derived;
    expect(derived().initiative).toMatchObject({ ability: "dex" });
    expect(derived().family).toBe("fiveE");
    await setOverrides({ initiative: { check: "perception" }, economy: { kind: "threeActions", actionsPerTurn: 3 } });
    expect(derived().initiative).toMatchObject({ ability: "perception" });
    expect(derived().family).toBe("threeAction");
    await setOverrides({});
    expect(derived().family).toBe("fiveE");
  });

  it("lays the overrides on the active preset, whichever it is", async () => {
    await setOverrides({ initiative: { group: "never" } });
    await game.settings.set("fray", "preset", "threeAction");
    expect(activePolicies().initiative.group).toBe("never");
    expect(activePolicies().success.model).toBe("fourDegrees");
  });
});

describe("a bad override is refused, naming the policy, and nothing changes", () => {
  it.each([
    [{ initiative: { ties: ["coinFlip"] } }, "fray.policyOverrides.initiative.ties[0]"],
    [{ weather: { rain: true } }, "fray.policyOverrides.weather"],
    [{ initiative: { coinFlip: true } }, "fray.policyOverrides.initiative.coinFlip"],
    [{ success: { criticalRange: 25 } }, "fray.policyOverrides.success.criticalRange"],
    [["fourDegrees"], "fray.policyOverrides"],
  ])("%j", async (bad, field) => {
    await setOverrides({ initiative: { group: "never" } });
    const before = activePolicies();
    await expect(setOverrides(bad)).rejects.toThrow(field);
    expect(storedOverrides()).toEqual({ initiative: { group: "never" } });
    expect(activePolicies()).toEqual(before);
  });

  it("refuses a player's overrides", async () => {
    h.actAs(h.player);
    await expect(setOverrides({ initiative: { group: "never" } })).rejects.toThrow("lacks permission");
    expect(storedOverrides()).toEqual({});
  });
});

describe("the menu's context", () => {
  it("shows each area's policies with the preset's value, localized, and marks the overridden rows", () => {
    const c = menuContext("srd52", { success: { model: "fourDegrees" }, initiative: { group: "never" } });
    expect(c.areas.map((a) => a.id)).toEqual(Object.keys(POLICY_SCHEMA));
    expect(c.presets.find((p) => p.selected)).toMatchObject({ value: "srd52", label: "5e (2024, SRD 5.2)" });
    const model = rowOf(c, "success.model");
    expect(model).toMatchObject({ kind: "choice", presetText: "Hit or miss, natural 20 crits", overridden: true });
    expect(model.options.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["fiveE", "Hit or miss, natural 20 crits (preset)", false],
      ["fourDegrees", "Four degrees of success", true],
    ]);
    expect(rowOf(c, "initiative.group")).toMatchObject({ presetText: "Always", overridden: true });
    expect(rowOf(c, "initiative.ties")).toMatchObject({
      kind: "steps",
      presetText: "Higher Dexterity score → The table decides",
      overridden: false,
    });
    expect(rowOf(c, "cover.areaExclusion")).toMatchObject({ kind: "flag", presetText: "On", checked: true });
    expect(rowOf(c, "attack.concentrationMaxDc")).toMatchObject({ kind: "number", presetText: "30", value: "30" });
    expect(rowOf(c, "combat.roundSecondsChoices")).toMatchObject({ kind: "numbers", value: "6" });
    expect(c.areas.find((a) => a.id === "initiative")).toMatchObject({ overridden: 1, note: "1 overridden" });
    expect(c.overridden).toBe(2);
    expect(c.summary).toBe("2 rules differ from the preset");
    expect(JSON.stringify(c)).not.toMatch(/FRAY\./);
    expect(h.i18n.missing.size).toBe(0);
  });

  it("has an editor and a label for every policy of the schema", () => {
    const c = menuContext("a5e");
    for (const [area, policies] of Object.entries(POLICY_SCHEMA)) {
      expect(Object.keys(POLICY_KINDS[area as keyof typeof POLICY_KINDS])).toEqual(Object.keys(policies));
    }
    for (const row of c.areas.flatMap((a) => a.rows)) {
      if (row.kind === "choice") expect(row.options.length, row.key).toBeGreaterThan(1);
      if (row.kind === "choice")
        expect(
          row.options.filter((o) => o.selected),
          row.key,
        ).toHaveLength(1);
    }
    expect(c.overridden).toBe(0);
    expect(c.summary).toBe("Every rule as the preset has it");
    expect(rowOf(c, "attack.concentrationMaxDc")).toMatchObject({ presetText: "None", value: "" });
  });

  it("renders through the menu's template with every label localized", async () => {
    await setOverrides({ success: { model: "fourDegrees" } });
    const app = openMenu();
    await app.render();
    const html = app.renderedParts.form ?? "";
    expect(Object.keys(FrayRulesConfig.PARTS)).toEqual(["form"]);
    expect(FrayRulesConfig.PARTS.form.template).toBe(RULES_CONFIG_TEMPLATE);
    expect(html.match(/class="fray-rules__row is-overridden"/g)).toHaveLength(1);
    expect(html).toContain('data-action="usePreset" data-policy="success.model"');
    expect(html).toContain('<option value="fourDegrees" selected>Four degrees of success</option>');
    expect(html).toContain('data-action="resetAll"');
    expect(html).toContain('type="submit"');
    expect(html).not.toMatch(/FRAY\./);
    expect(h.i18n.missing.size).toBe(0);
  });

  it("explains each rule in one line, with its rule IDs, as the controls' description", async () => {
    const rows = menuContext("srd52").areas.flatMap((a) => a.rows);
    for (const row of rows) {
      expect(row.hint, row.key).toMatch(/^[A-Z].*\([A-Z]{2,5}-\d+.*\)\.$/);
      expect(row.hint.length, row.key).toBeLessThan(140);
    }
    expect(new Set(rows.map((r) => r.hint)).size).toBe(rows.length);
    expect(rowOf(menuContext("srd52"), "attack.proneMeleeOnly").hint).toContain("ATK-13");
    const app = openMenu();
    await app.render();
    const html = app.renderedParts.form ?? "";
    expect(html).toContain('id="fray-rules-attack.flanking-hint"');
    expect(html.match(/aria-describedby="fray-rules-/g)?.length).toBeGreaterThanOrEqual(rows.length);
  });
});

describe("saving the menu", () => {
  it("stores only the rows that differ from the preset, and closes", async () => {
    const app = openMenu();
    const data = formData(menuContext("srd52"), {
      "policies.success.model": "fourDegrees",
      "policies.initiative.group": "never",
      "policies.initiative.ties.0": "rollOffAll",
      "policies.initiative.ties.1": "",
      "policies.cover.hideBonus": true,
      "policies.attack.concentrationMaxDc": null,
    });
    await submit(app, data);
    expect(notifications.error).not.toHaveBeenCalled();
    expect(storedOverrides()).toEqual({
      initiative: { group: "never", ties: ["rollOffAll"] },
      success: { model: "fourDegrees" },
      attack: { concentrationMaxDc: null },
      cover: { hideBonus: true },
    });
    expect(activePolicies().success.model).toBe("fourDegrees");
    expect(app.closed).toBe(true);
  });

  it("drops a row set back to the preset's value", async () => {
    await setOverrides({ success: { model: "fourDegrees" }, initiative: { group: "never" } });
    const context = menuContext("srd52", storedOverrides());
    await submit(openMenu(), formData(context, { "policies.success.model": "fiveE" }));
    expect(storedOverrides()).toEqual({ initiative: { group: "never" } });
  });

  it("switches the preset and keeps the overrides that still differ from it", async () => {
    const data = formData(menuContext("srd52"), { preset: "threeAction" });
    // The rows still show srd52's values: against threeAction, those that differ become overrides.
    expect(readRulesForm(data).overrides).toMatchObject({ success: { model: "fiveE" } });
    await submit(openMenu(), formData(menuContext("threeAction"), { preset: "threeAction" }));
    expect(game.settings.get("fray", "preset")).toBe("threeAction");
    expect(storedOverrides()).toEqual({});
  });

  it("refuses overrides that break the preset as a whole, naming the field, and stores nothing", async () => {
    const app = openMenu();
    await submit(app, formData(menuContext("srd52"), { "policies.economy.kind": "threeActions" }));
    expect(notifications.error).toHaveBeenCalledWith(
      'The rules were not saved: "Actions per turn (three actions)" can\'t take that value together with the other rules chosen. Nothing changed.',
    );
    expect(storedOverrides()).toEqual({});
    expect(app.closed).toBe(false);
  });

  it("refuses a player: nothing changes and the menu stays open", async () => {
    h.actAs(h.player);
    const app = openMenu();
    await submit(app, formData(menuContext("srd52"), { preset: "a5e", "policies.success.model": "fourDegrees" }));
    expect(notifications.error).toHaveBeenCalledWith("Only a GM can change the rules. Nothing changed.");
    expect(game.settings.get("fray", "preset")).toBe("srd52");
    expect(storedOverrides()).toEqual({});
    expect(app.closed).toBe(false);
  });
});

describe("the menu's buttons", () => {
  it("use the preset's value for one row, or reset every row, without storing until saved", async () => {
    await setOverrides({ success: { model: "fourDegrees" }, initiative: { group: "never" } });
    const app = openMenu();
    await app.clickAction(new Event("click"), { dataset: { action: "usePreset", policy: "success.model" } });
    expect(app.choice.overrides).toEqual({ initiative: { group: "never" } });
    expect(app.renderedParts.form?.match(/is-overridden/g)).toHaveLength(1);
    await app.clickAction(new Event("click"), { dataset: { action: "resetAll" } });
    expect(app.choice).toEqual({ preset: "srd52", overrides: {} });
    expect(app.renderedParts.form).not.toContain("is-overridden");
    expect(storedOverrides()).toEqual({ success: { model: "fourDegrees" }, initiative: { group: "never" } });
  });
});
