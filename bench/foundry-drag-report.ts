// Issue 25 item 4: the Foundry-layer drag frame's table and targets, printed by `npm run bench`. The worst case (a
// waypoint on each of the 60 squares) must take under 2 ms at 100 tokens for both movers, under 4 ms at 200, and
// grow at most linearly with the tokens: from each token count to the next, the time may grow by at most the
// ratio of the counts (an allowance of 25 % for the noise of a shared machine).
import type { CaseResult } from "./measure";
import type { FoundryDragResult } from "./cases/foundry-drag";

const LIMITS: Readonly<Record<number, number>> = { 100: 2, 200: 4 };
const NOISE = 1.25;

const ms = (n: number) => n.toFixed(3).padStart(9);

/** The lines of the table (ms, medians) and whether each target is met. */
export function foundryDragTargets(drags: readonly FoundryDragResult[], pure: CaseResult | undefined): string[] {
  if (!drags.length) return [];
  const lines = [
    "",
    "drag frame through the Foundry layer (harness, ms, medians; cached | uncached reference | ratio)",
    `pure drag frame of this run: ${pure ? `${pure.name}: ${pure.medianMs.toFixed(4)} ms` : "(not run)"}`,
  ];
  for (const d of drags) {
    lines.push(
      `  ${d.mover.padEnd(6)} ${String(d.tokens).padStart(3)} tokens, ${String(d.waypoints).padStart(2)} waypoints: ${ms(d.medianMs)} | ${ms(d.referenceMedianMs)} | ${d.ratio.toFixed(0)}×`,
    );
  }
  lines.push("targets (the worst case, 60 waypoints):");
  for (const mover of ["Medium", "Large"] as const) {
    const worst = drags.filter((d) => d.mover === mover && d.waypoints === 60).sort((a, b) => a.tokens - b.tokens);
    for (const d of worst) {
      const limit = LIMITS[d.tokens];
      if (limit === undefined) continue;
      const met = d.medianMs < limit;
      lines.push(
        `  ${mover} at ${d.tokens} tokens under ${limit} ms: ${met ? "met" : "NOT met"} (${d.medianMs.toFixed(3)} ms)`,
      );
    }
    for (let i = 1; i < worst.length; i++) {
      const a = worst[i - 1] as FoundryDragResult;
      const b = worst[i] as FoundryDragResult;
      const growth = b.medianMs / a.medianMs;
      const allowed = (b.tokens / a.tokens) * NOISE;
      lines.push(
        `  ${mover} ${a.tokens} → ${b.tokens} tokens grows ×${growth.toFixed(2)} (at most ×${allowed.toFixed(2)}): ${growth <= allowed ? "met" : "NOT met"}`,
      );
    }
  }
  return lines;
}
