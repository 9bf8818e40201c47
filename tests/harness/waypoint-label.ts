/**
 * How v13 core shows a token ruler's waypoint label: it renders the ruler class's `WAYPOINT_LABEL_TEMPLATE` with
 * the context `_getWaypointLabelContext(waypoint, state)` gives, and places and styles the label by the
 * `waypoint-label` class on the rendered root (the v13 systems' own templates keep that class on their root:
 * foundryvtt/pf2e `static/templates/scene/token/waypoint-label.hbs`, MetaMorphic-Digital/draw-steel
 * `templates/hud/waypoint-label.hbs`). A root without it is refused here (FIDELITY.md F82): core would lay the
 * label out as nothing it knows.
 */
import { dom } from "./applications";

interface LabelledRuler {
  _getWaypointLabelContext(waypoint: never, state: object): object | undefined;
}

/** The rendered label of `waypoint` (its root element), or null where core shows none (the first waypoint). */
export async function renderWaypointLabel(ruler: LabelledRuler, waypoint: unknown, state: object = {}) {
  const context = ruler._getWaypointLabelContext(waypoint as never, state);
  if (!context) return null;
  const template = (ruler.constructor as { WAYPOINT_LABEL_TEMPLATE?: string }).WAYPOINT_LABEL_TEMPLATE;
  if (!template) throw new Error("harness: the ruler class has no WAYPOINT_LABEL_TEMPLATE");
  const html = await foundry.applications.handlebars.renderTemplate(template, context as never);
  const holder = dom.document.createElement("div");
  holder.innerHTML = html.trim();
  const root = holder.firstElementChild;
  if (!root || holder.children.length !== 1) throw new Error(`harness: ${template} must render one root element`);
  if (!root.classList.contains("waypoint-label")) {
    throw new Error(`harness: ${template}'s root lacks core's "waypoint-label" class; core can't place the label`);
  }
  return root;
}
