/**
 * `fray.threeActionRules` (issue 28 at the table, threeAction): Strikes as a Pathfinder table makes them, out of
 * combat on the scratch scene, then a fight: typed modifiers, off-guard, range increments, centre-line cover, flat
 * checks, weapon traits, Step and Stride, shields, frightened and slowed, a Beginner Box creature's printed Strike.
 * Each scenario reads the card Fray posts (its formula, its sources with their types, its targets' AC) and fails if
 * the rule were wrong. Dice are the world's own: where a die decides (a flat check), the scenario reads it.
 */
import type { QuenchAssert, QuenchBatchContext } from "../types";
import { SQUARE } from "../scratch";
import { answerPrompts, until } from "../wait";
import { defineBatch } from "./batch";
import { applyDamage, rollOf, Table, textOf, type CardRoll } from "./table";
import { KOBOLD_WARRIOR, SHIELD, THREE_ACTION_SEATS } from "./three-action-cast";

/** The scenarios, in order (tests/adapters/quench-three-action.test.ts checks the list). */
export const THREE_ACTION_SCENARIOS = [
  "TA-1 a Strike's typed modifiers: of each type only the largest penalty counts, the beaten one struck through",
  "TA-2 off-guard from prone and from flanking: −2 circumstance to AC, with its reason",
  "TA-3 range increments: −2 per increment past the first, refused past the sixth",
  "TA-4 cover on the centre line: lesser from a creature, standard from a post, greater after Take Cover",
  "TA-5 a flat check before a Strike on a concealed (DC 5) or hidden (DC 11) target",
  "TA-9 TA-10 agile lowers the multiple attack penalty; deadly and fatal dice on a critical",
  "TA-13 a Beginner Box creature's Strike uses its printed numbers",
  "TA-8 Step moves 5 ft and provokes no reactive strike; a Stride out of reach does",
  "TA-11 Raise a Shield adds +2; Shield Block splits 10 damage through hardness 5: 5 and 5",
  "TA-12 frightened drops by 1 at its owner's turn end; slowed 1 starts a turn with two actions",
] as const;

type Source = NonNullable<CardRoll["fray"]>["sources"] extends (infer S)[] | undefined ? S : never;
interface Target {
  name: string;
  ac: number | null;
  cover: string;
  sources: (Source & { value?: number; bonusType?: string })[];
}
const targetsOf = (roll: CardRoll) => (roll.fray?.targets ?? []) as Target[];
const sourcesOf = (roll: CardRoll) => (roll.fray?.sources ?? []) as (Source & { value?: number; bonusType?: string })[];

/** Gives `actor` a status as the token HUD does, with a value for a valued condition (`flags.fray.value`). */
async function status(actor: Actor.Implementation, id: string, value?: number): Promise<void> {
  await actor.toggleStatusEffect(id, { active: true });
  if (value === undefined) return;
  const effect = actor.effects.find((e) => e.statuses.has(id));
  await effect?.update({ flags: { fray: { value } } } as never);
}
const clear = (actor: Actor.Implementation, id: string) => actor.toggleStatusEffect(id, { active: false });
const valueOf = (actor: Actor.Implementation, id: string): number | null => {
  const effect = actor.effects.find((e) => e.statuses.has(id));
  return effect ? ((effect.flags as { fray?: { value?: number } }).fray?.value ?? null) : null;
};

/** Puts a token on square (x, y) as a GM does between scenarios: core's `displace`, which spends and provokes nothing. */
async function place(t: Table, name: string, x: number, y: number): Promise<void> {
  const token = t.token(name);
  const there = () => Math.round(token.x / SQUARE) === x && Math.round(token.y / SQUARE) === y;
  if (there()) return;
  await token.move([{ x: x * SQUARE, y: y * SQUARE, action: "displace" }]);
  await until(there, `${name} on (${String(x)}, ${String(y)})`);
}

/** `attacker`'s Strike with `weapon` on `target`; its card's roll (null when the Strike was refused). */
async function strike(t: Table, attacker: string, weapon: string, target: string, options: object = {}) {
  const card = await t.item(attacker, weapon).rollAttack({ fastForward: true, targets: [t.actor(target)], ...options });
  return card ? { card, roll: rollOf(card) } : null;
}

function strikesOffTurn(context: QuenchBatchContext, t: Table): void {
  const { it } = context;
  const assert: QuenchAssert = context.assert;
  const ayla = () => t.actor("Ayla");
  const ogre = () => t.actor("Ogre");

  it(THREE_ACTION_SCENARIOS[0], async () => {
    await place(t, "Ayla", 2, 2);
    await place(t, "Ogre", 3, 2);
    const plain = await strike(t, "Ayla", "Spear", "Ogre");
    assert.ok(plain, "the plain Strike");
    const plainModifier = plain.roll.total - (plain.roll.dice[0]?.results[0]?.result ?? 0);
    await status(ayla(), "frightened", 2);
    await status(ayla(), "sickened", 1);
    await status(ayla(), "prone");
    try {
      const hampered = await strike(t, "Ayla", "Spear", "Ogre");
      assert.ok(hampered, "the hampered Strike");
      const modifier = hampered.roll.total - (hampered.roll.dice[0]?.results[0]?.result ?? 0);
      // Status: frightened −2 beats sickened −1; circumstance: prone −2. Not −5.
      assert.equal(modifier, plainModifier - 4, "−2 status and −2 circumstance");
      const typed = sourcesOf(hampered.roll).map((s) => s.bonusType);
      assert.include(typed, "status");
      assert.include(typed, "circumstance");
      const struck = [...hampered.card.content.matchAll(/<s class="fray-source__struck">([\s\S]*?)<\/s>/g)].map(
        (m) => m[1] ?? "",
      );
      assert.equal(struck.length, 1, "one line struck through");
      assert.include(struck[0] ?? "", "Sickened", "sickened is the beaten one");
    } finally {
      for (const id of ["frightened", "sickened", "prone"]) await clear(ayla(), id);
    }
  });

  it(THREE_ACTION_SCENARIOS[1], async () => {
    await place(t, "Ayla", 2, 2);
    await place(t, "Ogre", 3, 2);
    await place(t, "Borin", 8, 8);
    const acOf = async () => targetsOf((await strike(t, "Ayla", "Spear", "Ogre"))?.roll as CardRoll)[0]?.ac;
    assert.equal(await acOf(), 18, "AC 18 on its own");
    await status(ogre(), "prone");
    try {
      const prone = await strike(t, "Ayla", "Spear", "Ogre");
      assert.equal(targetsOf(prone?.roll as CardRoll)[0]?.ac, 16, "prone: off-guard");
      assert.include(textOf(prone?.card), "Target prone");
    } finally {
      await clear(ogre(), "prone");
    }
    // Borin opposite Ayla across the Ogre: flanked; Borin on a corner instead: not.
    await place(t, "Borin", 4, 2);
    const flanked = await strike(t, "Ayla", "Spear", "Ogre");
    assert.equal(targetsOf(flanked?.roll as CardRoll)[0]?.ac, 16, "flanked: off-guard");
    assert.include(textOf(flanked?.card), "Flanked");
    await place(t, "Borin", 4, 1);
    assert.equal(await acOf(), 18, "a corner ally does not flank");
    await place(t, "Borin", 8, 8);
  });

  it(THREE_ACTION_SCENARIOS[2], async () => {
    // A sling with a 10-ft increment: 10 ft none, 15 ft −2 (second increment), 55 ft −10 (sixth), 65 ft refused.
    await place(t, "Ayla", 0, 12);
    const penaltyAt = async (x: number): Promise<number | null> => {
      await place(t, "Ogre", x, 12);
      const made = await strike(t, "Ayla", "Sling", "Ogre");
      if (!made) return null;
      const increments = sourcesOf(made.roll).filter((s) => s.rule === "TA-3");
      for (const s of increments) assert.equal(s.bonusType ?? "untyped", "untyped");
      return increments.reduce((sum, s) => sum + (s.value ?? 0), 0);
    };
    assert.equal(await penaltyAt(2), 0, "within the first increment");
    assert.equal(await penaltyAt(3), -2, "the second increment");
    assert.equal(await penaltyAt(11), -10, "the sixth increment");
    assert.isNull(await penaltyAt(13), "past the sixth increment: refused, nothing posted");
  });

  it(THREE_ACTION_SCENARIOS[3], async () => {
    await place(t, "Ayla", 2, 5);
    await place(t, "Ogre", 8, 5);
    await place(t, "Goblin", 5, 5);
    const coverOf = async () => targetsOf((await strike(t, "Ayla", "Longbow", "Ogre"))?.roll as CardRoll)[0];
    const lesser = await coverOf();
    assert.equal(lesser?.cover, "lesser", "a creature on the line");
    assert.equal(lesser?.ac, 19, "+1 circumstance");
    await place(t, "Goblin", 14, 14);
    // A post across the centre line only (0.2 square tall): the 5e corner lines all miss it.
    const [post] = await t.scratch.scene.createEmbeddedDocuments("Wall", [
      { c: [6.5 * SQUARE, 5.4 * SQUARE, 6.5 * SQUARE, 5.6 * SQUARE] },
    ]);
    assert.ok(post, "the post was built");
    const standard = await coverOf();
    assert.ok(standard, "the Strike behind the post");
    assert.equal(standard.cover, "half", "standard cover");
    assert.equal(standard.ac, 20, "+2 circumstance");
    assert.ok(
      standard.sources.some((s) => s.reason === "standardCover" && s.bonusType === "circumstance"),
      "named and typed",
    );
    await t.item("Ogre", "Take Cover").use({ fastForward: true });
    try {
      await until(() => ogre().statuses.has("takingCover"), "the Ogre taking cover");
      const greater = await coverOf();
      assert.equal(greater?.cover, "threeQuarters", "greater cover");
      assert.equal(greater?.ac, 22, "+4 circumstance");
    } finally {
      await clear(ogre(), "takingCover");
      await (post as { delete(): Promise<unknown> }).delete();
    }
  });

  it(THREE_ACTION_SCENARIOS[4], async () => {
    await place(t, "Ayla", 2, 2);
    await place(t, "Ogre", 3, 2);
    for (const [id, dc] of [
      ["concealed", 5],
      ["hidden", 11],
    ] as const) {
      await status(ogre(), id);
      try {
        const made = await strike(t, "Ayla", "Spear", "Ogre");
        assert.ok(made, `the Strike at a ${id} target`);
        const flat = made.roll.fray?.flatCheck as { dc: number; result: number; success: boolean } | undefined;
        assert.ok(flat, "a flat check was rolled before the attack");
        assert.equal(flat.dc, dc, `${id}: DC ${String(dc)}`);
        assert.equal(flat.success, flat.result >= dc, "judged against its DC");
        assert.isTrue(made.roll.formula.startsWith("1d20"), "one d20: no disadvantage");
        assert.include(textOf(made.card), "Flat check");
      } finally {
        await clear(ogre(), id);
      }
    }
  });

  it(THREE_ACTION_SCENARIOS[5], async () => {
    await place(t, "Ayla", 2, 2);
    await place(t, "Ogre", 3, 2);
    const mapOf = async (weapon: string) => {
      const made = await strike(t, "Ayla", weapon, "Ogre", { attacksThisTurn: 1 });
      return sourcesOf(made?.roll as CardRoll).find((s) => s.rule === "ATK-4")?.value;
    };
    assert.equal(await mapOf("Spear"), -5, "the second Strike: −5");
    assert.equal(await mapOf("Dagger"), -4, "agile: −4");
    const crit = async (weapon: string) =>
      rollOf(await t.item("Ayla", weapon).rollDamage({ critical: true, targets: [ogre()] })).formula;
    // Strength 12 (+1): the die and the modifier doubled, the trait's die added once after the doubling.
    assert.equal(await crit("Rapier"), "(1d6 + 1) * 2 + 1d8", "deadly d8");
    assert.equal(await crit("Pick"), "(1d10 + 1) * 2 + 1d10", "fatal d10: the d6 becomes a d10, and one more");
  });

  it(THREE_ACTION_SCENARIOS[6], async () => {
    const kobold = await t.scratch.actor(await koboldData());
    const spear = kobold.items.getName("Spear") as unknown as { rollAttack(o: object): Promise<unknown> } | undefined;
    assert.ok(spear, "the kobold's spear");
    const attack = (await spear.rollAttack({ fastForward: true, targets: [ogre()] })) as ChatMessage.Implementation;
    assert.equal(rollOf(attack).formula, "1d20 + 3", "Spear +3, as printed");
    const damage = await (
      kobold.items.getName("Spear") as unknown as { rollDamage(o: object): Promise<unknown> }
    ).rollDamage({ targets: [ogre()] });
    assert.equal(rollOf(damage as ChatMessage.Implementation).formula, "1d6 + 1", "1d6+1 piercing, as printed");
  });
}

/** The Beginner Box's Kobold Warrior: from Fray's creatures pack where it is loaded, else its printed numbers. */
async function koboldData(): Promise<Record<string, unknown>> {
  type Pack = { getDocuments(): Promise<{ name: string; toObject(): Record<string, unknown> }[]> };
  const packs = (game as unknown as { packs?: { get(id: string): Pack | undefined } }).packs;
  const entry = (await packs?.get("fray.creatures")?.getDocuments())?.find((d) => d.name === KOBOLD_WARRIOR.name);
  if (!entry) return KOBOLD_WARRIOR;
  // A new actor in the batch's folder: the pack's id and folder are not the world's.
  const data = entry.toObject();
  delete data._id;
  delete data.folder;
  return data;
}

function threeActionFight(context: QuenchBatchContext, t: Table): void {
  const { it } = context;
  const assert: QuenchAssert = context.assert;
  let opportunities: ReturnType<typeof answerPrompts> | null = null;
  let blocks: ReturnType<typeof answerPrompts> | null = null;
  context.before(() => {
    opportunities = answerPrompts("opportunity", () => "pass");
    blocks = answerPrompts("shieldBlock", () => true);
  });
  context.after(() => {
    opportunities?.stop();
    blocks?.stop();
  });

  it(THREE_ACTION_SCENARIOS[7], async () => {
    await place(t, "Ayla", 2, 0);
    await place(t, "Ogre", 1, 1);
    await t.turnOf("Ayla");
    const seen = opportunities?.seen.length ?? 0;
    await t.item("Ayla", "Stride").use({ fastForward: true });
    await until(() => t.ledger("Ayla")?.movement.remaining === 30, "the Stride's 30 ft");
    await t.item("Ayla", "Step").use({ fastForward: true });
    await until(() => t.ledger("Ayla")?.movement.remaining === 5, "the Step's 5 ft, the Stride's left lost");
    assert.equal(t.ledger("Ayla")?.actions.remaining, 1, "two actions spent");
    await t.token("Ayla").move([{ x: 3 * SQUARE, y: 0 }]);
    await until(() => Math.round(t.token("Ayla").x / SQUARE) === 3, "the Step");
    assert.equal(opportunities?.seen.length, seen, "a Step out of reach provokes nothing");
    // A fresh turn: back beside the Ogre, a Stride out of its reach is offered to its reactive strike.
    await t.turnOf("Ogre");
    await place(t, "Ayla", 2, 0);
    await t.turnOf("Ayla");
    await t.item("Ayla", "Stride").use({ fastForward: true });
    await until(() => (t.ledger("Ayla")?.movement.remaining ?? 0) > 0, "the Stride");
    await t.token("Ayla").move([{ x: 4 * SQUARE, y: 0 }]);
    await until(() => (opportunities?.seen.length ?? 0) === seen + 1, "the reactive strike's offer");
    await until(() => Math.round(t.token("Ayla").x / SQUARE) === 4, "the Stride to go on after the pass");
  });

  it(THREE_ACTION_SCENARIOS[8], async () => {
    const ayla = t.actor("Ayla");
    await place(t, "Ogre", 5, 0);
    await t.turnOf("Ayla");
    await t.item("Ayla", "Raise a Shield").use({ fastForward: true });
    await until(() => ayla.statuses.has("shieldRaised"), "the shield raised");
    await t.turnOf("Ogre");
    const raised = targetsOf((await strike(t, "Ogre", "Greataxe", "Ayla"))?.roll as CardRoll)[0];
    assert.equal(raised?.ac, 17, "AC 15 + 2 circumstance");
    assert.ok(raised?.sources.some((s) => s.reason === "shieldRaised" && s.bonusType === "circumstance"));
    const damage = await t.item("Ogre", "Greataxe").rollDamage({ targets: [ayla] });
    assert.ok(damage, "10 slashing");
    const seen = blocks?.seen.length ?? 0;
    assert.deepInclude(await applyDamage(damage, ayla), { ok: true, damageTaken: 5 }, "5 to Ayla");
    assert.equal(blocks?.seen.length, seen + 1, "Shield Block was offered");
    const hp = () => (ayla.system as unknown as { hp: { value: number } }).hp.value;
    const shield = () => (t.itemSystem("Ayla", SHIELD.name) as { hitPoints: number }).hitPoints;
    await until(() => hp() === 25 && shield() === 15, "5 to Ayla and 5 to the shield");
    await until(
      () => (t.ledger("Ayla") as { reactions?: { used: number } } | null)?.reactions?.used === 1,
      "her reaction",
    );
  });

  it(THREE_ACTION_SCENARIOS[9], async () => {
    const ayla = t.actor("Ayla");
    await t.turnOf("Ayla");
    await status(ayla, "frightened", 2);
    await status(t.actor("Ogre"), "slowed", 1);
    try {
      await t.turnOf("Ogre");
      await until(() => valueOf(ayla, "frightened") === 1, "frightened 1 after Ayla's turn");
      assert.equal(t.ledger("Ogre")?.actions.remaining, 2, "slowed 1: two actions");
      await t.turnOf("Borin");
      assert.equal(valueOf(ayla, "frightened"), 1, "another's turn ending leaves it");
    } finally {
      await clear(ayla, "frightened");
      await clear(t.actor("Ogre"), "slowed");
    }
  });
}

export const threeActionRulesBatch = defineBatch(
  "fray.threeActionRules",
  "Fray: threeAction as a Pathfinder table plays it",
  (context, scratch) => {
    const table = new Table(scratch);
    context.before(async () => {
      await scratch.setting("preset", "threeAction");
      await scratch.setting("opportunityAttacks", "ask");
      await scratch.setting("autoApplyCardActions", true);
      await table.seat(...THREE_ACTION_SEATS);
    });
    strikesOffTurn(context, table);
    threeActionFight(context, table);
  },
);
