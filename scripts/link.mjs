#!/usr/bin/env node
// Symlinks dist/ into a Foundry data folder as systems/fray, for developers who have Foundry installed.
// Usage: npm run link -- /path/to/FoundryVTT/Data   or   FOUNDRY_DATA=/path/to/Data npm run link
// The path may be the user-data folder (holding Data/) or Data/ itself.
import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

const given = process.argv[2] ?? process.env.FOUNDRY_DATA;
if (!given) {
  console.error("Give the Foundry data folder: npm run link -- <path>, or set FOUNDRY_DATA.");
  process.exit(1);
}
let data = resolve(given);
if (existsSync(join(data, "Data", "systems")) || existsSync(join(data, "Data"))) data = join(data, "Data");
if (!existsSync(data)) {
  console.error(`${data} does not exist.`);
  process.exit(1);
}
const dist = resolve(import.meta.dirname, "..", "dist");
const systems = join(data, "systems");
const target = join(systems, "fray");
mkdirSync(systems, { recursive: true });

if (existsSync(target) || lstatExists(target)) {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink() && resolve(systems, readlinkSync(target)) === dist) {
    console.log(`${target} already links to ${dist}`);
    process.exit(0);
  }
  console.error(`${target} already exists and is not a link to ${dist}; move it away first.`);
  process.exit(1);
}
symlinkSync(dist, target, "dir");
console.log(`linked ${target} -> ${dist}`);

/** @param {string} path */
function lstatExists(path) {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
