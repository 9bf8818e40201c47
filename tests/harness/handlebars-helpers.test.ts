// The helper subset templates may use (./handlebars-helpers), as the harness and the preview page run it.
import Handlebars from "handlebars";
import { beforeEach, describe, expect, it } from "vitest";
import { FRAY_HELPERS, PartialStore, loadTemplatesInto, registerFrayHelpers } from "./handlebars-helpers";
import { HarnessI18n, createTemplateRenderer, readTemplates } from "./i18n";

let i18n: HarnessI18n;
let hbs: typeof Handlebars;

function render(source: string, data: object = {}): string {
  return hbs.compile(source)(data);
}

beforeEach(() => {
  i18n = new HarnessI18n();
  i18n.translations["TEST.Hello"] = "Hello, {name}!";
  i18n.translations["TEST.A"] = "Alpha";
  i18n.translations["TEST.B"] = "Beta";
  hbs = Handlebars.create();
  registerFrayHelpers(hbs, i18n);
});

describe("handlebars helpers (the subset Foundry v13 documents)", () => {
  it("registers exactly the documented subset", () => {
    for (const name of FRAY_HELPERS) expect(hbs.helpers[name], name).toBeTypeOf("function");
  });

  it("localize: text of a key, hash arguments formatted and escaped, a missing key as itself", () => {
    expect(render('{{localize "FRAY.Title"}}')).toBe("Fray");
    expect(render('{{localize "TEST.Hello" name=who}}', { who: "<b>Ann</b>" })).toBe("Hello, &lt;b&gt;Ann&lt;/b&gt;!");
    expect(render('{{localize "FRAY.Nope"}}')).toBe("FRAY.Nope");
    expect(i18n.missing.has("FRAY.Nope")).toBe(true);
    expect(() => render("{{localize nothing}}")).toThrow("localize needs a key");
  });

  it("eq, ne, lt, gt, and, or, not", () => {
    const t = "{{#if (COND)}}y{{else}}n{{/if}}";
    const check = (cond: string, data: object = {}) => render(t.replace("COND", cond), data);
    expect(check('eq a "x"', { a: "x" })).toBe("y");
    expect(check("eq a 1", { a: "1" })).toBe("n");
    expect(check('ne a "x"', { a: "y" })).toBe("y");
    expect(check("lt 1 2")).toBe("y");
    expect(check("gt 1 2")).toBe("n");
    expect(check("and true 1 a", { a: "x" })).toBe("y");
    expect(check("and true 0")).toBe("n");
    expect(check("or false 0 a", { a: "x" })).toBe("y");
    expect(check("or false 0")).toBe("n");
    expect(check("not a", { a: "" })).toBe("y");
  });

  it("checked, disabled, ifThen", () => {
    expect(render("<input {{checked a}}><input {{checked b}}>", { a: true, b: false })).toBe("<input checked><input >");
    expect(render("{{disabled a}}|{{disabled b}}", { a: 1, b: 0 })).toBe("disabled|");
    expect(render('{{ifThen a "yes" "no"}}{{ifThen b "yes" "no"}}', { a: true, b: false })).toBe("yesno");
  });

  it("numberFormat: decimals and sign", () => {
    expect(render("{{numberFormat 2.345 decimals=1}}")).toBe("2.3");
    expect(render("{{numberFormat n sign=true}}", { n: 3 })).toBe("+3");
    expect(render("{{numberFormat n sign=true}}", { n: 0 })).toBe("+0");
    expect(render("{{numberFormat n sign=true}}", { n: -2 })).toBe("-2");
    expect(render("{{numberFormat n}}", { n: "7" })).toBe("7");
  });

  it("concat returns a SafeString, like Foundry's: for keys and paths, never user text", () => {
    expect(render('{{localize (concat "TEST." k)}}', { k: "A" })).toBe("Alpha");
    expect(render("{{concat a b}}", { a: "<i>", b: 1 })).toBe("<i>1");
  });

  it("selectOptions: object, array, selected, blank, localize, valueAttr/labelAttr, escaped", () => {
    expect(render("{{selectOptions c selected=s}}", { c: { a: "A", b: "<B>" }, s: "b" })).toBe(
      '<option value="a">A</option><option value="b" selected>&lt;B&gt;</option>',
    );
    expect(render('{{selectOptions c selected=s blank="" localize=true}}', { c: { a: "TEST.A" }, s: "x" })).toBe(
      '<option value=""></option><option value="a">Alpha</option>',
    );
    expect(render('{{selectOptions c blank="TEST.B" localize=true}}', { c: {} })).toBe(
      '<option value="">Beta</option>',
    );
    expect(
      render('{{selectOptions c selected=s valueAttr="key" labelAttr="name"}}', {
        c: [
          { key: "a", name: "A" },
          { key: "b", name: "B" },
        ],
        s: ["a", "b"],
      }),
    ).toBe('<option value="a" selected>A</option><option value="b" selected>B</option>');
    expect(render("{{selectOptions c}}", { c: [{ value: 1, label: "One" }, "two"] })).toBe(
      '<option value="1">One</option><option value="two">two</option>',
    );
    expect(render('{{selectOptions c selected="y" valueAttr="id"}}', { c: { first: { id: "y", label: "Y" } } })).toBe(
      '<option value="y" selected>Y</option>',
    );
    expect(() => render("{{selectOptions c sort=true}}", { c: {} })).toThrow("unsupported option(s) sort");
  });

  it("a helper outside the subset is not there, so a template using it fails", () => {
    expect(() => render("{{formInput field}}", { field: {} })).toThrow();
  });
});

describe("partials by Foundry path (strict: only once loaded; more in ./partials.test.ts)", () => {
  it('resolves {{> "systems/fray/templates/…"}} once loaded into the store the render is given', () => {
    const store = new PartialStore();
    const path = "systems/fray/templates/parts/name.hbs";
    const page = hbs.compile('<p>{{> "systems/fray/templates/parts/name.hbs"}}</p>');
    expect(() => page({ name: "x" }, { partials: store.partials })).toThrow(`The partial ${path} could not be found`);
    loadTemplatesInto(store, [path], () => hbs.compile("<b>{{name}}</b>"));
    expect(page({ name: "<x>" }, { partials: store.partials })).toBe("<p><b>&lt;x&gt;</b></p>");
  });

  it("registers nothing on the Handlebars instance itself: the store is the only registry", () => {
    loadTemplatesInto(new PartialStore(), ["systems/fray/templates/parts/name.hbs"], () => hbs.compile("x"));
    expect(Object.keys(hbs.partials)).toEqual([]);
    expect(Object.keys(readTemplates())).toContain("templates/chat/preset-changed.hbs");
  });

  it("the harness' renderTemplate escapes user text in a real template", async () => {
    const renderTemplate = createTemplateRenderer(i18n);
    const html = await renderTemplate("systems/fray/templates/chat/preset-changed.hbs", {
      label: "<img src=x onerror=alert(1)>",
      preset: "srd51",
    });
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(i18n.missing.size).toBe(0);
  });
});
