/**
 * What Fray's combat tracker shows, as plain data: one row per combatant the viewer may see, with its turn
 * ledger, tie, roll-off, surprise, group and initiative-ability markers, plus the a5e world-action header and
 * the delta reorder banner. Pure: it takes plain inputs (the tracker reads them from the Combat, the preview
 * writes them by hand) and never touches Foundry, so the preview shows exactly what the tracker would.
 */
import { ABILITIES, ENVIRONMENT_IDS, type Ability } from "../../rules";
import { ABILITY_LABELS, type Localizer } from "../../data/labels";
import { ENVIRONMENT_NAME_KEYS, environmentNameKey } from "../../data/region/environment-labels";
import { ledgerView, type LedgerView } from "../sheets/context/ledger";

export const TRACKER_TEMPLATE = "systems/fray/templates/combat/tracker.hbs";

/** One row, included by the tracker template as a partial (`{{> …}}`). */
export const TURN_TEMPLATE = "systems/fray/templates/combat/turn.hbs";

/**
 * The partials TRACKER_TEMPLATE includes: the tracker's part lists them in `templates`, so v13's
 * HandlebarsApplicationMixin loads them before the first render (core issues #11672, #12471); the preview loads
 * the same list.
 */
export const TRACKER_PARTIALS: readonly string[] = [TURN_TEMPLATE];

/** One combatant as the tracker reads it, in turn order. */
export interface TrackerRowInput {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly initiative: number | null;
  readonly hidden: boolean;
  readonly defeated: boolean;
  /** The viewer owns this combatant (a GM owns them all). */
  readonly owner: boolean;
  /** It is this combatant's turn. */
  readonly active: boolean;
  /** A player owns it (v13 `Combatant#hasPlayerOwner`): a player's character rather than a GM's creature. */
  readonly playerOwned?: boolean;
  /** `system.ledger`, unchecked: anything that is not a turn ledger shows no pips. */
  readonly ledger: unknown;
  readonly surprised: boolean;
  readonly suddenAction: boolean;
  /** `system.initiativeAbility`: "" for the preset's own initiative. */
  readonly initiativeAbility: string;
  readonly rollOffs: readonly number[];
  /** The v13 CombatantGroup's name, or null outside a group. */
  readonly group: string | null;
  /** In a manual tie still waiting (`combat.openTies()`), and which moves `canMoveInTie` allows the viewer. */
  readonly tie: { readonly open: boolean; readonly up: boolean; readonly down: boolean };
}

/** ENV-2: a world action as `combat.system.worldActions` holds it. */
export interface WorldActionInput {
  readonly id: string;
  readonly name: string;
  readonly recharge: { readonly min: number } | null;
  readonly available: boolean;
}

export interface TrackerInput {
  readonly isGM: boolean;
  readonly rows: readonly TrackerRowInput[];
  /** INIT-2 (a5e): initiative is an ability check the GM may change per combatant. */
  readonly abilityChoice: boolean;
  /**
   * ENV-1 / ENV-2: world actions are on (`policies.combat.worldActions`), and the combat's list; ENV-3: the
   * environment it takes place in ("" none).
   */
  readonly worldActions: {
    readonly enabled: boolean;
    readonly actions: readonly WorldActionInput[];
    readonly environment?: string;
  };
  /** INIT-14: the reorder phase is open, and the row picked as the first of a swap (or null). */
  readonly reorder: { readonly open: boolean; readonly picked: string | null };
  readonly i18n: Localizer;
}

export interface TrackerOption {
  readonly value: string;
  readonly label: string;
}

export interface TrackerRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly initiative: number | null;
  readonly hasRolled: boolean;
  readonly css: string;
  readonly active: boolean;
  readonly hidden: boolean;
  readonly defeated: boolean;
  readonly owner: boolean;
  /** Ledger pips: only for the combatants the viewer owns. */
  readonly ledger: LedgerView | null;
  readonly tie: { readonly up: boolean; readonly down: boolean } | null;
  readonly rollOff: { readonly text: string; readonly tooltip: string } | null;
  readonly surprised: boolean;
  readonly suddenAction: boolean;
  readonly group: string | null;
  /** INIT-2: a GM select on unrolled combatants, a badge once rolled with a chosen ability, else null. */
  readonly ability: {
    readonly editable: boolean;
    readonly value: string;
    readonly label: string;
    readonly options: readonly TrackerOption[];
  } | null;
  /** INIT-14: what the swap control on this row does: pick it, swap with the picked one, or cancel. */
  readonly swap: "pick" | "target" | "cancel" | null;
}

export interface TrackerContext {
  /** GM controls (hide, defeat) on every row; pan-to for players. */
  readonly isGM: boolean;
  readonly rows: readonly TrackerRow[];
  readonly worldActions: {
    readonly canManage: boolean;
    /** ENV-3: the environment's name ("" none) and, for the GM, the nine to pick from. */
    readonly environment: { readonly value: string; readonly name: string; readonly options: readonly TrackerOption[] };
    readonly actions: readonly {
      readonly id: string;
      readonly name: string;
      readonly available: boolean;
      readonly canUse: boolean;
      readonly state: string;
    }[];
  } | null;
  readonly reorder: { readonly picked: string | null } | null;
}

const isAbility = (value: string): value is Ability => (ABILITIES as readonly string[]).includes(value);

/** ENV-2: "Available", or "Recharging 5–6" (a plain "Recharging" without a recharge range). */
function worldActionState(action: WorldActionInput, i18n: Localizer): string {
  if (action.available) return i18n.localize("FRAY.Combat.Tracker.WorldActions.Available");
  if (!action.recharge) return i18n.localize("FRAY.Combat.Tracker.WorldActions.Used");
  const range = action.recharge.min >= 6 ? "6" : `${action.recharge.min}–6`;
  return i18n.format("FRAY.Combat.Tracker.WorldActions.Recharging", { range });
}

/** INIT-9 / INIT-11 / INIT-13: the d20s of the roll-offs, in order ("17 → 9"). */
function rollOffView(row: TrackerRowInput, i18n: Localizer): TrackerRow["rollOff"] {
  if (row.rollOffs.length === 0) return null;
  const rolls = row.rollOffs.join(" → ");
  return {
    text: i18n.format("FRAY.Combat.Tracker.RollOff.Badge", { rolls }),
    tooltip: i18n.format("FRAY.Combat.Tracker.RollOff.Tooltip", { rolls, initiative: row.initiative ?? "—" }),
  };
}

/** INIT-2: the GM changes the ability before the roll; afterwards the chosen ability is only shown. */
function abilityView(row: TrackerRowInput, input: TrackerInput): TrackerRow["ability"] {
  if (!input.abilityChoice) return null;
  const value = isAbility(row.initiativeAbility) ? row.initiativeAbility : "";
  const label = value ? input.i18n.localize(ABILITY_LABELS[value]) : "";
  const editable = input.isGM && row.initiative === null;
  if (!editable && !value) return null;
  const options = [
    { value: "", label: input.i18n.localize("FRAY.Combat.Tracker.Ability.Default") },
    ...ABILITIES.map((a) => ({ value: a, label: input.i18n.localize(ABILITY_LABELS[a]) })),
  ];
  return { editable, value, label, options };
}

/**
 * INIT-14: a swap starts from a row the viewer owns (the GM: any) and ends on another of the same side — a
 * player's character with another player's, a GM creature with another GM creature; a surprised one never swaps.
 */
function swapView(row: TrackerRowInput, input: TrackerInput): TrackerRow["swap"] {
  if (!input.reorder.open || row.surprised || row.initiative === null) return null;
  const picked = input.reorder.picked;
  if (picked === row.id) return "cancel";
  if (picked !== null) {
    const from = input.rows.find((r) => r.id === picked);
    return from && (from.playerOwned ?? false) === (row.playerOwned ?? false) ? "target" : null;
  }
  return input.isGM || row.owner ? "pick" : null;
}

function rowView(row: TrackerRowInput, input: TrackerInput): TrackerRow {
  const css = [row.active && "active", row.hidden && "hide", row.defeated && "defeated"].filter(Boolean).join(" ");
  const mine = input.isGM || row.owner;
  return {
    id: row.id,
    name: row.name,
    img: row.img,
    initiative: row.initiative,
    hasRolled: row.initiative !== null,
    css,
    active: row.active,
    hidden: row.hidden,
    defeated: row.defeated,
    owner: row.owner,
    ledger: mine ? ledgerView(row.ledger, input.i18n) : null,
    tie: row.tie.open ? { up: mine && row.tie.up, down: mine && row.tie.down } : null,
    rollOff: rollOffView(row, input.i18n),
    surprised: row.surprised,
    suddenAction: row.suddenAction,
    group: row.group,
    ability: abilityView(row, input),
    swap: swapView(row, input),
  };
}

/**
 * ECON-1 / ECON-3 (ledger pips), INIT-4 (group), INIT-5 / INIT-6 (surprised), INIT-8 (sudden action),
 * INIT-9..13 (ties and roll-offs), INIT-14 (reorder), ENV-1 / ENV-2 (world actions): the tracker's view data.
 * A hidden combatant is left out entirely for a player, so nothing about it (name, count, badge) reaches the
 * page; ledgers and tie moves are shown only on the combatants the viewer owns.
 */
export function trackerContext(input: TrackerInput): TrackerContext {
  const visible = input.rows.filter((row) => input.isGM || row.owner || !row.hidden);
  const rows = visible.map((row) => rowView(row, input));
  const environment = input.worldActions.environment ?? "";
  const environmentKey = environmentNameKey(environment);
  const worldActions = input.worldActions.enabled
    ? {
        canManage: input.isGM,
        environment: {
          value: environment,
          name: environmentKey ? input.i18n.localize(environmentKey) : "",
          options: input.isGM
            ? [
                { value: "", label: input.i18n.localize("FRAY.Combat.Tracker.WorldActions.NoEnvironment") },
                ...ENVIRONMENT_IDS.map((id) => ({
                  value: id,
                  label: input.i18n.localize(ENVIRONMENT_NAME_KEYS[id]),
                })),
              ]
            : [],
        },
        actions: input.worldActions.actions.map((action) => ({
          id: action.id,
          name: action.name,
          available: action.available,
          canUse: input.isGM && action.available,
          state: worldActionState(action, input.i18n),
        })),
      }
    : null;
  const pickedRow = rows.find((row) => row.id === input.reorder.picked);
  const reorder = input.reorder.open ? { picked: pickedRow?.name ?? null } : null;
  return { isGM: input.isGM, rows, worldActions, reorder };
}
