import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import Handlebars from "handlebars";
import {
  PartialStore,
  flattenKeys,
  loadTemplatesInto,
  registerFrayHelpers,
  type TemplateRequest,
} from "./handlebars-helpers";
import { currentClient, type RuntimeClient } from "./runtime";

export { flattenKeys, PartialStore };
export type { TemplateRequest };

export const ROOT = join(import.meta.dirname, "..", "..");

export function loadLanguage(lang = "en"): Record<string, string> {
  return flattenKeys(JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as Record<string, unknown>);
}

/**
 * Stand-in for `game.i18n`. Like Foundry, an unknown key comes back unchanged; unlike Foundry, the harness
 * also records it in `missing`, so a test can fail on any unlocalized text.
 */
export class HarnessI18n {
  readonly translations: Record<string, string>;
  readonly missing = new Set<string>();
  /** v13 `Localization#lang`: the language the strings are in (plural rules follow it). */
  readonly lang: string;

  constructor(lang = "en") {
    this.lang = lang;
    this.translations = loadLanguage(lang);
  }

  has(key: string): boolean {
    return Object.hasOwn(this.translations, key);
  }

  localize(key: string): string {
    if (!this.has(key)) {
      this.missing.add(key);
      return key;
    }
    return this.translations[key] as string;
  }

  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(data, name) ? String(data[name]) : whole,
    );
  }
}

/** Every template in the repository's templates/ folder, by repository path (`templates/x.hbs`). */
export function readTemplates(): Record<string, string> {
  const dir = join(ROOT, "templates");
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".hbs")) continue;
    const file = join(entry.parentPath, entry.name);
    out[relative(ROOT, file).split(sep).join("/")] = readFileSync(file, "utf8");
  }
  return out;
}

/**
 * Foundry's own templates the harness knows exist (core's combat tracker parts and its generic tab navigation).
 * They are not in this repository and we don't read them: loaded or rendered, each is the comment
 * `<!-- core template: <path> -->`. Any other path outside `systems/fray/` is an error, as a missing file is in
 * Foundry.
 */
export const CORE_TEMPLATES: ReadonlySet<string> = new Set([
  "templates/sidebar/tabs/combat/header.hbs",
  "templates/sidebar/tabs/combat/tracker.hbs",
  "templates/sidebar/tabs/combat/footer.hbs",
  "templates/generic/tab-navigation.hbs",
]);

/** Where the renderer finds the partials of the browser whose code is running. */
export type PartialSource = () => PartialStore;

/** One store for every caller: the default of createTemplateRenderer (one browser). */
export function singlePartialStore(): PartialSource {
  const store = new PartialStore();
  return () => store;
}

/**
 * One store per harness client, chosen by the client whose code is running (runtime.ts `currentClient`): each
 * browser loads its own templates in v13, so a partial the GM's client loaded is not one on a player's.
 */
export function partialsPerClient(): PartialSource {
  const stores = new WeakMap<RuntimeClient, PartialStore>();
  return () => {
    const client = currentClient();
    let store = stores.get(client);
    if (!store) {
      store = new PartialStore();
      stores.set(client, store);
    }
    return store;
  };
}

/** `foundry.applications.handlebars.loadTemplates` (v13): resolves to the compiled templates. */
export type LoadTemplates = (request: TemplateRequest) => Promise<Handlebars.TemplateDelegate[]>;

/** The renderer: `renderTemplate(path, data)`, with its companion `loadTemplates` attached. */
export type HarnessRenderTemplate = ((path: string, data?: object) => Promise<string>) & {
  loadTemplates: LoadTemplates;
};

/**
 * Stand-in for `foundry.applications.handlebars.renderTemplate`: reads the template from this repository
 * (`systems/fray/templates/x.hbs` → `templates/x.hbs`) and renders it with the real Handlebars and the
 * helpers of ./handlebars-helpers (the documented subset of Foundry's, shared with the preview page).
 *
 * Partials are strict, as in v13: `{{> "systems/fray/templates/x.hbs"}}` resolves only after that template was
 * loaded into the running browser's store by the attached `renderTemplate.loadTemplates` (the stand-in of
 * `foundry.applications.handlebars.loadTemplates`, installed there by installApplications) — by Fray's code or
 * by HandlebarsApplicationMixin preloading an app's parts. Otherwise Handlebars throws "The partial … could not
 * be found". `partials` picks the store of the browser whose code runs: one store by default,
 * `partialsPerClient()` for a harness with several clients.
 */
export function createTemplateRenderer(
  i18n: HarnessI18n,
  partials: PartialSource = singlePartialStore(),
): HarnessRenderTemplate {
  const hbs = Handlebars.create();
  registerFrayHelpers(hbs, i18n);
  const cache = new Map<string, Handlebars.TemplateDelegate>();
  const compile = (path: string): Handlebars.TemplateDelegate => {
    let template = cache.get(path);
    if (!template) {
      template = hbs.compile(templateSource(path), { strict: false });
      cache.set(path, template);
    }
    return template;
  };
  // Both are async in v13: a missing template or partial rejects the promise, it never throws at the call.
  const renderTemplate = async (path: string, data: object = {}): Promise<string> => {
    await Promise.resolve();
    return compile(path)(data, { partials: partials().partials });
  };
  const loadTemplates: LoadTemplates = async (request) => {
    await Promise.resolve();
    return loadTemplatesInto(partials(), request, compile);
  };
  return Object.assign(renderTemplate, { loadTemplates });
}

/** A Foundry template path's text: Fray's from templates/, a known core template as a marker comment. */
function templateSource(path: string): string {
  if (CORE_TEMPLATES.has(path)) return `<!-- core template: ${path} -->`;
  if (!path.startsWith("systems/fray/templates/"))
    throw new Error(`harness: no template "${path}" (Fray's are systems/fray/templates/…)`);
  return readFileSync(join(ROOT, path.replace(/^systems\/fray\//, "")), "utf8");
}
