/**
 * Fray's combat tracker (`CONFIG.ui.combat`): v13's sidebar CombatTracker with its own `tracker` part. Core
 * keeps the header (encounters, round) and the footer (turn and round controls) and still handles the row
 * controls it names (roll initiative, hide, defeat, ping, pan-to), the rows' hover and click (each row keeps
 * core's markup `li.combatant[data-combatant-id][data-action="activateCombatant"]`: a click selects and pans to
 * the token) and the rows' context menu (bound to `.combatant`, read through `data-combatant-id`). Fray's rows
 * add the turn ledger, ties, roll-offs, surprise, groups and the a5e initiative ability, with the a5e world
 * actions and the delta reorder phase above the turns. Begin Combat opens the surprise dialog first.
 */
import { activePolicies } from "../../settings/policies";
import type { SheetPart } from "../sheets/sheet-base";
import { gameLocalizer } from "../sheets/document-input";
import { promptWorldAction } from "./world-action-dialog";
import { FraySurpriseDialog, type SurpriseCombat } from "./surprise-dialog";
import { combatantMenuEntries, type CombatantMenuEntry, type MenuCombat } from "./combatant-menu";
import {
  TRACKER_PARTIALS,
  TRACKER_TEMPLATE,
  trackerContext,
  type TrackerRowInput,
  type WorldActionInput,
} from "./tracker-context";

/** The members of v13's CombatTracker that Fray's tracker calls or overrides. */
interface CoreCombatTracker {
  readonly viewed: Combat.Implementation | null;
  readonly element: HTMLElement;
  render(options?: object): Promise<unknown>;
  _configureRenderParts(options: object): Record<string, SheetPart>;
  _prepareTrackerContext(context: Record<string, unknown>, options: object): Promise<void>;
  _onRender(context: Record<string, unknown>, options: object): Promise<void>;
  _getEntryContextOptions(): CombatantMenuEntry[];
}

/** `foundry.applications.sidebar.tabs.CombatTracker`, typed by the members above (see ../sheets/sheet-base.ts). */
function coreCombatTracker(): new (options?: object) => CoreCombatTracker {
  return foundry.applications.sidebar.tabs.CombatTracker as unknown as new (options?: object) => CoreCombatTracker;
}

/**
 * Core's `tracker` part with Fray's rows: Fray's template and, in `templates`, the partials it includes (a row
 * per combatant), which HandlebarsApplicationMixin loads before the first render. v13 knows a partial only once
 * loaded (core issues #11672, #12471), so without the list the tracker would throw on its first row.
 */
function frayTrackerPart(core: SheetPart | undefined): SheetPart {
  const templates = [...new Set([...(core?.templates ?? []), ...TRACKER_PARTIALS])];
  return { ...core, template: TRACKER_TEMPLATE, templates };
}

/** The FrayCombat members the tracker reads and calls (src/documents/combat.ts). */
export interface TrackerCombat extends SurpriseCombat {
  readonly started: boolean;
  readonly system: unknown;
  readonly combatants: { get(id: string): unknown };
  openTies(): readonly { readonly ids: readonly string[] }[];
  canMoveInTie(combatantId: string, direction: -1 | 1, user?: unknown): boolean;
  moveInTie(combatantId: string, direction: -1 | 1): Promise<boolean>;
  readonly reorderOpen: boolean;
  /** INIT-5: the GM has been through the surprise step (the start-combat dialog). */
  readonly surpriseSet: boolean;
  swapInitiative(aId: string, bId: string): Promise<boolean>;
  useWorldAction(id: string): Promise<unknown>;
  setEnvironment(id: string): Promise<unknown>;
}

/** A v13 Combatant as the rows read it (optional members as fvtt-types declares them). */
interface CombatantLike {
  readonly id: string | null;
  readonly name: string | undefined;
  readonly img?: string | null | undefined;
  readonly initiative: number | null | undefined;
  readonly hidden?: boolean | undefined;
  readonly defeated?: boolean | undefined;
  /** v13: the `defeated` field or the defeated status effect. */
  readonly isDefeated?: boolean | undefined;
  readonly isOwner: boolean;
  readonly hasPlayerOwner?: boolean | undefined;
  readonly group?: { readonly name: string | undefined } | null | undefined;
  readonly system: unknown;
  update(changes: object): Promise<unknown>;
}

type Target = { dataset: Record<string, string | undefined>; closest?(selector: string): Target | null };

interface CombatantSystemView {
  ledger?: unknown;
  surprised?: boolean;
  suddenAction?: boolean;
  initiativeAbility?: string;
  rollOffs?: number[];
}

/** The row's combatant id: on the control itself (harness, select) or on its row (`li.combatant`). */
function combatantIdOf(target: Target): string {
  const id = target.dataset.combatantId ?? target.closest?.("[data-combatant-id]")?.dataset.combatantId;
  if (!id) throw new Error("combatantId: the control is not inside a combatant row");
  return id;
}

export class FrayCombatTracker extends coreCombatTracker() {
  static DEFAULT_OPTIONS = {
    actions: {
      startCombat: FrayCombatTracker.#onStartCombat,
      frayMoveInTie: FrayCombatTracker.#onMoveInTie,
      fraySwap: FrayCombatTracker.#onSwap,
      frayUseWorldAction: FrayCombatTracker.#onUseWorldAction,
      frayAddWorldAction: FrayCombatTracker.#onAddWorldAction,
    },
  };

  /**
   * Core's parts with Fray's `tracker` part: declared here as well as in `_configureRenderParts`, so the
   * partials are preloaded whichever of the two core reads them from.
   */
  static PARTS: Record<string, SheetPart> = (() => {
    const core = (coreCombatTracker() as unknown as { PARTS?: Record<string, SheetPart> }).PARTS ?? {};
    return { ...core, tracker: frayTrackerPart(core.tracker) };
  })();

  /** INIT-14: the first row picked for a swap, until the second is picked or the pick is cancelled. */
  #swapPick: string | null = null;

  /** Core's header and footer, Fray's rows (and the row partial) in place of core's `tracker` part. */
  override _configureRenderParts(options: object): Record<string, SheetPart> {
    const parts = super._configureRenderParts(options);
    if (parts.tracker) parts.tracker = frayTrackerPart(parts.tracker);
    return parts;
  }

  /** INIT-7, INIT-15, INIT-17: core's row menu entries, then the GM's (./combatant-menu.ts). */
  override _getEntryContextOptions(): CombatantMenuEntry[] {
    const viewed = () => this.viewed as unknown as MenuCombat | null;
    return [...super._getEntryContextOptions(), ...combatantMenuEntries(viewed)];
  }

  get #combat(): TrackerCombat | null {
    return this.viewed;
  }

  /** Fray's view data (`fray`) beside core's; core's per-turn extras (effects, resource, ping) are kept. */
  override async _prepareTrackerContext(context: Record<string, unknown>, options: object): Promise<void> {
    await super._prepareTrackerContext(context, options);
    const combat = this.#combat;
    if (!combat) return;
    const core = new Map(((context.turns as { id: string }[] | undefined) ?? []).map((t) => [t.id, t]));
    const fray = trackerContext(this.#trackerInput(combat));
    context.fray = {
      ...fray,
      rows: fray.rows.map((row) => {
        const extra = core.get(row.id) as Record<string, unknown> | undefined;
        return { effects: extra?.effects, resource: extra?.resource, canPing: extra?.canPing === true, ...row };
      }),
    };
  }

  #trackerInput(combat: TrackerCombat) {
    const policies = activePolicies();
    const openTies = new Set(combat.openTies().flatMap((tie) => tie.ids));
    const current = (combat as unknown as { combatant?: { id: string | null } | null }).combatant?.id ?? null;
    const reorderOpen = combat.reorderOpen;
    if (!reorderOpen) this.#swapPick = null;
    const rows: TrackerRowInput[] = (combat.turns as readonly CombatantLike[])
      .filter((c): c is CombatantLike & { id: string } => typeof c.id === "string")
      .map((c) => {
        const system = c.system as CombatantSystemView;
        const open = openTies.has(c.id);
        return {
          id: c.id,
          name: c.name ?? "",
          img: c.img ?? "icons/svg/mystery-man.svg",
          initiative: c.initiative ?? null,
          hidden: c.hidden === true,
          defeated: c.isDefeated === true || c.defeated === true,
          owner: c.isOwner,
          playerOwned: c.hasPlayerOwner === true,
          active: combat.started && c.id === current,
          ledger: system.ledger ?? null,
          surprised: system.surprised === true,
          suddenAction: system.suddenAction === true,
          initiativeAbility: system.initiativeAbility ?? "",
          rollOffs: system.rollOffs ?? [],
          group: c.group?.name ?? null,
          tie: {
            open,
            up: open && combat.canMoveInTie(c.id, -1, game.user),
            down: open && combat.canMoveInTie(c.id, 1, game.user),
          },
        };
      });
    const combatSystem = combat.system as { worldActions?: WorldActionInput[]; environment?: string } | null;
    const worldActions = combatSystem?.worldActions ?? [];
    return {
      isGM: game.user.isGM,
      rows,
      abilityChoice: policies.initiative.check === "abilityCheck",
      worldActions: {
        enabled: policies.combat.worldActions,
        actions: worldActions,
        environment: combatSystem?.environment ?? "",
      },
      reorder: { open: reorderOpen, picked: this.#swapPick },
      i18n: gameLocalizer(),
    };
  }

  /**
   * The a5e initiative ability select writes `system.initiativeAbility` (the data model checks the value). Its
   * clicks stay with it: the row around it is core's `activateCombatant` action (select and pan to the token).
   */
  override async _onRender(context: Record<string, unknown>, options: object): Promise<void> {
    await super._onRender(context, options);
    for (const select of this.element.querySelectorAll<HTMLSelectElement>("select.fray-turn__ability")) {
      select.addEventListener("click", (event) => {
        event.stopPropagation();
      });
      select.addEventListener("change", () => {
        void this.setInitiativeAbility(select.dataset.combatantId ?? "", select.value);
      });
    }
    // ENV-3: picking an environment adds its world actions at once.
    const environment = this.element.querySelector<HTMLSelectElement>("select.fray-world-actions__environment");
    environment?.addEventListener("change", () => {
      void this.#combat?.setEnvironment(environment.value);
    });
  }

  /** INIT-2 (a5e): the GM picks the ability of an unrolled combatant's initiative check. */
  async setInitiativeAbility(combatantId: string, ability: string): Promise<void> {
    if (!game.user.isGM) throw new Error("initiativeAbility: only a GM picks the initiative ability (INIT-2)");
    const combatant = this.#combat?.combatants.get(combatantId) as CombatantLike | undefined;
    if (!combatant) throw new Error(`combatantId: no combatant "${combatantId}" in the viewed combat`);
    if (typeof combatant.initiative === "number") {
      throw new Error("initiativeAbility: the combatant has already rolled initiative (INIT-2)");
    }
    await combatant.update({ "system.initiativeAbility": ability });
  }

  /** Begin Combat opens the surprise dialog (GM) instead of starting at once (INIT-5, INIT-6, INIT-8). */
  static async #onStartCombat(this: FrayCombatTracker): Promise<void> {
    const combat = this.#combat;
    if (!combat || !game.user.isGM) return;
    // INIT-14: once surprise is set and everyone rolled, the reorder phase is under way: Begin starts round 1.
    const rolled = combat.turns.every((c) => typeof c.initiative === "number");
    if (combat.reorderOpen && combat.surpriseSet && rolled) {
      await combat.startCombat();
      return;
    }
    await new FraySurpriseDialog({ combat }).render({ force: true });
  }

  /** INIT-9, INIT-10, INIT-12, INIT-13: one place up or down among the combatants of an open tie. */
  static async #onMoveInTie(this: FrayCombatTracker, _event: unknown, target: Target): Promise<void> {
    const direction = Number(target.dataset.direction);
    if (direction !== -1 && direction !== 1) throw new Error(`direction: expected -1 or 1, got "${direction}"`);
    await this.#combat?.moveInTie(combatantIdOf(target), direction);
  }

  /** INIT-14: the first click picks a row, the second swaps the two (the combat checks who may swap). */
  static async #onSwap(this: FrayCombatTracker, _event: unknown, target: Target): Promise<void> {
    const id = combatantIdOf(target);
    const picked = this.#swapPick;
    if (picked === null || picked === id) {
      this.#swapPick = picked === id ? null : id;
    } else {
      this.#swapPick = null;
      await this.#combat?.swapInitiative(picked, id);
    }
    await this.render();
  }

  /** ENV-1 / ENV-2 (GM): use an available world action. */
  static async #onUseWorldAction(this: FrayCombatTracker, _event: unknown, target: Target): Promise<void> {
    const id = target.dataset.worldActionId;
    if (!id) throw new Error("worldActionId: the Use button names no world action");
    await this.#combat?.useWorldAction(id);
  }

  /** ENV-1 (GM): add a world action to this combat. */
  static async #onAddWorldAction(this: FrayCombatTracker): Promise<void> {
    const combat = this.#combat;
    if (combat && game.user.isGM) await promptWorldAction(combat as never);
  }
}
