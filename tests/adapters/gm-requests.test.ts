// The authenticated request channel (issue 12 item 1, src/net/gm-requests.ts): a player's request reaches the
// active GM's client over the system socket, the handler learns the asker from the server's sender id (never
// from the data), only the GM asked can answer, and a GM who times out or disconnects rejects the asker's
// promise at once. Also the module surface `game.fray.requests`.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import { GmRequestError, requestGm } from "../../src/net/gm-requests";

let h: Harness;
let seen: { asker: string; data: Record<string, unknown>; on: string }[];

beforeEach(() => {
  h = frayHarness();
  seen = [];
  // A module's request, registered on every client at init as a module would (game.fray.requests.register).
  h.onEveryClient(() => {
    game.fray.requests.register("my-module.echo", (data, asker) => {
      seen.push({ asker: asker.id ?? "", data, on: game.user.id });
      return Promise.resolve({ ok: true, echoed: data.value });
    });
  });
});

describe("requests to the active GM", () => {
  it("run once, on the active GM's client, with the asker the server names; a user id in the data is ignored", async () => {
    const answer = await h.as(h.player, () => requestGm("my-module.echo", { value: 7, userId: h.gm.id }));
    expect(answer).toEqual({ ok: true, echoed: 7 });
    expect(seen).toEqual([{ asker: h.player.id, data: { value: 7, userId: h.gm.id }, on: h.gm.id }]);
    const sent = h.client(h.player).socket.sent.map((m) => m.message as { type: string; to: string; name: string });
    expect(sent).toMatchObject([{ type: "request", to: h.gm.id, name: "my-module.echo" }]);
  });

  it("with only an assistant GM connected, the assistant answers", async () => {
    h.disconnect(h.gm);
    const answer = await h.as(h.player2, () => requestGm("my-module.echo", { value: 1 }));
    expect(answer).toEqual({ ok: true, echoed: 1 });
    expect(seen.map((s) => [s.asker, s.on])).toEqual([[h.player2.id, h.assistant.id]]);
  });

  it("with no GM connected, nothing is sent and the answer is the refusal noActiveGm", async () => {
    h.disconnect(h.gm);
    h.disconnect(h.assistant);
    expect(await h.as(h.player, () => requestGm("my-module.echo", { value: 1 }))).toEqual({
      ok: false,
      reason: "noActiveGm",
    });
    expect(h.client(h.player).socket.sent).toEqual([]);
  });

  it("the active GM runs its own request locally; an unknown request is refused", async () => {
    expect(await requestGm("my-module.echo", { value: 2 })).toEqual({ ok: true, echoed: 2 });
    expect(await h.as(h.player, () => requestGm("my-module.nothing", {}))).toEqual({
      ok: false,
      reason: "unknownRequest",
    });
  });

  it("an answer from anyone but the GM asked is ignored (a player can't answer for the GM)", async () => {
    h.onEveryClient(() => {
      game.fray.requests.register("my-module.slow", () => new Promise(() => undefined));
    });
    const asked = h.as(h.player, () => requestGm("my-module.slow", {}, { timeout: 50 }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = (h.client(h.player).socket.sent[0]?.message as { id: string }).id;
    h.as(h.player2, () =>
      game.socket.emit("system.fray", { type: "answer", id, to: h.player.id, result: { ok: true } }),
    );
    await expect(asked).rejects.toThrow(GmRequestError);
    await expect(asked).rejects.toThrow("did not answer in time");
  });

  it("a GM who disconnects before answering rejects the asker's promise at once", async () => {
    h.onEveryClient(() => {
      game.fray.requests.register("my-module.slow", () => {
        h.disconnect(h.gm);
        return new Promise(() => undefined);
      });
    });
    const started = Date.now();
    const asked = h.as(h.player, () => requestGm("my-module.slow", {}));
    await expect(asked).rejects.toMatchObject({ name: "GmRequestError", reason: "gmLeft" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a request addressed to a GM who is not the active GM is refused there (notActiveGm)", async () => {
    const answers: unknown[] = [];
    h.client(h.player).socket.on("system.fray", (message) => answers.push(message));
    h.as(h.player, () =>
      game.socket.emit("system.fray", {
        type: "request",
        id: "r1",
        to: h.assistant.id,
        name: "my-module.echo",
        data: {},
      }),
    );
    await h.settle();
    expect(answers).toEqual([
      { type: "answer", id: "r1", to: h.player.id, result: { ok: false, reason: "notActiveGm" } },
    ]);
    expect(seen).toEqual([]);
  });
});
