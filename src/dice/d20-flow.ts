/**
 * The adapter every d20 entry point shares: sources → plan (src/rules) → the user's choice (shortcut or
 * dialog) → a FrayD20Roll → a chat card. No rule maths here.
 */
import {
  checkRollFormula,
  d20FormulaParts,
  d20RollPlan,
  source,
  statFamily,
  type CoverDegree,
  type FormulaCheck,
  type RollSource,
} from "../rules";
import { activePolicies } from "../settings/policies";
import { activePreset } from "../settings/preset";
import { promptRoll, type RollChoice, shortcutMode } from "./dialog";
import type { RollPreviewer } from "./dialog";
import { withDiceSound } from "../chat/roll-message";
import { escapeHtml } from "../chat/escape";
import { formulaWarning, rollableFormula } from "./formula-check";
import { renderD20Card } from "./d20-card-render";
import { askForOutcomeRecord, hidesDefenses, withoutDefenses } from "./hidden-outcome";
import {
  FrayD20Roll,
  type D20RollKind,
  type FrayD20RollOptions,
  type RollFlatCheck,
  type RollMapStep,
  type RollTarget,
} from "./d20-roll";
import type { FrayRollOptions } from "./roll-options";

/** Everything an entry point knows about the roll it asks for. */
export interface D20Request {
  readonly kind: D20RollKind;
  readonly subject: string;
  /** The card's and dialog's title, already localized. */
  readonly title: string;
  readonly actor: Actor.Implementation;
  readonly itemUuid?: string | null;
  /** The roller's own modifier (ability, proficiency, item bonus…). */
  readonly modifier: number;
  /** Situational sources: advantage, disadvantage, modifiers, expertise dice, impossibility. */
  readonly sources: readonly RollSource[];
  readonly targets?: readonly RollTarget[];
  readonly cover?: CoverDegree;
  readonly map?: RollMapStep | null;
  readonly dc?: number | null;
  /** Offer a damage button on the card (attacks with damage). */
  readonly damage?: boolean;
  /** ECON-12: an off-hand attack, recorded on the roll for its card's damage button. */
  readonly offHand?: boolean;
  /**
   * Issue 13 item 5: sources that come from where the tokens stand (range band, close combat, a prone target's
   * distance, flanking, height). The dialog lists each with a box the user may untick; unticked, it is left out.
   */
  readonly positions?: readonly RollSource[];
  /** TA-9: the combat turn an attack was made in (src/chat/attack/strike-history.ts), recorded on the roll. */
  readonly strikeTurn?: string;
  /** TA-5: the flat check already rolled before this attack roll, recorded on it. */
  readonly flatCheck?: RollFlatCheck;
}

/** The user's choice: a shortcut or `fastForward` skips the dialog; otherwise the dialog asks. Null: cancelled. */
async function chooseRoll(
  title: string,
  formula: string,
  request: D20Request,
  planMode: RollChoice["mode"],
  planExpertise: RollChoice["expertiseDie"],
  options: FrayRollOptions,
): Promise<RollChoice | null> {
  // TA-1: threeAction has no 5e advantage or disadvantage: no mode to choose, by the dialog, a key or an option.
  const modeChoice = statFamily(activePolicies()) === "fiveE";
  const shortcut = shortcutMode(options.event as (Event & { shiftKey?: boolean }) | undefined, modeChoice);
  const asked = modeChoice ? options.mode : undefined;
  const mode = asked ?? (shortcut === null || shortcut === "sources" ? planMode : shortcut);
  const defaults: RollChoice = {
    mode,
    bonus: options.bonus ?? "",
    expertiseDie: options.expertiseDie === undefined ? planExpertise : options.expertiseDie,
    dropped: [],
  };
  if (options.fastForward || shortcut !== null) return defaults;
  return promptRoll(
    title,
    {
      formula,
      sources: request.sources,
      mode: defaults.mode,
      bonus: defaults.bonus,
      expertiseDice: activePolicies().success.expertiseDice,
      expertiseDie: defaults.expertiseDie,
      targets: request.targets ?? [],
      positions: request.positions ?? [],
      modeChoice,
    },
    previewer(request),
  );
}

/** The sources a roll keeps when the user unticked the positions at `dropped` (issue 13 item 5). */
function keptSources(request: D20Request, dropped: readonly number[]): RollSource[] {
  const positions = request.positions ?? [];
  return [...request.sources, ...positions.filter((_, i) => !dropped.includes(i))];
}

/** Issue 24 §3.4: what the dialog shows for the boxes left ticked, worked out as rollD20 rolls it. */
function previewer(request: D20Request): RollPreviewer {
  return (dropped) => {
    const success = activePolicies().success;
    const plan = d20RollPlan(keptSources(request, dropped), success);
    return {
      mode: plan.mode,
      expertiseDie: plan.expertiseDie,
      formula: ({ mode, expertiseDie }) =>
        d20FormulaParts({ ...plan, mode, expertiseDie: success.expertiseDice ? expertiseDie : null }, request.modifier)
          ?.formula ?? null,
    };
  };
}

/**
 * `+ 1d4`, `- 2`: a user's bonus appended to a formula, its `@references` replaced by their numbers from
 * `rollData`; or why it can't be rolled (not a dice formula, beyond the dice limits: src/dice/formula-check.ts).
 */
function bonusTerm(bonus: string, rollData: unknown): FormulaCheck {
  const trimmed = bonus.trim().replace(/^\+\s*/, "");
  if (trimmed === "") return { ok: true, formula: "" };
  const checked = checkRollFormula(trimmed, rollData, "bonus");
  if (!checked.ok) return checked;
  const f = checked.formula;
  return { ok: true, formula: f.startsWith("-") ? ` - ${f.slice(1).trim()}` : ` + ${f}` };
}

/** What the roller chose that the sources did not say, as sources for the card (ATK-5, ATK-6). */
function choiceSources(choice: RollChoice, planMode: string, planExpertise: number | null): RollSource[] {
  const out: RollSource[] = [];
  if (choice.mode !== planMode && choice.mode !== "normal") {
    out.push(source("ATK-5", choice.mode === "advantage" ? "rollerAdvantage" : "rollerDisadvantage", choice.mode));
  }
  if (choice.expertiseDie !== null && choice.expertiseDie !== planExpertise) {
    out.push(source("ATK-6", "rollerExpertise", "expertiseDie", choice.expertiseDie));
  }
  return out;
}

/**
 * Rolls one d20 request and posts its card. Resolves to the chat message, or null when the roll is impossible
 * (a warning says why) or the user cancels.
 */
export async function rollD20(
  request: D20Request,
  options: FrayRollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  const policies = activePolicies();
  const positions = request.positions ?? [];
  const plan = d20RollPlan([...request.sources, ...positions], policies.success);
  // Impossible by the sources alone, or by positions the user can't be asked to untick (no dialog): refused.
  const askable = positions.length > 0 && !options.fastForward && shortcutMode(options.event as never) === null;
  if (!plan.possible && (!askable || !d20RollPlan(request.sources, policies.success).possible)) {
    ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.Impossible"));
    return null;
  }
  const preview = d20FormulaParts(plan, request.modifier);
  const asked = await chooseRoll(request.title, preview?.formula ?? "", request, plan.mode, plan.expertiseDie, options);
  if (asked === null) return null;
  // Positions the user unticked are left out. The dialog redrew its mode and die as boxes were unticked (a mode
  // or die the user left follows the sources kept), so what it shows is what is rolled.
  const kept = positions.filter((_, i) => !asked.dropped.includes(i));
  const final = kept.length === positions.length ? plan : d20RollPlan([...request.sources, ...kept], policies.success);
  if (!final.possible) {
    ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.Impossible"));
    return null;
  }
  const choice: RollChoice = asked;
  const rollData = request.actor.getRollData();
  const bonus = bonusTerm(choice.bonus, rollData);
  if (!bonus.ok) {
    ui.notifications.warn(
      bonus.problem === "syntax"
        ? game.i18n.localize("FRAY.Roll.Warning.BadBonus")
        : formulaWarning(request.title, bonus.problem, bonus.term),
    );
    return null;
  }
  const expertiseDie = policies.success.expertiseDice ? choice.expertiseDie : null;
  const parts = d20FormulaParts({ ...final, mode: choice.mode, expertiseDie }, request.modifier);
  if (parts === null) return null;
  const rollOptions: FrayD20RollOptions = {
    kind: request.kind,
    mode: choice.mode,
    sources: [...request.sources, ...kept, ...choiceSources(choice, final.mode, final.expertiseDie)],
    expertiseDie,
    map: request.map ?? null,
    cover: request.cover ?? "none",
    targets: request.targets ?? [],
    preset: activePreset(),
    subject: request.subject,
    dc: request.dc ?? options.dc ?? null,
    actorUuid: request.actor.uuid,
    itemUuid: request.itemUuid ?? null,
    bonus: choice.bonus,
    saveRequestId: options.saveRequestId ?? null,
    ...(request.offHand === true ? { offHand: true } : {}),
    ...(request.strikeTurn ? { strikeTurn: request.strikeTurn } : {}),
    ...(request.flatCheck ? { flatCheck: request.flatCheck } : {}),
  };
  // Issue 26: the whole formula is checked before a Roll is made (a modifier read from data could be `1e+21`).
  const formula = rollableFormula(parts.formula + bonus.formula, rollData, request.title);
  if (formula === null) return null;
  const roll = new FrayD20Roll(formula, rollData, rollOptions as unknown as Roll.Options);
  await roll.evaluate();
  return postD20Card(roll, request.title, request.actor.name, request.damage === true);
}

/**
 * The chat message data of a rolled FrayD20Roll's card: its rendered content, speaker, the roll and its sound.
 * With outcomes `hidden` from players, the card and its roll carry no AC or DC (src/dice/hidden-outcome.ts).
 */
export async function d20CardMessage(
  roll: FrayD20Roll,
  title: string,
  actorName: string,
  damage: boolean,
  hidden: boolean = hidesDefenses(roll.fray),
): Promise<ChatMessage.CreateData> {
  const shown = hidden ? withoutDefenses(roll) : roll;
  const content = await renderD20Card(shown, { title, actorName, damage, hidden });
  const actorUuid = roll.fray.actorUuid;
  const actor = actorUuid ? (fromUuidSync(actorUuid) as Actor.Implementation | null) : null;
  return withDiceSound({
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
    rolls: [JSON.stringify(shown)],
    // Foundry shows a message's flavor as HTML: the title may hold an item's or a creature's name.
    flavor: escapeHtml(title),
  });
}

/**
 * Renders a rolled FrayD20Roll's card and posts it with the roll attached (the roll mode applies). With hidden
 * outcomes the GMs get the judged card as a whispered record of their own.
 */
export async function postD20Card(
  roll: FrayD20Roll,
  title: string,
  actorName: string,
  damage: boolean,
): Promise<ChatMessage.Implementation | null> {
  const hidden = hidesDefenses(roll.fray);
  const data = await d20CardMessage(roll, title, actorName, damage, hidden);
  const created = await ChatMessage.implementation.create(data, { rollMode: game.settings.get("core", "rollMode") });
  const message = (created as unknown as ChatMessage.Implementation | undefined) ?? null;
  if (message && hidden) await askForOutcomeRecord(message, roll.fray.dc, damage);
  return message;
}
