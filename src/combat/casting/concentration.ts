/**
 * ATK-21: a concentrating creature that takes damage is asked for a concentration save. The active GM posts
 * the save request card (the same card a spell's save uses), with the DC from the rules.
 */
import {
  concentrationChecksEnabled,
  concentrationSaveDC,
  onConcentratorIncapacitated,
  saveForFamily,
  statFamily,
} from "../../rules";
import { activePolicies } from "../../settings/policies";
import { postSaveRequest } from "../../chat/item-cards";
import { COMBAT_TEMPLATES } from "../automation-templates";
import { concentrationEndedContext } from "./concentration-card";

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

/**
 * ATK-21: a concentrating creature brought to 0 hit points is incapacitated (unconscious, dying or dead), so
 * its concentration simply ends: no save is asked. The rules' concentration state machine says the same
 * (`onConcentratorIncapacitated`). One update and one chat line naming what ended (escaped by the template).
 */
export async function endConcentrationOnDown(actor: Actor.Implementation): Promise<boolean> {
  const concentration = (actor.system as ConcentrationSystem).concentration;
  if (!concentration?.active) return false;
  const step = onConcentratorIncapacitated({ effect: concentration.source || "concentration" });
  if (step.state.effect !== null) return false;
  await actor.update({ "system.concentration.active": false } as never);
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.concentrationEnded,
    concentrationEndedContext(actor.name, concentration.source ?? ""),
  );
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
  return true;
}
