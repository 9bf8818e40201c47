/**
 * The contract of a preview fixture. Each file in preview/fixtures/ exports `fixtures: PreviewFixture[]`;
 * the page finds the files itself (import.meta.glob), so adding a fixture never means editing a shared list.
 */

/** One rendered template inside a fixture's frame, in order (like one of an AppV2's PARTS). */
export interface PreviewPart {
  /** The template's repository path (`templates/chat/preset-changed.hbs`) or Foundry path (`systems/fray/…`). */
  template: string;
  /** The context the template is rendered with: what the app's `_prepareContext` would return. */
  context: object;
  /**
   * The partials the app's part lists in `templates` (Foundry paths, from the constants the app itself uses).
   * As in v13, a template may include only partials that were loaded: the page loads each part's template and
   * these before rendering the fixture, as HandlebarsApplicationMixin does before an app's first render.
   */
  templates?: readonly string[];
}

/**
 * A button of a DialogV2's footer, as the dialog declares it (`DialogV2Button`): the frame draws the footer
 * DialogV2 would, so the screenshot shows the real buttons. `label` is already localized (DialogV2 localizes it).
 */
export interface PreviewButton {
  action: string;
  label: string;
  /** Font Awesome classes (`fa-solid fa-check`). */
  icon?: string;
  /** The default button (submitted by Enter), focused first. */
  default?: boolean;
}

export interface PreviewFixture {
  /** Unique, kebab-case: the screenshot is docs/screenshots/<id>-<theme>.png and the URL is ?fixture=<id>. */
  id: string;
  /** Shown as the window title (frame "window") or the message sender (frame "chat"). Plain text. */
  title: string;
  group: "sheet" | "item-sheet" | "chat" | "dialog" | "tracker" | "canvas";
  /** Width of the frame in CSS pixels; by default 520 for a window and 300 for chat and sidebar. */
  width?: number;
  /** "window": an AppV2 window; "chat": a message in the chat log; "sidebar": a sidebar-width column. */
  frame: "window" | "chat" | "sidebar";
  /** Classes on the app root (the window, the chat message, the sidebar column), e.g. ["fray", "sheet", "actor"]. */
  classes?: string[];
  parts: PreviewPart[];
  /** A DialogV2's footer buttons (frame "window" only): the parts become the dialog's content, as in DialogV2. */
  buttons?: readonly PreviewButton[];
  /** false: not saved to docs/screenshots/ by the browser tests (still rendered and checked). Default true. */
  screenshot?: boolean;
}

/**
 * A user-supplied name that would run script if a template printed it unescaped. Put it in a fixture's
 * context wherever a user or a module chooses the text (actor and item names, preset labels…): the browser
 * tests check that every fixture whose context holds it shows it as literal text.
 */
export const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

/** The hero the chat fixtures name. */
export const HERO = "Aldra Venn";

/** A chat card fixture: one part, `template` rendered with `context`, in a chat message frame. */
export const chatFixture = (
  id: string,
  title: string,
  template: string,
  context: object,
  screenshot = true,
): PreviewFixture => ({
  id,
  title,
  group: "chat",
  frame: "chat",
  parts: [{ template, context }],
  screenshot,
});

/** What the page publishes for the browser tests once every fixture is rendered. */
export interface PreviewState {
  fixtures: {
    id: string;
    title: string;
    group: PreviewFixture["group"];
    screenshot: boolean;
    hostile: boolean;
    /**
     * The templates this page rendered for the fixture, by repository path (`templates/combat/turn.hbs`): each
     * part's template and every partial one of them included. Empty for a fixture the page did not render
     * (`?fixture=` shows one alone).
     */
    templates: string[];
  }[];
  /** Every error the page showed (rendering failures, unlocalized keys, bad fixtures). */
  errors: string[];
  ready: true;
}

declare global {
  interface Window {
    __frayPreview?: PreviewState;
  }
}
