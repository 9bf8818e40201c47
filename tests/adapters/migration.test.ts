// Issue 12 item 9: a world from Fray 0.1.0 (schema 0) loads through the data models' migrateData, and at
// `ready` the active GM's client — only it, only once — writes what only the world can work out (a creature's
// size from its hand-sized token, the running combat's turn ledgers and surprise step), reports progress and a
// summary, and records `fray.schemaVersion`. A document that fails is named and the others still migrate.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Harness } from "../harness";
import type { Source } from "../harness/context";
import type { Combat as HarnessCombat } from "../harness/classes";
import { frayHarness } from "./fray-setup";
import { combat010, dagger010, hero010, ogre010 } from "./fixtures/v0-1-0";
import { listen as listenReady } from "../../src/hooks/ready";
import { SCHEMA_VERSION } from "../../src/migrations/schema-version";
import { migrateWorldIfNeeded, worldMigrationSettled } from "../../src/migrations/world";
import { collectCompendiumJobs } from "../../src/migrations/compendiums";
import { MIGRATION_STEPS } from "../../src/migrations/steps";
import type { TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
  h.onEveryClient(listenReady);
});

const OGRE = "Actor.ogre0000000000aa";
const HERO = "Actor.hero0000000000aa";
const COMBAT = "Combat.combat000000000a";

/** The 0.1.0 world, written straight into the server's store (as 0.1.0 left it) and loaded by every client. */
function store010(): void {
  h.world.create(h.gm, "Actor", null, [ogre010(), hero010(h.player.id)], {});
  h.world.create(h.gm, "Item", null, [dagger010()], {});
  h.world.create(h.gm, "Combat", null, [combat010("hero0000000000aa", "ogre0000000000aa")], {});
  h.operations.length = 0;
}

const stored = (uuid: string): Source => {
  const source = h.world.sourceOf(uuid);
  if (!source) throw new Error(`nothing stored at ${uuid}`);
  return source;
};
const storedSystem = (uuid: string) => stored(uuid).system as Record<string, unknown>;
const storedLedger = (combatantId: string) =>
  (storedSystem(`${COMBAT}.Combatant.${combatantId}`).ledger ?? null) as TurnLedger | null;

/** Every client fires `ready`; waits for the GMs' migrations (hooks don't await their listeners) and the rest. */
async function ready(): Promise<void> {
  h.fire("ready");
  for (const gm of [h.gm, h.assistant]) await h.as(gm, () => worldMigrationSettled());
  await h.settle();
}

/**
 * The database calls that carry migration changes. Combat updates are left out: other `ready` work (the
 * initiative guard's memory of existing combats) may write combats too, so a combat's migration is checked on
 * its stored data instead.
 */
const migrationWrites = () => h.operations.filter((op) => op.action !== "create" && op.documentName !== "Combat");

const shown = (user = h.gm, type: "info" | "warn" | "error" = "info") => h.client(user).shown(type);

describe("0.1.0 data loads through migrateData", () => {
  it("gives every client today's shape with defaults, and leaves the stored sources as they were", () => {
    store010();
    for (const user of [h.gm, h.player]) {
      const client = h.client(user);
      const ogre = client.doc(OGRE);
      expect(ogre.system).toMatchObject({ hp: { value: 59, max: 59 }, size: "medium", speed: { walk: 30 }, cr: 1 });
      const hero = client.doc(HERO);
      expect(hero.getEmbeddedCollection("Item").map((i) => i.type)).toEqual([
        "weapon",
        "armor",
        "spell",
        "feature",
        "equipment",
      ]);
      expect(client.doc("Item.dagger000000000a").system).toMatchObject({ description: "<p>Pointy.</p>", rank: 1 });
      const combat = client.doc(COMBAT) as unknown as HarnessCombat;
      expect(combat.system).toMatchObject({ surpriseSet: false, worldActions: [] });
      expect(combat.turns.map((c) => [c.name, (c.system as { ledger: unknown }).ledger])).toEqual([
        ["Ilsa", null],
        ["Grukk the Ogre", null],
      ]);
    }
    expect(storedSystem(OGRE)).toEqual({ hp: { value: 59, max: 59, temp: 0 }, biography: "<p>Big, hungry.</p>" });
    expect(storedSystem(COMBAT)).toEqual({});
  });
});

describe("the ready migration", () => {
  it("writes what 0.1.0 couldn't store, on every client, and records the schema version", async () => {
    store010();
    await ready();

    // MOV-12: the hand-sized 2×2 ogre is Large; the 1×1 hero stays as it was (small and medium look alike).
    expect(storedSystem(OGRE).size).toBe("large");
    expect((stored(OGRE).prototypeToken as { width: number }).width).toBe(2);
    expect(storedSystem(HERO).size).toBeUndefined();
    // INIT-5 / ECON-1..3: the running combat is past its surprise step and every combatant has a ledger; the
    // ogre, whose turn it is, has its turn's action and Speed.
    expect(storedSystem(COMBAT).surpriseSet).toBe(true);
    expect(storedLedger("ogrecombatant00a")).toMatchObject({
      economy: "actionBonusReaction",
      onTurn: true,
      actions: { used: 0, remaining: 1 },
      movement: { used: 0, remaining: 30 },
    });
    expect(storedLedger("herocombatant00a")).toMatchObject({ onTurn: false, reactions: { perRound: 1, used: 0 } });
    expect(h.settings.get("fray", "schemaVersion")).toBe(SCHEMA_VERSION);
    expect((h.client(h.player).doc(OGRE).system as { size: string }).size).toBe("large");

    expect(shown()).toEqual([
      `Fray is updating this world's data from schema 0 to ${SCHEMA_VERSION}. Keep the world open until it is done.`,
      `Fray updated this world's data to schema ${SCHEMA_VERSION}: 4 documents changed.`,
    ]);
    expect(shown(h.gm, "error")).toEqual([]);
  });

  it("shows its progress on v13's progress notification", async () => {
    store010();
    const updates: { pct?: number; message?: string }[] = [];
    const notifications = h.client(h.gm).ui.notifications;
    const info = notifications.info;
    notifications.info = vi.fn((message: string, options?: { progress?: boolean }) => {
      info(message);
      return options?.progress ? { update: (data: (typeof updates)[number]) => updates.push(data) } : undefined;
    });
    await ready();
    expect(updates.at(-1)).toEqual({ pct: 1, message: "Fray is updating this world's data: 4 of 4 documents." });
    expect(updates.map((u) => u.pct)).toEqual([0.25, 0.5, 1]);
  });

  it("runs on the active GM's client only, in one call per collection and per combat, and only once", async () => {
    store010();
    await ready();
    expect(new Set(h.operations.map((op) => op.userId))).toEqual(new Set([h.gm.id]));
    expect(migrationWrites().map((op) => [op.documentName, op.parent, op.ids])).toEqual([
      ["Actor", null, ["ogre0000000000aa"]],
      ["Combatant", COMBAT, ["herocombatant00a", "ogrecombatant00a"]],
    ]);
    for (const user of [h.assistant, h.player, h.player2, h.observer]) expect(shown(user)).toEqual([]);

    // A reload (every client loads and fires ready again) and a second call change nothing more.
    h.operations.length = 0;
    for (const user of [h.gm, h.assistant, h.player]) {
      h.disconnect(user);
      h.connect(user);
    }
    h.onEveryClient(listenReady);
    await ready();
    const before = { combat: stored(COMBAT), ogre: stored(OGRE) };
    await h.as(h.gm, () => migrateWorldIfNeeded());
    expect(migrationWrites()).toEqual([]);
    expect({ combat: stored(COMBAT), ogre: stored(OGRE) }).toEqual(before);
    expect(shown()).toHaveLength(2);
  });

  it("is run by the assistant GM when no full GM is connected", async () => {
    h.disconnect(h.gm);
    store010();
    await ready();
    expect(storedSystem(OGRE).size).toBe("large");
    expect(storedSystem(COMBAT).surpriseSet).toBe(true);
    expect(new Set(h.operations.map((op) => op.userId))).toEqual(new Set([h.assistant.id]));
    expect(shown(h.assistant)).toHaveLength(2);
  });

  it("leaves a world already at this schema alone", async () => {
    await h.settings.set("fray", "schemaVersion", SCHEMA_VERSION);
    store010();
    await ready();
    expect(migrationWrites()).toEqual([]);
    expect(storedSystem(OGRE).size).toBeUndefined();
    expect(storedSystem(COMBAT)).toEqual({});
    expect(shown()).toEqual([]);
  });

  it("leaves a world saved by a newer Fray alone, with a warning to the GM", async () => {
    await h.settings.set("fray", "schemaVersion", SCHEMA_VERSION + 1);
    store010();
    await ready();
    expect(migrationWrites()).toEqual([]);
    expect(storedSystem(COMBAT)).toEqual({});
    expect(h.settings.get("fray", "schemaVersion")).toBe(SCHEMA_VERSION + 1);
    expect(shown(h.gm, "warn")).toEqual([
      `This world's data was saved by a newer Fray (schema ${SCHEMA_VERSION + 1}; this version knows ${SCHEMA_VERSION}). Fray left it as it is; update Fray before playing.`,
    ]);
  });

  it("records the version of a new, empty world without a word", async () => {
    await ready();
    expect(h.settings.get("fray", "schemaVersion")).toBe(SCHEMA_VERSION);
    expect(migrationWrites()).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it("records nothing after an unexpected error, so the next ready tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    store010();
    const settings = h.client(h.gm).settings;
    const set = settings.set.bind(settings);
    const refuse = vi.spyOn(settings, "set").mockRejectedValueOnce(new Error("the server is gone"));
    await ready();
    expect(h.settings.get("fray", "schemaVersion")).toBe(0);
    expect(shown(h.gm, "error")).toEqual([
      "Fray could not finish updating this world's data; it will try again the next time the world loads. The browser console has the details.",
    ]);
    refuse.mockImplementation(set);
    h.onEveryClient(listenReady);
    await ready();
    expect(h.settings.get("fray", "schemaVersion")).toBe(SCHEMA_VERSION);
    expect(storedSystem(OGRE).size).toBe("large");
  });

  it("names a document the server refuses, leaves it whole, and still migrates the others", async () => {
    store010();
    h.world.create(h.gm, "Actor", null, [ogre010("ogre0000000000bb", "Brakka the Ogre")], {});
    h.operations.length = 0;
    const update = h.world.update.bind(h.world);
    vi.spyOn(h.world, "update").mockImplementation((user, name, parent, updates, options) => {
      if (updates.some((u) => u._id === "ogre0000000000aa")) throw new Error("refused by the server");
      return update(user, name, parent, updates, options);
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await ready();

    expect(storedSystem(OGRE)).not.toHaveProperty("size");
    expect(storedSystem("Actor.ogre0000000000bb").size).toBe("large");
    expect(storedSystem(COMBAT).surpriseSet).toBe(true);
    expect(shown(h.gm, "error")).toEqual([
      "Fray could not update 1 documents, which were left as they were: Grukk the Ogre. The browser console has the details.",
    ]);
    expect(shown()).toContain(`Fray updated this world's data to schema ${SCHEMA_VERSION}: 4 documents changed.`);
    expect(h.settings.get("fray", "schemaVersion")).toBe(SCHEMA_VERSION);
  });
});

describe("the ready migration's compendiums", () => {
  /** A stand-in for a v13 CompendiumCollection (the harness has no `game.packs`). */
  const pack = (title: string, documentName: string, packageType: string, locked: boolean, documents: unknown[]) => ({
    collection: `world.${title.toLowerCase()}`,
    title,
    documentName,
    locked,
    metadata: { packageType },
    getDocuments: vi.fn(() => Promise.resolve(documents)),
  });

  it("looks at the world's unlocked Actor and Item packs only, and names the locked ones", async () => {
    h.world.create(h.gm, "Actor", null, [ogre010()], {});
    const ogre = h.client(h.gm).doc(OGRE);
    const monsters = pack("Monsters", "Actor", "world", false, [ogre]);
    const vault = pack("Vault", "Item", "world", true, []);
    const systemPack = pack("Conditions", "JournalEntry", "system", false, []);
    const modulePack = pack("Bestiary", "Actor", "module", false, [ogre]);
    const report = { changed: 0, failed: [], lockedPacks: [] as string[] };
    const jobs = await h.as(h.gm, () =>
      collectCompendiumJobs([monsters, vault, systemPack, modulePack], MIGRATION_STEPS, report),
    );
    expect(jobs.flatMap((job) => job.pending)).toEqual([
      { id: "ogre0000000000aa", name: "Grukk the Ogre", changes: { "system.size": "large" } },
    ]);
    expect(report.lockedPacks).toEqual(["Vault"]);
    for (const untouched of [vault, systemPack, modulePack]) expect(untouched.getDocuments).not.toHaveBeenCalled();
  });

  it("names a compendium that can't be loaded among the failures and goes on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    store010();
    const broken = pack("Broken", "Actor", "world", false, []);
    broken.getDocuments.mockImplementation(() => Promise.reject(new Error("corrupt")));
    h.client(h.gm).game.packs = [broken];
    await ready();
    expect(storedSystem(OGRE).size).toBe("large");
    expect(shown(h.gm, "error")).toEqual([
      "Fray could not update 1 documents, which were left as they were: Broken. The browser console has the details.",
    ]);
  });

  it("tells the GM which locked compendiums it left alone", async () => {
    h.client(h.gm).game.packs = [pack("Vault", "Item", "world", true, [])];
    await ready();
    expect(shown(h.gm, "warn")).toEqual([
      "Fray left these locked compendiums as they were: Vault. Unlock them and update their documents by hand if they hold Fray actors or items from an older version.",
    ]);
    expect(h.settings.get("fray", "schemaVersion")).toBe(SCHEMA_VERSION);
  });
});

describe("ECON-1 GM override records move into system data", () => {
  it("a combatant's flags.fray.ledgerOverrides join system.ledgerOverrides and the flag goes", async () => {
    const combat = combat010("hero0000000000aa", "ogre0000000000aa");
    const record = { round: 1, turn: 0, userId: h.gm.id, cost: { kind: "action" }, reason: "Haste", refused: "x" };
    const [hero] = combat.combatants as Source[];
    if (!hero) throw new Error("no combatant");
    hero.flags = { fray: { ledgerOverrides: [record] } };
    h.world.create(h.gm, "Actor", null, [ogre010(), hero010(h.player.id)], {});
    h.world.create(h.gm, "Combat", null, [combat], {});
    await ready();
    const moved = stored(`${COMBAT}.Combatant.herocombatant00a`);
    expect((moved.system as { ledgerOverrides: unknown[] }).ledgerOverrides).toEqual([record]);
    expect((moved.flags as { fray?: Record<string, unknown> }).fray?.ledgerOverrides).toBeUndefined();
  });

  // Issue 26 attack 11: the flags were the owner's to write, so a player could plant records there before the
  // migration; only a GM's well-formed override is moved, the rest dropped with the flag.
  it("forged records in the flags (the player's, flagged moves, junk) are dropped; the GM's is kept", async () => {
    const combat = combat010("hero0000000000aa", "ogre0000000000aa");
    const gm = { round: 1, turn: 0, userId: h.gm.id, cost: { kind: "action" }, reason: "Haste", refused: "x" };
    const forged = [
      { ...gm, userId: h.player.id },
      { ...gm, flagged: true },
      { ...gm, round: -1 },
      { ...gm, cost: "free" },
      "junk",
      null,
    ];
    const [hero] = combat.combatants as Source[];
    if (!hero) throw new Error("no combatant");
    hero.flags = { fray: { ledgerOverrides: [...forged, gm] } };
    h.world.create(h.gm, "Actor", null, [ogre010(), hero010(h.player.id)], {});
    h.world.create(h.gm, "Combat", null, [combat], {});
    await ready();
    const moved = stored(`${COMBAT}.Combatant.herocombatant00a`);
    expect((moved.system as { ledgerOverrides: unknown[] }).ledgerOverrides).toEqual([gm]);
    expect((moved.flags as { fray?: Record<string, unknown> }).fray?.ledgerOverrides).toBeUndefined();
  });
});
