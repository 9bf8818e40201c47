// Fidelity rows F85–F89 (FIDELITY.md): core's prototype token defaults, a sheet's form as FormDataExtended reads
// it, and the dialog and card stand-ins the sheets' and cards' tests rely on.
import { describe, expect, it } from "vitest";
import { hero, modelHarness } from "./fidelity-setup";
import { Actor, PROTOTYPE_TOKEN_DEFAULTS } from "./classes";
import { dialogs, dom } from "./applications";
import { installFoundry } from "./index";
import { duplicateFieldNames, readForm, setField } from "./forms";

type ProtoSource = { actorLink: unknown; disposition: unknown; sight: { enabled: unknown }; width?: unknown };

describe("F85 core's prototype token defaults", () => {
  it("a new actor whose data sets nothing stores an unlinked, hostile token without vision, before _preCreate runs", async () => {
    const h = modelHarness();
    expect(PROTOTYPE_TOKEN_DEFAULTS).toEqual({ actorLink: false, disposition: -1, sight: { enabled: false } });
    const seen: unknown[] = [];
    h.onEveryClient(() =>
      Hooks.on("preCreateActor", (doc: unknown) => {
        seen.push(structuredClone((doc as Actor)._source.prototypeToken));
      }),
    );
    const plain = await hero(h, "Plain");
    const stored = h.doc(plain)._source.prototypeToken as ProtoSource;
    expect(stored).toMatchObject({ actorLink: false, disposition: -1, sight: { enabled: false } });
    expect(h.doc(plain).prototypeToken).toEqual({ actorLink: false, disposition: -1, sight: { enabled: false } });
    // The document a system's _preCreate sees is already filled in: only the creation data tells what was given.
    expect(seen[0]).toMatchObject({ actorLink: false, disposition: -1, sight: { enabled: false } });
  });

  it("what the data sets is kept, the rest defaulted", async () => {
    const h = modelHarness();
    const actor = await Actor.create({
      name: "Given",
      type: "hero",
      prototypeToken: { disposition: 1, sight: { enabled: true }, width: 2 },
    });
    const stored = h.doc(actor as Actor)._source.prototypeToken as ProtoSource;
    expect(stored).toMatchObject({ actorLink: false, disposition: 1, sight: { enabled: true }, width: 2 });
  });
});

/** A form in the harness's DOM. */
function form(html: string): Element {
  const root = dom.document.createElement("form");
  root.innerHTML = html;
  return root;
}

describe("F86 a sheet's form as FormDataExtended reads it", () => {
  it("two fields of one name give an array; a radio group gives its checked value; disabled fields are left out", () => {
    const root = form(`
      <select name="rank"><option value="0">0</option><option value="2" selected>2</option></select>
      <select name="rank"><option value="1" selected>1</option></select>
      <input type="radio" name="mode" value="a"><input type="radio" name="mode" value="b" checked>
      <input type="number" name="hp" value="246"><input type="number" name="temp" value="">
      <input type="checkbox" name="on" checked><input type="checkbox" name="off">
      <input type="text" name="gone" value="x" disabled><textarea name="notes">hi</textarea>`);
    expect(readForm(root).object).toEqual({
      rank: ["2", "1"],
      mode: "b",
      hp: 246,
      temp: null,
      on: true,
      off: false,
      notes: "hi",
    });
    expect(duplicateFieldNames(root)).toEqual(["rank"]);
    setField(root, "hp", 12);
    setField(root, "rank", "0", 0);
    expect(readForm(root).object).toMatchObject({ hp: 12, rank: ["0", "1"] });
  });

  it("a sheet's submit sends the array to the document, whose number field refuses it and stores nothing", async () => {
    const h = modelHarness();
    const actor = await hero(h, "Formed");
    const { DocumentSheetV2 } = foundry.applications.api as unknown as {
      DocumentSheetV2: new (o: object) => { element: HTMLElement; submit(): Promise<void> };
    };
    const sheet = new DocumentSheetV2({ document: h.doc(actor) });
    sheet.element.innerHTML = `<input type="number" name="system.hp.value" value="7">`;
    await sheet.submit();
    expect((h.doc(actor).system as unknown as { hp: { value: number } }).hp.value).toBe(7);
    sheet.element.innerHTML += `<input type="number" name="system.hp.value" value="8">`;
    await expect(sheet.submit()).rejects.toThrow(/must be a number/);
    expect((h.doc(actor).system as unknown as { hp: { value: number } }).hp.value).toBe(7);
  });
});

describe("F87 DialogV2.wait shows its content in a live form the user edits", () => {
  it("render gets the dialog's element; each edit of the answer fires change there; the button reads the form as it stands", async () => {
    installFoundry();
    const heard: string[] = [];
    dialogs.answers.push({ unticked: ["keep"], values: { mode: "b" } });
    const { DialogV2 } = foundry.applications.api as unknown as {
      DialogV2: { wait(o: object): Promise<unknown> };
    };
    const result = await DialogV2.wait({
      content: `<input type="checkbox" name="keep" checked><input type="radio" name="mode" value="a" checked>
        <input type="radio" name="mode" value="b"><input type="checkbox" name="auto"><code>a</code>`,
      render: (_event: unknown, dialog: { element: HTMLElement }) => {
        dialog.element.addEventListener("change", (event) => {
          const name = (event.target as Element).getAttribute("name") ?? "";
          heard.push(name);
          // The dialog's own script: a change ticks "auto" and rewrites the code, as a browser lets it.
          const auto = dialog.element.querySelector<HTMLInputElement>('[name="auto"]');
          if (auto) auto.checked = true;
          const code = dialog.element.querySelector("code");
          if (code) code.textContent = name;
        });
      },
      buttons: [
        {
          action: "ok",
          default: true,
          callback: (
            _e: unknown,
            button: { form: { elements: { namedItem(n: string): { value: string; checked: boolean } } } },
          ) =>
            ["keep", "mode", "auto"].map((n) => {
              const item = button.form.elements.namedItem(n);
              return `${n}=${item.value}/${String(item.checked)}`;
            }),
        },
      ],
    });
    expect(heard).toEqual(["keep", "mode"]);
    expect(result).toEqual(["keep=on/false", "mode=b/true", "auto=on/true"]);
    const pressed = dialogs.pressed.at(-1);
    expect(pressed?.querySelector("code")?.textContent).toBe("mode");
    // Checking a radio button unchecks the rest of its group, as in a browser.
    const radios = [...(pressed?.querySelectorAll<HTMLInputElement>('[name="mode"]') ?? [])];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
  });
});

describe("F88 each client's chat log draws the cards it receives", () => {
  it("a message is drawn on each client that may see it, renderChatMessageHTML runs there, and updateMessage redraws it locally", async () => {
    const h = installFoundry();
    const drawn: string[] = [];
    for (const client of h.clients) {
      client.hooks.on("renderChatMessageHTML", (message, html) => {
        const element = html as HTMLElement;
        drawn.push(
          `${client.user.name}: ${element.getAttribute("data-message-id") === (message as { id: string }).id}`,
        );
        element.querySelector("b")?.setAttribute("data-seen-by", client.user.name);
      });
    }
    const open = (await ChatMessage.create({ content: "<b>hello</b>" })) as unknown as { id: string };
    expect(drawn).toHaveLength(5);
    expect(drawn.every((line) => line.endsWith("true"))).toBe(true);
    expect(h.client(h.player).chatLog.rendered(open.id)?.querySelector("b")?.getAttribute("data-seen-by")).toBe(
      "Player",
    );
    drawn.length = 0;
    const whisper = (await ChatMessage.create({
      content: "<b>psst</b>",
      whisper: [h.player.id],
    })) as unknown as {
      id: string;
    };
    expect(h.client(h.player2).chatLog.rendered(whisper.id)).toBeUndefined();
    expect(h.client(h.player).chatLog.rendered(whisper.id)).toBeDefined();
    expect(drawn.map((line) => line.split(":")[0]).sort()).toEqual(["Assistant", "Gamemaster", "Player"]);
    drawn.length = 0;
    const before = h.client(h.gm).chatLog.rendered(open.id);
    await h.as(h.player, () =>
      (ui as unknown as { chat: { updateMessage(m: unknown): Promise<void> } }).chat.updateMessage(
        game.messages.get(open.id),
      ),
    );
    expect(drawn).toEqual(["Player: true"]);
    expect(h.client(h.gm).chatLog.rendered(open.id)).toBe(before);
    await (game.messages.get(open.id) as unknown as { delete(): Promise<unknown> }).delete();
    expect(h.client(h.player).chatLog.rendered(open.id)).toBeUndefined();
  });
});
