// TA-12 at the table: valued conditions change a threeAction turn. Frightened drops by 1 at the end of each of its
// owner's turns (frightened 1 ends); slowed N starts a turn with N fewer actions, quickened with one more.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import { frayHarness } from "./fray-setup";
import { FrayCombat } from "../../src/documents";
import type { FrayActor } from "../../src/documents/actor";
import { conditionLevels } from "../../src/conditions/levels";
import type { TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(async () => {
  h = frayHarness();
  await h.settings.set("fray", "preset", "threeAction");
  await h.settle();
});

async function combatOf(...names: string[]): Promise<HarnessCombat> {
  const combatants = [];
  for (const [i, name] of names.entries()) {
    const actor = (await Actor.create({ name, type: "character" } as never)) as unknown as { id: string };
    combatants.push({ name, actorId: actor.id, initiative: 20 - i });
  }
  const combat = await h.config.Combat.documentClass.create({ active: true, combatants });
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  return combat as unknown as HarnessCombat;
}

const byName = (combat: HarnessCombat, name: string): HarnessCombatant => {
  const found = combat.turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
};
const actorOf = (combat: HarnessCombat, name: string) => byName(combat, name).actor as unknown as FrayActor;
const ledgerOf = (combatant: HarnessCombatant): TurnLedger | null =>
  (combatant.system as { ledger: TurnLedger | null }).ledger;

async function valued(actor: FrayActor, id: string, value?: number): Promise<void> {
  await actor.toggleStatusEffect(id, { active: true });
  if (value === undefined) return;
  const effect = actor.effects.find((e) => e.statuses.has(id));
  await effect?.update({ flags: { fray: { value } } } as never);
}

describe("TA-12 frightened drops by 1 at the end of each of its owner's turns", () => {
  it("frightened 2: 1 after Ayla's turn, gone after her next; Borin's turn ending leaves hers alone", async () => {
    const combat = await combatOf("Ayla", "Borin");
    const ayla = actorOf(combat, "Ayla");
    await valued(ayla, "frightened", 2);
    await combat.startCombat();
    await h.settle();
    await combat.nextTurn(); // Ayla's turn ends
    await h.settle();
    expect(conditionLevels(ayla).frightened).toBe(1);
    await combat.nextTurn(); // Borin's turn ends: not hers
    await h.settle();
    expect(conditionLevels(ayla).frightened).toBe(1);
    await combat.nextTurn(); // Ayla's second turn ends
    await h.settle();
    expect(ayla.statuses.has("frightened")).toBe(false);
  });
});

describe("TA-12 slowed and quickened change the actions a turn starts with", () => {
  it("slowed 1: two actions; quickened: four; both: three", async () => {
    const combat = await combatOf("Ayla", "Borin", "Cass");
    await valued(actorOf(combat, "Ayla"), "slowed", 1);
    await valued(actorOf(combat, "Borin"), "quickened");
    await valued(actorOf(combat, "Cass"), "slowed", 1);
    await valued(actorOf(combat, "Cass"), "quickened");
    await combat.startCombat();
    await h.settle();
    expect(ledgerOf(byName(combat, "Ayla"))?.actions.remaining).toBe(2);
    await combat.nextTurn();
    await h.settle();
    expect(ledgerOf(byName(combat, "Borin"))?.actions.remaining).toBe(4);
    await combat.nextTurn();
    await h.settle();
    expect(ledgerOf(byName(combat, "Cass"))?.actions.remaining).toBe(3);
  });
});

interface HudLike {
  bind(token: { actor: unknown }): HudLike;
  render(): Promise<HudLike>;
  click(statusId: string, button: number): Promise<void>;
  element: HTMLElement;
}

describe("TA-12 valued conditions on the token HUD: the value on the icon, left click +1, right click −1", () => {
  async function hudFor(actor: FrayActor): Promise<HudLike> {
    const Hud = (CONFIG.Token as unknown as { hudClass: new () => HudLike }).hudClass;
    return new Hud().bind({ actor }).render();
  }
  const badge = (hud: HudLike, id: string) =>
    hud.element.querySelector(`.fray-status-value[data-status-id="${id}"]`)?.textContent ?? null;

  it("frightened: left click gives 1, again 2 (shown on the icon); right click back to 1, then it ends", async () => {
    const ayla = (await Actor.create({ name: "Ayla", type: "character" } as never)) as unknown as FrayActor;
    let hud = await hudFor(ayla);
    await hud.click("frightened", 0);
    expect(conditionLevels(ayla).frightened).toBe(1);
    await hud.click("frightened", 0);
    expect(conditionLevels(ayla).frightened).toBe(2);
    hud = await hudFor(ayla);
    expect(badge(hud, "frightened")).toBe("2");
    await hud.click("frightened", 2);
    expect(conditionLevels(ayla).frightened).toBe(1);
    await hud.click("frightened", 2);
    expect(ayla.statuses.has("frightened")).toBe(false);
    hud = await hudFor(ayla);
    expect(badge(hud, "frightened")).toBeNull();
  });

  it("a status without a value keeps core's toggle (left click on, left click off); a right click on an absent value does nothing", async () => {
    const ayla = (await Actor.create({ name: "Ayla", type: "character" } as never)) as unknown as FrayActor;
    const hud = await hudFor(ayla);
    await hud.click("prone", 0);
    expect(ayla.statuses.has("prone")).toBe(true);
    await hud.click("prone", 0);
    expect(ayla.statuses.has("prone")).toBe(false);
    await hud.click("sickened", 2);
    expect(ayla.statuses.has("sickened")).toBe(false);
  });
});

describe("TA-5 Seek: undetected → hidden → observed, written by the GM", () => {
  it("a player's Seek on an undetected goblin makes it hidden, a second Seek observed", async () => {
    const { creature } = await import("./roll-setup");
    const ayla = await creature("Ayla", {}, "character", { default: 0, [h.player.id]: 3 });
    const goblin = await creature("Goblin", {}, "npc");
    await h.as(h.gm, () => goblin.toggleStatusEffect("undetected", { active: true }));
    h.actAs(h.player);
    const created: unknown = await h
      .doc(ayla, h.player)
      .createEmbeddedDocuments("Item", [
        { name: "Seek", type: "feature", system: { basicAction: "seek", activation: { type: "actions", cost: 1 } } },
      ] as never);
    const seek = (created as { use(o: object): Promise<unknown> }[])[0];
    await seek?.use({ targets: [h.doc(goblin, h.player)] });
    await h.settle();
    const seen = h.doc(goblin, h.gm);
    expect([...seen.statuses].sort()).toEqual(["hidden"]);
    await seek?.use({ targets: [h.doc(goblin, h.player)] });
    await h.settle();
    expect([...h.doc(goblin, h.gm).statuses]).toEqual([]);
  });

  it("the GM refuses a Seek asked with another player's creature, or outside threeAction, and writes nothing", async () => {
    const { creature } = await import("./roll-setup");
    const { seekChecked } = await import("../../src/conditions/seek");
    const ayla = await creature("Ayla", {}, "character", { default: 0, [h.player.id]: 3 });
    const goblin = await creature("Goblin", {}, "npc");
    await h.as(h.gm, () => goblin.toggleStatusEffect("hidden", { active: true }));
    const ask = (asker: typeof h.player2) =>
      h.as(h.gm, () =>
        seekChecked({ seekerUuid: ayla.uuid, targetUuid: goblin.uuid }, game.users.get(asker.id) as never),
      );
    expect(await ask(h.player2)).toEqual({ ok: false, reason: "notYours" });
    await h.settings.set("fray", "preset", "srd52");
    await h.settle();
    expect(await ask(h.player)).toEqual({ ok: false, reason: "notThreeAction" });
    expect([...h.doc(goblin, h.gm).statuses]).toEqual(["hidden"]);
  });
});
