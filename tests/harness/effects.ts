/**
 * Status effects, imitating the v13 API docs:
 * - `ActiveEffect` (foundry.documents.ActiveEffect; ActiveEffectData): a minimal embedded document with
 *   `name`, `img`, `disabled`, `changes` and `statuses` (an array in the source, a Set on the document).
 *   Its `changes` are stored but NOT applied to the actor's data.
 * - `Actor#toggleStatusEffect(statusId, { active, overlay })` (foundry.documents.Actor): looks the id up in
 *   `CONFIG.statusEffects` (v13: an array; an unknown id throws) and resolves to the created ActiveEffect,
 *   `true` if an effect for the status already existed, `false` if existing effects were removed, or
 *   `undefined` if nothing changed. The existing effect is the one whose `_id` is the status's `_id` when
 *   the status has one (recommended: a stable 16-character `_id`), otherwise any effect whose statuses are
 *   exactly that one status. A created effect carries the status's name, img, changes and other
 *   ActiveEffect data, `statuses` = [id, ...status.statuses], and `flags.core.overlay` when `overlay`.
 */
import { HarnessDocument } from "./documents";
import { ctx, text, type Source } from "./context";

export class ActiveEffect extends HarnessDocument {
  static override documentName = "ActiveEffect";

  get img(): string {
    return text(this._source.img, "icons/svg/aura.svg");
  }

  get disabled(): boolean {
    return this._source.disabled === true;
  }

  /** Not disabled. (Foundry also checks suppression, which the harness does not model.) */
  get active(): boolean {
    return !this.disabled;
  }

  get changes(): Source[] {
    const changes = this._source.changes;
    return Array.isArray(changes) ? (changes as Source[]) : [];
  }

  get statuses(): Set<string> {
    const statuses = this._source.statuses;
    return new Set(Array.isArray(statuses) ? statuses.map(String) : []);
  }
}

export interface ToggleStatusOptions {
  active?: boolean;
  overlay?: boolean;
}

export async function toggleStatusEffect(
  actor: HarnessDocument,
  statusId: string,
  { active, overlay = false }: ToggleStatusOptions = {},
): Promise<ActiveEffect | boolean | undefined> {
  const status = ctx()
    .statusEffects()
    .find((s) => s.id === statusId);
  if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
  const effects = actor
    .getEmbeddedCollection("ActiveEffect")
    .contents.filter((e): e is ActiveEffect => e instanceof ActiveEffect);
  const found = status._id
    ? effects.filter((e) => e.id === status._id)
    : effects.filter((e) => e.statuses.size === 1 && e.statuses.has(statusId));
  const wanted = active ?? found.length === 0;
  if (wanted && found.length) return true;
  if (!wanted && found.length) {
    await actor.deleteEmbeddedDocuments(
      "ActiveEffect",
      found.map((e) => e.id),
    );
    return false;
  }
  if (!wanted) return undefined;
  const { id, _id, label, icon, statuses = [], ...rest } = status;
  // hud and order configure the token HUD, not the effect.
  const effectData = Object.entries(rest).filter(([key]) => key !== "hud" && key !== "order");
  const data: Source = {
    ...structuredClone(Object.fromEntries(effectData)),
    name: status.name ?? label ?? id,
    img: status.img ?? icon,
    statuses: [...new Set([id, ...statuses])],
  };
  if (_id) data._id = _id;
  if (overlay) data.flags = { ...(data.flags as Source | undefined), core: { overlay: true } };
  const [created] = await actor.createEmbeddedDocuments("ActiveEffect", [data], { keepId: Boolean(_id) });
  return created instanceof ActiveEffect ? created : undefined;
}
