/**
 * ENV-3: the card that tells the GMs a creature moved into an a5e environment hazard
 * (templates/chat/environment-hazard.hbs), as plain data from the feature's mechanics. No Foundry global here, so
 * the preview renders the same card; environment-hazards.ts posts it.
 */
import { saveForFamily, type EnvironmentFeature, type EnvironmentId, type StatFamily } from "../../rules";
import type { Localizer } from "../../chat/labels";
import { ABILITY_LABELS, SAVE_LABELS, SKILL_LABELS } from "../../chat/labels";
import { DAMAGE_TYPE_LABELS, type DamageType } from "../../data/labels";
import { ENVIRONMENT_FEATURE_NAME_KEYS, ENVIRONMENT_NAME_KEYS } from "../../data/region/environment-labels";
import { statusNameKey } from "../../conditions/status-effects";

/** Whether the feature asks for anything when a creature comes into it (a roll, damage, a condition). */
export function asksOnEntry(feature: EnvironmentFeature): boolean {
  return Boolean(feature.save ?? feature.check ?? feature.damage ?? feature.condition);
}

/** The name of a check a feature calls for: its skill's, else its ability's. */
function checkName(check: NonNullable<EnvironmentFeature["check"]>, i18n: Localizer): string {
  const skill = check.skill ? SKILL_LABELS[check.skill] : undefined;
  return i18n.localize(skill ?? ABILITY_LABELS[check.ability] ?? check.ability);
}

/** The card's lines: the save or check with its DC (and what a failure brings), the damage, a hold's escape DC. */
export function hazardLines(feature: EnvironmentFeature, i18n: Localizer): string[] {
  const ability = (a: string) => i18n.localize(ABILITY_LABELS[a] ?? a);
  const condition = (c: string) => i18n.localize(statusNameKey(c) ?? c);
  const lines: string[] = [];
  if (feature.save) {
    const args = { dc: String(feature.save.dc), ability: ability(feature.save.ability) };
    lines.push(
      feature.condition && !feature.escapeDc
        ? i18n.format("FRAY.Region.EnvironmentFeature.SaveOr", { ...args, condition: condition(feature.condition) })
        : i18n.format("FRAY.Region.EnvironmentFeature.Save", args),
    );
  }
  if (feature.check) {
    const name = checkName(feature.check, i18n);
    lines.push(i18n.format("FRAY.Region.EnvironmentFeature.Check", { dc: String(feature.check.dc), ability: name }));
  }
  if (feature.damage) {
    const type = DAMAGE_TYPE_LABELS[feature.damage.type as DamageType] as string | undefined;
    const typeName = type ? i18n.localize(type) : feature.damage.type;
    lines.push(
      i18n.format("FRAY.Region.EnvironmentFeature.Damage", { formula: feature.damage.formula, type: typeName }),
    );
  }
  if (feature.condition && feature.escapeDc) {
    lines.push(
      i18n.format("FRAY.Region.EnvironmentFeature.Escape", {
        condition: condition(feature.condition),
        rounds: String(feature.rounds ?? 1),
        dc: String(feature.escapeDc),
      }),
    );
  }
  return lines;
}

/**
 * The GM's buttons (src/chat/hazard-actions.ts): roll the save (as the preset names it: threeAction rolls Reflex
 * for Dexterity), roll the check, apply the condition. Each says what it does; the handler reads the feature again.
 */
export function hazardButtons(feature: EnvironmentFeature, family: StatFamily, i18n: Localizer) {
  const buttons: { action: string; label: string }[] = [];
  if (feature.save) {
    const save = saveForFamily(feature.save.ability, family);
    const name = i18n.localize(SAVE_LABELS[save] ?? save);
    buttons.push({
      action: "save",
      label: i18n.format("FRAY.Region.EnvironmentFeature.RollSave", { save: name, dc: String(feature.save.dc) }),
    });
  }
  if (feature.check) {
    const name = checkName(feature.check, i18n);
    buttons.push({
      action: "check",
      label: i18n.format("FRAY.Region.EnvironmentFeature.RollCheck", { check: name, dc: String(feature.check.dc) }),
    });
  }
  if (feature.condition) {
    const condition = i18n.localize(statusNameKey(feature.condition) ?? feature.condition);
    buttons.push({ action: "condition", label: i18n.format("FRAY.Chat.ApplyCondition", { condition }) });
  }
  return buttons;
}

/** The view data of the card (templates/chat/environment-hazard.hbs); names are plain text the template escapes. */
export function hazardCardContext(
  creature: string,
  found: { readonly environment: EnvironmentId; readonly feature: EnvironmentFeature },
  i18n: Localizer,
  family: StatFamily = "fiveE",
) {
  const key = `${found.environment}.${found.feature.id}`;
  return {
    feature: key,
    title: i18n.format("FRAY.Region.EnvironmentFeature.Entered", {
      name: creature,
      feature: i18n.localize(ENVIRONMENT_FEATURE_NAME_KEYS[key] ?? key),
      environment: i18n.localize(ENVIRONMENT_NAME_KEYS[found.environment]),
    }),
    lines: hazardLines(found.feature, i18n),
    buttons: hazardButtons(found.feature, family, i18n),
  };
}
