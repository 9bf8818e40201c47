/**
 * The document classes the harness installs as globals. What each adds over HarnessDocument imitates the
 * v13 API docs (foundry.documents.Actor / Item / ChatMessage):
 * - Actor: embedded `items` and `effects`; `statuses` (a Set of the status ids of its active effects,
 *   rebuilt when embedded documents are prepared); `itemTypes`; `toggleStatusEffect` (effects.ts);
 *   `getRollData()` returns the system data itself ("By default, this is directly the Actor's system data").
 *   There is no Actor#hasStatusEffect in v13 (TokenDocument has one): use `actor.statuses.has(id)`.
 * - Item: embedded `effects`; `actor` is the owning Actor or null; `getRollData()` returns the system data.
 */
import { HarnessDocument } from "./documents";
import type { HarnessCollection } from "./collection";
import { ActiveEffect, toggleStatusEffect, type ToggleStatusOptions } from "./effects";
import { text } from "./context";

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

export class Combat extends HarnessDocument {
  static override documentName = "Combat";
}
export class Combatant extends HarnessDocument {
  static override documentName = "Combatant";
}
export class TokenDocument extends HarnessDocument {
  static override documentName = "Token";
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
}
