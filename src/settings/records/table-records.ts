import { SYSTEM_ID } from "../../constants";

/** Key of the hidden world setting `fray.tableRecords` (src/chat/table-records.ts). */
export const TABLE_RECORDS_SETTING = "tableRecords";

/** RES-6: an attack card as the GM recorded it when it was posted. */
export interface AttackRecord {
  readonly card: string;
  readonly actor: string;
  readonly item: string;
  /** The roll mode its dice show (`2d20kh`: advantage). */
  readonly mode: "normal" | "advantage" | "disadvantage";
  /** Per target uuid: a creature that qualifies for Sneak Attack stood within 5 ft of it (measured by the GM). */
  readonly near: Readonly<Record<string, boolean>>;
  /** The combat turn it was made in (`combatId:round:turn`), or "" out of combat. */
  readonly turn: string;
}

/** RES-1: a spell cast with a slot, recorded by the GM (the spend in combat, the card out of it). */
export interface CastRecord {
  readonly id: string;
  /** The card the casting posted (its attack or save request card), "" until it is posted. */
  readonly card: string;
  readonly actor: string;
  readonly item: string;
  /** The slot spent (0: none: a cantrip or a ritual). */
  readonly slot: number;
  readonly turn: string;
  /** RES-1: cast on the caster's own turn, with a bonus-action casting time (srd51's limit). */
  readonly ownTurn: boolean;
  readonly bonus: boolean;
}

/** RES-6: a once-per-turn extra damage applied, by the GM who applied it. */
export interface ExtraRecord {
  /** The damage's attack card (or the damage card). */
  readonly card: string;
  readonly actor: string;
  readonly feature: string;
  readonly turn: string;
}

export interface TableRecords {
  readonly attacks: readonly AttackRecord[];
  readonly casts: readonly CastRecord[];
  readonly extras: readonly ExtraRecord[];
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.tableRecords": TableRecords;
  }
}

/**
 * Registers `fray.tableRecords` (world, hidden): the GM's records of attacks (roll mode, who stood near each
 * target), spells cast with a slot and once-per-turn extra damage applied. A world setting because only a GM may
 * write it: a player can't rewrite what the GM judged.
 */
export function registerTableRecordsSetting(): void {
  game.settings.register(SYSTEM_ID, TABLE_RECORDS_SETTING, {
    scope: "world",
    config: false,
    type: Object,
    default: { attacks: [], casts: [], extras: [] },
  } as never);
}
