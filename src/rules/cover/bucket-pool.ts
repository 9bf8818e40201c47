/**
 * The wall offsets of every bucket of a grid in one Int32Array pool, read like a compressed row list (bucket b's
 * items are `items[start[b] … start[b] + count[b])`), yet each list can grow and shrink: a full list moves to the
 * pool's end with twice the room. Built in two passes (count, then fill) with no room to spare.
 */
export class BucketPool {
  start: Int32Array;
  count: Int32Array;
  items: Int32Array;
  #room: Int32Array;
  #end: number;

  /** `fill(add)` calls `add(bucket, item)` for every item of every bucket, the same way each time (it runs twice). */
  constructor(buckets: number, fill: (add: (bucket: number, item: number) => void) => void) {
    this.count = new Int32Array(buckets);
    fill((b) => (this.count[b] = (this.count[b] as number) + 1));
    this.start = new Int32Array(buckets);
    let end = 0;
    for (let b = 0; b < buckets; b++) {
      this.start[b] = end;
      end += this.count[b] as number;
    }
    this.#room = this.count.slice();
    this.items = new Int32Array(Math.max(16, end));
    this.#end = end;
    this.count.fill(0);
    fill((b, item) => {
      this.items[(this.start[b] as number) + (this.count[b] as number)] = item;
      this.count[b] = (this.count[b] as number) + 1;
    });
  }

  /** Appends `item` to bucket b's list. */
  add(b: number, item: number): void {
    const n = this.count[b] as number;
    if (n === this.#room[b]) this.#move(b, Math.max(4, n * 2));
    this.items[(this.start[b] as number) + n] = item;
    this.count[b] = n + 1;
  }

  /** Takes `item` out of bucket b's list (keeping the order of the rest). */
  delete(b: number, item: number): void {
    const s = this.start[b] as number;
    const n = this.count[b] as number;
    const at = this.items.subarray(s, s + n).indexOf(item);
    if (at < 0) return;
    this.items.copyWithin(s + at, s + at + 1, s + n);
    this.count[b] = n - 1;
  }

  /** Moves bucket b's list to the pool's end with room for `room` items. */
  #move(b: number, room: number): void {
    if (this.#end + room > this.items.length) {
      const grown = new Int32Array(Math.max(this.#end + room, this.items.length * 2));
      grown.set(this.items);
      this.items = grown;
    }
    const s = this.start[b] as number;
    this.items.copyWithin(this.#end, s, s + (this.count[b] as number));
    this.start[b] = this.#end;
    this.#room[b] = room;
    this.#end += room;
  }
}
