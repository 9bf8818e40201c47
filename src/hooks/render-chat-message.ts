/**
 * `renderChatMessageHTML` (v13: the message and its HTMLElement): hides roll outcomes from players when the
 * world setting says so, rule IDs from players who didn't turn them on, and wires the buttons of Fray's roll
 * cards.
 */
import { outcomesVisible } from "../settings/outcome-visibility";
import { ruleIdsVisible } from "../settings/rule-ids";
import { applyDamage, type ApplyMultiplier } from "../chat/damage";
import { attackRollOf, recordedCardId } from "../dice/hidden-outcome";
import {
  applyCondition,
  LEGENDARY_RESISTANCE_ACTION,
  addLegendaryResistanceButton,
  useLegendaryResistance,
} from "../chat/saves";
import { warnCardRefusal, recordSaveIfFirst } from "../chat/card-actions";
import { overrideCover, recordAttackIfNew } from "../chat/attack";
import { hazardAction } from "../chat/hazard-actions";
import { prepareCardButtons, redrawAnsweredRequest, refusalOf } from "../chat/card-buttons";
import { gmRollsPlayerDice } from "../settings/gm-dice";
import { ROLL_DAMAGE_REQUEST, ROLL_SAVE_REQUEST } from "../dice/gm-rolls";
import { askActiveGm } from "../net/gm-requests";

/** Registers the hooks: each card as it is drawn, and a request card drawn again when a save answers it. */
export function listen(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    onRenderChatMessage(message, html);
  });
  Hooks.on("createChatMessage", (message) => {
    // CND-1: the active GM records the first save each target rolls for a request (src/chat/card-actions/card-records.ts).
    recordSaveIfFirst(message).catch((error: unknown) => {
      console.error("Fray | recording a save failed", error);
    });
    // RES-6: the active GM records an attack's roll mode and who stood near each target (src/chat/attack/attack-records.ts).
    recordAttackIfNew(message).catch((error: unknown) => {
      console.error("Fray | recording an attack failed", error);
    });
    redrawAnsweredRequest(message).catch((error: unknown) => {
      console.error("Fray | redrawing a save request card failed", error);
    });
  });
}

/**
 * Hides outcomes where the setting says so, and the rule IDs beside each reason from players who didn't ask for
 * them (`fray.showRuleIds`), and binds each `data-action="fray…"` button.
 */
export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!outcomesVisible()) for (const el of html.querySelectorAll(".fray-outcome")) el.remove();
  if (!ruleIdsVisible()) for (const el of html.querySelectorAll(".fray-source__rule")) el.remove();
  // COV-1, ENV-3: the cover buttons on attack cards and a hazard card's are the GMs' (a player's click is refused).
  if (!game.user.isGM) for (const el of html.querySelectorAll(".fray-gm-only")) el.remove();
  // RES-5: a GM sees Legendary Resistance on a legendary creature's failed save.
  addLegendaryResistanceButton(message, html);
  for (const button of html.querySelectorAll<HTMLElement>("button[data-action^='fray']")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      // Issue 24 §3.6: a button this user can't press says why, instead of doing nothing.
      const refusal = refusalOf(button);
      if (refusal !== null) {
        ui.notifications.warn(refusal);
        return;
      }
      onCardAction(message, button.dataset, event).catch((error: unknown) => {
        console.error("Fray | card action failed", error);
      });
    });
  }
  // The condition buttons wait for their check of the recorded saves; the card is drawn meanwhile.
  prepareCardButtons(message, html).catch((error: unknown) => {
    console.error("Fray | preparing a card's buttons failed", error);
  });
}

/** Issue 26 item 6: asks the active GM to roll for this player; a refusal is shown. */
async function askGmToRoll(name: string, data: Record<string, unknown>): Promise<unknown> {
  const result = (await askActiveGm(name, data)) as { ok?: boolean; reason?: string } | null;
  if (result?.ok !== true) warnCardRefusal(result?.reason ?? "other");
  return result;
}

/** Runs one card button: roll damage, apply damage/half/healing, or roll a requested save. */
export async function onCardAction(
  message: ChatMessage.Implementation,
  data: DOMStringMap,
  event?: Event,
): Promise<unknown> {
  switch (data.action) {
    case "frayRollDamage": {
      // Issue 26 item 6: with `fray.gmRollsPlayerDice` the active GM rolls a player's damage.
      if (gmRollsPlayerDice() && !game.user.isGM) {
        const data2 = {
          messageId: message.id ?? "",
          itemUuid: data.itemUuid ?? "",
          critical: data.critical === "true",
        };
        return askGmToRoll(ROLL_DAMAGE_REQUEST, data2);
      }
      const item = await fromUuid((data.itemUuid ?? "") as `Item.${string}`);
      // Only the item's owner rolls its damage: a player can't roll a monster's damage from its card.
      if (!item || !("rollDamage" in item) || !item.isOwner) return null;
      // The GMs' record of a hidden outcome has no roll of its own: its targets are those of the public card.
      const attack = attackRollOf(message);
      const targets: Actor.Implementation[] = [];
      for (const t of attack?.fray.targets ?? []) {
        // Issue 24 §3.6: a target the attack missed takes no damage, so the damage card offers it no button. With
        // outcomes hidden from players the card has no AC to judge, and every target is listed.
        if (t.ac !== null && attack?.judge(t.ac)?.success === false) continue;
        const actor = await fromUuid(t.uuid as `Actor.${string}`);
        if (actor instanceof Actor) targets.push(actor);
      }
      // ECON-12: an off-hand attack's card rolls off-hand damage (which can only be lower: trusted-damage.ts).
      const offHand = attack?.fray.offHand === true ? { offHand: true } : {};
      // Issue 26: the damage names the attack card it came from (the public card behind a GMs' record), so the
      // GM judges its hit and critical from that card (src/chat/damage/trusted-attack.ts).
      const cardId = recordedCardId(message) ?? message.id ?? "";
      const from = attack?.fray.kind === "attack" && cardId ? { attackCardId: cardId } : {};
      const options = {
        critical: data.critical === "true",
        targets,
        ...offHand,
        ...from,
        // RES-1: the card the spell was cast with, whose slot the GM recorded (src/combat/casting/spell-casting.ts).
        ...(cardId ? { castCardId: cardId } : {}),
        ...(event ? { event } : {}),
      };
      return (item as { rollDamage(o: typeof options): Promise<unknown> }).rollDamage(options);
    }
    case "frayApplyDamage": {
      const result = await applyDamage(
        message.id ?? "",
        data.targetUuid ?? "",
        Number(data.multiplier) as ApplyMultiplier,
      );
      if (!result.ok) warnCardRefusal(result.reason);
      return result;
    }
    case "frayApplyCondition": {
      const result = await applyCondition(message.id ?? "", data.targetUuid ?? "", data.condition ?? "");
      if (!result.ok) warnCardRefusal(result.reason);
      return result;
    }
    case "frayRollSave": {
      if (gmRollsPlayerDice() && !game.user.isGM) {
        return askGmToRoll(ROLL_SAVE_REQUEST, { messageId: message.id ?? "", targetUuid: data.targetUuid ?? "" });
      }
      const actor = await fromUuid((data.targetUuid ?? "") as `Actor.${string}`);
      if (!(actor instanceof Actor) || !actor.isOwner || !("rollSave" in actor)) return null;
      // The save links back to its request card, where the GM looks for it before applying a condition.
      const request = message.flags.fray?.saveRequest && message.id ? { saveRequestId: message.id } : {};
      const options = { dc: Number(data.dc), ...request, ...(event ? { event } : {}) };
      return (actor as { rollSave(save: string, o: typeof options): Promise<unknown> }).rollSave(
        data.save ?? "",
        options,
      );
    }
    case LEGENDARY_RESISTANCE_ACTION: {
      const result = await useLegendaryResistance(message);
      if (!result.ok) warnCardRefusal(result.reason);
      return result;
    }
    case "frayHazard": {
      const result = await hazardAction(message, data.hazard ?? "", event);
      if (!result.ok) warnCardRefusal(result.reason);
      return result;
    }
    case "frayOverrideCover": {
      const result = await overrideCover(message, data.targetUuid ?? "", data.cover ?? "");
      if (!result.ok) warnCardRefusal(result.reason);
      return result;
    }
    default:
      return null;
  }
}
