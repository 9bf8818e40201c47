/**
 * The NPC sheet's context: a stat block in one column — defenses, speeds, abilities, saves, senses, CR or
 * level, then traits, actions, bonus actions and reactions from the NPC's items.
 */
import { CHALLENGE_RATINGS } from "../../../rules";
import {
  creatureBaseContext,
  creatureChoices,
  familyFlags,
  type CreatureBaseContext,
  senseLine,
  speedLine,
} from "./creature";
import { featureRow, ofType, spellRow, weaponRow, type FeatureRow, type SpellRow, type WeaponRow } from "./items";
import type { ActorSheetInput } from "./types";

/** One entry of a stat block section: a weapon, a spell or a feature. */
export type StatBlockEntry =
  | (WeaponRow & { readonly kind: "weapon" })
  | (SpellRow & { readonly kind: "spell" })
  | (FeatureRow & { readonly kind: "feature" });

export interface StatBlockSection {
  readonly id: "traits" | "actions" | "bonus" | "reactions";
  readonly label: string;
  readonly entries: readonly StatBlockEntry[];
}

export interface NpcContext extends CreatureBaseContext {
  readonly speedLine: string;
  readonly senseLine: string;
  readonly choices: ReturnType<typeof creatureChoices> & { readonly cr: readonly { value: number; label: string }[] };
  readonly sections: readonly StatBlockSection[];
  readonly enrichedBiography: string;
}

/** A challenge rating as a stat block prints it: 1/8, 1/4, 1/2, 1… */
export function challengeLabel(cr: number): string {
  if (cr === 0.125) return "1/8";
  if (cr === 0.25) return "1/4";
  if (cr === 0.5) return "1/2";
  return String(cr);
}

/** ATK-18, ECON-1, ECON-3: the NPC stat block under the world's rule family. */
export function npcContext(input: ActorSheetInput): NpcContext {
  const { system, i18n } = input;
  const flags = familyFlags(input);
  const entries: StatBlockEntry[] = [
    ...ofType(input.items, "weapon").map((i) => ({
      ...weaponRow(i, flags.family, i18n, input),
      kind: "weapon" as const,
    })),
    ...ofType(input.items, "spell").map((i) => ({ ...spellRow(i, flags.family, i18n), kind: "spell" as const })),
    ...ofType(input.items, "feature").map((i) => ({ ...featureRow(i, flags.family, i18n), kind: "feature" as const })),
  ];
  const group = (g: "trait" | "action" | "bonus" | "reaction") => entries.filter((e) => e.activation.group === g);
  const sections: StatBlockSection[] = [
    { id: "traits", label: i18n.localize("FRAY.Sheet.Traits"), entries: group("trait") },
    { id: "actions", label: i18n.localize("FRAY.Sheet.Actions"), entries: group("action") },
    { id: "bonus", label: i18n.localize("FRAY.Sheet.BonusActions"), entries: group("bonus") },
    { id: "reactions", label: i18n.localize("FRAY.Sheet.Reactions"), entries: group("reaction") },
  ];
  return {
    ...creatureBaseContext(input),
    speedLine: speedLine(system, i18n),
    senseLine: senseLine(system, i18n),
    choices: {
      ...creatureChoices(i18n),
      cr: CHALLENGE_RATINGS.map((value) => ({ value, label: challengeLabel(value) })),
    },
    sections: sections.filter((s) => s.entries.length > 0 || (s.id === "actions" && input.editable)),
    enrichedBiography: input.enrichedBiography,
  };
}
