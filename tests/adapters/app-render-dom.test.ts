// Apps as v13 runs them (issue 11 item 4): after every render `_onRender` runs with the app's element holding
// the new HTML, so listeners Fray attaches there work; a click on a `[data-action]` element runs the action.
// INIT-5 through the surprise dialog's own checkboxes and Begin button, with DOM events only.
import { describe, expect, it } from "vitest";
import { combatOf, dex, initiativeHarness, named, sys } from "./initiative-setup";
import { FraySurpriseDialog } from "../../src/applications/combat/surprise-dialog";

describe("INIT-5 the surprise dialog driven through its DOM", () => {
  it("INIT-5: checking the goblin's Surprised box (a change event) and clicking Begin surprises it and starts", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Ayla", system: dex(10), combatant: { initiative: 14 } },
      { name: "Goblin", type: "npc", system: dex(10) },
    );
    const goblin = named(combat, "Goblin");
    const dialog = new FraySurpriseDialog({ combat: combat });
    await dialog.render();
    const element = (dialog as unknown as { element: HTMLElement }).element;
    const box = element.querySelector<HTMLInputElement>(`input[name="surprised"][value="${goblin.id}"]`);
    if (!box) throw new Error("no Surprised checkbox for the goblin");
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true })); // the listener _onRender attached
    await h.settle();
    const again = element.querySelector<HTMLInputElement>(`input[name="surprised"][value="${goblin.id}"]`);
    expect(again?.hasAttribute("checked")).toBe(true); // re-rendered from the dialog's draft
    h.dice.queue(20, 17, 6); // 2d20kl: 6
    element.querySelector('[data-action="begin"]')?.dispatchEvent(new Event("click", { bubbles: true }));
    await h.settle();
    expect(sys(named(combat, "Goblin"))).toMatchObject({ surprised: true });
    expect(named(combat, "Goblin").initiative).toBe(6);
    expect(combat.round).toBe(1);
  });
});
