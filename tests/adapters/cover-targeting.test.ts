// Issue 13 item 3: cover on targeting. The attack roll measures the target's cover on the viewed scene from its
// walls (v13 wall types: doors, one-way walls, walls that block no sight) and the creatures in between, through
// the cover index the wall and token hooks keep current; the readout equals the pure core's on the same scene.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, text, type RollHarness } from "./roll-setup";
import { automationHarness as rollHarness } from "./combat-automation-setup";
import { FrayD20Roll, type RollTarget } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { coverIndexOf, resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { coverBetween, createCoverScene } from "../../src/rules";
import type { Scene as HarnessScene, TokenDocument as HarnessToken } from "../harness/scene";
import { lcg } from "../rules/cover/helpers";
import { onCardAction, onRenderChatMessage } from "../../src/hooks/render-chat-message";
import { parseHTML } from "linkedom";

let h: RollHarness;
beforeEach(async () => {
  resetCoverIndexes();
  h = await rollHarness("srd52");
});

const G = 100; // the harness grid: 100 px squares

async function bowOf(actor: FrayActor): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    {
      name: "Longbow",
      type: "weapon",
      system: { range: { normal: 150, long: 600 }, damage: { parts: [{ formula: "1d8", type: "piercing" }] } },
    } as never,
  ]);
  return (created as FrayItem[])[0] as FrayItem;
}

interface Field {
  scene: HarnessScene;
  archer: FrayActor;
  orc: FrayActor;
  bow: FrayItem;
}

/** An archer at square (0, 2) and an orc (AC 13) at (6, 2), with the walls given (pixels), on the active scene. */
async function field(walls: Record<string, unknown>[] = [], extra: Record<string, unknown>[] = []): Promise<Field> {
  const archer = await creature("Archer", { abilities: { dex: { value: 16 } } });
  const orc = await creature("Orc", { ac: { calc: "flat", flat: 13 } }, "npc");
  const tokens = [
    { _id: "archerToken00000", name: "Archer", actorId: archer.id, x: 0, y: 2 * G },
    { _id: "orcToken00000000", name: "Orc", actorId: orc.id, x: 6 * G, y: 2 * G },
    ...extra,
  ];
  const scene = (await Scene.create({
    name: "Range",
    active: true,
    tokens,
    walls,
  })) as unknown as HarnessScene;
  return { scene, archer, orc, bow: await bowOf(archer) };
}

function lastTarget(): RollTarget | undefined {
  const roll = lastMessage().rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  return roll?.fray.targets[0];
}

async function shoot(f: Field): Promise<RollTarget | undefined> {
  const before = (game.messages as unknown as { size: number }).size;
  if (!h.dice.pending()[20]?.length) h.dice.queue(20, 10);
  await f.bow.rollAttack({ targets: [f.orc], fastForward: true });
  return (game.messages as unknown as { size: number }).size > before ? lastTarget() : undefined;
}

const wallAcross = (x: number, more: Record<string, unknown> = {}) => ({ c: [x * G, 0, x * G, 6 * G], ...more });

describe("COV-1 cover on targeting: measured on the scene's walls", () => {
  it("COV-1: open ground gives no cover; a wall across the whole line of fire is total cover: refused, nothing rolled", async () => {
    const open = await field();
    expect(await shoot(open)).toMatchObject({ cover: "none", ac: 13 });
    expect(lastTarget()?.coverFrom).toBeUndefined();
    await open.scene.delete();
    const walled = await field([wallAcross(3)]);
    expect(await shoot(walled)).toBeUndefined();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("Orc"));
  });

  it("COV-1: a low wall covering half the orc's square gives half cover (+2 AC), shown on the card as measured", async () => {
    // A wall in front of the orc's lower half: 2 of the 4 lines from the best corner are blocked.
    const f = await field([{ c: [5.5 * G, 2.5 * G, 5.5 * G, 4 * G] }]);
    const target = await shoot(f);
    const pure = coverBetween(
      createCoverScene({
        walls: [{ a: { x: 5.5, y: 2.5 }, b: { x: 5.5, y: 4 } }],
        creatures: [
          { id: "a", space: { x: 0, y: 2, side: 1 } },
          { id: "o", space: { x: 6, y: 2, side: 1 } },
        ],
      }),
      "a",
      "o",
    );
    expect(target).toMatchObject({ cover: pure.degree, coverFrom: "map", coverLines: pure.blockedLines });
    expect(pure.degree).toBe("half");
    expect(target?.ac).toBe(15);
    expect(text(lastMessage().content)).toContain("measured on the map: 2 of 4 lines blocked");
  });

  it("COV-1: a closed door is a wall; opened by a player (as v13 lets it) the updateWall hook opens the line", async () => {
    const f = await field([wallAcross(3, { _id: "door000000000000", door: 1 })]);
    expect(await shoot(f)).toBeUndefined();
    h.actAs(h.player);
    await h.doc(f.scene).walls.get("door000000000000")?.update({ ds: 1 });
    h.actAs(h.gm);
    expect(await shoot(f)).toMatchObject({ cover: "none", ac: 13 });
    await f.scene.walls.get("door000000000000")?.update({ ds: 2 });
    expect(await shoot(f)).toBeUndefined();
  });

  it("COV-1: walls that block no sight (sight NONE, or a single LIMITED terrain wall) give no cover", async () => {
    const f = await field([wallAcross(2, { sight: 0 }), wallAcross(4, { sight: 10 })]);
    expect(await shoot(f)).toMatchObject({ cover: "none" });
  });

  it("COV-1: a one-way wall blocks only from its colliding side (v13 LEFT: the screen-left of a → b)", async () => {
    // Drawn top to bottom at x = 3: its screen-left is the east side, where the orc stands.
    const f = await field([wallAcross(3, { dir: 1 })]);
    expect(await shoot(f)).toMatchObject({ cover: "none" });
    const orcBow = await bowOf(f.orc);
    h.dice.queue(20, 10);
    await orcBow.rollAttack({ targets: [f.archer], fastForward: true });
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("Archer"));
    await f.scene.walls.contents[0]?.update({ dir: 2 });
    expect(await shoot(f)).toBeUndefined();
  });

  it("COV-1: a wall created, moved or deleted after the index was made changes the next roll", async () => {
    const f = await field();
    expect(await shoot(f)).toMatchObject({ cover: "none" });
    const [wall] = (await f.scene.createEmbeddedDocuments("Wall", [wallAcross(3)])) as { id: string }[];
    expect(await shoot(f)).toBeUndefined();
    await f.scene.walls.get(wall?.id ?? "")?.update({ c: [3 * G, 5 * G, 3 * G, 6 * G] });
    expect(await shoot(f)).toMatchObject({ cover: "none" });
    await f.scene.deleteEmbeddedDocuments("Wall", [wall?.id ?? ""]);
    expect(coverIndexOf(f.scene as never)?.wallCount).toBe(0);
  });
});

describe("COV-5 cover on targeting: creatures in between", () => {
  it("COV-5: a creature between gives half cover; dead it gives none; moved away, none", async () => {
    const goblin = await creature("Goblin", {}, "npc");
    const f = await field([], [{ _id: "goblinToken00000", name: "Goblin", actorId: goblin.id, x: 3 * G, y: 2 * G }]);
    expect(await shoot(f)).toMatchObject({ cover: "half", coverFrom: "map", ac: 15 });
    await goblin.toggleStatusEffect("dead", { active: true });
    expect(await shoot(f)).toMatchObject({ cover: "none", ac: 13 });
    await goblin.toggleStatusEffect("dead", { active: false });
    expect(await shoot(f)).toMatchObject({ cover: "half" });
    await (f.scene.tokens.get("goblinToken00000") as HarnessToken).update({ y: 5 * G });
    expect(await shoot(f)).toMatchObject({ cover: "none" });
  });

  it("COV-4: a GM's cover status counts when it is better than the map; sources never add up", async () => {
    const goblin = await creature("Goblin", {}, "npc");
    const f = await field([], [{ _id: "goblinToken00000", name: "Goblin", actorId: goblin.id, x: 3 * G, y: 2 * G }]);
    await f.orc.toggleStatusEffect("coverThreeQuarters", { active: true });
    expect(await shoot(f)).toMatchObject({ cover: "threeQuarters", coverFrom: "status", ac: 18 });
    expect(text(lastMessage().content)).toContain("Three-quarters cover (from the token");
  });
});

describe("COV-1 game.fray.tokenCover for modules", () => {
  it("COV-1: answers for two tokens of one scene as the attack measures it; null across scenes", async () => {
    const f = await field([{ c: [5.5 * G, 2.5 * G, 5.5 * G, 4 * G] }]);
    const api = (game as unknown as { fray: { tokenCover: (a: unknown, b: unknown) => { degree: string } | null } })
      .fray;
    const archer = f.scene.tokens.get("archerToken00000");
    const orc = f.scene.tokens.get("orcToken00000000");
    expect(api.tokenCover(archer, orc)?.degree).toBe("half");
    const other = (await Scene.create({
      name: "Elsewhere",
      tokens: [{ _id: "lone000000000000", x: 0, y: 0 }],
    })) as unknown as HarnessScene;
    expect(api.tokenCover(archer, other.tokens.get("lone000000000000"))).toBeNull();
  });
});

describe("COV-1 the targeted token, not just the actor", () => {
  it("COV-1: game.user.targets (a token placeable) is measured from that token", async () => {
    const f = await field([{ c: [5.5 * G, 2.5 * G, 5.5 * G, 4 * G] }]);
    (f.scene.tokens.get("orcToken00000000") as HarnessToken).object.setTarget(true);
    h.dice.queue(20, 10);
    await f.bow.rollAttack({ fastForward: true });
    expect(lastTarget()).toMatchObject({ name: "Orc", cover: "half", coverFrom: "map" });
  });
});

describe("COV-1 the index answers as the pure core on the same scene", () => {
  it("COV-1: on random dungeons (walls, doors, invisible walls, 12 tokens), every pair's cover equals coverBetween", async () => {
    const random = lcg(13);
    const int = (n: number) => Math.floor(random() * n);
    const walls = Array.from({ length: 60 }, () => {
      const x = int(20);
      const y = int(20);
      const n = 1 + int(4);
      const kind = random();
      const c = kind < 0.5 ? [x, y, x + n, y] : kind < 0.9 ? [x, y, x, y + n] : [x, y, x + n, y + n];
      return {
        c: c.map((v) => v * G),
        door: random() < 0.1 ? 1 : 0,
        ds: random() < 0.5 ? 1 : 0,
        sight: random() < 0.1 ? 0 : 20,
      };
    });
    const actors: FrayActor[] = [];
    const tokens = [];
    const taken = new Set<string>();
    while (tokens.length < 12) {
      const x = int(19);
      const y = int(19);
      const side = random() < 0.2 ? 2 : 1;
      const cells = Array.from({ length: side * side }, (_, k) => `${x + (k % side)},${y + Math.floor(k / side)}`);
      if (cells.some((k) => taken.has(k))) continue;
      cells.forEach((k) => taken.add(k));
      const actor = await creature(`C${tokens.length}`, {}, "npc");
      actors.push(actor);
      tokens.push({
        _id: `tok${String(tokens.length).padStart(13, "0")}`,
        actorId: actor.id,
        x: x * G,
        y: y * G,
        width: side,
        height: side,
      });
    }
    const scene = (await Scene.create({
      name: "Dungeon",
      active: true,
      tokens,
      walls,
    } as never)) as unknown as HarnessScene;
    const index = coverIndexOf(scene as never);
    const pure = createCoverScene({
      walls: walls.map((w) => ({
        a: { x: (w.c[0] as number) / G, y: (w.c[1] as number) / G },
        b: { x: (w.c[2] as number) / G, y: (w.c[3] as number) / G },
        sight: w.sight !== 0 && !(w.door === 1 && w.ds === 1),
      })),
      creatures: tokens.map((t) => ({ id: t._id, space: { x: t.x / G, y: t.y / G, side: t.width } })),
    });
    let compared = 0;
    const degrees = new Set<string>();
    for (const a of tokens)
      for (const t of tokens) {
        if (a === t) continue;
        const expected = coverBetween(pure, a._id, t._id);
        expect(index?.cover(a._id, t._id, {})).toEqual(expected);
        degrees.add(expected.degree);
        compared++;
      }
    expect(compared).toBe(132);
    // The scene exercises every degree, so the comparison is not vacuous.
    expect([...degrees].sort()).toEqual(["half", "none", "threeQuarters", "total"]);
  });
});

describe("COV-1 the GM sets a target's cover on the attack card", () => {
  async function card(f: Field) {
    expect(await shoot(f)).toMatchObject({ cover: "none", ac: 13 });
    return lastMessage() as unknown as ChatMessage.Implementation;
  }

  it("COV-1: three-quarters set by the GM: AC re-derived (18), the hit becomes a miss, marked as the GM's", async () => {
    const f = await field();
    const message = await card(f);
    expect(text(message.content)).toContain("Hit");
    const result = await onCardAction(message, {
      action: "frayOverrideCover",
      targetUuid: f.orc.uuid,
      cover: "threeQuarters",
    });
    expect(result).toEqual({ ok: true });
    const target = lastTarget();
    expect(target).toMatchObject({ cover: "threeQuarters", coverFrom: "gm", ac: 18 });
    expect(target?.coverLines).toBeUndefined();
    const shown = text(lastMessage().content);
    expect(shown).toContain("Three-quarters cover (set by the GM)");
    expect(shown).toContain("Miss");
    // The same dice: the card's roll was re-judged, not re-rolled.
    const roll = lastMessage().rolls[0] as FrayD20Roll;
    expect(roll.total).toBe(15);
  });

  it("COV-1: a player can't set cover (refused in words, the card unchanged); total cover can't be set on a card", async () => {
    const f = await field();
    const message = await card(f);
    const before = message.content;
    h.actAs(h.player);
    const asPlayer = h.doc(message as never) as unknown as ChatMessage.Implementation;
    expect(
      await onCardAction(asPlayer, { action: "frayOverrideCover", targetUuid: f.orc.uuid, cover: "half" }),
    ).toEqual({ ok: false, reason: "notGm" });
    expect(h.warn).toHaveBeenCalledWith("Only a GM can change a card's cover.");
    h.actAs(h.gm);
    expect(
      await onCardAction(message, { action: "frayOverrideCover", targetUuid: f.orc.uuid, cover: "total" }),
    ).toEqual({ ok: false, reason: "badCover" });
    expect(
      await onCardAction(message, { action: "frayOverrideCover", targetUuid: f.archer.uuid, cover: "half" }),
    ).toEqual({ ok: false, reason: "notATarget" });
    expect(lastMessage().content).toBe(before);
  });

  it("COV-1: the cover buttons render for a GM and are removed for a player", async () => {
    const f = await field();
    const message = await card(f);
    const view = () => {
      const { document } = parseHTML(`<div>${message.content}</div>`);
      const root = document.querySelector("div") as unknown as HTMLElement;
      onRenderChatMessage(message, root);
      return [...root.querySelectorAll("[data-action='frayOverrideCover']")].map((b) => b.getAttribute("data-cover"));
    };
    expect(view()).toEqual(["none", "half", "threeQuarters"]);
    h.actAs(h.player);
    expect(view()).toEqual([]);
  });
});

describe("COV-2 cover on a save asked for by a save request card", () => {
  async function saveFromCard(f: Field, preset: string, save: string) {
    if (preset !== "srd52") await h.settings.set("fray", "preset", preset);
    const [spell] = (await f.archer.createEmbeddedDocuments("Item", [
      { name: "Frost Burst", type: "spell", system: { save: { ability: "dex", dc: 15 } } },
    ] as never)) as unknown as FrayItem[];
    await spell?.use({ targets: [f.orc] });
    const request = lastMessage() as unknown as ChatMessage.Implementation;
    h.dice.queue(20, 10);
    // Shift-click: rolled at once, as the sources say.
    const shift = { shiftKey: true } as unknown as Event;
    await onCardAction(request, { action: "frayRollSave", targetUuid: f.orc.uuid, save, dc: "15" }, shift);
    return lastMessage().rolls[0] as FrayD20Roll;
  }

  it("COV-2: a low wall between caster and target gives the target's Dexterity save +2 (half cover), measured", async () => {
    const f = await field([{ c: [5.5 * G, 2.5 * G, 5.5 * G, 4 * G] }]);
    const roll = await saveFromCard(f, "srd52", "dex");
    expect(roll.fray.cover).toBe("half");
    expect(roll.fray.sources.filter((s) => s.rule === "COV-1" || s.rule === "COV-2").map((s) => s.value)).toContain(2);
    expect(roll.total).toBe(10 + 2);
  });

  it("COV-2: under delta the measured cover goes to the Constitution save instead", async () => {
    const f = await field([{ c: [5.5 * G, 2.5 * G, 5.5 * G, 4 * G] }]);
    const roll = await saveFromCard(f, "delta", "con");
    expect(roll.fray.cover).toBe("half");
    expect(roll.total).toBe(10 + 2);
  });

  it("COV-2: in open ground the same save has no cover bonus", async () => {
    const f = await field();
    const roll = await saveFromCard(f, "srd52", "dex");
    expect(roll.fray.cover).toBe("none");
    expect(roll.total).toBe(10);
  });
});
