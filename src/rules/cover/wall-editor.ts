import { oneOf, text } from "../errors";
import { SegmentIndex } from "../geometry/segment-index";
import type { Segment } from "../geometry/segments";
import { FlatWallGrid } from "./flat-wall-grid";
import { mergeLine, wallLine, type WallLine } from "./merge-walls";
import { checkedWall, coverWallLayer, type CoverWalls } from "./scene";
import { COVER_WALL_KINDS, type CoverWallInput, type CoverWallKind } from "./types";
import { WallBoxGrid } from "./wall-grid";
import { shareFlatGrid } from "./window-test";

/** A wall of the editor's kind, with its place in the walls' order. */
interface Member {
  readonly order: number;
  readonly wall: Segment;
  readonly line: WallLine | null;
}

/** The walls on one line (one wall for a wall too short to have a line), and the numbers of its merged pieces. */
interface LineGroup {
  readonly members: Member[];
  pieces: number[];
}

/**
 * COV-1: a wall layer kept current one wall at a time. `set` adds or replaces a wall by id (a replaced wall keeps
 * its place in the walls' order, a new one comes last), `delete` takes one out; only the walls on the changed
 * walls' lines are merged again, and only their pieces move in the indexes. `layer` is the current layer: it
 * answers every query as `createCoverWalls` on its `walls` (in that order) would. A layer taken before a change
 * shares the indexes the change updates: take `layer` again after each one.
 */
export class CoverWallEditor {
  readonly wallKind: CoverWallKind;
  /** Every wall by id, in the walls' order; null for a wall not of the editor's kind. */
  readonly #walls = new Map<string, Member | null>();
  readonly #lines = new Map<string | number, LineGroup>();
  /** The merged pieces by number; a free number holds none. */
  readonly #pieces: (Segment | undefined)[] = [];
  readonly #free: number[] = [];
  readonly #index = new SegmentIndex<Segment>([]);
  readonly #boxes = new WallBoxGrid([]);
  /** Built with the first layer (from every piece), then kept current. */
  #flat: FlatWallGrid | undefined;
  #next = 0;
  #layer: CoverWalls | null = null;

  /** The walls by id, in order; bad input throws a RuleInputError naming the field (`walls.w3.a.x`). */
  constructor(walls: Iterable<readonly [string, CoverWallInput]> = [], wallKind: CoverWallKind = "sight") {
    this.wallKind = oneOf(wallKind, "wallKind", COVER_WALL_KINDS);
    for (const [id, wall] of walls) this.#setMember(text(id, "walls id"), wall);
    for (const group of this.#lines.values()) this.#remerge(group);
  }

  /** Adds wall `id`, or replaces it (keeping its place in the order). */
  set(id: string, wall: CoverWallInput): void {
    const groups = this.#setMember(text(id, "id"), wall);
    for (const group of groups) this.#remerge(group);
  }

  /** Takes wall `id` out; false when there was none. */
  delete(id: string): boolean {
    const member = this.#walls.get(id);
    if (member === undefined) return false;
    this.#walls.delete(id);
    const group = member ? this.#leave(member) : null;
    if (group) this.#remerge(group);
    return true;
  }

  /** The current layer, built on first use after a change (the indexes are shared, not rebuilt). */
  get layer(): CoverWalls {
    if (this.#layer) return this.#layer;
    const walls: Segment[] = [];
    for (const member of this.#walls.values()) if (member) walls.push(member.wall);
    const merged = this.#pieces.filter((p): p is Segment => p !== undefined);
    shareFlatGrid(merged, (this.#flat ??= new FlatWallGrid(this.#pieces)));
    this.#layer = coverWallLayer({
      walls: Object.freeze(walls),
      mergedWalls: Object.freeze(merged),
      wallIndex: this.#index,
      wallGrid: this.#boxes,
      wallKind: this.wallKind,
    });
    return this.#layer;
  }

  /** Records wall `id`'s new value; returns the line groups to merge again (its old and new lines). */
  #setMember(id: string, raw: CoverWallInput): LineGroup[] {
    const wall = checkedWall(raw, `walls.${id}`, this.wallKind);
    const old = this.#walls.get(id);
    const order = old ? old.order : this.#next++;
    const member = wall ? { order, wall, line: wallLine(wall) } : null;
    this.#walls.set(id, member);
    if (old === undefined && member === null) return [];
    if (old === null && member === null) return [];
    const changed = old ? [this.#leave(old)] : [];
    if (member) changed.push(this.#join(member));
    return [...new Set(changed)].filter((g): g is LineGroup => g !== null);
  }

  #key(member: Member): string | number {
    return member.line ? member.line.key : `point ${member.order}`;
  }

  #join(member: Member): LineGroup {
    const key = this.#key(member);
    let group = this.#lines.get(key);
    if (!group) this.#lines.set(key, (group = { members: [], pieces: [] }));
    const at = group.members.findIndex((m) => m.order > member.order);
    group.members.splice(at < 0 ? group.members.length : at, 0, member);
    return group;
  }

  /** Takes a member out of its line group; the group (to merge again), or null when it was emptied (and removed). */
  #leave(member: Member): LineGroup | null {
    const key = this.#key(member);
    const group = this.#lines.get(key) as LineGroup;
    group.members.splice(group.members.indexOf(member), 1);
    if (group.members.length > 0) return group;
    this.#unplace(group);
    this.#lines.delete(key);
    return null;
  }

  /** Merges a line's walls again and files its new pieces in place of the old ones. */
  #remerge(group: LineGroup): void {
    this.#unplace(group);
    const first = group.members[0];
    if (!first) return;
    const pieces: Segment[] = [];
    if (first.line) {
      const spans = group.members.map((m): [number, number] => [m.line?.lo ?? 0, m.line?.hi ?? 0]);
      mergeLine(first.wall, first.line, spans, pieces);
    } else pieces.push(first.wall);
    group.pieces = pieces.map((p) => this.#place(p));
    this.#layer = null;
  }

  #unplace(group: LineGroup): void {
    for (const i of group.pieces) {
      this.#index.remove(i);
      this.#boxes.remove(i);
      this.#flat?.remove(i);
      this.#pieces[i] = undefined;
      this.#free.push(i);
    }
    group.pieces = [];
    this.#layer = null;
  }

  #place(piece: Segment): number {
    const i = this.#free.pop() ?? this.#pieces.length;
    this.#pieces[i] = piece;
    this.#index.place(i, piece);
    this.#boxes.place(i, piece);
    // A piece beyond the flat grid's extent needs a new grid (built with the next layer).
    if (this.#flat?.holds(piece)) this.#flat.place(i, piece);
    else this.#flat = undefined;
    return i;
  }
}
