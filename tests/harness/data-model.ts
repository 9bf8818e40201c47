import { SchemaField, type DataField } from "./fields";

/** Thrown when data fails its schema, like Foundry's DataModelValidationError; names every bad field. */
export class DataModelValidationError extends Error {
  override name = "DataModelValidationError";
}

/**
 * Stand-in for `foundry.abstract.TypeDataModel`: the `system` data of one document. Cleans and validates
 * its source against `defineSchema()` on construction and on `updateSource`, copies the cleaned source
 * onto the instance, and runs `prepareBaseData` / `prepareDerivedData` when the parent prepares.
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

  /** Cleans `source` and returns it, or throws naming every invalid field under `prefix`. */
  static cleanAndValidate(source: unknown, prefix = "system"): Record<string, unknown> {
    const migrated = this.migrateData(structuredClone((source ?? {}) as Record<string, unknown>));
    const cleaned = this.schema.clean(migrated) as Record<string, unknown>;
    const errors = this.schema.collectErrors(cleaned, prefix);
    if (errors.length) throw new DataModelValidationError(`${this.name} validation errors:\n  ${errors.join("\n  ")}`);
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

  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  toObject(): Record<string, unknown> {
    return structuredClone(this.#source);
  }

  #reset(): void {
    for (const key of Object.keys(this)) {
      if (key !== "parent") Reflect.deleteProperty(this, key);
    }
    Object.assign(this, structuredClone(this.#source));
  }
}
