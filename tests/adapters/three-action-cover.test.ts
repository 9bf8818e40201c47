// Issue 28, TA-4: under threeAction a player's Strike on a scene judges cover on the line between the centres of
// the two spaces, through Fray's cover index (walls and tokens from the scene's documents), and the card names
// threeAction's degree. The corner method of the 5e family would answer otherwise on each of these scenes.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, text, type RollHarness } from "./roll-setup";
import { automationHarness as rollHarness } from "./combat-automation-setup";
import { FrayD20Roll, type RollTarget } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";

let h: RollHarness;
beforeEach(async () => {
  resetCoverIndexes();
  h = await rollHarness("threeAction");
});

const G = 100; // the harness grid: 100 px squares

interface Field {
  archer: FrayActor;
  orc: FrayActor;
  bow: FrayItem;
}

/** An archer at square (0, 2) and an orc (AC 13) at (6, 2), with the walls (pixels) and other tokens given. */
async function field(walls: Record<string, unknown>[] = [], others: Record<string, unknown>[] = []): Promise<Field> {
  const archer = await creature("Archer", { abilities: { dex: { value: 16 } } }, "character", { [h.player.id]: 3 });
  const orc = await creature("Orc", { ac: { calc: "flat", flat: 13 } }, "npc");
  const tokens = [
    { _id: "archerToken00000", name: "Archer", actorId: archer.id, x: 0, y: 2 * G },
    { _id: "orcToken00000000", name: "Orc", actorId: orc.id, x: 6 * G, y: 2 * G },
    ...others,
  ];
  await Scene.create({ name: "Range", active: true, tokens, walls });
  const created: unknown = await archer.createEmbeddedDocuments("Item", [
    {
      name: "Shortbow",
      type: "weapon",
      system: { range: { normal: 60, long: 360 }, damage: { parts: [{ formula: "1d6", type: "piercing" }] } },
    } as never,
  ]);
  return { archer, orc, bow: (created as FrayItem[])[0] as FrayItem };
}

function lastTarget(): RollTarget | undefined {
  const roll = lastMessage().rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
  return roll?.fray.targets[0];
}

/** The player Strikes the orc with the shortbow; the target as the card recorded it, or undefined when refused. */
async function strike(f: Field): Promise<RollTarget | undefined> {
  h.actAs(h.player);
  const before = (game.messages as unknown as { size: number }).size;
  h.dice.queue(20, 10);
  const bow = h.doc(f.bow as never) as unknown as FrayItem;
  const orc = h.doc(f.orc as never) as unknown as FrayActor;
  await bow.rollAttack({ targets: [orc], fastForward: true });
  h.actAs(h.gm);
  return (game.messages as unknown as { size: number }).size > before ? lastTarget() : undefined;
}

describe("TA-4 cover by the centre line, on a player's Strike", () => {
  it("TA-4: a post on the centre line gives standard cover (+2 circumstance), where no corner line meets it", async () => {
    // A post 0.2 square tall across y = 2.5, the height of both centres: every corner line passes above or below.
    const f = await field([{ c: [5.5 * G, 2.4 * G, 5.5 * G, 2.6 * G] }]);
    const target = await strike(f);
    expect(target).toMatchObject({ cover: "half", ac: 15, coverFrom: "map" });
    expect(target?.sources).toContainEqual(
      expect.objectContaining({ rule: "TA-4", reason: "standardCover", value: 2, bonusType: "circumstance" }),
    );
    expect(text(lastMessage().content)).toContain("Standard cover");
  });

  it("TA-4: a creature in between gives lesser cover (+1), not the corner method's half (+2)", async () => {
    const goblin = await creature("Goblin", {}, "npc");
    const f = await field([], [{ _id: "goblinToken00000", name: "Goblin", actorId: goblin.id, x: 3 * G, y: 2 * G }]);
    const target = await strike(f);
    expect(target).toMatchObject({ cover: "lesser", ac: 14 });
    expect(text(lastMessage().content)).toContain("Lesser cover");
  });

  it("TA-4: a creature two sizes larger than both (Huge between Medium) gives standard cover", async () => {
    const giant = await creature("Giant", { size: "huge" }, "npc");
    // The giant's 3×3 space spans rows 1–3, across the centre line at y = 2.5.
    const f = await field(
      [],
      [{ _id: "giantToken000000", name: "Giant", actorId: giant.id, x: 2 * G, y: 1 * G, width: 3, height: 3 }],
    );
    expect(await strike(f)).toMatchObject({ cover: "half", ac: 15 });
  });

  it("TA-4: no line of effect (a wall across the whole range): the Strike is refused, nothing rolled", async () => {
    const f = await field([{ c: [3 * G, 0, 3 * G, 6 * G] }]);
    expect(await strike(f)).toBeUndefined();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("Orc"));
  });
});
