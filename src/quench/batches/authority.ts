/**
 * `fray.authority` (issue 27 item 2): what a player's client may ask of the active GM, run by a player in its own
 * browser while a GM is connected (Quench runs in the browser that starts it). Every request names something that
 * isn't there or isn't the player's, so the GM's answer must be a refusal and no document changes. Started by a GM,
 * the batch says so and skips every step. The last two use what the player owns (a character with a weapon; a
 * combatant of its own in a combat the GM made) and are skipped where the world has none; the player's cards are
 * deleted afterwards.
 */
import type { QuenchAssert, QuenchTestThis } from "../types";
import { pause, until } from "../wait";
import { defineBatch } from "./batch";

/** The steps, in order (tests/quench checks the list). */
export const AUTHORITY_STEPS = [
  "who runs it: a player, with a GM connected",
  "an unknown request is refused",
  "a ledger spend for a combat that isn't there is refused",
  "an initiative count for a combat that isn't there is refused",
  "damage from a card that isn't there is refused",
  "a condition from a card that isn't there is refused",
  "RES-6 a forged extra-damage term on the player's own card is refused",
  "RES-5 a player's write to its creature's spent legendary actions is put back by the GM's guard",
] as const;

/** Ids no document has (16 characters, as Foundry's). */
const NOWHERE = "fray0nowhere0000";

type Answer = { ok?: unknown; reason?: unknown } | null;
type Weapon = Item.Implementation & {
  actor: Actor.Implementation;
  rollDamage(options: object): Promise<ChatMessage.Implementation | null>;
};

/** A weapon of a character this player owns (its own hero), or null. */
function ownWeapon(): Weapon | null {
  for (const actor of game.actors.contents) {
    if (!actor.isOwner || actor.type !== "character") continue;
    const weapon = actor.items.find((i) => i.type === "weapon");
    if (weapon) return weapon as Weapon;
  }
  return null;
}
const send = (name: string, data: Record<string, unknown>): Promise<Answer> =>
  game.fray.requests.send(name, data) as Promise<Answer>;

export const authorityBatch = defineBatch(
  "fray.authority",
  "Fray: a player's requests",
  (context) => {
    const { it } = context;
    const assert: QuenchAssert = context.assert;
    /** A step that runs only for a player; a GM's run skips it, and so may the step (`skip`). */
    const step = (title: string, body: (skip: () => never) => Promise<void>): void => {
      it(title, async function (this: QuenchTestThis) {
        if (game.user.isGM) this.skip();
        await body(() => this.skip());
      });
    };
    it(AUTHORITY_STEPS[0], () => {
      if (game.user.isGM) {
        ui.notifications.info(game.i18n.localize("FRAY.Quench.AuthorityAsGm"));
        return;
      }
      assert.ok(game.users.activeGM, "a GM is connected to answer");
    });
    step(AUTHORITY_STEPS[1], async () => {
      const answer = await send("fray.noSuchRequest", {});
      assert.deepEqual(answer, { ok: false, reason: "unknownRequest" });
    });
    step(AUTHORITY_STEPS[2], async () => {
      const answer = await send("fray.spendLedger", {
        combatId: NOWHERE,
        combatantId: NOWHERE,
        step: "action",
        cost: { kind: "action" },
      });
      assert.isFalse(answer?.ok, "refused");
    });
    step(AUTHORITY_STEPS[3], async () => {
      const answer = await send("fray.setInitiative", { combatId: NOWHERE, ids: [NOWHERE] });
      assert.isFalse(answer?.ok, "refused");
    });
    step(AUTHORITY_STEPS[4], async () => {
      const answer = await send("fray.applyDamage", {
        messageId: NOWHERE,
        targetUuid: `Actor.${NOWHERE}`,
        multiplier: 1,
      });
      assert.isFalse(answer?.ok, "refused");
    });
    step(AUTHORITY_STEPS[5], async () => {
      const answer = await send("fray.applyCondition", { messageId: NOWHERE, targetUuid: `Actor.${NOWHERE}` });
      assert.isFalse(answer?.ok, "refused");
    });
    step(AUTHORITY_STEPS[6], async (skip) => {
      const weapon = ownWeapon();
      if (!weapon) return skip();
      const posted: { delete(): Promise<unknown> }[] = [];
      try {
        // The player's own damage card, then a copy its client makes up: one more die, claimed as the extra damage
        // of a feature the creature doesn't have.
        const real = await weapon.rollDamage({ targets: [weapon.actor] });
        if (!real) throw new Error("Fray batch: the weapon's damage card was not posted");
        posted.push(real);
        const roll = real.rolls[0] as unknown as { formula: string; options: Record<string, unknown> };
        const DamageRoll = CONFIG.Dice.rolls.find((c) => c.name === "FrayDamageRoll") as unknown as
          (new (formula: string, data: object, options: object) => { evaluate(): Promise<unknown> }) | undefined;
        if (!DamageRoll) throw new Error("Fray batch: FrayDamageRoll is not among CONFIG.Dice.rolls");
        const forged = new DamageRoll(
          `${roll.formula} + 1d6`,
          {},
          {
            ...roll.options,
            extras: [{ feature: NOWHERE, slot: null }],
          },
        );
        await forged.evaluate();
        const card = await ChatMessage.create({ content: "", rolls: [JSON.stringify(forged)] });
        if (!card) throw new Error("Fray batch: the forged card was not posted");
        posted.push(card);
        const answer = await send("fray.applyDamage", {
          messageId: card.id,
          targetUuid: weapon.actor.uuid,
          multiplier: 1,
        });
        assert.deepEqual(answer, { ok: false, reason: "notAnExtra" }, "the GM re-derives the extras and refuses");
      } finally {
        for (const card of posted) await card.delete();
      }
    });
    step(AUTHORITY_STEPS[7], async (skip) => {
      const combatant = game.combats.contents.flatMap((c) => c.combatants.contents).find((c) => c.isOwner);
      if (!combatant) return skip();
      const spent = () => (combatant.system as { legendarySpent?: number }).legendarySpent ?? 0;
      const before = spent();
      // A refill (0 spent) where some were spent; else any other value: the GM wrote neither.
      const forged = before > 0 ? 0 : 1;
      await combatant.update({ "system.legendarySpent": forged } as never);
      await pause(100);
      await until(() => spent() === before, "the GM's client to put the spent legendary actions back");
    });
  },
  { gm: false, scratch: false },
);
