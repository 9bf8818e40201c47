/**
 * Stand-in for v13's client Combat (foundry.documents.Combat), as far as Fray builds on it:
 *
 * - Embedded `combatants` and `groups`; `round` and `turn` from the source (`turn` null before the start);
 *   `turns`, the combatants sorted by `_sortCombatants` (core: initiative descending, unrolled last, then id);
 *   `combatant`, the one whose turn it is; `started` (round > 0); `active`.
 * - `startCombat`, `nextTurn`, `previousTurn`, `nextRound`, `previousRound` compute the new round and turn on
 *   the asking client, fire `combatStart` / `combatTurn` / `combatRound` there (before the update, data
 *   mutable), then update `{round, turn}` with `{direction}`. With the world setting
 *   `core.combatTrackerConfig.skipDefeated`, `nextTurn` and `nextRound` pass over defeated combatants
 *   (`Combatant#isDefeated`: the `defeated` field, or the actor's DEFEATED special status).
 * - Turn markers: every copy keeps `current` and `previous` ({round, turn, combatantId}), refreshed after
 *   each update of the combat or of its combatants.
 * - Turn events run on the active GM's client only, after the update (not awaited by the update: tracked for
 *   `settle()`), unless the operation has `turnEvents: false`, whenever the round or the current combatant
 *   changed going forward, whatever changed it (next turn or round, a direct `turn` update, the current
 *   combatant deleted, an initiative change). Order: `_onEndTurn(prior)`; each turn passed over when moving forward
 *   (`_onStartTurn` then `_onEndTurn`, context `skipped: true`); when the round went up, `_onEndRound` (if a
 *   round had started) and `_onStartRound`; the turns passed over at the start of the new round; then
 *   `_onStartTurn(current)`. Turn contexts are `{round, turn, skipped}`, round contexts `{round, skipped}`. Every client fires `combatTurnChange
 *   (combat, prior, current)` when the round or combatant changed.
 * - Moving backwards (previous turn or round, or a `turn` update to an earlier place) fires no turn events.
 * - Adding or removing a combatant keeps the current combatant current (the active GM moves `turn` to its new
 *   place, without turn events); removing the current one makes the one now in its place current, whose turn
 *   starts. An initiative change that changes who is current runs the events.
 * Sources: FIDELITY.md rows F33–F44 (turn events, skip defeated, the combatTurn hooks, game.combat).
 */
import { HarnessDocument } from "./documents";
import type { HarnessCollection } from "./collection";
import { ctx, type DocumentOperation, type Source } from "./context";
import { track } from "./runtime";
// The classes module imports this one too; the names are only read inside methods, after both loaded.
import { Combatant } from "./classes";

/** `context` of the v13 turn events (`CombatTurnEventContext`). */
export interface CombatTurnEventContext {
  round: number;
  turn: number;
  skipped: boolean;
}

/** `context` of the v13 round events (`CombatRoundEventContext`: the turn context without `turn`). */
export interface CombatRoundEventContext {
  round: number;
  skipped: boolean;
}

/** v13 `Combat#current` / `Combat#previous`. */
export interface TurnMarker {
  round: number;
  turn: number | null;
  combatantId: string | null;
}

interface SettingsReader {
  get(namespace: string, key: string): unknown;
}

function skipDefeated(): boolean {
  const settings = (globalThis as unknown as { game: { settings: SettingsReader } }).game.settings;
  try {
    return (settings.get("core", "combatTrackerConfig") as { skipDefeated?: boolean } | null)?.skipDefeated === true;
  } catch {
    return false;
  }
}

export class Combat extends HarnessDocument {
  static override documentName = "Combat";

  /** This copy's turn markers (v13 `Combat#current`, `Combat#previous`). */
  current: TurnMarker;
  previous: TurnMarker | null = null;

  constructor(source: Source = {}, options: { parent?: HarnessDocument | null } = {}) {
    super(source, options);
    this.current = this.#marker();
  }

  get combatants(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("Combatant");
  }

  get groups(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("CombatantGroup");
  }

  get round(): number {
    const value = this._source.round;
    return typeof value === "number" ? value : 0;
  }

  get turn(): number | null {
    const value = this._source.turn;
    return typeof value === "number" ? value : null;
  }

  get started(): boolean {
    return this.round > 0;
  }

  get active(): boolean {
    return this._source.active === true;
  }

  /** The combatants in turn order. */
  get turns(): Combatant[] {
    const list = this.combatants.contents.filter((c): c is Combatant => c instanceof Combatant);
    return list.sort((a, b) => this._sortCombatants(a, b));
  }

  /** The combatant whose turn it is, if the combat has started. */
  get combatant(): Combatant | undefined {
    const turn = this.turn;
    return turn === null ? undefined : this.turns[turn];
  }

  protected _sortCombatants(a: Combatant, b: Combatant): number {
    const diff = (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity);
    if (diff !== 0 && !Number.isNaN(diff)) return diff;
    return a.id.localeCompare(b.id);
  }

  /** v13 `Combat#activate`: makes this the active combat (others are deactivated). */
  async activate(): Promise<this | undefined> {
    const others = ctx()
      .collection("Combat")
      ?.filter((c) => c !== this && c._source.active === true)
      .map((c) => ({ _id: c.id, active: false }));
    if (others?.length) await Combat.updateDocuments(others);
    return this.update({ active: true });
  }

  async startCombat(): Promise<this | undefined> {
    const turn = this.#firstTurn();
    const data = { round: 1, turn };
    ctx().hooks.callAll("combatStart", this, data);
    return this.update(data, { direction: 1 });
  }

  async nextTurn(): Promise<this | undefined> {
    const turns = this.turns;
    if (this.round === 0) return this.startCombat();
    const from = (this.turn ?? -1) + 1;
    let next: number | null = from;
    if (skipDefeated()) {
      const found = turns.findIndex((c, i) => i >= from && !c.isDefeated);
      next = found === -1 ? null : found;
    }
    if (next === null || next >= turns.length) return this.nextRound();
    const data = { round: this.round, turn: next };
    const options = { direction: 1 };
    ctx().hooks.callAll("combatTurn", this, data, options);
    return this.update(data, options);
  }

  async previousTurn(): Promise<this | undefined> {
    if (this.round === 0) return this;
    if (this.turn === 0 && this.round === 1) return this;
    const back = (this.turn ?? 0) - 1;
    const data =
      back < 0
        ? { round: this.round - 1, turn: Math.max(this.turns.length - 1, 0) }
        : { round: this.round, turn: back };
    const options = { direction: -1 };
    ctx().hooks.callAll("combatTurn", this, data, options);
    return this.update(data, options);
  }

  async nextRound(): Promise<this | undefined> {
    const data = { round: this.round + 1, turn: this.#firstTurn() };
    const options = { direction: 1 };
    ctx().hooks.callAll("combatRound", this, data, options);
    return this.update(data, options);
  }

  async previousRound(): Promise<this | undefined> {
    const round = Math.max(this.round - 1, 0);
    const data = { round, turn: round === 0 ? null : 0 };
    const options = { direction: -1 };
    ctx().hooks.callAll("combatRound", this, data, options);
    return this.update(data, options);
  }

  /** The first turn of a round: 0, or the first undefeated one under "skip defeated". */
  #firstTurn(): number {
    if (!skipDefeated()) return 0;
    const found = this.turns.findIndex((c) => !c.isDefeated);
    return found === -1 ? 0 : found;
  }

  /** Foundry's turn events do nothing themselves; systems override them. */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onStartTurn(combatant: Combatant, context: CombatTurnEventContext): Promise<void> {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onEndTurn(combatant: Combatant, context: CombatTurnEventContext): Promise<void> {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onStartRound(context: CombatRoundEventContext): Promise<void> {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onEndRound(context: CombatRoundEventContext): Promise<void> {}

  override _onUpdate(changed: Source, options: DocumentOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.#afterChange(options);
  }

  override _onCreateDescendantDocuments(...args: Parameters<HarnessDocument["_onCreateDescendantDocuments"]>): void {
    super._onCreateDescendantDocuments(...args);
    this.#afterCombatantsAddedOrRemoved(args[1], args[4]);
  }

  override _onUpdateDescendantDocuments(...args: Parameters<HarnessDocument["_onUpdateDescendantDocuments"]>): void {
    super._onUpdateDescendantDocuments(...args);
    this.#afterChange(args[4]);
  }

  override _onDeleteDescendantDocuments(...args: Parameters<HarnessDocument["_onDeleteDescendantDocuments"]>): void {
    super._onDeleteDescendantDocuments(...args);
    this.#afterCombatantsAddedOrRemoved(args[1], args[4]);
  }

  #marker(): TurnMarker {
    return { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
  }

  /**
   * A combatant added or removed shifts the places after it. The combatant whose turn it was stays current:
   * the active GM moves `turn` to its new place (no turn events). If it was the one removed, the one now in its
   * place becomes current and its turn starts; if it was the last, the next combatant does: the first, in the
   * next round (core #12009 fixed starting the previous one instead).
   */
  #afterCombatantsAddedOrRemoved(collection: string, options: DocumentOperation): void {
    if (collection !== "Combatant" || this.turn === null) {
      this.#afterChange(options);
      return;
    }
    const current = this.current.combatantId;
    const index = this.turns.findIndex((c) => c.id === current);
    if (index < 0 && this.turn >= this.turns.length && this.turns.length > 0) {
      if (ctx().currentUser().isActiveGM) track(this.update({ round: this.round + 1, turn: 0 }));
      return;
    }
    const wanted = index >= 0 ? index : Math.min(this.turn, Math.max(this.turns.length - 1, 0));
    if (wanted === this.turn) {
      this.#afterChange(options);
      return;
    }
    if (!ctx().currentUser().isActiveGM) return;
    track(this.update({ turn: wanted }, index >= 0 ? { turnEvents: false } : {}));
  }

  /** Refreshes the turn markers; on the active GM runs the turn events; everywhere fires combatTurnChange. */
  #afterChange(options: DocumentOperation): void {
    const prior = this.current;
    const now = this.#marker();
    if (prior.round === now.round && prior.turn === now.turn && prior.combatantId === now.combatantId) return;
    this.previous = prior;
    this.current = now;
    const changed = prior.round !== now.round || prior.combatantId !== now.combatantId;
    if (!changed) return;
    ctx().hooks.callAll("combatTurnChange", this, structuredClone(prior), structuredClone(now));
    // Moving backwards (previous turn or round) fires no turn events (core issues #11988, #11997); the current
    // combatant deleted is not moving backwards, even when the turn index steps back to stay in range.
    const priorGone = prior.combatantId !== null && !this.combatants.has(prior.combatantId);
    const backwards =
      !priorGone && (now.round < prior.round || (now.round === prior.round && (now.turn ?? 0) < (prior.turn ?? 0)));
    if (options.turnEvents === false || backwards || now.round === 0 || !ctx().currentUser().isActiveGM) return;
    track(this.#turnEvents(prior, now));
  }

  async #turnEvents(prior: TurnMarker, now: TurnMarker): Promise<void> {
    const ended = prior.combatantId ? this.combatants.get(prior.combatantId) : undefined;
    if (ended instanceof Combatant && prior.round > 0) {
      await this._onEndTurn(ended, { round: prior.round, turn: prior.turn ?? 0, skipped: false });
    }
    const forward = now.round > prior.round || (now.round === prior.round && (now.turn ?? 0) > (prior.turn ?? -1));
    const turns = this.turns;
    const passOver = async (round: number, from: number, to: number) => {
      for (let turn = from; forward && turn < to; turn++) {
        const c = turns[turn];
        if (!c) continue;
        await this._onStartTurn(c, { round, turn, skipped: true });
        await this._onEndTurn(c, { round, turn, skipped: true });
      }
    };
    if (now.round > prior.round) {
      if (prior.round > 0) {
        await passOver(prior.round, (prior.turn ?? -1) + 1, turns.length);
        await this._onEndRound({ round: prior.round, skipped: false });
      }
      await this._onStartRound({ round: now.round, skipped: false });
      await passOver(now.round, 0, now.turn ?? 0);
    } else await passOver(now.round, (prior.turn ?? -1) + 1, now.turn ?? 0);
    const current = this.combatant;
    if (current) await this._onStartTurn(current, { round: now.round, turn: now.turn ?? 0, skipped: false });
  }
}
