/**
 * Stand-ins for the `foundry.data.fields` our data models use. Each field cleans a value (casts "5" to 5,
 * trims strings) and validates it, returning a message or nothing. Missing values take `initial`.
 * Documented Foundry behaviour imitated here: `required` + not `nullable` rejects null/undefined after
 * initial; NumberField honours `integer`, `positive`, `min`, `max`, `choices`; StringField honours `blank`
 * and `choices` (a list, an object or a function returning either). `initialize` turns a clean source value
 * into the value seen on the model instance (a SetField gives a `Set`). ArrayField cleans and validates
 * each element (errors name the index, `system.parts.1.formula`), with `min`/`max` element counts.
 * A custom `validate` option runs after the type check: a thrown error's message is the failure, `false`
 * fails with `validationError`. ObjectField holds any plain object (a setting's stored object, for one).
 */
export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  /** A custom validator: throw (its message is the failure) or return false (`validationError`). */
  validate?: (value: unknown) => boolean | undefined;
  validationError?: string;
}

export abstract class DataField<O extends FieldOptions = FieldOptions> {
  readonly options: O;
  name = "";

  constructor(options: O = {} as O) {
    this.options = options;
  }

  get required(): boolean {
    return this.options.required ?? false;
  }

  get nullable(): boolean {
    return this.options.nullable ?? false;
  }

  getInitialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  }

  /** Casts a raw value to the field's type; undefined means "use the initial value". */
  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return null;
    return this._cast(value);
  }

  /** A message saying why `value` is invalid, or undefined when it is valid. */
  validate(value: unknown): string | undefined {
    if (value === undefined || value === null) {
      if (value === null && this.nullable) return undefined;
      if (value === undefined && !this.required) return undefined;
      return this.nullable ? "may not be undefined" : "may not be null";
    }
    return this._validateType(value) ?? this.#validateCustom(value);
  }

  #validateCustom(value: unknown): string | undefined {
    const { validate, validationError } = this.options;
    if (!validate) return undefined;
    try {
      return validate(value) === false ? (validationError ?? "is not valid") : undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Every invalid path at or below this field, as `path: message`. */
  collectErrors(value: unknown, path: string): string[] {
    const message = this.validate(value);
    return message ? [`${path}: ${message}`] : [];
  }

  /** The value the model instance exposes for a clean source value (Foundry's `DataField#initialize`). */
  initialize(value: unknown): unknown {
    return value;
  }

  protected abstract _cast(value: unknown): unknown;
  protected abstract _validateType(value: unknown): string | undefined;
}

export interface NumberFieldOptions extends FieldOptions {
  integer?: boolean;
  positive?: boolean;
  min?: number;
  max?: number;
  choices?: readonly number[];
}

export class NumberField extends DataField<NumberFieldOptions> {
  constructor(options: NumberFieldOptions = {}) {
    super({ nullable: true, ...options });
  }

  protected _cast(value: unknown): unknown {
    if (typeof value === "string" && value.trim() !== "") return Number(value);
    return value;
  }

  protected _validateType(value: unknown): string | undefined {
    const o = this.options;
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    if (o.integer && !Number.isInteger(value)) return "must be an integer";
    if (o.positive && value <= 0) return "must be a positive number";
    if (o.min !== undefined && value < o.min) return `must be at least ${o.min}`;
    if (o.max !== undefined && value > o.max) return `must be at most ${o.max}`;
    if (o.choices && !o.choices.includes(value)) return `must be one of ${o.choices.join(", ")}`;
    return undefined;
  }
}

type StringChoices = readonly string[] | Record<string, string>;

export interface StringFieldOptions extends FieldOptions {
  blank?: boolean;
  trim?: boolean;
  /** Allowed values: a list, an object whose keys are the values, or a function returning either. */
  choices?: StringChoices | (() => StringChoices);
}

export class StringField extends DataField<StringFieldOptions> {
  constructor(options: StringFieldOptions = {}) {
    super({ blank: true, trim: true, ...options });
  }

  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    if (initial === undefined && this.required && !this.nullable && this.options.blank) return "";
    return initial;
  }

  protected _cast(value: unknown): unknown {
    const text = String(value);
    return this.options.trim ? text.trim() : text;
  }

  protected _validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (value === "" && !this.options.blank) return "may not be a blank string";
    const option = this.options.choices;
    const choices = typeof option === "function" ? option() : option;
    if (choices && value !== "") {
      const keys: readonly string[] = Array.isArray(choices) ? choices : Object.keys(choices);
      if (!keys.includes(value)) return `"${value}" is not a valid choice (${keys.join(", ")})`;
    }
    return undefined;
  }
}

/** HTML text; Foundry sanitises it on the server, which this stand-in does not imitate. */
export class HTMLField extends StringField {
  constructor(options: StringFieldOptions = {}) {
    super({ required: true, blank: true, ...options });
  }
}

export class BooleanField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, nullable: false, initial: false, ...options });
  }

  protected _cast(value: unknown): unknown {
    if (value === "true") return true;
    if (value === "false") return false;
    return value;
  }

  protected _validateType(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) field.name = name;
  }

  override getInitialValue(): unknown {
    return this.clean({});
  }

  protected _cast(value: unknown): unknown {
    if (typeof value !== "object" || value === null) return value;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.clean(source[name]);
    return out;
  }

  protected _validateType(value: unknown): string | undefined {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return "must be an object";
    return undefined;
  }

  /** Every invalid path below this schema, as `path: message` (recursing into nested and array fields). */
  override collectErrors(value: unknown, path: string): string[] {
    const own = this.validate(value);
    if (own) return [`${path}: ${own}`];
    if (value === null || value === undefined) return [];
    const source = value as Record<string, unknown>;
    return Object.entries(this.fields).flatMap(([name, field]) =>
      field.collectErrors(source[name], path ? `${path}.${name}` : name),
    );
  }

  override initialize(value: unknown): unknown {
    if (typeof value !== "object" || value === null) return value;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.initialize(source[name]);
    return out;
  }
}

export interface ArrayFieldOptions extends FieldOptions {
  /** Fewest elements allowed. */
  min?: number;
  /** Most elements allowed. */
  max?: number;
}

/** `foundry.data.fields.ArrayField`: required, not nullable and initially `[]` unless told otherwise. */
export class ArrayField<E extends DataField = DataField> extends DataField<ArrayFieldOptions> {
  readonly element: E;

  constructor(element: E, options: ArrayFieldOptions = {}) {
    super({ required: true, nullable: false, initial: () => [], ...options });
    this.element = element;
  }

  /** Foundry casts a Set to an array, an object with index keys to an array, and a lone value to `[value]`. */
  protected _cast(value: unknown): unknown {
    let list: unknown[];
    if (Array.isArray(value)) list = value;
    else if (value instanceof Set) list = [...(value as Set<unknown>)];
    else if (typeof value === "object" && value !== null) {
      list = [];
      for (const [key, element] of Object.entries(value)) {
        const index = Number(key);
        if (Number.isInteger(index) && index >= 0) list[index] = element;
      }
    } else list = [value];
    return Array.from(list, (element) => this.element.clean(element));
  }

  protected _validateType(value: unknown): string | undefined {
    if (!Array.isArray(value)) return "must be an array";
    const { min, max } = this.options;
    if (min !== undefined && value.length < min) return `must have at least ${min} elements`;
    if (max !== undefined && value.length > max) return `must have at most ${max} elements`;
    return undefined;
  }

  override collectErrors(value: unknown, path: string): string[] {
    const own = this.validate(value);
    if (own) return [`${path}: ${own}`];
    if (!Array.isArray(value)) return [];
    return value.flatMap((element, index) => this.element.collectErrors(element, `${path}.${index}`));
  }

  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? value.map((element) => this.element.initialize(element)) : value;
  }
}

/**
 * `foundry.data.fields.SetField`: an ArrayField of unique elements. The source keeps an array (duplicates
 * dropped on cleaning); the model instance exposes a `Set`, as Foundry's `SetField#initialize` returns one.
 */
export class SetField<E extends DataField = DataField> extends ArrayField<E> {
  protected override _cast(value: unknown): unknown {
    const list = super._cast(value);
    if (!Array.isArray(list)) return list;
    const seen = new Set<string>();
    return list.filter((element) => {
      const key = JSON.stringify(element);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? new Set(value.map((element) => this.element.initialize(element))) : value;
  }
}

/** `foundry.data.fields.ObjectField`: a plain object, required and initially `{}`. */
export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, nullable: false, initial: () => ({}), ...options });
  }

  protected _cast(value: unknown): unknown {
    return value;
  }

  protected _validateType(value: unknown): string | undefined {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? undefined : "must be an object";
  }
}

export const fields = {
  DataField,
  NumberField,
  StringField,
  HTMLField,
  BooleanField,
  SchemaField,
  ArrayField,
  SetField,
  ObjectField,
};
