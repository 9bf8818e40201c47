// Fidelity rows of issue 26's map-and-turn half (FIDELITY.md F100–F104).
import { describe, expect, it } from "vitest";
import { ChatMessage, Scene } from "./classes";
import { modelHarness } from "./fidelity-setup";

describe("F100 a chat message's speaker", () => {
  it("getSpeaker names the actor's id and name; a message keeps its speaker, nulls where unset", async () => {
    const h = modelHarness();
    h.actAs(h.gm);
    expect(ChatMessage.getSpeaker({ actor: { id: "actor1", name: "Ayla" } })).toEqual({
      actor: "actor1",
      alias: "Ayla",
    });
    expect(ChatMessage.getSpeaker({ alias: "The environment" })).toEqual({ alias: "The environment" });
    const message = (await ChatMessage.create({
      content: "x",
      speaker: { actor: "actor1", alias: "Ayla" },
    })) as ChatMessage;
    expect(message.speaker).toEqual({ scene: null, actor: "actor1", token: null, alias: "Ayla" });
    const bare = (await ChatMessage.create({ content: "y" })) as ChatMessage;
    expect(bare.speaker).toEqual({ scene: null, actor: null, token: null, alias: null });
  });
});

describe("F101 a token's actorLink", () => {
  it("is false unless the token's data sets it true", async () => {
    const h = modelHarness();
    h.actAs(h.gm);
    const scene = (await Scene.create({
      name: "Links",
      tokens: [{ _id: "plain" }, { _id: "linked", actorLink: true }],
    })) as Scene;
    const link = (id: string) =>
      (scene.getEmbeddedDocument("Token", id) as unknown as { actorLink: boolean }).actorLink;
    expect(link("plain")).toBe(false);
    expect(link("linked")).toBe(true);
  });
});
