// The browser the browser tests drive (tests/browser, through playwright-core, which never downloads one).
// `npm ci` runs this file as the `postinstall` step (`node scripts/browser.mjs --install`): with no browser
// found, on Debian it installs the `chromium` package when this user may (root, or sudo without a password),
// and everywhere else it prints what to install. It never fails the set-up: the browser tests fail instead,
// with the same instruction. FRAY_BROWSER names a browser executable to use instead of the usual paths;
// FRAY_SKIP_BROWSER_INSTALL=1 skips the install step.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Where Debian's Chromium is, and where Chrome, Edge and Chromium usually are on each platform. */
export function usualBrowserPaths(platform = process.platform, env = process.env) {
  if (platform === "darwin") {
    return [
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
    ];
  }
  if (platform === "win32") {
    const roots = [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA].filter((r) => r !== undefined);
    return roots.flatMap((root) => [
      join(root, "Google", "Chrome", "Application", "chrome.exe"),
      join(root, "Microsoft", "Edge", "Application", "msedge.exe"),
      join(root, "Chromium", "Application", "chrome.exe"),
    ]);
  }
  return [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome-stable",
    "/usr/bin/google-chrome",
    "/usr/bin/microsoft-edge-stable",
    "/usr/bin/microsoft-edge",
    "/snap/bin/chromium",
  ];
}

/**
 * The browser to drive: FRAY_BROWSER when set (it must exist), else the first of the usual paths that exists,
 * else null.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {(path: string) => boolean} [exists]
 * @param {NodeJS.Platform} [platform]
 * @returns {string | null}
 */
export function findBrowser(env = process.env, exists = existsSync, platform = process.platform) {
  const chosen = env.FRAY_BROWSER;
  if (chosen !== undefined && chosen !== "") return exists(chosen) ? chosen : null;
  return usualBrowserPaths(platform, env).find((path) => exists(path)) ?? null;
}

/** What to do when no browser is found: one message for the set-up step and the browser tests alike. */
export function browserInstruction(env = process.env, platform = process.platform) {
  const chosen = env.FRAY_BROWSER;
  const head =
    chosen !== undefined && chosen !== ""
      ? `FRAY_BROWSER is set to ${chosen}, which doesn't exist.`
      : "The browser tests need Chromium, Chrome or Edge, and none was found.";
  const how =
    platform === "linux"
      ? "On Debian or Ubuntu install Chromium with `sudo apt-get install -y chromium` (then run `npm test` again)."
      : platform === "darwin"
        ? "Install Google Chrome, Chromium or Microsoft Edge into /Applications."
        : platform === "win32"
          ? "Install Google Chrome or Microsoft Edge."
          : "Install Chromium, Google Chrome or Microsoft Edge.";
  return `${head} ${how} Or set FRAY_BROWSER to a Chrome-family browser's executable.`;
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  execFileSync(command, args, { stdio: "inherit" });
}

/** Whether this user may install Debian packages without being asked for a password. */
function mayInstall() {
  if (typeof process.getuid === "function" && process.getuid() === 0) return "root";
  try {
    execFileSync("sudo", ["-n", "true"], { stdio: "ignore" });
    return "sudo";
  } catch {
    return null;
  }
}

/** The `postinstall` step: find a browser, or install Debian's Chromium where this user may, or say how. */
export function ensureBrowser() {
  const found = findBrowser();
  if (found !== null) {
    console.log(`fray: the browser tests will use ${found}`);
    return;
  }
  if (process.env.FRAY_SKIP_BROWSER_INSTALL === "1") {
    console.warn(`fray: FRAY_SKIP_BROWSER_INSTALL=1, no browser installed. ${browserInstruction()}`);
    return;
  }
  const debian = process.platform === "linux" && existsSync("/etc/debian_version");
  const how = debian ? mayInstall() : null;
  if (how === null || (process.env.FRAY_BROWSER ?? "") !== "") {
    console.warn(`fray: ${browserInstruction()}`);
    return;
  }
  console.log("fray: no browser for the browser tests; installing Debian's chromium package");
  try {
    /** @param {string[]} args */
    const apt = (args) => (how === "sudo" ? run("sudo", ["-n", "apt-get", ...args]) : run("apt-get", args));
    apt(["update"]);
    apt(["install", "-y", "chromium"]);
  } catch (error) {
    console.warn(`fray: installing chromium failed (${error instanceof Error ? error.message : String(error)}).`);
  }
  const now = findBrowser();
  if (now === null) console.warn(`fray: ${browserInstruction()}`);
  else console.log(`fray: the browser tests will use ${now}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv.includes("--install")) {
  ensureBrowser();
}
