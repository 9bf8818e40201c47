// FIDELITY.md F106–F108: the v13 token HUD stand-in (tests/harness/token-hud.ts) a system's HUD subclass meets.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from ".";
import { TokenHUD } from "./token-hud";
import { hero, modelHarness } from "./fidelity-setup";

let h: Harness;
beforeEach(() => {
  h = modelHarness();
  CONFIG.statusEffects = [
    { id: "prone", _id: "prone00000000000", name: "Prone", img: "icons/svg/falling.svg" },
    { id: "secret", _id: "secret0000000000", name: "Secret", img: "icons/svg/eye.svg", hud: false },
  ] as never;
});

async function actor() {
  return (await hero(h, "Ayla")) as unknown as {
    statuses: Set<string>;
    toggleStatusEffect(id: string, o?: object): Promise<unknown>;
  };
}

describe("F106 a TokenHUD subclass's actions and their mouse buttons", () => {
  it("a subclass's effect action replaces core's; it runs only for the buttons it lists", async () => {
    const calls: number[] = [];
    class LeftOnly extends TokenHUD {
      static override DEFAULT_OPTIONS = {
        actions: { effect: (event: { button: number }) => void calls.push(event.button) },
      };
    }
    const hud = await new LeftOnly().bind({ actor: await actor() }).render();
    await hud.click("prone", 0);
    await hud.click("prone", 2);
    expect(calls).toEqual([0]);
    class Both extends TokenHUD {
      static override DEFAULT_OPTIONS = {
        actions: { effect: { handler: (event: { button: number }) => void calls.push(event.button), buttons: [0, 2] } },
      };
    }
    const both = await new Both().bind({ actor: await actor() }).render();
    await both.click("prone", 2);
    expect(calls).toEqual([0, 2]);
    expect(h.clients.length).toBeGreaterThan(0);
  });
});

describe("F107 the HUD's status palette", () => {
  it("one icon per status shown in the HUD, active on the actor's; _onRender sees it", async () => {
    const a = await actor();
    await a.toggleStatusEffect("prone");
    let seen = 0;
    class Watching extends TokenHUD {
      override async _onRender(): Promise<void> {
        seen = this.element.querySelectorAll(".effect-control[data-status-id]").length;
      }
    }
    const hud = await new Watching().bind({ actor: a }).render();
    expect(seen).toBe(1);
    expect(hud.element.querySelector('[data-status-id="prone"]')?.className).toContain("active");
    expect(hud.element.querySelector('[data-status-id="secret"]')).toBeNull();
  });
});

describe("F108 core's effect action", () => {
  it("toggles the status on a left click", async () => {
    const a = await actor();
    const hud = await new TokenHUD().bind({ actor: a }).render();
    await hud.click("prone", 0);
    expect(a.statuses.has("prone")).toBe(true);
    await hud.click("prone", 0);
    expect(a.statuses.has("prone")).toBe(false);
  });
});
