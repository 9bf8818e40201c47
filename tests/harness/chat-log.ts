/**
 * Each client's chat log (v13 `ui.chat`, foundry.applications.sidebar.tabs.ChatLog), as far as Fray's cards
 * need it (FIDELITY F88):
 * - a message the client may see (not whispered, or whispered to its user, or the user is a GM) is rendered when
 *   it arrives and again when it changes: its content in a `li.chat-message[data-message-id]`, then the
 *   `renderChatMessageHTML(message, html, context)` hook fires on that client with that element;
 * - `ui.chat.updateMessage(message)` renders an existing message again on that client only (dnd5e 5.x overrides
 *   it and calls the core method to redraw a card); nothing is sent to the server;
 * - a deleted message leaves the log.
 * Tests read what each user's browser shows with `rendered(messageId)`.
 */
import { dom } from "./applications";
import type { HarnessHooks } from "./hooks";
import type { HarnessUser } from "./users";

/** The members of a chat message the log reads. */
export interface LoggedMessage {
  readonly id: string;
  readonly content: string;
  readonly whisper: readonly string[];
}

export class HarnessChatLog {
  readonly #rendered = new Map<string, HTMLElement>();

  constructor(
    private readonly user: HarnessUser,
    private readonly hooks: HarnessHooks,
  ) {}

  /** Whether this client's user sees `message` (v13 ChatMessage#visible, for whispers). */
  #visible(message: LoggedMessage): boolean {
    return message.whisper.length === 0 || message.whisper.includes(this.user.id) || this.user.isGM;
  }

  /** Renders `message` (a ChatMessage) into this client's log, or drops it when the user may not see it. */
  render(document: object): HTMLElement | null {
    const message = document as LoggedMessage;
    if (!this.#visible(message)) {
      this.#rendered.delete(message.id);
      return null;
    }
    const html = dom.document.createElement("li");
    html.className = "chat-message message flexcol";
    html.setAttribute("data-message-id", message.id);
    html.innerHTML = `<div class="message-content">${message.content}</div>`;
    this.#rendered.set(message.id, html);
    this.hooks.callAll("renderChatMessageHTML", message, html, { canDelete: this.user.isGM, canClose: false });
    return html;
  }

  /** v13 `ChatLog#updateMessage(message, notify)`: this client draws the message again. */
  updateMessage(message: LoggedMessage): Promise<void> {
    if (this.#rendered.has(message.id) || this.#visible(message)) this.render(message);
    return Promise.resolve();
  }

  /** A deleted message leaves the log. */
  remove(id: string): void {
    this.#rendered.delete(id);
  }

  /** The message's element as this client shows it, or undefined when it isn't in the log. */
  rendered(id: string): HTMLElement | undefined {
    return this.#rendered.get(id);
  }
}
