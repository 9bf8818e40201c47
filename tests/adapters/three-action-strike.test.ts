// Issue 28 (TA-1, TA-2, TA-3, TA-5, TA-6, TA-12 and "no 5e advantage"): a player's Strike under threeAction on a
// harness scene, as a Pathfinder table plays it. Each scenario is worked from the rule text in RULES.md's TA
// section: typed modifiers on the card (struck through when another of their type wins), off-guard on the
// target's AC with its reason, range increments, flat checks before the roll, flanking by the centre line.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, text, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { dialogs } from "../harness/applications";

let h: RollHarness;
const G = 100;

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
const messageCount = () => (game.messages as unknown as { size: number }).size;

async function weapon(actor: FrayActor, system: Record<string, unknown> = {}): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "weapon", system: { damage: { parts: [{ formula: "1d6", type: "piercing" }] }, ...system } },
  ] as never);
  return (created as FrayItem[])[0] as FrayItem;
}

/** Gives `actor` the status as the token HUD does, with a value for a valued condition (`flags.fray.value`). */
async function condition(actor: FrayActor, id: string, value?: number): Promise<void> {
  await actor.toggleStatusEffect(id, { active: true });
  if (value === undefined) return;
  const effect = actor.effects.find((e) => e.statuses.has(id));
  await effect?.update({ flags: { fray: { value } } } as never);
}

interface Placed {
  actor: FrayActor;
  x: number;
  y: number;
  disposition?: number;
}

async function scene(placed: Placed[]): Promise<void> {
  const tokens = placed.map((p, i) => ({
    _id: `token${String(i).padStart(11, "0")}`,
    actorId: p.actor.id,
    x: p.x * G,
    y: p.y * G,
    disposition: p.disposition ?? -1,
  }));
  await Scene.create({ name: "Field", active: true, tokens } as never);
}

/** The struck-through lines of the last card (a modifier another of its type beat). */
const struck = () =>
  [...lastMessage().content.matchAll(/<s class="fray-source__struck">([\s\S]*?)<\/s>/g)].map((m) => text(m[1] ?? ""));

beforeEach(async () => {
  resetCoverIndexes();
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
  h = await automationHarness("threeAction");
});

describe("TA-1 every modifier of a Strike is typed, named with its source, struck through when beaten", () => {
  it("frightened 2 and sickened 1: both status penalties are listed, only −2 applies, sickened is struck", async () => {
    const ayla = await creature("Ayla");
    const borin = await creature("Borin");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ayla, "frightened", 2);
    await condition(ayla, "sickened", 1);
    h.dice.queue(20, 10);
    await (await weapon(borin)).rollAttack({ fastForward: true, targets: [ogre] });
    const plain = d20().total ?? 0;
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().total).toBe(plain - 2);
    const card = text(lastMessage().content);
    expect(card).toContain("Frightened");
    expect(card).toContain("status");
    expect(struck().join(" ")).toContain("Sickened");
    expect(struck().join(" ")).not.toContain("Frightened");
  });

  it("the second Strike's multiple attack penalty is untyped and shown as such", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre], attacksThisTurn: 1 });
    const map = d20().fray.sources.find((s) => s.rule === "ATK-4");
    expect(map?.bonusType).toBe("untyped");
    expect(text(lastMessage().content)).toContain("untyped");
  });

  it("a name with markup on a struck line is escaped", async () => {
    const ayla = await creature("<b>Ayla</b>");
    const ogre = await creature("<i>Ogre</i>", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ayla, "frightened", 2);
    await condition(ayla, "sickened", 1);
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(lastMessage().content).not.toContain("<i>Ogre</i>");
    expect(struck().length).toBe(1);
  });
});

describe("TA-2 off-guard lowers the target's AC by 2 (circumstance), with its reason", () => {
  it.each([
    ["prone", "Target prone"],
    ["grabbed", "Target grabbed"],
    ["restrained", "Target restrained"],
  ])("a %s target: AC 18 is judged as 16 on the card, with the reason", async (status, reason) => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ogre, status);
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(16);
    expect(text(lastMessage().content)).toContain(reason);
  });

  it("grabbed and prone at once: off-guard twice is still −2 (one is struck through)", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ogre, "grabbed");
    await condition(ogre, "prone");
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(16);
    expect(struck().length).toBeGreaterThan(0);
  });

  it("TA-12 unconscious: off-guard −2 and −4 status to AC (18 → 12)", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ogre, "unconscious");
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(12);
  });

  it("a hidden attacker makes its target off-guard; no advantage is rolled", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ayla, "hidden");
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().formula.startsWith("1d20")).toBe(true);
    expect(d20().fray.targets[0]?.ac).toBe(16);
    expect(text(lastMessage().content)).toContain("Attacker hidden");
  });
});

describe("TA-3 range increments replace long-range disadvantage", () => {
  it("a shortbow (increment 60 ft): 60 ft no penalty, 100 ft −2, 300 ft −8, 400 ft refused", async () => {
    const archer = await creature("Archer", {}, "character");
    const near = await creature("Near", { ac: { calc: "flat", flat: 15 } }, "npc");
    const second = await creature("Second", { ac: { calc: "flat", flat: 15 } }, "npc");
    const fifth = await creature("Fifth", { ac: { calc: "flat", flat: 15 } }, "npc");
    const beyond = await creature("Beyond", { ac: { calc: "flat", flat: 15 } }, "npc");
    await scene([
      { actor: archer, x: 0, y: 0, disposition: 1 },
      { actor: near, x: 12, y: 0 },
      { actor: second, x: 20, y: 0 },
      { actor: fifth, x: 60, y: 0 },
      { actor: beyond, x: 80, y: 0 },
    ]);
    const bow = await weapon(archer, { range: { normal: 60, long: 240 } });
    const penalty = async (target: FrayActor) => {
      h.dice.queue(20, 10);
      await bow.rollAttack({ fastForward: true, targets: [target] });
      expect(d20().formula.startsWith("1d20")).toBe(true);
      return d20()
        .fray.sources.filter((s) => s.rule === "TA-3")
        .reduce((sum, s) => sum + (s.value ?? 0), 0);
    };
    expect(await penalty(near)).toBe(0);
    expect(await penalty(second)).toBe(-2);
    expect(d20().fray.sources.find((s) => s.rule === "TA-3")?.bonusType).toBe("untyped");
    expect(await penalty(fifth)).toBe(-8);
    const before = messageCount();
    h.dice.queue(20, 10);
    await bow.rollAttack({ fastForward: true, targets: [beyond] });
    expect(messageCount()).toBe(before);
    expect(h.warn).toHaveBeenCalled();
    h.dice.clear();
  });
});

describe("TA-5 concealed, hidden and undetected targets: a flat check before the attack roll", () => {
  it("a concealed target: DC 5 flat check shown on the card; a failed one is a miss even on a hit", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 10 } }, "npc");
    await condition(ogre, "concealed");
    h.dice.queue(20, 3, 18);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.flatCheck).toMatchObject({ dc: 5, result: 3, success: false });
    expect(d20().fray.targets[0]?.ac).toBe(10);
    expect(text(lastMessage().content)).toContain("Flat check");
    expect(text(lastMessage().content)).toContain("failed: the Strike misses");
    expect(text(lastMessage().content)).toContain("Ogre AC 10 Failure");
    h.dice.queue(20, 5, 18);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.flatCheck).toMatchObject({ dc: 5, result: 5, success: true });
    expect(text(lastMessage().content)).not.toContain("Failure");
  });

  it("a hidden target: DC 11; no disadvantage is rolled", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 10 } }, "npc");
    await condition(ogre, "hidden");
    h.dice.queue(20, 10, 18);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().formula.startsWith("1d20")).toBe(true);
    expect(d20().fray.flatCheck).toMatchObject({ dc: 11, result: 10, success: false });
  });

  it("a blinded attacker: every target is hidden to it (DC 11)", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 10 } }, "npc");
    await condition(ayla, "blinded");
    h.dice.queue(20, 12, 18);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.flatCheck).toMatchObject({ dc: 11, success: true });
  });

  it("an undetected target: without a chosen square (the canvas asks; Escape) the Strike is refused; with one, the flat check is the GM's secret", async () => {
    const ayla = await creature("Ayla", {}, "character");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 10 } }, "npc");
    await scene([
      { actor: ayla, x: 0, y: 0, disposition: 1 },
      { actor: ogre, x: 1, y: 0 },
    ]);
    await condition(ogre, "undetected");
    const spear = await weapon(ayla);
    const before = messageCount();
    // The canvas asks for the square (src/canvas/aim-square.ts, tests/adapters/three-action-aim-square.test.ts).
    const asked = spear.rollAttack({ fastForward: true, targets: [ogre] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    (canvas as unknown as { pressEscape(): void }).pressEscape();
    expect(await asked).toBeNull();
    expect(messageCount()).toBe(before);
    expect(h.warn).toHaveBeenCalled();
    h.dice.queue(20, 4, 18);
    await spear.rollAttack({ fastForward: true, targets: [ogre], square: { x: 1, y: 0 } });
    const secret = (
      game.messages as unknown as { contents: { _source: { blind?: boolean }; content: string }[] }
    ).contents.find((m) => m._source.blind === true);
    expect(secret).toBeDefined();
    expect(text(secret?.content ?? "")).toContain("Flat check");
    expect(d20().fray.flatCheck?.secret).toBe(true);
    expect(d20().fray.flatCheck?.result).toBeUndefined();
    // The public card shows no flat-check result.
    expect(text(lastMessage().content)).not.toContain("Flat check");
    // The wrong square: a miss whatever the dice.
    h.dice.queue(20, 15, 20);
    await spear.rollAttack({ fastForward: true, targets: [ogre], square: { x: 3, y: 3 } });
    expect(d20().fray.flatCheck).toMatchObject({ wrongSquare: true, success: false });
  });
});

describe("TA-6 flanking by the centre line makes the target off-guard to the flankers", () => {
  it("two allies on opposite sides: the Strike's target AC is 2 lower, reason Flanked; a corner ally is not opposite", async () => {
    const ayla = await creature("Ayla", {}, "character");
    const borin = await creature("Borin", {}, "character");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await scene([
      { actor: ayla, x: 0, y: 1, disposition: 1 },
      { actor: ogre, x: 1, y: 1 },
      { actor: borin, x: 2, y: 1, disposition: 1 },
    ]);
    const spear = await weapon(ayla);
    h.dice.queue(20, 10);
    await spear.rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().formula.startsWith("1d20")).toBe(true);
    expect(d20().fray.targets[0]?.ac).toBe(16);
    expect(text(lastMessage().content)).toContain("Flanked");
    const token = (
      game.scenes as unknown as { viewed: { tokens: { get(id: string): { update(d: object): Promise<unknown> } } } }
    ).viewed.tokens.get("token00000000002");
    await token.update({ x: 2 * G, y: 0 });
    h.dice.queue(20, 10);
    await spear.rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(18);
  });

  it("a flanker with a 10-ft reach two squares away still flanks; an unconscious ally doesn't", async () => {
    const ayla = await creature("Ayla", {}, "character");
    const borin = await creature("Borin", {}, "character");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await scene([
      { actor: ayla, x: 0, y: 1, disposition: 1 },
      { actor: ogre, x: 1, y: 1 },
      { actor: borin, x: 3, y: 1, disposition: 1 },
    ]);
    await weapon(borin, { equipped: true, reach: 10 });
    const spear = await weapon(ayla);
    h.dice.queue(20, 10);
    await spear.rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(16);
    await condition(borin, "unconscious");
    h.dice.queue(20, 10);
    await spear.rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(18);
  });
});

describe("TA-1 no 5e advantage or disadvantage under threeAction: dialog and shortcuts", () => {
  it("the roll dialog offers no advantage/disadvantage choice", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    dialogs.answers.push({});
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ targets: [ogre] });
    const content = String(dialogs.shown[0]?.content);
    expect(content).not.toContain('name="mode"');
    expect(d20().formula.startsWith("1d20")).toBe(true);
  });

  it("Alt-click and Ctrl-click roll one d20, as the sources say", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    const spear = await weapon(ayla);
    h.dice.queue(20, 10);
    await spear.rollAttack({ targets: [ogre], event: { altKey: true } as unknown as Event });
    expect(d20().formula.startsWith("1d20")).toBe(true);
    expect(d20().fray.mode).toBe("normal");
    h.dice.queue(20, 10);
    await spear.rollAttack({ targets: [ogre], event: { ctrlKey: true } as unknown as Event });
    expect(d20().formula.startsWith("1d20")).toBe(true);
  });
});

describe("TA-5 a failed flat check still spends the Strike's action and counts for the multiple attack penalty", () => {
  it("a player's Strike at a concealed goblin fails its flat check: one action spent, the next Strike has MAP −5", async () => {
    const { ledgerHarness, fight, ledgerOf } = await import("./ledger-setup");
    const lh = await ledgerHarness("threeAction");
    const f = await fight(
      lh,
      { name: "Ayla", initiative: 20, player: true },
      { name: "Goblin", initiative: 5, type: "npc" },
    );
    await lh.as(lh.gm, () => (f.actors.Goblin as FrayActor).toggleStatusEffect("concealed", { active: true }));
    lh.actAs(lh.player);
    const spear = await weapon(f.actors.Ayla as FrayActor);
    lh.dice.queue(20, 2, 19);
    await spear.rollAttack({ fastForward: true, targets: [f.actors.Goblin as never] });
    await lh.settle();
    expect(d20().fray.flatCheck).toMatchObject({ success: false });
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ attacksThisTurn: 1, actions: { remaining: 2 } });
    lh.dice.queue(20, 15, 10);
    await spear.rollAttack({ fastForward: true, targets: [f.actors.Goblin as never] });
    expect(d20().fray.sources.find((s) => s.rule === "ATK-4")?.value).toBe(-5);
  });
});

describe("TA-12 a restrained creature can't Strike", () => {
  it("its Strike is refused with a warning and nothing is posted; freed, it strikes", async () => {
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ayla, "restrained");
    const spear = await weapon(ayla);
    const before = messageCount();
    await spear.rollAttack({ fastForward: true, targets: [ogre] });
    expect(messageCount()).toBe(before);
    expect(h.warn).toHaveBeenCalled();
    await ayla.toggleStatusEffect("restrained", { active: false });
    h.dice.queue(20, 10);
    await spear.rollAttack({ fastForward: true, targets: [ogre] });
    expect(messageCount()).toBe(before + 1);
  });
});
