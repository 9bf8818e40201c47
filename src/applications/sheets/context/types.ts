/**
 * The plain data every sheet context function takes: an actor's or item's data as plain objects, the
 * world's policies and, in combat, the turn ledger. The sheets read it from documents; the preview page
 * builds it by hand. Type-only imports: nothing here loads Foundry.
 */
import type { Ability, PresetPolicies, Size, ThreeActionSave, TurnLedger } from "../../../rules";
import type { DerivedCreature } from "../../../data/actor/common";
import type { Localizer } from "../../../data/labels";

/** An owned item as plain data (`item.toObject()`-like, plus its id). */
export interface PlainItem {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

/** A creature's `system` data after preparation: the stored fields plus `derived`. */
export interface CreatureSystem {
  readonly hp: { readonly value: number; readonly max: number; readonly temp: number };
  readonly abilities: Readonly<Record<Ability, { readonly value: number; readonly saveRank: number }>>;
  readonly saves: Readonly<Record<ThreeActionSave, { readonly rank: number }>>;
  readonly ac: {
    readonly calc: "armor" | "flat";
    readonly flat: number;
    readonly bonus: number;
    readonly rank: number;
  };
  /** INIT-2: `skill` ("" none) is read by a5e only; absent on data from before it existed. */
  readonly initiative: { readonly ability: Ability; readonly skill?: string; readonly bonus: number };
  readonly perception: { readonly rank: number };
  readonly speed: {
    readonly walk: number;
    readonly climb: number;
    readonly swim: number;
    readonly fly: number;
    readonly burrow: number;
    readonly hover: boolean;
  };
  readonly size: Size;
  readonly reach: number;
  readonly senses: {
    readonly darkvision: number;
    readonly blindsight: number;
    readonly tremorsense: number;
    readonly truesight: number;
  };
  readonly spellcasting: { readonly ability: Ability; readonly rank: number };
  readonly concentration: { readonly active: boolean; readonly source: string };
  readonly fatigue: number;
  readonly dying: { readonly value: number; readonly wounded: number };
  readonly death: { readonly success: number; readonly failure: number };
  /** Damage defenses (src/data/actor/defenses.ts); absent on data from before they existed. */
  readonly defenses?: DefensesSource;
  readonly biography: string;
  readonly level: number;
  /** NPCs only. */
  readonly cr?: number;
  readonly derived: DerivedCreature;
}

/** Everything an actor sheet's context is built from. */
export interface ActorSheetInput {
  readonly name: string;
  readonly img: string;
  readonly system: CreatureSystem;
  readonly items: readonly PlainItem[];
  readonly policies: PresetPolicies;
  /** The actor's turn ledger in the current combat, or null out of combat (read defensively: any shape). */
  readonly ledger?: unknown;
  /** RES-5: legendary actions spent this round by its combatant; null or absent out of combat. */
  readonly legendarySpent?: number | null;
  /** The biography as Foundry's enrichHTML returned it (sanitized HTML of an HTMLField). */
  readonly enrichedBiography: string;
  readonly editable: boolean;
  readonly i18n: Localizer;
  /** The actor's status ids (grappled, prone…); absent reads as none. */
  readonly statuses?: readonly string[];
  /** CND-1: its conditions with their values, for the conditions panel; absent reads as none. */
  readonly conditions?: readonly ActiveCondition[];
}

/** One active condition as the sheet's input gives it. */
export interface ActiveCondition {
  readonly id: string;
  /** Its value (1 for a condition without one). */
  readonly value: number;
  /** The creature has this condition's own status effect (so removing it removes the condition). */
  readonly own: boolean;
}

/** Re-exported for the sheets and the preview. */
export type { TurnLedger };

/** A stored list entry: `{ type, value }`, or a bare damage type (immunities). */
export type StoredEntry = string | { readonly type?: unknown; readonly value?: unknown };

/** `system.defenses` as a sheet reads it: any of the lists may be missing (an actor from before issue 15). */
export interface DefensesSource {
  readonly resistances?: readonly StoredEntry[];
  readonly immunities?: readonly StoredEntry[];
  readonly vulnerabilities?: readonly StoredEntry[];
}
