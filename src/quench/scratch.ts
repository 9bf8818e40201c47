/**
 * The scratch world a batch plays in (issue 27 item 2): its own folder, scene, actors and combat, made when the batch
 * starts and deleted when it ends, also after a failure. It never touches the GM's documents: it refuses to start
 * while a combat is running, views its scene without activating it (players stay where they are) and returns to the
 * scene viewed before, puts back every world setting the batch changed, and deletes the chat cards its fight posted.
 */

import { pause } from "./wait";

type AnyDocument = { id: string | null; delete(): Promise<unknown> };
type SceneDocument = AnyDocument & {
  view(): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown[]>;
  tokens: { get(id: string): unknown; contents: unknown[] };
};
type WorldCollection = { get(id: string): unknown; contents: { id: string | null }[] };

/** Square grid of 100 px squares of 5 ft, as every scenario counts it. */
export const SQUARE = 100;

const world = (name: string): WorldCollection =>
  (game as unknown as Record<string, WorldCollection>)[name] ?? { get: () => undefined, contents: [] };

/** Raised when a batch must not start: the message says why. */
export class ScratchRefusal extends Error {}

export class Scratch {
  readonly #label: string;
  #viewedBefore: string | null = null;
  readonly #settings = new Map<string, unknown>();
  readonly #created: AnyDocument[] = [];
  #messages: Set<string> | null = null;
  #scene: SceneDocument | null = null;
  #folder: AnyDocument | null = null;

  constructor(label: string) {
    this.#label = label;
  }

  /** The scratch scene (viewed, never active); only between `open` and `close`. */
  get scene(): SceneDocument {
    if (!this.#scene) throw new Error("Fray batch: the scratch scene is not open");
    return this.#scene;
  }

  /** Starts the batch: refuses while a combat is running or for a non-GM; makes the folder and scene, views it. */
  async open(options: { gm?: boolean } = {}): Promise<void> {
    if ((options.gm ?? true) && !game.user.isGM) throw new ScratchRefusal("Fray batch: run this batch as a GM.");
    const running = game.combats.contents.find((c) => c.started);
    if (running)
      throw new ScratchRefusal(
        `Fray batch: a combat is running (${running.id}); end it before running Fray's batches.`,
      );
    this.#viewedBefore = (game.scenes.viewed?.id as string | null | undefined) ?? null;
    this.#messages = new Set(game.messages.contents.map((m) => m.id));
    const FolderClass = (globalThis as unknown as { Folder: { create(data: object): Promise<AnyDocument> } }).Folder;
    this.#folder = await FolderClass.create({ name: `Fray test: ${this.#label}`, type: "Actor" });
    const scene = (await Scene.create({
      name: `Fray test: ${this.#label}`,
      active: false,
      width: 20 * SQUARE,
      height: 20 * SQUARE,
      padding: 0,
      // type 1: CONST.GRID_TYPES.SQUARE (v13 API, CONST).
      grid: { type: 1, size: SQUARE, distance: 5, units: "ft" },
    } as never)) as unknown as SceneDocument | undefined;
    if (!scene) throw new Error("Fray batch: the scratch scene was not created");
    this.#scene = scene;
    this.#created.push(scene);
    await scene.view();
  }

  /** Sets world setting `fray.<key>` for the batch; `close` puts the value it had back. */
  async setting(key: string, value: unknown): Promise<void> {
    const settings = game.settings as unknown as {
      get(ns: string, key: string): unknown;
      set(ns: string, key: string, value: unknown): Promise<unknown>;
    };
    if (!this.#settings.has(key)) this.#settings.set(key, settings.get("fray", key));
    await settings.set("fray", key, value);
  }

  /** A scratch actor in the batch's folder. */
  async actor(data: Record<string, unknown>): Promise<Actor.Implementation> {
    const created: unknown = await Actor.create({ ...data, folder: this.#folder?.id ?? null } as never);
    const actor = created as Actor.Implementation | undefined;
    if (!actor) throw new Error(`Fray batch: actor ${String(data.name)} was not created`);
    this.#created.push(actor);
    return actor;
  }

  /** A scratch combat on the scratch scene (inactive for everyone else's tracker until the batch views it). */
  async combat(combatants: object[]): Promise<Combat.Implementation> {
    const combat = (await CONFIG.Combat.documentClass.create({
      scene: this.scene.id,
      active: true,
      combatants,
    })) as unknown as Combat.Implementation | undefined;
    if (!combat) throw new Error("Fray batch: the combat was not created");
    this.#created.push(combat);
    return combat;
  }

  /** Tracks a document the batch made some other way (a combat a scenario created), to delete it at the end. */
  keep(document: unknown): void {
    this.#created.push(document as AnyDocument);
  }

  /**
   * Ends the batch, whatever happened: deletes what it made (newest first), the chat cards posted meanwhile, the
   * folder; puts the settings back; views the scene viewed before. Throws afterwards if any step failed.
   */
  async close(): Promise<void> {
    const problems: string[] = [];
    const attempt = async (what: string, step: () => Promise<unknown>): Promise<void> => {
      try {
        await step();
      } catch (error) {
        problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    for (const document of this.#created.reverse()) {
      const collection = document.id ? stillThere(document) : false;
      if (collection) await attempt("delete", () => document.delete());
    }
    this.#created.length = 0;
    const folder = this.#folder;
    if (folder && stillThere(folder)) await attempt("delete the folder", () => folder.delete());
    this.#folder = null;
    for (const [key, value] of this.#settings)
      await attempt(`restore fray.${key}`, () => game.settings.set("fray", key as never, value as never));
    this.#settings.clear();
    // The chat cards posted meanwhile, the preset-changed cards of the switches back included (the active GM's
    // client posts those from its settings hook, a moment after the change).
    await pause(300);
    const before = this.#messages;
    if (before) {
      const posted = game.messages.contents.filter((m) => !before.has(m.id));
      for (const message of posted) await attempt("delete a chat card", () => message.delete());
    }
    this.#messages = null;
    const previous = this.#viewedBefore ? (game.scenes.get(this.#viewedBefore) as SceneDocument | undefined) : null;
    if (previous) await attempt("view the previous scene", () => previous.view());
    this.#scene = null;
    if (problems.length) throw new Error(`Fray batch: cleaning up failed: ${problems.join("; ")}`);
  }
}

/** Whether a document is still in its world collection (a scenario may have deleted it already). */
function stillThere(document: AnyDocument): boolean {
  const name = (document as { documentName?: string }).documentName ?? "";
  const collection = world(`${name.charAt(0).toLowerCase()}${name.slice(1)}s`);
  return collection.get(document.id ?? "") !== undefined;
}
