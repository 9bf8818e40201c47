/**
 * Stand-ins for the `foundry.data.fields` our data models use. Each field cleans a value (casts "5" to 5,
 * trims nothing else) and validates it, returning a message or nothing. Missing values take `initial`.
 * Documented Foundry behaviour imitated here: `required` + not `nullable` rejects null/undefined after
 * initial; NumberField honours `integer`, `min`, `max`, `choices`; StringField honours `blank`, `choices`.
 */
export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
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
    return this._validateType(value);
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

export interface StringFieldOptions extends FieldOptions {
  blank?: boolean;
  trim?: boolean;
  choices?: readonly string[] | Record<string, string>;
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
    const choices = this.options.choices;
    if (choices && value !== "") {
      const keys = Array.isArray(choices) ? choices : Object.keys(choices);
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

  /** Every invalid path below this schema, as `path: message`. */
  collectErrors(value: unknown, path: string): string[] {
    const own = this.validate(value);
    if (own) return [`${path}: ${own}`];
    const source = value as Record<string, unknown>;
    const errors: string[] = [];
    for (const [name, field] of Object.entries(this.fields)) {
      const childPath = path ? `${path}.${name}` : name;
      if (field instanceof SchemaField) errors.push(...field.collectErrors(source[name], childPath));
      else {
        const message = field.validate(source[name]);
        if (message) errors.push(`${childPath}: ${message}`);
      }
    }
    return errors;
  }
}

export const fields = { DataField, NumberField, StringField, HTMLField, BooleanField, SchemaField };
