/** Foundry paths of the sheet templates (repository: templates/actor/, templates/item/). */
const root = "systems/fray/templates";

export const SHEET_TEMPLATES = {
  characterHeader: `${root}/actor/character-header.hbs`,
  tabs: `${root}/actor/tabs.hbs`,
  attributes: `${root}/actor/character-attributes.hbs`,
  combat: `${root}/actor/character-combat.hbs`,
  details: `${root}/actor/character-details.hbs`,
  biography: `${root}/actor/biography.hbs`,
  npc: `${root}/actor/npc.hbs`,
  itemHeader: `${root}/item/header.hbs`,
  itemDetails: {
    weapon: `${root}/item/weapon.hbs`,
    armor: `${root}/item/armor.hbs`,
    spell: `${root}/item/spell.hbs`,
    feature: `${root}/item/feature.hbs`,
    equipment: `${root}/item/equipment.hbs`,
  },
  itemDescription: `${root}/item/description.hbs`,
} as const;

/** Partials the templates include by path; loaded with the parts that use them. */
export const SHEET_PARTIALS = {
  ledger: `${root}/actor/parts/ledger.hbs`,
  itemControls: `${root}/actor/parts/item-controls.hbs`,
  activation: `${root}/actor/parts/activation.hbs`,
  defenses: `${root}/actor/parts/defenses.hbs`,
  conditions: `${root}/actor/parts/conditions.hbs`,
  spellSlots: `${root}/actor/parts/spell-slots.hbs`,
  npcRead: `${root}/actor/parts/npc-read.hbs`,
  npcEdit: `${root}/actor/parts/npc-edit.hbs`,
  damageParts: `${root}/item/parts/damage.hbs`,
  activationFields: `${root}/item/parts/activation.hbs`,
  physical: `${root}/item/parts/physical.hbs`,
  areaFields: `${root}/item/parts/area.hbs`,
  usesFields: `${root}/item/parts/uses.hbs`,
  resources: `${root}/actor/parts/resources.hbs`,
  legendary: `${root}/actor/parts/legendary.hbs`,
  spellScaling: `${root}/item/parts/spell-scaling.hbs`,
  extraDamage: `${root}/item/parts/extra-damage.hbs`,
} as const;

/**
 * The partials each sheet part's template includes, which the part lists in `templates`: v13 knows a partial only
 * once loaded, and HandlebarsApplicationMixin loads a part's `templates` before the first render (core issues
 * #11672, #12471). The preview page loads the same lists.
 */
export const PART_PARTIALS = {
  characterCombat: [
    SHEET_PARTIALS.ledger,
    SHEET_PARTIALS.conditions,
    SHEET_PARTIALS.itemControls,
    SHEET_PARTIALS.activation,
    SHEET_PARTIALS.resources,
    SHEET_PARTIALS.spellSlots,
  ],
  characterDetails: [SHEET_PARTIALS.defenses],
  npcStatBlock: [
    SHEET_PARTIALS.npcRead,
    SHEET_PARTIALS.npcEdit,
    SHEET_PARTIALS.itemControls,
    SHEET_PARTIALS.activation,
    SHEET_PARTIALS.defenses,
    SHEET_PARTIALS.conditions,
    SHEET_PARTIALS.legendary,
  ],
  /** One list for every item type's details template (weapon, armor, spell, feature, equipment). */
  itemDetails: [
    SHEET_PARTIALS.damageParts,
    SHEET_PARTIALS.activationFields,
    SHEET_PARTIALS.physical,
    SHEET_PARTIALS.areaFields,
    SHEET_PARTIALS.usesFields,
    SHEET_PARTIALS.spellScaling,
    SHEET_PARTIALS.extraDamage,
  ],
} as const satisfies Record<string, readonly string[]>;
