// Issue 30 item 4 through the Foundry layer: the 16 ready heroes of the `heroes` pack (a fighter, a rogue, a cleric
// and a wizard at levels 1 and 5, per 5e family: 2014 from SRD 5.1 for srd51 and a5e, 2024 from SRD 5.2 for srd52
// and delta). Each, made a world actor under each of its presets, keeps every value it sets and shows the numbers
// the SRD's rules give (AC from its worn armor, hit points by the fixed numbers per level, saves, its first weapon's
// attack and damage on the cards, spell save DC and attack, slots); then they play: the level-5 fighter's two
// attacks in one Attack action, the rogue's Sneak Attack once per turn, the wizard's slots spent on Magic Missile and
// Fireball, the cleric's Cure Wounds healing an ally. The expected numbers are worked out below from the SRDs
// (CC-BY-4.0): standard array, species or background increases, level-4 Ability Score Improvement.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { creature, lastMessage, rollHarness } from "./roll-setup";
import { ledgerHarness, ledgerOf, type LedgerHarness } from "./ledger-setup";
import { hpOf, lastCard } from "./table-resources-setup";
import { Scene, type Combat as HarnessCombat } from "../harness/classes";
import { follow } from "../harness";
import { FrayCombat } from "../../src/documents";
import { listen as listenChat } from "../../src/hooks/render-chat-message";
import { requestGm } from "../../src/net/gm-requests";
import { tokenSquares } from "../../src/rules";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { DerivedCreature } from "../../src/data/actor/common";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "heroes", "5e");

interface Entry {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown> & { size: string; level: number; hp: { max: number } };
  prototypeToken: { name: string; width: number; height: number; disposition: number; actorLink: boolean };
  items: { name: string; type: string; system: Record<string, unknown> }[];
  flags: { fray: { source: string; presets: string[] } };
}
const family = (dir: "2014" | "2024") =>
  readdirSync(join(DIR, dir))
    .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
    .map((f) => parseYaml(readFileSync(join(DIR, dir, f), "utf8")) as Entry);
const FAMILIES = { "2014": family("2014"), "2024": family("2024") } as const;
const PRESETS = { "2014": ["srd51", "a5e"], "2024": ["srd52", "delta"] } as const;
const entry = (dir: "2014" | "2024", cls: string, level: number): Entry => {
  const found = FAMILIES[dir].find((e) => e.name.includes(`, ${cls} ${String(level)} (`));
  if (!found) throw new Error(`no ${dir} ${cls} ${String(level)}`);
  return found;
};

/** What the SRD's rules give each hero: AC, HP, six saves (Str…Cha), first weapon, spell DC and attack, slots. */
interface Expected {
  ac: number;
  hp: number;
  saves: [number, number, number, number, number, number];
  weapon: [string, string, string];
  spell?: [number, number];
  slots?: Record<string, number>;
}
const FULL_SLOTS = { "1": 4, "2": 3, "3": 2 };
const EXPECTED: Record<string, Expected> = {
  // Human: 15/14/13/12/10/8 +1 each; chain mail 16 + shield 2 + Defense 1; d10: 10 + 2, then 4 × (6 + 2).
  "Bryn, Fighter 1 (2014)": {
    ac: 19,
    hp: 12,
    saves: [5, 2, 4, -1, 1, 0],
    weapon: ["Longsword", "1d20 + 5", "1d8 + 3"],
  },
  "Bryn, Fighter 5 (2014)": {
    ac: 19,
    hp: 44,
    saves: [7, 2, 5, -1, 1, 0],
    weapon: ["Longsword", "1d20 + 7", "1d8 + 4"],
  },
  // Lightfoot halfling: Dex 15 + 2, Cha 10 + 1 (4th: +1 Dex, +1 Con); leather 11 + Dex; d8: 8 + 2, then 4 × (5 + 2).
  "Pip, Rogue 1 (2014)": { ac: 14, hp: 10, saves: [-1, 5, 2, 3, 1, 0], weapon: ["Rapier", "1d20 + 5", "1d8 + 3"] },
  "Pip, Rogue 5 (2014)": { ac: 15, hp: 38, saves: [-1, 7, 2, 4, 1, 0], weapon: ["Rapier", "1d20 + 7", "1d8 + 4"] },
  // Hill dwarf: Con 14 + 2, Wis 15 + 1 (4th: +2 Wis); chain mail + shield; d8 + 1 a level (dwarven toughness).
  "Dagna, Cleric 1 (2014)": {
    ac: 18,
    hp: 12,
    saves: [1, 0, 3, -1, 5, 3],
    weapon: ["Warhammer", "1d20 + 3", "1d8 + 1"],
    spell: [13, 5],
    slots: { "1": 2 },
  },
  "Dagna, Cleric 5 (2014)": {
    ac: 18,
    hp: 48,
    saves: [1, 0, 3, -1, 7, 4],
    weapon: ["Warhammer", "1d20 + 4", "1d8 + 1"],
    spell: [15, 7],
    slots: FULL_SLOTS,
  },
  // High elf: Dex 13 + 2, Int 15 + 1 (4th: +2 Int); unarmored 10 + Dex; d6: 6 + 2, then 4 × (4 + 2).
  "Ilsa, Wizard 1 (2014)": {
    ac: 12,
    hp: 8,
    saves: [-1, 2, 2, 5, 3, 0],
    weapon: ["Dagger", "1d20 + 4", "1d4 + 2"],
    spell: [13, 5],
    slots: { "1": 2 },
  },
  "Ilsa, Wizard 5 (2014)": {
    ac: 12,
    hp: 32,
    saves: [-1, 2, 2, 7, 4, 0],
    weapon: ["Dagger", "1d20 + 5", "1d4 + 2"],
    spell: [15, 7],
    slots: FULL_SLOTS,
  },
  // Soldier: +1 Str, Dex, Con (4th: +2 Str); chain mail 16 + Defense 1; Alert adds the proficiency bonus to Initiative.
  "Bryn, Fighter 1 (2024)": {
    ac: 17,
    hp: 12,
    saves: [5, 2, 4, -1, 1, 0],
    weapon: ["Greatsword", "1d20 + 5", "2d6 + 3"],
  },
  "Bryn, Fighter 5 (2024)": {
    ac: 17,
    hp: 44,
    saves: [7, 2, 5, -1, 1, 0],
    weapon: ["Greatsword", "1d20 + 7", "2d6 + 4"],
  },
  // Criminal: +1 Dex, Con, Int (4th: +2 Dex); leather 11 + Dex.
  "Pip, Rogue 1 (2024)": { ac: 14, hp: 10, saves: [-1, 5, 2, 4, 1, 0], weapon: ["Shortsword", "1d20 + 5", "1d6 + 3"] },
  "Pip, Rogue 5 (2024)": { ac: 15, hp: 38, saves: [-1, 7, 2, 5, 1, 0], weapon: ["Shortsword", "1d20 + 7", "1d6 + 4"] },
  // Acolyte: +1 Int, Wis, Cha (4th: +2 Wis); chain shirt 13 + shield 2; d8 + 1 a level (dwarven toughness).
  "Dagna, Cleric 1 (2024)": {
    ac: 15,
    hp: 11,
    saves: [1, 0, 2, -1, 5, 3],
    weapon: ["Mace", "1d20 + 3", "1d6 + 1"],
    spell: [13, 5],
    slots: { "1": 2 },
  },
  "Dagna, Cleric 5 (2024)": {
    ac: 15,
    hp: 43,
    saves: [1, 0, 2, -1, 7, 4],
    weapon: ["Mace", "1d20 + 4", "1d6 + 1"],
    spell: [15, 7],
    slots: FULL_SLOTS,
  },
  // Sage: +1 Con, Int, Wis (4th: +2 Int); unarmored 10 + Dex.
  "Ilsa, Wizard 1 (2024)": {
    ac: 11,
    hp: 8,
    saves: [-1, 1, 2, 5, 3, 0],
    weapon: ["Dagger", "1d20 + 3", "1d4 + 1"],
    spell: [13, 5],
    slots: { "1": 2 },
  },
  "Ilsa, Wizard 5 (2024)": {
    ac: 11,
    hp: 32,
    saves: [-1, 1, 2, 7, 4, 0],
    weapon: ["Dagger", "1d20 + 4", "1d4 + 1"],
    spell: [15, 7],
    slots: FULL_SLOTS,
  },
};
/** The 2024 heroes with the Alert feat: its Initiative bonus (Dexterity modifier + proficiency bonus). */
const INITIATIVE: Record<string, number> = {
  "Bryn, Fighter 1 (2024)": 4,
  "Bryn, Fighter 5 (2024)": 5,
  "Pip, Rogue 1 (2024)": 5,
  "Pip, Rogue 5 (2024)": 7,
};

/** A world actor made from the pack entry, as a GM's import keeps its id; `owner` (a user id) owns it. */
async function imported(doc: Entry, owner?: string): Promise<FrayActor> {
  const data = structuredClone(doc) as unknown as Record<string, unknown>;
  if (owner) data.ownership = { default: 0, [owner]: 3 };
  const actor: unknown = await Actor.create(data as never, { keepId: true });
  return follow(actor as FrayActor);
}
const derivedOf = (actor: FrayActor) => (actor.system as unknown as { derived: DerivedCreature }).derived;
const slotsOf = (h: LedgerHarness, actor: FrayActor) =>
  (h.doc(actor, h.gm).system as unknown as { slots: Record<string, { value: number; max: number }> }).slots;
const itemOf = (actor: FrayActor, name: string) => {
  const found = actor.items.find((i) => i.name === name);
  if (!found) throw new Error(`${actor.name} has no ${name}`);
  return found;
};

describe("issue 30 item 4: the ready heroes keep every value they set", () => {
  it.each([...FAMILIES["2014"], ...FAMILIES["2024"]].map((e) => [e.name, e] as const))("%s", async (_, doc) => {
    await rollHarness(doc.flags.fray.presets[0]);
    const actor = new CONFIG.Actor.documentClass(structuredClone(doc) as never);
    const data = actor.toObject() as unknown as Entry;
    expect(data.type).toBe("character");
    // A misspelt key or a value out of range would be dropped or replaced here.
    expect(data.system).toMatchObject(doc.system);
    expect(data.prototypeToken).toMatchObject(doc.prototypeToken);
    expect(data.items).toHaveLength(doc.items.length);
    doc.items.forEach((item, n) => {
      expect(data.items[n]?.system, `${doc.name}: ${item.name}`).toMatchObject(item.system);
    });
  });
});

for (const dir of ["2014", "2024"] as const) {
  for (const preset of PRESETS[dir]) {
    describe(`issue 30 item 4: the ${dir} heroes' numbers and first weapon's cards in ${preset}`, () => {
      it.each(FAMILIES[dir].map((e) => [e.name, e] as const))("%s", async (name, doc) => {
        const h = await rollHarness(preset);
        const want = EXPECTED[name];
        if (!want) throw new Error(`no expected numbers for ${name}`);
        const hero = await imported(doc);
        const derived = derivedOf(hero);
        expect(derived.ac, "AC").toBe(want.ac);
        expect((hero.system as unknown as { hp: { value: number; max: number } }).hp).toMatchObject({
          value: want.hp,
          max: want.hp,
        });
        expect(derived.saves.map((s) => s.bonus)).toEqual(want.saves);
        expect(derived.attacksPerAction).toBe(/Fighter 5/.test(name) ? 2 : 1);
        if (name in INITIATIVE) expect(derived.initiative.bonus, "Alert").toBe(INITIATIVE[name]);
        // Expertise (rank 2): double proficiency, or a5e's expertise die on top of proficiency once.
        if (name.includes("Rogue")) {
          const { proficiency, abilities } = derived;
          const perception = derived.skills.find((sk) => sk.id === "perception");
          expect(perception?.bonus).toBe(abilities.wis.mod + (preset === "a5e" ? 1 : 2) * proficiency);
          expect(perception?.expertiseDie).toBe(preset === "a5e" ? 4 : null);
        }
        const system = hero.system as unknown as { hitDice: { die: number }; level: number; slots: unknown };
        expect(system.hitDice.die).toBe({ Fighter: 10, Rogue: 8, Cleric: 8, Wizard: 6 }[name.split(" ")[1] ?? ""]);
        expect(doc.prototypeToken.width).toBe(tokenSquares(doc.system.size as never));
        const [weaponName, attack, damage] = want.weapon;
        const weapon = hero.items.find((i) => i.type === "weapon") as unknown as FrayItem;
        expect(weapon.name).toBe(weaponName);
        h.dice.queue(20, 10);
        await weapon.rollAttack({ fastForward: true, targets: [] });
        expect((lastMessage().rolls[0] as FrayD20Roll).formula, "attack card").toBe(attack);
        for (const faces of [4, 6, 8]) h.dice.queue(faces, 1, 1);
        await weapon.rollDamage({ fastForward: true });
        expect((lastMessage().rolls[0] as FrayDamageRoll).formula, "damage card").toBe(damage);
        if (want.spell) {
          expect([derived.spell.dc, derived.spell.attack]).toEqual(want.spell);
          const slots = Object.fromEntries(
            Object.entries(system.slots as Record<string, { max: number; value: number }>)
              .filter(([, s]) => s.max > 0)
              .map(([level, s]) => [level, s.value === s.max ? s.max : -1]),
          );
          expect(slots).toEqual(want.slots);
        } else {
          expect(hero.items.filter((i) => i.type === "spell")).toHaveLength(0);
        }
      });
    });
  }
}

/** An active combat on a scene: `hero` (the player's) at initiative 20 and a goblin with 60 HP at 10, side by side. */
async function heroFight(h: LedgerHarness, doc: Entry, at: { goblin: [number, number]; ally?: [number, number] }) {
  const hero = await imported(doc, h.player.id);
  const goblin = await creature("Goblin", { hp: { value: 60, max: 60 } }, "npc");
  const ally = at.ally ? await creature("Ally") : null;
  const sides = [
    ["hero", hero, 20, [0, 0], 1],
    ["goblin", goblin, 10, at.goblin, -1],
    ...(ally && at.ally ? [["ally", ally, 5, at.ally, 1] as const] : []),
  ] as const;
  const tokens = sides.map(([key, actor, , [x, y], disposition]) => ({
    _id: `${key}-token`,
    name: actor.name,
    actorId: actor.id,
    x: x * 100,
    y: y * 100,
    disposition,
  }));
  const scene = await h.as(h.gm, () => Scene.create({ name: "Arena", tokens }));
  if (!scene) throw new Error("no scene");
  const combatants = sides.map(([key, actor, initiative]) => ({
    name: actor.name,
    actorId: actor.id,
    sceneId: scene.id,
    tokenId: `${key}-token`,
    initiative,
  }));
  const created = await h.as(h.gm, () => h.config.Combat.documentClass.create({ active: true, combatants }));
  if (!(created instanceof FrayCombat)) throw new Error("not a FrayCombat");
  const combat = created as unknown as HarnessCombat;
  await h.as(h.gm, () => combat.startCombat());
  await h.settle();
  return {
    hero,
    goblin,
    combat,
    combatant: () => {
      const found = h.doc(combat).turns.find((c) => c.name === hero.name);
      if (!found) throw new Error("no combatant");
      return found;
    },
  };
}

/** The acting user's request that the GM apply `card` to `target` (1 damage, −1 healing). */
const apply = (h: LedgerHarness, card: ChatMessage.Implementation, target: FrayActor, multiplier: 1 | -1) =>
  h.as(h.player, () => requestGm("fray.applyDamage", { messageId: card.id, targetUuid: target.uuid, multiplier }));

async function tableHarness(preset: string): Promise<LedgerHarness> {
  const h = await ledgerHarness(preset);
  h.onEveryClient(listenChat);
  await h.settings.set("fray", "autoApplyCardActions", true);
  return h;
}

describe("issue 30 item 4 (ECON-7): the level-5 fighter makes two attacks in one Attack action", () => {
  it.each(["srd51", "a5e", "srd52", "delta"])("%s", async (preset) => {
    const h = await tableHarness(preset);
    const doc = entry(preset === "srd51" || preset === "a5e" ? "2014" : "2024", "Fighter", 5);
    const f = await heroFight(h, doc, { goblin: [1, 0] });
    h.actAs(h.player);
    const weapon = h.doc(itemOf(f.hero, doc.items[0]?.name ?? ""));
    h.dice.queue(20, 15, 12, 9);
    expect(await weapon.rollAttack({ fastForward: true, targets: [f.goblin] })).not.toBeNull();
    expect(await weapon.rollAttack({ fastForward: true, targets: [f.goblin] })).not.toBeNull();
    expect(ledgerOf(f.combatant())).toMatchObject({
      actions: { used: 1, remaining: 0 },
      attackActionAttacksLeft: 0,
      attacksThisTurn: 2,
    });
    // A third attack would need another action: refused.
    expect(await weapon.rollAttack({ fastForward: true, targets: [f.goblin] })).toBeNull();
  });

  it("the level-1 fighter has one attack per Attack action", async () => {
    const h = await tableHarness("srd52");
    const f = await heroFight(h, entry("2024", "Fighter", 1), { goblin: [1, 0] });
    h.actAs(h.player);
    const weapon = h.doc(itemOf(f.hero, "Greatsword"));
    h.dice.queue(20, 15);
    expect(await weapon.rollAttack({ fastForward: true, targets: [f.goblin] })).not.toBeNull();
    expect(await weapon.rollAttack({ fastForward: true, targets: [f.goblin] })).toBeNull();
  });
});

describe("issue 30 item 4 (RES-6): the rogue's Sneak Attack, 1d6 at level 1 and 3d6 at level 5, once per turn", () => {
  it.each([
    ["srd51", "2014", 1, "Dagger", "1d4 + 1d6 + 3"],
    ["a5e", "2014", 5, "Dagger", "1d4 + 3d6 + 4"],
    ["srd52", "2024", 1, "Shortsword", "1d6 + 1d6 + 3"],
    ["delta", "2024", 5, "Shortsword", "1d6 + 3d6 + 4"],
  ] as const)("%s: %s rogue %i", async (preset, dir, level, weaponName, formula) => {
    const h = await tableHarness(preset);
    // An ally of the rogue beside the goblin: 2014 counts it as the goblin's enemy, 2024 as the rogue's ally.
    const f = await heroFight(h, entry(dir, "Rogue", level), { goblin: [1, 0], ally: [2, 0] });
    h.actAs(h.player);
    const sneak = h.doc(itemOf(f.hero, "Sneak Attack"));
    /** A hit with `weapon` (natural 18) and its damage with Sneak Attack (every die shows 1). */
    const hit = async (weapon: FrayItem, offHand = false) => {
      h.dice.queue(20, 18);
      expect(await weapon.rollAttack({ fastForward: true, targets: [f.goblin], offHand })).not.toBeNull();
      await h.settle();
      const card = lastCard();
      for (const faces of [4, 6]) h.dice.queue(faces, 1, 1, 1, 1);
      await weapon.rollDamage({
        fastForward: true,
        offHand,
        targets: [f.goblin],
        attackCardId: card.id ?? "",
        extras: [{ feature: sneak.id ?? "", slot: null }],
      });
      await h.settle();
      return lastCard();
    };
    const first = await hit(h.doc(itemOf(f.hero, weaponName)));
    expect(first.rolls[0]?.formula).toBe(formula);
    const total = (first.rolls[0] as unknown as FrayDamageRoll).total ?? 0;
    expect(await apply(h, first, f.goblin, 1)).toMatchObject({ ok: true, damageTaken: total });
    expect(hpOf(h, f.goblin)).toBe(60 - total);
    // The off-hand dagger's bonus-action hit, the same turn: Sneak Attack is refused.
    const offHand = await hit(h.doc(itemOf(f.hero, "Dagger")), true);
    expect(await apply(h, offHand, f.goblin, 1)).toEqual({ ok: false, reason: "extraOncePerTurn" });
    expect(hpOf(h, f.goblin)).toBe(60 - total);
    // The goblin's turn: the rogue's hit there (a reaction) may add it again (once per turn, any turn).
    await h.as(h.gm, () => f.combat.nextTurn());
    await h.settle();
    h.actAs(h.player);
    const reaction = await hit(h.doc(itemOf(f.hero, weaponName)));
    expect(await apply(h, reaction, f.goblin, 1)).toMatchObject({ ok: true });
  });
});

describe("issue 30 item 4 (RES-1): the wizard's spells spend its slots", () => {
  it.each([
    ["srd51", "2014"],
    ["srd52", "2024"],
  ] as const)("%s: Magic Missile at level 1 (3d4 + 3), Fireball at level 5 (8d6, DC 15)", async (preset, dir) => {
    const h = await tableHarness(preset);
    const goblin = await creature("Goblin", { hp: { value: 80, max: 80 } }, "npc");
    const novice = await imported(entry(dir, "Wizard", 1), h.player.id);
    const adept = await imported(entry(dir, "Wizard", 5), h.player.id);
    h.actAs(h.player);
    const missile = h.doc(itemOf(novice, "Magic Missile"));
    expect(await missile.use({ slotLevel: 1, targets: [goblin] })).not.toBeNull();
    await h.settle();
    expect(slotsOf(h, novice)["1"]).toEqual({ value: 1, max: 2 });
    h.dice.queue(4, 1, 1, 1);
    await missile.rollDamage({ fastForward: true, targets: [goblin], castCardId: lastCard().id ?? "" });
    await h.settle();
    expect(lastCard().rolls[0]?.formula).toBe("3d4 + 3");
    expect(await apply(h, lastCard(), goblin, 1)).toMatchObject({ ok: true, damageTaken: 6 });

    const fireball = h.doc(itemOf(adept, "Fireball"));
    expect(await fireball.use({ slotLevel: 3, targets: [goblin], placeArea: false })).not.toBeNull();
    await h.settle();
    expect(slotsOf(h, adept)["3"]).toEqual({ value: 1, max: 2 });
    // The save card: a Dexterity save against Ilsa's spell save DC, 8 + 3 (proficiency) + 4 (Intelligence 18).
    expect(lastCard().content).toContain('data-save="dex" data-dc="15"');
    h.dice.queue(6, 1, 1, 1, 1, 1, 1, 1, 1);
    await fireball.rollDamage({ fastForward: true, targets: [goblin], castCardId: lastCard().id ?? "" });
    await h.settle();
    expect(lastCard().rolls[0]?.formula).toBe("8d6");
  });
});

describe("issue 30 item 4 (RES-1): the cleric heals with Cure Wounds, spending a slot", () => {
  it.each([
    ["srd51", "2014", "1d8 + 3", 1, 4],
    ["srd52", "2024", "2d8 + 3", 2, 5],
  ] as const)("%s: the level-1 cleric's Cure Wounds is %s", async (preset, dir, formula, dice, healed) => {
    const h = await tableHarness(preset);
    const ally = await creature("Ally", { hp: { value: 1, max: 30 } }, "character", {
      default: 0,
      [h.player.id]: 3,
    });
    const cleric = await imported(entry(dir, "Cleric", 1), h.player.id);
    h.actAs(h.player);
    const cure = h.doc(itemOf(cleric, "Cure Wounds"));
    expect(await cure.use({ slotLevel: 1, targets: [ally] })).not.toBeNull();
    await h.settle();
    expect(slotsOf(h, cleric)["1"]).toEqual({ value: 1, max: 2 });
    h.dice.queue(8, ...Array<number>(dice).fill(1));
    await cure.rollDamage({ fastForward: true, targets: [ally], castCardId: lastCard().id ?? "" });
    await h.settle();
    expect(lastCard().rolls[0]?.formula).toBe(formula);
    expect(await apply(h, lastCard(), ally, -1)).toMatchObject({ ok: true, healed });
    expect(hpOf(h, ally)).toBe(1 + healed);
  });
});

describe("issue 30 item 4: the heroes pack compiles to LevelDB as the build does (scripts/assets.ts)", () => {
  const out = mkdtempSync(join(tmpdir(), "fray-heroes-"));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it("writes the 16 heroes, their items and the three folders", async () => {
    await compilePack(join(DIR, ".."), out, { yaml: true, recursive: true, log: false });
    const db = new ClassicLevel<string, unknown>(out, { valueEncoding: "json" });
    try {
      const keys = await db.keys().all();
      const all = [...FAMILIES["2014"], ...FAMILIES["2024"]];
      expect(keys.filter((k) => k.startsWith("!actors!"))).toHaveLength(16);
      expect(keys.filter((k) => k.startsWith("!actors.items!"))).toHaveLength(all.flatMap((e) => e.items).length);
      expect(keys.filter((k) => k.startsWith("!folders!"))).toHaveLength(3);
    } finally {
      await db.close();
    }
  });
});
