// Every Fray chat message with rolls plays the dice sound (issue 11, item 8), as core v13's Roll#toMessage
// gives roll messages `sound: CONFIG.sounds.dice`: checks, attacks, damage, initiative and its roll-offs,
// world action recharges and the dying recovery check. A card without a roll stays silent.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness } from "./roll-setup";
import { combatOf as initiativeCombat, ids, initiativeHarness } from "./initiative-setup";
import { automationHarness, combatOf, combatantNamed } from "./combat-automation-setup";
import type { FrayItem } from "../../src/documents/item";
import type { FrayCombat } from "../../src/documents";
import { recoveryAtTurnStart } from "../../src/combat/dying/dying";

const soundOf = (message: { _source: Record<string, unknown> }) => message._source.sound;
const posted = () => (game.messages as unknown as { contents: { _source: Record<string, unknown> }[] }).contents;

describe("roll messages play CONFIG.sounds.dice", () => {
  it("ATK-1: an ability check, an attack and its damage", async () => {
    const h = await rollHarness("srd52");
    const fighter = await creature("Aldra");
    const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 12 } }, "npc");
    h.dice.queue(20, 11);
    await fighter.rollAbilityCheck("str", { fastForward: true });
    expect(soundOf(lastMessage())).toBe(CONFIG.sounds.dice);
    const [sword] = (await fighter.createEmbeddedDocuments("Item", [
      { name: "Sword", type: "weapon", system: { damage: { parts: [{ formula: "1d8", type: "slashing" }] } } },
    ] as never)) as unknown as FrayItem[];
    h.dice.queue(20, 15);
    await sword?.rollAttack({ fastForward: true, targets: [goblin] });
    expect(soundOf(lastMessage())).toBe(CONFIG.sounds.dice);
    h.dice.queue(8, 5);
    await sword?.rollDamage({ targets: [goblin] });
    expect(soundOf(lastMessage())).toBe("sounds/dice.wav");
  });

  it("INIT-1 / INIT-11: initiative cards and the roll-off card", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await initiativeCombat(h, { name: "Ayla" }, { name: "Borin" });
    h.dice.queue(20, 9, 9);
    h.dice.queue(20, 4, 12);
    await combat.rollInitiative(ids(combat, "Ayla", "Borin"));
    expect(posted()).toHaveLength(3); // two cards, one roll-off
    for (const message of posted()) expect(soundOf(message)).toBe(CONFIG.sounds.dice);
  });

  it("ENV-2: a world action's recharge d6, at use and at the round start; no die, no sound", async () => {
    const h = await automationHarness("a5e");
    const combat = await combatOf({ name: "Ayla", initiative: 15 }, { name: "Wolf", initiative: 10, type: "npc" });
    const fray = combat as unknown as FrayCombat;
    await fray.addWorldAction({ name: "Falling Rocks", rechargeMin: 5 });
    await fray.addWorldAction({ name: "Twisting Haze", rechargeMin: null });
    h.dice.queue(6, 2);
    await fray.useWorldAction("falling-rocks");
    expect(soundOf(lastMessage())).toBe(CONFIG.sounds.dice);
    await fray.useWorldAction("twisting-haze");
    expect(lastMessage().rolls).toHaveLength(0);
    expect(soundOf(lastMessage())).toBeUndefined();
    h.dice.queue(6, 6);
    await combat.startCombat();
    await h.settle();
    expect(lastMessage().rolls).toHaveLength(1);
    expect(soundOf(lastMessage())).toBe(CONFIG.sounds.dice);
  });

  it("CND-3: the recovery check of a dying hero", async () => {
    const h = await automationHarness("threeAction");
    const combat = await combatOf({
      name: "Borin",
      initiative: 10,
      system: { hp: { value: 0, max: 12 }, dying: { value: 1, wounded: 0 } },
    });
    h.dice.queue(20, 12);
    await recoveryAtTurnStart(combatantNamed(combat, "Borin") as unknown as Combatant.Implementation);
    expect(lastMessage().rolls).toHaveLength(1);
    expect(soundOf(lastMessage())).toBe(CONFIG.sounds.dice);
  });
});
