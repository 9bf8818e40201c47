/**
 * INIT-14 (delta): a player's swap of its character with another player's is a proposal; the other character's
 * owner accepts it on its own client before the GM writes anything.
 *
 * The proposal reaches the active GM over the request channel (`fray.swapInitiative`, the asker named by the
 * server). The GM then asks the other owner with a v13 query (`User#query("fray.acceptSwap")`): here the
 * answer's author is the point, and a query to one user is answered by that user's client only (DESIGN: State
 * and authority keeps `User#query` for a GM asking one user a question). The owner's client shows a yes/no
 * prompt naming both characters from its own copies of the documents (nothing the data says is shown as is).
 * No answer within `SWAP_CONSENT.timeoutMs`, a "no", a closed prompt or an owner who isn't connected: nothing
 * changes.
 */
import { escapeHtml } from "../../chat/escape";
import { openPrompt } from "../../net/prompt-hook";
import { playerOwnerIds } from "./initiative-entries";
import { refuse, type RequestRefusal } from "../combat-request";

/** A user by id, or undefined (fvtt-types types the lookup as always found). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
const userOf = (id: string) => game.users.get(id) as User.Implementation | undefined;

/** The query the GM sends the other character's owner. */
export const SWAP_CONSENT_QUERY = "fray.acceptSwap";

/**
 * How long the other owner has to answer, in ms: less than a player's wait for the GM (GM_REQUEST_TIMEOUT_MS,
 * 30 s), so the proposer always hears back. A module or a test may change it.
 */
export const SWAP_CONSENT = { timeoutMs: 25_000 };

/** What the proposer is told for each way a proposal ends without a swap. */
export const SWAP_REFUSALS: Readonly<Record<string, string>> = {
  swapDeclined: "FRAY.Initiative.Warning.SwapDeclined",
  swapNotAnswered: "FRAY.Initiative.Warning.SwapDeclined",
  ownerAway: "FRAY.Initiative.Warning.SwapOwnerAway",
  swapPending: "FRAY.Initiative.Warning.SwapPending",
};

/** What the query carries: the combat, the proposer's character and the asked owner's character, by id. */
interface ConsentData {
  readonly combatId: string;
  readonly proposerId: string;
  readonly proposedId: string;
  readonly otherId: string;
}

/** Combats (per GM client user) with a proposal waiting for an answer: one at a time per combat. */
const waiting = new Set<string>();

/**
 * GM side: asks the owner of `other` whether it accepts `asker`'s proposal to swap `mine` with it. Resolves to
 * `{ok: true}` on "yes", else to a refusal (`swapPending`, `ownerAway`, `swapDeclined`, `swapNotAnswered`).
 * The connected owner who answers is the first by user id when several players own the character.
 */
export async function askSwapConsent(
  combat: Combat.Implementation,
  asker: User.Implementation,
  mine: Combatant.Implementation,
  other: Combatant.Implementation,
): Promise<{ readonly ok: true } | RequestRefusal> {
  const key = `${game.user.id}:${combat.id ?? ""}`;
  if (waiting.has(key)) return refuse("swapPending");
  const ownerId = playerOwnerIds(other.actor)
    .filter((id) => id !== asker.id && userOf(id)?.active === true)
    .sort()[0];
  const owner = ownerId === undefined ? undefined : userOf(ownerId);
  if (!owner) return refuse("ownerAway");
  const data: ConsentData = {
    combatId: combat.id ?? "",
    proposerId: asker.id ?? "",
    proposedId: mine.id ?? "",
    otherId: other.id ?? "",
  };
  waiting.add(key);
  try {
    const query = owner as unknown as {
      query(name: string, data: object, options: { timeout: number }): Promise<unknown>;
    };
    const answer = await query.query(SWAP_CONSENT_QUERY, data, { timeout: SWAP_CONSENT.timeoutMs });
    return (answer as { accepted?: unknown } | null)?.accepted === true ? { ok: true } : refuse("swapDeclined");
  } catch {
    // Timed out, or the owner left: the proposal lapses.
    return refuse("swapNotAnswered");
  } finally {
    waiting.delete(key);
  }
}

/**
 * The asked owner's client: a yes/no prompt. Refuses without asking when this user doesn't own the character
 * the proposal is about, or the combat or a character is unknown here.
 */
async function answerSwapProposal(raw: unknown, options: { timeout?: number } = {}): Promise<{ accepted: boolean }> {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const combat = game.combats.get(text("combatId")) as Combat.Implementation | undefined;
  const theirs = combat?.combatants.get(text("otherId"));
  const proposed = combat?.combatants.get(text("proposedId"));
  const proposer = userOf(text("proposerId"));
  if (!theirs || !proposed || !proposer || game.user.isGM || !theirs.isOwner) return { accepted: false };
  const content = game.i18n.format("FRAY.Initiative.Swap.Body", {
    user: escapeHtml(proposer.name),
    theirs: escapeHtml(proposed.name ?? ""),
    theirsCount: String(proposed.initiative ?? ""),
    mine: escapeHtml(theirs.name ?? ""),
    mineCount: String(theirs.initiative ?? ""),
  });
  const answer = await openPrompt(
    "swapInitiative",
    { combatId: combat?.id ?? "", proposedId: proposed.id ?? "", otherId: theirs.id ?? "", proposerId: proposer.id },
    (render) =>
      foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n.localize("FRAY.Initiative.Swap.Title") },
        content: `<p>${content}</p>`,
        rejectClose: false,
        modal: false,
        render,
      } as never),
    options.timeout,
  );
  return { accepted: answer === true };
}

/** `init`: every client can be asked (CONFIG.queries; the name carries the system's id). */
export function registerSwapConsentQuery(): void {
  const queries = CONFIG.queries as unknown as Record<string, unknown>;
  queries[SWAP_CONSENT_QUERY] = answerSwapProposal;
}
