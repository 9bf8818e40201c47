// Issue 30 item 1 through the Foundry layer: each 5e creature of the pack is one stat block per edition, the 2014
// family (SRD 5.1, presets srd51 and a5e) and the 2024 family (SRD 5.2, presets srd52 and delta). Each entry,
// imported as a world actor under each of its presets, shows its SRD's printed numbers on Fray's own cards and
// derived numbers: the attack card's modifier and the damage card's formula (a printed to-hit such as the SRD 5.1
// Rat's +0, a flat damage such as the Hawk's 1), AC, hit points, the six saves, Perception, speeds and size. The
// numbers below are the SRDs' (CC-BY-4.0), checked against foundryvtt/dnd5e's packs/_source/monsters (SRD 5.1)
// and packs/_source/actors24 (SRD 5.2); each block names its SRD section, as the entry's flags.fray.source does.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { creature, lastMessage, rollHarness } from "./roll-setup";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { tokenSquares } from "../../src/rules";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { DerivedCreature } from "../../src/data/actor/common";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "creatures", "5e");

interface Entry {
  name: string;
  system: { size: string };
  prototypeToken: { width: number; disposition: number };
  items: { name: string; type: string; system: { range: { normal: number }; properties: string[] } }[];
  flags: { fray: { source: string; presets: string[] } };
}
const family = (dir: "2014" | "2024") =>
  readdirSync(join(DIR, dir))
    .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
    .map((f) => parseYaml(readFileSync(join(DIR, dir, f), "utf8")) as Entry);
const FAMILIES = { "2014": family("2014"), "2024": family("2024") } as const;

import { SRD51 } from "./fixtures/srd51-blocks";
import { SRD52 } from "./fixtures/srd52-blocks";
import type { Attack, Block } from "./fixtures/stat-block";

const EDITIONS = [
  { dir: "2014", srd: "SRD 5.1", presets: ["srd51", "a5e"], blocks: SRD51, count: 66 },
  { dir: "2024", srd: "SRD 5.2", presets: ["srd52", "delta"], blocks: SRD52, count: 61 },
] as const;

const blockOf = (blocks: Readonly<Record<string, Block>>, e: Entry): Block => {
  const block = blocks[e.name];
  if (!block) throw new Error(`no stat block for ${e.name}`);
  return block;
};

/** A world actor made from the pack entry, as a GM's import would. */
const imported = async (doc: Entry) =>
  (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;

describe("issue 30 item 1: the 5e creatures, one stat block per edition, each naming its SRD section", () => {
  it.each(EDITIONS)("$srd: $count entries, presets $presets only, each source the edition's SRD and section", (ed) => {
    const entries = FAMILIES[ed.dir];
    expect(entries).toHaveLength(ed.count);
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(ed.blocks).sort());
    for (const e of entries) {
      expect(e.flags.fray.presets, e.name).toEqual([...ed.presets]);
      expect(e.flags.fray.source, e.name).toBe(`${ed.srd}, ${blockOf(ed.blocks, e).section}`);
    }
  });
});

for (const ed of EDITIONS) {
  for (const preset of ed.presets) {
    describe(`issue 30 item 1: ${ed.srd} printed numbers read through the cards and derived numbers in ${preset}`, () => {
      it.each(FAMILIES[ed.dir].map((e) => [e.name, e] as const))("%s", async (_, doc) => {
        const h = await rollHarness(preset);
        const block = blockOf(ed.blocks, doc);
        const actor = await imported(doc);
        const derived = (actor.system as unknown as { derived: DerivedCreature }).derived;
        expect(derived.saves.map((s) => s.bonus)).toEqual([...block.saves]);
        const [perception, die] = (preset === "a5e" && block.a5ePerception) || [block.perception, null];
        expect(derived.perception).toBe(perception);
        expect(derived.skills.find((s) => s.id === "perception")?.expertiseDie ?? null).toBe(die);
        expect(derived.ac).toBe(block.ac);
        const system = actor.system as unknown as { hp: { max: number }; speed: Record<string, number>; size: string };
        expect(system.hp.max).toBe(block.hp);
        expect(system.speed).toMatchObject(block.speed);
        expect(system.size).toBe(block.size);
        expect(doc.prototypeToken.width).toBe(tokenSquares(block.size as never));
        const target = await creature("Target", { ac: { calc: "flat", flat: 40 } }, "npc");
        const weapons = actor.items.filter((i) => i.type === "weapon");
        expect(weapons.map((w) => w.name).sort()).toEqual(Object.keys(block.attacks).sort());
        for (const weapon of weapons) {
          const [toHit, damage] = block.attacks[weapon.name] as Attack;
          h.dice.queue(20, 10);
          await weapon.rollAttack({ fastForward: true, targets: [target] });
          const bonus = toHit === "+0" ? "1d20" : `1d20 ${toHit.replace("+", "+ ")}`;
          expect((lastMessage().rolls[0] as FrayD20Roll).formula, weapon.name).toBe(bonus);
          // Enough dice for the largest attack (the Balor's whip rolls 8d6, the Iron Golem's bolt 8d8).
          for (const faces of [4, 6, 8, 10, 12]) h.dice.queue(faces, ...Array<number>(12).fill(1));
          await weapon.rollDamage();
          expect((lastMessage().rolls[0] as FrayDamageRoll).formula, weapon.name).toBe(damage);
        }
      });
    });
  }
}

describe("issue 30 item 1: a flat damage and a printed to-hit on the cards the GM applies", () => {
  it("the SRD 5.1 Hawk's talons hit for 1 (not 1 + Dexterity); the GM's check re-derives 1 and applies it", async () => {
    const hawkDoc = FAMILIES["2014"].find((e) => e.name === "Hawk (2014)") as Entry;
    await rollHarness("srd51");
    const hawk = await imported(hawkDoc);
    const target = await creature("Target", { hp: { value: 20, max: 20 } }, "npc");
    const talons = hawk.items.find((i) => i.name === "Talons") as unknown as FrayItem;
    await talons.rollDamage({ targets: [target] });
    const card = lastMessage() as unknown as ChatMessage.Implementation;
    expect((card.rolls[0] as unknown as FrayDamageRoll).total).toBe(1);
    const result = await onCardAction(card, { action: "frayApplyDamage", targetUuid: target.uuid, multiplier: "1" });
    expect(result).toEqual({ ok: true, damageTaken: 1, healed: 0 });
    expect((target.system as unknown as { hp: { value: number } }).hp.value).toBe(19);
  });

  it("the SRD 5.1 Rat bites at its printed +0, the SRD 5.2 Rat at +2 (its Dexterity and proficiency)", async () => {
    const h = await rollHarness("srd51");
    const target = await creature("Target", { ac: { calc: "flat", flat: 40 } }, "npc");
    for (const name of ["Rat (2014)", "Rat (2024)"]) {
      const doc = [...FAMILIES["2014"], ...FAMILIES["2024"]].find((e) => e.name === name) as Entry;
      const rat = await imported(doc);
      h.dice.queue(20, 7);
      await (rat.items.find((i) => i.name === "Bite") as unknown as FrayItem).rollAttack({
        fastForward: true,
        targets: [target],
      });
      expect((lastMessage().rolls[0] as FrayD20Roll).total, name).toBe(name === "Rat (2014)" ? 7 : 9);
    }
  });
});

describe("issue 30 item 4: the Hill Giant's rock only at range; guards and knights are foes", () => {
  it("the SRD 5.1 Rock is a ranged attack (not thrown, so never a melee one); its Greatclub reaches 10 ft", () => {
    const giant = FAMILIES["2014"].find((e) => e.name === "Hill Giant (2014)") as Entry;
    const rock = giant.items.find((i) => i.name === "Rock");
    expect(rock?.system.range.normal).toBe(60);
    expect(rock?.system.properties).not.toContain("thrown");
  });

  it("every Guard and Knight token is hostile, in both families", () => {
    const soldiers = [...FAMILIES["2014"], ...FAMILIES["2024"]].filter((e) => /^(Guard|Knight) \(/.test(e.name));
    expect(soldiers).toHaveLength(4);
    for (const e of soldiers) expect(e.prototypeToken.disposition, e.name).toBe(-1);
  });
});

describe("issue 30 item 3: on-hit riders stated on the damage card, checked by the weapon's data model", () => {
  /** The lines the last damage card states under its total. */
  const riderLines = () =>
    [...lastMessage().content.matchAll(/<p class="fray-roll-card__rider">([^<]*)<\/p>/g)].map((m) =>
      (m[1] ?? "").trim(),
    );

  it.each([
    [
      "2014",
      "Giant Spider (2014)",
      "Bite",
      ["On a hit: DC 11 Constitution save; 2d8 poison damage, half on a success"],
    ],
    ["2014", "Wolf (2014)", "Bite", ["On a hit: DC 11 Strength save; Prone on a failure"]],
    ["2014", "Crocodile (2014)", "Bite", ["On a hit: Grappled (escape DC 12)", "On a hit: Restrained"]],
    ["2024", "Wolf (2024)", "Bite", ["On a hit: Prone (Medium or smaller)"]],
    ["2024", "Hill Giant (2024)", "Trash Lob", ["On a hit: Poisoned"]],
    ["2024", "Bandit (2024)", "Scimitar", []],
  ] as const)("%s %s's %s", async (dir, name, weaponName, lines) => {
    const h = await rollHarness(dir === "2014" ? "srd51" : "srd52");
    const actor = await imported(FAMILIES[dir].find((e) => e.name === name) as Entry);
    for (const faces of [4, 6, 8, 10]) h.dice.queue(faces, 1, 1, 1);
    await (actor.items.find((i) => i.name === weaponName) as unknown as FrayItem).rollDamage();
    expect(riderLines()).toEqual([...lines]);
  });

  it("a save without its DC (or half damage without a save) is refused and the weapon stays as it was", async () => {
    await rollHarness("srd52");
    const wolf = await imported(FAMILIES["2024"].find((e) => e.name === "Wolf (2024)") as Entry);
    const bite = wolf.items.find((i) => i.name === "Bite") as unknown as FrayItem;
    const before = structuredClone((bite.system as unknown as { onHit: unknown }).onHit);
    for (const onHit of [
      [{ save: "str", condition: "prone" }],
      [{ damage: "1d6", damageType: "poison", onSave: "half" }],
    ]) {
      await expect(bite.update({ system: { onHit } } as never)).rejects.toThrow(/onHit/);
      expect((bite.system as unknown as { onHit: unknown }).onHit).toEqual(before);
    }
  });
});
