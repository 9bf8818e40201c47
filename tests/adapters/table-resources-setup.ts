// Shared set-up of the issue 29 table tests (RES-1, RES-2, RES-6, RES-7): a started srd52 (or other 5e) combat on
// a scene whose tokens stand where the test puts them, a rogue, a cleric and a wizard the player owns, and helpers
// to post cards from the acting client and ask the GM to apply them.
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { lastMessage } from "./roll-setup";
import { follow } from "../harness";
import { requestGm } from "../../src/net/gm-requests";
import { listen as listenChat } from "../../src/hooks/render-chat-message";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

export const SNEAK_ATTACK = {
  formula: "1d6",
  type: "",
  condition: "sneakAttack",
  frequency: "turn",
  levelEvery: 2,
  levelFormula: "1d6",
};

/** An item on `actor`, as a handle on the acting client's copy. */
export async function itemOn(actor: FrayActor, name: string, type: string, system: Record<string, unknown>) {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [{ name, type, system }] as never);
  const made = (created as FrayItem[])[0];
  if (!made) throw new Error("no item");
  return follow(made);
}

/** The last chat message as the acting client sees it. */
export const lastCard = () => lastMessage() as unknown as ChatMessage.Implementation;

/** `user` asks the GM to apply `card`'s damage to `target` (in full). */
export function applyAs(h: LedgerHarness, user: unknown, card: ChatMessage.Implementation, target: FrayActor) {
  return h.as(user as never, () =>
    requestGm("fray.applyDamage", { messageId: card.id, targetUuid: target.uuid, multiplier: 1 }),
  );
}

/** Hit points of `actor` on the GM's client. */
export const hpOf = (h: LedgerHarness, actor: FrayActor): number =>
  (h.doc(actor, h.gm).system as unknown as { hp: { value: number } }).hp.value;

/** Places each named token (squares of 5 ft) on its side (1 friendly, −1 hostile), as the GM. */
export async function place(h: LedgerHarness, f: Fight, at: Record<string, [number, number, number]>): Promise<void> {
  for (const [name, [x, y, side]] of Object.entries(at)) {
    await h.as(h.gm, () => f.token(name).update({ x: x * 100, y: y * 100, disposition: side }));
  }
  await h.settle();
}

/** A started srd52 fight: Rogue (the player's, level 5, Dex 16) at 20, Goblin at 10, Ally at 5. */
export async function rogueFight(preset = "srd52"): Promise<{ h: LedgerHarness; f: Fight }> {
  const h = await ledgerHarness(preset);
  h.onEveryClient(listenChat); // the GM's records of attacks are written as cards are posted
  await h.settings.set("fray", "autoApplyCardActions", true);
  const f = await fight(
    h,
    { name: "Rogue", initiative: 20, player: true, system: { level: 5, abilities: { dex: { value: 16 } } } },
    { name: "Goblin", initiative: 10, type: "npc", system: { hp: { value: 60, max: 60 } } },
    { name: "Ally", initiative: 5 },
  );
  return { h, f };
}
