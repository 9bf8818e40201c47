import { SchemaField, type DataField } from "./fields";

/** Thrown when data fails its schema, like Foundry's DataModelValidationError; names every bad field. */
export class DataModelValidationError extends Error {
  override name = "DataModelValidationError";
}

/**
 * Stand-in for `foundry.abstract.TypeDataModel`: the `system` data of one document. Cleans and validates
 * its source against `defineSchema()` on construction and on `replaceSource`, then runs the static
 * `validateJoint(data)` with the cleaned source (as Foundry's DataModel does after field validation; a thrown
 * Error is a validation failure). The instance exposes each field's initialized value (a SetField gives a
 * Set) and `prepareBaseData` / `prepareDerivedData` run when the parent prepares; `reset()` erases derived
 * changes by re-initializing from the source.
 */
export class TypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static #schemas = new WeakMap<object, SchemaField>();

  static get schema(): SchemaField {
    let schema = TypeDataModel.#schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      TypeDataModel.#schemas.set(this, schema);
    }
    return schema;
  }

  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  /** Rules across several fields (Foundry's `DataModel.validateJoint`): throw an Error to reject `data`. */
  static validateJoint(data: Record<string, unknown>): void {
    if (typeof data !== "object") throw new Error("must be an object");
  }

  /** Cleans `source` and returns it, or throws naming every invalid field under `prefix`. */
  static cleanAndValidate(source: unknown, prefix = "system"): Record<string, unknown> {
    const migrated = this.migrateData(structuredClone((source ?? {}) as Record<string, unknown>));
    const cleaned = this.schema.clean(migrated) as Record<string, unknown>;
    const errors = this.schema.collectErrors(cleaned, prefix);
    if (errors.length) throw new DataModelValidationError(`${this.name} validation errors:\n  ${errors.join("\n  ")}`);
    try {
      this.validateJoint(structuredClone(cleaned));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new DataModelValidationError(`${this.name} joint validation error:\n  ${prefix}: ${message}`);
    }
    return cleaned;
  }

  readonly parent: unknown;
  #source: Record<string, unknown>;

  constructor(source: unknown = {}, { parent }: { parent?: unknown } = {}) {
    this.parent = parent ?? null;
    this.#source = (this.constructor as typeof TypeDataModel).cleanAndValidate(source);
    this.#reset();
  }

  get _source(): Record<string, unknown> {
    return this.#source;
  }

  /** Replaces the source after validation; throws (changing nothing) when the result would be invalid. */
  replaceSource(source: Record<string, unknown>): void {
    this.#source = (this.constructor as typeof TypeDataModel).cleanAndValidate(source);
    this.#reset();
  }

  /** Re-initializes the instance from its source, erasing prepared (derived) values (`DataModel#reset`). */
  reset(): void {
    this.#reset();
  }

  /**
   * Foundry calls the system model's `_preCreate(data, options, user)` and `_preUpdate(changes, options, user)`
   * from its document's, before the `preCreate…`/`preUpdate…` hooks; returning false cancels. `changes` may be
   * mutated, and the parent's `updateSource` may be called in `_preCreate`.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  _preDelete(options: unknown, user: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  /** Foundry calls these from the document's `_onCreate` / `_onUpdate` / `_onDelete`, on every client. */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  _onCreate(data: unknown, options: unknown, userId: string): void {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  _onUpdate(changed: unknown, options: unknown, userId: string): void {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  _onDelete(options: unknown, userId: string): void {}

  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  toObject(): Record<string, unknown> {
    return structuredClone(this.#source);
  }

  #reset(): void {
    for (const key of Object.keys(this)) {
      if (key !== "parent") Reflect.deleteProperty(this, key);
    }
    const schema = (this.constructor as typeof TypeDataModel).schema;
    Object.assign(this, schema.initialize(structuredClone(this.#source)));
  }
}
