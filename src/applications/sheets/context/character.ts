/**
 * The character sheet's context: every value its templates print, from plain data. The sheet and the
 * preview page call this same function.
 */
import { creatureBaseContext, creatureChoices, familyFlags, type CreatureBaseContext } from "./creature";
import { featureRow, gearRow, ofType, spellRow, weaponRow, type FeatureRow, type GearRow } from "./items";
import type { SpellRow, WeaponRow } from "./items";
import { ledgerView, type LedgerView } from "./ledger";
import type { ActorSheetInput } from "./types";
import { hitDiceView } from "./resources";
import { spellSlotsView, type SpellSlotsView } from "./spell-slots";

export interface CharacterContext extends CreatureBaseContext {
  readonly choices: ReturnType<typeof creatureChoices> & {
    readonly acCalcs: readonly { value: string; label: string }[];
  };
  readonly weapons: readonly WeaponRow[];
  readonly spells: readonly SpellRow[];
  readonly features: readonly FeatureRow[];
  readonly gear: readonly GearRow[];
  readonly ledger: LedgerView | null;
  readonly enrichedBiography: string;
  /** Death saves as pips: three success and three failure boxes. */
  readonly deathPips: { readonly success: readonly boolean[]; readonly failure: readonly boolean[] };
  /** RES-3: Hit Dice and the rest buttons (5e family only: null under threeAction). */
  readonly hitDice: ReturnType<typeof hitDiceView> | null;
  /** RES-1: spell slots per level, on the combat tab. */
  readonly spellSlots: SpellSlotsView;
}

const boxes = (n: number) => [0, 1, 2].map((i) => i < n);

/** ATK-18, ECON-1..3, CND-2..4: the character sheet under the world's rule family. */
export function characterContext(input: ActorSheetInput): CharacterContext {
  const { system, i18n } = input;
  const flags = familyFlags(input);
  return {
    ...creatureBaseContext(input),
    choices: {
      ...creatureChoices(i18n),
      acCalcs: [
        { value: "armor", label: i18n.localize("FRAY.Sheet.AcCalc.armor") },
        { value: "flat", label: i18n.localize("FRAY.Sheet.AcCalc.flat") },
      ],
    },
    weapons: ofType(input.items, "weapon").map((i) => weaponRow(i, flags.family, i18n, input)),
    spells: ofType(input.items, "spell")
      .map((i) => spellRow(i, flags.family, i18n))
      .sort((a, b) => a.level - b.level),
    features: ofType(input.items, "feature").map((i) => featureRow(i, flags.family, i18n)),
    gear: input.items.filter((i) => i.type === "armor" || i.type === "equipment").map((i) => gearRow(i, i18n)),
    ledger: ledgerView(input.ledger, i18n),
    enrichedBiography: input.enrichedBiography,
    deathPips: { success: boxes(system.death.success), failure: boxes(system.death.failure) },
    hitDice: flags.fiveE ? hitDiceView(system, i18n) : null,
    spellSlots: spellSlotsView((system as { slots?: unknown }).slots, input.editable, i18n),
  };
}
