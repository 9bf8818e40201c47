// Shared set-up of the card-trust tests (issue 12 item 2): a table where the player owns a hero, the observer
// may watch the hero and the dragon, player2 owns a hero of its own, and the GM owns a dragon; helpers to post
// a chat message from any user's client (what a hostile client can do) and to read what the server wrote.
import { OWNERSHIP, follow } from "../harness";
import { dialogs } from "../harness/applications";
import { listen as listenSetup } from "../../src/hooks/setup";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { HarnessUser } from "../harness";

export interface Table {
  h: RollHarness;
  hero: FrayActor;
  dragon: FrayActor;
  /** Player Two's own hero. */
  rival: FrayActor;
  sword: FrayItem;
}

export { dialogs };

/** The table, with the GM acting. */
export async function table(): Promise<Table> {
  const h = await rollHarness("srd52");
  h.onEveryClient(listenSetup);
  h.fire("setup");
  const ownership = { default: OWNERSHIP.NONE, [h.player.id]: OWNERSHIP.OWNER, [h.observer.id]: OWNERSHIP.OBSERVER };
  const hero = await creature("Aldra", { abilities: { str: { value: 16 } } }, "character", ownership);
  const rival = await creature("Borin", {}, "character", { default: 0, [h.player2.id]: OWNERSHIP.OWNER });
  const dragon = await creature("Dragon", { hp: { value: 200, max: 200 } }, "npc", {
    default: 0,
    [h.observer.id]: OWNERSHIP.OBSERVER,
  });
  const sword = await item(hero, "Longsword", "weapon", {
    damage: { parts: [{ formula: "1d8", type: "slashing" }], versatile: "" },
  });
  return { h, hero, dragon, rival, sword };
}

/** An item on `actor`, as a handle on the acting client's copy. */
export async function item(
  actor: FrayActor,
  name: string,
  type: string,
  system: Record<string, unknown>,
): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [{ name, type, system }] as never);
  const made = (created as FrayItem[])[0];
  if (!made) throw new Error("no item");
  return follow(made); // whoever acts later (h.actAs) uses its own client's copy
}

/** The last chat message as the acting client sees it. */
export const lastCard = () => lastMessage() as unknown as ChatMessage.Implementation;

/** A roll's data as a message stores it (the JSON a client may edit before posting). */
export function rollData(message: ChatMessage.Implementation): Record<string, unknown> {
  const rolls = (message as unknown as { _source: { rolls: string[] } })._source.rolls;
  return JSON.parse(rolls[0] ?? "{}") as Record<string, unknown>;
}

/** Posts a message from `user`'s own client with whatever rolls and flags it likes (the server checks only the author). */
export async function postAs(
  h: RollHarness,
  user: HarnessUser,
  data: { rolls?: Record<string, unknown>[]; flags?: Record<string, unknown>; content?: string },
): Promise<ChatMessage.Implementation> {
  const created: unknown = await h.as(user, () =>
    ChatMessage.create({
      content: data.content ?? "",
      rolls: (data.rolls ?? []).map((r) => JSON.stringify(r)),
      ...(data.flags ? { flags: data.flags } : {}),
    }),
  );
  await h.settle();
  return h.doc(created as ChatMessage.Implementation);
}

/** Hit points of `actor` on the GM's client (the copy the GM's writes change first). */
export function hpOf(h: RollHarness, actor: FrayActor): number {
  return (h.doc(actor, h.gm).system as unknown as { hp: { value: number } }).hp.value;
}

/** Statuses of `actor` on the GM's client. */
export function statusesOf(h: RollHarness, actor: FrayActor): string[] {
  return [...h.doc(actor, h.gm).statuses].sort();
}

/** Every database call since `h.operations` was last cleared, as `action documentName by user`. */
export function writes(h: RollHarness): string[] {
  return h.operations.map((o) => `${o.action} ${o.documentName} by ${o.userId}`);
}
