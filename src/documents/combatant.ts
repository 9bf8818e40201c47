import { activePreset } from "../settings/preset";
import { FrayD20Roll, type FrayD20RollOptions } from "../dice/d20-roll";
import type { DerivedCreature } from "../data/actor/common";

/** Fray's Combatant: carries the turn ledger of one creature in one combat. */
export class FrayCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {
  /**
   * INIT-1, INIT-2, INIT-3: the initiative roll: d20 + the derived initiative modifier the preset's check uses
   * (Dexterity, the chosen ability, or Perception), as a FrayD20Roll of kind `initiative`.
   */
  override getInitiativeRoll(formula?: string): Roll {
    const actor = this.actor;
    const derived = (actor?.system as { derived?: DerivedCreature } | undefined)?.derived;
    const bonus = derived?.initiative.bonus ?? 0;
    const options: FrayD20RollOptions = {
      kind: "initiative",
      mode: "normal",
      sources: [],
      expertiseDie: null,
      map: null,
      cover: "none",
      targets: [],
      preset: activePreset(),
      subject: derived?.initiative.ability ?? "dex",
      dc: null,
      actorUuid: actor?.uuid ?? null,
      itemUuid: null,
      bonus: "",
    };
    const base = formula ?? (bonus === 0 ? "1d20" : bonus > 0 ? `1d20 + ${bonus}` : `1d20 - ${-bonus}`);
    return new FrayD20Roll(base, {}, options as unknown as Roll.Options) as unknown as Roll;
  }
}
