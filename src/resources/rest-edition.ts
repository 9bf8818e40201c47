/** RES-3: which rest rules the world's preset follows. */
import type { PresetPolicies, RestEdition } from "../rules";

/**
 * RES-3: srd51 rests by the 2014 SRD; srd52 and delta by 2024's; a5e by the 2014 SRD's numbers until RULES.md has
 * a5e's own row (docs say so). A module's preset of the action economy follows the exhaustion rule it kept: the
 * 2014 table means the 2014 book. threeAction has no Hit Dice: null (rests are refused there).
 */
export function restEditionOf(presetId: string, policies: PresetPolicies): RestEdition | null {
  if (policies.economy.kind === "threeActions") return null;
  if (presetId === "srd51" || presetId === "a5e") return "2014";
  if (presetId === "srd52" || presetId === "delta") return "2024";
  return policies.dying.exhaustion === "table" ? "2014" : "2024";
}
