// Issue 13 item 8: the canvas cover index (src/scene/cover/cover-index.ts) as the wall and token hooks drive it,
// against what a system without one does: rebuild the whole cover scene from the documents for the query.
// Each pair measures the same work: apply one change, then answer one attacker–target cover query.
import { coverBetween, createCoverScene, getPreset, previewMove, type CoverResult } from "../../src/rules";
import { dragInput } from "./movement";
import { SceneCoverIndex } from "../../src/scene/cover/cover-index";
import { compare, type CaseResult } from "../measure";
import type { BenchScene } from "../scenes";

const policies = getPreset("srd52").policies.cover;
const GRID = 100;
const NO_FLAGS = () => ({ defeated: false, prone: false, mounted: false });

function wallFields(w: BenchScene["walls"][number], open: boolean) {
  return {
    c: [w.a.x * GRID, w.a.y * GRID, w.b.x * GRID, w.b.y * GRID],
    sight: w.blocksSight ? 20 : 0,
    move: w.blocksMovement ? 20 : 0,
    door: 1,
    ds: open ? 1 : 0,
    dir: 0,
  };
}

export function canvasIndexCases(scene: BenchScene): (CaseResult | undefined)[] {
  const [a, b] = scene.tokens;
  const w0 = scene.walls[0];
  if (!a || !b || !w0) return [];
  const index = new SceneCoverIndex(GRID);
  scene.walls.forEach((w, i) => {
    index.setWall(`w${i}`, wallFields(w, false));
  });
  const tokens = new Map(
    scene.tokens.map((t) => [t.id, { x: t.x * GRID, y: t.y * GRID, width: t.side, height: t.side }]),
  );
  for (const [id, t] of tokens) index.setToken(id, t, NO_FLAGS);
  // The naive path keeps the same documents and rebuilds the cover scene from them for the query.
  let open = false;
  let moved = false;
  const naive = (): CoverResult => {
    const walls = scene.walls.map((w, i) => ({
      a: w.a,
      b: w.b,
      sight: w.blocksSight && !(i === 0 && open),
      movement: w.blocksMovement && !(i === 0 && open),
    }));
    const creatures = [...tokens].map(([id, t]) => ({
      id,
      space: { x: Math.round(t.x / GRID), y: Math.round(t.y / GRID), side: t.width },
    }));
    return coverBetween(createCoverScene({ walls, creatures }, policies), a.id, b.id);
  };
  const last = scene.tokens.at(-1);
  const moveTo = (t: { x: number; y: number }) => {
    // The last token steps one square right and back (a token update).
    const home = last ? (tokens.get(last.id) as { x: number; y: number; width: number; height: number }) : null;
    if (!home || !last) return;
    moved = !moved;
    const next = { ...home, x: t.x + (moved ? GRID : 0) };
    tokens.set(last.id, next);
    index.setToken(last.id, next, NO_FLAGS);
  };
  const lastHome = last ? { x: last.x * GRID, y: last.y * GRID } : { x: 0, y: 0 };
  // A drag frame: the mover's planned path (cost, where it stops, the opportunity attacks along it) and the cover
  // of 10 targets from where the path ends, the mover's space moved there in the index (the hover position).
  const drag = dragInput(scene);
  const end = drag.path.at(-1) ?? { x: 0, y: 0 };
  const mover = "drag-mover";
  const targets = drag.others.slice(0, 10).map((o) => o.id ?? "");
  let step = 0;
  let referenceStep = 0;
  const frame = (cover: (target: string) => string | undefined, walls: typeof drag.walls) => {
    const p = previewMove({ ...drag.input, walls });
    return {
      stop: p.cost.stopIndex,
      total: p.cost.total,
      attacks: p.opportunity.attacks.length,
      cover: targets.map(cover),
    };
  };
  return [
    compare(
      `canvas index, one wall changed, ${scene.name}`,
      () => {
        open = !open;
        index.setWall("w0", wallFields(w0, open));
        return index.cover(a.id, b.id, policies)?.degree;
      },
      () => {
        open = !open;
        return naive().degree;
      },
      { runs: 100, referenceRuns: 20 },
    ),
    compare(
      `canvas index, wall upkeep only, ${scene.name}`,
      () => {
        open = !open;
        index.setWall("w0", wallFields(w0, open));
        return open;
      },
      () => {
        open = !open;
        naive();
        return open;
      },
      { runs: 200, referenceRuns: 20, same: () => true },
    ),
    compare(
      `canvas index, one token moved, ${scene.name}`,
      () => {
        moveTo(lastHome);
        return index.cover(a.id, b.id, policies)?.degree;
      },
      () => {
        moveTo(lastHome);
        return naive().degree;
      },
      { runs: 100, referenceRuns: 20 },
    ),
    compare(
      `drag frame (path + OA + cover ×10), ${scene.name}`,
      () => {
        // The hover square alternates between the path's end and the square beside it, as a drag does.
        step ^= 1;
        index.setToken(mover, { x: (end.x + step) * GRID, y: end.y * GRID, width: 1, height: 1 }, NO_FLAGS);
        return frame((t) => index.cover(mover, t, policies)?.degree, drag.walls);
      },
      () => {
        referenceStep ^= 1;
        const creatures = [
          ...[...tokens].map(([id, t]) => ({
            id,
            space: { x: Math.round(t.x / GRID), y: Math.round(t.y / GRID), side: t.width },
          })),
          { id: mover, space: { x: end.x + referenceStep, y: end.y, side: 1 } },
        ];
        const walls = scene.walls.map((w, i) => ({
          a: w.a,
          b: w.b,
          sight: w.blocksSight && !(i === 0 && open),
          movement: w.blocksMovement && !(i === 0 && open),
        }));
        const rebuilt = createCoverScene({ walls, creatures }, policies);
        return frame((t) => coverBetween(rebuilt, mover, t).degree, drag.scanAll);
      },
      { runs: 100, referenceRuns: 10 },
    ),
  ];
}
