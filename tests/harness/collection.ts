/**
 * Stand-in for Foundry's `Collection` (world collections such as `game.actors`, and embedded collections such
 * as `actor.items`): a keyed store of documents with `get`/`getName`/`find`/`filter`/`map`/`some`, `contents`
 * and `size`. As in Foundry, iterating a collection (`for…of`, spread) yields its documents, not entries.
 */
export class HarnessCollection<T extends { name: string }> {
  readonly #entries = new Map<string, T>();

  get size(): number {
    return this.#entries.size;
  }

  get contents(): T[] {
    return [...this.#entries.values()];
  }

  /** The document with this id; with `strict: true` a missing id throws, as in Foundry. */
  get(id: string, { strict = false }: { strict?: boolean } = {}): T | undefined {
    const doc = this.#entries.get(id);
    if (!doc && strict) throw new Error(`The key ${id} does not exist in the Collection`);
    return doc;
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  set(id: string, doc: T): this {
    this.#entries.set(id, doc);
    return this;
  }

  delete(id: string): boolean {
    return this.#entries.delete(id);
  }

  clear(): void {
    this.#entries.clear();
  }

  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }

  values(): IterableIterator<T> {
    return this.#entries.values();
  }

  entries(): IterableIterator<[string, T]> {
    return this.#entries.entries();
  }

  [Symbol.iterator](): IterableIterator<T> {
    return this.#entries.values();
  }

  getName(name: string): T | undefined {
    return this.contents.find((d) => d.name === name);
  }

  find(predicate: (doc: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  filter(predicate: (doc: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  map<U>(transform: (doc: T) => U): U[] {
    return this.contents.map(transform);
  }

  some(predicate: (doc: T) => boolean): boolean {
    return this.contents.some(predicate);
  }

  forEach(fn: (doc: T) => void): void {
    for (const doc of this.#entries.values()) fn(doc);
  }
}
