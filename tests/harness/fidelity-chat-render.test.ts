// F136: v13 ChatMessage#renderHTML: a new element for the message, with renderChatMessageHTML called on the calling
// client before it resolves (a system's listeners bind its buttons there); the chat log is left as it was.
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index";

describe("F136 ChatMessage#renderHTML draws the message and calls renderChatMessageHTML", () => {
  it("resolves to a new li.chat-message holding the content, after the hook ran on this client only", async () => {
    const h = installFoundry();
    const seen: { user: string; id: string; button: boolean }[] = [];
    for (const client of h.clients)
      client.hooks.on("renderChatMessageHTML", (message, html) => {
        const element = html as HTMLElement;
        seen.push({
          user: client.user.name,
          id: (message as { id: string }).id,
          button: element.querySelector("button[data-action='go']") !== null,
        });
        element.querySelector("button")?.setAttribute("data-bound", "yes");
      });
    const message = await h.as(h.player, () =>
      ChatMessage.create({ content: "<p>Card</p><button data-action='go'>Go</button>" }),
    );
    await h.settle();
    const drawnBefore = h.client(h.gm).chatLog.rendered(message?.id ?? "");
    seen.length = 0;
    const html = await h.as(h.gm, () =>
      (h.doc(message as never, h.gm) as unknown as { renderHTML(): Promise<HTMLElement> }).renderHTML(),
    );
    expect(seen).toEqual([{ user: h.gm.name, id: message?.id, button: true }]);
    expect(html.matches(`li.chat-message[data-message-id="${message?.id ?? ""}"]`)).toBe(true);
    expect(html.querySelector("p")?.textContent).toBe("Card");
    expect(html.querySelector("button")?.getAttribute("data-bound")).toBe("yes");
    // A new element each time; the log keeps the one it drew.
    expect(html).not.toBe(drawnBefore);
    expect(h.client(h.gm).chatLog.rendered(message?.id ?? "")).toBe(drawnBefore);
  });
});
