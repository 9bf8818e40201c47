import {
  endOwnTurn,
  initiativeReorderApplies,
  ledgerForTurnStart,
  surpriseCostsFirstTurn,
  type ManualTie,
  type PresetPolicies,
} from "../rules";
import { activePolicies } from "../settings/policies";
import { groupInitiativeOptional, initiativeReorderEnabled } from "../settings/initiative-options";
import {
  controllerOf,
  compareOrder,
  orderedCombatant,
  planOrder,
  applyInitiative,
  initiativeWrites,
  rollAndApply,
  writeOrder,
  openTies,
  settleTie,
  swapChanges,
  tieMove,
  SWAP_REFUSALS,
} from "../combat/initiative";
import { combatantSystem, ledgerCreature, ledgerOf } from "../combat/combatant-system";
import { queueLedgerWrite, giveFirstLedgers, offerLegendaryActions } from "../combat/ledger";
import { askGm } from "../combat/combat-request";
import {
  addWorldAction,
  rechargeWorldActions,
  setEnvironment,
  useWorldAction,
  type WorldActionData,
} from "../combat/world-actions";
import { recoveryAtTurnStart } from "../combat/dying";
import { lowerShieldAtTurnStart } from "../combat/statuses";
import { proneInSharedSpace } from "../combat/movement";
import { resourcesAtRoundStart, resourcesAtTurnStart } from "../combat/turn-resources";
import { frightenedAtTurnEnd } from "../conditions/turn-end";

/** Fray's Combat: the preset-driven initiative order and round automation attach here. */
export class FrayCombat<out SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  /** CMB-2, INIT-9..13: initiative highest first, then the tie rank the rules gave, then id. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return compareOrder(orderedCombatant(a), orderedCombatant(b));
  }

  /**
   * INIT-1..8, INIT-4, INIT-9..15, INIT-17: rolls initiative for `ids` by the world's preset: one roll per
   * group of identical GM creatures where the preset groups them, surprise and sudden-action advantage or
   * disadvantage, a5e's chosen ability and surprise-step total; one chat card per roll group (posted in one
   * batch); then the order with its ties and roll-offs, written in one update. A player rolls only its own
   * combatants and the active GM checks and writes the result. `fray.preRollInitiative` (combat, ids)
   * returning false cancels; `fray.rollInitiative` (combat, results) follows.
   */
  override async rollInitiative(ids: string | string[], options: Combat.InitiativeOptions = {}): Promise<this> {
    const self = this as unknown as Combat.Implementation;
    const wanted = (typeof ids === "string" ? [ids] : ids).flatMap((id) => {
      const c = this.combatants.get(id);
      return c ? [c] : [];
    });
    const mine = wanted.filter((c) => game.user.isGM || c.isOwner);
    if (mine.length < wanted.length) ui.notifications.warn(game.i18n.localize("FRAY.Initiative.Warning.NotYours"));
    // A roll already under way for a combatant (a double click) is not started twice.
    const free = mine.filter((c) => !this.#rolling.has(c.id ?? ""));
    if (free.length === 0) return this;
    if (
      !Hooks.call(
        "fray.preRollInitiative",
        self,
        free.map((c) => c.id),
      )
    )
      return this;
    const policies = activePolicies();
    const riding = (c: Combatant.Implementation) =>
      policies.initiative.mountUsesRiderInitiative && this.combatants.has(combatantSystem(c).riderId);
    const rolling = free.filter((c) => !riding(c));
    for (const c of rolling) this.#rolling.add(c.id ?? "");
    try {
      await this.#rollFor(self, rolling, policies, options);
    } finally {
      for (const c of rolling) this.#rolling.delete(c.id ?? "");
    }
    return this;
  }

  /** Ids of combatants whose initiative this client is rolling right now. */
  readonly #rolling = new Set<string>();

  /**
   * The dice, the cards, the write, then `fray.rollInitiative`. A player's client rolls nothing itself: the
   * active GM's client rolls the rules' roll for its combatants and writes them (request `fray.setInitiative`),
   * so no player can choose its dice or total.
   */
  async #rollFor(
    self: Combat.Implementation,
    rolling: Combatant.Implementation[],
    policies: PresetPolicies,
    options: Combat.InitiativeOptions,
  ): Promise<void> {
    const rollMode =
      (options.messageOptions as { rollMode?: string } | undefined)?.rollMode ??
      String(game.settings.get("core", "rollMode"));
    if (!game.user.isGM) {
      const data = { combatId: this.id, ids: rolling.map((c) => c.id ?? ""), rollMode };
      const answer = await askGm("fray.setInitiative", data, "FRAY.Initiative.Warning.Refused");
      if (answer.ok) Hooks.callAll("fray.rollInitiative", self, initiativeWrites(answer.results));
      return;
    }
    const groupOptional = groupInitiativeOptional();
    const writes = await rollAndApply(self, rolling, policies, { groupOptional, rollMode });
    Hooks.callAll("fray.rollInitiative", self, writes);
  }

  /** Rolls initiative for every combatant this user owns that has none yet. */
  override async rollAll(options?: Combat.InitiativeOptions): Promise<this> {
    const ids = this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id ?? "");
    return this.rollInitiative(ids, options);
  }

  /** Rolls initiative for the GM's creatures (no player owns them) that have none yet. */
  override async rollNPC(options?: Combat.InitiativeOptions): Promise<this> {
    const ids = this.combatants
      .filter((c) => c.isOwner && c.initiative === null && controllerOf(c) === "gm")
      .map((c) => c.id ?? "");
    return this.rollInitiative(ids, options);
  }

  /**
   * INIT-5, INIT-6, INIT-8 (GM): marks who starts surprised and who is on the sudden action's side (a5e), in
   * one update; everyone else is cleared. A combatant named in both is refused and nothing changes. Where the
   * change alters the roll (surprise disadvantage, sudden-action advantage), a count already rolled is
   * cleared so it is rolled again.
   */
  async setSurprise(choice: { surprised: readonly string[]; suddenAction: readonly string[] }): Promise<void> {
    if (!game.user.isGM) throw new Error("FRAY: only a GM sets surprise");
    const surprised = new Set(choice.surprised);
    const sudden = new Set(choice.suddenAction);
    const both = [...surprised].find((id) => sudden.has(id));
    if (both !== undefined) {
      throw new Error(`suddenAction: combatant "${both}" can't be surprised and on the sudden action's side (INIT-8)`);
    }
    const rules = activePolicies().initiative;
    const updates = this.combatants.contents.flatMap((c) => {
      const system = combatantSystem(c);
      const id = c.id ?? "";
      const next = { surprised: surprised.has(id), suddenAction: sudden.has(id) };
      if (system.surprised === next.surprised && system.suddenAction === next.suddenAction) return [];
      // INIT-5 / INIT-8: a count rolled before the change didn't have the (dis)advantage it now brings; it is
      // cleared so the combatant rolls again.
      const rollChanges =
        (rules.surprise === "disadvantage" && system.surprised !== next.surprised) ||
        (rules.suddenActionAdvantage && system.suddenAction !== next.suddenAction);
      const clear = rollChanges && c.initiative !== null ? { initiative: null } : {};
      // INIT-6: a ledger made before the combatant's first turn (first-ledgers.ts) follows: its reaction is
      // withheld or given back as the new surprise says.
      const ledger = system.ledger;
      const early =
        ledger && ledger.turnsStarted === 0
          ? { "system.ledger": { ...ledger, surprised: surpriseCostsFirstTurn(rules.surprise, next.surprised) } }
          : {};
      return [
        {
          _id: id,
          "system.surprised": next.surprised,
          "system.suddenAction": next.suddenAction,
          ...clear,
          ...early,
        },
      ];
    });
    if (updates.length > 0) await this.updateEmbeddedDocuments("Combatant", updates);
    if (!this.surpriseSet) await this.update({ "system.surpriseSet": true } as never);
  }

  /** INIT-5 / INIT-6 / INIT-8: whether the GM has been through the surprise step for this combat. */
  get surpriseSet(): boolean {
    return (this.system as { surpriseSet?: boolean }).surpriseSet === true;
  }

  /**
   * CMB-2: ends the current turn. A GM advances directly; a player only ends the turn of a combatant it owns,
   * through the active GM (query `fray.advanceTurn`), which checks that it is still that combatant's turn.
   */
  override async nextTurn(): Promise<this> {
    if (game.user.isGM) return super.nextTurn();
    const data = { combatId: this.id, combatantId: this.combatant?.id ?? "" };
    await askGm("fray.advanceTurn", data, "FRAY.Initiative.Warning.NotYourTurn");
    return this;
  }

  /** INIT-9..13: the ties still waiting for the GM or the players. */
  openTies(): ManualTie[] {
    return openTies(this);
  }

  /** INIT-9..13: whether `user` (default: this user) may move `combatantId` up (-1) or down (1) in its tie. */
  canMoveInTie(
    combatantId: string,
    direction: -1 | 1,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- game.user is the User
    user: User.Implementation = game.user,
  ): boolean {
    const asker = { id: user.id ?? "", isGM: user.isGM };
    return tieMove(this, combatantId, direction, asker) !== null;
  }

  /**
   * INIT-9, INIT-10, INIT-12, INIT-13: moves `combatantId` one place up (-1) or down (1) among the combatants
   * it is tied with: players their own characters, the GM the rest. A player's move goes to the active GM.
   */
  async moveInTie(combatantId: string, direction: -1 | 1): Promise<boolean> {
    const self = this as unknown as Combat.Implementation;
    const asker = { id: game.user.id, isGM: game.user.isGM };
    const move = tieMove(self, combatantId, direction, asker);
    if (!move) {
      ui.notifications.warn(game.i18n.localize("FRAY.Initiative.Warning.NotATie"));
      return false;
    }
    if (!game.user.isGM) {
      const data = { combatId: this.id, tieIds: move.tie.ids, order: move.order };
      return (await askGm("fray.orderTie", data, "FRAY.Initiative.Warning.NotATie")).ok;
    }
    const settled = settleTie(self, move.tie.ids, move.order, asker);
    if (!settled.ok) return false;
    await writeOrder(self, settled.changes);
    return true;
  }

  /** INIT-14 (delta, optional): the reorder phase is open before round 1 when the world setting is on. */
  get reorderOpen(): boolean {
    return (
      initiativeReorderApplies(activePolicies().initiative, { reorderEnabled: initiativeReorderEnabled() }) &&
      this.round === 0
    );
  }

  /**
   * INIT-14: swaps two combatants' places and counts in the reorder phase: a player proposes one of its
   * characters with another player's (through the active GM, who asks the other character's owner and writes
   * only on its "yes"), the GM two of its own creatures; a surprised one can't. Resolves to whether it swapped.
   */
  async swapInitiative(aId: string, bId: string): Promise<boolean> {
    const self = this as unknown as Combat.Implementation;
    if (!game.user.isGM) {
      // A proposal: the other character's owner is asked on its own client before the GM writes (INIT-14).
      const data = { combatId: this.id, aId, bId };
      return (await askGm("fray.swapInitiative", data, "FRAY.Initiative.Warning.SwapRefused", SWAP_REFUSALS)).ok;
    }
    const swapped = swapChanges(self, activePolicies().initiative, "gm", aId, bId, initiativeReorderEnabled());
    if (!swapped.ok) {
      ui.notifications.warn(game.i18n.localize("FRAY.Initiative.Warning.SwapRefused"));
      return false;
    }
    await writeOrder(self, swapped.changes);
    return true;
  }

  /**
   * INIT-15 (GM): makes `mountId` a controlled mount of `riderId` ("" to dismount). Where the preset says so
   * the mount takes its rider's count and acts right after it, as soon as the rider has one.
   */
  async setRider(mountId: string, riderId: string): Promise<void> {
    if (!game.user.isGM) throw new Error("FRAY: only a GM sets a mount's rider");
    if (riderId !== "" && (riderId === mountId || !this.combatants.has(riderId))) {
      throw new Error(`riderId: "${riderId}" is not another combatant of this combat`);
    }
    const mount = this.combatants.get(mountId);
    if (!mount) throw new Error(`mountId: unknown combatant "${mountId}"`);
    await mount.update({ "system.riderId": riderId } as never);
    const rider = riderId ? this.combatants.get(riderId) : undefined;
    if (rider?.initiative !== null && rider?.initiative !== undefined) {
      const self = this as unknown as Combat.Implementation;
      const plan = planOrder(this.combatants.contents, new Map(), {
        policies: activePolicies().initiative,
        started: this.started,
      });
      await writeOrder(self, plan.changes);
    }
  }

  /**
   * INIT-17 (GM): puts `combatantId` into the order at a fixed count (e.g. 20 for a summoned creature); once
   * the combat has started it enters without moving anyone.
   */
  async placeAtCount(combatantId: string, count: number): Promise<void> {
    if (!game.user.isGM) throw new Error("FRAY: only a GM places a combatant at a count");
    if (!Number.isFinite(count)) throw new Error(`count: expected a number, got ${String(count)}`);
    if (!this.combatants.has(combatantId)) throw new Error(`combatantId: unknown combatant "${combatantId}"`);
    const self = this as unknown as Combat.Implementation;
    await applyInitiative(self, [{ ids: [combatantId], groupKey: null, total: count }], activePolicies());
  }

  /**
   * v13 turn event, run on the active GM's client only: resets the starting combatant's turn ledger
   * (`system.ledger`) under the world's current policies, in one update, and rolls a dying hero's recovery.
   * A turn passed over (`context.skipped`: a defeated combatant under "skip defeated") gets none of it.
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    // In the combatant's ledger queue, so a spend answered meanwhile can't be written over (or write over this).
    // ECON-1 / ECON-3: queued before anything else is awaited. Turn events aren't awaited by the combat's update,
    // so a GM who moves on at once runs this turn's end meanwhile; a start queued behind that end would leave the
    // creature on its turn, with a fresh action, through everyone else's turns.
    const own = context.skipped
      ? Promise.resolve()
      : queueLedgerWrite(combatant, async () => {
          const system = combatantSystem(combatant);
          const creature = ledgerCreature(combatant.actor);
          const ledger = ledgerForTurnStart(system.ledger, activePolicies(), creature, system.surprised);
          await combatant.update({ "system.ledger": ledger } as never);
        });
    // ECON-2: everyone else has a ledger, and so its reaction, from the combat's start (first-ledgers.ts).
    await Promise.all([own, giveFirstLedgers(this.combatants.filter((c) => c.id !== combatant.id))]);
    if (context.skipped) return;
    await lowerShieldAtTurnStart(combatant); // TA-11: a raised shield lasts until its creature's next turn starts
    await recoveryAtTurnStart(combatant); // CND-3: a dying hero's recovery check
    // RES-4: a new round's "per round" uses come back here, after the turn's ledger is queued (see _onStartRound).
    if (this.#roundUsesDue) {
      this.#roundUsesDue = false;
      await resourcesAtRoundStart(this);
    }
    await resourcesAtTurnStart(this, combatant); // RES-4, RES-5
  }

  /**
   * RES-4: a round started and its "per round" uses are still to come back. They come back at the round's first turn
   * start, after that turn's ledger is queued: anything more awaited in _onStartRound delays the turn start behind a
   * turn end the GM may already have asked for (ECON-1, see _onStartTurn).
   */
  #roundUsesDue = false;

  /** v13 round event, active GM only: ENV-1 / ENV-2 recharge rolls for spent world actions (a5e). */
  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    this.#roundUsesDue = true; // RES-4: per-round uses, at this round's first turn start
    await rechargeWorldActions(this);
  }

  /** ENV-2: the environment uses world action `id` (src/combat/world-actions/world-actions.ts). */
  useWorldAction(id: string): Promise<WorldActionData | null> {
    return useWorldAction(this, id);
  }

  /** ENV-3: the combat takes place in a5e's environment `id` ("" none): its world actions replace the last one's. */
  setEnvironment(id: string): Promise<WorldActionData[] | null> {
    return setEnvironment(this, id);
  }

  /** ENV-1, ENV-2: adds a world action (src/combat/world-actions/world-actions.ts). */
  addWorldAction(data: { name: string; rechargeMin: number | null }): Promise<WorldActionData | null> {
    return addWorldAction(this, data);
  }

  /**
   * v13 turn event, run on the active GM's client only: ECON-3 / INIT-6: the ending combatant's unspent
   * actions and movement are lost and a surprised creature's lost turn is over (`endOwnTurn`), in one update;
   * MOV-5: a creature whose turn ends in another creature's space falls prone (src/combat/movement/shared-space.ts);
   * TA-12: a frightened creature's value drops by 1 (src/conditions/turn-end.ts).
   * A combatant without a ledger, or not on its turn, or whose turn was passed over (`context.skipped`), is left
   * alone.
   */
  protected override async _onEndTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onEndTurn(combatant, context);
    if (context.skipped) return;
    await queueLedgerWrite(combatant, async () => {
      const ledger = ledgerOf(combatant);
      if (!ledger?.onTurn) return;
      await combatant.update({ "system.ledger": endOwnTurn(ledger) } as never);
    });
    await proneInSharedSpace(combatant); // MOV-5: a turn ended in another creature's space
    await offerLegendaryActions(this, combatant); // RES-5
    await frightenedAtTurnEnd(combatant.actor); // TA-12: frightened drops by 1
  }
}
