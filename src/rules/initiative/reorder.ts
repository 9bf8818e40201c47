import { list, nonNegativeInteger, record, text } from "../errors";
import type { InitiativePolicies } from "../presets/policies";
import { initiativeReorderApplies, type InitiativeReorderOptions } from "./combat-steps";
import { checkEntries, indexOfEntry, type InitiativeEntry } from "./entry";
import { compareIds } from "./ties";

/** The combat as the reorder phase sees it. */
export interface InitiativeReorderState {
  /** The current round: 0 until round 1 begins (Foundry's `combat.round`). */
  readonly round: number;
  /** The entries in turn order. */
  readonly order: readonly InitiativeEntry[];
  /** Combatants surprised as combat started. */
  readonly surprisedIds?: readonly string[];
  /** Optional: the player whose turn it is to propose (see `reorderProposers`); others are refused. */
  readonly proposerUserId?: string;
}

/** Why a swap was refused. */
export type SwapRefusal =
  | "reorderOff"
  | "combatStarted"
  | "sameCombatant"
  | "surprised"
  | "notGmControlled"
  | "notYourCharacter"
  | "notAnotherPlayersCharacter"
  | "notYourTurnToPropose";

export type SwapResult =
  | { readonly ok: true; readonly order: readonly InitiativeEntry[] }
  | { readonly ok: false; readonly reason: SwapRefusal };

/** An entry with a new count; it leaves its roll group (INIT-4) when the count changes. */
function withCount(entry: InitiativeEntry, initiative: number): InitiativeEntry {
  if (entry.initiative === initiative) return entry;
  const moved: { -readonly [K in keyof InitiativeEntry]: InitiativeEntry[K] } = { ...entry, initiative };
  delete moved.groupId;
  return moved;
}

/**
 * INIT-14: `order` with `aId` and `bId` trading places and initiative counts; nothing else moves. A group
 * member (INIT-4) whose count changes leaves its group (loses `groupId`), as a mount taking its rider's count
 * does: the rest of the group keeps the shared count.
 */
export function swapInitiative(
  order: readonly InitiativeEntry[],
  aId: string,
  bId: string,
): readonly InitiativeEntry[] {
  const entries = checkEntries(order, "order");
  const a = indexOfEntry(entries, aId, "aId");
  const b = indexOfEntry(entries, bId, "bId");
  const ea = entries[a] as InitiativeEntry;
  const eb = entries[b] as InitiativeEntry;
  return entries.map((e, i) => (i === a ? withCount(eb, ea.initiative) : i === b ? withCount(ea, eb.initiative) : e));
}

/**
 * INIT-14: the players who may propose a swap, in turn: a player's place is that of their highest character.
 */
export function reorderProposers(order: readonly InitiativeEntry[]): readonly string[] {
  const users = checkEntries(order, "order")
    .filter((e) => e.controller === "player")
    .flatMap((e) => [...(e.ownerIds ?? [])].sort(compareIds));
  return [...new Set(users)];
}

const owns = (entry: InitiativeEntry, userId: string): boolean => (entry.ownerIds ?? []).includes(userId);

/**
 * INIT-14 (delta, optional): whether `requester` ("gm", or a player's user id) may swap `aId` and `bId`, and
 * the order after the swap. The phase exists only where `policies.reorder` is `optional` and the world
 * setting `options.reorderEnabled` is on. Only before round 1; a player swaps one of their characters with
 * another player's character (a proposal the other player accepts at the table); the GM swaps only entities
 * it controls; a surprised combatant can't swap.
 */
export function canSwapInitiative(
  policies: InitiativePolicies,
  state: InitiativeReorderState,
  requester: string,
  aId: string,
  bId: string,
  options: InitiativeReorderOptions = {},
): SwapResult {
  const reorder = initiativeReorderApplies(policies, options);
  const s = record(state, "state");
  const round = nonNegativeInteger(s.round, "state.round");
  const order = checkEntries(s.order, "state.order");
  const who = text(requester, "requester");
  const a = order[indexOfEntry(order, aId, "aId")] as InitiativeEntry;
  const b = order[indexOfEntry(order, bId, "bId")] as InitiativeEntry;
  const surprised = new Set(
    s.surprisedIds === undefined
      ? []
      : list(s.surprisedIds, "state.surprisedIds").map(
          (id, i) => (order[indexOfEntry(order, id, `state.surprisedIds[${i}]`)] as InitiativeEntry).id,
        ),
  );
  const proposer = s.proposerUserId === undefined ? undefined : text(s.proposerUserId, "state.proposerUserId");

  if (!reorder) return { ok: false, reason: "reorderOff" };
  if (round > 0) return { ok: false, reason: "combatStarted" };
  if (a.id === b.id) return { ok: false, reason: "sameCombatant" };
  if (surprised.has(a.id) || surprised.has(b.id)) return { ok: false, reason: "surprised" };
  if (who === "gm") {
    if (a.controller !== "gm" || b.controller !== "gm") return { ok: false, reason: "notGmControlled" };
  } else {
    if (proposer !== undefined && proposer !== who) return { ok: false, reason: "notYourTurnToPropose" };
    const mine = [a, b].filter((e) => e.controller === "player" && owns(e, who));
    if (mine.length === 0) return { ok: false, reason: "notYourCharacter" };
    const other = mine[0] === a ? b : a;
    if (mine.length === 2 || other.controller !== "player" || (other.ownerIds ?? []).length === 0) {
      return { ok: false, reason: "notAnotherPlayersCharacter" };
    }
  }
  return { ok: true, order: swapInitiative(order, a.id, b.id) };
}
