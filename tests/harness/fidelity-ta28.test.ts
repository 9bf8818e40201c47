// Fidelity rows F131–F133 (FIDELITY.md), issue 28's last items: the confirm dialog of a user who answers later.
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index";
import { dialogs } from "./applications";

type Confirm = (o: object) => Promise<unknown>;
const confirm = (): Confirm =>
  (foundry.applications as unknown as { api: { DialogV2: { confirm: Confirm } } }).api.DialogV2.confirm;

describe("F131 DialogV2.confirm waits for a user who answers later", () => {
  it("a queued promise keeps it open until settled; closing it through render answers null", async () => {
    installFoundry();
    let answer: (a: boolean) => void = () => undefined;
    dialogs.answers.push(new Promise<boolean>((resolve) => (answer = resolve)));
    let settled = false;
    const open = confirm()({ content: "Block?", rejectClose: false }).then((a) => {
      settled = true;
      return a;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(true);
    await expect(open).resolves.toBe(true);

    let close: () => unknown = () => undefined;
    dialogs.answers.push(new Promise(() => undefined));
    const options = {
      content: "Again?",
      rejectClose: false,
      render: (_e: unknown, dialog: { close(): unknown }) => (close = () => dialog.close()),
    };
    const closing = confirm()(options);
    close();
    await expect(closing).resolves.toBeNull();
    expect(dialogs.closed).toContain(options);
    expect(() => confirm()({ content: "Nothing queued" })).toThrow("no DialogV2 answer queued");
  });
});
