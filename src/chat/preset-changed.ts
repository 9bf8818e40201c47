import { presets } from "../rules";
import { TEMPLATES } from "../constants";

/**
 * Tells the table in chat that the world's rules preset changed, so nobody plays the new round by the old
 * rules. Every client sees the setting change; only the active GM's client posts, so the note appears once.
 * `preset` is any registered preset's id (a module's too); its label is a localization key, shown escaped.
 */
export async function announcePresetChange(preset: string): Promise<void> {
  if (!game.user.isActiveGM) return;
  const label = presets.has(preset) ? presets.get(preset).label : preset;
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATES.presetChanged, {
    label: game.i18n.localize(label),
    preset,
  });
  await ChatMessage.implementation.create({ content, speaker: { alias: game.i18n.localize("FRAY.Title") } });
}
