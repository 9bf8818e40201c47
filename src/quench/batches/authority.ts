/**
 * `fray.authority` (issue 27 item 2): what a player's client may ask of the active GM, run by a player in its own
 * browser while a GM is connected (Quench runs in the browser that starts it). Every request names something that
 * isn't there or isn't the player's, so the GM's answer must be a refusal and no document changes. Started by a GM,
 * the batch says so and skips every step.
 */
import type { QuenchAssert, QuenchTestThis } from "../types";
import { defineBatch } from "./batch";

/** The steps, in order (tests/quench checks the list). */
export const AUTHORITY_STEPS = [
  "who runs it: a player, with a GM connected",
  "an unknown request is refused",
  "a ledger spend for a combat that isn't there is refused",
  "an initiative count for a combat that isn't there is refused",
  "damage from a card that isn't there is refused",
  "a condition from a card that isn't there is refused",
] as const;

/** Ids no document has (16 characters, as Foundry's). */
const NOWHERE = "fray0nowhere0000";

type Answer = { ok?: unknown; reason?: unknown } | null;
const send = (name: string, data: Record<string, unknown>): Promise<Answer> =>
  game.fray.requests.send(name, data) as Promise<Answer>;

export const authorityBatch = defineBatch(
  "fray.authority",
  "Fray: a player's requests",
  (context) => {
    const { it } = context;
    const assert: QuenchAssert = context.assert;
    /** A step that runs only for a player; a GM's run skips it. */
    const step = (title: string, body: () => Promise<void>): void => {
      it(title, async function (this: QuenchTestThis) {
        if (game.user.isGM) this.skip();
        await body();
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
  },
  { gm: false, scratch: false },
);
