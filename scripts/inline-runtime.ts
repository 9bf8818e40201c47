// Rolldown puts its runtime helpers (`__name` for keepNames…) into a chunk of their own as soon as the bundle has a
// second chunk (the Quench batches, loaded on demand). fray.mjs would then import that chunk on every page load.
// This moves the helpers back into fray.mjs, on the line of the import they replace (so fray.mjs's source map
// keeps its lines), and drops the on-demand chunks' import of them, which binds nothing. A chunk that does bind a
// helper fails the build: it would need fray.mjs to export it.

export interface OutputChunkLike {
  type: "chunk" | "asset";
  fileName: string;
  code?: string;
  isEntry?: boolean;
}

const RUNTIME = /(^|\/)rolldown-runtime-[\w-]+\.mjs$/;

/** Rewrites `bundle` in place; returns the runtime chunk's file name when one was inlined. */
export function inlineRuntime(bundle: Record<string, OutputChunkLike>): string | null {
  const runtime = Object.values(bundle).find((f) => f.type === "chunk" && RUNTIME.test(f.fileName));
  if (!runtime?.code) return null;
  const base = runtime.fileName.split("/").pop() ?? "";
  const exported = /export\s*\{([^}]*)\};?\s*$/.exec(runtime.code);
  if (!exported?.[1]) throw new Error(`inline-runtime: ${runtime.fileName} has no export list`);
  // `local as exported` pairs of the runtime's export list.
  const exports = new Map(
    exported[1].split(",").map((part) => {
      const [local, name] = part.trim().split(/\s+as\s+/);
      return [name ?? local ?? "", local ?? ""] as const;
    }),
  );
  const body = runtime.code
    .slice(0, exported.index)
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join(" ");
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk" || chunk === runtime || !chunk.code) continue;
    const importLine = new RegExp(
      `^import\\s*(\\{[^}]*\\}\\s*from\\s*)?"[./]*(?:quench/)?${base.replace(/\./g, "\\.")}";[^\\n]*$`,
      "m",
    );
    const found = importLine.exec(chunk.code);
    if (!found) continue;
    if (!chunk.isEntry) {
      if (found[1]) throw new Error(`inline-runtime: ${chunk.fileName} binds rolldown's runtime helpers`);
      chunk.code = chunk.code.replace(importLine, "");
      continue;
    }
    // The entry's `{ n as __name, … }`: each helper under the name the entry uses.
    const aliases = (found[1] ?? "")
      .replace(/from\s*$/, "")
      .replace(/[{}]/g, "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, local] = part.split(/\s+as\s+/);
        const source = exports.get(name ?? "");
        if (!source) throw new Error(`inline-runtime: the runtime exports no ${String(name)}`);
        return (local ?? name) === source ? "" : `const ${local ?? ""} = ${source};`;
      })
      .join(" ");
    chunk.code = chunk.code.replace(importLine, `${body} ${aliases}`.trim());
  }
  Reflect.deleteProperty(bundle, runtime.fileName);
  Reflect.deleteProperty(bundle, `${runtime.fileName}.map`);
  return runtime.fileName;
}
