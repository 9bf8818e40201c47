// Every preview fixture (preview/fixtures/*.ts) in a real Chromium, in both themes: no console error or
// warning, no page error, no alert, no failed request, no unlocalized key, user text shown as text; then a
// screenshot of its frame to docs/screenshots/<id>-<theme>.png. Then (issue 16 items 1 and 2) axe-core finds no
// critical or serious accessibility violation in the frame, in each theme, and nothing in it overflows when a
// window is 480 px wide (chat and sidebar frames at their own 300 px). The fixture list comes from the page
// itself (window.__frayPreview), so a new fixture file is tested without touching this file.
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { HOSTILE_NAME, type PreviewState } from "../../preview/fixture";
import { launchChromium } from "./chromium";

const ROOT = join(import.meta.dirname, "..", "..");
/** axe-core's browser build, injected into each page (it ships as one script). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** The narrowest window width every sheet, dialog and menu must work at (issue 16 item 2). */
const NARROW = 480;
const SCREENSHOTS = join(ROOT, "docs", "screenshots");
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** A localization key left in the output: Foundry shows an unknown key as itself. */
const UNLOCALIZED = /\b(?:FRAY|TYPES)\.[A-Z][\w.]*/g;
/** Attributes a user reads (tooltips, placeholders, screen readers), besides the text. */
const READ_ATTRIBUTES = ["title", "placeholder", "aria-label", "data-tooltip", "alt"];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every template of templates/, by repository path (`templates/chat/item-card.hbs`). */
function allTemplates(): string[] {
  return readdirSync(join(ROOT, "templates"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".hbs"))
    .map((file) =>
      relative(ROOT, join(ROOT, "templates", file))
        .split(sep)
        .join("/"),
    )
    .sort();
}

const url = inject("previewUrl");
const browser: Browser = await launchChromium();
afterAll(() => browser.close());

interface OpenedPage {
  page: Page;
  /** Everything that went wrong while the page loaded and rendered. */
  problems: string[];
  state: PreviewState;
}

/** Opens `query` on the preview page in `theme` and waits until every fixture is rendered. */
async function open(query: string, theme: Theme): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("dialog", (dialog) => {
    problems.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(new URL(query, url).href, { waitUntil: "load" });
  try {
    await page.waitForFunction(() => window.__frayPreview?.ready === true, null, { timeout: 20_000 });
  } catch (error) {
    // Usually a fixture file or the page itself threw before rendering: say what the page reported.
    await context.close();
    throw new Error(`the preview page (${query || "all fixtures"}) never became ready:\n${problems.join("\n")}`, {
      cause: error,
    });
  }
  await page.evaluate(() => document.fonts.ready);
  const state = await page.evaluate(() => window.__frayPreview as PreviewState);
  return { page, problems, state };
}

/** The listing the page publishes, read once; each fixture and theme then gets its own test. */
const listing = await open("", "light");
const { fixtures } = listing.state;
const listingProblems = [...listing.problems, ...listing.state.errors];
await listing.page.context().close();

/**
 * axe-core's critical and serious violations inside the fixture's frame (WCAG 2.x A and AA rules and axe's best
 * practices), one line per element: rule, what axe says, and the element.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const frame = document.querySelector("[data-preview-frame]");
    if (!frame) return ["no frame"];
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(frame, { resultTypes: ["violations"] });
    return result.violations
      .filter((v) => v.impact === "critical" || v.impact === "serious")
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}): ${n.html.slice(0, 140)}`));
  });
}

/**
 * Sets a window frame to `width` px (a chat or sidebar frame keeps its own narrower width) and lists what no
 * longer fits, one line per element:
 * - "ends past the frame": it reaches past the frame's right edge;
 * - "spills out of": it sticks out of its parent's box (columns that overlap, squeezed chips), unless the
 *   parent clips or scrolls, the element is positioned on purpose, or it is a fieldset's legend;
 * - "clips": a control, label or cell whose own content is wider than itself, unless it ends in an ellipsis.
 * Elements that are not shown (a closed <details>, display: none) are skipped.
 */
async function overflowAt(page: Page, width: number): Promise<string[]> {
  return page.evaluate((narrow) => {
    const frame = document.querySelector<HTMLElement>("[data-preview-frame]");
    if (!frame) return ["no frame"];
    if (frame.classList.contains("preview-frame--window")) frame.style.width = `${narrow}px`;
    const right = frame.getBoundingClientRect().right + 0.5;
    const found: string[] = [];
    const label = (node: Element) =>
      `${node.tagName.toLowerCase()}${[...node.classList].map((c) => `.${c}`).join("")} "${node.textContent.trim().slice(0, 30)}"`;
    for (const node of frame.querySelectorAll<HTMLElement>("*")) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !node.checkVisibility()) continue;
      if (box.right > right)
        found.push(`${label(node)} ends past the frame: ${box.right.toFixed(1)} > ${right.toFixed(1)}`);
      const style = getComputedStyle(node);
      const parent = node.parentElement;
      if (
        parent &&
        parent !== frame.parentElement &&
        node.tagName !== "LEGEND" &&
        !/absolute|fixed/.test(style.position)
      ) {
        const outer = getComputedStyle(parent);
        const room = parent.getBoundingClientRect();
        if (outer.overflowX === "visible" && outer.display !== "contents" && room.width > 0)
          if (box.right > room.right + 2 || box.left < room.left - 2)
            found.push(`${label(node)} spills out of ${label(parent)}`);
      }
      if (style.textOverflow === "ellipsis") continue;
      if (
        node.matches("button, label, select, th, td, dt, dd, h1, h2, h3, h4") &&
        node.scrollWidth > node.clientWidth + 1
      )
        found.push(`${label(node)} clips: ${node.scrollWidth} > ${node.clientWidth}`);
    }
    return found;
  }, width);
}

describe("preview page", () => {
  it("lists at least one fixture, each with a unique kebab-case id", () => {
    expect(fixtures.length).toBeGreaterThan(0);
    const ids = fixtures.map((f) => f.id);
    expect(ids.filter((id) => !KEBAB.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("renders every fixture in both themes together without an error", () => {
    expect(listingProblems).toEqual([]);
  });

  it("has a fixture with a user-supplied hostile name, so the escaping check below runs", () => {
    expect(fixtures.some((f) => f.hostile)).toBe(true);
  });

  it("lists the templates each fixture rendered, partials included", () => {
    expect(fixtures.filter((f) => f.templates.length === 0).map((f) => f.id)).toEqual([]);
    const tracker = fixtures.find((f) => f.id === "combat-tracker-srd51");
    expect(tracker?.templates).toEqual(["templates/combat/tracker.hbs", "templates/combat/turn.hbs"]);
  });

  it("renders every template of templates/ in at least one fixture", () => {
    const rendered = new Set(fixtures.flatMap((f) => f.templates));
    const missing = allTemplates().filter((path) => !rendered.has(path));
    expect(missing, "templates no fixture renders (add one under preview/fixtures/)").toEqual([]);
  });
});

describe.each(THEMES)("%s theme", (theme) => {
  it.each(fixtures.map((f) => [f.id, f] as const))("%s", async (id, fixture) => {
    const { page, problems, state } = await open(`?fixture=${encodeURIComponent(id)}&theme=${theme}`, theme);
    try {
      expect([...problems, ...state.errors], "console, page errors, dialogs, requests").toEqual([]);
      const frame = page.locator("[data-preview-frame]");
      expect(await frame.count(), "one frame on the page").toBe(1);

      const seen = await page.evaluate((names) => {
        const attributes: string[] = [];
        for (const node of document.body.querySelectorAll("*"))
          for (const name of names) {
            const value = node.getAttribute(name);
            if (value) attributes.push(value);
          }
        return { text: document.body.textContent, attributes };
      }, READ_ATTRIBUTES);
      const keys = [seen.text, ...seen.attributes].flatMap((text) => text.match(UNLOCALIZED) ?? []);
      expect(keys, "unlocalized keys").toEqual([]);

      expect(await page.locator('img[src="x"]').count(), "an <img> made of user text").toBe(0);
      if (fixture.hostile) {
        const shown = [seen.text, ...seen.attributes].some((text) => text.includes(HOSTILE_NAME));
        expect(shown, `the hostile name ${HOSTILE_NAME} shown as text`).toBe(true);
      }

      if (fixture.screenshot) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await frame.screenshot({ path: join(SCREENSHOTS, `${id}-${theme}.png`), animations: "disabled" });
      }

      expect(await axeViolations(page), "axe-core: critical and serious violations").toEqual([]);
      expect(await overflowAt(page, NARROW), `overflow at ${NARROW} px`).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe("combat tracker, player view (preview/fixtures/combat-tracker.ts)", () => {
  it("a player's tracker shows nothing of a hidden combatant (name, row, markers), but the rest", async () => {
    const { page } = await open("?fixture=combat-tracker-srd51-player", "light");
    try {
      const text = (await page.locator("[data-preview-frame]").textContent()) ?? "";
      expect(text).toContain("Ayla");
      expect(text).not.toContain("Hidden sniper");
      expect(await page.locator("li.combatant").count()).toBe(5);
      expect(await page.locator('[data-action="toggleHidden"]').count(), "GM controls").toBe(0);
      expect(await page.locator(".fray-turn__ledger").count(), "only the player's own ledger").toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

describe("partials only once loaded, as in v13 (preview/render.ts)", () => {
  const TURN = "systems/fray/templates/combat/turn.hbs";

  it("the tracker fixture's rows render because its part lists turn.hbs, each keeping core's row markup", async () => {
    const { page, problems, state } = await open("?fixture=combat-tracker-srd51", "light");
    try {
      expect([...problems, ...state.errors]).toEqual([]);
      const rows = page.locator("li.combatant");
      expect(await rows.count()).toBe(6);
      expect(await page.locator('li.combatant[data-action="activateCombatant"][data-combatant-id]').count()).toBe(6);
    } finally {
      await page.context().close();
    }
  });

  it("the same fixture without its part's `templates` fails: the partial was never loaded", async () => {
    const { page, state } = await open("?fixture=combat-tracker-srd51&withoutTemplates=1", "light");
    try {
      expect(state.errors.join("\n")).toContain(`The partial ${TURN} could not be found`);
      expect(await page.locator("li.combatant").count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe("sheet tabs by keyboard (issue 16 item 1)", () => {
  it("Tab reaches every tab of the character sheet, each a button that Enter or Space presses", async () => {
    const { page } = await open("?fixture=sheet-character-5e-attributes", "light");
    try {
      const tabs = await page
        .locator('[role="tab"]')
        .evaluateAll((nodes) =>
          nodes.map((n) => ({ tag: n.tagName, type: n.getAttribute("type"), tab: (n as HTMLElement).dataset.tab })),
        );
      expect(tabs.map((t) => t.tab)).toEqual(["attributes", "combat", "details", "biography"]);
      // A native button: focusable, and the browser turns Enter and Space into the click AppV2's "tab" action reads.
      expect(tabs.every((t) => t.tag === "BUTTON" && t.type === "button")).toBe(true);
      const reached = new Set<string>();
      for (let i = 0; i < 40 && reached.size < tabs.length; i++) {
        await page.keyboard.press("Tab");
        const tab = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tab);
        if (tab) reached.add(tab);
      }
      expect([...reached]).toEqual(tabs.map((t) => t.tab));
      let clicked = "";
      await page.exposeFunction("__tabClicked", (tab: string) => (clicked = tab));
      await page.evaluate(() => {
        for (const tab of document.querySelectorAll<HTMLElement>('[role="tab"]'))
          tab.addEventListener("click", () => {
            (window as unknown as { __tabClicked(t: string): void }).__tabClicked(tab.dataset.tab ?? "");
          });
      });
      await page.keyboard.press("Enter");
      await expect.poll(() => clicked).toBe(tabs.at(-1)?.tab);
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Space");
      await expect.poll(() => clicked).toBe(tabs.at(-2)?.tab);
    } finally {
      await page.context().close();
    }
  });
});
