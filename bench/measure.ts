// Timing helpers for `npm run bench`: run a case and its naive reference in the same process, check that they
// agree, and report medians. Timings are printed, never asserted in tests (DEVELOPERS.md).
import { performance } from "node:perf_hooks";

export interface CaseResult {
  name: string;
  medianMs: number;
  referenceMedianMs: number;
  ratio: number;
  runs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Median wall time of `fn` over `runs` runs after `warmup` untimed runs, and at least `warmupMs` of them
 * when asked: the JIT optimises a short case only after many calls, and timing it before measures the
 * compiler, not the code (a 2 ms matrix ran at 7 ms for its first twenty calls).
 */
export function time(
  fn: () => unknown,
  { runs, warmup, warmupMs = 0 }: { runs: number; warmup: number; warmupMs?: number },
): number {
  const warmStart = performance.now();
  for (let i = 0; i < warmup || (warmup > 0 && performance.now() - warmStart < warmupMs); i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

let only: string | undefined;

/** Runs only the cases whose name contains `text` (any case); `undefined` runs them all. */
export function onlyCases(text: string | undefined): void {
  only = text?.toLowerCase();
}

/** Whether the case named `name` runs under `--only`. */
export function selected(name: string): boolean {
  return only === undefined || name.toLowerCase().includes(only);
}

/**
 * Times `fast` and `reference`, after checking that they return equal results (by `same`, JSON by default).
 * Throws when they disagree: a fast answer that is wrong is not a result. A case left out by `onlyCases`
 * runs nothing and returns undefined.
 */
export function compare<T>(
  name: string,
  fast: () => T,
  reference: () => T,
  {
    runs = 50,
    referenceRuns = Math.max(5, Math.floor(runs / 5)),
    warmup = 5,
    referenceWarmup = 1,
    same = (a: T, b: T) => JSON.stringify(a) === JSON.stringify(b),
  }: {
    runs?: number;
    referenceRuns?: number;
    warmup?: number;
    referenceWarmup?: number;
    same?: (a: T, b: T) => boolean;
  } = {},
): CaseResult | undefined {
  if (!selected(name)) return undefined;
  if (!same(fast(), reference())) throw new Error(`bench ${name}: the fast and reference results differ`);
  const medianMs = time(fast, { runs, warmup, warmupMs: 250 });
  const referenceMedianMs = time(reference, { runs: referenceRuns, warmup: referenceWarmup });
  return { name, medianMs, referenceMedianMs, ratio: referenceMedianMs / medianMs, runs };
}

/** A fixed-seed pseudo-random generator (mulberry32), so every run builds the same scenes. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
