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
  damageParts: `${root}/item/parts/damage.hbs`,
  activationFields: `${root}/item/parts/activation.hbs`,
  physical: `${root}/item/parts/physical.hbs`,
} as const;
