import {
  createTurnLedger,
  endOwnTurn,
  markIncapacitated,
  startOwnTurn,
  surpriseCostsFirstTurn,
  type PresetPolicies,
  type TurnLedger,
} from "../rules";
import { activePolicies } from "../settings/policies";
import type { DerivedCreature } from "../data/actor/common";

/** What a turn start reads from the combatant's actor (nothing when it has none). */
interface TurnCreature {
  readonly speed: number;
  readonly extraReactions: number;
  readonly incapacitated: boolean;
}

function turnCreature(actor: Actor.Implementation | null): TurnCreature {
  const system = actor?.system as { speed?: { walk?: number }; derived?: DerivedCreature } | undefined;
  return {
    speed: system?.speed?.walk ?? 0,
    extraReactions: Math.max(0, (system?.derived?.reactionsPerRound ?? 1) - 1),
    incapacitated: actor?.statuses.has("incapacitated") ?? false,
  };
}

/**
 * ECON-1 / ECON-2 / ECON-3 / INIT-6: the combatant's ledger once its own turn has started: a new ledger for a
 * combatant without one (surprise costing its first turn only where the preset says so), then the rules'
 * turn start with the actor's Speed, reactions per round and incapacitation as they are now. A ledger still
 * on its previous turn (its turn end was skipped, e.g. `turnEvents: false`) has that turn ended first.
 */
export function ledgerAtTurnStart(
  current: TurnLedger | null,
  policies: PresetPolicies,
  creature: TurnCreature,
  surprised: boolean,
): TurnLedger {
  const economy = policies.economy;
  const base =
    current ??
    createTurnLedger(economy, {
      speed: creature.speed,
      extraReactions: creature.extraReactions,
      losesFirstTurn: surpriseCostsFirstTurn(policies.initiative.surprise, surprised),
    });
  const ended = base.onTurn ? endOwnTurn(base) : base;
  return startOwnTurn(markIncapacitated(ended, creature.incapacitated), economy, {
    speed: creature.speed,
    extraReactions: creature.extraReactions,
  });
}

/** Fray's Combat: the preset-driven initiative order and round automation attach here. */
export class FrayCombat<out SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  /**
   * v13 turn event, run on the active GM's client only: resets the starting combatant's turn ledger
   * (`system.ledger`) under the world's current policies, in one update.
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    const system = combatant.system as { ledger?: TurnLedger | null; surprised?: boolean };
    const ledger = ledgerAtTurnStart(
      system.ledger ?? null,
      activePolicies(),
      turnCreature(combatant.actor),
      system.surprised ?? false,
    );
    await combatant.update({ "system.ledger": ledger } as never);
  }

  /**
   * v13 turn event, run on the active GM's client only: ECON-3 / INIT-6: the ending combatant's unspent
   * actions and movement are lost and a surprised creature's lost turn is over (`endOwnTurn`), in one update.
   * A combatant without a ledger, or not on its turn, is left alone.
   */
  protected override async _onEndTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onEndTurn(combatant, context);
    const ledger = (combatant.system as { ledger?: TurnLedger | null }).ledger;
    if (!ledger?.onTurn) return;
    await combatant.update({ "system.ledger": endOwnTurn(ledger) } as never);
  }
}
