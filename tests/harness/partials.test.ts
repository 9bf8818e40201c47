// Partials are strict in the harness, as in v13: a template is a partial only once `loadTemplates` loaded it
// (by path for an array, by name for an object) or HandlebarsApplicationMixin preloaded it for an app's part
// (its `template` and every `templates` entry, core issues #11672 and #12471). Everything else throws.
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index";
import { HarnessI18n, PartialStore, createTemplateRenderer, partialsPerClient, singlePartialStore } from "./i18n";
import { registerFrayHelpers } from "./handlebars-helpers";
import { TRACKER_TEMPLATE, TURN_TEMPLATE } from "../../src/applications/combat/tracker-context";

const MISSING = `The partial ${TURN_TEMPLATE} could not be found`;

/** The tracker template's context with one row: enough for it to include turn.hbs once. */
const oneRow = {
  fray: { isGM: true, rows: [{ id: "row0000000000001", name: "Ayla", img: "a.svg", initiative: 12, hasRolled: true }] },
};

describe("loadTemplates (foundry.applications.handlebars.loadTemplates stand-in)", () => {
  it("a template including a partial nobody loaded throws Handlebars' error", async () => {
    const render = createTemplateRenderer(new HarnessI18n());
    await expect(render(TRACKER_TEMPLATE, oneRow)).rejects.toThrow(MISSING);
  });

  it("array form: each path becomes a partial under its path, and the compiled templates come back", async () => {
    const render = createTemplateRenderer(new HarnessI18n());
    const loaded = await render.loadTemplates([TURN_TEMPLATE]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.({ id: "x", name: "Borin" })).toContain('data-combatant-id="x"');
    const html = await render(TRACKER_TEMPLATE, oneRow);
    expect(html).toContain('data-combatant-id="row0000000000001"');
    expect(html).toContain("Ayla");
  });

  it("object form: each template becomes a partial under its name only ({{> name}}), not under its path", async () => {
    const store = new PartialStore();
    const i18n = new HarnessI18n();
    const render = createTemplateRenderer(i18n, () => store);
    await render.loadTemplates({ frayTurn: TURN_TEMPLATE });
    expect(store.names).toEqual(["frayTurn"]);
    await expect(render(TRACKER_TEMPLATE, oneRow)).rejects.toThrow(MISSING);

    const page = Handlebars.create();
    registerFrayHelpers(page, i18n);
    const list = page.compile("<ol>{{#each rows}}{{> frayTurn}}{{/each}}</ol>");
    expect(list({ rows: [{ id: "b", name: "Borin" }] }, { partials: store.partials })).toContain(
      'data-combatant-id="b"',
    );
  });

  it("a path outside systems/fray/ that is not a known core template is an error, as a missing file", async () => {
    const render = createTemplateRenderer(new HarnessI18n());
    await expect(render.loadTemplates(["templates/combat/turn.hbs"])).rejects.toThrow('no template "templates/');
    await expect(render.loadTemplates(["templates/sidebar/tabs/combat/tracker.hbs"])).resolves.toHaveLength(1);
  });

  it("is installed at foundry.applications.handlebars.loadTemplates, on the renderer's store", async () => {
    installFoundry();
    const { renderTemplate, loadTemplates } = foundry.applications.handlebars;
    await expect(renderTemplate(TRACKER_TEMPLATE, oneRow)).rejects.toThrow(MISSING);
    await loadTemplates([TURN_TEMPLATE]);
    await expect(renderTemplate(TRACKER_TEMPLATE, oneRow)).resolves.toContain("Ayla");
  });
});

describe("HandlebarsApplicationMixin preloads each part's template and templates before the first render", () => {
  type Part = { template: string; templates?: string[] };
  type App = { render(): Promise<unknown>; renderedParts: Record<string, string> };

  /** A Handlebars app of the harness with `parts`, whose context is one tracker row. */
  function appWith(parts: Record<string, Part>, configure?: (parts: Record<string, Part>, first: boolean) => void) {
    const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api as unknown as {
      ApplicationV2: unknown;
      HandlebarsApplicationMixin: (base: unknown) => new () => App;
    };
    const Base = HandlebarsApplicationMixin(ApplicationV2) as unknown as new () => App & {
      _configureRenderParts(options: object): Record<string, Part>;
    };
    let first = true;
    class TestApp extends Base {
      static PARTS = parts;
      override _configureRenderParts(options: object): Record<string, Part> {
        const configured = super._configureRenderParts(options);
        configure?.(configured, first);
        first = false;
        return configured;
      }
      _prepareContext(): Promise<object> {
        return Promise.resolve(oneRow);
      }
    }
    return new TestApp();
  }

  it("a part whose template includes a partial it does not list fails to render", async () => {
    installFoundry();
    await expect(appWith({ rows: { template: TRACKER_TEMPLATE } }).render()).rejects.toThrow(MISSING);
  });

  it("listing the partial in the part's `templates` loads it first, so the part renders", async () => {
    installFoundry();
    const app = appWith({ rows: { template: TRACKER_TEMPLATE, templates: [TURN_TEMPLATE] } });
    await app.render();
    expect(app.renderedParts.rows).toContain('data-combatant-id="row0000000000001"');
    // …and from then on it is a partial of this browser for every template (core issue #11672: the part's
    // `template` is preloaded too, beside the `templates` list).
    await expect(foundry.applications.handlebars.renderTemplate(TRACKER_TEMPLATE, oneRow)).resolves.toContain("Ayla");
  });

  it("#12471 (the stricter case): a part left out of the first render is not preloaded later", async () => {
    installFoundry();
    const app = appWith(
      {
        plain: { template: "systems/fray/templates/combat/menu-field.hbs" },
        rows: { template: TRACKER_TEMPLATE, templates: [TURN_TEMPLATE] },
      },
      (parts, first) => {
        if (first) delete parts.rows;
      },
    );
    await app.render();
    await expect(app.render()).rejects.toThrow(MISSING);
  });
});

describe("one partial store per browser", () => {
  it("singlePartialStore: every caller shares one store (the default)", () => {
    const source = singlePartialStore();
    expect(source()).toBe(source());
  });

  it("partialsPerClient: a partial loaded on the GM's client is not one on a player's", async () => {
    const h = installFoundry();
    const render = createTemplateRenderer(new HarnessI18n(), partialsPerClient());
    await h.as(h.gm, () => render.loadTemplates([TURN_TEMPLATE]));
    await expect(h.as(h.gm, () => render(TRACKER_TEMPLATE, oneRow))).resolves.toContain("Ayla");
    await expect(h.as(h.player, () => render(TRACKER_TEMPLATE, oneRow))).rejects.toThrow(MISSING);
    await h.as(h.player, () => render.loadTemplates([TURN_TEMPLATE]));
    await expect(h.as(h.player, () => render(TRACKER_TEMPLATE, oneRow))).resolves.toContain("Ayla");
  });

  it("with partialsPerClient installed, an app's first render loads its partials on its own client only", async () => {
    const h = installFoundry();
    const render = createTemplateRenderer(h.i18n, partialsPerClient());
    Object.assign(foundry.applications.handlebars, { renderTemplate: render, loadTemplates: render.loadTemplates });
    const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api as unknown as {
      ApplicationV2: unknown;
      HandlebarsApplicationMixin: (base: unknown) => new () => { render(): Promise<unknown> };
    };
    class Rows extends HandlebarsApplicationMixin(ApplicationV2) {
      static PARTS = { rows: { template: TRACKER_TEMPLATE, templates: [TURN_TEMPLATE] } };
      _prepareContext(): Promise<object> {
        return Promise.resolve(oneRow);
      }
    }
    await h.as(h.gm, () => new Rows().render());
    await expect(h.as(h.gm, () => render(TRACKER_TEMPLATE, oneRow))).resolves.toContain("Ayla");
    await expect(h.as(h.player, () => render(TRACKER_TEMPLATE, oneRow))).rejects.toThrow(MISSING);
    await h.as(h.player, () => new Rows().render());
    await expect(h.as(h.player, () => render(TRACKER_TEMPLATE, oneRow))).resolves.toContain("Ayla");
  });
});
