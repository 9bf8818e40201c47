// Issue 27 item 2 (docs/API.md, "Prompts"): Fray fires `fray.promptOpened` for every prompt it opens, with a
// `respond` that answers it: at once (no dialog shown) or later (the open dialog is closed and the answer counts).
// The GM's "Spend anyway?" (ECON-1) through a real refused spend; the opportunity prompt's data and choices.
import { describe, expect, it } from "vitest";
import { frayHarness } from "./fray-setup";
import { dialogs } from "../harness/applications";
import { openPrompt, type OpenedPrompt } from "../../src/net/prompt-hook";

const confirm = (render: (event: Event, dialog: { close(): unknown }) => void) =>
  (foundry.applications.api as unknown as { DialogV2: { confirm(o: object): Promise<unknown> } }).DialogV2.confirm({
    content: "Sure?",
    rejectClose: false,
    render,
  });

describe("fray.promptOpened", () => {
  it("a listener that responds at once answers: no dialog is shown", async () => {
    frayHarness();
    dialogs.shown.length = 0;
    const seen: OpenedPrompt[] = [];
    Hooks.on("fray.promptOpened", (prompt) => {
      seen.push(prompt);
      prompt.respond(false);
    });
    expect(await openPrompt("endCombat", { combatId: "c" }, confirm)).toBe(false);
    expect(seen.map((p) => [p.kind, p.data])).toEqual([["endCombat", { combatId: "c" }]]);
    expect(dialogs.shown).toEqual([]);
    expect(Object.isFrozen(seen[0]?.data)).toBe(true);
  });

  it("a listener that responds later closes the open dialog, and its answer counts", async () => {
    frayHarness();
    let later: OpenedPrompt | null = null;
    Hooks.on("fray.promptOpened", (prompt) => {
      later = prompt;
    });
    // The user has not answered yet: a promise the test never settles.
    dialogs.answers.push(new Promise(() => undefined));
    const wait = (render: (event: Event, dialog: { close(): unknown }) => void) =>
      (foundry.applications.api as unknown as { DialogV2: { wait(o: object): Promise<unknown> } }).DialogV2.wait({
        content: "",
        buttons: [{ action: "pass" }],
        rejectClose: false,
        render,
      });
    const answer = openPrompt("opportunity", { choices: ["pass"] }, wait);
    await Promise.resolve();
    (later as OpenedPrompt | null)?.respond("pass");
    (later as OpenedPrompt | null)?.respond("ignored");
    expect(await answer).toBe("pass");
    expect(dialogs.closed).toHaveLength(1);
  });

  it("without a listener the dialog answers, as before", async () => {
    frayHarness();
    dialogs.answers.push(true);
    expect(await openPrompt("spendAnyway", {}, confirm)).toBe(true);
  });
});
