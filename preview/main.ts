/**
 * The preview page (`npm run preview`): every fixture of preview/fixtures/*.ts rendered with the real
 * templates, helpers, localization and the built CSS, in the light and the dark theme. `?fixture=<id>`
 * shows one fixture alone (`&theme=dark` for the dark theme), which is what the browser tests screenshot.
 * `&withoutTemplates=1` renders that fixture as if its parts listed no `templates`: a fixture whose template
 * includes a partial must then fail, which is how the browser tests check the page's v13 partial rule.
 * Every problem is both a visible error box and a console.error, so a test run cannot miss it.
 */
import "./preview.css";
import "../styles/fray.scss";
import { HOSTILE_NAME, type PreviewFixture, type PreviewState } from "./fixture";
import { i18n } from "./i18n";
import { renderFixture, type Theme } from "./render";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const THEMES: Theme[] = ["light", "dark"];
const errors: string[] = [];
const root = document.getElementById("preview") ?? document.body;

function report(message: string, where: HTMLElement = root): void {
  errors.push(message);
  console.error(`[fray preview] ${message}`);
  const box = document.createElement("div");
  box.className = "preview-error";
  box.setAttribute("role", "alert");
  box.textContent = message;
  where.append(box);
}

/**
 * The fixtures of every file in preview/fixtures/. An id that is not kebab-case or not unique is reported
 * but kept, so the listing the tests read shows it too.
 */
function discover(): PreviewFixture[] {
  const modules = import.meta.glob<{ fixtures?: unknown }>("./fixtures/*.ts", { eager: true });
  const found: PreviewFixture[] = [];
  const ids = new Set<string>();
  for (const [file, module] of Object.entries(modules)) {
    if (!Array.isArray(module.fixtures)) {
      report(`${file} does not export "fixtures: PreviewFixture[]"`);
      continue;
    }
    for (const fixture of module.fixtures as PreviewFixture[]) {
      if (!KEBAB.test(fixture.id)) report(`${file}: fixture id "${fixture.id}" is not kebab-case`);
      if (ids.has(fixture.id)) report(`${file}: fixture id "${fixture.id}" is used twice`);
      ids.add(fixture.id);
      found.push(fixture);
    }
  }
  return found;
}

/** Whether a user-supplied hostile name appears anywhere in the fixture's contexts. */
function holdsHostileName(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === "string") return value.includes(HOSTILE_NAME);
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((v) => holdsHostileName(v, seen));
}

/** A fixture in a theme; a failure becomes an error box where the frame would have been. */
function show(fixture: PreviewFixture, theme: Theme, where: HTMLElement): void {
  const earlier = [...i18n.missing];
  i18n.missing.clear();
  try {
    where.append(renderFixture(fixture, theme));
  } catch (error) {
    report(`fixture ${fixture.id} (${theme}): ${error instanceof Error ? error.message : String(error)}`, where);
  }
  const missing = [...i18n.missing];
  for (const key of earlier) i18n.missing.add(key);
  if (missing.length) report(`fixture ${fixture.id} (${theme}): unlocalized keys ${missing.join(", ")}`, where);
}

function themeWrapper(theme: Theme): HTMLElement {
  const wrapper = document.createElement("div");
  wrapper.className = `preview-theme themed theme-${theme}`;
  wrapper.dataset.theme = theme;
  return wrapper;
}

/** The fixture with no part listing `templates` (only its parts' own templates get loaded). */
function withoutTemplates(fixture: PreviewFixture): PreviewFixture {
  return { ...fixture, parts: fixture.parts.map(({ template, context }) => ({ template, context })) };
}

function showOne(fixtures: PreviewFixture[], id: string, theme: Theme, unlisted: boolean): void {
  document.body.classList.add("preview-single", `theme-${theme}`);
  const wrapper = themeWrapper(theme);
  root.append(wrapper);
  const fixture = fixtures.find((f) => f.id === id);
  if (fixture) show(unlisted ? withoutTemplates(fixture) : fixture, theme, wrapper);
  else report(`no fixture "${id}" (see preview/fixtures/)`, wrapper);
}

function link(fixture: PreviewFixture, theme: Theme): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = `?fixture=${encodeURIComponent(fixture.id)}&theme=${theme}`;
  a.textContent = theme;
  return a;
}

function showAll(fixtures: PreviewFixture[]): void {
  const header = document.createElement("header");
  header.className = "preview-header";
  const title = document.createElement("h1");
  title.textContent = `Fray preview — ${fixtures.length} fixture(s)`;
  header.append(title);
  root.append(header);
  const columns = document.createElement("div");
  columns.className = "preview-columns";
  for (const theme of THEMES) {
    const wrapper = themeWrapper(theme);
    for (const fixture of fixtures) {
      const figure = document.createElement("figure");
      figure.className = "preview-fixture";
      const caption = document.createElement("figcaption");
      caption.append(`${fixture.title} · ${fixture.group} · ${fixture.id} · `, link(fixture, theme));
      figure.append(caption);
      show(fixture, theme, figure);
      wrapper.append(figure);
    }
    columns.append(wrapper);
  }
  root.append(columns);
}

const fixtures = discover();
if (i18n.missing.size) report(`fixture files localize unknown keys: ${[...i18n.missing].join(", ")}`);
const params = new URLSearchParams(location.search);
const only = params.get("fixture");
const theme: Theme = params.get("theme") === "dark" ? "dark" : "light";
if (only === null) showAll(fixtures);
else showOne(fixtures, only, theme, params.get("withoutTemplates") === "1");

const state: PreviewState = {
  fixtures: fixtures.map((f) => ({
    id: f.id,
    title: f.title,
    group: f.group,
    screenshot: f.screenshot !== false,
    hostile: holdsHostileName(f.parts.map((p) => p.context)),
  })),
  errors,
  ready: true,
};
window.__frayPreview = state;
