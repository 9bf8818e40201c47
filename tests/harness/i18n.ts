import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import Handlebars from "handlebars";
import { flattenKeys, registerFrayHelpers, registerFrayPartials } from "./handlebars-helpers";

export { flattenKeys };

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
 * Stand-in for `foundry.applications.handlebars.renderTemplate`: reads the template from this repository
 * (`systems/fray/templates/x.hbs` → `templates/x.hbs`) and renders it with the real Handlebars and the
 * helpers of ./handlebars-helpers (the documented subset of Foundry's, shared with the preview page).
 * Every template is also a partial under its Foundry path, as after Foundry's `loadTemplates`.
 */
export function createTemplateRenderer(i18n: HarnessI18n) {
  const hbs = Handlebars.create();
  registerFrayHelpers(hbs, i18n);
  registerFrayPartials(hbs, readTemplates());
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
