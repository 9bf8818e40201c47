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

export const SMALL = () => makeScene("small", { width: 30, height: 30, walls: 100, tokens: 10, seed: 1 });
export const LARGE = () => makeScene("large", { width: 100, height: 100, walls: 2000, tokens: 100, seed: 2 });
