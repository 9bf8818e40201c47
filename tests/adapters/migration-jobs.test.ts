// The world migration writes in batches of at most 100 documents per call; a batch that fails is written
// again one document at a time, so only the failing document is named and left whole (src/migrations/jobs.ts).
import { describe, expect, it, vi } from "vitest";
import { MIGRATION_BATCH_SIZE, runJob, type MigrationReport, type PendingChange } from "../../src/migrations/jobs";

const pending = (count: number): PendingChange[] =>
  Array.from({ length: count }, (_, i) => ({ id: `doc${i}`, name: `Doc ${i}`, changes: { "system.size": "large" } }));
const report = (): MigrationReport => ({ changed: 0, failed: [], lockedPacks: [] });

describe("runJob", () => {
  it("writes 250 documents in calls of 100, 100 and 50, each update carrying its _id", async () => {
    const write = vi.fn<(updates: Record<string, unknown>[]) => Promise<void>>(() => Promise.resolve());
    const done = report();
    const advanced: number[] = [];
    await runJob({ pending: pending(250), write }, done, (count) => advanced.push(count));
    expect(MIGRATION_BATCH_SIZE).toBe(100);
    expect(write.mock.calls.map(([updates]) => updates.length)).toEqual([100, 100, 50]);
    expect(write.mock.calls[0]?.[0][0]).toEqual({ _id: "doc0", "system.size": "large" });
    expect(done).toEqual({ changed: 250, failed: [], lockedPacks: [] });
    expect(advanced).toEqual([100, 100, 50]);
  });

  it("writes a failed batch again one by one: the failing document is named, the others are written", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const written: string[] = [];
    const write = vi.fn((updates: Record<string, unknown>[]) => {
      if (updates.some((u) => u._id === "doc1")) return Promise.reject(new Error("refused"));
      written.push(...updates.map((u) => String(u._id)));
      return Promise.resolve();
    });
    const done = report();
    await runJob({ pending: pending(3), write }, done, () => undefined);
    expect(written).toEqual(["doc0", "doc2"]);
    expect(done).toEqual({ changed: 2, failed: ["Doc 1"], lockedPacks: [] });
  });
});
