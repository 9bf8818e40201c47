/**
 * AOE-1 … AOE-3, COV-6: a v13 measured template as the pure core's area (src/rules/areas), and the creatures it
 * covers on its scene. No Foundry global here.
 *
 * - `circle` → a sphere of radius `distance` (the preset's diagonal rule counts the squares);
 * - `cone` → a cone of length `distance` in `direction` (the rules' cone, as wide as it is far: the template's
 *   own `angle` is not read);
 * - `ray` → a line `distance` long and `width` wide (5 ft when 0);
 * - `rect` → a cube: Foundry draws a rectangle from its origin corner along its diagonal (`distance` long, at
 *   `direction`); a square one becomes the cube whose west face's middle is the origin side, facing east. A
 *   rectangle that is not square has no 5e shape: null.
 * - a template Fray placed for an emanation (`flags.fray.area`, area-template.ts) → the emanation around its caster's
 *   space, the caller passing that space (`emanationFrom`): the circle drawn around the token is only a picture.
 */
import {
  areaOfEffect,
  type AreaResult,
  type AreaShape,
  type CoverScenePolicies,
  type DiagonalRule,
  type Space,
} from "../../rules";
import type { SceneCoverIndex } from "./cover-index";

/** The fields of a v13 MeasuredTemplateDocument the area reads. */
export interface TemplateFields {
  readonly t: string;
  readonly x: number;
  readonly y: number;
  readonly distance: number;
  readonly direction: number;
  readonly width: number;
}

/** AOE-1: the template's shape in grid units, or null for one with no rules shape (a non-square rectangle). */
export function templateShape(
  template: TemplateFields,
  grid: { readonly size: number; readonly distance: number },
  diagonals: DiagonalRule,
  emanationFrom: { readonly space: Space; readonly distance: number } | null = null,
): AreaShape | null {
  if (emanationFrom) return { kind: "emanation", ...emanationFrom, diagonals };
  const origin = { x: template.x / grid.size, y: template.y / grid.size };
  const { distance, direction } = template;
  if (!(distance > 0)) return null;
  switch (template.t) {
    case "circle":
      return { kind: "sphere", origin, radius: distance, diagonals };
    case "cone":
      return { kind: "cone", origin, direction, length: distance };
    case "ray":
      return { kind: "line", origin, direction, length: distance, width: template.width > 0 ? template.width : 5 };
    case "rect": {
      const cells = distance / grid.distance;
      const rad = (direction * Math.PI) / 180;
      const fx = origin.x + Math.cos(rad) * cells;
      const fy = origin.y + Math.sin(rad) * cells;
      const w = Math.abs(fx - origin.x);
      const h = Math.abs(fy - origin.y);
      if (w < 1e-6 || Math.abs(w - h) > 1e-6 * Math.max(1, w)) return null;
      const minX = Math.min(origin.x, fx);
      const midY = (origin.y + fy) / 2;
      return { kind: "cube", origin: { x: minX, y: midY }, direction: 0, size: w * grid.distance };
    }
    default:
      return null;
  }
}

/** AOE-1 … AOE-3, COV-6: what the template covers on the index's scene (token ids), or null without a shape. */
export function templateArea(
  index: SceneCoverIndex,
  template: TemplateFields,
  grid: { readonly size: number; readonly distance: number },
  policies: {
    readonly cover: CoverScenePolicies & { readonly areaExclusion: boolean };
    readonly movement: { readonly diagonals: DiagonalRule };
  },
  emanationFrom: { readonly space: Space; readonly distance: number } | null = null,
): AreaResult | null {
  const shape = templateShape(template, grid, policies.movement.diagonals, emanationFrom);
  if (!shape) return null;
  const scene = index.sceneAt({ x: template.x / grid.size, y: template.y / grid.size }, policies.cover);
  return areaOfEffect(scene, shape, { gridDistance: grid.distance, exclusion: policies.cover.areaExclusion });
}
