/**
 * RES-1: which spell slot a casting spends, and what one turn allows. A spell of level 1 or higher spends a slot
 * of its level or higher; a ritual casting spends none; srd52 and delta allow one spell with a slot per turn;
 * srd51 (and a5e, its 2014 ruleset): after a bonus-action spell, only a cantrip with a casting time of one action
 * that turn.
 */
import { bool, integerInRange, nonNegativeInteger, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";
import { MAX_SPELL_LEVEL } from "./spell-scaling";

/** The two rulesets' turn limits on spells (RES-1): 2014 (srd51, a5e) and 2024 (srd52, delta). */
export const SPELL_TURN_RULES = ["bonusActionSpell", "oneSlotPerTurn", "none"] as const;
export type SpellTurnRule = (typeof SPELL_TURN_RULES)[number];

/** RES-1: the spell turn rule of a preset id: srd51 and a5e (2014), srd52 and delta (2024), none otherwise. */
export function spellTurnRuleOf(presetId: string): SpellTurnRule {
  if (presetId === "srd51" || presetId === "a5e") return "bonusActionSpell";
  if (presetId === "srd52" || presetId === "delta") return "oneSlotPerTurn";
  return "none";
}

/** What a creature cast so far this turn (RES-1). */
export interface SpellsThisTurn {
  /** Spells cast with a slot. */
  readonly slotSpells: number;
  /** A spell with a bonus-action casting time was cast. */
  readonly bonusSpell: boolean;
}

/** RES-1: a turn before any spell: no slot spell and no bonus-action spell yet. */
export const NO_SPELLS_THIS_TURN: SpellsThisTurn = Object.freeze({ slotSpells: 0, bonusSpell: false });

export interface SlotCastInput {
  readonly spellLevel: number;
  /** The slot chosen (ignored for a cantrip or a ritual). */
  readonly slotLevel: number;
  readonly ritual: boolean;
  /** The casting time: `action`, `bonus`, `reaction`… */
  readonly activation: string;
  /** Slots left per level, index 1..9 (index 0 unused). */
  readonly slotsLeft: readonly number[];
  readonly turnRule: SpellTurnRule;
  /** Null off the creature's own turn or out of combat (the turn limits count the creature's own turn only). */
  readonly thisTurn: SpellsThisTurn | null;
}

export type SlotRefusal = "slotTooLow" | "noSlotLeft" | "oneSlotPerTurn" | "afterBonusSpell";

export type SlotCast =
  | { readonly ok: true; readonly slot: number | null; readonly thisTurn: SpellsThisTurn | null }
  | { readonly ok: false; readonly reason: SlotRefusal };

/**
 * RES-1: whether `input`'s casting is allowed and the slot it spends (null: none, a cantrip or a ritual), with the
 * turn's record after it. Off the creature's turn (a reaction spell) only the slot is checked.
 */
export function slotCast(input: SlotCastInput): SlotCast {
  const i = record(input, "cast");
  const spellLevel = integerInRange(i.spellLevel, "spellLevel", 0, MAX_SPELL_LEVEL);
  const ritual = bool(i.ritual, "ritual");
  const rule = oneOf(i.turnRule, "turnRule", SPELL_TURN_RULES);
  const bonus = i.activation === "bonus";
  const usesSlot = spellLevel > 0 && !ritual;
  const slot = usesSlot ? integerInRange(i.slotLevel, "slotLevel", 1, MAX_SPELL_LEVEL) : null;
  if (slot !== null && slot < spellLevel) return refused("slotTooLow");
  if (slot !== null) {
    const left = nonNegativeInteger((i.slotsLeft as readonly unknown[])[slot] ?? 0, `slotsLeft[${slot}]`);
    if (left === 0) return refused("noSlotLeft");
  }
  const turn = i.thisTurn === null || i.thisTurn === undefined ? null : (i.thisTurn as SpellsThisTurn);
  if (turn === null) return deepFreeze({ ok: true, slot, thisTurn: null });
  if (rule === "oneSlotPerTurn" && slot !== null && turn.slotSpells > 0) return refused("oneSlotPerTurn");
  if (rule === "bonusActionSpell") {
    const actionCantrip = spellLevel === 0 && i.activation === "action";
    if (turn.bonusSpell && !actionCantrip) return refused("afterBonusSpell");
  }
  const after: SpellsThisTurn = {
    slotSpells: turn.slotSpells + (slot === null ? 0 : 1),
    bonusSpell: turn.bonusSpell || bonus,
  };
  return deepFreeze({ ok: true, slot, thisTurn: after });
}

const refused = (reason: SlotRefusal): SlotCast => deepFreeze({ ok: false, reason });

/** RES-1: the lowest slot level a spell of `spellLevel` can be cast with from `slotsLeft`, or null when none is left. */
export function lowestSlotFor(spellLevel: number, slotsLeft: readonly number[]): number | null {
  const level = integerInRange(spellLevel, "spellLevel", 1, MAX_SPELL_LEVEL);
  for (let l = level; l <= MAX_SPELL_LEVEL; l++) if ((slotsLeft[l] ?? 0) > 0) return l;
  return null;
}
