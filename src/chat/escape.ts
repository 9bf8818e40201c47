/**
 * Escapes text for HTML element content: `&`, `<` and `>`. For text that Foundry inserts as HTML without a
 * template to escape it, such as a chat message's `flavor` (an item named `<img src=x onerror=…>` must show as
 * text, not run). Quotes stay as they are: the text is never put in an attribute, and "Hunter's Bow" reads back
 * unchanged from the message (the GMs' record of a hidden outcome takes its title from the flavor).
 */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The text `escapeHtml` escaped (a flavor read back to be printed again by a template, which escapes it). */
export function unescapeHtml(html: string): string {
  return html.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}
