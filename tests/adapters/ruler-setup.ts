// Shared by the token ruler tests: Fray's ruler class (CONFIG.Token.rulerClass) drawn for a token, seen through
// the two v13 TokenRuler hooks the tests call (the waypoint label's context and the grid highlight's style).
import type { HarnessRulerWaypoint } from "../harness/canvas";

/** Fray's token ruler as the tests call it: core's label-context and highlight-style hooks (MOV-1, OA-1). */
export interface FrayRuler {
  _getWaypointLabelContext(w: HarnessRulerWaypoint, state: object): Record<string, unknown> | undefined;
  _getGridHighlightStyle(w: HarnessRulerWaypoint, offset: { i: number; j: number }): { color?: number };
}

/** A ruler of the configured class for the token of `document`, made on the acting client (as core's Token does). */
export function frayRuler(document: object): FrayRuler {
  const RulerClass = (CONFIG.Token as unknown as { rulerClass: new (token: object) => FrayRuler }).rulerClass;
  return new RulerClass({ document });
}
