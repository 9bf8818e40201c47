// The harness world the batches run in: Fray initialised and `ready` with every hook src/fray.ts registers (what Foundry has made by the time Quench
// runs: the sidebar's combat tracker as `ui.combat`), random dice as a live world rolls them (a seeded sequence, so
// a batch never depends on a number), the GM's own scene, actor and chat card, and a count of every document.
import { installFoundry, type Harness } from "../harness";
import { installChatRolls } from "../harness/roll";
import { listen as listenInit } from "../../src/hooks/init";
import { listen as listenSetup } from "../../src/hooks/setup";
import { listen as listenReady } from "../../src/hooks/ready";
import { listen as listenChat } from "../../src/hooks/render-chat-message";

/** A harness with Fray's init, setup and ready run on every client, acting as the GM. */
export function batchWorld(): Harness {
  const h = installFoundry();
  h.onEveryClient(listenInit);
  h.onEveryClient(listenSetup);
  h.onEveryClient(listenReady);
  // The chat hooks src/fray.ts registers too: cards' buttons, the GM's records of attacks and saves.
  h.onEveryClient(listenChat);
  h.fire("init");
  h.fire("setup");
  h.fire("ready");
  for (const client of h.clients) {
    const ui = client.ui as unknown as Record<string, unknown>;
    const Tracker = client.config.ui.combat as new () => unknown;
    ui.combat = new Tracker();
  }
  // v13 ChatMessage#rolls (the harness adds it for tests that post rolls).
  installChatRolls();
  rollDice(h);
  return h;
}

/** Queues plenty of pseudo-random results for every die size (a linear congruential sequence, seeded). */
export function rollDice(h: Harness, seed = 20_261_127): void {
  let state = seed;
  const next = (faces: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state % faces) + 1;
  };
  for (const faces of [4, 6, 8, 10, 12, 20, 100])
    h.dice.queue(faces, ...Array.from({ length: 400 }, () => next(faces)));
}

/** What the GM already has before any batch: a scene it views (active), an actor, a chat card. */
export async function gmsOwnWorld(h: Harness): Promise<void> {
  await h.as(h.gm, async () => {
    const scene = (await Scene.create({ name: "The GM's dungeon", active: true })) as unknown as {
      view(): Promise<unknown>;
    };
    await scene.view();
    await Actor.create({ name: "The GM's villain", type: "npc" } as never);
    await ChatMessage.create({ content: "Welcome", author: h.gm.id });
  });
  await h.settle();
}

/** Every document the GM's client knows, embedded ones included, by collection (`Scene.Token`…), and settings. */
export function census(h: Harness): Record<string, number | string> {
  const game = h.client(h.gm).game as unknown as Record<string, { contents: Record<string, unknown>[] } | undefined>;
  const out: Record<string, number | string> = {};
  for (const [key, name, embedded] of [
    ["actors", "Actor", ["items", "effects"]],
    ["items", "Item", ["effects"]],
    ["scenes", "Scene", ["tokens", "walls", "templates", "regions"]],
    ["combats", "Combat", ["combatants", "groups"]],
    ["messages", "ChatMessage", []],
    ["macros", "Macro", []],
    ["folders", "Folder", []],
  ] as const) {
    const documents = game[key]?.contents ?? [];
    out[name] = documents.length;
    for (const field of embedded)
      out[`${name}.${field}`] = documents.reduce(
        (n, d) => n + ((d[field] as { size?: number } | undefined)?.size ?? 0),
        0,
      );
  }
  const settings = h.client(h.gm).settings as unknown as { get(ns: string, key: string): unknown };
  for (const key of ["preset", "opportunityAttacks"]) out[`fray.${key}`] = JSON.stringify(settings.get("fray", key));
  const scenes = h.client(h.gm).game.scenes as { viewed: { name: string } | null; active?: unknown };
  out.viewed = scenes.viewed?.name ?? "";
  return out;
}
