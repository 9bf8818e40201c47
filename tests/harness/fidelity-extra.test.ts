// Fidelity rows F50–F56 (FIDELITY.md): connections, settings used from the wrong client, Handlebars partials and
// the application stand-ins. The partial rows also have their detailed tests in partials.test.ts.
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index";
import { dialogs, dom } from "./applications";
import { coreActions } from "./combat-tracker";

describe("F50 userConnected fires on the other connected clients", () => {
  it("disconnect and connect fire userConnected(user, connected) on every other connected client only", () => {
    const h = installFoundry();
    const seen: string[] = [];
    for (const client of h.clients) {
      client.hooks.on("userConnected", (user, connected) => {
        seen.push(`${client.user.name}: ${(user as { name: string }).name} ${String(connected)}`);
      });
    }
    h.disconnect(h.gm);
    expect(seen).toEqual([
      "Assistant: Gamemaster false",
      "Player: Gamemaster false",
      "Player Two: Gamemaster false",
      "Observer: Gamemaster false",
    ]);
    seen.length = 0;
    h.disconnect(h.player2);
    h.connect(h.gm);
    expect(seen).toEqual([
      "Assistant: Player Two false",
      "Player: Player Two false",
      "Observer: Player Two false",
      "Assistant: Gamemaster true",
      "Player: Gamemaster true",
      "Observer: Gamemaster true",
    ]);
  });
});

describe("F51 a client's settings are used from that client's code only", () => {
  it("setting through another client's settings throws and changes nothing", async () => {
    const h = installFoundry();
    for (const client of h.clients) client.settings.register("fray", "mode", { scope: "client", default: "a" });
    await expect(h.client(h.player).settings.set("fray", "mode", "b")).rejects.toThrow("use h.as");
    expect(h.client(h.player).settings.get("fray", "mode")).toBe("a");
    await h.as(h.player, () => h.client(h.player).settings.set("fray", "mode", "b"));
    expect(h.client(h.player).settings.get("fray", "mode")).toBe("b");
    expect(h.client(h.gm).settings.get("fray", "mode")).toBe("a");
  });
});

describe("F52 a partial exists only once loaded", () => {
  it("a template including an unloaded partial throws; after loadTemplates it renders", async () => {
    installFoundry();
    const handlebars = foundry.applications.handlebars as unknown as {
      renderTemplate(path: string, data: object): Promise<string>;
      loadTemplates(paths: string[]): Promise<unknown>;
    };
    const tracker = "systems/fray/templates/combat/tracker.hbs";
    const data = { fray: { rows: [{ id: "a", name: "Ayla", css: "" }] } };
    await expect(handlebars.renderTemplate(tracker, data)).rejects.toThrow("could not be found");
    await handlebars.loadTemplates(["systems/fray/templates/combat/turn.hbs"]);
    await expect(handlebars.renderTemplate(tracker, data)).resolves.toContain("Ayla");
  });
});

describe("F53 partials are loaded per client", () => {
  it("a partial the GM's client loaded is not one on a player's client", async () => {
    const h = installFoundry();
    const handlebars = () =>
      foundry.applications.handlebars as unknown as {
        renderTemplate(path: string, data: object): Promise<string>;
        loadTemplates(paths: string[]): Promise<unknown>;
      };
    const tracker = "systems/fray/templates/combat/tracker.hbs";
    const data = { fray: { rows: [{ id: "a", name: "Ayla", css: "" }] } };
    await h.as(h.gm, () => handlebars().loadTemplates(["systems/fray/templates/combat/turn.hbs"]));
    await expect(h.as(h.gm, () => handlebars().renderTemplate(tracker, data))).resolves.toContain("Ayla");
    await expect(h.as(h.player, () => handlebars().renderTemplate(tracker, data))).rejects.toThrow(
      "could not be found",
    );
  });
});

describe("F54 DialogV2 answers come from the test, never by default", () => {
  it("confirm answers what was queued, records the dialog, and throws when nothing was queued", async () => {
    installFoundry();
    const DialogV2 = (
      foundry.applications as unknown as { api: { DialogV2: { confirm(o: object): Promise<unknown> } } }
    ).api.DialogV2;
    dialogs.answers.push(true);
    await expect(DialogV2.confirm({ content: "Sure?" })).resolves.toBe(true);
    expect(dialogs.shown).toEqual([{ content: "Sure?" }]);
    expect(() => DialogV2.confirm({ content: "Again?" })).toThrow("no DialogV2 answer queued");
  });

  it("wait presses the queued (or default) button with the form the content renders, ticks and values applied", async () => {
    installFoundry();
    const DialogV2 = (foundry.applications as unknown as { api: { DialogV2: { wait(o: object): Promise<unknown> } } })
      .api.DialogV2;
    type Form = { elements: { namedItem(n: string): { value: string; checked: boolean } | null } };
    const read = (form: Form) => ({
      mode: form.elements.namedItem("mode")?.value,
      bonus: form.elements.namedItem("bonus")?.value,
      box: form.elements.namedItem("box")?.checked,
      missing: form.elements.namedItem("missing"),
    });
    const content =
      '<input type="radio" name="mode" value="a"><input type="radio" name="mode" value="b" checked>' +
      '<input type="text" name="bonus" value="1"><input type="checkbox" name="box" checked>';
    const buttons = [
      { action: "roll", default: true, callback: (_e: unknown, b: { form: Form }) => read(b.form) },
      { action: "other" },
    ];
    dialogs.answers.push({}, { values: { bonus: "2" }, unticked: ["box"] }, { action: "other" }, null);
    await expect(DialogV2.wait({ content, buttons })).resolves.toEqual({
      mode: "b",
      bonus: "1",
      box: true,
      missing: null,
    });
    await expect(DialogV2.wait({ content, buttons })).resolves.toMatchObject({ bonus: "2", box: false });
    await expect(DialogV2.wait({ content, buttons })).resolves.toBe("other");
    await expect(DialogV2.wait({ content, buttons, rejectClose: false })).resolves.toBeNull();
    await expect(DialogV2.wait({ content, buttons })).rejects.toThrow("no DialogV2 answer queued");
  });

  it("a queued promise is a user who answers later: wait stays open until the test settles it", async () => {
    installFoundry();
    const DialogV2 = (foundry.applications as unknown as { api: { DialogV2: { wait(o: object): Promise<unknown> } } })
      .api.DialogV2;
    let answer: (a: { action: string }) => void = () => undefined;
    dialogs.answers.push(new Promise((resolve) => (answer = resolve)));
    let settled: unknown = "open";
    const shown = DialogV2.wait({ buttons: [{ action: "yes" }, { action: "no" }] }).then((a) => (settled = a));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe("open");
    answer({ action: "no" });
    await shown;
    expect(settled).toBe("no");
  });

  it("the render option hands over the dialog; closing it answers null, and a late answer is never pressed", async () => {
    installFoundry();
    const DialogV2 = (foundry.applications as unknown as { api: { DialogV2: { wait(o: object): Promise<unknown> } } })
      .api.DialogV2;
    let answer: (a: { action: string }) => void = () => undefined;
    dialogs.answers.push(new Promise((resolve) => (answer = resolve)));
    let opened: { close(): Promise<void> } | null = null;
    let pressed = 0;
    const options = {
      buttons: [{ action: "yes", callback: () => ++pressed }],
      rejectClose: false,
      render: (_event: unknown, dialog: { close(): Promise<void> }) => (opened = dialog),
    };
    const shown = DialogV2.wait(options);
    expect(opened).not.toBeNull();
    await (opened as unknown as { close(): Promise<void> }).close();
    await expect(shown).resolves.toBeNull();
    expect(dialogs.closed).toEqual([options]);
    answer({ action: "yes" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(pressed).toBe(0);
  });
});

describe("F55 the combat tracker's core row actions are core's", () => {
  it("a row click reaches core's activateCombatant handler (recorded, as core's own handlers are not in the repo)", async () => {
    installFoundry();
    const CombatTracker = (
      foundry.applications as unknown as {
        sidebar: { tabs: { CombatTracker: new () => { clickAction(e: unknown, t: unknown): Promise<unknown> } } };
      }
    ).sidebar.tabs.CombatTracker;
    coreActions.length = 0;
    await new CombatTracker().clickAction({}, { dataset: { action: "activateCombatant", combatantId: "c1" } });
    expect(coreActions).toEqual([{ action: "activateCombatant", combatantId: "c1" }]);
  });
});

describe("F56 _onRender runs after every render, on the app's element; clicks on [data-action] run actions", () => {
  it("the element holds the parts (each root marked data-application-part); _onRender sees it; a click runs the action", async () => {
    installFoundry();
    const { api } = foundry.applications as unknown as {
      api: {
        ApplicationV2: new (options?: object) => object;
        HandlebarsApplicationMixin: (base: unknown) => new (options?: object) => object;
      };
    };
    const seen: string[] = [];
    const Base = api.HandlebarsApplicationMixin(api.ApplicationV2) as unknown as new (options?: object) => {
      element: HTMLElement;
      render(): Promise<unknown>;
    };
    class App extends Base {
      static DEFAULT_OPTIONS = { actions: { ping: () => seen.push("ping") } };
      static PARTS = { body: { template: "systems/fray/templates/combat/menu-field.hbs" } };
      _onRender(): Promise<void> {
        seen.push(
          `rendered ${this.element.querySelector("[data-application-part]")?.getAttribute("data-application-part") ?? "none"}`,
        );
        return Promise.resolve();
      }
    }
    const app = new App();
    await app.render();
    await app.render();
    const button = dom.document.createElement("button");
    button.dataset.action = "ping";
    app.element.append(button);
    button.dispatchEvent(new Event("click", { bubbles: true }));
    expect(seen).toEqual(["rendered body", "rendered body", "ping"]);
  });
});
