// Shared set-up of the roll tests: a harness with Fray's init run on every client, chat rolls, a spy on
// every client's warnings, and helpers to make creatures and read the last card.
import { vi } from "vitest";
import { follow, installFoundry, type Harness } from "../harness";
import { installChatRolls } from "../harness/roll";
import { listen } from "../../src/hooks/init";
import { FrayActor as FrayActorClass, type FrayActor } from "../../src/documents/actor";

export interface RollHarness extends Harness {
  warn: ReturnType<typeof vi.fn>;
}

/** A fresh harness with Fray initialised and the preset set (srd52 unless told). */
export async function rollHarness(preset = "srd52"): Promise<RollHarness> {
  const h = installFoundry();
  h.onEveryClient(listen);
  h.fire("init");
  installChatRolls();
  // Every client keeps its own notifications (client.shown()); `warn` also sees every client's warnings.
  const warn = vi.fn();
  for (const client of h.clients) {
    const own = client.ui.notifications.warn;
    client.ui.notifications.warn = (message: string) => {
      own(message);
      warn(message);
    };
  }
  if (preset !== "srd52") await h.settings.set("fray", "preset", preset);
  await h.settle(); // the preset change note the active GM posts
  return Object.assign(h, { warn });
}

/** A creature with the given ability scores (10 by default), as a handle on the acting client's copy. */
export async function creature(
  name: string,
  system: Record<string, unknown> = {},
  type: "character" | "npc" = "character",
  ownership?: Record<string, number>,
): Promise<FrayActor> {
  const data: Record<string, unknown> = { name, type, system };
  if (ownership) data.ownership = ownership;
  const actor: unknown = await Actor.create(data as never);
  if (!(actor instanceof FrayActorClass)) throw new Error("not created");
  return follow(actor); // whoever acts later (h.actAs) uses its own client's copy
}

/** The last chat message posted, with its rolls and content. */
export function lastMessage(): { content: string; rolls: unknown[]; _source: Record<string, unknown> } {
  const messages = (game.messages as unknown as { contents: unknown[] }).contents;
  const last = messages[messages.length - 1];
  if (!last) throw new Error("no chat message");
  return last as { content: string; rolls: unknown[]; _source: Record<string, unknown> };
}

/** The text of an HTML string, tags removed and spaces collapsed (to read a card). */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
