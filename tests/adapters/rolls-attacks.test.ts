import { beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { FrayCombatant } from "../../src/documents/combatant";
import { onCardAction, onRenderChatMessage } from "../../src/hooks/render-chat-message";
import { dialogs } from "../harness/applications";
import { parseHTML } from "linkedom";

async function weapon(actor: FrayActor, system: Record<string, unknown> = {}): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    {
      name: "Longsword",
      type: "weapon",
      system: { damage: { parts: [{ formula: "1d8", type: "slashing" }], versatile: "1d10" }, ...system },
    } as never,
  ]);
  return (created as FrayItem[])[0] as FrayItem;
}

async function withCover(actor: FrayActor, status: string): Promise<void> {
  await actor.createEmbeddedDocuments("ActiveEffect", [{ name: status, statuses: [status] }] as never);
}

interface WaitConfig {
  buttons: { callback: (e: unknown, b: unknown) => unknown }[];
}

const hpOf = (actor: FrayActor) => (actor.system as unknown as { hp: { value: number } }).hp.value;

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;

describe("ATK-1 ATK-2 5e attacks: hit, critical hit on a natural 20, miss on a natural 1", () => {
  let h: RollHarness;
  let fighter: FrayActor;
  let goblin: FrayActor;
  let sword: FrayItem;
  beforeEach(async () => {
    h = await rollHarness("srd52");
    fighter = await creature("Aldra", { abilities: { str: { value: 16 } } });
    goblin = await creature("Goblin", { ac: { calc: "flat", flat: 15 } }, "npc");
    sword = await weapon(fighter);
  });

  const attack = async (natural: number) => {
    h.dice.queue(20, natural);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    const roll = d20();
    return roll.judge(roll.fray.targets[0]?.ac ?? 0)?.degree;
  };

  it("hits when d20 + 5 meets AC 15 and misses below it", async () => {
    expect(await attack(10)).toBe("success");
    expect(d20().formula).toBe("1d20 + 5");
    expect(await attack(9)).toBe("failure");
    expect(text(lastMessage().content)).toContain("Miss");
  });

  it("a natural 20 is a critical hit whatever the total, a natural 1 a miss whatever the total", async () => {
    goblin = await creature("Dragon", { ac: { calc: "flat", flat: 30 } }, "npc");
    expect(await attack(20)).toBe("criticalSuccess");
    expect(d20().isCritical).toBe(true);
    expect(text(lastMessage().content)).toContain("Critical hit");
    expect(lastMessage().content).toContain('data-critical="true"');
    goblin = await creature("Rat", { ac: { calc: "flat", flat: 2 } }, "npc");
    expect(await attack(1)).toBe("failure");
    expect(d20().isFumble).toBe(true);
  });
});

describe("ATK-3 ATK-4 threeAction: four degrees and the multiple attack penalty", () => {
  let h: RollHarness;
  let fighter: FrayActor;
  let target: FrayActor;
  beforeEach(async () => {
    h = await rollHarness("threeAction");
    fighter = await creature("Aldra", { abilities: { str: { value: 16 } } });
    target = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
  });

  it("judges ±10 and the natural 20/1 step", async () => {
    const sword = await weapon(fighter); // +3 Str, trained level 1: +3 → +6
    const roll = async (n: number) => {
      h.dice.queue(20, n);
      await sword.rollAttack({ fastForward: true, targets: [target] });
      return d20().judge(18)?.degree;
    };
    expect(await roll(12)).toBe("success");
    expect(await roll(11)).toBe("failure");
    expect(await roll(2)).toBe("criticalFailure");
    expect(await roll(20)).toBe("criticalSuccess"); // 26 success, one step up
    expect(await roll(1)).toBe("criticalFailure");
    expect(text(lastMessage().content)).toContain("Critical failure");
  });

  it("applies −5 / −10, and −4 / −8 with an agile weapon", async () => {
    const sword = await weapon(fighter);
    const dagger = await weapon(fighter, { properties: ["agile"] });
    const formula = async (item: FrayItem, attacksThisTurn: number) => {
      h.dice.queue(20, 10);
      await item.rollAttack({ fastForward: true, attacksThisTurn });
      return d20();
    };
    expect((await formula(sword, 1)).formula).toBe("1d20 + 1");
    expect((await formula(sword, 2)).formula).toBe("1d20 - 4");
    expect((await formula(dagger, 1)).fray.map).toEqual({ attacksThisTurn: 1, agile: true, penalty: -4 });
    expect((await formula(dagger, 2)).formula).toBe("1d20 - 2");
    expect(text(lastMessage().content)).toContain("ATK-4");
  });
});

describe("COV-1 the target's cover status raises its AC; total cover forbids the attack", () => {
  it("adds +2 for half and +5 for three-quarters; warns and rolls nothing under total cover", async () => {
    const h = await rollHarness("srd52");
    const fighter = await creature("Aldra");
    const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 15 } }, "npc");
    const sword = await weapon(fighter);
    await withCover(goblin, "coverHalf");
    h.dice.queue(20, 10);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    expect(d20().fray.targets[0]).toMatchObject({ ac: 17, cover: "half" });
    expect(text(lastMessage().content)).toContain("Half cover");
    await withCover(goblin, "coverThreeQuarters");
    h.dice.queue(20, 10);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    expect(d20().fray.targets[0]?.ac).toBe(20);
    await withCover(goblin, "coverTotal");
    const count = (game.messages as unknown as { size: number }).size;
    expect(await sword.rollAttack({ fastForward: true, targets: [goblin as never] })).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("total cover"));
    expect((game.messages as unknown as { size: number }).size).toBe(count);
  });
});

describe("ATK-2 ATK-3 critical damage per preset", () => {
  it("5e doubles the dice, threeAction doubles the total", async () => {
    let h = await rollHarness("srd52");
    let fighter = await creature("Aldra", { abilities: { str: { value: 16 } } });
    let sword = await weapon(fighter);
    h.dice.queue(8, 5, 6);
    await sword.rollDamage({ critical: true });
    let roll = lastMessage().rolls[0] as FrayDamageRoll;
    expect(roll).toBeInstanceOf(FrayDamageRoll);
    expect(roll.formula).toBe("2d8 + 3");
    expect(roll.total).toBe(14);
    expect(roll.fray.types).toEqual(["slashing"]);
    h = await rollHarness("threeAction");
    fighter = await creature("Aldra", { abilities: { str: { value: 16 } } });
    sword = await weapon(fighter);
    h.dice.queue(8, 5);
    await sword.rollDamage({ critical: true });
    roll = lastMessage().rolls[0] as FrayDamageRoll;
    expect(roll.formula).toBe("(1d8 + 3) * 2");
    expect(roll.total).toBe(16);
  });

  it("rolls the versatile formula when asked", async () => {
    const h = await rollHarness("srd52");
    const sword = await weapon(await creature("Aldra"));
    h.dice.queue(10, 7);
    await sword.rollDamage({ versatile: true });
    expect((lastMessage().rolls[0] as FrayDamageRoll).formula).toBe("1d10");
  });
});

describe("ATK-5 a roll re-created from its chat JSON keeps its class and options", () => {
  it("survives toJSON → Roll.fromData", async () => {
    const h = await rollHarness("srd52");
    const sword = await weapon(await creature("Aldra"));
    const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 12 } }, "npc");
    h.dice.queue(20, 17, 4);
    await sword.rollAttack({ mode: "advantage", fastForward: true, targets: [goblin] });
    const original = d20();
    const reloaded = Roll.fromData(JSON.parse(JSON.stringify(original)) as never) as unknown as FrayD20Roll;
    expect(reloaded).toBeInstanceOf(FrayD20Roll);
    expect(reloaded.fray).toEqual(original.fray);
    expect(reloaded.total).toBe(original.total);
    expect(reloaded.natural).toBe(17);
    expect(reloaded.d20Results).toEqual([
      { result: 17, active: true },
      { result: 4, active: false },
    ]);
  });
});

describe("ATK-5 shortcuts and the roll dialog", () => {
  let h: RollHarness;
  let actor: FrayActor;
  let wait: Mock<(config: WaitConfig) => Promise<unknown>>;
  beforeEach(async () => {
    h = await rollHarness("a5e");
    actor = await creature("Aldra");
    wait = vi.fn<(config: WaitConfig) => Promise<unknown>>();
    (foundry.applications as unknown as { api: unknown }).api = { DialogV2: { wait } };
  });

  it("Shift rolls at once, Alt with advantage, Ctrl or Meta with disadvantage, without the dialog", async () => {
    h.dice.queue(20, 5);
    await actor.rollAbilityCheck("dex", { event: { shiftKey: true } as never });
    expect(d20().fray.mode).toBe("normal");
    h.dice.queue(20, 5, 15);
    await actor.rollAbilityCheck("dex", { event: { altKey: true } as never });
    expect(d20().formula).toBe("2d20kh");
    expect(d20().total).toBe(15);
    h.dice.queue(20, 5, 15);
    await actor.rollAbilityCheck("dex", { event: { ctrlKey: true } as never });
    expect(d20().total).toBe(5);
    h.dice.queue(20, 5, 15);
    await actor.rollAbilityCheck("dex", { event: { metaKey: true } as never });
    expect(d20().fray.mode).toBe("disadvantage");
    expect(wait).not.toHaveBeenCalled();
  });

  it("uses the dialog's choice (mode, bonus, expertise die), and rolls nothing when it is closed", async () => {
    const form = { mode: "advantage", bonus: "1d4", expertise: "6" };
    wait.mockImplementation((config) =>
      Promise.resolve(
        config.buttons[0]?.callback(
          {},
          { form: { elements: { namedItem: (n: string) => ({ value: form[n as "mode"] }) } } },
        ),
      ),
    );
    h.dice.queue(20, 3, 12);
    h.dice.queue(6, 4);
    h.dice.queue(4, 2);
    await actor.rollAbilityCheck("str");
    expect(d20().formula).toBe("2d20kh + 1d6 + 1d4");
    expect(d20().total).toBe(18);
    expect(d20().fray.sources.map((s) => s.reason)).toEqual(["rollerAdvantage", "rollerExpertise"]);
    expect(d20().expertiseResult).toBe(4);
    expect(game.messages.contents.at(-1)?.content).toContain("expertise d6: 4");
    wait.mockResolvedValue(null);
    expect(await actor.rollAbilityCheck("str")).toBeNull();
  });
});

describe("ATK-18 apply damage from the card: by an owner, through the GM query, or refused", () => {
  let h: RollHarness;
  beforeEach(async () => {
    h = await rollHarness("srd52");
  });

  async function damageCard(owner: "player" | "gm") {
    h.actAs(h.gm);
    const ownership = { default: 0, [h.player.id]: 3 };
    const hero = await creature("Aldra", { abilities: { str: { value: 16 } } }, "character", ownership);
    const goblin = await creature("Goblin", { hp: { value: 20, max: 20 } }, "npc");
    const sword = await weapon(hero);
    if (owner === "player") h.actAs(h.player);
    h.dice.queue(8, 5);
    await sword.rollDamage({ targets: [goblin] });
    return { message: lastMessage() as unknown as ChatMessage.Implementation, goblin, hero };
  }

  it("a player applies to a foe through the active GM, who re-checks, asks its GM and writes", async () => {
    const { message, goblin } = await damageCard("player");
    dialogs.answers.push(true);
    const result = await onCardAction(message, { action: "frayApplyDamage", targetUuid: goblin.uuid, multiplier: "1" });
    expect(result).toEqual({ ok: true, damageTaken: 8, healed: 0 });
    expect(hpOf(goblin)).toBe(12);
    expect(h.game.user).toBe(h.player);
    // Issue 26: a card applies once per target (the GM's record): a second press, even for half, is refused.
    expect(
      await onCardAction(message, { action: "frayApplyDamage", targetUuid: goblin.uuid, multiplier: "0.5" }),
    ).toEqual({ ok: false, reason: "alreadyApplied" });
    expect(hpOf(goblin)).toBe(12);
    expect(dialogs.shown).toHaveLength(1);
    // A slashing roll heals nobody: refused before the GM is asked.
    const healing = await onCardAction(message, {
      action: "frayApplyDamage",
      targetUuid: goblin.uuid,
      multiplier: "-1",
    });
    expect(healing).toEqual({ ok: false, reason: "notHealing" });
    expect(hpOf(goblin)).toBe(12);
    expect(dialogs.shown).toHaveLength(1);
  });

  it("the GM applies directly as an owner", async () => {
    const { message, goblin } = await damageCard("gm");
    await onCardAction(message, { action: "frayApplyDamage", targetUuid: goblin.uuid, multiplier: "1" });
    expect(hpOf(goblin)).toBe(12);
  });

  it("refuses another player's card or a creature that is not a target, and changes nothing", async () => {
    const { message, goblin, hero } = await damageCard("gm");
    h.actAs(h.player);
    const before = goblin.toObject();
    const result = await onCardAction(message, {
      action: "frayApplyDamage",
      targetUuid: goblin.uuid,
      multiplier: "1",
    });
    expect(result).toEqual({ ok: false, reason: "notYourCard" });
    expect(goblin.toObject()).toEqual(before);
    const own = await damageCard("player");
    const refused = await onCardAction(own.message, {
      action: "frayApplyDamage",
      targetUuid: hero.uuid,
      multiplier: "1",
    });
    expect(refused).toMatchObject({ ok: false });
    expect(h.warn).toHaveBeenCalled();
  });
});

describe("outcome visibility and card buttons in renderChatMessageHTML", () => {
  it("removes outcomes for players when fray.outcomeVisibility is gm, and binds the fray buttons", async () => {
    const h = await rollHarness("srd52");
    await h.settings.set("fray", "outcomeVisibility", "gm");
    // A drawn card is an HTMLElement (v13's renderChatMessageHTML): its buttons are marked and hidden as elements.
    const { document } = parseHTML(
      `<div id="m"><p class="fray-outcome">Hit</p><button type="button" data-action="frayRollDamage">Damage</button></div>`,
    );
    const root = document.getElementById("m") as unknown as HTMLElement;
    const button = root.querySelector("button") as HTMLElement;
    const bind = vi.spyOn(button, "addEventListener");
    const errors = vi.spyOn(console, "error");
    onRenderChatMessage({} as never, root);
    expect(root.querySelector(".fray-outcome")).not.toBeNull();
    h.actAs(h.player);
    onRenderChatMessage({} as never, root);
    expect(root.querySelector(".fray-outcome")).toBeNull();
    expect(bind).toHaveBeenCalledTimes(2);
    await h.settle();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("ATK-13 ATK-5 rule IDs on roll cards show to GMs, and to players who turn fray.showRuleIds on", () => {
  it("a prone attacker's card: the GM sees ATK-13, a player only the reason until the client setting is on", async () => {
    const h = await rollHarness("srd52");
    const aldra = await creature("Aldra");
    await aldra.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }] as never);
    const sword = await weapon(aldra);
    h.dice.queue(20, 12, 15);
    await sword.rollAttack({ fastForward: true });
    // ATK-13: prone, the attacker rolls with disadvantage (2d20, the lower kept).
    expect(d20().formula).toMatch(/^2d20kl/);
    expect(d20().natural).toBe(12);
    const content = lastMessage().content;
    const rendered = () => {
      const { document } = parseHTML(`<div id="m">${content}</div>`);
      const root = document.getElementById("m") as unknown as Parameters<typeof onRenderChatMessage>[1] & Element;
      onRenderChatMessage({} as never, root);
      return root.textContent.replace(/\s+/g, " ");
    };
    expect(rendered()).toContain("ATK-13");
    h.actAs(h.player);
    const seen = rendered();
    expect(seen).toContain("Attacker prone");
    expect(seen).not.toContain("ATK-13");
    await h.settings.set("fray", "showRuleIds", "show");
    expect(rendered()).toContain("ATK-13");
  });
});

describe("ATK-13 a prone attacker's roll, per preset", () => {
  it.each([
    ["srd51", "ranged", "2d20kl"],
    ["delta", "ranged", "2d20kl"],
    ["a5e", "melee", "2d20kl"],
    ["a5e", "ranged", "1d20"],
    ["threeAction", "melee", "1d20"],
  ])("%s, %s: %s", async (preset, kind, dice) => {
    const h = await rollHarness(preset);
    const archer = await creature("Vessa");
    await archer.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }] as never);
    const bow = await weapon(archer, kind === "ranged" ? { range: { normal: 150, long: 600 } } : {});
    h.dice.queue(20, 9, 16);
    await bow.rollAttack({ fastForward: true });
    expect(d20().formula.startsWith(dice)).toBe(true);
  });
});

describe("ATK-7 unseen and hidden statuses on the attack roll", () => {
  const status = (actor: FrayActor, id: string) =>
    actor.createEmbeddedDocuments("ActiveEffect", [{ name: id, statuses: [id] }] as never);

  it.each([
    ["srd52", "unseen", "", "2d20kh"],
    ["srd52", "", "unseen", "2d20kl"],
    ["srd52", "", "hidden", "2d20kl"],
    ["srd52", "unseen", "unseen", "1d20"],
    ["a5e", "unseen", "unseen", "2d20kl"],
    ["threeAction", "unseen", "", "1d20"],
  ])("%s: attacker %s, target %s: %s", async (preset, attackerStatus, targetStatus, dice) => {
    const h = await rollHarness(preset);
    const vessa = await creature("Vessa");
    const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 12 } }, "npc");
    if (attackerStatus) await status(vessa, attackerStatus);
    if (targetStatus) await status(goblin, targetStatus);
    const sword = await weapon(vessa);
    h.dice.queue(20, 9, 16);
    await sword.rollAttack({ fastForward: true, targets: [goblin] });
    expect(d20().formula.startsWith(dice)).toBe(true);
  });

  it("srd52: a hidden attacker attacks with advantage and is hidden no more", async () => {
    const h = await rollHarness("srd52");
    const vessa = await creature("Vessa");
    await status(vessa, "hidden");
    const sword = await weapon(vessa);
    h.dice.queue(20, 9, 16);
    await sword.rollAttack({ fastForward: true });
    expect(d20().formula.startsWith("2d20kh")).toBe(true);
    expect(d20().fray.sources.map((s) => s.reason)).toContain("hiddenAttacker");
    expect(vessa.statuses.has("hidden")).toBe(false);
  });

  it("two targets: their statuses don't set the one roll's mode", async () => {
    const h = await rollHarness("srd52");
    const vessa = await creature("Vessa");
    const a = await creature("Goblin A", {}, "npc");
    const b = await creature("Goblin B", {}, "npc");
    await status(a, "unseen");
    const sword = await weapon(vessa);
    h.dice.queue(20, 9);
    await sword.rollAttack({ fastForward: true, targets: [a, b] });
    expect(d20().formula.startsWith("1d20")).toBe(true);
  });
});

describe("INIT-1 INIT-3 the initiative roll", () => {
  it("is a FrayD20Roll with the derived initiative modifier", async () => {
    await rollHarness("srd52");
    const actor = await creature("Aldra", { abilities: { dex: { value: 14 } } });
    const combatant = new FrayCombatant({ _id: "c1", actorId: actor.id }, {} as never);
    Object.defineProperty(combatant, "actor", { value: actor });
    const roll = combatant.getInitiativeRoll() as unknown as FrayD20Roll;
    expect(roll).toBeInstanceOf(FrayD20Roll);
    expect(roll.formula).toBe("1d20 + 2");
    expect(roll.fray.kind).toBe("initiative");
  });
});
