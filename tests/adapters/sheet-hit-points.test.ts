// Issue 24 §3.3: three-digit hit points were cut off on the sheets (246 read "24"). Every hit point field of the
// character and NPC sheets is rendered with 246 and carries the hit point class; the compiled stylesheet gives
// that class a width in `ch` for four digits, without the number spinners, and no rule setting a number input's
// width outranks it. (The tracker shows no hit points; the lead's browser screenshots check the look.)
import { beforeEach, describe, expect, it } from "vitest";
import { compile } from "sass";
import postcss, { type Rule } from "postcss";
import { creature, rollHarness, type RollHarness } from "./roll-setup";
import { PRESET_IDS } from "../../src/rules/presets/ids";

let h: RollHarness;

interface RenderedSheet {
  readonly element: HTMLElement;
  render(): Promise<unknown>;
  clickAction(event: unknown, target: object): Promise<unknown>;
}

const HP_FIELDS = ["system.hp.value", "system.hp.max", "system.hp.temp"];

async function sheetOf(type: "character" | "npc"): Promise<RenderedSheet> {
  const actor = await creature("Ogre Chief", { hp: { value: 246, max: 246, temp: 120 } }, type);
  const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
  const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
  const Sheet = type === "character" ? FrayCharacterSheet : FrayNpcSheet;
  const sheet = new (Sheet as unknown as new (o: object) => RenderedSheet)({ document: h.doc(actor) });
  await sheet.render();
  if (type === "npc") await sheet.clickAction(new Event("click"), { dataset: { action: "toggleEditMode" } });
  return sheet;
}

describe.each(PRESET_IDS)("issue 24 §3.3 hit point fields hold three digits (%s)", (preset) => {
  beforeEach(async () => {
    h = await rollHarness(preset);
  });

  it.each(["character", "npc"] as const)(
    "the %s sheet's hit point fields show 246 and carry fray-hp-input",
    async (type) => {
      const sheet = await sheetOf(type);
      const fields = [...sheet.element.querySelectorAll("input")].filter((i) =>
        HP_FIELDS.includes(i.getAttribute("name") ?? ""),
      );
      expect(fields.map((f) => f.getAttribute("name"))).toEqual(HP_FIELDS);
      expect(fields.map((f) => f.getAttribute("value"))).toEqual(["246", "246", "120"]);
      for (const field of fields)
        expect(field.classList.contains("fray-hp-input"), field.getAttribute("name") ?? "").toBe(true);
    },
  );
});

/** Specificity of one selector as [ids, classes/attributes/pseudo-classes, elements]. */
function specificity(selector: string): [number, number, number] {
  const s = selector.replace(/::[\w-]+/g, "").replace(/\[[^\]]*\]/g, ".attr");
  const ids = (s.match(/#[\w-]+/g) ?? []).length;
  const classes = (s.match(/[.:][\w-]+/g) ?? []).length;
  const elements = (s.replace(/[.#:][\w-]+/g, "").match(/[a-z][\w-]*/gi) ?? []).length;
  return [ids, classes, elements];
}

const outranks = (a: [number, number, number], b: [number, number, number]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

describe("issue 24 §3.3 the hit point width rule", () => {
  const css = postcss.parse(compile("styles/fray.scss").css);
  const rules: Rule[] = [];
  css.walkRules((rule) => {
    rules.push(rule);
  });
  const width = (rule: Rule) =>
    rule.nodes.find((n) => n.type === "decl" && n.prop === "width") as { value: string } | undefined;

  it("gives fray-hp-input four digits' width in ch, without spinners, outranking every number input width rule", () => {
    const hp = rules.filter((r) => r.selectors.some((s) => s.includes("fray-hp-input")) && width(r));
    expect(hp.length).toBeGreaterThan(0);
    for (const rule of hp) {
      const digits = Number(/(\d+(?:\.\d+)?)ch/.exec(width(rule)?.value ?? "")?.[1] ?? 0);
      expect(digits).toBeGreaterThanOrEqual(4);
    }
    const spinnerless = rules.some(
      (r) =>
        r.selectors.some((s) => s.includes("fray-hp-input")) &&
        r.nodes.some((n) => n.type === "decl" && n.prop === "appearance" && n.value === "textfield"),
    );
    expect(spinnerless).toBe(true);
    const best = hp.flatMap((r) => r.selectors.filter((s) => s.includes("fray-hp-input")).map(specificity));
    const weakest = best.reduce((a, b) => (outranks(a, b) ? b : a));
    const others = rules.filter(
      (r) =>
        width(r) &&
        !r.selectors.some((s) => s.includes("fray-hp-input")) &&
        /input\[type="?number"?\]/.test(r.selector),
    );
    for (const rule of others)
      for (const selector of rule.selectors)
        expect(outranks(weakest, specificity(selector)), `${selector} outranks the hit point rule`).toBe(true);
  });
});
