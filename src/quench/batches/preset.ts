/**
 * One batch per preset (issue 27 item 2): an encounter run by code as a table would, with core's own APIs (token
 * `move`, `Combat#nextTurn`, `Token#setTarget`) and Fray's documented ones (an item's `use`, which places its area),
 * so what passes here is what a table gets. Expected numbers come from the preset's own policies (`game.fray.rules.getPreset`).
 */
import type { QuenchAssert, QuenchBatchContext } from "../types";
import { SQUARE } from "../scratch";
import { answerPrompts, pause, until } from "../wait";
import { defineBatch, type BatchDefinition } from "./batch";
import { Encounter } from "./encounter";

/** The built-in presets, each with a batch. */
export const PRESET_BATCH_IDS = ["srd51", "srd52", "a5e", "threeAction", "delta"] as const;

/** The scenario names every preset batch runs (issue 27 item 2; tests/quench checks the list). */
export const PRESET_SCENARIOS = [
  "initiative by the preset",
  "a turn's ledger spends and refusals",
  "token moves with the preset's diagonal and difficult-terrain cost",
  "an opportunity attack stop and its prompt",
  "cover from a wall on a targeted attack",
  "an area's targets from a placed template",
  "the preset's dying rule",
] as const;

/** Feet for `n` diagonal squares under a diagonal rule (MOV-3). */
function diagonalFeet(rule: string, n: number): number {
  if (rule === "alternating") return 5 * n + 5 * Math.floor(n / 2);
  if (rule === "euclidean") return Math.round(5 * Math.SQRT2 * n);
  return 5 * n;
}

function scenarios(context: QuenchBatchContext, e: Encounter): void {
  const { it } = context;
  const assert: QuenchAssert = context.assert;
  it(PRESET_SCENARIOS[0], async () => {
    const rolled: { ids: readonly string[]; total: number }[] = [];
    const id = Hooks.on("fray.rollInitiative", (_combat, results) => {
      rolled.push(...results);
    });
    try {
      const before = new Set(game.messages.contents.map((m) => m.id));
      await (e.combat as unknown as { rollAll(): Promise<unknown> }).rollAll();
      await until(() => e.combat.combatants.contents.every((c) => c.initiative !== null), "every count");
      const order = e.combat.turns.map((c) => c.initiative ?? 0);
      assert.deepEqual(
        order,
        [...order].sort((a, b) => b - a),
        "highest count first",
      );
      for (const c of e.combat.combatants.contents) {
        const result = rolled.find((r) => r.ids.includes(c.id ?? ""));
        assert.ok(result, `${String(c.name)} was rolled`);
        assert.equal(c.initiative, result.total, `${String(c.name)}'s count is its roll`);
      }
      // The Hero's card: the preset's check (Dexterity 14, +2, for a Dexterity or ability check; Perception reads
      // Wisdom 18, +4, and any proficiency).
      type InitiativeRoll = { total: number; dice: { faces: number; total: number }[]; fray?: { actorUuid?: string } };
      const roll = game.messages.contents
        .filter((m) => !before.has(m.id))
        .flatMap((m) => m.rolls as unknown as InitiativeRoll[])
        .find((r) => r.fray?.actorUuid === e.actor("Hero").uuid);
      assert.ok(roll, "the Hero's initiative card was posted");
      const d20 = roll.dice.find((d) => d.faces === 20);
      assert.ok(d20, "the initiative roll has a d20");
      const modifier = roll.total - d20.total;
      if (e.policies.initiative.check === "perception") assert.isAtLeast(modifier, 4, "Perception, not Dexterity");
      else assert.equal(modifier, 2, "Dexterity 14: +2");
    } finally {
      Hooks.off("fray.rollInitiative", id);
    }
  });

  it(PRESET_SCENARIOS[1], async () => {
    await e.fixOrder();
    await e.freshTurnOf("Hero");
    const perTurn = e.policies.economy.kind === "threeActions" ? e.policies.economy.actionsPerTurn : 1;
    assert.equal(e.ledger("Hero").actions.remaining, perTurn, "the turn starts with the preset's actions");
    for (let i = 1; i <= perTurn; i++) {
      assert.ok(await e.item("Shove").use({ fastForward: true }), `action ${String(i)} is spent`);
      await until(() => e.ledger("Hero").actions.used === i, `action ${String(i)} on the ledger`);
    }
    // One more is refused: the GM is asked "Spend anyway?" through fray.promptOpened and says no.
    const prompts = answerPrompts("spendAnyway", () => false);
    try {
      const refused = await e.item("Shove").use({ fastForward: true });
      assert.isNull(refused, "no card for a refused action");
      assert.equal(prompts.seen.length, 1, "the GM was asked once");
    } finally {
      prompts.stop();
    }
    await pause();
    assert.equal(e.ledger("Hero").actions.used, perTurn, "the refusal spent nothing");
    assert.equal(e.ledger("Hero").actions.remaining, 0);
  });

  it(PRESET_SCENARIOS[2], async () => {
    await e.fixOrder();
    await e.freshTurnOf("Hero");
    await e.strideIfNeeded();
    const start = e.ledger("Hero").movement.used;
    // Difficult terrain (Fray's region behaviour, every preset) on squares (6, 4) and (7, 4).
    const [mud] = await e.scratch.scene.createEmbeddedDocuments("Region", [
      {
        name: "Mud",
        shapes: [{ type: "rectangle", x: 6 * SQUARE, y: 4 * SQUARE, width: 2 * SQUARE, height: SQUARE }],
        behaviors: [{ type: "fray.difficultTerrain", system: { presets: [] } }],
      },
    ]);
    assert.ok(mud, "the region was drawn");
    // Two diagonal squares: (2, 2) → (4, 4).
    assert.isTrue(await e.token("Hero").move([{ x: 4 * SQUARE, y: 4 * SQUARE }]), "the diagonal move is made");
    const diagonal = diagonalFeet(e.policies.movement.diagonals, 2);
    await until(() => e.ledger("Hero").movement.used === start + diagonal, `${String(diagonal)} ft spent`);
    // Then (4, 4) → (7, 4): one open square, two in the mud (double).
    assert.isTrue(await e.token("Hero").move([{ x: 7 * SQUARE, y: 4 * SQUARE }]), "the move into mud is made");
    await until(() => e.ledger("Hero").movement.used === start + diagonal + 25, "5 + 10 + 10 ft more spent");
    assert.deepEqual(e.square("Hero"), [7, 4]);
  });

  it(PRESET_SCENARIOS[3], async () => {
    await e.fixOrder();
    await e.place("Hero", 2, 8);
    await e.place("Orc", 3, 9);
    await e.freshTurnOf("Hero");
    await e.strideIfNeeded();
    const reactionsBefore = e.ledgerOrNull("Orc")?.reactions.used ?? 0;
    let stoppedAt: [number, number] | null = null;
    const prompts = answerPrompts("opportunity", (prompt) => {
      stoppedAt = e.square("Hero");
      const choices = prompt.data.choices as string[];
      return choices.find((c) => c.startsWith("strike-")) ?? "pass";
    });
    try {
      // Walking away west, out of the Orc's reach: (2, 8) → (0, 8).
      await e.token("Hero").move([{ x: 0, y: 8 * SQUARE }]);
      await until(() => e.square("Hero")[0] === 0, "the move to go on after the attack");
    } finally {
      prompts.stop();
    }
    assert.equal(prompts.seen.length, 1, "one prompt");
    assert.equal(prompts.seen[0]?.data.reactor, "Orc");
    assert.equal(prompts.seen[0]?.data.mover, "Hero");
    assert.deepEqual(stoppedAt, [2, 8], "the move stopped on the last square in reach");
    await until(() => (e.ledgerOrNull("Orc")?.reactions.used ?? 0) === reactionsBefore + 1, "the Orc's reaction");
  });

  it(PRESET_SCENARIOS[4], async () => {
    await e.fixOrder();
    await e.place("Hero", 10, 2);
    await e.place("Orc", 5, 2);
    // A wall in front of the Hero's lower half: half cover from the Orc's side.
    await e.scratch.scene.createEmbeddedDocuments("Wall", [
      { c: [9.5 * SQUARE, 2.5 * SQUARE, 9.5 * SQUARE, 4 * SQUARE] },
    ]);
    await e.turnOf("Orc");
    const expected = game.fray.tokenCover(e.token("Orc") as never, e.token("Hero") as never);
    assert.ok(expected, "both tokens are on the scratch scene");
    assert.equal(expected.degree, "half", "a wall over half the square is half cover");
    const object = e.token("Hero").object;
    assert.ok(object, "the Hero's token is drawn on the viewed scene");
    object.setTarget(true, { releaseOthers: true });
    try {
      const posted = await e.item("Scimitar").rollAttack({ fastForward: true });
      assert.ok(posted, "the attack was rolled");
      const card = game.messages.get(posted.id ?? "");
      assert.ok(card, "its card is in the chat log");
      const roll = card.rolls[0] as unknown as { fray?: { targets?: { name: string; cover: string }[] } };
      const target = roll.fray?.targets?.[0];
      assert.equal(target?.name, "Hero", "the targeted token is the attack's target");
      assert.equal(target?.cover, expected.degree, "the card carries the measured cover");
    } finally {
      object.setTarget(false);
    }
  });

  it(PRESET_SCENARIOS[5], async () => {
    await e.fixOrder();
    await e.place("Hero", 12, 10);
    await e.place("Goblin", 11, 10);
    await e.place("Orc", 10, 10);
    await e.freshTurnOf("Hero");
    // AOE-1: the Hero uses a feature with a 10-ft emanation, which Fray places on the Hero's token at once (an area
    // from a point needs a click on the canvas). Its template targets who it covers: the Goblin (5 ft) and the Orc
    // (10 ft), not the Hero. A template drawn with Foundry's own tools would target nobody.
    const placed: { flags?: unknown }[] = [];
    const id = Hooks.on("createMeasuredTemplate", (template) => {
      placed.push(template);
    });
    try {
      assert.ok(await e.item("Thunder Stomp").use({ fastForward: true }), "the feature's card was posted");
    } finally {
      Hooks.off("createMeasuredTemplate", id);
    }
    assert.equal(placed.length, 1, "Fray placed the area's template");
    const flag = (placed[0]?.flags as { fray?: { area?: { shape?: string } } } | undefined)?.fray?.area;
    assert.equal(flag?.shape, "emanation", "with Fray's area flag");
    const ids = () => [...game.user.targets].map((t) => t.document.name).sort();
    await until(() => ids().length > 0, "the template's targets");
    assert.deepEqual(ids(), ["Goblin", "Orc"]);
  });

  it(PRESET_SCENARIOS[6], async () => {
    await e.fixOrder();
    await e.turnOf("Orc");
    const orderBefore = e.combat.turns.map((c) => c.name);
    // The Hero's side falls: the offer to end the combat (where the preset makes it) is declined.
    const offers = answerPrompts("endCombat", () => false);
    try {
      await e.actor("Hero").update({ system: { hp: { value: 0 } } });
      const hero = e.actor("Hero");
      const dying = () => (hero.system as unknown as { dying?: { value: number } }).dying?.value ?? 0;
      if (e.policies.dying.model === "dyingWounded") {
        await until(() => dying() === 1, "dying 1");
        assert.ok(hero.statuses.has("unconscious"), "unconscious");
        if (e.policies.initiative.dyingMovesBeforeCurrent) {
          const names = e.combat.turns.map((c) => c.name);
          assert.equal(names.indexOf("Hero"), names.indexOf("Orc") - 1, "moved to just before the current turn");
        }
      } else {
        await pause(200);
        assert.equal(dying(), 0, "death saves, no dying value");
        assert.deepEqual(
          e.combat.turns.map((c) => c.name),
          orderBefore,
          "the hero keeps its place",
        );
        await hero.update({ system: { death: { success: 1, failure: 2 } } });
        await hero.update({ system: { hp: { value: 3 } } });
        const death = () => (hero.system as unknown as { death: { success: number; failure: number } }).death;
        await until(() => death().failure === 0 && death().success === 0, "healing resets the death saves");
      }
    } finally {
      offers.stop();
    }
  });
}

/** The batch of `preset`: `fray.<preset>`. */
export function presetBatch(preset: (typeof PRESET_BATCH_IDS)[number]): BatchDefinition {
  return defineBatch(`fray.${preset}`, `Fray: ${preset} encounter`, (context, scratch) => {
    const encounter = new Encounter(scratch, preset);
    context.before(() => encounter.build());
    scenarios(context, encounter);
  });
}
