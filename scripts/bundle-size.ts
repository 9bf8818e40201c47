// Bundle sizes after gzip, as the build prints them (vite.config.ts) and the manifest tests check them: the bundle
// Foundry always loads, and the chunks it loads only on demand (the Quench batches).
import { gzipSync } from "node:zlib";

export interface BuiltChunk {
  readonly fileName: string;
  readonly code: string;
  readonly isEntry: boolean;
  /** The rendered code of each module in the chunk, by module id. */
  readonly modules?: Readonly<Record<string, { readonly code: string | null }>>;
}

/** The most the Quench loader (src/quench/load.ts) may add to the bundle Foundry always loads (issue 27). */
export const QUENCH_LOADER_BUDGET = 1024;

/** Gzip size of `code` in bytes (level 9, as a server's static gzip would be at most). */
export function gzipBytes(code: string): number {
  return gzipSync(Buffer.from(code, "utf8"), { level: 9 }).length;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Each chunk's gzip size and the lines the build prints, with the Quench loader's share of the always-loaded bundle:
 * its rendered code gzipped alone, an upper bound of what it adds (tests/manifest/quench-chunk.test.ts measures the
 * real difference against a build without it).
 */
export function bundleSizes(chunks: readonly BuiltChunk[]): {
  sizes: Record<string, number>;
  loader: number | null;
  lines: string[];
} {
  const sizes: Record<string, number> = {};
  const lines: string[] = [];
  let loader: number | null = null;
  for (const chunk of chunks) {
    const bytes = gzipBytes(chunk.code);
    sizes[chunk.fileName] = bytes;
    lines.push(
      `${chunk.fileName}: ${kb(bytes)} gzip${chunk.isEntry ? " (always loaded)" : " (loaded on demand: Quench batches)"}`,
    );
    const loaderModule = Object.entries(chunk.modules ?? {}).find(([id]) => id.endsWith("src/quench/load.ts"));
    if (chunk.isEntry && loaderModule?.[1].code) {
      loader = gzipBytes(loaderModule[1].code);
      lines.push(
        `  of which the Quench loader: at most ${String(loader)} B gzip (budget ${String(QUENCH_LOADER_BUDGET)} B)`,
      );
    }
  }
  return { sizes, loader, lines };
}
