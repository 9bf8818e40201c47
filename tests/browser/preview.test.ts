// Every preview fixture (preview/fixtures/*.ts) in a real Chromium, in both themes: no console error or
// warning, no page error, no alert, no failed request, no unlocalized key, user text shown as text; then a
// screenshot of its frame to docs/screenshots/<id>-<theme>.png. The fixture list comes from the page itself
// (window.__frayPreview), so a new fixture file is tested without touching this file.
import { mkdirSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { HOSTILE_NAME, type PreviewState } from "../../preview/fixture";
import { launchChromium } from "./chromium";

const ROOT = join(import.meta.dirname, "..", "..");
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
