import { RuleInputError, bool, record } from "../errors";
import type { InitiativePolicies } from "../presets/policies";
import { checkEntries, indexOfEntry, moveEntry, type InitiativeEntry } from "./entry";

export type MountInitiativeResult =
  | { readonly ok: true; readonly order: readonly InitiativeEntry[]; readonly initiative: number }
  | { readonly ok: false; readonly reason: "mountKeepsOwnInitiative" };

/**
 * INIT-15: a controlled mount takes its rider's initiative count and moves to just after the rider, so it
 * acts alongside the rider's turn (the rider directs it). Where the preset keeps a mount's own place
 * (`mountUsesRiderInitiative` off), or for an independent mount (don't call this), nothing moves. The mount
 * leaves any initiative group it shared.
 */
export function mountTakesRiderInitiative(
  policies: InitiativePolicies,
  order: readonly InitiativeEntry[],
  mountId: string,
  riderId: string,
): MountInitiativeResult {
  const uses = bool(record(policies, "policies").mountUsesRiderInitiative, "policies.mountUsesRiderInitiative");
  const entries = checkEntries(order, "order");
  const from = indexOfEntry(entries, mountId, "mountId");
  const riderIndex = indexOfEntry(entries, riderId, "riderId");
  if (from === riderIndex) throw new RuleInputError("riderId", "a creature can't ride itself");
  if (!uses) return { ok: false, reason: "mountKeepsOwnInitiative" };
  const mount: { -readonly [K in keyof InitiativeEntry]: InitiativeEntry[K] } = {
    ...(entries[from] as InitiativeEntry),
  };
  delete mount.groupId;
  const rider = entries[riderIndex] as InitiativeEntry;
  // After the mount is taken out, the rider sits one place earlier if the mount was above it.
  const to = (from < riderIndex ? riderIndex - 1 : riderIndex) + 1;
  return {
    ok: true,
    order: moveEntry(entries, from, to, { ...mount, initiative: rider.initiative }),
    initiative: rider.initiative,
  };
}
