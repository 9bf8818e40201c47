/**
 * Escapes text for HTML, as Foundry's `foundry.utils.escapeHTML` does: `&`, `<`, `>`, `"` and `'`. For text that
 * Foundry inserts as HTML without a template to escape it, such as a chat message's `flavor` (an item named
 * `<img src=x onerror=…>` must show as text, not run).
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
