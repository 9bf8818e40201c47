// Issue 30 item 3 through the Foundry layer: the spells pack holds each 5e family's spells from its own SRD, the
// 2014 family (SRD 5.1, presets srd51 and a5e) and the 2024 family (SRD 5.2, presets srd52 and delta). A caster
// (Wisdom 16, proficient: spell save DC 13, spell attack +5) is given each entry under each of its presets and
// casts it: the attack card shows the caster's spell attack, the save card the printed save and the caster's DC
// with the condition a failure gives, the damage card the printed formula (healing with the spellcasting modifier),
// and an area spell places the printed shape and size. A slot-scaling spell cast one slot higher rolls the SRD's
// bigger formula, and a cantrip of a 5th-level caster the SRD's second die. The printed numbers are in
// tests/adapters/fixtures/srd51-spells.ts and srd52-spells.ts.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { HarnessCanvas } from "../harness/canvas";
import { follow } from "../harness";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { listen as listenSetup } from "../../src/hooks/setup";
import { SRD51_SPELLS } from "./fixtures/srd51-spells";
import { SRD52_SPELLS } from "./fixtures/srd52-spells";
import type { PrintedSpell } from "./fixtures/printed-spell";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "spells", "5e");

interface Entry {
  _id: string;
  name: string;
  system: {
    level: number;
    activation: { type: string };
    attack: string;
    save: { ability: string; dc: number | null };
    damage: { parts: { formula: string; type: string }[] };
    range: { normal: number; long: number | null };
    area: { shape: string; size: number; width: number; height: number };
    concentration: boolean;
    ritual: boolean;
    scaling: { mode: string; formula: string };
    condition: string;
  };
  flags: { fray: { source: string; presets: string[] } };
}
const family = (dir: "2014" | "2024") =>
  readdirSync(join(DIR, dir))
    .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
    .map((f) => parseYaml(readFileSync(join(DIR, dir, f), "utf8")) as Entry);
const FAMILIES = { "2014": family("2014"), "2024": family("2024") } as const;

const EDITIONS = [
  { dir: "2014", srd: "SRD 5.1", presets: ["srd51", "a5e"], printed: SRD51_SPELLS },
  { dir: "2024", srd: "SRD 5.2", presets: ["srd52", "delta"], printed: SRD52_SPELLS },
] as const;

const printedOf = (printed: Readonly<Record<string, PrintedSpell>>, e: Entry): PrintedSpell => {
  const p = printed[e.name];
  if (!p) throw new Error(`no printed spell for ${e.name}`);
  return p;
};

/** The caster's spell save DC (8 + Wisdom 3 + proficiency 2) and spell attack bonus (3 + 2). */
const DC = 13;
const ATTACK = 5;
const MOD = 3;
/** A printed formula as the caster rolls it: `mod` is its spellcasting modifier. */
const rolled = (formula: string) => formula.replace(/\bmod\b/, String(MOD));
const SLOTS = Object.fromEntries([1, 2, 3, 4, 5, 6].map((l) => [l, { value: 3, max: 3 }]));

/** A roll harness with Fray's setup run (the preset's status effects: concentrating, the save conditions). */
async function harness(preset: string): Promise<RollHarness> {
  const h = await rollHarness(preset);
  h.onEveryClient(listenSetup);
  h.fire("setup");
  return h;
}

/** A leveled spell is cast with a slot of `level`; a cantrip with none. */
const slotOf = (level: number) => (level > 0 ? { slotLevel: level } : {});

const G = 100;
const board = () => canvas as unknown as HarnessCanvas;
const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The caster, on a scene with a hostile target beside it (AC 40: an attack misses and nothing else happens). */
async function table(h: RollHarness, level: number) {
  resetCoverIndexes();
  const caster = await creature("Caster", {
    level,
    abilities: { wis: { value: 16 } },
    spellcasting: { ability: "wis", rank: 1 },
    slots: SLOTS,
  });
  const target = await creature("Target", { ac: { calc: "flat", flat: 40 }, hp: { value: 200, max: 200 } }, "npc");
  const tokens = [
    { _id: "caster0000000000", actorId: caster.id, x: 2 * G, y: 10 * G, actorLink: true },
    // Next to the caster, so touch spells and the 10-ft Poison Spray reach it.
    { _id: "target0000000000", actorId: target.id, x: 3 * G, y: 10 * G },
  ];
  await Scene.create({ name: "Field", active: true, tokens });
  h.actAs(h.gm);
  return { caster, target };
}

/** The pack entry given to `actor`, as a drop from the compendium makes it. */
async function given(actor: FrayActor, doc: Entry): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [structuredClone(doc)] as never, {
    keepId: true,
  });
  const made = (created as FrayItem[])[0];
  if (!made) throw new Error("no item");
  return follow(made);
}

/** The spell's damage rolled from its casting card (every die shows 1). */
async function damageOf(h: RollHarness, spell: FrayItem, card: ChatMessage.Implementation, target: FrayActor) {
  for (const faces of [4, 6, 8, 10, 12]) h.dice.queue(faces, ...Array<number>(12).fill(1));
  await spell.rollDamage({ targets: [target], castCardId: card.id ?? "" });
  await h.settle();
  return (lastMessage().rolls[0] as FrayDamageRoll | undefined)?.formula;
}

/** The template a spell's area placed (clicked at the target's corner; an emanation sits on its caster). */
async function placed(h: RollHarness, spell: FrayItem, level: number) {
  const use = spell.use({ ...slotOf(level), fastForward: true });
  await turns();
  const shape = (spell.system as unknown as Entry["system"]).area.shape;
  if (shape !== "emanation") board().click(3 * G + 20, 10 * G - 20);
  const card = await use;
  await h.settle();
  const scene = game.scenes.active as unknown as {
    templates: { contents: { t: string; distance: number; flags: unknown }[] };
  };
  const template = scene.templates.contents.at(-1);
  return { card, template };
}

describe("issue 30 item 3: at least 40 spells per 5e family, each from its own SRD and naming its section", () => {
  it.each(EDITIONS)("$srd: the printed table's entries, presets $presets only, source the SRD section", (ed) => {
    const entries = FAMILIES[ed.dir];
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(ed.printed).sort());
    for (const e of entries) {
      expect(e.name.endsWith(` (${ed.dir})`), e.name).toBe(true);
      expect(e.flags.fray.presets, e.name).toEqual([...ed.presets]);
      expect(e.flags.fray.source, e.name).toBe(`${ed.srd}, ${printedOf(ed.printed, e).section}`);
    }
  });

  it.each(EDITIONS)("$srd: level, casting time, range, area, concentration, scaling and condition as printed", (ed) => {
    for (const e of FAMILIES[ed.dir]) {
      const p = printedOf(ed.printed, e);
      const s = e.system;
      const [shape, size, width, height] = p.area ?? ["none", 0, 0, 0];
      expect(
        {
          level: s.level,
          casting: s.activation.type,
          range: s.range.normal,
          attack: s.attack,
          save: s.save.ability,
          damage: s.damage.parts.map((d) => [d.formula.replace("@spellcasting.mod", "mod"), d.type]),
          area: [s.area.shape, s.area.size, s.area.width, s.area.height],
          concentration: s.concentration,
          scaling: s.scaling.mode === "none" ? null : [s.scaling.mode, s.scaling.formula],
          condition: s.condition,
        },
        e.name,
      ).toEqual({
        level: p.level,
        casting: p.casting,
        range: p.range,
        attack: p.attack,
        save: p.save,
        damage: p.damage.map((d) => [...d]),
        area: [shape, size, width ?? 0, height ?? 0],
        concentration: p.concentration,
        scaling: p.scaling ? [...p.scaling] : null,
        condition: p.condition ?? "",
      });
      // The caster's own DC: no entry prints a fixed one.
      expect(s.save.dc, e.name).toBeNull();
      expect(s.ritual, e.name).toBe(false);
    }
  });
});

for (const ed of EDITIONS) {
  for (const preset of ed.presets) {
    describe(`issue 30 item 3: ${ed.srd} spells cast in ${preset} show their printed numbers on the cards`, () => {
      it.each(FAMILIES[ed.dir].map((e) => [e.name, e] as const))("%s", async (_, doc) => {
        const h = await harness(preset);
        const p = printedOf(ed.printed, doc);
        const { caster, target } = await table(h, 1);
        const spell = await given(caster, doc);
        let card: ChatMessage.Implementation;
        if (p.area) {
          // AOE-1: the placed template has the printed shape and size.
          const cast = await placed(h, spell, p.level);
          expect(cast.card, "a card is posted").not.toBeNull();
          card = cast.card as ChatMessage.Implementation;
          const [shape, size, width] = p.area;
          expect((cast.template?.flags as { fray: { area: unknown } }).fray.area).toMatchObject({ shape, size });
          const expected: Record<string, [string, number]> = {
            sphere: ["circle", size],
            cylinder: ["circle", size],
            cone: ["cone", size],
            line: ["ray", size],
            cube: ["rect", Math.hypot(size, size)],
            emanation: ["circle", size + 2.5],
          };
          expect([cast.template?.t, cast.template?.distance]).toEqual(expected[shape]);
          if (shape === "line") expect((cast.template as unknown as { width: number }).width).toBe(width);
        } else {
          h.dice.queue(20, 10);
          card = (await spell.use({
            targets: [target],
            placeArea: false,
            fastForward: true,
            ...slotOf(p.level),
          })) as never;
          await h.settle();
          expect(card, "a card is posted").not.toBeNull();
        }
        if (p.attack !== "none") {
          expect((card.rolls[0] as unknown as FrayD20Roll).formula).toBe(`1d20 + ${ATTACK}`);
        } else if (p.save !== "") {
          const content = (card as unknown as { content: string }).content;
          expect(content).toContain(`data-save="${p.save}" data-dc="${DC}"`);
          if (p.condition) expect(content).toContain(`data-condition="${p.condition}"`);
          else expect(content).not.toContain("frayApplyCondition");
        } else {
          expect(card.rolls).toEqual([]);
        }
        const formula = p.damage.map(([f]) => rolled(f)).join(" + ");
        if (p.damage.length > 0) expect(await damageOf(h, spell, card, target)).toBe(formula);
      });
    });

    describe(`RES-1, RES-2 ${ed.srd} spells in ${preset}: one slot higher, or a 5th-level caster's cantrip`, () => {
      const scaling = FAMILIES[ed.dir].filter((e) => printedOf(ed.printed, e).scaled !== undefined);
      it.each(scaling.map((e) => [e.name, e] as const))("%s", async (_, doc) => {
        const h = await harness(preset);
        const p = printedOf(ed.printed, doc);
        const cantrip = p.level === 0;
        const { caster, target } = await table(h, cantrip ? 5 : 1);
        const spell = await given(caster, doc);
        h.dice.queue(20, 10);
        const card = await spell.use({
          targets: [target],
          placeArea: false,
          fastForward: true,
          ...(cantrip ? {} : slotOf(p.level + 1)),
        });
        await h.settle();
        expect(card).not.toBeNull();
        const rest = p.damage.slice(1).map(([f]) => rolled(f));
        const formula = [rolled(p.scaled ?? ""), ...rest].join(" + ");
        expect(await damageOf(h, spell, card as ChatMessage.Implementation, target)).toBe(formula);
      });
    });
  }
}

describe("issue 30 item 3: a healing spell adds its caster's spellcasting modifier (@spellcasting.mod)", () => {
  it("Cure Wounds (2024) cast by a Wisdom 16 caster heals 2d8 + 3, which the card applies to a wounded ally", async () => {
    const h = await harness("srd52");
    const { caster } = await table(h, 1);
    const ally = await creature("Ally", { hp: { value: 1, max: 30 } });
    const cure = await given(caster, FAMILIES["2024"].find((e) => e.name === "Cure Wounds (2024)") as Entry);
    const card = await cure.use({ targets: [ally], placeArea: false });
    await h.settle();
    h.dice.queue(8, 4, 5);
    await cure.rollDamage({ targets: [ally], castCardId: card?.id ?? "" });
    await h.settle();
    const healing = lastMessage() as unknown as ChatMessage.Implementation;
    expect((healing.rolls[0] as unknown as FrayDamageRoll).formula).toBe("2d8 + 3");
    const result = await onCardAction(healing, { action: "frayApplyDamage", targetUuid: ally.uuid, multiplier: "-1" });
    expect(result).toMatchObject({ ok: true, healed: 12 });
    expect((ally.system as unknown as { hp: { value: number } }).hp.value).toBe(13);
  });

  it("an Intelligence caster's modifier is its own (Intelligence 18: + 4)", async () => {
    const h = await harness("srd51");
    await table(h, 1);
    const wizard = await creature("Wizard", {
      abilities: { int: { value: 18 } },
      spellcasting: { ability: "int", rank: 1 },
    });
    const word = await given(wizard, FAMILIES["2014"].find((e) => e.name === "Healing Word (2014)") as Entry);
    h.dice.queue(4, 1);
    await word.rollDamage({ targets: [wizard] });
    await h.settle();
    expect((lastMessage().rolls[0] as FrayDamageRoll).formula).toBe("1d4 + 4");
  });
});
