/**
 * The cast of `fray.resources`: a wizard and a cleric with their spells, a rogue with Sneak Attack, a knight in
 * plate she lacks the Strength for, a goblin and a dragon with legendary actions, legendary resistance and a breath
 * weapon that recharges on a 5–6 (the adapters tests' numbers: tests/adapters/res-*.test.ts, legendary-*.test.ts).
 */
import type { Table } from "./table";

const slots = (of: Record<number, number>) =>
  Object.fromEntries(Object.entries(of).map(([level, n]) => [level, { value: n, max: n }]));
const SPELLS = [
  {
    name: "Fireball",
    type: "spell",
    system: {
      level: 3,
      save: { ability: "dex", dc: null },
      damage: { parts: [{ formula: "8d6", type: "fire" }], versatile: "" },
      scaling: { mode: "slot", formula: "1d6" },
    },
  },
  {
    name: "Sacred Flame",
    type: "spell",
    system: {
      level: 0,
      save: { ability: "dex", dc: null },
      damage: { parts: [{ formula: "1d8", type: "radiant" }], versatile: "" },
      scaling: { mode: "cantrip", formula: "1d8" },
    },
  },
  { name: "Bless", type: "spell", system: { level: 1, concentration: true } },
  {
    name: "Hold Person",
    type: "spell",
    system: { level: 2, concentration: true, save: { ability: "wis", dc: null }, condition: "paralyzed" },
  },
  // A DC no Wisdom +0 reaches: the dragon's save fails whatever the die shows.
  {
    name: "Hold Monster",
    type: "spell",
    system: { level: 5, save: { ability: "wis", dc: 30 }, condition: "paralyzed" },
  },
];
const PLATE = { category: "heavy", base: 18, strength: 15, stealthDisadvantage: true, equipped: true };
const SNEAK_ATTACK = {
  formula: "1d6",
  type: "",
  condition: "sneakAttack",
  frequency: "turn",
  levelEvery: 2,
  levelFormula: "1d6",
};
const DRAGON_ITEMS = [
  { name: "Detect", type: "feature", system: { activation: { type: "free" }, legendaryCost: 1 } },
  { name: "Wing Attack", type: "feature", system: { activation: { type: "free" }, legendaryCost: 2 } },
  {
    name: "Fire Breath",
    type: "feature",
    system: { activation: { type: "action" }, uses: { value: 0, max: 1, per: "recharge", recharge: 5 } },
  },
];

/** Seats the cast: the wizard and the cleric off the map; the rogue, the knight, the goblin and the dragon in a fight. */
export async function seatTable(t: Table): Promise<void> {
  await t.scratch.setting("preset", "srd52");
  await t.scratch.setting("autoApplyCardActions", true);
  await t.seat(
    { name: "Wizard", type: "character", system: { level: 9, slots: slots({ 3: 1, 5: 2 }) }, items: SPELLS },
    {
      name: "Cleric",
      type: "character",
      system: { level: 5, abilities: { wis: { value: 16 } }, slots: slots({ 1: 2, 2: 1 }) },
      items: SPELLS,
    },
    {
      name: "Rogue",
      type: "character",
      system: { level: 5, abilities: { dex: { value: 16 } } },
      items: [
        {
          name: "Rapier",
          type: "weapon",
          system: {
            damage: { parts: [{ formula: "1d8", type: "piercing" }], versatile: "" },
            properties: ["finesse"],
            equipped: true,
          },
        },
        { name: "Sneak Attack", type: "feature", system: { extraDamage: SNEAK_ATTACK } },
        { name: "Extra Attack", type: "feature", system: { grants: { attacks: 2 } } },
      ],
      at: [2, 10],
      initiative: 40,
    },
    {
      name: "Knight",
      type: "character",
      system: { abilities: { str: { value: 13 } } },
      items: [{ name: "Plate", type: "armor", system: PLATE }],
      at: [4, 10],
      initiative: 30,
    },
    {
      name: "Goblin",
      type: "npc",
      system: { hp: { value: 60, max: 60 }, ac: { calc: "flat", flat: 5 } },
      at: [3, 10],
      disposition: -1,
      initiative: 20,
    },
    {
      name: "Dragon",
      type: "npc",
      system: {
        hp: { value: 178, max: 178 },
        cr: 10,
        abilities: { wis: { value: 11 } },
        legendary: { actions: 3, resistance: { value: 3, max: 3, lair: 1 } },
      },
      items: DRAGON_ITEMS,
      at: [12, 10],
      disposition: -1,
      initiative: 10,
    },
  );
}
