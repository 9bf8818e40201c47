// Path cost + opportunity attacks for a 60-step path among the scene's creatures, all hostile to the mover.
import {
  SegmentIndex,
  getPreset,
  previewMove,
  withinReachOf,
  type Cell,
  type CreatureSnapshot,
  type Space,
} from "../../src/rules";
import { compare, seededRandom, type CaseResult } from "../measure";
import type { BenchScene } from "../scenes";

const policies = getPreset("srd52").policies;

/** A 60-step walk across the scene: forward, sometimes diagonal, turning back at the edges (a boustrophedon). */
function walk(scene: BenchScene, seed: number): Cell[] {
  const random = seededRandom(seed);
  let x = 1;
  let y = Math.floor(scene.height / 2);
  let dx = 1;
  const path: Cell[] = [{ x, y }];
  for (let i = 0; i < 60; i++) {
    if (x + dx < 1 || x + dx > scene.width - 2) {
      dx = -dx;
      y = Math.min(scene.height - 2, y + 1);
    } else {
      x += dx;
      const r = random();
      if (r < 0.25 && y > 1) y -= 1;
      else if (r > 0.75 && y < scene.height - 2) y += 1;
    }
    path.push({ x, y });
  }
  return path;
}

/** Naive opportunity attacks: every reactor, every step, a distance test; the first exit from reach counts. */
function referenceAttacks(
  path: readonly Cell[],
  others: readonly CreatureSnapshot[],
): { id: string; stepIndex: number }[] {
  const out: { id: string; stepIndex: number }[] = [];
  others.forEach((o) => {
    const reach = o.reach ?? 5;
    for (let i = 0; i + 1 < path.length; i++) {
      const here: Space = { x: path[i]?.x ?? 0, y: path[i]?.y ?? 0, side: 1 };
      const next: Space = { x: path[i + 1]?.x ?? 0, y: path[i + 1]?.y ?? 0, side: 1 };
      if (withinReachOf(o.space, here, reach, "equidistant") && !withinReachOf(o.space, next, reach, "equidistant")) {
        out.push({ id: o.id ?? "", stepIndex: i });
        return;
      }
    }
  });
  return out;
}

/** The 60-step walk among the scene's creatures (off the path, all hostile), with the wall indexes. */
export function dragInput(scene: BenchScene) {
  const path = walk(scene, 7);
  // Creatures stand off the path so that the path stays legal; all hostile to the mover, with 5 or 10 ft reach.
  const onPath = new Set(path.map((c) => `${c.x},${c.y}`));
  const others: CreatureSnapshot[] = scene.tokens
    .filter((t) => {
      for (let dy = 0; dy < t.side; dy++)
        for (let dx = 0; dx < t.side; dx++) if (onPath.has(`${t.x + dx},${t.y + dy}`)) return false;
      return true;
    })
    .map((t, i) => ({
      id: t.id,
      space: { x: t.x, y: t.y, side: t.side },
      size: t.side === 2 ? "large" : "medium",
      disposition: -1,
      reach: i % 4 === 0 ? 10 : 5,
    }));
  const moving = scene.walls.filter((w) => w.blocksMovement);
  const walls = new SegmentIndex(moving);
  const scanAll = new SegmentIndex(moving, { bucketSize: 1e6 }); // one bucket: every query scans every wall
  const mover = { size: "medium", disposition: 1, speeds: { walk: 30 } } as const;
  const input = { path, mover, others, policies, budget: { used: 0, extra: 1000 } };
  return { path, others, walls, scanAll, input };
}

export function pathAndOpportunity(scene: BenchScene): CaseResult | undefined {
  const { path, others, walls, scanAll, input } = dragInput(scene);
  const fast = () => {
    const p = previewMove({ ...input, walls });
    return {
      stop: p.cost.stopIndex,
      total: p.cost.total,
      attacks: p.opportunity.attacks.map((a) => ({ id: a.id ?? "", stepIndex: a.stepIndex })),
    };
  };
  const reference = () => {
    const p = previewMove({ ...input, walls: scanAll });
    return { stop: p.cost.stopIndex, total: p.cost.total, attacks: referenceAttacks(path, others) };
  };
  return compare(`path + OA, ${scene.name} (${others.length} hostiles)`, fast, reference, {
    runs: 200,
    same: (a, b) =>
      a.stop === b.stop &&
      a.total === b.total &&
      JSON.stringify([...a.attacks].sort((x, y) => x.id.localeCompare(y.id))) ===
        JSON.stringify([...b.attacks].sort((x, y) => x.id.localeCompare(y.id))),
  });
}
