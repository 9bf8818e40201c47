/**
 * TA-5: Seek. Using threeAction's Seek action (`basicAction: "seek"`) on targeted creatures turns each undetected
 * one hidden and each hidden one observed (`seekResult`; Fray tracks these states for everyone, as statuses on the
 * creature, so the change is seen by all). Another creature's statuses are the GM's to write: the seeker's client
 * asks the active GM (request `fray.seek`), which checks from its own documents that the asker owns the seeker and
 * that the world plays threeAction, then writes. A refusal changes nothing.
 */
import { perceivedState, seekResult, statFamily } from "../rules";
import { activePolicies } from "../settings/policies";
import { registerGmRequest, requestGm } from "../net/gm-requests";
import { refuse } from "../chat/card-actions";
import { conditionLevels } from "./levels";

export const SEEK_REQUEST = "fray.seek";

export type SeekResult =
  { readonly ok: true; readonly state: string } | { readonly ok: false; readonly reason: string };

/** TA-5: the GM's side of a Seek: re-reads the seeker, the target and the preset, then writes the new state. */
export async function seekChecked(raw: Record<string, unknown>, asker: User.Implementation): Promise<SeekResult> {
  if (statFamily(activePolicies()) !== "threeAction") return refuse("notThreeAction");
  const seeker = await fromUuid(String(raw.seekerUuid) as `Actor.${string}`);
  const target = await fromUuid(String(raw.targetUuid) as `Actor.${string}`);
  if (!(seeker instanceof Actor) || !(target instanceof Actor)) return refuse("noTarget");
  if (!asker.isGM && !seeker.testUserPermission(asker, "OWNER")) return refuse("notYours");
  // Only the target's own perception statuses: what Seek finds is the creature, not the seeker's blindness.
  const own = conditionLevels(target);
  const state = perceivedState({}, { hidden: own.hidden ?? 0, undetected: own.undetected ?? 0 });
  const next = seekResult(state);
  if (next === state) return { ok: true, state };
  if (state === "undetected") {
    await target.toggleStatusEffect("undetected", { active: false });
    await target.toggleStatusEffect("hidden", { active: true });
  } else {
    await target.toggleStatusEffect("hidden", { active: false });
  }
  return { ok: true, state: next };
}

/** TA-5: `seeker` Seeks each of `targets` (one GM request each); resolves once every answer is in. */
export async function seekTargets(seeker: Actor.Implementation, targets: readonly Actor.Implementation[]) {
  const results: unknown[] = [];
  for (const target of targets) {
    results.push(await requestGm(SEEK_REQUEST, { seekerUuid: seeker.uuid, targetUuid: target.uuid }));
  }
  return results;
}

/** `init`: the active GM answers Seek requests. */
export function registerSeek(): void {
  registerGmRequest(SEEK_REQUEST, seekChecked);
}
