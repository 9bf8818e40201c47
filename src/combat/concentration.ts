/**
 * ATK-21: a concentrating creature that takes damage is asked for a concentration save. The active GM posts
 * the save request card (the same card a spell's save uses), with the DC from the rules.
 */
import { concentrationChecksEnabled, concentrationSaveDC, saveForFamily, statFamily } from "../rules";
import { activePolicies } from "../settings/policies";
import { postSaveRequest } from "../chat/item-cards";

interface ConcentrationSystem {
  concentration?: { active?: boolean; source?: string };
}

/**
 * ATK-21: `actor` just took `damage` (hit points and temporary hit points lost). When it is concentrating and
 * the preset calls for concentration saves, posts one save request: a Constitution save (Fortitude under
 * threeAction's saves), DC max(10, half the damage), capped by the preset. Returns the card, or null.
 */
export async function requestConcentrationSave(
  actor: Actor.Implementation,
  damage: number,
): Promise<ChatMessage.Implementation | null> {
  const policies = activePolicies();
  const concentration = (actor.system as ConcentrationSystem).concentration;
  if (damage <= 0 || !concentration?.active || !concentrationChecksEnabled(policies)) return null;
  const dc = concentrationSaveDC(damage, policies.attack.concentrationMaxDc);
  const source = concentration.source ?? "";
  const title = source
    ? game.i18n.format("FRAY.Combat.Concentration.TitleWithSource", { source })
    : game.i18n.localize("FRAY.Combat.Concentration.Title");
  return postSaveRequest({
    actor,
    item: { name: title, uuid: actor.uuid },
    save: saveForFamily("con", statFamily(policies)),
    dc,
    targets: [{ uuid: actor.uuid, name: actor.name }],
    damage: false,
  });
}
