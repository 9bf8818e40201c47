/**
 * The preview page (`npm run preview`): every fixture of preview/fixtures/*.ts rendered with the real
 * templates, helpers, localization and the built CSS, in the light and the dark theme. `?fixture=<id>`
 * shows one fixture alone (`&theme=dark` for the dark theme), which is what the browser tests screenshot.
 * `&withoutTemplates=1` renders that fixture as if its parts listed no `templates`: a fixture whose template
 * includes a partial must then fail, which is how the browser tests check the page's v13 partial rule.
 * Every problem is both a visible error box and a console.error, so a test run cannot miss it.
 */
// Foundry ships Font Awesome; the preview loads it from its npm package so the templates' icons show. Only the
// preview imports it: the system's bundle (src/fray.ts) never does.
import "@fortawesome/fontawesome-free/css/all.min.css";
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

/** The fixtures of one file of preview/fixtures/, under its name (`chat-rolls`). */
interface FixtureFile {
  name: string;
  fixtures: PreviewFixture[];
}

/**
 * The fixtures of every file in preview/fixtures/, file by file. An id that is not kebab-case or not unique
 * is reported but kept, so the listing the tests read shows it too.
 */
function discover(): FixtureFile[] {
  const modules = import.meta.glob<{ fixtures?: unknown }>("./fixtures/*.ts", { eager: true });
  const files: FixtureFile[] = [];
  const ids = new Set<string>();
  for (const [file, module] of Object.entries(modules)) {
    if (!Array.isArray(module.fixtures)) {
      report(`${file} does not export "fixtures: PreviewFixture[]"`);
      continue;
    }
    const name = file.replace(/^.*\//, "").replace(/\.ts$/, "");
    for (const fixture of module.fixtures as PreviewFixture[]) {
      if (!KEBAB.test(fixture.id)) report(`${file}: fixture id "${fixture.id}" is not kebab-case`);
      if (ids.has(fixture.id)) report(`${file}: fixture id "${fixture.id}" is used twice`);
      ids.add(fixture.id);
    }
    files.push({ name, fixtures: module.fixtures as PreviewFixture[] });
  }
  return files;
}

/** Whether a user-supplied hostile name appears anywhere in the fixture's contexts. */
function holdsHostileName(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === "string") return value.includes(HOSTILE_NAME);
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((v) => holdsHostileName(v, seen));
}

/** Per fixture id, the templates (repository paths, partials included) its renders used on this page. */
const rendered = new Map<string, Set<string>>();

/** A fixture in a theme; a failure becomes an error box where the frame would have been. */
function show(fixture: PreviewFixture, theme: Theme, where: HTMLElement): void {
  const earlier = [...i18n.missing];
  i18n.missing.clear();
  const used = rendered.get(fixture.id) ?? new Set<string>();
  rendered.set(fixture.id, used);
  try {
    where.append(renderFixture(fixture, theme, used));
  } catch (error) {
    report(`fixture ${fixture.id} (${theme}): ${error instanceof Error ? error.message : String(error)}`, where);
  }
  const missing = [...i18n.missing];
  for (const key of earlier) i18n.missing.add(key);
  if (missing.length) report(`fixture ${fixture.id} (${theme}): unlocalized keys ${missing.join(", ")}`, where);
}

function themeWrapper(theme: Theme): HTMLElement {
  const wrapper = document.createElement("section");
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

/** Anchors of the index page: a file's section and a fixture's figure, in one theme's column. */
const fileAnchor = (theme: Theme, file: FixtureFile) => `${theme}--${file.name}`;
const fixtureAnchor = (theme: Theme, fixture: PreviewFixture) => `${theme}--${fixture.id}`;

function heading(level: 1 | 2 | 3 | 4, text: string, id?: string): HTMLHeadingElement {
  const node = document.createElement(`h${level}`);
  node.textContent = text;
  if (id) node.id = id;
  return node;
}

function anchorLink(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = `#${href}`;
  a.textContent = text;
  return a;
}

/** The index's table of contents: each file, then each of its fixtures, linked in both themes. */
function contents(files: FixtureFile[]): HTMLElement {
  const nav = document.createElement("nav");
  nav.className = "preview-contents";
  nav.setAttribute("aria-labelledby", "preview-contents");
  nav.append(heading(2, "Contents", "preview-contents"));
  const list = document.createElement("ol");
  for (const file of files) {
    const item = document.createElement("li");
    const title = document.createElement("span");
    title.className = "preview-contents__file";
    title.append(anchorLink(fileAnchor("light", file), `${file.name}.ts`), ` (${file.fixtures.length})`);
    const entries = document.createElement("ul");
    for (const fixture of file.fixtures) {
      const entry = document.createElement("li");
      entry.append(
        anchorLink(fixtureAnchor("light", fixture), fixture.id),
        " · ",
        anchorLink(fixtureAnchor("dark", fixture), "dark"),
      );
      entry.title = fixture.title;
      entries.append(entry);
    }
    item.append(title, entries);
    list.append(item);
  }
  nav.append(list);
  return nav;
}

/**
 * Every fixture in both themes, side by side, under a table of contents. Headings: the page (h1), the
 * contents and each theme (h2), each fixture file (h3), each fixture (h4).
 */
function showAll(files: FixtureFile[]): void {
  const count = files.reduce((n, file) => n + file.fixtures.length, 0);
  const header = document.createElement("header");
  header.className = "preview-header";
  header.append(heading(1, `Fray preview — ${count} fixture(s)`), contents(files));
  root.append(header);
  const columns = document.createElement("div");
  columns.className = "preview-columns";
  for (const theme of THEMES) {
    const wrapper = themeWrapper(theme);
    wrapper.setAttribute("aria-labelledby", `${theme}--theme`);
    wrapper.append(heading(2, `${theme === "light" ? "Light" : "Dark"} theme`, `${theme}--theme`));
    for (const file of files) {
      const section = document.createElement("section");
      section.className = "preview-file";
      section.append(heading(3, `${file.name}.ts`, fileAnchor(theme, file)));
      for (const fixture of file.fixtures) {
        const figure = document.createElement("figure");
        figure.className = "preview-fixture";
        figure.id = fixtureAnchor(theme, fixture);
        const caption = document.createElement("figcaption");
        const title = heading(4, fixture.id);
        title.className = "preview-fixture__title";
        caption.append(title, `${fixture.title} · ${fixture.group} · `, link(fixture, theme));
        figure.append(caption);
        show(fixture, theme, figure);
        section.append(figure);
      }
      wrapper.append(section);
    }
    columns.append(wrapper);
  }
  root.append(columns);
  // A dialog's field with `autofocus` takes the focus once rendered, which scrolls the index to it: after that,
  // go back to the contents, or to the fixture the address names.
  requestAnimationFrame(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
}

const files = discover();
const fixtures = files.flatMap((file) => file.fixtures);
if (i18n.missing.size) report(`fixture files localize unknown keys: ${[...i18n.missing].join(", ")}`);
const params = new URLSearchParams(location.search);
const only = params.get("fixture");
const theme: Theme = params.get("theme") === "dark" ? "dark" : "light";
if (only === null) showAll(files);
else showOne(fixtures, only, theme, params.get("withoutTemplates") === "1");

const state: PreviewState = {
  fixtures: fixtures.map((f) => ({
    id: f.id,
    title: f.title,
    group: f.group,
    screenshot: f.screenshot !== false,
    hostile: holdsHostileName(f.parts.map((p) => p.context)),
    templates: [...(rendered.get(f.id) ?? [])].sort(),
  })),
  errors,
  ready: true,
};
window.__frayPreview = state;
