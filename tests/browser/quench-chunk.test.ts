// Issue 27 acceptance: the built bundle in a real Chromium, on a minimal stand-in for Foundry's globals
// (quench-stand-in.js). Fired init, setup and ready without `quenchReady`, the page never fetches the batches'
// chunk (the network log says so); with a stand-in Quench and `quenchReady`, it fetches it, the batches register with
// their keys and names, and `quenchReports` produces Fray's report.
import { createServer, type Server } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./chromium";

const ROOT = join(import.meta.dirname, "..", "..");
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Fray on a stand-in</title>
<script src="/stand-in.js"></script></head><body></body></html>`;
const TYPES: Record<string, string> = { ".mjs": "text/javascript", ".js": "text/javascript", ".css": "text/css" };

let dist = "";
let server: Server | null = null;
let base = "";
let browser: Browser | null = null;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "fray-quench-dist-"));
  await build({ root: ROOT, configFile: join(ROOT, "vite.config.ts"), logLevel: "warn", build: { outDir: dist } });
  const standIn = await readFile(join(import.meta.dirname, "quench-stand-in.js"), "utf8");
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const send = (status: number, body: string | Buffer, type = "text/html") => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (path === "/") {
      send(200, PAGE);
      return;
    }
    if (path === "/favicon.ico") {
      send(204, "");
      return;
    }
    if (path === "/stand-in.js") {
      send(200, standIn, TYPES[".js"]);
      return;
    }
    const file = normalize(join(dist, path));
    if (!file.startsWith(dist)) {
      send(403, "");
      return;
    }
    readFile(file).then(
      (body) => {
        send(200, body, TYPES[extname(file)] ?? "application/octet-stream");
      },
      () => {
        send(404, "");
      },
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

/** A fresh page on the stand-in; every URL it requests is logged, and every page error. */
async function open(): Promise<{ page: Page; requests: string[]; errors: string[]; close: () => Promise<void> }> {
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(`${base}/`, { waitUntil: "load" });
  return { page, requests, errors, close: () => context.close() };
}

/**
 * Loads fray.mjs and fires Foundry's lifecycle hooks; with `quench`, fires `quenchReady` in `setup` as Quench does.
 * A module script of the page's own (an `import()` inside page.evaluate would be rewritten by vitest).
 */
async function boot(page: Page, quench: boolean): Promise<void> {
  const withQuench = quench
    ? `const registered = [];
window.__registered = registered;
Hooks.callAll("quenchReady", {
  registerBatch: (key, _fn, options) => registered.push({ key, ...(options?.displayName ? { displayName: options.displayName } : {}) }),
});`
    : "";
  await page.addScriptTag({
    type: "module",
    content: `import "/fray.mjs";
Hooks.callAll("init");
Hooks.callAll("setup");
${withQuench}
Hooks.callAll("ready");
window.__booted = true;`,
  });
  await page.waitForFunction(() => (window as unknown as { __booted?: boolean }).__booted === true);
}

const CHUNK = /^\/quench\/batches-[\w-]+\.mjs$/;

describe("issue 27: the batches' chunk in a browser", () => {
  it("without Quench: init, setup and ready run, and the chunk is never fetched", async () => {
    const { page, requests, errors, close } = await open();
    try {
      await boot(page, false);
      await page.waitForTimeout(500);
      expect(requests).toContain("/fray.mjs");
      expect(requests.filter((r) => CHUNK.test(r))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("with Quench: quenchReady fetches the chunk, the batches register, quenchReports makes the report", async () => {
    const { page, requests, errors, close } = await open();
    try {
      await boot(page, true);
      await page.waitForFunction(
        () => ((window as unknown as { __registered?: unknown[] }).__registered ?? []).length >= 9,
      );
      expect(requests.filter((r) => CHUNK.test(r))).toHaveLength(1);
      const registered = await page.evaluate(() => (window as unknown as { __registered: unknown[] }).__registered);
      expect(registered).toEqual([
        { key: "fray.smoke", displayName: "Fray: smoke" },
        { key: "fray.srd51", displayName: "Fray: srd51 encounter" },
        { key: "fray.srd52", displayName: "Fray: srd52 encounter" },
        { key: "fray.a5e", displayName: "Fray: a5e encounter" },
        { key: "fray.threeAction", displayName: "Fray: threeAction encounter" },
        { key: "fray.delta", displayName: "Fray: delta encounter" },
        { key: "fray.resources", displayName: "Fray: spells, rests and legendary monsters" },
        { key: "fray.threeActionRules", displayName: "Fray: threeAction as a Pathfinder table plays it" },
        { key: "fray.authority", displayName: "Fray: a player's requests" },
      ]);
      const report = await page.evaluate(() => {
        const w = window as unknown as {
          Hooks: { once(h: string, fn: (r: unknown) => void): void; callAll(h: string, ...a: unknown[]): void };
        };
        let made: unknown = null;
        w.Hooks.once("fray.quenchReport", (r) => {
          made = r;
        });
        const test = (fullTitle: string, err = {}) => ({ title: fullTitle, fullTitle, err });
        w.Hooks.callAll("quenchReports", {
          json: JSON.stringify({
            stats: {},
            tests: [
              test("Fray: smoke the request channel answers"),
              test("Fray: srd52 encounter x", { message: "no" }),
            ],
            pending: [],
            failures: [test("Fray: srd52 encounter x", { message: "no" })],
            passes: [test("Fray: smoke the request channel answers")],
          }),
        });
        return made;
      });
      expect(report).toMatchObject({
        foundry: { version: "13.stand-in" },
        fray: { version: "0.0.0-test" },
        modules: [{ id: "quench", version: "stand-in" }],
        summary: { passed: 1, failed: 1, pending: 0 },
        tests: [
          { title: "Fray: smoke the request channel answers", state: "passed", error: null },
          { title: "Fray: srd52 encounter x", state: "failed", error: "no" },
        ],
      });
      expect((report as { fray: { commit: string } }).fray.commit).toMatch(/^([0-9a-f]{7,}|unknown)$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
