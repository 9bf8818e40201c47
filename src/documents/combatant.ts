import { activePolicies } from "../settings/policies";
import { initiativeRoll } from "../combat/initiative";

/** Fray's Combatant: carries the turn ledger of one creature in one combat. */
export class FrayCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {
  /**
   * INIT-1, INIT-2, INIT-3, INIT-5, INIT-7, INIT-8: the initiative roll the world's rules give this combatant
   * (the preset's check, surprise disadvantage, sudden-action advantage), as a FrayD20Roll of kind
   * `initiative`. A fixed count from an a5e surprise-step check (INIT-7) is a roll of that number. A formula
   * given by a caller is rolled as it is (a module's own roll). FrayCombat#rollInitiative rolls whole groups
   * itself; this serves core callers and modules.
   */
  override getInitiativeRoll(formula?: string): Roll {
    if (formula) return new Roll(formula, this.actor?.getRollData() ?? {}) as unknown as Roll;
    const { inputs, roll } = initiativeRoll(this, activePolicies());
    return (roll as unknown as Roll | null) ?? new Roll(String(inputs.fixedTotal ?? 0));
  }

  /**
   * Rolls through the combat, so the rules, groups, ties and the GM's check apply to this one too (a formula
   * core passes is not used: the rules say what the roll is).
   */
  override async rollInitiative(): Promise<this> {
    await this.combat?.rollInitiative([this.id ?? ""]);
    return this;
  }

  /**
   * CMB-2: a player can't bring a count of its own into a combat either (only the GM writes counts); the active
   * GM also clears one a hostile client brought, and gives a re-added combatant its remembered count.
   */
  protected override async _preCreate(
    data: Combatant.CreateData,
    options: Combatant.Database.PreCreateOptions,
    user: User.Implementation,
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Foundry's own signature
  ): Promise<boolean | void> {
    const initiative = (data as { initiative?: unknown }).initiative;
    if (!user.isGM && initiative !== undefined && initiative !== null) {
      ui.notifications.warn(game.i18n.localize("FRAY.Initiative.Warning.GmWritesCounts"));
      return false;
    }
    return super._preCreate(data, options, user);
  }

  /**
   * CMB-2, INIT-1..17: only a GM writes a count. A player's roll is made by the active GM's client (request
   * `fray.setInitiative`); a direct edit of `initiative` by a player (the tracker's input, a macro) is refused
   * here, on the client that asked, with a warning, and nothing is saved. This is the friendly early refusal: a
   * hostile client skips it, and the active GM then puts the count back (src/combat/initiative/initiative-guard.ts).
   */
  protected override async _preUpdate(
    changed: Combatant.UpdateData,
    options: Combatant.Database.PreUpdateOptions,
    user: User.Implementation,
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Foundry's own signature
  ): Promise<boolean | void> {
    if (!user.isGM && "initiative" in changed) {
      ui.notifications.warn(game.i18n.localize("FRAY.Initiative.Warning.GmWritesCounts"));
      return false;
    }
    return super._preUpdate(changed, options, user);
  }
}
