// Fidelity rows F22–F32 (FIDELITY.md): settings, User#query and the package socket.
import { describe, expect, it } from "vitest";
import { installFoundry, type Harness } from "./index";
import { hero, modelHarness, query, running } from "./fidelity-setup";

/** Registers `fray.<key>` on every client (each browser runs init); onChange calls are logged per client. */
function register(h: Harness, key: string, scope: "world" | "client", type?: unknown): string[] {
  const changes: string[] = [];
  for (const client of h.clients) {
    client.settings.register("fray", key, {
      scope,
      default: 1,
      ...(type ? { type } : {}),
      onChange: (value) => changes.push(`${client.user.name} ${running()} ${JSON.stringify(value)}`),
    });
  }
  return changes;
}

describe("F22 world settings need SETTINGS_MODIFY (assistant GM)", () => {
  it("a player's set is refused and changes nothing; an assistant GM's set reaches every client", async () => {
    const h = installFoundry();
    register(h, "level", "world", Number);
    await expect(h.as(h.player, () => h.client(h.player).settings.set("fray", "level", 2))).rejects.toThrow(
      "lacks permission",
    );
    expect(h.clients.map((c) => c.settings.get("fray", "level"))).toEqual([1, 1, 1, 1, 1]);
    await h.as(h.assistant, () => h.client(h.assistant).settings.set("fray", "level", 3));
    expect(h.clients.map((c) => c.settings.get("fray", "level"))).toEqual([3, 3, 3, 3, 3]);
  });
});

describe("F23 a world setting's onChange runs on every connected client", () => {
  it("each connected client's own onChange gets the value as JSON; setting the same value again runs none", async () => {
    const h = installFoundry();
    const changes = register(h, "plan", "world");
    h.disconnect(h.observer);
    await h.client(h.gm).settings.set("fray", "plan", { steps: [1], when: new Date(0), fn: () => 1 });
    const value = JSON.stringify({ steps: [1], when: "1970-01-01T00:00:00.000Z" });
    expect(changes).toEqual(["Gamemaster", "Assistant", "Player", "Player Two"].map((n) => `${n} ${n} ${value}`));
    await h.client(h.gm).settings.set("fray", "plan", { steps: [1], when: "1970-01-01T00:00:00.000Z" });
    expect(changes).toHaveLength(4);
  });
});

describe("F24 client settings are local", () => {
  it("a client setting set on the player's client changes only that client and runs only its onChange", async () => {
    const h = installFoundry();
    const changes = register(h, "view", "client");
    await h.as(h.player, () => h.client(h.player).settings.set("fray", "view", 2));
    expect(h.clients.map((c) => c.settings.get("fray", "view"))).toEqual([1, 1, 2, 1, 1]);
    expect(changes).toEqual(["Player Player 2"]);
  });
});

describe("F25 User#query runs the target client's handler, not told who asked", () => {
  it("the GM's handler runs on the GM's client with exactly (data, options); its answer comes back", async () => {
    const h = installFoundry();
    const calls: { on: string; args: unknown[] }[] = [];
    for (const client of h.clients) {
      client.config.queries["fray.ping"] = (...args: unknown[]) => {
        calls.push({ on: `${client.user.name}/${running()}`, args });
        return { pong: (args[0] as { n: number }).n + 1 };
      };
    }
    const answer = await h.as(h.player, () => query(h.gm, "fray.ping", { n: 1 }, { timeout: 1000 }));
    expect(answer).toEqual({ pong: 2 });
    expect(calls).toEqual([{ on: "Gamemaster/Gamemaster", args: [{ n: 1 }, { timeout: 1000 }] }]);
    expect(JSON.stringify(calls)).not.toContain(h.player.id);
  });
});

describe("F26 query data and answers cross as JSON", () => {
  it("functions and class instances do not survive either way; a document answers as its source", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A");
    let received: unknown;
    h.client(h.gm).config.queries["fray.echo"] = (data: unknown) => {
      received = data;
      return { actor: h.doc(actor), map: new Map([["a", 1]]) };
    };
    const sent = { when: new Date(0), fn: () => 1, nested: { a: 1 } };
    const answer = (await h.as(h.player, () => query(h.gm, "fray.echo", sent))) as Record<string, unknown>;
    expect(received).toEqual({ when: "1970-01-01T00:00:00.000Z", nested: { a: 1 } });
    expect(answer.actor).toEqual(actor.toObject());
    expect(answer.actor?.constructor).toBe(Object);
    expect(answer.map).toEqual({});
  });
});

describe("F27 a query that outlives its timeout", () => {
  it("rejects the asker's promise after `timeout` ms; the handler itself runs on", async () => {
    const h = installFoundry();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    h.client(h.gm).config.queries["fray.slow"] = async () => {
      await gate;
      finished = true;
      return 1;
    };
    await expect(h.as(h.player, () => query(h.gm, "fray.slow", {}, { timeout: 5 }))).rejects.toThrow("timed out");
    expect(finished).toBe(false);
    release();
    await h.settle();
    expect(finished).toBe(true);
  });
});

describe("F28 a query to a user who is not connected, or of a name not registered", () => {
  it("rejects at once and runs no handler", async () => {
    const h = installFoundry();
    const calls: string[] = [];
    for (const client of h.clients) client.config.queries["fray.ping"] = () => calls.push(client.user.name);
    h.disconnect(h.gm);
    await expect(h.as(h.player, () => query(h.gm, "fray.ping", {}))).rejects.toThrow("is not connected");
    await expect(h.as(h.player, () => query(h.assistant, "fray.none", {}))).rejects.toThrow("is not registered");
    expect(calls).toEqual([]);
  });
});

describe("F29 query names carry a package prefix", () => {
  it("an unprefixed name rejects even when a handler is registered under it", async () => {
    const h = installFoundry();
    const calls: string[] = [];
    h.client(h.gm).config.queries.ping = () => calls.push("ran");
    await expect(h.as(h.player, () => query(h.gm, "ping", {}))).rejects.toThrow("must be prefixed");
    expect(calls).toEqual([]);
  });
});

/** Listens on `system.fray` on every client; deliveries are logged as "<client> <running> <senderId>". */
function listen(h: Harness): { log: string[]; messages: unknown[] } {
  const log: string[] = [];
  const messages: unknown[] = [];
  for (const client of h.clients) {
    client.socket.on("system.fray", (message, senderId) => {
      log.push(`${client.user.name} ${running()} ${senderId}`);
      messages.push(message);
    });
  }
  return { log, messages };
}

describe("F30 the socket reaches every other connected client, with the sender's id", () => {
  it("not the sender, not a disconnected client; the second argument is the sender's id, not the message's", async () => {
    const h = installFoundry();
    const { log } = listen(h);
    h.disconnect(h.observer);
    h.client(h.player).socket.emit("system.fray", { userId: h.gm.id });
    await h.settle();
    const from = h.player.id;
    expect(log).toEqual([
      `Gamemaster Gamemaster ${from}`,
      `Assistant Assistant ${from}`,
      `Player Two Player Two ${from}`,
    ]);
  });
});

describe("F31 socket messages cross as JSON, later, in order", () => {
  it("nothing arrives during emit or its microtasks; each client gets its own JSON copy, in sending order", async () => {
    const h = installFoundry();
    const { messages } = listen(h);
    h.client(h.gm).socket.emit("system.fray", { n: 1, when: new Date(0), fn: () => 1 });
    h.client(h.gm).socket.emit("system.fray", { n: 2 });
    await Promise.resolve();
    expect(messages).toEqual([]);
    await h.settle();
    const first = { n: 1, when: "1970-01-01T00:00:00.000Z" };
    expect(messages).toEqual([first, first, first, first, { n: 2 }, { n: 2 }, { n: 2 }, { n: 2 }]);
    expect(messages[0]).not.toBe(messages[1]);
  });
});

describe("F32 a socket channel the manifest did not open", () => {
  it("throws on emit and reaches nobody", async () => {
    const h = installFoundry();
    const delivered: unknown[] = [];
    for (const client of h.clients) client.socket.on("module.other", (m) => delivered.push(m));
    expect(() => h.client(h.gm).socket.emit("module.other", {})).toThrow('channel "module.other" is not open');
    await h.settle();
    expect(delivered).toEqual([]);
  });
});
