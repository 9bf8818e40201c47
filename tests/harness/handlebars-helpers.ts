/**
 * Stand-in for the Handlebars helpers and template partials Foundry v13 registers, shared by the test
 * harness (tests/harness/i18n.ts) and the preview page (preview/main.ts). It is pure — no Node API, no
 * Foundry global — so the browser imports it too. It takes the Handlebars instance as an argument instead of
 * importing the package, so each side brings its own build of Handlebars.
 *
 * Fray's templates may use only this subset of Foundry's helpers (the names and behaviour of
 * foundry.applications.handlebars in the v13 API docs). A template using anything else fails in the harness
 * and in the preview, which is the point: a helper we have not imitated is a helper nobody checked.
 *
 *   {{localize "FRAY.Key"}}                 the text of a key; a missing key comes back as the key itself
 *   {{localize "FRAY.Key" name=actor.name}} with hash arguments: game.i18n.format, `{name}` is replaced
 *   {{#if (eq a b)}}  ne  lt  gt            ===, !==, <, >
 *   (and a b …)  (or a b …)  (not a)        booleans over any number of arguments
 *   <input type="checkbox" {{checked v}}>   "checked" when v is truthy, else ""
 *   <button {{disabled v}}>                 "disabled" when v is truthy, else ""
 *   {{selectOptions choices selected=v}}    <option> elements (see selectOptions below); also `blank="…"`,
 *                                           `localize=true`, `valueAttr="…"`, `labelAttr="…"`
 *   {{numberFormat n decimals=1 sign=true}} fixed decimals (default 0); sign=true writes "+" before n ≥ 0
 *   {{ifThen cond "a" "b"}}                 cond ? "a" : "b"
 *   (concat "FRAY.Cover." kind)             joins the values. Like Foundry's, it returns a SafeString, so
 *                                           its output is NOT escaped: use it to build keys and paths, never
 *                                           to print user text.
 *   {{> "systems/fray/templates/x/y.hbs"}}  a partial by its Foundry path, only once it was loaded (see
 *                                           PartialStore below): like v13, an unloaded partial throws
 *
 * Handlebars' own built-ins (if, unless, each, with, lookup, log) work as usual. Escaping is Handlebars':
 * `{{value}}` escapes, so user text (names, descriptions) is always printed with double braces; Fray never
 * uses the triple-stash `{{{ }}}` for user text.
 */
import type HandlebarsRuntime from "handlebars";

/** The Handlebars instance to register on (`Handlebars.create()`). */
type HandlebarsEnv = typeof HandlebarsRuntime;

/** What the helpers need of `game.i18n`. */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, unknown>): string;
}

interface HelperOptions {
  hash?: Record<string, unknown>;
}

/** Flattens a nested language file to `{"A.B.C": "text"}`. */
export function flattenKeys(tree: Record<string, unknown>, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null)
      Object.assign(out, flattenKeys(value as Record<string, unknown>, path));
    else out[path] = String(value);
  }
  return out;
}

/** The helper names this module registers: the documented subset above. */
export const FRAY_HELPERS = [
  "localize",
  "eq",
  "ne",
  "lt",
  "gt",
  "and",
  "or",
  "not",
  "checked",
  "disabled",
  "selectOptions",
  "numberFormat",
  "ifThen",
  "concat",
] as const;

/** Splits Handlebars' trailing options object from a helper's positional arguments. */
function positional(args: unknown[]): unknown[] {
  return args.slice(0, -1);
}

function hashOf(options: unknown): Record<string, unknown> {
  return (options as HelperOptions | undefined)?.hash ?? {};
}

/** Registers the documented subset of Foundry's helpers on `hbs`, localizing through `i18n`. */
export function registerFrayHelpers(hbs: HandlebarsEnv, i18n: Localizer): void {
  hbs.registerHelper("localize", (key: unknown, options: unknown) => {
    if (typeof key !== "string" && !(key instanceof hbs.SafeString))
      throw new Error(`localize needs a key, got ${String(key)}`);
    const hash = hashOf(options);
    return Object.keys(hash).length ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hbs.registerHelper("lt", (a: unknown, b: unknown) => (a as number) < (b as number));
  hbs.registerHelper("gt", (a: unknown, b: unknown) => (a as number) > (b as number));
  hbs.registerHelper("and", (...args: unknown[]) => positional(args).every(Boolean));
  hbs.registerHelper("or", (...args: unknown[]) => positional(args).some(Boolean));
  hbs.registerHelper("not", (value: unknown) => !value);
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hbs.registerHelper("ifThen", (criteria: unknown, ifTrue: unknown, ifFalse: unknown) => (criteria ? ifTrue : ifFalse));
  hbs.registerHelper("concat", (...args: unknown[]) => new hbs.SafeString(positional(args).map(String).join("")));
  hbs.registerHelper("numberFormat", (value: unknown, options: unknown) => numberFormat(value, hashOf(options)));
  hbs.registerHelper(
    "selectOptions",
    (choices: unknown, options: unknown) =>
      new hbs.SafeString(selectOptions(choices, hashOf(options), i18n, hbs.Utils.escapeExpression)),
  );
}

/** `numberFormat`: `decimals` fixed digits (default 0); `sign=true` puts "+" before zero and positives. */
export function numberFormat(value: unknown, hash: Record<string, unknown>): string {
  const decimals = Number(hash.decimals ?? 0);
  const text = Number(value).toFixed(decimals);
  return hash.sign === true && !text.startsWith("-") && text !== "NaN" ? `+${text}` : text;
}

const SELECT_OPTIONS_HASH = new Set(["selected", "blank", "localize", "valueAttr", "labelAttr"]);

/**
 * `selectOptions`, Foundry's semantics for the options we support:
 * - `choices` as an object: each key is a value, each entry its label (a string), or an object whose label
 *   is `entry[labelAttr ?? "label"]` and whose value is `entry[valueAttr]` when valueAttr is given, else the key;
 * - `choices` as an array: objects `{value, label}` (or the `valueAttr`/`labelAttr` names), or plain values;
 * - `selected`: a value, or an array or Set of values (multi-select);
 * - `blank`: an empty-valued first option with this label; `localize=true` localizes the labels and blank.
 * Any other option (`inverted`, `sort`, `groups`…) throws: we have not imitated it.
 */
export function selectOptions(
  choices: unknown,
  hash: Record<string, unknown>,
  i18n: Localizer,
  escape: (text: string) => string,
): string {
  const unsupported = Object.keys(hash).filter((key) => !SELECT_OPTIONS_HASH.has(key));
  if (unsupported.length) throw new Error(`selectOptions: unsupported option(s) ${unsupported.join(", ")}`);
  const valueAttr = typeof hash.valueAttr === "string" ? hash.valueAttr : undefined;
  const labelAttr = typeof hash.labelAttr === "string" ? hash.labelAttr : "label";
  const localize = hash.localize === true;
  const selected = new Set(
    (hash.selected instanceof Set || Array.isArray(hash.selected)
      ? [...(hash.selected as Iterable<unknown>)]
      : [hash.selected]
    )
      .filter((v) => v !== undefined && v !== null)
      .map(String),
  );

  const entries: [value: unknown, label: unknown][] = [];
  if (Array.isArray(choices)) {
    for (const choice of choices as unknown[]) {
      if (typeof choice === "object" && choice !== null) {
        const record = choice as Record<string, unknown>;
        entries.push([record[valueAttr ?? "value"], record[labelAttr]]);
      } else entries.push([choice, choice]);
    }
  } else if (typeof choices === "object" && choices !== null) {
    for (const [key, choice] of Object.entries(choices)) {
      if (typeof choice === "object" && choice !== null) {
        const record = choice as Record<string, unknown>;
        entries.push([valueAttr ? record[valueAttr] : key, record[labelAttr]]);
      } else entries.push([key, choice]);
    }
  } else throw new Error(`selectOptions needs an object or an array of choices, got ${String(choices)}`);

  const label = (text: unknown) => escape(localize ? i18n.localize(String(text)) : String(text));
  const html: string[] = [];
  if (typeof hash.blank === "string") html.push(`<option value="">${hash.blank ? label(hash.blank) : ""}</option>`);
  for (const [value, text] of entries) {
    const isSelected = selected.has(String(value)) ? " selected" : "";
    html.push(`<option value="${escape(String(value))}"${isSelected}>${label(text)}</option>`);
  }
  return html.join("");
}

/** A template's Foundry path: `templates/x.hbs` (or `/templates/x.hbs`) → `systems/fray/templates/x.hbs`. */
export function foundryTemplatePath(repoPath: string): string {
  return `systems/fray/${repoPath.replace(/^\/+/, "")}`;
}

/**
 * The partials one browser has loaded: what `{{> "systems/fray/templates/x.hbs"}}` can resolve. In v13 a
 * template is a partial only once `foundry.applications.handlebars.loadTemplates` loaded it (v13 API page
 * foundry.applications.handlebars.loadTemplates), either because the system called it or because
 * HandlebarsApplicationMixin preloaded an app's parts before its first render (each part's `template` and
 * every path of its `templates`: core issues #11672 and #12471). Rendering a template with `renderTemplate`
 * does not make it a partial here: core may cache it, but code that relied on that would depend on what was
 * rendered before, so the stand-in models the stricter case.
 *
 * Each browser has its own partials (its own Handlebars), so the harness keeps one store per client and the
 * preview one per fixture. A render passes `partials` as Handlebars' runtime option, and Handlebars throws
 * "The partial … could not be found" for any other name.
 */
export class PartialStore {
  readonly #partials = new Map<string, HandlebarsRuntime.TemplateDelegate>();

  /** Registers `template` as the partial `name` (a later load of the same name replaces it, as in Handlebars). */
  register(name: string, template: HandlebarsRuntime.TemplateDelegate): void {
    this.#partials.set(name, template);
  }

  has(name: string): boolean {
    return this.#partials.has(name);
  }

  /** The loaded names, in load order. */
  get names(): string[] {
    return [...this.#partials.keys()];
  }

  /** The runtime option of a render: `template(data, { partials: store.partials })`. */
  get partials(): Record<string, HandlebarsRuntime.TemplateDelegate> {
    return Object.fromEntries(this.#partials);
  }
}

/** What `loadTemplates` takes in v13: an array of template paths, or an object of partial names → paths. */
export type TemplateRequest = readonly string[] | Readonly<Record<string, string>>;

function isPathList(request: TemplateRequest): request is readonly string[] {
  return Array.isArray(request);
}

/**
 * `foundry.applications.handlebars.loadTemplates(request)` into `store` (v13 API page of loadTemplates): each
 * path is compiled by `compile` and registered as a partial under its path (array form) or under its name
 * (object form, `{{> name}}`; the path itself is then not a partial name). Returns the compiled templates in
 * request order, as v13 resolves them.
 */
export function loadTemplatesInto(
  store: PartialStore,
  request: TemplateRequest,
  compile: (path: string) => HandlebarsRuntime.TemplateDelegate,
): HandlebarsRuntime.TemplateDelegate[] {
  const entries: [name: string, path: string][] = isPathList(request)
    ? request.map((path) => [path, path])
    : Object.entries(request);
  return entries.map(([name, path]) => {
    const template = compile(path);
    store.register(name, template);
    return template;
  });
}

/** A part as HandlebarsApplicationMixin declares it: what the mixin preloads is `template` and `templates`. */
export interface PreloadedPart {
  template: string;
  templates?: readonly string[] | undefined;
}

/**
 * The paths HandlebarsApplicationMixin loads before an app's first render: each part's `template` and every
 * entry of its `templates` (both since core issue #11672), without repeats.
 */
export function partTemplates(parts: Iterable<PreloadedPart>): string[] {
  const paths = new Set<string>();
  for (const part of parts) {
    paths.add(part.template);
    for (const path of part.templates ?? []) paths.add(path);
  }
  return [...paths];
}
