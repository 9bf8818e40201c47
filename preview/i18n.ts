/**
 * The preview's `game.i18n`: lang/en.json, flattened. Like Foundry, an unknown key comes back unchanged; the
 * preview also records it, so the page can show it as an error. Fixture files may import `localize` to
 * build contexts the way an app's `_prepareContext` would (labels already localized).
 */
import en from "../lang/en.json";
import { flattenKeys, type Localizer } from "../tests/harness/handlebars-helpers";

export class PreviewI18n implements Localizer {
  readonly translations = flattenKeys(en);
  readonly missing = new Set<string>();

  localize(key: string): string {
    if (!Object.hasOwn(this.translations, key)) {
      this.missing.add(key);
      return key;
    }
    return this.translations[key] as string;
  }

  format(key: string, data: Record<string, unknown>): string {
    return this.localize(key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(data, name) ? String(data[name]) : whole,
    );
  }
}

/** The page's one localizer; what fixtures localize while building contexts is checked like the rest. */
export const i18n = new PreviewI18n();

/** `game.i18n.localize` for fixture files. */
export function localize(key: string): string {
  return i18n.localize(key);
}
