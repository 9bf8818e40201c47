// The browser the browser tests drive through playwright-core, which never downloads one: Debian's Chromium
// (which `npm ci`'s postinstall step and .ci/run install when missing), or an installed Chrome or Edge at the
// usual paths, or FRAY_BROWSER (scripts/browser.mjs). Without one the tests fail, never skip, naming what to
// install.
import { chromium, type Browser } from "playwright-core";
import { browserInstruction, findBrowser } from "../../scripts/browser.mjs";

export async function launchChromium(): Promise<Browser> {
  const executablePath = findBrowser();
  if (executablePath === null) throw new Error(browserInstruction());
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
