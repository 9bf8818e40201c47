/**
 * RES-3: the sheet's Short Rest: a dialog asks how many Hit Dice to spend; "Spend one die" rolls one now (healing at
 * once) and asks again, so a player can choose one die at a time; "Finish the rest" spends the count given (0 for
 * none) and posts the rest's card, which lists every die spent. Closing the dialog after spending finishes the rest;
 * closing it first does nothing.
 */
import type { HitDiceSpent } from "../../resources/rests";
import { escapeHtml } from "../../chat/escape";

/** The parts of FrayActor the dialog drives (src/documents/actor.ts). */
interface Resting {
  readonly name: string;
  readonly system: unknown;
  spendHitDice(count: number): Promise<HitDiceSpent | null>;
  shortRest(options: { dice?: number; spent?: HitDiceSpent }): Promise<unknown>;
}

interface FormLike {
  elements: { namedItem(name: string): { value?: string } | null };
}

type Answer = { readonly kind: "one" } | { readonly kind: "finish"; readonly dice: number };

function content(actor: Resting, spent: HitDiceSpent): string {
  const system = actor.system as {
    hp?: { value?: number; max?: number };
    level?: number;
    hitDice?: { spent?: number };
  };
  const left = Math.max(0, (system.level ?? 1) - (system.hitDice?.spent ?? 0));
  const soFar =
    spent.dice.length === 0
      ? ""
      : `<p class="fray-rest-dialog__so-far">${escapeHtml(
          game.i18n.format("FRAY.Rest.Dialog.SoFar", {
            dice: spent.dice.map((d) => String(d.roll)).join(", "),
            value: String(system.hp?.value ?? 0),
            max: String(system.hp?.max ?? 0),
          }),
        )}</p>`;
  return `${soFar}<label class="fray-field"><span class="fray-field__label">${escapeHtml(
    game.i18n.localize("FRAY.Rest.Dialog.Count"),
  )}</span><input type="number" name="dice" value="0" min="0" max="${left}" step="1"></label>`;
}

async function ask(actor: Resting, spent: HitDiceSpent): Promise<Answer | null> {
  const readCount = (button: unknown): number => {
    const form = (button as { form: FormLike | null }).form;
    const n = Number(form?.elements.namedItem("dice")?.value ?? 0);
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("FRAY.Rest.Dialog.Title", { name: actor.name }) },
    classes: ["fray", "fray-dialog", "fray-rest-dialog"],
    content: content(actor, spent),
    rejectClose: false,
    buttons: [
      { action: "one", label: game.i18n.localize("FRAY.Rest.Dialog.SpendOne"), callback: () => ({ kind: "one" }) },
      {
        action: "finish",
        label: game.i18n.localize("FRAY.Rest.Dialog.Finish"),
        default: true,
        callback: (_event, button) => ({ kind: "finish", dice: readCount(button) }),
      },
    ],
  });
  return typeof answer === "object" && answer !== null && "kind" in answer ? (answer as Answer) : null;
}

/** RES-3: runs the sheet's Short Rest for `actor` (refusals are told by the rest itself). */
export async function shortRestDialog(actor: Resting): Promise<void> {
  let spent: HitDiceSpent = { dice: [], rolls: [] };
  for (;;) {
    const answer = await ask(actor, spent);
    if (answer === null) {
      if (spent.dice.length > 0) await actor.shortRest({ spent });
      return;
    }
    if (answer.kind === "finish") {
      await actor.shortRest({ dice: answer.dice, spent });
      return;
    }
    const one = await actor.spendHitDice(1);
    if (!one) continue;
    spent = { dice: [...spent.dice, ...one.dice], rolls: [...spent.rolls, ...one.rolls] };
  }
}
