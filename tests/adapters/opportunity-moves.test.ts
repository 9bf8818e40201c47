// Issue 13 item 2: opportunity attacks on real moves (OA-1 … OA-6). A move in the active combat that leaves a
// hostile creature's reach stops on the last square in reach; the active GM offers the attack to the reactor's
// owner (its connected player, else the GM), rolls it when taken (spending the reaction) and the move goes on.
// Teleports, a GM's forced push and Disengage provoke nothing; a reactor that can't react is not asked; a client
// that skips the check is caught by the GM's backstop.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fight, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { G, attackCards, later, promptsShown, strike } from "./opportunity-setup";
import { dialogs, type WaitAnswer } from "../harness/applications";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { OPPORTUNITY, OPPORTUNITY_REQUEST } from "../../src/combat/opportunity/opportunity-gm";
import { FORCED_MOVEMENT } from "../../src/combat/movement/ledger-movement";
import { requestGm } from "../../src/net/gm-requests";
import { FrayTokenDocument } from "../../src/documents";
import type { FrayActor } from "../../src/documents/actor";

let h: LedgerHarness;
let f: Fight;

/**
 * A started combat in which the reactors (NPCs) act first, so each has its turn ledger, and then it is Ayla's
 * turn (a player's character).
 */
async function setup(preset: string, reactors: string[], aylaSpeed = 60): Promise<void> {
  h = await fixture.opportunityHarness(preset);
  f = await fight(h, ...reactors.map((name, i) => ({ name, initiative: 20 - i, type: "npc" as const })), {
    name: "Ayla",
    initiative: 1,
    player: true,
    system: { speed: { walk: aylaSpeed } },
  });
  // Apart while their turns pass: a turn ended in another creature's space would leave it prone (MOV-5).
  await place(Object.fromEntries(reactors.map((name, i) => [name, [20 + 2 * i, 20, -1]])));
  for (let i = 0; i < reactors.length; i++) {
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
    await h.settle();
  }
}

const weapon = (actor: FrayActor, name: string, system?: Record<string, unknown>) =>
  fixture.arm(h, actor, name, system);
/** Puts each named token on square (x, y) with a disposition (1 friendly, −1 hostile). */
const place = (spots: Record<string, [number, number, number]>) => fixture.place(h, f, spots);
const at = (name: string) => [f.token(name).x / G, f.token(name).y / G];
const reactionsUsed = (name: string) => ledgerOf(f.combatant(name)).reactions.used;
const QUESTION = (reactor: string) => `Ayla is leaving the reach of ${reactor}. Strike with a reaction?`;
/** The player moves Ayla to square (x, 0) and everything that follows settles. */
const ayla = (x: number, options: { action?: string; y?: number } = {}) =>
  fixture.playerMoves(h, f, "Ayla", x, options);

fixture.freshOpportunitiesEachTest();

describe("OA-1 a move that leaves a hostile's reach, srd52", () => {
  let scimitar: string;
  beforeEach(async () => {
    await setup("srd52", ["Orc"]);
    scimitar = await weapon(f.actors.Orc as FrayActor, "Scimitar");
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
  });

  it("OA-1: answered yes: the token stops on the last square in reach, the GM is asked, the attack is rolled on the mover, the reaction spent, the move goes on", async () => {
    h.dice.queue(20, 15);
    let seenAt: number[] = [];
    dialogs.answers.push(later(() => (seenAt = at("Ayla")), strike(scimitar)));
    await ayla(5);
    expect(seenAt).toEqual([2, 0]); // the last square in the Orc's reach
    expect(promptsShown()).toEqual([
      {
        user: h.gm.name,
        content: expect.stringContaining(QUESTION("Orc")) as string,
        buttons: [`strike-${scimitar}`, "pass"],
      },
    ]);
    expect(promptsShown()[0]?.content).toContain(
      '<strong>Scimitar</strong> <span class="fray-opportunity-prompt__reach">reach 5 ft</span>',
    );
    const cards = attackCards();
    expect(cards).toHaveLength(1);
    expect(JSON.stringify(cards[0]?.rolls[0])).toContain("Ayla");
    expect(reactionsUsed("Orc")).toBe(1);
    expect(at("Ayla")).toEqual([5, 0]);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 25, remaining: 35 });
  });

  it("names in the prompt are escaped: the reactor's, the mover's and the weapon's", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    await h.as(h.gm, () => h.doc(f.actors.Orc as FrayActor, h.gm).update({ name: evil }));
    const orc = h.doc(f.actors.Orc as FrayActor, h.gm);
    await h.as(h.gm, () => orc.updateEmbeddedDocuments("Item", [{ _id: scimitar, name: evil }] as never));
    dialogs.answers.push({ action: "pass" });
    await ayla(5);
    const shown = dialogs.shown.at(-1) as { content: string; buttons: { label: string }[] };
    expect(shown.content).not.toContain("<img");
    expect(shown.content).toContain("of &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;. Strike");
    expect(shown.content).toContain("<strong>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</strong>");
    expect(shown.buttons[0]?.label).toBe("Strike with &lt;img src=x onerror=alert(1)&gt;");
  });

  it("OA-1: answered no: no attack, the reaction kept, the move ends where it was aimed", async () => {
    dialogs.answers.push({ action: "pass" });
    await ayla(5);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(0);
    expect(reactionsUsed("Orc")).toBe(0);
    expect(at("Ayla")).toEqual([5, 0]);
  });

  it("OA-1: no answer in time counts as no, and an answer after that is ignored", async () => {
    OPPORTUNITY.timeoutMs = 20;
    let late: (a: WaitAnswer) => void = () => undefined;
    dialogs.answers.push(new Promise<WaitAnswer>((resolve) => (late = resolve)));
    await ayla(5);
    expect(at("Ayla")).toEqual([5, 0]);
    // The prompt closed itself when its time ran out.
    expect(dialogs.closed).toHaveLength(1);
    expect(dialogs.closed[0]).toBe(dialogs.shown[0]);
    late(strike(scimitar));
    await h.settle();
    expect(attackCards()).toHaveLength(0);
    expect(reactionsUsed("Orc")).toBe(0);
  });

  it("OA-1: a move that never leaves the reach, or enters it, provokes nothing", async () => {
    await ayla(2); // (0,0) → (2,0): still beside the Orc
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([2, 0]);
  });

  it("a reactor a connected player owns is asked on that player's client; the GM is not", async () => {
    await h.as(h.gm, () =>
      h.doc(f.actors.Orc as FrayActor, h.gm).update({ ownership: { [h.player2.id]: 3 } } as never),
    );
    dialogs.answers.push(strike(scimitar));
    h.dice.queue(20, 12);
    await ayla(5);
    expect(promptsShown().map((p) => p.user)).toEqual([h.player2.name]);
    expect(attackCards()).toHaveLength(1);
    expect(reactionsUsed("Orc")).toBe(1);
  });

  it("the mover who can no longer move after the attack stops on the square before the exit", async () => {
    dialogs.answers.push(
      later(() => h.as(h.gm, () => h.doc(f.actors.Ayla as FrayActor, h.gm).toggleStatusEffect("grappled")), {
        action: "pass",
      }),
    );
    await ayla(5);
    expect(at("Ayla")).toEqual([2, 0]);
    expect(h.client(h.player).shown("info")).toContain("Ayla can no longer move and stops here.");
  });

  it("the world setting: off checks nothing; auto strikes with the first reaching weapon without asking", async () => {
    h.actAs(h.gm);
    await h.settings.set("fray", "opportunityAttacks", "off");
    await ayla(5);
    expect(promptsShown()).toEqual([]);
    expect(attackCards()).toHaveLength(0);
    h.actAs(h.gm);
    await h.settings.set("fray", "opportunityAttacks", "auto");
    await place({ Ayla: [0, 0, 1] });
    h.dice.queue(20, 14);
    await ayla(5);
    expect(promptsShown()).toEqual([]);
    expect(attackCards()).toHaveLength(1);
    expect(at("Ayla")).toEqual([5, 0]);
  });
});

describe("OA-2 / OA-3 exemptions: Disengage, teleport, a GM's forced push", () => {
  beforeEach(async () => {
    await setup("srd52", ["Orc"]);
    await weapon(f.actors.Orc as FrayActor, "Scimitar");
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
  });

  it("OA-2: a GM's teleport (core blink) past the reactor provokes nothing; a player's is refused by default", async () => {
    await ayla(5, { action: "blink" });
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([0, 0]);
    h.actAs(h.gm);
    await h.doc(f.token("Ayla"), h.gm).move([{ x: 5 * G, y: 0, action: "blink" }]);
    await opportunityMovesSettled();
    await h.settle();
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([5, 0]);
  });

  it("OA-2: a GM's forced push provokes nothing; a player's 'forced' move is its own and provokes", async () => {
    h.actAs(h.gm);
    await h.doc(f.token("Ayla"), h.gm).move([{ x: 5 * G, y: 0, action: FORCED_MOVEMENT }]);
    await opportunityMovesSettled();
    await h.settle();
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([5, 0]);
    dialogs.answers.push({ action: "pass" });
    await place({ Ayla: [0, 0, 1] });
    await ayla(5, { action: FORCED_MOVEMENT });
    expect(promptsShown()).toHaveLength(1);
  });

  it("OA-3: after Disengage (the turn ledger) the same move provokes nothing", async () => {
    const combatant = h.doc(f.combatant("Ayla"), h.gm);
    const ledger = ledgerOf(combatant);
    await h.as(h.gm, () => combatant.update({ "system.ledger": { ...ledger, disengaged: true } }));
    await ayla(5);
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([5, 0]);
  });

  it("OA-2: a GM's move mixing a walk and a blink provokes only where it walks out of reach", async () => {
    h.actAs(h.gm);
    // Walk to (2,0) (still in reach), blink to (5,0): the reach is left by the teleport, which provokes nothing.
    await h.doc(f.token("Ayla"), h.gm).move([
      { x: 2 * G, y: 0 },
      { x: 5 * G, y: 0, action: "blink" },
    ]);
    await opportunityMovesSettled();
    await h.settle();
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([5, 0]);
  });
});

describe("OA-1 / OA-2 / OA-3 past three hostiles: one provokes, one is passed by teleport, one by a forced push, one Disengaged from", () => {
  it("OA-1 / OA-2 / OA-3: only the walk out of the Orc's reach stops for an attack", async () => {
    await setup("srd52", ["Orc", "Wolf", "Guard"]);
    const axe = await weapon(f.actors.Orc as FrayActor, "Axe");
    await weapon(f.actors.Wolf as FrayActor, "Bite");
    await weapon(f.actors.Guard as FrayActor, "Spear");
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1], Wolf: [4, 1, -1], Guard: [7, 1, -1] });
    // Walking out of the Orc's reach provokes (OA-1).
    dialogs.answers.push(strike(axe));
    h.dice.queue(20, 15);
    await ayla(3);
    expect(promptsShown().map((p) => /__question">([^<]*)</.exec(p.content)?.[1])).toEqual([QUESTION("Orc")]);
    expect(attackCards()).toHaveLength(1);
    // A GM's blink out of the Wolf's reach provokes nothing (OA-2, teleport).
    await h.as(h.gm, () => h.doc(f.token("Ayla"), h.gm).move([{ x: 6 * G, y: 0, action: "blink" }]));
    await opportunityMovesSettled();
    await h.settle();
    expect(at("Ayla")).toEqual([6, 0]);
    // The GM's forced push out of the Guard's reach provokes nothing (OA-2, forced).
    h.actAs(h.gm);
    await h.doc(f.token("Ayla"), h.gm).move([{ x: 9 * G, y: 0, action: FORCED_MOVEMENT }]);
    await opportunityMovesSettled();
    await h.settle();
    expect(at("Ayla")).toEqual([9, 0]);
    // After Disengage, walking back through the Guard's reach and out of it provokes nothing (OA-3).
    const combatant = h.doc(f.combatant("Ayla"), h.gm);
    await h.as(h.gm, () => combatant.update({ "system.ledger": { ...ledgerOf(combatant), disengaged: true } }));
    await ayla(5);
    expect(at("Ayla")).toEqual([5, 0]);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(1);
    expect([reactionsUsed("Orc"), reactionsUsed("Wolf"), reactionsUsed("Guard")]).toEqual([1, 0, 0]);
    expect(ledgerOf(f.combatant("Ayla")).movement.used).toBe(15 + 20);
  });
});

describe("several reactors, reach weapons and who can't react (OA-4, OA-6)", () => {
  let axe: string;
  let glaive: string;
  beforeEach(async () => {
    await setup("srd52", ["Orc", "Guard"], 90);
    axe = await weapon(f.actors.Orc as FrayActor, "Axe");
    glaive = await weapon(f.actors.Guard as FrayActor, "Glaive", { reach: 10 });
    // The Orc beside the start; the Guard with a 10 ft glaive two squares below (8,0).
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1], Guard: [8, 2, -1] });
  });

  it("OA-6: in path order: the Orc at (2,0), the Guard's 10 ft reach at (10,0); two stops, both struck", async () => {
    const stops: number[][] = [];
    dialogs.answers.push(later(() => stops.push(at("Ayla")), strike(axe)));
    dialogs.answers.push(later(() => stops.push(at("Ayla")), strike(glaive)));
    h.dice.queue(20, 15, 15);
    await ayla(11);
    // (2,0) is the last square beside the Orc; (10,0) the last within the glaive's 10 ft of (8,2).
    expect(stops).toEqual([
      [2, 0],
      [10, 0],
    ]);
    const questions = promptsShown().map((p) => /__question">([^<]*)</.exec(p.content)?.[1]);
    expect(questions).toEqual([QUESTION("Orc"), QUESTION("Guard")]);
    expect(promptsShown()[1]?.content).toContain("reach 10 ft");
    expect(attackCards()).toHaveLength(2);
    expect([reactionsUsed("Orc"), reactionsUsed("Guard")]).toEqual([1, 1]);
    expect(at("Ayla")).toEqual([11, 0]);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 55, remaining: 35 });
  });

  it("OA-4: a reactor without its reaction, blinded or incapacitated is not asked", async () => {
    const orc = h.doc(f.combatant("Orc"), h.gm);
    const ledger = ledgerOf(orc);
    const spent = { ...ledger, reactions: { ...ledger.reactions, used: 1 } };
    await h.as(h.gm, () => orc.update({ "system.ledger": spent }));
    await h.as(h.gm, () => h.doc(f.actors.Guard as FrayActor, h.gm).toggleStatusEffect("blinded"));
    await ayla(11);
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([11, 0]);
    // The Orc has its reaction again but is stunned (incapacitated): still nobody is asked.
    await h.as(h.gm, () => orc.update({ "system.ledger": ledger }));
    await h.as(h.gm, () => h.doc(f.actors.Orc as FrayActor, h.gm).toggleStatusEffect("stunned"));
    await place({ Ayla: [0, 0, 1] });
    await ayla(5);
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([5, 0]);
  });
});

describe("OA-5 threeAction: only a creature with a reactive strike reacts", () => {
  it("OA-5: without the feature nobody is asked; with it the owner is", async () => {
    await setup("threeAction", ["Ogre"]);
    const club = await weapon(f.actors.Ogre as FrayActor, "Club");
    await place({ Ayla: [0, 0, 1], Ogre: [1, 1, -1] });
    // Ayla has Strided twice (threeAction: no movement before a Stride).
    const combatant = h.doc(f.combatant("Ayla"), h.gm);
    const ledger = ledgerOf(combatant);
    const strode = { ...ledger, movement: { used: 0, remaining: 60 }, movementSpeeds: 2 };
    await h.as(h.gm, () => combatant.update({ "system.ledger": strode }));
    await ayla(4);
    expect(promptsShown()).toEqual([]);
    await h.as(h.gm, () =>
      (f.actors.Ogre as FrayActor).createEmbeddedDocuments("Item", [
        { name: "Reactive Strike", type: "feature", system: { grants: { opportunityAttack: true } } },
      ] as never),
    );
    await place({ Ayla: [0, 0, 1] });
    dialogs.answers.push(strike(club));
    h.dice.queue(20, 15);
    await ayla(4);
    expect(promptsShown()).toHaveLength(1);
    expect(attackCards()).toHaveLength(1);
  });
});

describe("MOV-3 threeAction: a move stopped for an opportunity attack counts its diagonals on", () => {
  it("MOV-3: one diagonal, the stop, three more: 5 + (10 + 5 + 10) = 30 ft, as without the stop", async () => {
    await setup("threeAction", ["Ogre"]);
    await weapon(f.actors.Ogre as FrayActor, "Club");
    await h.as(h.gm, () =>
      (f.actors.Ogre as FrayActor).createEmbeddedDocuments("Item", [
        { name: "Reactive Strike", type: "feature", system: { grants: { opportunityAttack: true } } },
      ] as never),
    );
    // The Ogre's reach takes in (1, 1), where the diagonal path from (0, 0) stops, but not (2, 2).
    await place({ Ayla: [0, 0, 1], Ogre: [0, 2, -1] });
    const combatant = h.doc(f.combatant("Ayla"), h.gm);
    const strode = { ...ledgerOf(combatant), movement: { used: 0, remaining: 60 }, movementSpeeds: 2 };
    await h.as(h.gm, () => combatant.update({ "system.ledger": strode }));
    dialogs.answers.push({ action: "pass" });
    await ayla(4, { y: 4 });
    expect(promptsShown()).toHaveLength(1);
    expect(at("Ayla")).toEqual([4, 4]);
    expect(ledgerOf(f.combatant("Ayla")).movement.used).toBe(30);
    // The next move is a move of its own: its first diagonal costs 5 ft again.
    await ayla(5, { y: 5 });
    expect(ledgerOf(f.combatant("Ayla")).movement.used).toBe(35);
  });

  it("MOV-3: a stop whose move never went on marks nothing for a later turn: that turn's first diagonal is 5 ft", async () => {
    await setup("threeAction", ["Ogre"]);
    await place({ Ayla: [0, 0, 1], Ogre: [9, 9, -1] });
    const stride = async () => {
      const combatant = h.doc(f.combatant("Ayla"), h.gm);
      const strode = { ...ledgerOf(combatant), movement: { used: 0, remaining: 60 }, movementSpeeds: 2 };
      await h.as(h.gm, () => combatant.update({ "system.ledger": strode }));
    };
    await stride();
    await ayla(1, { y: 1 });
    expect(ledgerOf(f.combatant("Ayla")).movement.used).toBe(5);
    // A stop asked for at (1, 1) (the GM marks the move as going on), and then the turn ends.
    h.actAs(h.player);
    const sceneId = (f.token("Ayla").parent as { id: string }).id;
    await requestGm(OPPORTUNITY_REQUEST, { sceneId, tokenId: f.token("Ayla").id, x: 2 * G, y: 2 * G });
    for (let i = 0; i < 2; i++) {
      await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
      await h.settle();
    }
    await stride();
    await ayla(2, { y: 2 });
    expect(ledgerOf(f.combatant("Ayla")).movement.used).toBe(5);
  });
});

describe("authority: the GM decides from its own documents", () => {
  let scimitar: string;
  beforeEach(async () => {
    await setup("srd52", ["Orc"]);
    scimitar = await weapon(f.actors.Orc as FrayActor, "Scimitar");
    await place({ Ayla: [0, 0, 1], Orc: [1, 1, -1] });
  });

  it("a client that skips its own check is caught by the GM's backstop: the attack is offered after the move", async () => {
    const proto = FrayTokenDocument.prototype as unknown as { _preUpdateMovement(): Promise<boolean> };
    vi.spyOn(proto, "_preUpdateMovement").mockResolvedValue(true);
    dialogs.answers.push(strike(scimitar));
    h.dice.queue(20, 15);
    await ayla(5);
    expect(at("Ayla")).toEqual([5, 0]);
    expect(promptsShown().map((p) => p.user)).toEqual([h.gm.name]);
    expect(attackCards()).toHaveLength(1);
    expect(reactionsUsed("Orc")).toBe(1);
  });

  it("a player's request off its creature's turn is refused and asks nobody (it could only spend foes' reactions)", async () => {
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn()); // the Orc's turn
    await h.settle();
    h.actAs(h.player);
    const sceneId = (f.token("Ayla").parent as { id: string }).id;
    await expect(
      requestGm(OPPORTUNITY_REQUEST, { sceneId, tokenId: f.token("Ayla").id, x: 300, y: 0 }),
    ).resolves.toEqual({ ok: false, reason: "notYourTurn" });
    expect(promptsShown()).toEqual([]);
  });

  it("a stop on an ally's square (which may be passed, not ended in) goes on to the end", async () => {
    const created: unknown = await h.as(h.gm, () =>
      (
        f.token("Ayla").parent as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> }
      ).createEmbeddedDocuments("Token", [
        { name: "Bran", actorId: (f.actors.Ayla as FrayActor).id, x: 200, y: 0, disposition: 1 },
      ]),
    );
    expect(created).toBeTruthy();
    dialogs.answers.push({ action: "pass" });
    await ayla(5);
    expect(promptsShown()).toHaveLength(1);
    expect(at("Ayla")).toEqual([5, 0]);
  });

  it("a request about a token the asker doesn't own (another player, an observer), or a step that isn't one square, is refused and asks nobody", async () => {
    await h.as(h.gm, () => h.doc(f.token("Orc"), h.gm).update({ x: 3 * G, y: 0 }));
    h.actAs(h.player2);
    const sceneId = (f.token("Ayla").parent as { id: string }).id;
    await expect(
      requestGm(OPPORTUNITY_REQUEST, { sceneId, tokenId: f.token("Ayla").id, x: 100, y: 0 }),
    ).resolves.toEqual({ ok: false, reason: "notOwner" });
    // An observer who may see Ayla but not move her is refused the same way.
    await h.as(h.gm, () =>
      h.doc(f.actors.Ayla as FrayActor, h.gm).update({ ownership: { [h.player.id]: 3, [h.observer.id]: 2 } } as never),
    );
    h.actAs(h.observer);
    await expect(
      requestGm(OPPORTUNITY_REQUEST, { sceneId, tokenId: f.token("Ayla").id, x: 100, y: 0 }),
    ).resolves.toEqual({ ok: false, reason: "notOwner" });
    h.actAs(h.player);
    await expect(
      requestGm(OPPORTUNITY_REQUEST, { sceneId, tokenId: f.token("Ayla").id, x: 500, y: 0 }),
    ).resolves.toEqual({ ok: false, reason: "badStep" });
    expect(promptsShown()).toEqual([]);
  });
});
