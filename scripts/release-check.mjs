#!/usr/bin/env node
// Refuses a release whose tag, versions and download URL disagree (used by .github/workflows/release.yml).
// Usage: node scripts/release-check.mjs v0.1.0
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Everything wrong with releasing `tag` from these package.json and system.json contents; empty when fine.
 * @param {{ tag: string, pkg: { version?: string }, manifest: { version?: string, download?: string, manifest?: string } }} input
 * @returns {string[]}
 */
export function releaseProblems({ tag, pkg, manifest }) {
  const problems = [];
  const version = tag.replace(/^v/, "");
  if (!/^v\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(tag)) problems.push(`tag "${tag}" is not of the form v1.2.3`);
  // The manifest URL is GitHub's latest release, which skips prereleases: a v1.2.3-rc1 would never be installed.
  else if (tag.includes("-"))
    problems.push(`tag "${tag}" is a prerelease, which the latest-release manifest URL skips`);
  if (pkg.version !== version) problems.push(`package.json version ${String(pkg.version)} does not match tag ${tag}`);
  if (manifest.version !== version) {
    problems.push(`system.json version ${String(manifest.version)} does not match tag ${tag}`);
  }
  if (!manifest.download?.endsWith(`/releases/download/${tag}/fray.zip`)) {
    problems.push(`system.json download ${String(manifest.download)} does not point at ${tag}/fray.zip`);
  }
  if (!manifest.manifest?.endsWith("/releases/latest/download/system.json")) {
    problems.push(`system.json manifest ${String(manifest.manifest)} is not the latest-release URL`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, "..");
  const tag = process.argv[2] ?? process.env.GITHUB_REF_NAME ?? "";
  const problems = releaseProblems({
    tag,
    pkg: JSON.parse(readFileSync(join(root, "package.json"), "utf8")),
    manifest: JSON.parse(readFileSync(join(root, "system.json"), "utf8")),
  });
  for (const p of problems) console.error(`release refused: ${p}`);
  if (problems.length) process.exit(1);
  console.log(`release ${tag}: tag, versions and download URL agree`);
}
