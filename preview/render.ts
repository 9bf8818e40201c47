/**
 * Renders a fixture's parts with the real Handlebars, the shared helper subset and the repository's
 * templates, and wraps them in a simple frame standing in for Foundry's window, chat message or sidebar.
 * The frames are honest stand-ins for layout and theme classes, not Foundry's own CSS.
 *
 * Partials follow v13's rule (tests/harness/handlebars-helpers.ts PartialStore): each fixture starts with no
 * partial and loads what the real app loads — every part's template and the `templates` its part lists, as
 * HandlebarsApplicationMixin does before the first render — so a template including a partial its app does not
 * list fails here as it would in Foundry.
 *
 * Each render notes the templates it used, by repository path: every part's template and every partial a
 * template actually included (a loaded partial that nothing included is not counted). The page publishes them
 * per fixture, and the browser tests fail when a file of templates/ is rendered by no fixture.
 */
import Handlebars from "handlebars";
import {
  PartialStore,
  loadTemplatesInto,
  partTemplates,
  registerFrayHelpers,
} from "../tests/harness/handlebars-helpers";
import type { PreviewButton, PreviewFixture } from "./fixture";
import { i18n } from "./i18n";

export type Theme = "light" | "dark";

/** Every template of templates/, by repository path (`templates/chat/preset-changed.hbs`). */
const templates: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("/templates/**/*.hbs", { query: "?raw", import: "default", eager: true }),
  ).map(([path, source]) => [path.replace(/^\/+/, ""), source]),
);

const hbs = Handlebars.create();
registerFrayHelpers(hbs, i18n);
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** `systems/fray/templates/x.hbs`, `/templates/x.hbs` or `templates/x.hbs` → `templates/x.hbs`. */
function repositoryPath(template: string): string {
  return template.replace(/^\/+/, "").replace(/^systems\/fray\//, "");
}

/** The compiled template at a repository or Foundry path; throws if templates/ has no such file. */
function compile(template: string): Handlebars.TemplateDelegate {
  const path = repositoryPath(template);
  let delegate = compiled.get(path);
  if (!delegate) {
    const source = templates[path];
    if (source === undefined) throw new Error(`no template ${path} in templates/`);
    delegate = hbs.compile(source);
    compiled.set(path, delegate);
  }
  return delegate;
}

/**
 * The store's partials, each wrapped to note its repository path in `used` when a template includes it. A
 * wrapper is a plain function, as Handlebars allows for a partial; it passes the render options on, so the
 * partials a partial includes are noted too.
 */
function notingPartials(partials: PartialStore, used: Set<string>): Record<string, Handlebars.TemplateDelegate> {
  return Object.fromEntries(
    Object.entries(partials.partials).map(([name, delegate]) => {
      const noted: Handlebars.TemplateDelegate = (context, options) => {
        used.add(repositoryPath(name));
        return delegate(context, options);
      };
      return [name, noted];
    }),
  );
}

/**
 * Renders one template like Foundry's renderTemplate, with the partials loaded into `partials` (none by
 * default); throws if it is missing, fails, or includes a partial that was not loaded. The template and each
 * partial it included are added to `used` (repository paths).
 */
export function renderTemplate(
  template: string,
  context: object,
  partials = new PartialStore(),
  used = new Set<string>(),
): string {
  const delegate = compile(template);
  used.add(repositoryPath(template));
  return delegate(context, { partials: notingPartials(partials, used) });
}

const DEFAULT_WIDTH: Record<PreviewFixture["frame"], number> = { window: 520, chat: 300, sidebar: 300 };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  classes: string[],
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.classList.add(...classes.filter(Boolean));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The fixture's parts as HTML (template output only: Handlebars has escaped every `{{value}}`). */
function renderParts(fixture: PreviewFixture, used: Set<string>): string {
  const partials = new PartialStore();
  loadTemplatesInto(partials, partTemplates(fixture.parts), compile);
  return fixture.parts.map((part) => renderTemplate(part.template, part.context, partials, used)).join("\n");
}

/**
 * A DialogV2's form around `html`: the content, then a footer with one button per `buttons`, each an icon and
 * its label (text, never HTML); the default button submits the form. (DialogV2 also focuses it; the preview
 * does not, so screenshots show no focus ring.)
 */
function dialogForm(html: string, buttons: readonly PreviewButton[]): HTMLFormElement {
  const form = element("form", ["dialog-form", "standard-form"]);
  const content = element("div", ["dialog-content", "standard-form"]);
  content.innerHTML = html;
  const footer = element("footer", ["form-footer"]);
  for (const button of buttons) {
    const node = element("button", []);
    node.type = button.default ? "submit" : "button";
    node.dataset.action = button.action;
    if (button.icon) {
      const icon = element("i", button.icon.split(/\s+/));
      icon.inert = true;
      node.append(icon);
    }
    node.append(element("span", [], button.label));
    footer.append(node);
  }
  form.append(content, footer);
  return form;
}

/**
 * The fixture in its frame, themed. The frame element carries `data-preview-frame` (what the browser tests
 * screenshot). The templates it rendered, partials included, are added to `used`. Throws on any rendering
 * error.
 */
export function renderFixture(fixture: PreviewFixture, theme: Theme, used = new Set<string>()): HTMLElement {
  const html = renderParts(fixture, used);
  const themed = ["themed", `theme-${theme}`];
  const classes = fixture.classes ?? [];
  let frame: HTMLElement;
  if (fixture.frame === "window") {
    const kind = fixture.group === "dialog" ? "dialog" : "sheet";
    frame = element("div", ["preview-frame", "preview-frame--window", "application", kind, ...themed, ...classes]);
    const header = element("header", ["window-header"]);
    header.append(element("h1", ["window-title"], fixture.title));
    const content = element("section", ["window-content"]);
    if (fixture.buttons?.length) content.append(dialogForm(html, fixture.buttons));
    else content.innerHTML = html;
    frame.append(header, content);
  } else if (fixture.frame === "chat") {
    frame = element("section", ["preview-frame", "preview-frame--chat", "chat-sidebar", ...themed]);
    const log = element("ol", ["chat-log"]);
    const message = element("li", ["chat-message", "message", "flexcol", ...classes]);
    const header = element("header", ["message-header"]);
    header.append(element("h4", ["message-sender"], fixture.title));
    const content = element("div", ["message-content"]);
    content.innerHTML = html;
    message.append(header, content);
    log.append(message);
    frame.append(log);
  } else {
    frame = element("section", ["preview-frame", "preview-frame--sidebar", "sidebar-tab", ...themed, ...classes]);
    frame.innerHTML = html;
  }
  frame.dataset.previewFrame = fixture.id;
  frame.style.width = `${fixture.width ?? DEFAULT_WIDTH[fixture.frame]}px`;
  return frame;
}
