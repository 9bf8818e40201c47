// Issue 15 item 5 in play: the number of attacks the Attack action allows comes from the actor (a feature's
// Extra Attack, an NPC's Multiattack), re-derived by the active GM from documents, and the ledger counts them
// (ECON-7); the two-weapon off-hand attack spends the bonus action and its damage adds no positive ability
// modifier (ECON-12), which the GM's damage check still accepts.
import { beforeEach, describe, expect, it } from "vitest";
import { lastMessage } from "./roll-setup";
import { fight, ledgerHarness, ledgerOf, type LedgerHarness } from "./ledger-setup";
import { spendLedgerChecked } from "../../src/combat/ledger-query";
import { checkSpendRequest } from "../../src/combat/ledger/ledger-request";
import { ledgerView } from "../../src/applications/sheets/context/ledger";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { trustedDamage } from "../../src/chat/damage/trusted-damage";
import { derivedOf } from "../../src/data/actor/common";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { follow } from "../harness";

let h: LedgerHarness;

async function item(actor: FrayActor, data: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [data as never]);
  return follow((created as FrayItem[])[0] as FrayItem);
}

const extraAttack = { name: "Extra Attack", type: "feature", system: { grants: { attacks: 2 } } };
const sword = {
  name: "Longsword",
  type: "weapon",
  system: { damage: { parts: [{ formula: "1d8", type: "slashing" }] } },
};
const dagger = (name: string) => ({
  name,
  type: "weapon",
  system: { properties: ["light", "finesse", "thrown"], damage: { parts: [{ formula: "1d4", type: "piercing" }] } },
});
/** Strength 16, Dexterity 16: +3 to a weapon's damage. */
const strong = { abilities: { str: { value: 16 }, dex: { value: 16 } } };
const attack = (weapon: FrayItem, offHand = false) =>
  weapon.rollAttack({ fastForward: true, targets: [], ...(offHand ? { offHand: true } : {}) });

describe("ECON-7 Extra Attack: a fighter's two attacks in one Attack action", () => {
  beforeEach(async () => {
    h = await ledgerHarness("srd52");
  });

  it("the second attack spends nothing; a third is refused with no action left", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const ayla = f.actors.Ayla as FrayActor;
    await item(ayla, extraAttack);
    const longsword = await item(ayla, sword);
    expect(derivedOf(f.actors.Ayla as never)?.attacksPerAction).toBe(2);
    h.actAs(h.player);
    h.dice.queue(20, 15, 12);
    expect(await attack(longsword)).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { used: 1, remaining: 0 },
      attackActionTaken: true,
      attackActionAttacksLeft: 1,
      attacksThisTurn: 1,
    });
    expect(await attack(longsword)).not.toBeNull(); // Extra Attack: the same Attack action
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { used: 1, remaining: 0 },
      attackActionAttacksLeft: 0,
      attacksThisTurn: 2,
    });
    expect(await attack(longsword)).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(
      "Ayla: its Attack action has no attacks left and no action is left for another.",
    );
    expect(ledgerOf(f.combatant("Ayla")).attacksThisTurn).toBe(2);
  });

  it("without Extra Attack the second attack is refused; the count is back at the next turn", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const longsword = await item(f.actors.Ayla as FrayActor, sword);
    h.actAs(h.player);
    h.dice.queue(20, 15);
    expect(await attack(longsword)).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla")).attackActionAttacksLeft).toBe(0);
    expect(await attack(longsword)).toBeNull();
    expect(h.warn).toHaveBeenCalledTimes(1);
    h.actAs(h.gm);
    await f.combat.nextTurn();
    await h.settle();
    await f.combat.nextTurn();
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ attackActionTaken: false, attackActionAttacksLeft: 0 });
  });

  it("the GM counts from the actor's documents, never from the request: a forged count changes nothing", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const longsword = await item(f.actors.Ayla as FrayActor, sword);
    h.actAs(h.player);
    h.dice.queue(20, 15);
    await attack(longsword);
    const forged = {
      combatId: f.combat.id,
      combatantId: f.combatant("Ayla").id,
      request: { step: "attackAction", cost: { kind: "free" }, attack: true, reason: "x", attacksPerAction: 9 },
      attacksPerAction: 9,
    };
    const result = await h.as(h.gm, () => spendLedgerChecked(forged, h.player as unknown as User.Implementation));
    expect(result).toMatchObject({ ok: false, reason: "noAttacksLeft" });
    expect(ledgerOf(f.combatant("Ayla")).attacksThisTurn).toBe(1);
  });

  it("the GM may override the refused third attack: recorded, the attack still counted", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18 }, { name: "Borin", initiative: 9 });
    await item(f.actors.Ayla as FrayActor, extraAttack);
    const longsword = await item(f.actors.Ayla as FrayActor, sword);
    h.dice.queue(20, 15, 12, 9);
    await attack(longsword);
    await attack(longsword);
    h.confirms.push(true);
    expect(await attack(longsword)).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla")).attacksThisTurn).toBe(3);
    const overrides = (f.combatant("Ayla").system as { ledgerOverrides: { refused: string }[] }).ledgerOverrides;
    expect(overrides.map((o) => o.refused)).toEqual(["noAttacksLeft"]);
  });
});

describe("ECON-7 an NPC's Multiattack", () => {
  it("Multiattack 3: three attacks in one Attack action, the fourth refused (the GM declines to override)", async () => {
    h = await ledgerHarness("srd51");
    const f = await fight(h, { name: "Ogre", initiative: 18, type: "npc", system: { multiattack: 3 } });
    const club = await item(f.actors.Ogre as FrayActor, sword);
    h.dice.queue(20, 15, 12, 9);
    for (let i = 0; i < 3; i += 1) expect(await attack(club)).not.toBeNull();
    expect(ledgerOf(f.combatant("Ogre"))).toMatchObject({
      actions: { used: 1, remaining: 0 },
      attackActionAttacksLeft: 0,
      attacksThisTurn: 3,
    });
    h.confirms.push(false);
    expect(await attack(club)).toBeNull();
    expect(h.confirm).toHaveBeenCalledTimes(1);
    expect(ledgerOf(f.combatant("Ogre")).attacksThisTurn).toBe(3);
  });

  it("a feature's Extra Attack and Multiattack: the larger count holds", async () => {
    h = await ledgerHarness("srd52");
    const f = await fight(h, { name: "Ogre", initiative: 18, type: "npc", system: { multiattack: 2 } });
    await item(f.actors.Ogre as FrayActor, { ...extraAttack, system: { grants: { attacks: 3 } } });
    expect(derivedOf(f.actors.Ogre as never)?.attacksPerAction).toBe(3);
  });
});

describe("ECON-12 the off-hand attack", () => {
  beforeEach(async () => {
    h = await ledgerHarness("srd52");
  });

  async function twoDaggers() {
    const f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: strong },
      { name: "Borin", initiative: 9 },
    );
    const ayla = f.actors.Ayla as FrayActor;
    return { f, main: await item(ayla, dagger("Dagger")), off: await item(ayla, dagger("Second dagger")) };
  }

  it("after the Attack action, the off-hand attack spends the bonus action; its damage drops the +3", async () => {
    const { f, main, off } = await twoDaggers();
    h.actAs(h.player);
    h.dice.queue(20, 15);
    await attack(main);
    h.dice.queue(20, 14);
    const card = await attack(off, true);
    expect(card).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { used: 1, remaining: 0 },
      bonusAction: { used: true },
      attacksThisTurn: 2,
    });
    const attackRoll = (lastMessage().rolls[0] as FrayD20Roll).fray;
    expect(attackRoll.offHand).toBe(true);
    expect(lastMessage()._source.flavor).toBe("Second dagger: off-hand attack");

    // The card's damage button rolls off-hand damage: 1d4, no +3.
    h.dice.queue(4, 3);
    await onCardAction(card as ChatMessage.Implementation, {
      action: "frayRollDamage",
      itemUuid: off.uuid,
      critical: "false",
    });
    const damageCard = lastMessage() as unknown as ChatMessage.Implementation;
    const damage = (damageCard as unknown as { rolls: FrayDamageRoll[] }).rolls[0] as FrayDamageRoll;
    expect(damage.fray.offHand).toBe(true);
    expect(damage.total).toBe(3);
    // The GM's check re-derives the off-hand formula and accepts it.
    const trusted = await h.as(h.gm, () => trustedDamage(damageCard, damage));
    expect(trusted).toMatchObject({ ok: true, total: 3 });
  });

  it("an ordinary damage roll keeps the +3, and still passes the GM's check", async () => {
    const { off } = await twoDaggers();
    h.actAs(h.player);
    h.dice.queue(4, 3);
    await off.rollDamage({ targets: [] });
    const damageCard = lastMessage() as unknown as ChatMessage.Implementation;
    const damage = (damageCard as unknown as { rolls: FrayDamageRoll[] }).rolls[0] as FrayDamageRoll;
    expect(damage.total).toBe(6);
    expect(await h.as(h.gm, () => trustedDamage(damageCard, damage))).toMatchObject({ ok: true, total: 6 });
  });

  it("refused before the Attack action, twice in a turn, or without a second light weapon", async () => {
    const { f, main, off } = await twoDaggers();
    h.actAs(h.player);
    expect(await attack(off, true)).toBeNull();
    expect(h.warn).toHaveBeenLastCalledWith("Ayla: the off-hand attack comes after the Attack action.");
    h.dice.queue(20, 15, 14);
    await attack(main);
    await attack(off, true);
    expect(await attack(off, true)).toBeNull();
    expect(h.warn).toHaveBeenLastCalledWith("Ayla: its bonus action is already spent this turn.");
    expect(ledgerOf(f.combatant("Ayla")).attacksThisTurn).toBe(2);
  });

  it("a longsword in the main hand doesn't qualify (the light-weapon rule)", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true, system: strong });
    const ayla = f.actors.Ayla as FrayActor;
    const longsword = await item(ayla, sword);
    const off = await item(ayla, dagger("Dagger"));
    h.actAs(h.player);
    h.dice.queue(20, 15);
    await attack(longsword);
    expect(await attack(off, true)).toBeNull();
    expect(h.warn).toHaveBeenLastCalledWith("Ayla: it carries no other light one-handed weapon for its main hand.");
    expect(ledgerOf(f.combatant("Ayla")).bonusAction.used).toBe(false);
  });
});

describe("ECON-7 / ECON-12 what the sheet and the GM read", () => {
  const i18n = {
    localize: (key: string) => key,
    format: (key: string, data: Record<string, unknown>) => `${key} ${JSON.stringify(data)}`,
  };

  it("the ledger panel shows the attacks left in the Attack action, on the creature's turn only", () => {
    const base = {
      economy: "actionBonusReaction",
      onTurn: true,
      actions: { used: 1, remaining: 0 },
      reactions: { perRound: 1, used: 0 },
      movement: { used: 0, remaining: 30 },
      bonusAction: { granted: true, used: false },
      attackActionTaken: true,
      attackActionAttacksLeft: 1,
    };
    expect(ledgerView(base, i18n)).toMatchObject({
      attacksLeft: 1,
      states: ['FRAY.TurnLedger.Attacks.Left {"count":1}'],
    });
    expect(ledgerView({ ...base, onTurn: false }, i18n)).toMatchObject({ attacksLeft: 0, states: [] });
    // A ledger stored before the count existed shows none.
    expect(ledgerView({ ...base, attackActionAttacksLeft: undefined }, i18n)).toMatchObject({ attacksLeft: 0 });
  });

  it("a request's off-hand weapon id must be a string", () => {
    const request = { step: "offHand", cost: { kind: "bonusAction" }, attack: true, reason: "Dagger" };
    expect(checkSpendRequest({ ...request, itemId: "abc" })).toMatchObject({ step: "offHand", itemId: "abc" });
    expect(checkSpendRequest(request)).not.toHaveProperty("itemId");
    expect(() => checkSpendRequest({ ...request, itemId: 5 })).toThrow(/^request\.itemId:/);
  });
});
