/**
 * The creatures and items of `fray.threeActionRules`: the actions pack's Stride, Step, Raise a Shield, Shield Block
 * and Take Cover as their entries' data (a world may not have the pack's folder imported), weapons with the traits
 * the scenarios name, and the Beginner Box's Kobold Warrior with its printed numbers (Spear +3, 1d6+1 piercing).
 */
import type { Seat } from "./table";

/** An action of the actions pack (packs/_source/actions/three-action): one action, its basic action or its status. */
const action = (name: string, system: Record<string, unknown>) => ({
  name,
  type: "feature",
  system: { activation: { type: "actions", cost: 1 }, ...system },
});
const weapon = (name: string, formula: string, system: Record<string, unknown> = {}) => ({
  name,
  type: "weapon",
  system: { equipped: true, damage: { parts: [{ formula, type: "piercing" }], versatile: "" }, ...system },
});

/** Ayla's wooden shield: +2 when raised, hardness 5, 20 HP, broken at 10 (TA-11). */
export const SHIELD = {
  name: "Wooden Shield",
  type: "armor",
  system: {
    category: "shield",
    base: 2,
    equipped: true,
    hardness: 5,
    hitPoints: 20,
    maxHitPoints: 20,
    brokenThreshold: 10,
  },
};

export const THREE_ACTION_SEATS: Seat[] = [
  {
    name: "Ayla",
    type: "character",
    system: {
      abilities: { str: { value: 12 }, dex: { value: 16 } },
      ac: { calc: "flat", flat: 15 },
      hp: { value: 30, max: 30 },
      speed: { walk: 30 },
    },
    items: [
      weapon("Spear", "1d6"),
      weapon("Dagger", "1d4", { properties: ["agile"] }),
      weapon("Rapier", "1d6", { properties: ["finesse"], traits: { deadly: 8 } }),
      weapon("Pick", "1d6", { traits: { fatal: 10 } }),
      weapon("Sling", "1d4", { range: { normal: 10, long: 40 } }),
      weapon("Longbow", "1d8", { range: { normal: 100, long: 400 } }),
      SHIELD,
      action("Stride", { basicAction: "stride" }),
      action("Step", { basicAction: "step" }),
      action("Raise a Shield", { applies: "shieldRaised" }),
      {
        name: "Shield Block",
        type: "feature",
        // The pack entry's flag: what makes a feature Shield Block (src/combat/shield-block.ts).
        flags: { fray: { shieldBlock: true } },
        system: {
          activation: {
            type: "reaction",
            cost: 1,
            trigger: "A physical attack damages you while your shield is raised.",
          },
        },
      },
    ],
    at: [2, 2],
    initiative: 40,
  },
  {
    name: "Ogre",
    type: "npc",
    system: { ac: { calc: "flat", flat: 18 }, hp: { value: 200, max: 200 } },
    items: [
      {
        name: "Greataxe",
        type: "weapon",
        system: { equipped: true, damage: { parts: [{ formula: "10", type: "slashing" }], versatile: "" } },
      },
      { name: "Reactive Strike", type: "feature", system: { grants: { opportunityAttack: true } } },
      action("Take Cover", { applies: "takingCover" }),
    ],
    at: [3, 2],
    disposition: -1,
    initiative: 30,
  },
  { name: "Borin", type: "character", items: [weapon("Spear", "1d6")], at: [8, 8], initiative: 20 },
  { name: "Goblin", type: "npc", at: [14, 14], disposition: -1, initiative: 10 },
];

/** The Beginner Box's Kobold Warrior (level −1), as Fray's creatures pack stores it. */
export const KOBOLD_WARRIOR: Record<string, unknown> = {
  name: "Kobold Warrior (three-action)",
  type: "npc",
  system: {
    level: -1,
    hp: { value: 8, max: 8 },
    abilities: { str: { value: 12 }, dex: { value: 16 }, wis: { value: 12 }, cha: { value: 8 } },
    ac: { calc: "flat", flat: 16 },
    size: "small",
    speed: { walk: 25 },
    printed: { fortitude: 4, reflex: 7, will: 3, perception: 3 },
  },
  items: [weapon("Spear", "1d6", { printed: { attack: 3, damage: 1 } })],
};
