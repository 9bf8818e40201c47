// Scenes for `npm run bench`, generated from a fixed seed so every run measures the same work.
import { seededRandom } from "./measure";

export interface BenchWall {
  a: { x: number; y: number };
  b: { x: number; y: number };
  blocksSight: boolean;
  blocksMovement: boolean;
}

export interface BenchToken {
  id: string;
  x: number;
  y: number;
  side: number;
  disposition: 1 | -1;
}

export interface BenchScene {
  name: string;
  width: number;
  height: number;
  walls: BenchWall[];
  tokens: BenchToken[];
}

/**
 * A dungeon-like scene: walls run along grid lines (1–6 cells long, a few diagonal), tokens are Medium
 * (one in ten Large) on free, non-overlapping cells, half friendly and half hostile.
 */
export function makeScene(
  name: string,
  {
    width,
    height,
    walls,
    tokens,
    seed,
  }: { width: number; height: number; walls: number; tokens: number; seed: number },
): BenchScene {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const wallList: BenchWall[] = [];
  for (let i = 0; i < walls; i++) {
    const x = int(width);
    const y = int(height);
    const length = 1 + int(6);
    const kind = random();
    const b =
      kind < 0.45
        ? { x: Math.min(width, x + length), y }
        : kind < 0.9
          ? { x, y: Math.min(height, y + length) }
          : { x: Math.min(width, x + length), y: Math.min(height, y + length) };
    wallList.push({ a: { x, y }, b, blocksSight: random() < 0.9, blocksMovement: true });
  }
  const taken = new Set<string>();
  const tokenList: BenchToken[] = [];
  for (let attempts = 0; tokenList.length < tokens && attempts < tokens * 100; attempts++) {
    const side = random() < 0.1 ? 2 : 1;
    const x = int(width - side);
    const y = int(height - side);
    const cells: string[] = [];
    for (let dy = 0; dy < side; dy++) for (let dx = 0; dx < side; dx++) cells.push(`${x + dx},${y + dy}`);
    if (cells.some((c) => taken.has(c))) continue;
    for (const c of cells) taken.add(c);
    tokenList.push({ id: `t${tokenList.length}`, x, y, side, disposition: tokenList.length % 2 ? -1 : 1 });
  }
  return { name, width, height, walls: wallList, tokens: tokenList };
}

/**
 * An open 30×30 hall in the middle of a 100×100 map: the 100 tokens stand in the hall, whose walls are only its
 * outline (a door gap in each side); the other walls (2,000 in all) fill the map around it, never inside. Lines
 * between tokens meet few walls, so this measures how little the index makes them look at the rest.
 */
export function makeHall(seed: number): BenchScene {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const [x0, y0, side] = [35, 35, 30];
  const walls: BenchWall[] = [];
  const wall = (ax: number, ay: number, bx: number, by: number) =>
    walls.push({ a: { x: ax, y: ay }, b: { x: bx, y: by }, blocksSight: true, blocksMovement: true });
  // The outline, in 2-cell pieces, leaving cells 14–15 of each side open.
  for (let i = 0; i < side; i += 2) {
    if (i === 14) continue;
    wall(x0 + i, y0, x0 + i + 2, y0);
    wall(x0 + i, y0 + side, x0 + i + 2, y0 + side);
    wall(x0, y0 + i, x0, y0 + i + 2);
    wall(x0 + side, y0 + i, x0 + side, y0 + i + 2);
  }
  const inHall = (x: number, y: number) => x >= x0 && x <= x0 + side && y >= y0 && y <= y0 + side;
  while (walls.length < 2000) {
    const x = int(100);
    const y = int(100);
    const length = 1 + int(6);
    const horizontal = random() < 0.5;
    const bx = horizontal ? Math.min(100, x + length) : x;
    const by = horizontal ? y : Math.min(100, y + length);
    if (inHall(x, y) || inHall(bx, by) || (horizontal ? y > y0 && y < y0 + side && x < x0 && bx > x0 + side : false))
      continue;
    if (!horizontal && x > x0 && x < x0 + side && y < y0 && by > y0 + side) continue;
    wall(x, y, bx, by);
  }
  const tokens: BenchToken[] = [];
  const taken = new Set<string>();
  while (tokens.length < 100) {
    const x = x0 + 1 + int(side - 2);
    const y = y0 + 1 + int(side - 2);
    if (taken.has(`${x},${y}`)) continue;
    taken.add(`${x},${y}`);
    tokens.push({ id: `t${tokens.length}`, x, y, side: 1, disposition: tokens.length % 2 ? -1 : 1 });
  }
  return { name: "hall", width: 100, height: 100, walls, tokens };
}

export const SMALL = () => makeScene("small", { width: 30, height: 30, walls: 100, tokens: 10, seed: 1 });
export const LARGE = () => makeScene("large", { width: 100, height: 100, walls: 2000, tokens: 100, seed: 2 });
/** Issue 13 item 8: the open hall, and a sparse 200×200 scene (2,000 walls, 100 tokens spread over it). */
export const HALL = () => makeHall(3);
export const SPARSE = () => makeScene("sparse", { width: 200, height: 200, walls: 2000, tokens: 100, seed: 4 });
