/** The reach legend (templates/canvas/reach-legend.hbs): its context, free of Foundry globals. */
import type { Localizer } from "../../chat/labels";
import { REACH_COLOURS } from "./reach-highlight-colours";

/** Where Foundry finds the legend's template. */
export const REACH_LEGEND_TEMPLATE = "systems/fray/templates/canvas/reach-legend.hbs";

export interface ReachLegendEntry {
  readonly name: string;
  /** Feet. */
  readonly reach: number;
  readonly colour: keyof typeof REACH_COLOURS;
}

const SIDE_KEYS: Readonly<Record<keyof typeof REACH_COLOURS, string>> = {
  hostile: "FRAY.Reach.Legend.Hostile",
  neutral: "FRAY.Reach.Legend.Neutral",
  friendly: "FRAY.Reach.Legend.Friendly",
  secret: "FRAY.Reach.Legend.Secret",
};

/** OA-6: the legend of the highlighted reach: one entry per controlled token, with its colour and reach. */
export function reachLegendContext(entries: readonly ReachLegendEntry[], i18n: Localizer) {
  return {
    title: i18n.localize("FRAY.Reach.Legend.Title"),
    hint: i18n.localize("FRAY.Reach.Legend.Hint"),
    entries: entries.map((e) => ({
      name: e.name,
      reach: i18n.format("FRAY.Reach.Legend.Feet", { feet: String(e.reach) }),
      side: i18n.localize(SIDE_KEYS[e.colour]),
      swatch: `#${REACH_COLOURS[e.colour].toString(16).padStart(6, "0")}`,
    })),
  };
}
