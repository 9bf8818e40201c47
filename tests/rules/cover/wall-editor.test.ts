import { describe, expect, it } from "vitest";
import {
  CoverWallEditor,
  areaOfEffect,
  coverBetween,
  coverMatrix,
  createCoverScene,
  createCoverWalls,
  nearSideOrigin,
  type CoverWallInput,
  type CoverWalls,
} from "../../../src/rules";
import { creature, lcg, wall } from "./helpers";

const KINDS = ["sight", "movement", "any"] as const;

/** Walls on a 14×14 map: grid-aligned runs (often collinear with others), a few diagonals, now and then a point. */
function randomWall(random: () => number): CoverWallInput {
  const int = (n: number) => Math.floor(random() * n);
  const x = int(14);
  const y = int(14);
  const n = 1 + int(4);
  const kind = random();
  const flags = { sight: random() < 0.8, movement: random() < 0.9 };
  if (kind < 0.4) return wall(x, y, x + n, y, flags);
  if (kind < 0.8) return wall(x, y, x, y + n, flags);
  if (kind < 0.95) return wall(x, y, x + n, y + (random() < 0.5 ? n : -n), flags);
  return wall(x, y, x, y, flags);
}

const CREATURES = [
  creature("c0", 1, 1),
  creature("c1", 12, 12),
  creature("c2", 6, 2, 2),
  creature("c3", 2, 9),
  creature("c4", 10, 5),
  creature("c5", 7, 11),
  creature("c6", 4, 6),
];

/** A segment's ends in a fixed order, so two lists of pieces compare as sets. */
const canonical = (segments: readonly { a: { x: number; y: number }; b: { x: number; y: number } }[]) =>
  segments
    .map(({ a, b }) => (a.x < b.x || (a.x === b.x && a.y <= b.y) ? [a.x, a.y, b.x, b.y] : [b.x, b.y, a.x, a.y]))
    .map((c) => c.join(","))
    .sort();

/** Every query of the cover and area rules on a layer (whole matrix, full pair results, an area, a near side). */
function answers(layer: CoverWalls) {
  const scene = createCoverScene({ walls: layer, creatures: CREATURES });
  return {
    matrix: coverMatrix(scene),
    pairs: [coverBetween(scene, "c0", "c1"), coverBetween(scene, "c3", "c4"), coverBetween(scene, "c2", "c5")],
    area: areaOfEffect(scene, { kind: "sphere", origin: { x: 7, y: 7 }, radius: 25 }, { exclusion: true }),
    near: nearSideOrigin(scene, { x: 0.5, y: 0.5 }, { x: 13.5, y: 13.5 }),
    boxes: canonical(layer.wallGrid.query(3, 3, 9, 8)),
  };
}

describe("COV-1, COV-6 a wall layer edited one wall at a time answers as one built from scratch", () => {
  it("COV-1, COV-4, COV-5, COV-6: after every random add, replace (a door opening) and delete, on every wall kind", () => {
    for (const seed of [1, 2, 3]) {
      for (const kind of KINDS) {
        const random = lcg(seed * 7 + KINDS.indexOf(kind));
        const walls = new Map<string, CoverWallInput>();
        for (let i = 0; i < 30; i++) walls.set(`w${i}`, randomWall(random));
        const editor = new CoverWallEditor(walls, kind);
        let nextId = 30;
        for (let step = 0; step < 40; step++) {
          const ids = [...walls.keys()];
          const pick = ids[Math.floor(random() * ids.length)] as string;
          const op = random();
          if (op < 0.35 || ids.length === 0) {
            const id = `w${nextId++}`;
            const added = randomWall(random);
            walls.set(id, added);
            editor.set(id, added);
          } else if (op < 0.55) {
            const opened = { ...(walls.get(pick) as CoverWallInput), sight: random() < 0.5 };
            walls.set(pick, opened);
            editor.set(pick, opened);
          } else if (op < 0.75) {
            const moved = randomWall(random);
            walls.set(pick, moved);
            editor.set(pick, moved);
          } else {
            walls.delete(pick);
            expect(editor.delete(pick)).toBe(true);
          }
          const fresh = createCoverWalls([...walls.values()], kind);
          const edited = editor.layer;
          expect(edited.walls).toEqual(fresh.walls);
          expect(canonical(edited.mergedWalls)).toEqual(canonical(fresh.mergedWalls));
          expect(answers(edited)).toEqual(answers(fresh));
        }
      }
    }
  });

  it("COV-1: a wall beyond the walls' first extent, and a layer emptied and filled again", () => {
    const editor = new CoverWallEditor([["a", wall(2, 2, 4, 2)]]);
    editor.set("far", wall(40, 3, 40, 9));
    editor.delete("a");
    editor.set("b", wall(-5, 1, 1, 1));
    const list = [wall(40, 3, 40, 9), wall(-5, 1, 1, 1)];
    expect(answers(editor.layer)).toEqual(answers(createCoverWalls(list)));
    editor.delete("far");
    editor.delete("b");
    expect(editor.layer.walls).toEqual([]);
    expect(answers(editor.layer)).toEqual(answers(createCoverWalls([])));
    expect(editor.delete("b")).toBe(false);
  });

  it("COV-1: bad walls are refused with the field named, and the layer is one createCoverScene takes", () => {
    const editor = new CoverWallEditor();
    expect(() => {
      editor.set("w", { a: { x: Number.NaN, y: 0 }, b: { x: 1, y: 0 } });
    }).toThrow(/walls\.w\.a\.x/);
    expect(() => createCoverScene({ walls: editor.layer, wallKind: "movement" })).toThrow(/wallKind/);
  });
});
