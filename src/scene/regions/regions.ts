/**
 * Regions as Fray reads them (v13 `Scene#regions`): their shapes (rectangle, circle, ellipse, polygon; holes),
 * elevation and behaviours, and which squares they cover. No Foundry global here.
 */
import { ENVIRONMENT_FEATURE_KEYS, environmentFeature, type EnvironmentFeature, type EnvironmentId } from "../../rules";

/** Fray's "Environment feature" region behaviour type (system.json `documentTypes.RegionBehavior`, declared under this same name). */
export const ENVIRONMENT_FEATURE_BEHAVIOR = "fray.environmentFeature";

export interface RegionBehaviorLike {
  readonly type: string;
  readonly disabled?: boolean;
  readonly system: unknown;
}

export interface RegionLike {
  readonly shapes: Iterable<Readonly<Record<string, unknown>>>;
  readonly elevation?: { readonly bottom: number | null; readonly top: number | null };
  readonly behaviors: Iterable<RegionBehaviorLike>;
}

export const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** Whether pixel point (px, py) lies in one v13 shape (rectangle, ellipse and circle rotated about their centre). */
export function inShape(shape: Readonly<Record<string, unknown>>, px: number, py: number): boolean {
  const rotate = (cx: number, cy: number): [number, number] => {
    const a = (-num(shape.rotation) * Math.PI) / 180;
    const dx = px - cx;
    const dy = py - cy;
    return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
  };
  switch (shape.type) {
    case "rectangle": {
      const x = num(shape.x);
      const y = num(shape.y);
      const w = num(shape.width);
      const h = num(shape.height);
      const [qx, qy] = rotate(x + w / 2, y + h / 2);
      return qx >= x && qx <= x + w && qy >= y && qy <= y + h;
    }
    case "circle": {
      const r = num(shape.radius);
      return (px - num(shape.x)) ** 2 + (py - num(shape.y)) ** 2 <= r * r;
    }
    case "ellipse": {
      const cx = num(shape.x);
      const cy = num(shape.y);
      const rx = num(shape.radiusX);
      const ry = num(shape.radiusY);
      if (rx <= 0 || ry <= 0) return false;
      const [qx, qy] = rotate(cx, cy);
      return ((qx - cx) / rx) ** 2 + ((qy - cy) / ry) ** 2 <= 1;
    }
    case "polygon": {
      const p = Array.isArray(shape.points) ? (shape.points as unknown[]).map((v) => num(v)) : [];
      let inside = false;
      for (let i = 0, j = p.length - 2; i < p.length - 1; j = i, i += 2) {
        const [xi, yi, xj, yj] = [p[i] ?? 0, p[i + 1] ?? 0, p[j] ?? 0, p[j + 1] ?? 0];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    }
    default:
      return false;
  }
}

/** Whether pixel point (px, py) lies in the region: in one of its shapes and in none of its holes. */
export function inRegion(region: RegionLike, px: number, py: number): boolean {
  let inside = false;
  for (const shape of region.shapes) {
    if (!inShape(shape, px, py)) continue;
    if (shape.hole === true) return false;
    inside = true;
  }
  return inside;
}

/** ENV-3: the a5e environment feature an enabled `fray.environmentFeature` behaviour names, or null. */
export function featureOf(behavior: RegionBehaviorLike): {
  readonly environment: EnvironmentId;
  readonly feature: EnvironmentFeature;
  readonly pushedOver: boolean;
} | null {
  if (behavior.type !== ENVIRONMENT_FEATURE_BEHAVIOR || behavior.disabled === true) return null;
  const system = (behavior.system ?? {}) as { feature?: unknown; pushedOver?: unknown };
  if (typeof system.feature !== "string" || !ENVIRONMENT_FEATURE_KEYS.includes(system.feature)) return null;
  return { ...environmentFeature(system.feature), pushedOver: system.pushedOver === true };
}

/** The pixel box a shape can reach (generous for a rotated one), or null for a shape Fray can't read. */
function shapeBounds(shape: Readonly<Record<string, unknown>>): [number, number, number, number] | null {
  switch (shape.type) {
    case "rectangle": {
      const cx = num(shape.x) + num(shape.width) / 2;
      const cy = num(shape.y) + num(shape.height) / 2;
      const r = Math.hypot(num(shape.width), num(shape.height)) / 2;
      return [cx - r, cy - r, cx + r, cy + r];
    }
    case "circle":
    case "ellipse": {
      const r = shape.type === "circle" ? num(shape.radius) : Math.max(num(shape.radiusX), num(shape.radiusY));
      return [num(shape.x) - r, num(shape.y) - r, num(shape.x) + r, num(shape.y) + r];
    }
    case "polygon": {
      const p = Array.isArray(shape.points) ? (shape.points as unknown[]).map((v) => num(v)) : [];
      const xs = p.filter((_, i) => i % 2 === 0);
      const ys = p.filter((_, i) => i % 2 === 1);
      return xs.length ? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] : null;
    }
    default:
      return null;
  }
}

/** The squares (grid cells) whose centre lies in `region`, on a grid of `gridSize` px. */
export function regionCells(region: RegionLike, gridSize: number): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  const seen = new Set<string>();
  for (const shape of region.shapes) {
    const box = shape.hole === true ? null : shapeBounds(shape);
    if (!box) continue;
    for (let y = Math.floor(box[1] / gridSize); y * gridSize <= box[3]; y++) {
      for (let x = Math.floor(box[0] / gridSize); x * gridSize <= box[2]; x++) {
        const key = `${x},${y}`;
        if (seen.has(key) || !inRegion(region, (x + 0.5) * gridSize, (y + 0.5) * gridSize)) continue;
        seen.add(key);
        cells.push({ x, y });
      }
    }
  }
  return cells;
}
