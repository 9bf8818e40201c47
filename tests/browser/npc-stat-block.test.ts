// Issue 16 item 3: the NPC stat block fits its window down to 480 px. Each NPC fixture (read and edit views, 560
// and 480 px wide) in a real Chromium: nothing inside the window reaches past its right edge or clips its own
// content sideways, and the edit view's saves line up (one row of cells, each select under its button).
import type { Browser } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium";

const url = inject("previewUrl");
const browser: Browser = await launchChromium();
afterAll(() => browser.close());

const FIXTURES = [
  "sheet-npc-5e",
  "sheet-npc-5e-edit",
  "sheet-npc-5e-narrow",
  "sheet-npc-5e-edit-narrow",
  "sheet-npc-three-action",
  "sheet-npc-three-action-edit",
  "sheet-npc-three-action-narrow",
  "sheet-npc-three-action-edit-narrow",
];

/** Opens one fixture and runs `check` in the page once it is rendered. */
async function inPage<T>(fixture: string, check: () => T): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(new URL(`?fixture=${fixture}`, url).href, { waitUntil: "load" });
    await page.waitForFunction(() => window.__frayPreview?.ready === true, null, { timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(check);
  } finally {
    await context.close();
  }
}

describe("the NPC stat block fits its window", () => {
  it.each(FIXTURES)("%s: nothing overflows to the right", async (fixture) => {
    const overflow = await inPage(fixture, () => {
      const frame = document.querySelector("[data-preview-frame]");
      const block = frame?.querySelector(".fray-statblock");
      if (!frame || !block) return ["no stat block"];
      const right = block.getBoundingClientRect().right + 0.5;
      const found: string[] = [];
      for (const node of block.querySelectorAll<HTMLElement>("*")) {
        const box = node.getBoundingClientRect();
        if (box.width === 0) continue;
        const label = `${node.tagName.toLowerCase()}.${[...node.classList].join(".")} "${node.textContent.trim().slice(0, 30)}"`;
        if (box.right > right) found.push(`${label} ends at ${box.right.toFixed(1)} > ${right.toFixed(1)}`);
        // A button or cell whose content is wider than itself (cut off or spilling).
        if (node.matches("button, .fray-save-cell, dt, dd") && node.scrollWidth > node.clientWidth + 1)
          found.push(`${label} clips: ${node.scrollWidth} > ${node.clientWidth}`);
      }
      return found;
    });
    expect(overflow).toEqual([]);
  });

  it.each(FIXTURES.filter((f) => f.includes("three-action-edit")))(
    "%s: Fortitude, Reflex and Will in one row, each select under its button",
    async (fixture) => {
      const cells = await inPage(fixture, () =>
        [...document.querySelectorAll(".fray-save-grid .fray-save-cell")].map((cell) => {
          const button = cell.querySelector("button")?.getBoundingClientRect();
          const select = cell.querySelector("select")?.getBoundingClientRect();
          return { top: button?.top ?? -1, selectTop: select?.top ?? -1, left: button?.left, selectLeft: select?.left };
        }),
      );
      expect(cells).toHaveLength(3);
      expect(new Set(cells.map((c) => Math.round(c.top))).size).toBe(1);
      expect(new Set(cells.map((c) => Math.round(c.selectTop))).size).toBe(1);
      for (const c of cells) {
        expect(c.selectTop).toBeGreaterThan(c.top);
        expect(c.selectLeft).toBe(c.left);
      }
    },
  );
});
