/** The context of a save request card (templates/chat/save-request.hbs), from plain data; no Foundry global. */
import { SAVE_LABELS, type Localizer } from "./labels";

export interface SaveRequestInput {
  readonly title: string;
  readonly actorName: string;
  readonly save: string;
  readonly dc: number;
  readonly targets: readonly { readonly uuid: string; readonly name: string }[];
  /** The item's uuid when damage can be rolled from the card. */
  readonly damageItemUuid: string | null;
  /** CND-1: a condition a failed save brings, with its localized name, or null. */
  readonly condition?: { readonly id: string; readonly name: string } | null;
}

/** ATK-18: the save, its DC, a "roll save" button per target and, for a damaging spell, a damage button. */
export function saveRequestContext(input: SaveRequestInput, i18n: Localizer) {
  const save = i18n.localize(SAVE_LABELS[input.save] ?? "FRAY.Reason.Other");
  return {
    title: input.title,
    actorName: input.actorName,
    request: i18n.format("FRAY.Chat.SaveRequest", { save, dc: String(input.dc) }),
    save: input.save,
    dc: input.dc,
    targets: input.targets.map((t) => ({ uuid: t.uuid, name: t.name })),
    damageItemUuid: input.damageItemUuid,
    condition: input.condition
      ? {
          id: input.condition.id,
          label: i18n.format("FRAY.Chat.ApplyCondition", { condition: input.condition.name }),
        }
      : null,
  };
}

/**
 * A card that shows an item's description as plain text (tags removed, never printed as HTML): a block tag
 * (paragraph, line break, list item, heading…) separates words, an inline one (bold, a link…) joins them, so
 * "<strong>prone</strong>." reads "prone.".
 */
export function itemCardContext(input: { title: string; actorName: string; description: string }) {
  const text = input.description
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|section|blockquote|hr)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { title: input.title, actorName: input.actorName, description: text };
}
