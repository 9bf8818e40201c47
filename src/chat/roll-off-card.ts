/**
 * INIT-9 / INIT-11 / INIT-13: the chat card that shows initiative roll-offs: who was tied and what each rolled,
 * round by round, so the table sees why the order is what it is. Pure: the preview builds the same context.
 */
import type { InitiativeRollOff } from "../rules";
import type { Localizer } from "./labels";

export interface RollOffCardContext {
  readonly title: string;
  readonly rollOffs: readonly {
    readonly tied: string;
    readonly rounds: readonly {
      readonly label: string;
      readonly rolls: readonly { readonly name: string; readonly result: number }[];
    }[];
  }[];
}

/** The card's view data; names are plain text (the template escapes them). */
export function rollOffCardContext(
  rollOffs: readonly InitiativeRollOff[],
  nameOf: (id: string) => string,
  i18n: Localizer,
): RollOffCardContext {
  const names = (ids: readonly string[]) => ids.map(nameOf).join(", ");
  return {
    title: i18n.localize("FRAY.Initiative.RollOff.Title"),
    rollOffs: rollOffs.map((off) => ({
      tied: i18n.format("FRAY.Initiative.RollOff.Tied", { names: names(off.ids) }),
      rounds: off.rolls.map((round, i) => ({
        label: i18n.format("FRAY.Initiative.RollOff.Round", { round: String(i + 1) }),
        rolls: round.map((roll) => ({ name: names(roll.ids), result: roll.result })),
      })),
    })),
  };
}
