/**
 * ENV-3: a creature in the active, started combat that moves into a region holding an a5e environment hazard or
 * obstacle that calls for a roll (tenacious mud, burning surface, floating ash, clutter, loose foundation…) is
 * announced to the GMs: a chat card whispered to them with the feature, its save or check and DC, its damage
 * and the condition a failure brings, as the feature's entry states them (src/rules/world-actions). The active
 * GM's client posts it, once per segment that enters the region. Its buttons let a GM roll the creature's save or
 * check against the DC and apply the condition (src/chat/hazard-actions.ts); damage is rolled as the table likes.
 */
import { statFamily, type EnvironmentFeature, type EnvironmentId } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { asksOnEntry, hazardCardContext } from "./environment-hazard-card";
import { TEMPLATES } from "../../constants";
import { movePath, type PathWaypoint } from "../../scene/movement";
import { featureOf, inRegion, type RegionLike } from "../../scene/regions";
import { sceneOf, type TokenLike } from "../../scene/cover";
import { onTokenMove, type SeenMove } from "../../combat/movement";

interface SegmentLike {
  readonly id?: string;
  readonly origin?: { readonly x: number; readonly y: number };
  /** v13: the ids of the moves this one continues (not waypoints; not read). */
  readonly chain?: readonly string[];
  readonly passed: { readonly waypoints: readonly PathWaypoint[] };
}

/** Whether any square of a `side`-wide space at `cell` has its centre in `region`. */
function spaceIn(region: RegionLike, cell: { x: number; y: number }, side: number, size: number): boolean {
  for (let dy = 0; dy < side; dy++)
    for (let dx = 0; dx < side; dx++)
      if (inRegion(region, (cell.x + dx + 0.5) * size, (cell.y + dy + 0.5) * size)) return true;
  return false;
}

/**
 * ENV-3: the hazards `token` comes into on the segment `movement.passed` made: each region's feature that asks for
 * something on entry, when the token's space is outside the region where the segment starts and inside it on a
 * later square. The segment starts at `start`: by default the move's `origin`; the GM's hook passes where its
 * client saw the token before the segment (gm-positions.ts), never the data's word.
 */
export function enteredHazards(
  token: TokenLike,
  movement: SegmentLike,
  start: { readonly x: number; readonly y: number } | null = movement.origin ?? null,
): { readonly environment: EnvironmentId; readonly feature: EnvironmentFeature }[] {
  const scene = sceneOf(token);
  if (!scene || !start || movement.passed.waypoints.length === 0) return [];
  const size = scene.grid.size;
  const path = movePath(start, [...movement.passed.waypoints], size);
  const side = Math.max(1, Math.round(token.width));
  const out: { environment: EnvironmentId; feature: EnvironmentFeature }[] = [];
  for (const region of scene.regions ?? []) {
    const features = [...region.behaviors].map(featureOf).filter((f) => f !== null && asksOnEntry(f.feature));
    if (!features.length) continue;
    const [first, ...rest] = path.cells;
    if (!first || spaceIn(region, first, side, size)) continue;
    if (!rest.some((cell) => spaceIn(region, cell, side, size))) continue;
    for (const f of features) if (f) out.push({ environment: f.environment, feature: f.feature });
  }
  return out;
}

/** Posts the hazard cards of one segment to the GMs (the active GM's client), judged from where it saw the token. */
async function announceHazards(
  token: TokenLike & { readonly name?: string | null },
  movement: SegmentLike,
  seen: SeenMove | null,
) {
  const combat = game.combat;
  if (!game.user.isActiveGM || !seen) return;
  const start = seen.from;
  // The segment ends where the token now stands, whatever its last waypoint says.
  const last = movement.passed.waypoints.at(-1);
  const end = { x: seen.to.x, y: seen.to.y, action: "walk" };
  const segment =
    last && last.x === end.x && last.y === end.y
      ? movement
      : { passed: { waypoints: [...movement.passed.waypoints, end] } };
  if (!combat?.active || !combat.started) return;
  if (!combat.combatants.some((c) => c.tokenId === token.id)) return;
  const whisper = game.users.filter((u) => u.isGM).map((u) => u.id);
  const family = statFamily(activePolicies());
  const actorUuid = (token.actor as { uuid?: string } | null)?.uuid;
  for (const found of enteredHazards(token, segment, start)) {
    const context = hazardCardContext(token.name ?? token.actor?.name ?? "", found, game.i18n, family);
    const content = await foundry.applications.handlebars.renderTemplate(TEMPLATES.environmentHazard, context);
    // The buttons' creature and feature (src/chat/hazard-actions.ts), written by this GM's client.
    const hazard = actorUuid ? { hazard: { actorUuid, feature: context.feature } } : {};
    await ChatMessage.implementation.create({
      content,
      whisper,
      speaker: { alias: game.i18n.localize("FRAY.Title") },
      flags: { fray: hazard },
    });
  }
}

/** ENV-3: announces the hazards a creature in combat moves into. Called once, at init. */
export function registerEnvironmentHazards(): void {
  onTokenMove<TokenLike, SegmentLike>((token, movement, _user, seen) => {
    void announceHazards(token, movement, seen);
  });
}
