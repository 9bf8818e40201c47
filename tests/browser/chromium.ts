// Debian's Chromium, driven by playwright-core. No tool may download a browser of its own: the tests use
// /usr/bin/chromium, which .ci/run installs, and fail (never skip) without it.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}, and it is missing. ` +
        "Install it with `apt-get install -y chromium` (as root; .ci/run does this before `npm test`).",
    );
  return chromium.launch({
    executablePath: CHROMIUM,
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
