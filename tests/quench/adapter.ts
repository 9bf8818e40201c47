// One source, two Foundries (issue 27 item 3): Fray's Quench batches (src/quench/batches) run here on the harness
// through this adapter, which gives them what Quench gives them in a live world: `registerBatch`, Mocha's
// describe/it/before/after (vitest's describe/it/beforeAll/afterAll) and Chai's assert/expect (vitest's are Chai's).
// A test body's `this.skip()` is vitest's skip. The adapter records each batch's test titles, so a test can list the
// scenarios per batch, and can mark tests as expected to fail after their body ran (to prove the clean-up).
import { afterAll, afterEach, assert, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { QuenchBatchContext, QuenchLike, QuenchTestThis, TestBody } from "../../src/quench/types";

/** A scenario waits for other clients' work as a table does (src/quench/wait.ts): more than vitest's 5 s. */
const TIMEOUT = 30_000;

export interface AdaptedBatch {
  readonly key: string;
  readonly displayName: string;
  /** Every `it` title, in registration order. */
  readonly titles: string[];
}

export interface AdapterOptions {
  /** Titles of tests whose body runs and then throws: vitest expects them to fail (`it.fails`). */
  readonly failAfter?: ReadonlySet<string>;
  /** Titles of steps that need what the harness does not model (packs): registered skipped, named in the title. */
  readonly liveOnly?: ReadonlySet<string>;
}

/** A Quench stand-in whose batches become vitest suites as they are registered. */
export function quenchOnVitest(options: AdapterOptions = {}): { quench: QuenchLike; batches: AdaptedBatch[] } {
  const batches: AdaptedBatch[] = [];
  const quench: QuenchLike = {
    registerBatch(key, fn, batchOptions = {}) {
      const batch: AdaptedBatch = { key, displayName: batchOptions.displayName ?? key, titles: [] };
      batches.push(batch);
      const context: QuenchBatchContext = {
        describe: (title, body) => {
          describe(title, body);
        },
        it: (title, body: TestBody) => {
          batch.titles.push(title);
          if (options.liveOnly?.has(title)) {
            it.skip(`${title} (live only: the harness has no compendium packs)`, () => undefined);
            return;
          }
          if (options.failAfter?.has(title)) {
            it.fails(
              title,
              async (ctx) => {
                await body.call({ skip: () => ctx.skip() } satisfies QuenchTestThis);
                throw new Error("forced failure after the scenario ran");
              },
              TIMEOUT,
            );
            return;
          }
          it(
            title,
            async (ctx) => {
              await body.call({ skip: () => ctx.skip() } satisfies QuenchTestThis);
            },
            TIMEOUT,
          );
        },
        before: (body) => {
          beforeAll(async () => {
            await body.call({ skip: () => undefined as never });
          }, TIMEOUT);
        },
        after: (body) => {
          afterAll(async () => {
            await body.call({ skip: () => undefined as never });
          }, TIMEOUT);
        },
        beforeEach: (body) => {
          beforeEach(async () => {
            await body.call({ skip: () => undefined as never });
          }, TIMEOUT);
        },
        afterEach: (body) => {
          afterEach(async () => {
            await body.call({ skip: () => undefined as never });
          }, TIMEOUT);
        },
        assert: assert,
        expect: expect,
      };
      describe(`${key}: ${batch.displayName}`, () => {
        fn(context);
      });
    },
  };
  return { quench, batches };
}
