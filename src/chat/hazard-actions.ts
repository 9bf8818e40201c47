/**
 * ENV-3: the buttons of the hazard card the GMs get when a creature in combat moves into an a5e environment hazard
 * (src/canvas/hazards/environment-hazards.ts): roll the creature's save or check against the feature's DC, and apply the
 * condition the feature brings. Only a GM's click does anything. Nothing comes from the button: the creature and
 * the feature are read from the card's flags (`flags.fray.hazard`), trusted only on a card a GM wrote, and the
 * save, check, DC and condition from the feature's own entry (src/rules/world-actions), never from the card.
 */
import { environmentFeature, saveForFamily, statFamily, type EnvironmentFeature } from "../rules";
import { activePolicies } from "../settings/policies";
import { refuse, type CardRefusal } from "./card-actions";

/** The card's flag: the creature that came in, and the feature's key (`<environment>.<feature>`). */
export interface HazardFlag {
  readonly actorUuid: string;
  readonly feature: string;
}

export type HazardActionResult = { readonly ok: true } | CardRefusal;

interface HazardRoller {
  rollSave(save: string, options: { dc: number; event?: Event }): Promise<unknown>;
  rollSkill(skill: string, options: { dc: number; event?: Event }): Promise<unknown>;
  rollAbilityCheck(ability: string, options: { dc: number; event?: Event }): Promise<unknown>;
  rollPerception(options: { dc: number; event?: Event }): Promise<unknown>;
}

/** The feature a GM-written hazard card names, or null (no flag, a forged or unknown one). */
function cardFeature(message: ChatMessage.Implementation): { flag: HazardFlag; feature: EnvironmentFeature } | null {
  const flag = message.flags.fray?.hazard;
  // The author may be gone (a deleted user): such a card is not trusted either.
  const author = message.author as { readonly isGM?: boolean } | null;
  if (!flag || author?.isGM !== true || typeof flag.actorUuid !== "string") return null;
  try {
    return { flag, feature: environmentFeature(flag.feature).feature };
  } catch {
    return null;
  }
}

/**
 * ENV-3: on a GM's client, runs `action` (`save`, `check` or `condition`, the button's `data-hazard`) of hazard
 * card `message` for the creature it names.
 */
export async function hazardAction(
  message: ChatMessage.Implementation,
  action: string,
  event?: Event,
): Promise<HazardActionResult> {
  if (!game.user.isGM) return refuse("notGm");
  const found = cardFeature(message);
  if (!found) return refuse("notAHazard");
  const actor = await fromUuid(found.flag.actorUuid as `Actor.${string}`);
  if (!(actor instanceof Actor)) return refuse("noTarget");
  const roller = actor as unknown as HazardRoller;
  const { feature } = found;
  const withEvent = event ? { event } : {};
  const family = statFamily(activePolicies());
  if (action === "save" && feature.save) {
    // A save the feature writes as an ability is the preset's own (threeAction: Dexterity → Reflex).
    await roller.rollSave(saveForFamily(feature.save.ability, family), { dc: feature.save.dc, ...withEvent });
    return { ok: true };
  }
  if (action === "check" && feature.check) {
    const { skill, ability, dc } = feature.check;
    if (skill === "perception" && family === "threeAction") await roller.rollPerception({ dc, ...withEvent });
    else if (skill) await roller.rollSkill(skill, { dc, ...withEvent });
    else await roller.rollAbilityCheck(ability, { dc, ...withEvent });
    return { ok: true };
  }
  if (action === "condition" && feature.condition) {
    await actor.toggleStatusEffect(feature.condition, { active: true });
    return { ok: true };
  }
  return refuse("notAHazard");
}
