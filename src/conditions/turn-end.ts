/**
 * TA-12: at the end of each of its turns a frightened creature's value drops by 1, and frightened 1 ends. Run by the
 * active GM from the combat's turn-end event (src/documents/combat.ts), under threeAction only.
 */
import { frightenedAfterTurn, statFamily } from "../rules";
import { activePolicies } from "../settings/policies";
import { conditionLevels } from "./levels";

/** TA-12: lowers `actor`'s frightened value by 1 (ending it at 0). Nothing outside threeAction or when not frightened. */
export async function frightenedAtTurnEnd(actor: Actor.Implementation | null): Promise<void> {
  if (!actor || statFamily(activePolicies()) !== "threeAction") return;
  const value = conditionLevels(actor).frightened;
  if (value === undefined) return;
  const next = frightenedAfterTurn(value);
  const carrying = actor.effects.filter((e) => !e.disabled && e.statuses.has("frightened"));
  if (next === 0) {
    await actor.deleteEmbeddedDocuments("ActiveEffect", carrying.map((e) => e.id ?? "").filter(Boolean));
    return;
  }
  await actor.updateEmbeddedDocuments(
    "ActiveEffect",
    carrying.map((e) => ({ _id: e.id, "flags.fray.value": next })),
  );
}
