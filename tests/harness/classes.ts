/**
 * The document classes the harness installs as globals. What each adds over HarnessDocument imitates the
 * v13 API docs (foundry.documents.Actor / Item / ChatMessage):
 * - Actor: embedded `items` and `effects`; `statuses` (a Set of the status ids of its active effects,
 *   rebuilt when embedded documents are prepared); `itemTypes`; `toggleStatusEffect` (effects.ts);
 *   `getRollData()` returns the system data itself ("By default, this is directly the Actor's system data").
 *   There is no Actor#hasStatusEffect in v13 (TokenDocument has one): use `actor.statuses.has(id)`.
 * - Item: embedded `effects`; `actor` is the owning Actor or null; `getRollData()` returns the system data.
 * - Combat: embedded `combatants`; `round` and `turn` from its source; `turns`, the combatants sorted by
 *   `_sortCombatants` (initiative descending, no initiative last, then id); `combatant`, the one whose turn it
 *   is. `startCombat()` sets round 1, turn 0; `nextTurn()` moves to the next turn, wrapping to a new round.
 *   After the update, and only when the current user is the active GM (v13 runs turn events on the active
 *   GM's client), they call the turn events `_onEndTurn(prior, context)` (not when starting; the ended
 *   turn's round and turn) and `_onStartTurn(combatant, context)`, `context = {round, turn, skipped: false}`,
 *   and await them (in Foundry they run after the update settles; tests just need them done). Not imitated:
 *   skipping defeated combatants, the `combatStart`/`combatTurn` hooks, `turnEvents: false`,
 *   world time.
 *   When the round changes, `_onEndRound(context)` (the ended round) and `_onStartRound(context)`, `context =
 *   {round, turn, skipped: false}`, run between the ended turn's event and the new turn's, as v13's turn
 *   event manager orders them. `nextRound()` starts the next round at its first turn.
 * - Actor: `prototypeToken` (v13 PrototypeToken), read from the source's `prototypeToken`; only its
 *   `disposition` (CONST.TOKEN_DISPOSITIONS: −1 hostile, 0 neutral, 1 friendly) is exposed, undefined when the
 *   source has none (tests set it).
 * - Combatant: `defeated` (the boolean field, false when unset); `img` (null when unset); `token` is null (no
 *   scenes or tokens).
 * - Combatant: `actor` is the world actor named by `actorId` (no tokens, so never a synthetic actor),
 *   `initiative` (a number or null), `combat` its parent Combat, its owners its actor's owners (a player may
 *   update only `initiative`, `flags` and `defeated` of a combatant it owns, see embedded.ts), `group` the CombatantGroup its `group` id
 *   names (v13), or null.
 * - CombatantGroup (v13): embedded in a Combat (`combat.groups`); `members`, the combatants naming it.
 */
import { HarnessDocument } from "./documents";
import type { HarnessCollection } from "./collection";
import { ActiveEffect, toggleStatusEffect, type ToggleStatusOptions } from "./effects";
import { OWNERSHIP, ctx, text, type Source } from "./context";
import type { HarnessUser } from "./users";
import {
  moveToken,
  tokenActor,
  tokenCombatant,
  tokenUserLevel,
  type HarnessMovement,
  type HarnessWaypoint,
} from "./tokens";

export { ActiveEffect };

export class Actor extends HarnessDocument {
  static override documentName = "Actor";
  static override embedded: Record<string, string> = { Item: "items", ActiveEffect: "effects" };

  /** The statuses applied to this actor by its active effects (set while preparing embedded documents). */
  declare statuses: Set<string>;

  get items(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("Item");
  }

  get effects(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("ActiveEffect");
  }

  /** Embedded items grouped by sub-type. */
  get itemTypes(): Record<string, HarnessDocument[]> {
    const out: Record<string, HarnessDocument[]> = {};
    for (const item of this.items) (out[item.type] ??= []).push(item);
    return out;
  }

  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    const statuses = new Set<string>();
    for (const effect of this.effects) {
      if (effect instanceof ActiveEffect && effect.active) for (const id of effect.statuses) statuses.add(id);
    }
    this.statuses = statuses;
  }

  /** The prototype token's disposition, as the source stores it. */
  get prototypeToken(): { disposition: number | undefined } {
    const proto = this._source.prototypeToken as { disposition?: unknown } | undefined;
    return { disposition: typeof proto?.disposition === "number" ? proto.disposition : undefined };
  }

  getRollData(): object {
    return this.system;
  }

  toggleStatusEffect(statusId: string, options: ToggleStatusOptions = {}): Promise<ActiveEffect | boolean | undefined> {
    return toggleStatusEffect(this, statusId, options);
  }
}

export class Item extends HarnessDocument {
  static override documentName = "Item";
  static override embedded: Record<string, string> = { ActiveEffect: "effects" };

  /** The Actor that owns this item, or null for a world item. */
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }

  get effects(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("ActiveEffect");
  }

  getRollData(): object {
    return this.system;
  }
}

/** `context` of the v13 turn events (`CombatTurnEventContext`). */
export interface CombatTurnEventContext {
  round: number;
  turn: number;
  skipped: boolean;
}

export class Combatant extends HarnessDocument {
  static override documentName = "Combatant";

  get actor(): Actor | null {
    const id = this._source.actorId;
    const actor = typeof id === "string" ? ctx().collection("Actor")?.get(id) : undefined;
    return actor instanceof Actor ? actor : null;
  }

  /** v13: a combatant's owners are its actor's owners (a GM owns every combatant). */
  override getUserLevel(user: HarnessUser): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE;
  }

  get defeated(): boolean {
    return this._source.defeated === true;
  }

  /** v13 `Combatant#img` (the file field; null when unset). */
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }

  /** No scenes in the harness, so no token. */
  get token(): null {
    return null;
  }

  /** The id of the world actor this combatant stands for (`actorId`), or null. */
  get actorId(): string | null {
    const id = this._source.actorId;
    return typeof id === "string" ? id : null;
  }

  /** Hidden from players in the tracker. */
  get hidden(): boolean {
    return this._source.hidden === true;
  }

  get initiative(): number | null {
    const value = this._source.initiative;
    return typeof value === "number" ? value : null;
  }

  get combat(): Combat | null {
    return this.parent instanceof Combat ? this.parent : null;
  }

  get group(): CombatantGroup | null {
    const id = this._source.group;
    const group = typeof id === "string" ? this.combat?.groups.get(id) : undefined;
    return group instanceof CombatantGroup ? group : null;
  }
}

export class CombatantGroup extends HarnessDocument {
  static override documentName = "CombatantGroup";

  get combat(): Combat | null {
    return this.parent instanceof Combat ? this.parent : null;
  }

  /** The combatants that name this group. */
  get members(): Set<Combatant> {
    const all = this.combat?.combatants.contents ?? [];
    return new Set(all.filter((c): c is Combatant => c instanceof Combatant && c._source.group === this.id));
  }
}

export class Combat extends HarnessDocument {
  static override documentName = "Combat";
  static override embedded: Record<string, string> = { Combatant: "combatants", CombatantGroup: "groups" };

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

  async startCombat(): Promise<this | undefined> {
    const updated = await this.update({ round: 1, turn: 0 });
    if (updated) await this.#turnEvents(null);
    return updated;
  }

  async nextTurn(): Promise<this | undefined> {
    const prior = this.combatant;
    const priorContext = { round: this.round, turn: this.turn ?? 0, skipped: false };
    const next = (this.turn ?? -1) + 1;
    const wraps = next >= this.turns.length;
    const updated = await this.update({ round: this.round + (wraps ? 1 : 0), turn: wraps ? 0 : next });
    if (updated) await this.#turnEvents(prior ? { combatant: prior, context: priorContext } : null, wraps);
    return updated;
  }

  async nextRound(): Promise<this | undefined> {
    const prior = this.combatant;
    const priorContext = { round: this.round, turn: this.turn ?? 0, skipped: false };
    const updated = await this.update({ round: this.round + 1, turn: 0 });
    if (updated) await this.#turnEvents(prior ? { combatant: prior, context: priorContext } : null, true);
    return updated;
  }

  /** Foundry's turn events do nothing themselves; systems override them. */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onStartTurn(combatant: Combatant, context: CombatTurnEventContext): Promise<void> {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onEndTurn(combatant: Combatant, context: CombatTurnEventContext): Promise<void> {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onStartRound(context: CombatTurnEventContext): Promise<void> {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  protected async _onEndRound(context: CombatTurnEventContext): Promise<void> {}

  /**
   * The ended turn's event (with that turn's context), then, when the round changed, the round events, then
   * the new turn's; on the active GM only.
   */
  async #turnEvents(
    prior: { combatant: Combatant; context: CombatTurnEventContext } | null,
    newRound = false,
  ): Promise<void> {
    if (!ctx().currentUser().isActiveGM) return;
    if (prior) await this._onEndTurn(prior.combatant, prior.context);
    if (newRound && prior) await this._onEndRound(prior.context);
    if (newRound || !prior) await this._onStartRound({ round: this.round, turn: this.turn ?? 0, skipped: false });
    const current = this.combatant;
    if (current) await this._onStartTurn(current, { round: this.round, turn: this.turn ?? 0, skipped: false });
  }
}
/**
 * TokenDocument: `x`/`y` from its source; `actor`, owners and `combatant` as tokens.ts describes (linked
 * tokens, v13 TokenDocument#combatant); `move(waypoints, options)` runs the v13 movement workflow of tokens.ts,
 * calling `_preUpdateMovement(movement, operation)` (core: nothing to reject) that systems override.
 */
export class TokenDocument extends HarnessDocument {
  static override documentName = "Token";

  get x(): number {
    return typeof this._source.x === "number" ? this._source.x : 0;
  }

  get y(): number {
    return typeof this._source.y === "number" ? this._source.y : 0;
  }

  get actor(): HarnessDocument | null {
    return tokenActor(this._source);
  }

  get combatant(): HarnessDocument | null {
    return tokenCombatant(this.id);
  }

  override getUserLevel(user: HarnessUser): number {
    return tokenUserLevel(this._source, user);
  }

  move(waypoints: HarnessWaypoint[], options: { method?: string; action?: string } = {}): Promise<boolean> {
    return moveToken(this, waypoints, options);
  }

  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  async _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined> {
    return undefined;
  }
}
export class ChatMessage extends HarnessDocument {
  static override documentName = "ChatMessage";
  static override playersMayCreate = true;

  get content(): string {
    return text(this._source.content, "");
  }

  static getSpeaker({ alias }: { alias?: string } = {}): { alias: string | null } {
    return { alias: alias ?? null };
  }

  /**
   * v13 `ChatMessage.applyRollMode(data, mode)`: `gmroll` whispers the GMs, `blindroll` whispers them and
   * hides the roll from its roller, `selfroll` whispers the author; `publicroll` whispers nobody.
   */
  static applyRollMode(data: Source, mode: string): Source {
    const gms = ctx()
      .allUsers()
      .filter((u) => u.isGM)
      .map((u) => u.id);
    if (mode === "gmroll" || mode === "blindroll") data.whisper = gms;
    if (mode === "blindroll") data.blind = true;
    if (mode === "selfroll") data.whisper = [ctx().currentUser().id];
    if (mode === "publicroll") data.whisper = [];
    return data;
  }

  get whisper(): string[] {
    const value = this._source.whisper;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  }
}
