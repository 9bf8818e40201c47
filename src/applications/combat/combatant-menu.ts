/**
 * The GM's entries in a tracker row's context menu (v13 `CombatTracker#_getEntryContextOptions`): a controlled
 * mount's rider (INIT-15), a fixed entry count (INIT-17) and a5e's surprise-step check (INIT-7). Each opens a
 * small DialogV2 prompt and calls through to FrayCombat or the combatant; a bad answer warns and changes nothing.
 * Combatant names in the dialogs are escaped: the dialogs render templates/combat/menu-field.hbs.
 */
import { activePolicies } from "../../settings/policies";
import { setCombatantSide } from "../../combat/combat-sides";
import {
  MENU_APPLY_LABEL,
  MENU_FIELD_TEMPLATE,
  countField,
  menuFieldContext,
  riderChoices,
  riderField,
  surpriseCheckField,
  type MenuCombatant,
  type MenuField,
} from "./combatant-menu-fields";

export { DEFAULT_ENTRY_COUNT, riderChoices, type MenuCombatant, type RiderChoice } from "./combatant-menu-fields";

/** A v13 context-menu entry (`ContextMenuEntry`); `li` is the row element with `data-combatant-id`. */
export interface CombatantMenuEntry {
  name: string;
  icon: string;
  condition: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => Promise<void>;
}

/** The FrayCombat members the menu calls (src/documents/combat.ts). */
export interface MenuCombat {
  readonly combatants: { get(id: string): MenuCombatant | undefined; readonly contents: readonly MenuCombatant[] };
  setRider(mountId: string, riderId: string): Promise<void>;
  placeAtCount(combatantId: string, count: number): Promise<void>;
}

/** INIT-17: the count typed, or null when it is blank or not a finite number. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** INIT-7: a blank field clears the check (`{ value: null }`); a whole number sets it; anything else is refused. */
export function parseSurpriseCheck(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const value = Number(trimmed);
  return Number.isInteger(value) ? { ok: true, value } : { ok: false };
}

/** The field `name` of the dialog's form, as typed. */
function fieldOf(form: HTMLFormElement | null | undefined, name: string): string {
  return (form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
}

/** One DialogV2 prompt whose OK button returns the value of `field`; null when the dialog is closed. */
async function promptField(title: string, content: string, field: string): Promise<string | null> {
  const answer = (await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(title) },
    content,
    ok: {
      label: game.i18n.localize(MENU_APPLY_LABEL),
      callback: (_event: unknown, button: HTMLButtonElement) => fieldOf(button.form, field),
    },
    rejectClose: false,
  } as never)) as string | null;
  return answer;
}

function fieldContent(field: MenuField): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(MENU_FIELD_TEMPLATE, menuFieldContext(field));
}

/** INIT-15: asks for the mount's rider and sets it. */
async function promptRider(combat: MenuCombat, mount: MenuCombatant & { id: string }): Promise<void> {
  const choices = riderChoices(combat.combatants.contents, mount.id, game.i18n.localize("FRAY.Combat.Menu.Rider.None"));
  const content = await fieldContent(riderField(mount.name ?? "", choices, game.i18n));
  const riderId = await promptField("FRAY.Combat.Menu.Rider.Title", content, "riderId");
  if (riderId === null) return;
  if (!choices.some((c) => c.value === riderId)) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.Menu.Rider.Invalid"));
    return;
  }
  await combat.setRider(mount.id, riderId);
}

/** INIT-17: asks for the count and places the combatant at it. */
async function promptCount(combat: MenuCombat, combatant: MenuCombatant & { id: string }): Promise<void> {
  const content = await fieldContent(countField(combatant.name ?? "", game.i18n));
  const text = await promptField("FRAY.Combat.Menu.Count.Title", content, "count");
  if (text === null) return;
  const count = parseCount(text);
  if (count === null) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.Menu.Count.Invalid"));
    return;
  }
  await combat.placeAtCount(combatant.id, count);
}

/** INIT-7 (a5e): asks for the surprise-step check's total and writes it (blank clears it). */
async function promptSurpriseCheck(combatant: MenuCombatant): Promise<void> {
  const current = (combatant.system as { surpriseCheck?: number | null } | null)?.surpriseCheck ?? null;
  const content = await fieldContent(surpriseCheckField(combatant.name ?? "", current, game.i18n));
  const text = await promptField("FRAY.Combat.Menu.SurpriseCheck.Title", content, "surpriseCheck");
  if (text === null) return;
  const parsed = parseSurpriseCheck(text);
  if (!parsed.ok) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.Menu.SurpriseCheck.Invalid"));
    return;
  }
  // The roll reads the check; once the combatant has a count it would no longer count (INIT-7).
  if (typeof combatant.initiative === "number") {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.Menu.SurpriseCheck.AlreadyRolled"));
    return;
  }
  await combatant.update({ "system.surpriseCheck": parsed.value });
}

/** OA-1: the side after `side` in the tracker's cycle: friendly → neutral → hostile → friendly (secret → friendly). */
export function nextSide(side: number): number {
  return side === 1 ? 0 : side === 0 ? -1 : 1;
}

/** OA-1: the combatant's side now (the GM's record, else its token's disposition). */
function sideNow(combatant: MenuCombatant): number {
  const recorded = (combatant.system as { disposition?: unknown } | null)?.disposition;
  const token = (combatant as { token?: { disposition?: unknown } | null }).token;
  const side = typeof recorded === "number" ? recorded : token?.disposition;
  return typeof side === "number" ? side : 0;
}

/**
 * INIT-7, INIT-15, INIT-17, OA-1: the GM's row entries over the combat `viewed()` returns at click time: "Ride
 * with…" where the preset lets a controlled mount use its rider's initiative, "Enter at count…" always, and
 * "Surprise-step check…" where the check is the initiative (a5e), before the combatant has a count, and "Change
 * side" always (the sides the rules read are the GM's: src/combat/combat-sides.ts). A player sees none of them.
 */
export function combatantMenuEntries(viewed: () => MenuCombat | null): CombatantMenuEntry[] {
  const combatantOf = (li: HTMLElement): (MenuCombatant & { id: string }) | null => {
    const id = li.dataset.combatantId;
    const combatant = id ? viewed()?.combatants.get(id) : undefined;
    return combatant && typeof combatant.id === "string" ? (combatant as MenuCombatant & { id: string }) : null;
  };
  const gmRow = (li: HTMLElement) => game.user.isGM && combatantOf(li) !== null;
  const withRow =
    (act: (combat: MenuCombat, combatant: MenuCombatant & { id: string }) => Promise<void>) =>
    async (li: HTMLElement): Promise<void> => {
      const combat = viewed();
      const combatant = combatantOf(li);
      if (combat && combatant && game.user.isGM) await act(combat, combatant);
    };
  return [
    {
      name: "FRAY.Combat.Menu.Rider.Entry",
      icon: '<i class="fa-solid fa-horse"></i>',
      condition: (li) => gmRow(li) && activePolicies().initiative.mountUsesRiderInitiative,
      callback: withRow(promptRider),
    },
    {
      name: "FRAY.Combat.Menu.Count.Entry",
      icon: '<i class="fa-solid fa-arrow-right-to-bracket"></i>',
      condition: (li) => gmRow(li),
      callback: withRow(promptCount),
    },
    {
      name: "FRAY.Combat.Menu.SurpriseCheck.Entry",
      icon: '<i class="fa-solid fa-eye"></i>',
      condition: (li) =>
        gmRow(li) &&
        activePolicies().initiative.surpriseCheckIsInitiative &&
        typeof combatantOf(li)?.initiative !== "number",
      callback: withRow((_combat, combatant) => promptSurpriseCheck(combatant)),
    },
    {
      name: "FRAY.Combat.Menu.Side.Entry",
      icon: '<i class="fa-solid fa-people-arrows"></i>',
      condition: (li) => gmRow(li),
      callback: withRow((_combat, combatant) =>
        setCombatantSide(combatant as unknown as Combatant.Implementation, nextSide(sideNow(combatant))),
      ),
    },
  ];
}
