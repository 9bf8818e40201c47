// Issue 13 item 5: positions feed the roll. The tokens on the viewed scene give an attack its range band (ATK-8),
// close combat for a ranged attack (ATK-9), a prone target's distance (ATK-13), flanking (ATK-14, ATK-15) and
// height (ATK-16); each shows in the dialog with a box the user may untick, and on the card with its reason.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { dialogs } from "../harness/applications";

let h: RollHarness;
const G = 100;

async function weapon(actor: FrayActor, system: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    {
      name: "Weapon",
      type: "weapon",
      system: { damage: { parts: [{ formula: "1d8", type: "piercing" }] }, ...system },
    },
  ] as never);
  return (created as FrayItem[])[0] as FrayItem;
}

interface Placed {
  actor: FrayActor;
  x: number;
  y: number;
  disposition?: number;
  elevation?: number;
}

async function scene(placed: Placed[]): Promise<void> {
  const tokens = placed.map((p, i) => ({
    _id: `token${String(i).padStart(11, "0")}`,
    actorId: p.actor.id,
    x: p.x * G,
    y: p.y * G,
    disposition: p.disposition ?? -1,
    elevation: p.elevation ?? 0,
  }));
  await Scene.create({ name: "Field", active: true, tokens } as never);
}

const LONGBOW = { range: { normal: 150, long: 600 } };

async function attack(item: FrayItem, target: FrayActor, fast = true) {
  const before = (game.messages as unknown as { size: number }).size;
  h.dice.queue(20, 10, 10);
  h.dice.queue(4, 2);
  await item.rollAttack({ targets: [target], ...(fast ? { fastForward: true } : {}) });
  if ((game.messages as unknown as { size: number }).size === before) return null;
  return lastMessage().rolls[0] as FrayD20Roll;
}

const reasons = (roll: FrayD20Roll | null) => (roll?.fray.sources ?? []).map((s) => `${s.rule} ${s.reason}`);

beforeEach(() => {
  resetCoverIndexes();
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
});

describe("ATK-8 range bands from the tokens", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("ATK-8: within normal range nothing; at 200 ft long range (disadvantage); at 700 ft out of range (refused)", async () => {
    const archer = await creature("Archer", {}, "character");
    const near = await creature("Near", {}, "npc");
    const far = await creature("Far", {}, "npc");
    const beyond = await creature("Beyond", {}, "npc");
    await scene([
      { actor: archer, x: 0, y: 0, disposition: 1 },
      { actor: near, x: 20, y: 0 },
      { actor: far, x: 40, y: 0 },
      { actor: beyond, x: 140, y: 0 },
    ]);
    const bow = await weapon(archer, LONGBOW);
    expect(reasons(await attack(bow, near))).not.toContain("ATK-8 longRange");
    const long = await attack(bow, far);
    expect(reasons(long)).toContain("ATK-8 longRange");
    expect(long?.fray.mode).toBe("disadvantage");
    expect(await attack(bow, beyond)).toBeNull();
    expect(h.warn).toHaveBeenCalled();
  });

  it("ATK-8: the dialog lists the position with a box; unticked, the roll leaves it out and its mode follows", async () => {
    const archer = await creature("Archer", {}, "character");
    const far = await creature("Far", {}, "npc");
    const beyond = await creature("Beyond", {}, "npc");
    await scene([
      { actor: archer, x: 0, y: 0, disposition: 1 },
      { actor: far, x: 40, y: 0 },
      { actor: beyond, x: 140, y: 0 },
    ]);
    const bow = await weapon(archer, LONGBOW);
    dialogs.answers.push({ unticked: ["position-0"] });
    const roll = await attack(bow, far, false);
    expect(String(dialogs.shown[0]?.content)).toContain('name="position-0"');
    expect(reasons(roll)).not.toContain("ATK-8 longRange");
    expect(roll?.fray.mode).toBe("normal");
    // Out of range with the dialog: the user may untick the impossibility (a ruling), and the attack is made.
    dialogs.answers.push({ unticked: ["position-0"] });
    expect(await attack(bow, beyond, false)).not.toBeNull();
    // Kept ticked, it stays impossible: a warning, no card.
    dialogs.answers.push({});
    expect(await attack(bow, beyond, false)).toBeNull();
  });
});

describe("ATK-9 a ranged attack in close combat", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("ATK-9: a hostile creature within 5 ft gives disadvantage; an incapacitated one does not; a friend never", async () => {
    const archer = await creature("Archer", {}, "character");
    const target = await creature("Target", {}, "npc");
    const brute = await creature("Brute", {}, "npc");
    await scene([
      { actor: archer, x: 0, y: 0, disposition: 1 },
      { actor: target, x: 10, y: 0 },
      { actor: brute, x: 1, y: 1 },
    ]);
    const bow = await weapon(archer, LONGBOW);
    expect(reasons(await attack(bow, target))).toContain("ATK-9 rangedInCloseCombat");
    await brute.toggleStatusEffect("unconscious", { active: true });
    expect(reasons(await attack(bow, target))).not.toContain("ATK-9 rangedInCloseCombat");
    await brute.toggleStatusEffect("unconscious", { active: false });
    const token = (
      game.scenes as unknown as { viewed: { tokens: { get(id: string): { update(d: object): Promise<unknown> } } } }
    ).viewed.tokens.get("token00000000002");
    await token.update({ disposition: 1 });
    expect(reasons(await attack(bow, target))).not.toContain("ATK-9 rangedInCloseCombat");
  });
});

describe("ATK-13 a prone target by the real distance", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("ATK-13: adjacent with a sword, advantage; 30 ft away with a bow, disadvantage", async () => {
    const fighter = await creature("Fighter", {}, "character");
    const archer = await creature("Archer", {}, "character");
    const orc = await creature("Orc", {}, "npc");
    await scene([
      { actor: fighter, x: 4, y: 5, disposition: 1 },
      { actor: archer, x: 5, y: 11, disposition: 1 },
      { actor: orc, x: 5, y: 5 },
    ]);
    await orc.toggleStatusEffect("prone", { active: true });
    const sword = await weapon(fighter, {});
    const bow = await weapon(archer, LONGBOW);
    expect(reasons(await attack(sword, orc))).toContain("ATK-13 proneTargetNear");
    expect(reasons(await attack(bow, orc))).toContain("ATK-13 proneTargetFar");
  });
});

describe("ATK-14 flanking and ATK-16 height (a5e)", () => {
  beforeEach(async () => {
    h = await automationHarness("a5e");
  });

  it("ATK-14: an ally exactly opposite flanks (an expertise die); ATK-15 back-to-back stops it", async () => {
    const fighter = await creature("Fighter", {}, "character");
    const ally = await creature("Ally", {}, "character");
    const orc = await creature("Orc", {}, "npc");
    await scene([
      { actor: fighter, x: 4, y: 5, disposition: 1 },
      { actor: ally, x: 6, y: 5, disposition: 1 },
      { actor: orc, x: 5, y: 5 },
    ]);
    const sword = await weapon(fighter, {});
    expect(reasons(await attack(sword, orc))).toContain("ATK-14 flanking");
    await orc.toggleStatusEffect("backToBack", { active: true });
    expect(reasons(await attack(sword, orc))).not.toContain("ATK-14 flanking");
  });

  it("ATK-16: a melee attack from 10 ft above gets the height edge; level ground does not", async () => {
    const fighter = await creature("Fighter", {}, "character");
    const orc = await creature("Orc", {}, "npc");
    await scene([
      { actor: fighter, x: 4, y: 5, disposition: 1, elevation: 10 },
      { actor: orc, x: 5, y: 5 },
    ]);
    const sword = await weapon(fighter, {});
    expect(reasons(await attack(sword, orc))).toContain("ATK-16 attackingFromAbove");
    const token = (
      game.scenes as unknown as { viewed: { tokens: { get(id: string): { update(d: object): Promise<unknown> } } } }
    ).viewed.tokens.get("token00000000000");
    await token.update({ elevation: 0 });
    expect(reasons(await attack(sword, orc))).not.toContain("ATK-16 attackingFromAbove");
  });
});
