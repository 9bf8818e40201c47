/**
 * `fray.resources` (issues 28 and 29 at the table, srd52 unless a scenario says otherwise): spells and their slots,
 * concentration, rests, armor, extra damage, recharge and legendary monsters, played with the documented calls a
 * sheet's and a card's buttons make (an item's `use`, `rollAttack`, `rollDamage`; an actor's `rollSave`,
 * `rollSkill`, `shortRest`, `longRest`; the requests to the GM), so each scenario fails if its rule were wrong.
 * Dice are the world's own: where a die decides, the scenario reads it from the card and checks what follows.
 */
import type { QuenchAssert, QuenchBatchContext } from "../types";
import { answerPrompts, pause, until } from "../wait";
import { defineBatch } from "./batch";
import { applyDamage, natural, rollOf, Table, textOf } from "./table";
import { seatTable } from "./resources-cast";

/** The scenarios, in order (tests/adapters/quench-batches.test.ts checks the list). */
export const RESOURCE_SCENARIOS = [
  "RES-1 an upcast Fireball at 5th rolls 10d6 and spends a 5th-level slot",
  "RES-2 a level-5 Sacred Flame rolls 2d8",
  "RES-7 concentration moves from Bless to Hold Person",
  "RES-3 a short rest spends Hit Dice; a long rest restores slots, HP and uses per edition",
  "RES-8 armor marked for Stealth gives Stealth disadvantage",
  "RES-8 heavy armor without its Strength takes 10 ft of Speed",
  "RES-6 Sneak Attack once per turn: refused the second time, allowed on another creature's turn",
  "RES-5 a legendary action is offered after another creature's turn",
  "RES-4 a spent recharge ability rolls at its turn's start and recharges on a 5–6",
  "RES-5 legendary resistance turns a failed save into a success",
] as const;

type Slots = Record<string, { value: number; max: number }>;
interface HeroSystem {
  hp: { value: number; max: number };
  hitDice: { die: number; spent: number };
  slots: Slots;
  concentration: { active: boolean; source: string; item: string };
}

function castAndRest(context: QuenchBatchContext, t: Table): void {
  const { it } = context;
  const assert: QuenchAssert = context.assert;

  it(RESOURCE_SCENARIOS[0], async () => {
    const cast = await t.item("Wizard", "Fireball").use({ slotLevel: 5, targets: [], placeArea: false });
    assert.ok(cast, "the casting card was posted");
    const left = (t.system("Wizard") as unknown as HeroSystem).slots;
    assert.equal(left["5"]?.value, 1, "one 5th-level slot is spent");
    assert.equal(left["3"]?.value, 1, "the 3rd-level slot is not");
    const damage = await t.item("Wizard", "Fireball").rollDamage({ targets: [], castCardId: cast.id ?? "" });
    assert.equal(rollOf(damage).formula, "10d6", "8d6 + 1d6 for each level above 3rd");
  });

  it(RESOURCE_SCENARIOS[1], async () => {
    const flame = t.item("Cleric", "Sacred Flame");
    const cast = await flame.use({ targets: [] });
    assert.ok(cast, "the casting card was posted");
    const damage = await flame.rollDamage({ targets: [], castCardId: cast.id ?? "" });
    assert.equal(rollOf(damage).formula, "2d8", "a cantrip's second die at level 5");
  });

  it(RESOURCE_SCENARIOS[2], async () => {
    const concentration = () => (t.system("Cleric") as unknown as HeroSystem).concentration;
    assert.ok(await t.item("Cleric", "Bless").use({ slotLevel: 1, targets: [] }), "Bless is cast");
    await until(() => concentration().active && concentration().source === "Bless", "concentration on Bless");
    assert.ok(t.actor("Cleric").statuses.has("concentrating"), "the concentrating status");
    const cards = await t.posted(
      () => t.item("Cleric", "Hold Person").use({ slotLevel: 2, targets: [] }),
      (fresh) => fresh.some((m) => textOf(m).includes("Bless")),
      "the note that concentration moved on",
    );
    assert.equal(concentration().source, "Hold Person", "concentration moved to Hold Person");
    assert.equal(concentration().item, t.item("Cleric", "Hold Person").uuid);
    assert.ok(t.actor("Cleric").statuses.has("concentrating"), "still concentrating");
    assert.ok(cards.length >= 2, "the casting card and the note");
  });

  it(RESOURCE_SCENARIOS[3], async () => {
    type Rests = {
      shortRest(o?: object): Promise<{ dice: { roll: number; healed: number }[] } | null>;
      longRest(): Promise<unknown>;
    };
    const hero = await t.scratch.actor({
      name: "Resting Fighter",
      type: "character",
      system: {
        level: 5,
        hp: { value: 12, max: 44 },
        abilities: { con: { value: 14 } },
        hitDice: { die: 10, spent: 2 },
        slots: { 1: { value: 0, max: 4 } },
      },
    });
    await hero.createEmbeddedDocuments("Item", [
      { name: "Second Wind", type: "feature", system: { uses: { value: 0, max: 1, per: "shortRest" } } },
      { name: "Action Surge", type: "feature", system: { uses: { value: 0, max: 1, per: "longRest" } } },
    ] as never);
    const sys = () => hero.system as unknown as HeroSystem;
    const uses = (name: string) => (hero.items.getName(name)?.system as unknown as { uses: { value: number } }).uses;
    const summary = await (hero as unknown as Rests).shortRest({ dice: 2 });
    assert.ok(summary, "the short rest was taken");
    assert.equal(summary.dice.length, 2, "two Hit Dice rolled");
    for (const die of summary.dice) assert.equal(die.healed, die.roll + 2, "each d10 + Con 2");
    const healed = summary.dice.reduce((n, d) => n + d.healed, 0);
    assert.equal(sys().hp.value, 12 + healed, "the hit points");
    assert.equal(sys().hitDice.spent, 4, "two more Hit Dice spent");
    assert.equal(uses("Second Wind").value, 1, "a short-rest use back");
    assert.equal(uses("Action Surge").value, 0, "a long-rest use not");
    // srd51: half the Hit Dice (2 of 5) back; srd52 all of them. Both: all HP, slots and long-rest uses.
    for (const [preset, spentAfter] of [
      ["srd51", 2],
      ["srd52", 0],
    ] as const) {
      await t.scratch.setting("preset", preset);
      await hero.update({ system: { hp: { value: 12 }, hitDice: { spent: 4 }, slots: { 1: { value: 0 } } } });
      await hero.updateEmbeddedDocuments("Item", [
        { _id: hero.items.getName("Action Surge")?.id, "system.uses.value": 0 },
      ] as never);
      await (hero as unknown as Rests).longRest();
      assert.equal(sys().hp.value, 44, `${preset}: every hit point`);
      assert.equal(sys().hitDice.spent, spentAfter, `${preset}: Hit Dice back`);
      assert.equal(sys().slots["1"]?.value, 4, `${preset}: every slot`);
      assert.equal(uses("Action Surge").value, 1, `${preset}: the long-rest use`);
    }
    await t.scratch.setting("preset", "srd52");
  });

  it(RESOURCE_SCENARIOS[4], async () => {
    type Roller = { rollSkill(s: string, o: object): Promise<ChatMessage.Implementation | null> };
    const knight = t.actor("Knight") as unknown as Roller;
    const roll = rollOf(await knight.rollSkill("stealth", { fastForward: true }));
    assert.equal(roll.fray?.mode, "disadvantage", "Stealth in plate has disadvantage");
    assert.ok(
      roll.fray?.sources?.some((s) => s.rule === "RES-8"),
      "the card names the armor's rule",
    );
    const athletics = await knight.rollSkill("athletics", { fastForward: true });
    assert.notEqual(rollOf(athletics).fray?.mode, "disadvantage", "Athletics is not hampered");
  });
}

function resourceFight(context: QuenchBatchContext, t: Table): void {
  const { it } = context;
  const assert: QuenchAssert = context.assert;
  /** The GM's answer to the legendary offers (the first option, or "pass"), and the offers seen. */
  let legendaryChoice: "first" | "pass" = "pass";
  let legendary: ReturnType<typeof answerPrompts> | null = null;
  let anyway: ReturnType<typeof answerPrompts> | null = null;
  context.before(() => {
    legendary = answerPrompts("legendary", (p) =>
      legendaryChoice === "first" ? ((p.data.choices as string[])[0] ?? "pass") : "pass",
    );
    // The rogue's extra attacks (a natural 1 is tried again) and its attack in another creature's turn.
    anyway = answerPrompts("spendAnyway", () => true);
  });
  context.after(() => {
    legendary?.stop();
    anyway?.stop();
  });

  it(RESOURCE_SCENARIOS[5], async () => {
    await t.turnOf("Knight");
    assert.equal(t.ledger("Knight")?.movement.remaining, 20, "30 ft − 10 ft: plate needs Strength 15");
  });

  /** The rogue's rapier attack on the goblin that hits (a natural 1 is rolled again), and its card. */
  const hit = async (): Promise<ChatMessage.Implementation> => {
    for (let i = 0; i < 5; i++) {
      const card = await t.item("Rogue", "Rapier").rollAttack({ fastForward: true, targets: [t.actor("Goblin")] });
      if (card && natural(rollOf(card)) !== 1) return card;
    }
    throw new Error("Fray batch: five natural 1s");
  };
  const sneakDamage = async (card: ChatMessage.Implementation) => {
    const damage = await t.item("Rogue", "Rapier").rollDamage({
      targets: [t.actor("Goblin")],
      attackCardId: card.id ?? "",
      extras: [{ feature: t.item("Rogue", "Sneak Attack").id ?? "", slot: null }],
    });
    assert.ok(damage, "the damage card was posted");
    return damage;
  };

  it(RESOURCE_SCENARIOS[6], async () => {
    await t.turnOf("Rogue");
    const first = await sneakDamage(await hit());
    assert.equal(rollOf(first).formula, "1d8 + 3d6 + 3", "Sneak Attack at level 5 is 3d6");
    assert.deepInclude(await applyDamage(first, t.actor("Goblin")), { ok: true }, "the first is applied");
    const second = await sneakDamage(await hit());
    assert.deepEqual(
      await applyDamage(second, t.actor("Goblin")),
      { ok: false, reason: "extraOncePerTurn" },
      "the second in the same turn is refused",
    );
    await t.turnOf("Goblin");
    const reaction = await sneakDamage(await hit());
    assert.deepInclude(await applyDamage(reaction, t.actor("Goblin")), { ok: true }, "allowed in the goblin's turn");
  });

  it(RESOURCE_SCENARIOS[7], async () => {
    await t.turnOf("Rogue");
    const offers = legendary?.seen.length ?? 0;
    legendaryChoice = "first";
    try {
      await t.fight.nextTurn();
      await until(() => (legendary?.seen.length ?? 0) > offers, "the legendary offer after the rogue's turn");
    } finally {
      legendaryChoice = "pass";
    }
    const offer = legendary?.seen[offers];
    assert.equal(offer?.data.name, "Dragon");
    assert.equal(offer?.data.after, "Rogue", "offered after the rogue's turn");
    const spent = () => (t.combatant("Dragon").system as { legendarySpent?: number }).legendarySpent ?? 0;
    await until(() => spent() === 1, "Detect's 1 action spent from the pool");
  });

  it(RESOURCE_SCENARIOS[8], async () => {
    const seen: { item: string; roll: { roll: number; recharged: boolean } }[] = [];
    const id = Hooks.on("fray.recharge", (item: Item.Implementation, roll: { roll: number; recharged: boolean }) => {
      seen.push({ item: item.name, roll });
    });
    const breath = t.item("Dragon", "Fire Breath");
    const value = () => (breath.system as unknown as { uses: { value: number } }).uses.value;
    const pool = () => (t.combatant("Dragon").system as { legendarySpent?: number }).legendarySpent ?? 0;
    // The world's d6 decides: the dragon's turns come round until both a recharge and a miss were seen (or eight
    // turns passed), each judged against its roll, so a wrong threshold shows whatever the dice do.
    const outcomes = new Set<boolean>();
    try {
      for (let turn = 0; turn < 8 && outcomes.size < 2; turn++) {
        // Spent again: an earlier turn of the dragon's may have recharged it.
        await breath.update({ "system.uses.value": 0 } as never);
        const before = seen.length;
        if (t.fight.combatant?.name === "Dragon") await t.turnOf("Rogue");
        await t.turnOf("Dragon");
        await until(() => seen.length > before, "the Fire Breath's recharge roll");
        const rolled = seen.at(-1);
        assert.equal(rolled?.item, "Fire Breath");
        assert.ok(rolled, "a d6 was rolled");
        assert.equal(rolled.roll.recharged, rolled.roll.roll >= 5, `rolled ${String(rolled.roll.roll)}: 5 or 6 only`);
        await until(() => value() === (rolled.roll.roll >= 5 ? 1 : 0), "the uses as the roll says");
        if (turn === 0) await until(() => pool() === 0, "the legendary pool refilled at the dragon's turn");
        outcomes.add(rolled.roll.recharged);
      }
    } finally {
      Hooks.off("fray.recharge", id);
    }
    assert.isAtLeast(outcomes.size, 1);
  });

  it(RESOURCE_SCENARIOS[9], async () => {
    const dragon = t.actor("Dragon");
    const request = await t.item("Wizard", "Hold Monster").use({ slotLevel: 5, targets: [dragon] });
    assert.ok(request, "the save request was posted");
    const saver = dragon as unknown as { rollSave(s: string, o: object): Promise<ChatMessage.Implementation | null> };
    const save = await saver.rollSave("wis", { dc: 30, saveRequestId: request.id, fastForward: true });
    assert.ok(save, "the dragon's save card");
    // The GM's card, drawn as the chat log draws it: the button is there on the failed save.
    const html = await (save as unknown as { renderHTML(): Promise<HTMLElement> }).renderHTML();
    const button = html.querySelector<HTMLElement>("button[data-action='frayLegendaryResistance']");
    assert.ok(button, "the GM's card offers Legendary Resistance");
    const left = () =>
      (dragon.system as unknown as { legendary: { resistance: { value: number } } }).legendary.resistance.value;
    // The GM's client records the save as its card arrives; the button reads that record.
    await pause(300);
    button.click();
    await until(() => left() === 2, "one legendary resistance spent");
    const answer = (await game.fray.requests.send("fray.applyCondition", {
      messageId: request.id,
      targetUuid: dragon.uuid,
      condition: "paralyzed",
    })) as { ok?: unknown; reason?: unknown } | null;
    assert.deepEqual(answer, { ok: false, reason: "saveSucceeded" }, "the failure is now a success");
    assert.isFalse(dragon.statuses.has("paralyzed"), "not paralyzed");
  });
}

export const resourcesBatch = defineBatch(
  "fray.resources",
  "Fray: spells, rests and legendary monsters",
  (context, scratch) => {
    const table = new Table(scratch);
    context.before(() => seatTable(table));
    castAndRest(context, table);
    resourceFight(context, table);
  },
);
