import { PRESET_LABEL_KEYS, type PresetId } from "../rules";
import { TEMPLATES } from "../constants";

/**
 * Tells the table in chat that the world's rules preset changed, so nobody plays the new round by the old
 * rules. Every client sees the setting change; only the active GM's client posts, so the note appears once.
 */
export async function announcePresetChange(preset: PresetId): Promise<void> {
  if (!game.user.isActiveGM) return;
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATES.presetChanged, {
    label: game.i18n.localize(PRESET_LABEL_KEYS[preset]),
    preset,
  });
  await ChatMessage.implementation.create({ content, speaker: { alias: game.i18n.localize("FRAY.Title") } });
}
