/**
 * Stand-in for the v13 ApplicationV2 sheet API Fray's sheets build on (foundry.applications.api, .sheets,
 * .apps.DocumentSheetConfig, .ux.TextEditor, foundry.appv1.sheets). It imitates the documented behaviour the
 * sheets rely on, nothing more, on a small DOM (linkedom):
 * - DEFAULT_OPTIONS are merged along the class chain, base first (`actions` and `classes` accumulate);
 * - `render()` runs `_configureRenderOptions` (where the mixin calls `_configureRenderParts`, once per render, into
 *   `configuredParts`), `_prepareContext`, before the first render `_preFirstRender`, then per part
 *   `_preparePartContext`, and renders each part's template with the harness' renderTemplate into
 *   `renderedParts[partId]` (HTML text); the parts then replace the content of the app's `element` (created on
 *   the first render, `options.tag`, the app's classes), each part's root marked `data-application-part`, and
 *   `_onRender(context, options)` runs after every render, as v13 runs it (ApplicationV2 API page: "actions
 *   performed after any render of the Application");
 * - a `click` event on an element with `data-action` inside `element` runs that action (v13 binds the app's
 *   `actions` to clicks on `[data-action]`), as does `clickAction(event, target)`;
 * - HandlebarsApplicationMixin's `_preFirstRender` loads, through `loadTemplates`, the `template` and every
 *   `templates` entry of each part configured for that first render (core issues #11672: both the template and
 *   the list; #12471: a part left out of the first render is not preloaded, the stricter case) — so a part's
 *   template may include only the partials its part lists, or ones loaded elsewhere;
 * - `foundry.applications.handlebars.loadTemplates` (v13 API page): an array of paths (partials named by path)
 *   or an object of names → paths (partials named by name); see ./i18n.ts createTemplateRenderer;
 * - a click on `[data-action]` calls the matching action with the app as `this` (`clickAction`);
 * - `close()` marks the app closed (`closed`);
 * - `tabGroups` start at each TABS group's `initial`;
 * - DocumentSheetV2: `document`, `isEditable` (the current user owns it), `_processFormData` expands the form's
 *   flat keys; `submit()` reads the rendered form as FormDataExtended does (./forms.ts) and updates the document;
 *   ActorSheetV2 has `actor`, ItemSheetV2 `item`;
 * - DocumentSheetConfig records registrations per document class (`sheetRegistrations`), the core V1 sheets
 *   registered as defaults until unregistered;
 * - TextEditor.implementation.enrichHTML returns the HTML unchanged (no enrichers are registered).
 * - sidebar.tabs.CombatTracker: see ./combat-tracker.ts.
 * - DialogV2 (foundry.applications.api.DialogV2): the static `confirm(options)` and `prompt(options)` record
 *   the options they were given in `dialogs.shown` and answer from `dialogs.answers`, a queue the test fills
 *   (nothing queued throws, so a test never passes on a dialog nobody answered). `confirm` resolves to the
 *   answer: true (yes), false (no) or null (closed, with `rejectClose: false`). For `prompt` the answer is the
 *   values of the dialog's form by input name, or null (closed): `ok.callback(event, button, dialog)` is called
 *   with a button whose `form.elements.namedItem(name)` gives `{ value }`, and its result is returned
 *   (without a callback, the ok button's action, "ok"). `wait(options)` answers a `WaitAnswer` (the button, the
 *   changed values, the unticked boxes): the dialog's `content` is shown in a form inside its element (passed to
 *   the `render` callback as `dialog.element`), the answer is made there as the user's edits (each fires `change`,
 *   so the dialog's own script may redraw), and the button's callback reads the form as it then stands (see
 *   `dialogForm`; the element is kept in `dialogs.pressed`); a queued promise is a user who answers later: the
 *   dialog stays open until the test settles it.
 */
import { TokenHUD } from "./token-hud";
import { parseHTML } from "linkedom";
import { createCombatTracker } from "./combat-tracker";
import { ctx } from "./context";
import { installCheckedness, readForm, setField } from "./forms";

/** The harness's DOM: one document for every app (v13 apps live in the browser's document). */
export const dom = parseHTML("<!doctype html><html><head></head><body></body></html>");
installCheckedness(dom);
import { partTemplates, type PreloadedPart, type TemplateRequest } from "./handlebars-helpers";

type Options = Record<string, unknown> & { actions?: Record<string, Action>; classes?: string[] };
type Action = (this: unknown, event: unknown, target: unknown) => unknown;
type Part = PreloadedPart;
type RenderTemplate = (path: string, data: object) => Promise<string>;
type LoadTemplates = (request: TemplateRequest) => Promise<unknown>;

/** The two functions of `foundry.applications.handlebars` the applications use. */
export interface HandlebarsFunctions {
  renderTemplate: RenderTemplate;
  loadTemplates: LoadTemplates;
}

/** A registration as DocumentSheetConfig keeps it. */
export interface SheetRegistration {
  scope: string;
  sheetClass: unknown;
  types: string[] | null;
  makeDefault: boolean;
  label: string | undefined;
}

/** The registered sheets of each document class, by document name. */
export const sheetRegistrations = new Map<string, SheetRegistration[]>();

/**
 * v13 `ClientDocumentMixin#sheet` (F91): the sheet class a document of `documentName` and `type` opens with, the
 * last registration made default for its type (or for every type); null when none is (the core V1 placeholders
 * count, so a sheet Fray failed to register is noticed).
 */
export function defaultSheetClass(documentName: string, type: string): unknown {
  const list = (sheetRegistrations.get(documentName) ?? []).filter(
    (r) => r.makeDefault && (r.types === null || r.types.includes(type)),
  );
  return list.at(-1)?.sheetClass ?? null;
}

/** DialogV2's stand-in state: the answers still to give, oldest first, and the options of every dialog shown. */
export const dialogs: {
  answers: unknown[];
  shown: Record<string, unknown>[];
  shownBy: string[];
  /** The options of every dialog closed by its code (`dialog.close()` through the `render` callback's dialog). */
  closed: Record<string, unknown>[];
  /** Each `wait` dialog's element as it stood when answered (the user's edits made, before its callback ran). */
  pressed: HTMLElement[];
} = {
  answers: [],
  shown: [],
  shownBy: [],
  closed: [],
  pressed: [],
};

/**
 * v13 DialogV2WaitOptions `render(event, dialog)`: called once the dialog is shown, with the dialog, whose
 * `close()` ends it as the user's closing would (an answer of null). Resolves with null when closed.
 */
function rendered(options: Record<string, unknown>, element?: HTMLElement): Promise<null> {
  return new Promise((resolve) => {
    const render = options.render as
      ((event: unknown, dialog: { element?: HTMLElement; close(): Promise<void> }) => void) | undefined;
    render?.(
      { type: "render" },
      {
        ...(element ? { element } : {}),
        close: () => {
          if (!dialogs.closed.includes(options)) dialogs.closed.push(options);
          resolve(null);
          return Promise.resolve();
        },
      },
    );
  });
}

function nextDialogAnswer(options: Record<string, unknown>): unknown {
  dialogs.shown.push(options);
  // The user of the client the dialog opened on (each browser shows its own dialogs).
  dialogs.shownBy.push(ctx().currentUser().name);
  if (dialogs.answers.length === 0) throw new Error("harness: no DialogV2 answer queued");
  return dialogs.answers.shift();
}

type DialogButton = {
  label?: string;
  action?: string;
  default?: boolean;
  callback?: (event: unknown, button: unknown, dialog: unknown) => unknown;
};

/** What a test queues for `DialogV2.wait`: the button pressed (the default one if absent) and the form's changes. */
export interface WaitAnswer {
  readonly action?: string;
  /** Text, select and radio values by input name. */
  readonly values?: Record<string, string>;
  /** Checkbox names the user unticked (every other box keeps the state the content rendered). */
  readonly unticked?: readonly string[];
}

/**
 * The dialog's window as the browser shows it: `content` in a form inside the dialog's element, in the harness's
 * DOM, which the `render` callback receives (v13 DialogV2WaitOptions `render(event, dialog)`, `dialog.element`).
 */
function dialogElement(content: string): HTMLElement {
  const element = dom.document.createElement("dialog");
  element.className = "application dialog";
  element.innerHTML = `<form class="dialog-form">${content}</form>`;
  dom.document.body.append(element);
  return element;
}

/** The user's answer, made in the shown form as edits (each fires `change`, which the dialog's script may hear). */
function answerInForm(element: HTMLElement, answer: WaitAnswer): void {
  for (const name of answer.unticked ?? []) setField(element, name, false);
  for (const [name, value] of Object.entries(answer.values ?? {})) setField(element, name, value);
}

/**
 * The dialog's form as the button's callback reads it: each named input's value (a radio group's checked one)
 * and `checked` state, as they stand in the shown form when the button is pressed.
 */
function dialogForm(element: HTMLElement) {
  return {
    elements: {
      namedItem(name: string): { value: string; checked: boolean } | null {
        const inputs = [...element.querySelectorAll(`[name="${name}"]`)];
        const first = inputs[0];
        if (!first) return null;
        const type = first.getAttribute("type");
        const checked = (i: Element) => (i as HTMLInputElement).checked;
        if (type === "checkbox") return { value: first.getAttribute("value") ?? "on", checked: checked(first) };
        if (type === "radio") {
          const on = inputs.find(checked);
          return { value: on?.getAttribute("value") ?? "", checked: true };
        }
        if (first.tagName === "SELECT") {
          const selected = first.querySelector("option[selected]") ?? first.querySelector("option");
          return { value: selected?.getAttribute("value") ?? "", checked: true };
        }
        return { value: first.getAttribute("value") ?? "", checked: true };
      },
    },
  };
}

class DialogV2 {
  static confirm(options: Record<string, unknown> = {}): Promise<boolean | null> {
    const queued = nextDialogAnswer(options);
    const closed = rendered(options);
    const checked = (answer: unknown): boolean | null => {
      if (answer !== true && answer !== false && answer !== null)
        throw new Error("harness: confirm answers true, false or null");
      return answer;
    };
    // F131: a deferred answer (a promise the test settles later) keeps the dialog open until then, or until the
    // code closes it (null), as a user who has not answered yet does.
    if (queued instanceof Promise) return Promise.race([queued, closed]).then((a: unknown) => checked(a ?? null));
    return Promise.resolve(checked(queued));
  }

  /**
   * v13 `DialogV2.wait({ buttons, content, rejectClose })`: resolves to the pressed button's callback result (its
   * action without one), or null when closed (`null` queued, `rejectClose: false`).
   */
  static async wait(
    options: Record<string, unknown> & { buttons?: DialogButton[]; content?: string } = {},
  ): Promise<unknown> {
    // A deferred answer (a promise the test settles later) keeps the dialog open until then, as a user who has
    // not answered yet does.
    const queued = nextDialogAnswer(options) as Promise<WaitAnswer | null> | WaitAnswer | null;
    const element = dialogElement(options.content ?? "");
    const answer = (await Promise.race([queued, rendered(options, element)])) ?? null;
    if (answer !== null) answerInForm(element, answer);
    element.remove();
    dialogs.pressed.push(element);
    if (answer === null) {
      if (options.rejectClose !== false) throw new Error("harness: the dialog was closed (rejectClose)");
      return null;
    }
    const buttons = options.buttons ?? [];
    const button = answer.action
      ? buttons.find((b) => b.action === answer.action)
      : (buttons.find((b) => b.default) ?? buttons[0]);
    if (!button) throw new Error(`harness: no button "${String(answer.action)}" in the dialog`);
    const form = dialogForm(element);
    return button.callback ? button.callback({ type: "click" }, { form }, null) : (button.action ?? null);
  }

  static async prompt(options: Record<string, unknown> & { ok?: DialogButton } = {}): Promise<unknown> {
    const answer = nextDialogAnswer(options);
    if (answer === null) return null;
    const values = answer as Record<string, string>;
    const form = { elements: { namedItem: (name: string) => (name in values ? { value: values[name] } : null) } };
    const button = { form };
    return options.ok?.callback ? options.ok.callback({ type: "click" }, button, null) : (options.ok?.action ?? "ok");
  }
}

function expandObject(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1) as string] = value;
  }
  return out;
}

function getProperty(object: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);
}

function chainOf(cls: unknown): { DEFAULT_OPTIONS?: Options; TABS?: Record<string, { initial?: string }> }[] {
  const chain: { DEFAULT_OPTIONS?: Options; TABS?: Record<string, { initial?: string }> }[] = [];
  for (
    let c = cls as { DEFAULT_OPTIONS?: Options } | null;
    c && c !== Function.prototype;
    c = Object.getPrototypeOf(c) as typeof c
  )
    chain.unshift(c);
  return chain;
}

// The v13 signatures are kept (subclasses override them as in Foundry) though the stand-in ignores some arguments.
/* eslint-disable @typescript-eslint/no-unused-vars */
export function createApplicationsApi({ renderTemplate, loadTemplates }: HandlebarsFunctions) {
  class ApplicationV2 {
    static DEFAULT_OPTIONS: Options = { classes: [], actions: {} };
    static TABS: Record<string, { initial?: string }> = {};
    readonly options: Options;
    tabGroups: Record<string, string | null> = {};
    renderedParts: Record<string, string> = {};
    #element: HTMLElement | null = null;

    /** The app's root element (v13 `ApplicationV2#element`), made at the first render. */
    get element(): HTMLElement {
      if (!this.#element) {
        const element = dom.document.createElement(typeof this.options.tag === "string" ? this.options.tag : "div");
        element.className = ["application", ...(this.options.classes ?? [])].join(" ");
        element.addEventListener("click", (event: Event) => {
          const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
          if (!target || !this.options.actions?.[target.dataset.action ?? ""]) return;
          void this.clickAction(event, target);
        });
        dom.document.body.append(element);
        this.#element = element;
      }
      return this.#element;
    }

    get rendered(): boolean {
      return this.#element !== null && !this.closed;
    }

    constructor(options: Options = {}) {
      const merged: Options = { classes: [], actions: {} };
      for (const cls of chainOf(this.constructor)) {
        const own = Object.hasOwn(cls, "DEFAULT_OPTIONS") ? (cls.DEFAULT_OPTIONS ?? {}) : {};
        Object.assign(merged, { ...own, classes: merged.classes, actions: merged.actions });
        merged.classes = [...new Set([...(merged.classes ?? []), ...(own.classes ?? [])])];
        merged.actions = { ...merged.actions, ...own.actions };
        for (const [group, config] of Object.entries(Object.hasOwn(cls, "TABS") ? (cls.TABS ?? {}) : {}))
          this.tabGroups[group] ??= config.initial ?? null;
      }
      this.options = { ...merged, ...options };
    }

    _prepareContext(options: object): Promise<Record<string, unknown>> {
      return Promise.resolve({});
    }

    closed = false;

    close(options: object = {}): Promise<this> {
      this.closed = true;
      return Promise.resolve(this);
    }

    #renderedOnce = false;

    async render(options: object = {}): Promise<this> {
      this._configureRenderOptions(options);
      const context = await this._prepareContext(options);
      if (!this.#renderedOnce) {
        await this._preFirstRender(context, options);
        this.#renderedOnce = true;
      }
      const result = await this._renderHTML(context, options);
      this._replaceHTML(result, this.element, options);
      await this._onRender(context, options);
      return this;
    }

    /** ApplicationV2 leaves the HTML to its renderer (the mixin puts its parts in). */
    _replaceHTML(result: unknown, content: HTMLElement, options: object): void {
      return undefined;
    }

    /** v13: runs after every render, when the app's element holds the new HTML. */
    _onRender(context: Record<string, unknown>, options: object): Promise<void> {
      return Promise.resolve();
    }

    /** v13: settles what this render covers, before its context (the mixin: which parts). */
    _configureRenderOptions(options: object): void {
      return undefined;
    }

    /** v13: runs once, before the first render's HTML (HandlebarsApplicationMixin preloads templates here). */
    _preFirstRender(context: Record<string, unknown>, options: object): Promise<void> {
      return Promise.resolve();
    }

    /** ApplicationV2 itself renders nothing; HandlebarsApplicationMixin renders the parts. */
    _renderHTML(context: Record<string, unknown>, options: object): Promise<unknown> {
      return Promise.resolve(undefined);
    }

    /** A click on an element with `data-action` (the stand-in takes the element's dataset directly). */
    async clickAction(event: unknown, target: { dataset: Record<string, string | undefined> }): Promise<unknown> {
      const action = this.options.actions?.[target.dataset.action ?? ""];
      if (!action) throw new Error(`harness: no action "${target.dataset.action}"`);
      return action.call(this, event, target);
    }
  }

  function HandlebarsApplicationMixin<B extends new (...args: never[]) => ApplicationV2>(Base: B) {
    return class HandlebarsApplication extends (Base as unknown as typeof ApplicationV2) {
      static PARTS: Record<string, Part> = {};

      /** The parts of the render under way, from one `_configureRenderParts` call per render (as in v13). */
      configuredParts: Record<string, Part> = {};

      override _configureRenderOptions(options: object): void {
        super._configureRenderOptions(options);
        this.configuredParts = this._configureRenderParts(options);
      }

      _configureRenderParts(options: object): Record<string, Part> {
        return structuredClone((this.constructor as typeof HandlebarsApplication).PARTS);
      }

      _preparePartContext(partId: string, context: Record<string, unknown>, options: object) {
        return Promise.resolve(context);
      }

      /** Loads every part's `template` and `templates` before the first render (#11672, #12471). */
      override async _preFirstRender(context: Record<string, unknown>, options: object): Promise<void> {
        await super._preFirstRender(context, options);
        await loadTemplates(partTemplates(Object.values(this.configuredParts)));
      }

      /** The rendered parts replace the element's content, each part's root marked with its id (v13). */
      override _replaceHTML(result: unknown, content: HTMLElement, options: object): void {
        const parts = result as Record<string, string>;
        content.innerHTML = "";
        for (const [partId, html] of Object.entries(parts)) {
          const holder = dom.document.createElement("div");
          holder.innerHTML = html;
          const roots = [...holder.children];
          if (roots.length === 1 && roots[0]) roots[0].setAttribute("data-application-part", partId);
          else holder.setAttribute("data-application-part", partId);
          content.append(...(roots.length === 1 ? roots : [holder]));
        }
      }

      override async _renderHTML(context: Record<string, unknown>, options: object): Promise<Record<string, string>> {
        const rendered: Record<string, string> = {};
        for (const [partId, part] of Object.entries(this.configuredParts)) {
          const partContext = await this._preparePartContext(partId, { ...context }, options);
          rendered[partId] = await renderTemplate(part.template, partContext);
        }
        this.renderedParts = rendered;
        return rendered;
      }
    };
  }

  interface SheetDocument {
    isOwner: boolean;
    toObject?(): unknown;
    update?(data: object): Promise<unknown>;
  }

  class DocumentSheetV2 extends ApplicationV2 {
    static override DEFAULT_OPTIONS: Options = { classes: ["sheet"], form: { submitOnChange: false } };
    readonly document: SheetDocument;

    constructor(options: Options & { document: SheetDocument }) {
      super(options);
      this.document = options.document;
    }

    get isEditable(): boolean {
      return this.document.isOwner;
    }

    override async _prepareContext(options: object): Promise<Record<string, unknown>> {
      return { ...(await super._prepareContext(options)), document: this.document, editable: this.isEditable };
    }

    _processFormData(_event: unknown, _form: unknown, formData: { object: Record<string, unknown> }) {
      return expandObject(formData.object);
    }

    /**
     * v13 `ApplicationV2#submit` of a document sheet (F86): the rendered form read as FormDataExtended reads it
     * (./forms.ts: a repeated name is an array), `_processFormData`, then the document's update. A value the data
     * model refuses rejects, and nothing is stored.
     */
    async submit(): Promise<void> {
      const data = this._processFormData(null, this.element, readForm(this.element));
      if (!this.document.update) throw new Error("harness: the sheet's document has no update");
      await this.document.update(data);
    }
  }

  class ActorSheetV2 extends DocumentSheetV2 {
    get actor(): SheetDocument {
      return this.document;
    }
  }

  class ItemSheetV2 extends DocumentSheetV2 {
    get item(): SheetDocument {
      return this.document;
    }
  }

  class ActorSheet {}
  class ItemSheet {}
  sheetRegistrations.clear();
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
  dialogs.shownBy.length = 0;
  dialogs.closed.length = 0;
  dialogs.pressed.length = 0;

  const DocumentSheetConfig = {
    registerSheet(
      documentClass: { documentName: string },
      scope: string,
      sheetClass: unknown,
      options: { types?: string[]; makeDefault?: boolean; label?: string } = {},
    ): void {
      const list = sheetRegistrations.get(documentClass.documentName) ?? [];
      list.push({
        scope,
        sheetClass,
        types: options.types ?? null,
        makeDefault: options.makeDefault ?? false,
        label: options.label,
      });
      sheetRegistrations.set(documentClass.documentName, list);
    },
    unregisterSheet(documentClass: { documentName: string }, scope: string, sheetClass: unknown): void {
      const list = sheetRegistrations.get(documentClass.documentName) ?? [];
      sheetRegistrations.set(
        documentClass.documentName,
        list.filter((r) => !(r.scope === scope && r.sheetClass === sheetClass)),
      );
    },
  };
  for (const [name, cls] of [
    ["Actor", ActorSheet],
    ["Item", ItemSheet],
  ] as const)
    DocumentSheetConfig.registerSheet({ documentName: name }, "core", cls, { makeDefault: true });

  const TextEditor = { implementation: { enrichHTML: async (html: string) => html } };

  return {
    api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
    sheets: { ActorSheetV2, ItemSheetV2 },
    apps: { DocumentSheetConfig },
    ux: { TextEditor },
    appv1: { sheets: { ActorSheet, ItemSheet } },
    utils: { expandObject, getProperty },
  };
}

/* eslint-enable @typescript-eslint/no-unused-vars */

/**
 * Adds the application API to the `foundry` global the harness installed, and
 * `foundry.applications.handlebars.loadTemplates` beside its renderTemplate: the one attached to the
 * renderer by createTemplateRenderer (./i18n.ts), unless the caller installed its own.
 */
export function installApplications(foundry: Record<string, Record<string, unknown> | undefined>): void {
  const applications = (foundry.applications ??= {});
  const handlebars = (applications.handlebars ??= {}) as Partial<HandlebarsFunctions> & {
    renderTemplate?: RenderTemplate & { loadTemplates?: LoadTemplates };
  };
  const renderTemplate = handlebars.renderTemplate;
  if (!renderTemplate) throw new Error("harness: install foundry.applications.handlebars.renderTemplate first");
  const loadTemplates = handlebars.loadTemplates ?? renderTemplate.loadTemplates;
  if (!loadTemplates) throw new Error("harness: no loadTemplates (use createTemplateRenderer from ./i18n.ts)");
  handlebars.loadTemplates = loadTemplates;
  // Fray's classes extend these once, when their modules load, while each test installs a fresh `foundry`: the
  // mixin and the tracker reach the functions of the `foundry` installed now (as core's mixin uses its own
  // page's), so a template loaded under an earlier harness is not a partial under this one.
  const live = (): HandlebarsFunctions => {
    const installed = (globalThis as { foundry?: { applications?: { handlebars?: Partial<HandlebarsFunctions> } } })
      .foundry?.applications?.handlebars;
    return installed?.renderTemplate && installed.loadTemplates
      ? (installed as HandlebarsFunctions)
      : { renderTemplate, loadTemplates };
  };
  const api = createApplicationsApi({
    renderTemplate: (path, data) => live().renderTemplate(path, data),
    loadTemplates: (request) => live().loadTemplates(request),
  });
  Object.assign(applications, { api: api.api, sheets: api.sheets, apps: api.apps, ux: api.ux });
  const { ApplicationV2, HandlebarsApplicationMixin } = api.api;
  const CombatTracker = createCombatTracker(HandlebarsApplicationMixin as never, ApplicationV2, (path, data) =>
    live().renderTemplate(path, data),
  );
  applications.sidebar = { tabs: { CombatTracker } };
  applications.hud = { TokenHUD };
  foundry.appv1 = api.appv1;
  Object.assign((foundry.utils ??= {}), api.utils);
}
