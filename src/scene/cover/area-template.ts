/**
 * AOE-1, AOE-2: the measured template a spell's area places (issue 13 item 4), from the spell's `area` and where
 * the template goes. No Foundry global here: the placement (area-placement.ts) feeds it the pointer's position.
 *
 * - sphere, cylinder → `circle` of radius `size`, its origin a grid point;
 * - cone → `cone` of length `size`, drawn as wide as it is long (2·atan(½) ≈ 53.13°, the rules' cone);
 * - line → `ray` `size` long and `width` wide (one square when the spell gives none);
 * - cube → a square `rect` with a side of `size`, drawn from its corner along the diagonal (direction 45°);
 * - emanation → a `circle` centred on the caster's token, reaching `size` beyond its space; targets are taken
 *   from the caster's space by the rules (template-area.ts reads `flags.fray.area`), not from the circle.
 */

/** A spell's area as its data model stores it (src/data/item/spell.ts). */
export interface SpellArea {
  readonly shape: string;
  readonly size: number;
  readonly width: number;
}

/** What Fray records on the template it places (`flags.fray.area`). */
export interface AreaTemplateFlag {
  /** The item whose area this is. */
  readonly itemUuid: string;
  /** The rules' shape (AOE-1). */
  readonly shape: string;
  /** The area's size in feet (radius, length, side or the emanation's reach). */
  readonly size: number;
  /** For an emanation: the caster's token id on the template's scene. */
  readonly tokenId?: string;
}

/** The rules' cone: its width where it ends equals its length. */
export const CONE_ANGLE = (2 * Math.atan(0.5) * 180) / Math.PI;

/** The data of the template for `area` at `origin` (pixels), or null for a spell with no area. */
export function areaTemplateData(
  area: SpellArea,
  place: {
    readonly origin: { readonly x: number; readonly y: number };
    readonly direction: number;
    readonly gridDistance: number;
    readonly itemUuid: string;
    readonly fillColor?: string;
    /** For an emanation: the caster's token and its width in squares. */
    readonly caster?: { readonly tokenId: string; readonly squares: number };
  },
) {
  const flag: AreaTemplateFlag = { itemUuid: place.itemUuid, shape: area.shape, size: area.size };
  const base = { x: place.origin.x, y: place.origin.y, direction: place.direction, distance: area.size };
  const style = place.fillColor ? { fillColor: place.fillColor } : {};
  switch (area.shape) {
    case "sphere":
    case "cylinder":
      return { ...base, ...style, t: "circle", flags: { fray: { area: flag } } };
    case "cone":
      return { ...base, ...style, t: "cone", angle: CONE_ANGLE, flags: { fray: { area: flag } } };
    case "line":
      return {
        ...base,
        ...style,
        t: "ray",
        width: area.width > 0 ? area.width : place.gridDistance,
        flags: { fray: { area: flag } },
      };
    case "cube":
      return {
        ...base,
        ...style,
        t: "rect",
        direction: 45,
        distance: Math.hypot(area.size, area.size),
        flags: { fray: { area: flag } },
      };
    case "emanation": {
      if (!place.caster) return null;
      const reach = area.size + (place.caster.squares * place.gridDistance) / 2;
      const emanation: AreaTemplateFlag = { ...flag, tokenId: place.caster.tokenId };
      return { ...base, ...style, t: "circle", distance: reach, flags: { fray: { area: emanation } } };
    }
    default:
      return null;
  }
}

/** Whether the placement follows the pointer (every shape but the emanation, which sits on its caster). */
export function followsPointer(shape: string): boolean {
  return shape !== "emanation" && shape !== "none";
}

/** Whether the pointer's wheel turns the shape (a cone or a line; circles and grid-aligned cubes don't turn). */
export function turns(shape: string): boolean {
  return shape === "cone" || shape === "line";
}

/** The flag Fray put on a template, when it is one (a template placed with Foundry's tools has none). */
export function areaFlagOf(template: { readonly flags?: unknown }): AreaTemplateFlag | null {
  const flags = template.flags as { fray?: { area?: unknown } } | undefined;
  const area = flags?.fray?.area as Partial<AreaTemplateFlag> | undefined;
  if (!area || typeof area.itemUuid !== "string" || typeof area.shape !== "string") return null;
  if (typeof area.size !== "number" || !(area.size > 0)) return null;
  return area as AreaTemplateFlag;
}
