import { SYSTEM_ID } from "../../constants";

/** Key of the hidden world setting `fray.cardRecords` (src/chat/card-actions/card-records.ts). */
export const CARD_RECORDS_SETTING = "cardRecords";

/** A save rolled for a save request card, as the GM recorded it when it was posted. */
export interface SaveRecord {
  /** The save request card. */
  readonly request: string;
  /** The saving creature. */
  readonly actor: string;
  /** The save's ability or save key (`dex`, `reflex`) as rolled. */
  readonly subject: string;
  /** The natural d20 the roll kept, and its total, both checked against its dice. */
  readonly natural: number;
  readonly total: number;
  /** RES-5: the GM turned this failed save into a success with a legendary resistance (src/chat/saves/legendary-resistance.ts). */
  readonly legendary?: boolean;
}

/** A damage card's amount applied to one target, written by the GM who applied it. */
export interface AppliedRecord {
  /** The card the amount came from (the attack card when the damage was rolled from one). */
  readonly card: string;
  readonly target: string;
  /** Who asked. */
  readonly by: string;
  /** The hit points taken (negative: healed). */
  readonly amount: number;
}

export interface CardRecords {
  readonly saves: readonly SaveRecord[];
  readonly applied: readonly AppliedRecord[];
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.cardRecords": CardRecords;
  }
}

/**
 * Registers `fray.cardRecords` (world, hidden): the GM's records of the saves rolled for save request cards and of
 * the card damage applied. A world setting because only a GM (SETTINGS_MODIFY) may write it: a player can't
 * delete or rewrite a record as it could its own chat message.
 */
export function registerCardRecordsSetting(): void {
  game.settings.register(SYSTEM_ID, CARD_RECORDS_SETTING, {
    scope: "world",
    config: false,
    type: Object,
    default: { saves: [], applied: [] },
  } as never);
}
