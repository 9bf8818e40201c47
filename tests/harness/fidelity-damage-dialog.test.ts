// Fidelity rows F121–F122 (FIDELITY.md), which the damage dialog and the extra damage formulas of issue 29 rely on:
// roll data is the document's system data, and a select in a dialog's form reads its selected option.
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index";
import { dialogs } from "./applications";

describe("F121 getRollData is the system data", () => {
  it("@level reads system.level; the object is the document's own system", async () => {
    const h = installFoundry();
    h.actAs(h.gm);
    const actor = (await Actor.create({ name: "Rogue", type: "base", system: { level: 5 } } as never)) as unknown as {
      system: { level: number };
      getRollData(): { level?: number };
      createEmbeddedDocuments(n: string, d: object[]): Promise<{ system: unknown; getRollData(): unknown }[]>;
    };
    expect(actor.getRollData().level).toBe(5);
    expect(actor.getRollData()).toBe(actor.system);
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Dagger", type: "base", system: { x: 1 } }]);
    expect(item?.getRollData()).toBe(item?.system);
  });
});

describe("F122 a select in a dialog form reads its selected option", () => {
  const content =
    '<select name="slot"><option value="3">3</option><option value="5" selected>5</option></select>' +
    '<select name="extra"><option value="">none</option><option value="use">use</option></select>';
  const read = (answer: object) => {
    dialogs.answers.push(answer);
    const changes: string[] = [];
    return foundry.applications.api.DialogV2.wait({
      content,
      render: (_e: Event, dialog: { element: HTMLElement }) => {
        dialog.element.addEventListener("change", (e) => changes.push((e.target as HTMLSelectElement).name));
      },
      buttons: [
        {
          action: "ok",
          label: "OK",
          callback: (_e: unknown, button: { form: HTMLFormElement }) => ({
            slot: (button.form.elements.namedItem("slot") as HTMLSelectElement).value,
            extra: (button.form.elements.namedItem("extra") as HTMLSelectElement).value,
            changes,
          }),
        },
      ],
    } as never) as unknown as Promise<{ slot: string; extra: string; changes: string[] }>;
  };

  it("untouched: the option rendered selected, else the first", async () => {
    installFoundry();
    expect(await read({})).toEqual({ slot: "5", extra: "", changes: [] });
  });

  it("picked by the answer: that option, with a change event", async () => {
    installFoundry();
    expect(await read({ values: { slot: "3", extra: "use" } })).toEqual({
      slot: "3",
      extra: "use",
      changes: ["slot", "extra"],
    });
  });

  it("an answer naming no option of the select throws", async () => {
    installFoundry();
    await expect(read({ values: { slot: "9" } })).rejects.toThrow(/has no option 9/);
  });
});
