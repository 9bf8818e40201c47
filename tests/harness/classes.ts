/**
 * The document classes the harness installs as globals. What each adds over HarnessDocument imitates the
 * v13 API docs (foundry.documents.Actor / Item / ChatMessage / Combat / Combatant / CombatantGroup / Scene /
 * TokenDocument):
 * - Actor: embedded `items` and `effects`; `statuses` (a Set of the status ids of its active effects,
 *   rebuilt when embedded documents are prepared); `itemTypes`; `toggleStatusEffect` (effects.ts);
 *   `getRollData()` returns the system data itself ("By default, this is directly the Actor's system data").
 *   There is no Actor#hasStatusEffect in v13 (TokenDocument has one): use `actor.statuses.has(id)`.
 *   A new Actor's source holds core's prototype token defaults where its data sets none (F85: unlinked
 *   `actorLink: false`, HOSTILE `disposition: -1`, `sight.enabled: false`), as the data model's initial values
 *   fill it before `_preCreate`; `prototypeToken` reads `actorLink`, `disposition` and `sight.enabled` from it.
 * - Item: embedded `effects`; `actor` is the owning Actor or null; `getRollData()` returns the system data.
 * - Combatant: `actor` is the world actor named by `actorId` (linked tokens only: never a synthetic actor);
 *   its owners are its actor's owners; `token` the TokenDocument its `sceneId`/`tokenId` name; `group`
 *   the CombatantGroup its `group` id names (v13); `defeated`, `hidden`, `initiative`, `img`.
 * - CombatantGroup (v13): embedded in a Combat (`combat.groups`); `members`, the combatants naming it.
 * - Combat: see combat.ts. Scene and TokenDocument: see scene.ts.
 */
import { HarnessDocument } from "./documents";
import type { HarnessCollection } from "./collection";
import { ActiveEffect, toggleStatusEffect, type ToggleStatusOptions } from "./effects";
import { OWNERSHIP, ctx, text, type Source } from "./context";
import type { HarnessUser } from "./users";
import { Combat, type CombatTurnEventContext } from "./combat";
import { MeasuredTemplateDocument, RegionDocument, Scene, TokenDocument, WallDocument } from "./scene";
import { defaultSheetClass, dom } from "./applications";

/** F91: one sheet per document and client, of the default registered class (`ClientDocumentMixin#sheet`). */
const sheets = new WeakMap<HarnessDocument, unknown>();
function sheetOf(document: HarnessDocument): unknown {
  if (!sheets.has(document)) {
    const cls = defaultSheetClass(document.documentName, document.type) as (new (o: object) => unknown) | null;
    if (!cls) throw new Error(`harness: no sheet registered for ${document.documentName} ${document.type}`);
    sheets.set(document, new cls({ document }));
  }
  return sheets.get(document);
}

export {
  ActiveEffect,
  Combat,
  MeasuredTemplateDocument,
  RegionDocument,
  Scene,
  TokenDocument,
  WallDocument,
  type CombatTurnEventContext,
};

/**
 * F85: what core's prototype token data stores for a new Actor whose data sets none of these: an unlinked token
 * (`actorLink` false), HOSTILE (CONST.TOKEN_DISPOSITIONS.HOSTILE, -1), without vision (`sight.enabled` false).
 */
export const PROTOTYPE_TOKEN_DEFAULTS = { actorLink: false, disposition: -1, sight: { enabled: false } } as const;

interface PrototypeTokenSource {
  actorLink?: unknown;
  disposition?: unknown;
  sight?: { enabled?: unknown };
}

/** The prototype token members Fray reads. */
export interface PrototypeTokenView {
  actorLink: boolean;
  disposition: number;
  sight: { enabled: boolean };
}

/** `source` with core's prototype token defaults where it sets none (the data model's initial values). */
function withPrototypeTokenDefaults(source: Source): Source {
  const proto = (source.prototypeToken ?? {}) as PrototypeTokenSource & Record<string, unknown>;
  return {
    ...source,
    prototypeToken: {
      ...proto,
      actorLink: proto.actorLink ?? PROTOTYPE_TOKEN_DEFAULTS.actorLink,
      disposition: proto.disposition ?? PROTOTYPE_TOKEN_DEFAULTS.disposition,
      sight: { ...proto.sight, enabled: proto.sight?.enabled ?? PROTOTYPE_TOKEN_DEFAULTS.sight.enabled },
    },
  };
}

export class Actor extends HarnessDocument {
  static override documentName = "Actor";

  /** The statuses applied to this actor by its active effects (set while preparing embedded documents). */
  declare statuses: Set<string>;

  get sheet(): unknown {
    return sheetOf(this);
  }

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

  constructor(source: Source = {}, options: { parent?: HarnessDocument | null } = {}) {
    super(withPrototypeTokenDefaults(source), options);
  }

  /** The prototype token as the source stores it (core's defaults filled in at construction, F85). */
  get prototypeToken(): PrototypeTokenView {
    const proto = (this._source.prototypeToken ?? {}) as PrototypeTokenSource;
    return {
      actorLink: proto.actorLink === true,
      disposition: typeof proto.disposition === "number" ? proto.disposition : PROTOTYPE_TOKEN_DEFAULTS.disposition,
      sight: { enabled: proto.sight?.enabled === true },
    };
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

  get sheet(): unknown {
    return sheetOf(this);
  }

  /** v13 `Item#img` (the source's image path; null when unset). */
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }

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

  /** v13 `Combatant#isDefeated`: the `defeated` field, or the actor bears the DEFEATED special status. */
  get isDefeated(): boolean {
    if (this.defeated) return true;
    const config = (globalThis as unknown as { CONFIG: { specialStatusEffects: Record<string, string> } }).CONFIG;
    const id = config.specialStatusEffects.DEFEATED;
    return id !== undefined && (this.actor?.statuses.has(id) ?? false);
  }

  /** v13 `Combatant#img` (the file field; null when unset). */
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }

  /** The TokenDocument the combatant's `sceneId` and `tokenId` name, on this client, or null. */
  get token(): TokenDocument | null {
    const { sceneId, tokenId } = this._source;
    if (typeof sceneId !== "string" || typeof tokenId !== "string") return null;
    const token = ctx().collection("Scene")?.get(sceneId)?.getEmbeddedDocument("Token", tokenId);
    return token instanceof TokenDocument ? token : null;
  }

  get tokenId(): string | null {
    return typeof this._source.tokenId === "string" ? this._source.tokenId : null;
  }

  get sceneId(): string | null {
    return typeof this._source.sceneId === "string" ? this._source.sceneId : null;
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

  /** v13 `Combatant#visible`: an owner sees it; others only when it is not hidden. */
  get visible(): boolean {
    return this.isOwner || !this.hidden;
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

export class ChatMessage extends HarnessDocument {
  static override documentName = "ChatMessage";

  get content(): string {
    return text(this._source.content, "");
  }

  /** v13 `ChatMessage#flavor` (a string field, "" when unset). */
  get flavor(): string {
    return text(this._source.flavor, "");
  }

  /** The id of the user who posted it (v13 `ChatMessage#author` is the User; the harness keeps the id's user). */
  get author(): HarnessUser | undefined {
    const id = this._source.author;
    return typeof id === "string" ? ctx().world.users.get(id) : undefined;
  }

  /** v13: a message's author owns it; GMs own every message. */
  override getUserLevel(user: HarnessUser): number {
    if (user.isGM || this._source.author === user.id) return OWNERSHIP.OWNER;
    return OWNERSHIP.NONE;
  }

  /** F92, F100: v13 `ChatMessage#speaker` (ChatSpeakerData: scene, actor, token ids and alias; nulls when unset). */
  get speaker(): { scene: string | null; actor: string | null; token: string | null; alias: string | null } {
    const s = (this._source.speaker ?? {}) as Record<string, unknown>;
    const id = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
    return { scene: id(s.scene), actor: id(s.actor), token: id(s.token), alias: id(s.alias) };
  }

  /** F100: v13 `ChatMessage.getSpeaker({actor, alias})`: the actor's id (and name as the alias), else the alias. */
  static getSpeaker({ actor, alias }: { actor?: { id?: unknown; name?: unknown } | null; alias?: string } = {}): {
    actor?: string | null;
    alias: string | null;
  } {
    if (actor && typeof actor.id === "string") {
      return { actor: actor.id, alias: alias ?? (typeof actor.name === "string" ? actor.name : null) };
    }
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

  /**
   * F136: v13 `ChatMessage#renderHTML(options)`: a new element for the message as the chat log draws it, with
   * `renderChatMessageHTML(message, html, context)` called on this client before it resolves. Nothing is added to
   * the log (the chat log calls this itself for what it shows).
   */
  renderHTML(options: { canDelete?: boolean; canClose?: boolean } = {}): Promise<HTMLElement> {
    const html = dom.document.createElement("li");
    html.className = "chat-message message flexcol";
    html.setAttribute("data-message-id", this.id);
    html.innerHTML = `<div class="message-content">${this.content}</div>`;
    const context = { canDelete: options.canDelete ?? ctx().currentUser().isGM, canClose: options.canClose ?? false };
    ctx().hooks.callAll("renderChatMessageHTML", this, html, context);
    return Promise.resolve(html);
  }
}

/**
 * v13 `Folder` (foundry.documents.Folder): a world document that groups documents of one `type` (a core field
 * naming the document type it holds, not a sub-type). Documents name it by id in their `folder` field; the harness
 * keeps no tree and does not move contents out when a folder is deleted (Fray's batches delete the contents first).
 */
export class Folder extends HarnessDocument {
  static override documentName = "Folder";
  static override hasSystem = false;
}

/**
 * v13 `Macro` (foundry.documents.Macro): a `chat` or `script` command with an `author` (the creating user) and
 * an image; a world document its creator owns. The harness runs no macro code: tests read `command` and call what
 * it names themselves. The server's rule for creating one is in permissions.ts (a script needs MACRO_SCRIPT).
 */
export class Macro extends HarnessDocument {
  static override documentName = "Macro";
  static override hasSystem = false;

  /** v13 `Macro#img` (the source's image path; null when unset). */
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }

  get command(): string {
    return text(this._source.command, "");
  }

  /** The user who created it (v13 `Macro#author` is the User; the harness resolves the stored id). */
  get author(): HarnessUser | undefined {
    const id = this._source.author;
    return typeof id === "string" ? ctx().world.users.get(id) : undefined;
  }
}
