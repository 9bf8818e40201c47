#!/usr/bin/env node
// The layer check (issue 31, docs/architecture.md "Layers"): imports under src/ point one way, down the layers,
// with no cycle (type-only imports, `import()` types and src/rules included); no folder outside src/rules holds
// more than 15 files at its top level; no TypeScript file is over 400 lines. Run by `npm run lint`.
// Usage: node scripts/check-layers.mjs [root]   (prints every finding with file:line; exits 1 on any)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The layers, top to bottom: a file may import its own layer's folders or any lower layer's, never a higher one.
 * `types/` and `constants.ts` stand outside the order (see ANYWHERE).
 */
export const LAYERS = [
  ["fray.ts", "hooks", "api", "quench"],
  ["applications", "canvas", "documents", "macros"],
  ["combat", "chat", "dice", "conditions", "migrations", "net", "resources", "scene"],
  ["data", "adapters", "settings"],
  ["rules"],
];

/** Folders (or files) outside the order: any layer may import them, and they may import any layer. */
export const ANYWHERE = ["types", "constants.ts"];

/**
 * Top-level folders whose inner folders' `index.ts` is no public face: src/rules is one room to the rest (its face
 * is src/rules/index.ts) whose inner folders read each other freely, and each src/data/<type>/index.ts is the
 * `config` map of that document type's models for CONFIG, beside which the models are read directly.
 */
export const FACELESS = ["rules", "data"];

export const MAX_FOLDER_FILES = 15;
export const MAX_FILE_LINES = 400;

/**
 * @typedef {{ from: string, to: string, line: number }} Edge  repository-relative paths, 1-based line
 * @typedef {{ cycles: Edge[][], upward: Edge[], pastFace: Edge[], unplaced: string[],
 *   folders: { folder: string, files: number }[], files: { file: string, lines: number }[] }} LayerReport
 */

/** @param {string} dir @returns {string[]} every .ts file under dir */
function walk(dir) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (name.endsWith(".ts")) out.push(path);
  }
  return out;
}

/**
 * Every module specifier a file names, with its line: imports and re-exports (type-only too), `import()` calls
 * and `import("…")` types.
 * @param {string} file @param {string} text @returns {{ spec: string, line: number }[]}
 */
function specifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ spec: string, line: number }[]} */
  const out = [];
  /** @param {ts.Node} node @param {ts.Node | undefined} literal */
  const add = (node, literal) => {
    if (literal && ts.isStringLiteralLike(literal)) {
      out.push({ spec: literal.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** @param {string} from @param {string} spec @returns {string | undefined} the .ts file a relative specifier names */
function resolveSpec(from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec.replace(/\.(m?js)$/, ""));
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) {
    if (candidate.endsWith(".ts") && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Whether `target` sits in a folder with an `index.ts` (its public face) that `file` is outside of, and is not that
 * face: a folder below src/'s top level keeps its files to itself (except in FACELESS).
 * @param {string} src @param {string} file @param {string} target
 */
function behindFace(src, file, target) {
  if (FACELESS.includes(relative(src, target).split(sep)[0] ?? "")) return false;
  for (let dir = dirname(target); dir.startsWith(src + sep) && dirname(dir) !== src; dir = dirname(dir)) {
    const face = join(dir, "index.ts");
    if (target !== face && !file.startsWith(dir + sep) && existsSync(face)) return true;
  }
  return false;
}

/** @param {string} rel path relative to src/ @returns {number | "anywhere" | undefined} */
function layerOf(rel) {
  const top = rel.split(sep)[0] ?? rel;
  if (ANYWHERE.includes(top)) return "anywhere";
  const index = LAYERS.findIndex((names) => names.includes(top));
  return index < 0 ? undefined : index;
}

/**
 * Strongly connected components of more than one file (or a file importing itself), each as one cycle's edges.
 * @param {Map<string, Edge[]>} graph @returns {Edge[][]}
 */
function findCycles(graph) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];
  let counter = 0;
  /** @param {string} v */
  const connect = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      /** @type {string[]} */ const component = [];
      let w;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).some((edge) => edge.to === v);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  // One concrete cycle per component: a shortest way back from its first file to itself, inside the component.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] ?? "";
    /** @type {Map<string, Edge>} */ const cameBy = new Map();
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] ?? "";
      for (const edge of graph.get(at) ?? []) {
        if (!members.has(edge.to)) continue;
        if (edge.to === start) {
          /** @type {Edge[]} */ const path = [edge];
          let back = at;
          while (back !== start) {
            const step = cameBy.get(back);
            if (!step) break;
            path.unshift(step);
            back = step.from;
          }
          return path;
        }
        if (!cameBy.has(edge.to)) {
          cameBy.set(edge.to, edge);
          queue.push(edge.to);
        }
      }
    }
    return [];
  });
}

/**
 * Everything the layer check finds under `root`/src.
 * @param {string} root the repository (or a fixture) folder holding src/
 * @returns {LayerReport}
 */
export function checkLayers(root) {
  const src = join(root, "src");
  const files = walk(src);
  /** @param {string} path */
  const repo = (path) => relative(root, path).split(sep).join("/");
  /** @type {Map<string, Edge[]>} */ const graph = new Map();
  /** @type {Edge[]} */ const upward = [];
  /** @type {Edge[]} */ const pastFace = [];
  const unplaced = new Set();
  /** @type {{ file: string, lines: number }[]} */ const long = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > MAX_FILE_LINES) long.push({ file: repo(file), lines });
    const fromLayer = layerOf(relative(src, file));
    if (fromLayer === undefined) unplaced.add(repo(file));
    /** @type {Edge[]} */ const edges = [];
    for (const { spec, line } of specifiers(file, text)) {
      const target = resolveSpec(file, spec);
      if (!target?.startsWith(src + sep)) continue;
      const edge = { from: repo(file), to: repo(target), line };
      edges.push(edge);
      if (behindFace(src, file, target)) pastFace.push(edge);
      const toLayer = layerOf(relative(src, target));
      // `types/` teaches fvtt-types about every layer's classes, so it stands outside the order (not its cycles).
      if (toLayer === undefined || fromLayer === undefined || toLayer === "anywhere" || fromLayer === "anywhere") {
        continue;
      }
      if (toLayer < fromLayer) upward.push(edge);
    }
    graph.set(repo(file), edges);
  }
  /** @type {{ folder: string, files: number }[]} */ const folders = [];
  /** @param {string} dir */
  const countFolders = (dir) => {
    const entries = readdirSync(dir);
    const rel = repo(dir);
    const own = entries.filter((name) => statSync(join(dir, name)).isFile()).length;
    if (rel !== "src/rules" && !rel.startsWith("src/rules/") && own > MAX_FOLDER_FILES) {
      folders.push({ folder: rel, files: own });
    }
    for (const name of entries.sort()) if (statSync(join(dir, name)).isDirectory()) countFolders(join(dir, name));
  };
  countFolders(src);
  return { cycles: findCycles(graph), upward, pastFace, unplaced: [...unplaced], folders, files: long };
}

/** @param {Edge} edge */
const showEdge = (edge) => `${edge.from}:${String(edge.line)} → ${edge.to}`;

/**
 * The report's findings as lines, one per finding; empty when the house is in order.
 * @param {LayerReport} report @returns {string[]}
 */
export function layerProblems(report) {
  return [
    ...report.cycles.map((cycle) => `import cycle: ${cycle.map(showEdge).join(" ⇒ ")}`),
    ...report.upward.map((edge) => `upward import: ${showEdge(edge)}`),
    ...report.pastFace.map((edge) => `import past a folder's index.ts: ${showEdge(edge)}`),
    ...report.unplaced.map((file) => `not in a layer (add its folder to LAYERS): ${file}`),
    ...report.folders.map(
      ({ folder, files }) => `folder over ${String(MAX_FOLDER_FILES)} files: ${folder} (${String(files)})`,
    ),
    ...report.files.map(({ file, lines }) => `file over ${String(MAX_FILE_LINES)} lines: ${file} (${String(lines)})`),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const report = checkLayers(root);
  const problems = layerProblems(report);
  for (const problem of problems) console.error(problem);
  console.log(
    `layers: ${String(report.cycles.length)} cycles, ${String(report.upward.length)} upward imports, ` +
      `${String(report.pastFace.length)} imports past a folder's index.ts, ` +
      `${String(report.folders.length)} folders over ${String(MAX_FOLDER_FILES)} files, ` +
      `${String(report.files.length)} files over ${String(MAX_FILE_LINES)} lines`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}
