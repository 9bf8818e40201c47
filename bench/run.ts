// `npm run bench`: the hot paths of the spatial rules on fixed-seed scenes, each against a naive reference
// run in the same process (scan every wall and creature, no index, no filters), and rolling initiative for
// 200 combatants in the harness (batched vs one update per combatant). Prints a table and writes
// bench/results.json. Targets (DESIGN.md, issue 13 item 8): the 100×100 cover matrix < 16 ms on each of the three
// 100-token, 2,000-wall layouts (the large maze, an open 30×30 hall, a sparse 200×200 scene) and ≥ 50× faster
// than the reference; each also against a naive loop with early exits; path + OA < 0.5 ms; the canvas cover index
// (src/scene/cover/cover-index.ts) after one wall or token change against rebuilding the cover scene (index update
// target: < 0.2 ms).
// Issue 25: a drag's frame through Fray's Foundry layer (cases/foundry-drag.ts), 25/50/100/200 tokens, Medium and
// Large movers, printed beside the pure drag frame (path + OA on the large scene) with its targets: the worst case
// (a waypoint on each of 60 squares) under 2 ms at 100 tokens and 4 ms at 200, growing at most linearly.
// Issue 28 (TA-4): the threeAction centre-line matrix beside srd52's corner matrix on each 100-token layout, timed in
// turns by CPU time (cases/three-action-vs-corner.ts), with its target: at most 0.95× srd52's and under 16 ms.
// `npm run bench -- --only <text>` runs only the cases whose name contains <text> (any case), e.g.
// `--only "matrix 100"` for the whole-scene matrix alone; such a partial run leaves bench/results.json as it is.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { onlyCases, selected, type CaseResult } from "./measure";
import { HALL, LARGE, SMALL, SPARSE } from "./scenes";
import { pathAndOpportunity } from "./cases/movement";
import { coverCases } from "./cases/cover";
import { initiativeCase } from "./cases/initiative";
import { canvasIndexCases } from "./cases/canvas-index";
import { foundryDragCases, type FoundryDragResult } from "./cases/foundry-drag";
import { foundryDragTargets } from "./foundry-drag-report";
import { centreVsCornerTargets } from "./cases/three-action-vs-corner";

const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (onlyAt >= 0 && !only) throw new Error("bench: --only needs the text to look for in case names");
onlyCases(only);

const results: CaseResult[] = [];
for (const scene of [SMALL(), LARGE(), HALL(), SPARSE()]) {
  for (const result of [...coverCases(scene), pathAndOpportunity(scene)]) if (result) results.push(result);
}
for (const result of canvasIndexCases(LARGE())) if (result) results.push(result);
const initiative = await initiativeCase(selected("initiative, 200 combatants"));
if (initiative) results.push(initiative);
// Issue 25: the drag frame through Fray's Foundry layer, on the harness, at 25 … 200 tokens, both movers.
const drags: FoundryDragResult[] = [];
for (const side of [1, 2])
  for (const tokens of [25, 50, 100, 200]) drags.push(...(await foundryDragCases(tokens, side)));
results.push(...drags);

const rows = results.map((r) => ({
  name: r.name,
  medianMs: Number(r.medianMs.toFixed(4)),
  referenceMedianMs: Number(r.referenceMedianMs.toFixed(4)),
  ratio: Number(r.ratio.toFixed(1)),
}));
const pad = (s: string, n: number) => s.padEnd(n);
console.log(`${pad("case", 34)} ${pad("median ms", 12)} ${pad("reference ms", 14)} ratio`);
for (const r of rows) {
  console.log(
    `${pad(r.name, 34)} ${pad(r.medianMs.toFixed(4), 12)} ${pad(r.referenceMedianMs.toFixed(4), 14)} ${r.ratio}×`,
  );
}
for (const line of centreVsCornerTargets(results)) console.log(line);
const pure = results.find((r) => r.name.startsWith("drag frame (path + OA + cover"));
for (const line of foundryDragTargets(drags, pure)) console.log(line);
if (only === undefined) {
  writeFileSync(join(import.meta.dirname, "results.json"), JSON.stringify(rows, null, 2) + "\n");
  console.log("written bench/results.json");
} else console.log(`--only "${only}": ${rows.length} case(s); bench/results.json left as it is`);
