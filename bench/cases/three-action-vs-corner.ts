// TA-4 acceptance (issue 28): the threeAction centre-line matrix against srd52's corner matrix on the same scene,
// timed in turns (one run of each, then again) by the process's CPU time, so that another process taking the CPU
// slows neither side alone: on a shared machine the wall-time medians of two separate cases drift apart.
import { cpuUsage } from "node:process";
import { centreLineMatrix, coverMatrix, type CoverScene } from "../../src/rules";
import { selected, type CaseResult } from "../measure";

const RUNS = 40;
/** "Reliably below": at most 95 % of the corner matrix's time (a tie within the noise is not below). */
const BELOW = 0.95;
const WARMUP = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function cpuMs(fn: () => unknown): number {
  const start = cpuUsage();
  fn();
  const used = cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * `medianMs`: the centre-line matrix, `referenceMedianMs`: the corner matrix (srd52's cover policies, as in the
 * "cover matrix" case), CPU-time medians of runs taken in turns; `ratio` = corner / centre line (above 1: the
 * centre line is cheaper).
 */
export function centreVsCornerCase(sceneName: string, scene: CoverScene): CaseResult | undefined {
  const name = `threeAction vs srd52 matrix, ${sceneName}`;
  if (!selected(name)) return undefined;
  for (let i = 0; i < WARMUP; i++) {
    centreLineMatrix(scene);
    coverMatrix(scene);
  }
  const centre: number[] = [];
  const corner: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    centre.push(cpuMs(() => centreLineMatrix(scene)));
    corner.push(cpuMs(() => coverMatrix(scene)));
  }
  const medianMs = median(centre);
  const referenceMedianMs = median(corner);
  return { name, medianMs, referenceMedianMs, ratio: referenceMedianMs / medianMs, runs: RUNS };
}

/** TA-4's bench targets: the centre-line matrix reliably below the corner matrix on each layout, and under 16 ms. */
export function centreVsCornerTargets(results: readonly CaseResult[]): string[] {
  const cases = results.filter((r) => r.name.startsWith("threeAction vs srd52 matrix"));
  if (!cases.length) return [];
  const lines = [
    "",
    `TA-4 targets (CPU-time medians, runs in turns): threeAction matrix at most ${BELOW}× srd52's and under 16 ms`,
  ];
  for (const c of cases) {
    const met = c.medianMs <= c.referenceMedianMs * BELOW && c.medianMs < 16;
    lines.push(
      `  ${c.name.replace("threeAction vs srd52 matrix, ", "").padEnd(7)} threeAction ${c.medianMs.toFixed(2)} ms, srd52 ${c.referenceMedianMs.toFixed(2)} ms, ×${(c.medianMs / c.referenceMedianMs).toFixed(2)}: ${met ? "met" : "NOT met"}`,
    );
  }
  return lines;
}
