// Issue 13 item 8: the canvas cover index (src/canvas/cover-index.ts) as the wall and token hooks drive it,
// against what a system without one does: rebuild the whole cover scene from the documents for the query.
// Each pair measures the same work: apply one change, then answer one attacker–target cover query.
import { coverBetween, createCoverScene, getPreset, type CoverResult } from "../../src/rules";
import { SceneCoverIndex } from "../../src/canvas/cover-index";
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
  ];
}
