import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";

export const ROOT = join(import.meta.dirname, "..", "..");

/** Flattens a nested language file to `{"A.B.C": "text"}`. */
export function flattenKeys(tree: Record<string, unknown>, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null)
      Object.assign(out, flattenKeys(value as Record<string, unknown>, path));
    else out[path] = String(value);
  }
  return out;
}

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

  constructor(lang = "en") {
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

/**
 * Stand-in for `foundry.applications.handlebars.renderTemplate`: reads the template from this repository
 * (`systems/fray/templates/x.hbs` → `templates/x.hbs`) and renders it with the real Handlebars and a
 * `localize` helper that behaves like Foundry's (hash arguments go to `format`, output is escaped).
 */
export function createTemplateRenderer(i18n: HarnessI18n) {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => {
    const hash = options.hash ?? {};
    return Object.keys(hash).length ? i18n.format(key, hash) : i18n.localize(key);
  });
  const cache = new Map<string, Handlebars.TemplateDelegate>();
  return async function renderTemplate(path: string, data: object = {}): Promise<string> {
    const local = path.replace(/^systems\/fray\//, "");
    let template = cache.get(local);
    if (!template) {
      template = hbs.compile(readFileSync(join(ROOT, local), "utf8"), { strict: false });
      cache.set(local, template);
    }
    return template(data);
  };
}
