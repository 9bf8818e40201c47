/**
 * The stand-in's reading of a form, as v13's `foundry.applications.ux.FormDataExtended` reads a sheet before
 * `_processFormData` (FIDELITY F86):
 * - every named `input`, `select` and `textarea` inside the form's root, disabled ones left out (the v13 option
 *   `disabled` is false by default);
 * - a checkbox gives `true`/`false`, a radio group its checked button's value (nothing when none is checked), a
 *   number input a number (an empty one `null`), a `<select multiple>` the list of its selected values, a
 *   `data-dtype="Number"` field a number; anything else its text;
 * - a name given by more than one field (radio groups aside) becomes an ARRAY of the fields' values in document
 *   order, as FormDataExtended does (core issue #14421). A data model's number or string field then refuses the
 *   update, which is how a sheet with two fields of one name fails in a real world.
 *
 * The reader works on the harness's DOM (linkedom), where a field's value is its attribute and its checkedness
 * the `checked` property `installCheckedness` gives it: `setField` changes them as a user's edit would.
 */

const CHECKEDNESS = Symbol("checkedness");

type Checkable = Element & { [CHECKEDNESS]?: boolean; checked: boolean };

/**
 * Gives the DOM's inputs a browser's `checked` (HTML's checkedness): it starts as the `checked` attribute, a
 * script or a user's click sets it apart from the attribute, and checking a radio button unchecks the others of
 * its group in the same form. linkedom has no such property, so without this a dialog's script that ticks a box
 * or picks a radio would pass unseen.
 */
export function installCheckedness(window: { HTMLInputElement: { prototype: object } }): void {
  const proto = window.HTMLInputElement.prototype;
  if (Object.getOwnPropertyDescriptor(proto, "checked")) return;
  Object.defineProperty(proto, "checked", {
    configurable: true,
    get(this: Checkable): boolean {
      return this[CHECKEDNESS] ?? this.hasAttribute("checked");
    },
    set(this: Checkable, value: unknown) {
      this[CHECKEDNESS] = value === true;
      if (value !== true || type(this) !== "radio") return;
      const group = this.closest("form") ?? this.ownerDocument;
      for (const other of group.querySelectorAll(`input[type="radio"][name="${this.getAttribute("name") ?? ""}"]`))
        if (other !== this) (other as Checkable)[CHECKEDNESS] = false;
    },
  });
}

const isChecked = (field: Element): boolean => (field as Checkable).checked;

/** What FormDataExtended hands `_processFormData`: the flat form object by field name. */
export interface HarnessFormData {
  readonly object: Record<string, unknown>;
}

type Field = Element;

const FIELD_SELECTOR = "input[name], select[name], textarea[name]";

/** The named fields of `root` that a submit reads (disabled ones and buttons left out). */
export function formFields(root: Element): Field[] {
  return [...root.querySelectorAll(FIELD_SELECTOR)].filter(
    (f) => !f.hasAttribute("disabled") && !["button", "submit", "reset", "image"].includes(type(f)),
  );
}

function type(field: Field): string {
  return (field.getAttribute("type") ?? "").toLowerCase();
}

function selectedValues(select: Field): string[] {
  const options = [...select.querySelectorAll("option")];
  const chosen = options.filter((o) => o.hasAttribute("selected"));
  const picked = chosen.length > 0 || select.hasAttribute("multiple") ? chosen : options.slice(0, 1);
  return picked.map((o) => o.getAttribute("value") ?? o.textContent);
}

function asNumber(raw: string): number | null {
  return raw.trim() === "" ? null : Number(raw);
}

/** One field's value as FormDataExtended converts it; `undefined` when the field gives nothing (unchecked radio). */
function fieldValue(field: Field): unknown {
  const tag = field.tagName.toLowerCase();
  const numeric = field.getAttribute("data-dtype") === "Number";
  if (tag === "select") {
    const values = selectedValues(field);
    const typed = numeric ? values.map(asNumber) : values;
    return field.hasAttribute("multiple") ? typed : typed[0];
  }
  if (tag === "textarea") return field.textContent;
  const t = type(field);
  if (t === "checkbox") return isChecked(field);
  if (t === "radio") return isChecked(field) ? (field.getAttribute("value") ?? "on") : undefined;
  const raw = field.getAttribute("value") ?? "";
  return t === "number" || t === "range" || numeric ? asNumber(raw) : raw;
}

/**
 * Reads `root`'s form as FormDataExtended does: `{ object }`, one entry per field name, an array where several
 * fields (not one radio group) share the name.
 */
export function readForm(root: Element): HarnessFormData {
  const byName = new Map<string, { radio: boolean; values: unknown[] }>();
  for (const field of formFields(root)) {
    const name = field.getAttribute("name") ?? "";
    const entry = byName.get(name) ?? { radio: type(field) === "radio", values: [] };
    byName.set(name, entry);
    const value = fieldValue(field);
    if (entry.radio && type(field) === "radio") {
      if (value !== undefined) entry.values = [value];
      continue;
    }
    entry.radio = false;
    if (value !== undefined) entry.values.push(value);
  }
  const object: Record<string, unknown> = {};
  for (const [name, { radio, values }] of byName) {
    if (values.length === 0) {
      if (!radio) object[name] = null;
      continue;
    }
    object[name] = values.length === 1 ? values[0] : values;
  }
  return { object };
}

/** Names given by more than one field of `root` (a radio group's buttons count once). */
export function duplicateFieldNames(root: Element): string[] {
  const counts = new Map<string, number>();
  const radios = new Set<string>();
  for (const field of root.querySelectorAll(FIELD_SELECTOR)) {
    const name = field.getAttribute("name") ?? "";
    if (type(field) === "radio") {
      if (radios.has(name)) continue;
      radios.add(name);
    }
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([name]) => name);
}

/**
 * A user's edit of the field(s) named `name` in `root`, firing `change` on each field changed: text and number
 * inputs take `value`, a checkbox is ticked when `value` is true, a select selects the option of that value, a
 * radio group checks its button of that value. Every field of that name is changed; pass `index` to change only
 * the n-th.
 */
export function setField(root: Element, name: string, value: unknown, index?: number): void {
  const fields = [...root.querySelectorAll(FIELD_SELECTOR)].filter((f) => f.getAttribute("name") === name);
  if (fields.length === 0) throw new Error(`harness: no field named ${name}`);
  if (type(fields[0] as Field) === "radio") {
    // Picking a radio button checks it (the rest of its group unchecks) and fires change on it alone.
    const button = fields.find((f) => f.getAttribute("value") === String(value));
    if (!button) throw new Error(`harness: ${name} has no button ${String(value)}`);
    (button as Checkable).checked = true;
    button.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const chosen = index === undefined ? fields : [fields[index]];
  for (const field of chosen) {
    if (!field) throw new Error(`harness: no field ${String(index)} named ${name}`);
    const tag = field.tagName.toLowerCase();
    const t = type(field);
    if (tag === "select") {
      const options = [...field.querySelectorAll("option")];
      if (!options.some((o) => o.getAttribute("value") === String(value)))
        throw new Error(`harness: ${name} has no option ${String(value)}`);
      for (const o of options) o.toggleAttribute("selected", o.getAttribute("value") === String(value));
    } else if (tag === "textarea") field.textContent = String(value);
    else if (t === "checkbox") (field as Checkable).checked = value === true;
    else field.setAttribute("value", String(value));
    // A user's edit fires `change` on the field, bubbling to the form (a dialog's script may redraw on it).
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
