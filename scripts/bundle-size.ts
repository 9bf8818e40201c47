// Bundle sizes after gzip, as the build prints them (vite.config.ts) and the manifest tests check them: the bundle
// Foundry always loads, and the chunks it loads only on demand (the Quench batches).
import { gzipSync } from "node:zlib";

export interface BuiltChunk {
  readonly fileName: string;
  readonly code: string;
  readonly isEntry: boolean;
}

/** Gzip size of `code` in bytes (level 9, as a server's static gzip would be at most). */
export function gzipBytes(code: string): number {
  return gzipSync(Buffer.from(code, "utf8"), { level: 9 }).length;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Each chunk's gzip size and the lines the build prints. */
export function bundleSizes(chunks: readonly BuiltChunk[]): {
  sizes: Record<string, number>;
  lines: string[];
} {
  const sizes: Record<string, number> = {};
  const lines: string[] = [];
  for (const chunk of chunks) {
    const bytes = gzipBytes(chunk.code);
    sizes[chunk.fileName] = bytes;
    lines.push(
      `${chunk.fileName}: ${kb(bytes)} gzip${chunk.isEntry ? " (always loaded)" : " (loaded on demand: Quench batches)"}`,
    );
  }
  return { sizes, lines };
}
