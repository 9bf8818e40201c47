/**
 * The start-combat dialog (GM): before round 1, mark who is surprised (INIT-5 / INIT-6) and, in a5e, who is on
 * the side that acted suddenly (INIT-8). Begin stores the marks in one update (`combat.setSurprise`), rolls
 * initiative for whoever has none (so surprise disadvantage and sudden-action advantage apply to that roll),
 * then starts the combat. Cancel, or closing the window, changes nothing.
 */
import { activePolicies } from "../../settings/policies";
import { handlebarsApplication } from "../settings/app-base";
import { gameLocalizer } from "../sheets/document-input";
import {
  SURPRISE_TEMPLATE,
  DISPOSITIONS,
  idsOfDisposition,
  surpriseChoice,
  surpriseDialogContext,
  withMark,
  type Disposition,
  type DispositionName,
  type SurpriseChoice,
  type SurpriseCombatant,
  type SurpriseDraft,
} from "./surprise-dialog-context";

/** What the dialog reads of a combatant (a v13 Combatant). */
interface CombatantLike {
  readonly id: string | null;
  readonly name: string | undefined;
  readonly img?: string | null | undefined;
  readonly initiative: number | null | undefined;
  /** v13: the combatant's token (null without a scene) and actor, whose dispositions the dialog reads. */
  readonly token?: { readonly disposition?: number } | null | undefined;
  readonly actor?: { readonly prototypeToken?: { readonly disposition?: number } } | null | undefined;
  readonly system: unknown;
}

/** The FrayCombat methods the dialog calls. */
export interface SurpriseCombat {
  readonly turns: readonly CombatantLike[];
  setSurprise(choice: SurpriseChoice): Promise<void>;
  rollInitiative(ids: string[]): Promise<unknown>;
  startCombat(): Promise<unknown>;
  /** INIT-14: delta's reorder phase is open (then round 1 waits for the swaps). */
  readonly reorderOpen: boolean;
}

type Target = { dataset: Record<string, string | undefined> };

const asDisposition = (value: number | undefined): Disposition =>
  value === -2 || value === -1 || value === 1 ? value : 0;

function combatantsOf(combat: SurpriseCombat): SurpriseCombatant[] {
  return combat.turns
    .filter((c): c is CombatantLike & { id: string } => typeof c.id === "string")
    .map((c) => ({
      id: c.id,
      name: c.name ?? "",
      img: c.img ?? "icons/svg/mystery-man.svg",
      // Its token's disposition, else its actor's prototype token's (as CMB-4's end offer reads it).
      disposition: asDisposition(c.token?.disposition ?? c.actor?.prototypeToken?.disposition),
      hasInitiative: typeof c.initiative === "number",
    }));
}

/** The marks already stored on the combatants (a GM reopening the dialog sees them). */
function storedDraft(combat: SurpriseCombat): SurpriseDraft {
  const marks = combat.turns.map((c) => ({
    id: c.id ?? "",
    ...(c.system as { surprised?: boolean; suddenAction?: boolean }),
  }));
  return {
    surprised: new Set(marks.filter((m) => m.surprised === true).map((m) => m.id)),
    suddenAction: new Set(marks.filter((m) => m.suddenAction === true).map((m) => m.id)),
  };
}

export class FraySurpriseDialog extends handlebarsApplication() {
  static DEFAULT_OPTIONS = {
    classes: ["fray", "fray-surprise-dialog"],
    window: { title: "FRAY.Combat.Surprise.Title", icon: "fa-solid fa-bolt" },
    position: { width: 460, height: "auto" },
    actions: {
      markDisposition: FraySurpriseDialog.#onMarkDisposition,
      begin: FraySurpriseDialog.#onBegin,
      cancel: FraySurpriseDialog.#onCancel,
    },
  };

  static PARTS = { form: { template: SURPRISE_TEMPLATE } };

  readonly combat: SurpriseCombat;
  #draft: SurpriseDraft;
  #listening = false;

  constructor(options: { combat: SurpriseCombat } & Record<string, unknown>) {
    super(options);
    this.combat = options.combat;
    this.#draft = storedDraft(options.combat);
  }

  /** The marks as the GM has set them so far. */
  get draft(): SurpriseDraft {
    return this.#draft;
  }

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    return {
      ...context,
      ...surpriseDialogContext({
        combatants: combatantsOf(this.combat),
        draft: this.#draft,
        suddenAction: activePolicies().initiative.suddenActionAdvantage,
        i18n: gameLocalizer(),
      }),
    };
  }

  /** INIT-5 / INIT-8: one checkbox changed; the other mark of that combatant is cleared and the rows redrawn. */
  async mark(id: string, mark: "surprised" | "suddenAction", on: boolean): Promise<void> {
    this.#draft = withMark(this.#draft, id, mark, on);
    await this.render();
  }

  override async _onRender(context: Record<string, unknown>, options: object): Promise<void> {
    await super._onRender(context, options);
    if (this.#listening) return;
    this.#listening = true;
    this.element.addEventListener("change", (event) => {
      const input = event.target as HTMLInputElement | null;
      if (input?.type !== "checkbox") return;
      if (input.name !== "surprised" && input.name !== "suddenAction") return;
      void this.mark(input.value, input.name, input.checked);
    });
  }

  /** INIT-5: every combatant of one disposition surprised (and so not on the sudden action's side). */
  static async #onMarkDisposition(this: FraySurpriseDialog, _event: unknown, target: Target): Promise<void> {
    const name = target.dataset.disposition;
    if (!(DISPOSITIONS as readonly string[]).includes(name ?? "")) {
      throw new Error(`disposition: expected one of ${DISPOSITIONS.join(", ")}, got "${name}"`);
    }
    for (const id of idsOfDisposition(combatantsOf(this.combat), name as DispositionName)) {
      this.#draft = withMark(this.#draft, id, "surprised", true);
    }
    await this.render();
  }

  /**
   * Stores the marks, rolls initiative for whoever has none (or lost its count to a surprise change), then
   * starts round 1 — unless delta's reorder phase is open (INIT-14): then the swaps come first, and Begin
   * Combat on the tracker starts the round.
   */
  static async #onBegin(this: FraySurpriseDialog): Promise<void> {
    const choice = surpriseChoice(combatantsOf(this.combat), this.#draft);
    await this.combat.setSurprise(choice);
    const unrolled = combatantsOf(this.combat)
      .filter((c) => !c.hasInitiative)
      .map((c) => c.id);
    if (unrolled.length) await this.combat.rollInitiative(unrolled);
    await this.close();
    if (this.combat.reorderOpen) {
      const everyone = this.combat.turns.every((c) => typeof c.initiative === "number");
      if (everyone) ui.notifications.info(game.i18n.localize("FRAY.Combat.Surprise.ReorderFirst"));
      else ui.notifications.warn(game.i18n.localize("FRAY.Combat.Surprise.StillUnrolled"));
      return;
    }
    await this.combat.startCombat();
  }

  static async #onCancel(this: FraySurpriseDialog): Promise<void> {
    await this.close();
  }
}
