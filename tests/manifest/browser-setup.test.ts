// A fresh machine: the set-up command (`npm ci`) provides the browser the browser tests need, or says how to get
// one, and the browser tests fail with that same instruction when there is none (issue 16, item 6).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserInstruction, findBrowser, usualBrowserPaths } from "../../scripts/browser.mjs";
import { launchChromium } from "../browser/chromium";

const ROOT = join(import.meta.dirname, "..", "..");
const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe("the browser for the browser tests", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("npm ci's postinstall step looks for a browser and installs Debian's chromium when missing", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.postinstall).toBe("node scripts/browser.mjs --install");
  });

  it("prefers Debian's chromium, then Chrome or Edge at the usual paths", () => {
    expect(findBrowser({}, only("/usr/bin/chromium", "/usr/bin/google-chrome"), "linux")).toBe("/usr/bin/chromium");
    expect(findBrowser({}, only("/usr/bin/google-chrome", "/usr/bin/microsoft-edge"), "linux")).toBe(
      "/usr/bin/google-chrome",
    );
    expect(findBrowser({}, only("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"), "darwin")).toBe(
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    );
    const windows = usualBrowserPaths("win32", { PROGRAMFILES: "C:\\Program Files" });
    expect(windows.some((p) => p.endsWith("msedge.exe"))).toBe(true);
    expect(findBrowser({}, () => false, "linux")).toBeNull();
  });

  it("takes FRAY_BROWSER when it exists, and nothing else when it doesn't", () => {
    expect(findBrowser({ FRAY_BROWSER: "/opt/chrome" }, only("/opt/chrome", "/usr/bin/chromium"), "linux")).toBe(
      "/opt/chrome",
    );
    expect(findBrowser({ FRAY_BROWSER: "/opt/chrome" }, only("/usr/bin/chromium"), "linux")).toBeNull();
  });

  it("names the package on Debian and the browsers elsewhere", () => {
    expect(browserInstruction({}, "linux")).toContain("sudo apt-get install -y chromium");
    expect(browserInstruction({}, "darwin")).toContain("Google Chrome");
    expect(browserInstruction({}, "win32")).toContain("Microsoft Edge");
    expect(browserInstruction({ FRAY_BROWSER: "/nope" }, "linux")).toContain("FRAY_BROWSER is set to /nope");
  });

  it("the browser tests fail with that same instruction when there is no browser", async () => {
    vi.stubEnv("FRAY_BROWSER", "/no/such/browser");
    await expect(launchChromium()).rejects.toThrow(browserInstruction());
  });
});
