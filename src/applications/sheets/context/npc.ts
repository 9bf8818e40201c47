/**
 * The NPC sheet's context: a stat block in one column — defenses, speeds, abilities, saves, senses, CR or
 * level, then traits, actions, bonus actions and reactions from the NPC's items. Read by default; an owner
 * switches to the edit view, where `editable` (what the templates branch on) is true.
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
import { challengeLabel, statBlockView, type StatBlockView } from "./npc-stat-block";
import { featureRow, ofType, spellRow, weaponRow, type FeatureRow, type SpellRow, type WeaponRow } from "./items";
import type { ActorSheetInput } from "./types";
import { legendaryView } from "./resources";

/** One entry of a stat block section: a weapon, a spell or a feature. */
export type StatBlockEntry =
  | (WeaponRow & { readonly kind: "weapon" })
  | (SpellRow & { readonly kind: "spell" })
  | (FeatureRow & { readonly kind: "feature" });

export interface StatBlockSection {
  readonly id: "traits" | "actions" | "bonus" | "reactions" | "legendary";
  readonly label: string;
  readonly entries: readonly StatBlockEntry[];
}

export interface NpcContext extends CreatureBaseContext, StatBlockView {
  readonly speedLine: string;
  readonly senseLine: string;
  readonly choices: ReturnType<typeof creatureChoices> & { readonly cr: readonly { value: number; label: string }[] };
  readonly sections: readonly StatBlockSection[];
  readonly enrichedBiography: string;
  /** RES-5: legendary actions (the pool this round in combat) and legendary resistance. */
  readonly legendary: ReturnType<typeof legendaryView>;
}

export { challengeLabel };

/** How the sheet shows the NPC: `editing` asks for the edit view (granted only when `input.editable`). */
export interface NpcViewOptions {
  readonly editing?: boolean;
}

/**
 * ATK-18, ECON-1, ECON-3: the NPC stat block under the world's rule family, as the read view (the default,
 * and the only view for a user who may not edit) or the owner's edit view.
 */
export function npcContext(input: ActorSheetInput, options: NpcViewOptions = {}): NpcContext {
  const { system, i18n } = input;
  const flags = familyFlags(input);
  const base = creatureBaseContext(input);
  const view = statBlockView({
    system,
    i18n,
    abilities: base.abilities,
    saves: base.saves,
    skills: base.skills,
    threeAction: flags.threeAction,
    canEdit: input.editable,
    editing: options.editing === true,
  });
  const entries: StatBlockEntry[] = [
    ...ofType(input.items, "weapon").map((i) => ({
      ...weaponRow(i, flags.family, i18n, input),
      kind: "weapon" as const,
    })),
    ...ofType(input.items, "spell").map((i) => ({ ...spellRow(i, flags.family, i18n), kind: "spell" as const })),
    ...ofType(input.items, "feature").map((i) => ({ ...featureRow(i, flags.family, i18n), kind: "feature" as const })),
  ];
  // RES-5: a legendary option is listed under Legendary Actions, not with the actions of its activation.
  const legendaryOption = (e: StatBlockEntry) => e.kind === "feature" && e.legendaryCost !== "";
  const group = (g: "trait" | "action" | "bonus" | "reaction") =>
    entries.filter((e) => e.activation.group === g && !legendaryOption(e));
  const sections: StatBlockSection[] = [
    { id: "traits", label: i18n.localize("FRAY.Sheet.Traits"), entries: group("trait") },
    { id: "actions", label: i18n.localize("FRAY.Sheet.Actions"), entries: group("action") },
    { id: "bonus", label: i18n.localize("FRAY.Sheet.BonusActions"), entries: group("bonus") },
    { id: "reactions", label: i18n.localize("FRAY.Sheet.Reactions"), entries: group("reaction") },
    { id: "legendary", label: i18n.localize("FRAY.Legendary.Actions"), entries: entries.filter(legendaryOption) },
  ];
  return {
    ...base,
    ...view,
    // The templates show fields (and item controls) only in the edit view.
    editable: view.editing,
    speedLine: speedLine(system, i18n),
    senseLine: senseLine(system, i18n),
    choices: {
      ...creatureChoices(i18n),
      cr: CHALLENGE_RATINGS.map((value) => ({ value, label: challengeLabel(value) })),
    },
    sections: sections.filter((s) => s.entries.length > 0 || (s.id === "actions" && view.editing)),
    enrichedBiography: input.enrichedBiography,
    legendary: legendaryView(
      system as unknown as { legendary?: unknown },
      input.items,
      i18n,
      input.legendarySpent ?? null,
    ),
  };
}
