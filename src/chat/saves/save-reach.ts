/**
 * ATK-8, AOE-1 (issue 26 attack 9): whether a save card's target is one its spell can reach, judged by whoever
 * applies the card's condition (the active GM for a player's request) from its own documents: the spell's range and
 * area from the item on the caster (not the card), the caster's token where this client last saw it
 * (src/combat/movement/gm-positions.ts), and the template the card records as placed, read from its scene by id (its shape
 * must be the spell's area, its origin in range, and the target among the creatures it covers). The card only says
 * which template to read. Without a template the target must stand within the spell's range (and its area's size).
 *
 * A caster or a target with no token on a square-grid scene (theatre of the mind) is not measured: there is nothing
 * to measure, and nothing a player could have moved. Nor is a spell with no range given (0): its owner could as
 * well write any range on it, so only its placed area, if any, limits it.
 */
import { spaceDistance, spellReach, type Space } from "../../rules";
import { activePolicies } from "../../settings/policies";
import {
  areaFlagOf,
  areaTemplateData,
  type SpellArea,
  coverIndexOf,
  emanationOf,
  measuredScene,
  sceneOf,
  tokenOf,
  type SceneLike,
  type TemplateLike,
  type TokenLike,
  templateArea,
  tokenSpace,
} from "../../scene/cover";
import { seenPositionOf } from "../../combat/movement";
import { refuse, type CardRefusal } from "../card-actions";

/** The spell's range and area, as the item on the caster stores them now. */
interface SpellShape {
  readonly range: number;
  readonly area: SpellArea | null;
}

function spellShape(item: { readonly system?: unknown }): SpellShape {
  const system = (item.system ?? {}) as { range?: { normal?: unknown }; area?: Partial<SpellArea> };
  const normal = system.range?.normal;
  const area = system.area;
  const size = typeof area?.size === "number" && area.size > 0 ? area.size : 0;
  const shape = typeof area?.shape === "string" ? area.shape : "none";
  const width = typeof area?.width === "number" ? area.width : 0;
  return {
    range: typeof normal === "number" && normal > 0 ? normal : 0,
    area: shape !== "none" && size > 0 ? { shape, size, width } : null,
  };
}

/** The caster's space on `scene`: its token's size, at the position this client last saw it. */
function casterSpace(token: TokenLike, size: number): Space {
  const space = tokenSpace(token, size);
  const seen = seenPositionOf(token as TokenLike & { uuid: string | null });
  return seen ? { ...space, x: Math.round(seen.x / size), y: Math.round(seen.y / size) } : space;
}

/** Feet from `space` to the grid point or cell centre `point` (grid units): to the nearest square touching it. */
function feetToPoint(space: Space, point: { x: number; y: number }, scene: SceneLike): number {
  const cells = (p: number) => [...new Set([Math.floor(p), Math.ceil(p) - 1])];
  const rule = activePolicies().movement.diagonals;
  const feet = cells(point.x).flatMap((x) =>
    cells(point.y).map((y) => spaceDistance(space, { x, y, side: 1 }, rule, scene.grid.distance ?? 5)),
  );
  return Math.min(...feet);
}

/** The template the card names, read from its scene; null when it is gone or isn't a measured template. */
function recordedTemplate(uuid: string): (TemplateLike & { readonly uuid: string }) | null {
  const doc = fromUuidSync(uuid as `MeasuredTemplate.${string}`) as { documentName?: string } | null;
  return doc?.documentName === "MeasuredTemplate" ? (doc as unknown as TemplateLike & { uuid: string }) : null;
}

/** Whether `template` is the area Fray places for `item`'s spell (`areaTemplateData`), as the item stands now. */
function isSpellsTemplate(template: TemplateLike, item: { readonly uuid: string }, area: SpellArea, scene: SceneLike) {
  const flag = areaFlagOf(template);
  if (flag?.itemUuid !== item.uuid || flag.shape !== area.shape || flag.size !== area.size) return false;
  const caster = flag.tokenId ? [...scene.tokens].find((t) => t.id === flag.tokenId) : undefined;
  const expected = areaTemplateData(area, {
    origin: { x: template.x, y: template.y },
    direction: template.direction,
    gridDistance: scene.grid.distance ?? 5,
    itemUuid: item.uuid,
    ...(caster ? { caster: { tokenId: flag.tokenId ?? "", squares: caster.width } } : {}),
  }) as { t: string; distance: number; direction: number; width?: number } | null;
  if (!expected || expected.t !== template.t || Math.abs(expected.distance - template.distance) > 1e-6) return false;
  if (expected.t === "rect" && expected.direction !== template.direction) return false;
  return expected.width === undefined || expected.width === template.width;
}

/** The target's refusal against a placed template (see the file comment), or null when it is inside. */
function judgeTemplate(
  template: TemplateLike,
  spell: SpellShape & { readonly area: SpellArea },
  caster: { readonly actor: Actor.Implementation; readonly item: { readonly uuid: string } },
  target: Actor.Implementation,
): CardRefusal | null {
  const scene = sceneOf(template);
  if (!scene) return null; // a gridless or hex scene: Fray's area rules don't read it
  if (!isSpellsTemplate(template, caster.item, spell.area, scene)) return refuse("notTheItemsArea");
  const from = tokenOf(caster.actor, scene);
  const flag = areaFlagOf(template);
  if (from && flag?.shape === "emanation" && flag.tokenId !== from.id) return refuse("notTheItemsArea");
  const size = scene.grid.size;
  const reach = spellReach({ range: spell.range, areaSize: spell.area.size, gridDistance: scene.grid.distance ?? 5 });
  if (from && reach && flag?.shape !== "emanation") {
    const origin = { x: template.x / size, y: template.y / size };
    if (feetToPoint(casterSpace(from, size), origin, scene) > reach.origin) return refuse("areaOutOfRange");
  }
  const index = coverIndexOf(scene);
  const to = tokenOf(target, scene);
  if (!index || !to?.id) return refuse("outsideArea");
  const grid = { size, distance: scene.grid.distance ?? 5 };
  const covered = templateArea(index, template, grid, activePolicies(), emanationOf(template, scene));
  return covered?.creatures.includes(to.id) ? null : refuse("outsideArea");
}

/** The scenes the caster and the target may both stand on: the target token's own, the viewed and the active. */
function candidateScenes(target: Actor.Implementation): SceneLike[] {
  const own = (target as { token?: { parent?: unknown } | null }).token?.parent ?? null;
  const scenes = [own, game.scenes.viewed, game.scenes.active] as unknown as (SceneLike | null | undefined)[];
  return scenes.flatMap((s) => {
    const measured = measuredScene(s ?? null);
    return measured ? [measured] : [];
  });
}

/**
 * ATK-8, AOE-1: null when `target` is one the spell of `origin` (the card's item and caster, read again from
 * documents) can reach, the template `templateUuid` the card names read from its scene; otherwise the refusal:
 * `outOfRange`, `outsideArea`, `areaOutOfRange`, `notTheItemsArea` or `areaGone`.
 */
export function saveTargetOutOfReach(
  origin: { readonly actor: Actor.Implementation; readonly item: { readonly uuid: string; readonly system?: unknown } },
  templateUuid: unknown,
  target: Actor.Implementation,
): CardRefusal | null {
  const spell = spellShape(origin.item);
  if (typeof templateUuid === "string" && templateUuid !== "") {
    const template = recordedTemplate(templateUuid);
    if (!template) return refuse("areaGone");
    if (!spell.area) return refuse("notTheItemsArea");
    return judgeTemplate(template, { ...spell, area: spell.area }, origin, target);
  }
  for (const scene of candidateScenes(target)) {
    const from = tokenOf(origin.actor, scene);
    const to = tokenOf(target, scene);
    if (!from || !to) continue;
    const size = scene.grid.size;
    const gridDistance = scene.grid.distance ?? 5;
    const reach = spellReach({ range: spell.range, areaSize: spell.area?.size ?? 0, gridDistance });
    if (!reach) return null;
    const rule = activePolicies().movement.diagonals;
    const feet = spaceDistance(casterSpace(from, size), tokenSpace(to, size), rule, gridDistance);
    return feet > reach.target ? refuse("outOfRange") : null;
  }
  return null;
}
