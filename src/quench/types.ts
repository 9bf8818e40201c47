/**
 * The small part of Quench's interface (Ethaks/FVTT-Quench, a module that runs Mocha + Chai inside Foundry) that
 * Fray's batches use, declared here so Fray depends on no Quench package. Per Quench's README: `quenchReady` is
 * fired once (from Quench's `setup` hook) with the `quench` instance; `quench.registerBatch(key, fn, options)`
 * registers a batch whose `fn` gets Mocha's `describe`/`it`/hooks and Chai's `assert`/`expect`; after a run,
 * `quenchReports` is fired with `{ json }`, Mocha's JSON report as a string.
 */

/** What Mocha binds `this` to in a test body: `skip()` marks the test pending and stops it. */
export interface QuenchTestThis {
  skip(): never;
}

/** A test or hook body: may be async; Mocha awaits it. */
export type TestBody = (this: QuenchTestThis) => unknown;

/** The Chai `assert` calls the batches make (a subset; vitest's `assert` is Chai's). */
export interface QuenchAssert {
  (value: unknown, message?: string): asserts value;
  ok(value: unknown, message?: string): asserts value;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  isNull(value: unknown, message?: string): void;
  isNotNull<T>(value: T, message?: string): asserts value is NonNullable<T>;
  equal(actual: unknown, expected: unknown, message?: string): void;
  notEqual(actual: unknown, expected: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  deepInclude(haystack: unknown, needle: unknown, message?: string): void;
  include(haystack: string | readonly unknown[], needle: unknown, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  isAtLeast(value: number, atLeast: number, message?: string): void;
  isAtMost(value: number, atMost: number, message?: string): void;
  fail(message?: string): never;
}

/** The Chai `expect` chain the batches use (`expect(x).to.equal(y)`, `.to.deep.equal`, `.to.be.true`). */
export interface QuenchExpectation {
  readonly to: {
    equal(expected: unknown, message?: string): void;
    readonly deep: { equal(expected: unknown, message?: string): void };
    readonly be: { readonly true: unknown; readonly false: unknown };
  };
}

/** What `registerBatch` hands the batch's function (Mocha's and Chai's names, as Quench gives them). */
export interface QuenchBatchContext {
  // Function properties, not methods: Quench hands out Mocha's free functions, which a batch destructures.
  readonly describe: (title: string, fn: () => void) => void;
  readonly it: (title: string, fn: TestBody) => void;
  readonly before: (fn: TestBody) => void;
  readonly after: (fn: TestBody) => void;
  readonly beforeEach: (fn: TestBody) => void;
  readonly afterEach: (fn: TestBody) => void;
  readonly assert: QuenchAssert;
  readonly expect: (value: unknown, message?: string) => QuenchExpectation;
}

/** `quench.registerBatch`'s options Fray uses. */
export interface QuenchBatchOptions {
  /** The batch's name in Quench's window and report. */
  displayName?: string;
  /** Whether the batch starts ticked in Quench's window. */
  preSelected?: boolean;
}

/** The `quench` instance `quenchReady` passes. */
export interface QuenchLike {
  registerBatch(key: `fray.${string}`, fn: (context: QuenchBatchContext) => void, options?: QuenchBatchOptions): void;
}

/** The `quenchReports` hook's argument. */
export interface QuenchReports {
  /** Mocha's JSON report: `{ stats, tests, pending, failures, passes }`, each test `{ title, fullTitle, err, … }`. */
  json: string;
}
