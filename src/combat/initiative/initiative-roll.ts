/**
 * INIT-1..8: rolling initiative in Foundry. The rules say what each roll is (initiativeRollInputs, the roll
 * plan) and which combatants share one (initiativeGroups); this file makes the FrayD20Rolls and the chat
 * cards, one per roll group, posted in one batch.
 */
import {
  d20FormulaParts,
  d20RollPlan,
  initiativeGroups,
  initiativeRollInputs,
  type InitiativeRollInputs,
  type PresetPolicies,
} from "../../rules";
import { activePreset } from "../../settings/preset";
import { FrayD20Roll, type FrayD20RollOptions } from "../../dice/d20-roll";
import { d20CardMessage } from "../../dice/d20-flow";
import { groupableCombatant, initiativeCombatant } from "./initiative-entries";
import { armorSources } from "../../dice/armor-rolls";

/** One roll group's result: every member gets `total`. */
export interface InitiativeRollResult {
  readonly ids: readonly string[];
  /** The rules' group key (INIT-4) when two or more creatures share the roll. */
  readonly groupKey: string | null;
  readonly total: number;
  /** The roll, or null for a fixed total (INIT-7). */
  readonly roll: FrayD20Roll | null;
}

/** The roll a combatant's initiative is under the world's policies, unevaluated, or null for a fixed total. */
export function initiativeRoll(
  combatant: Combatant.Implementation,
  policies: PresetPolicies,
): { readonly inputs: InitiativeRollInputs; readonly roll: FrayD20Roll | null } {
  const rules = initiativeRollInputs(policies.initiative, initiativeCombatant(combatant, policies.initiative.check));
  // RES-8: an initiative rolled as a Dexterity (or Strength) check is hampered by armor worn without proficiency.
  const check = rules.check;
  const armor =
    check.kind === "ability"
      ? armorSources(combatant.actor, { kind: "check", ability: check.ability, skill: check.skill ?? null })
      : [];
  const inputs: InitiativeRollInputs = armor.length ? { ...rules, sources: [...rules.sources, ...armor] } : rules;
  if (inputs.fixedTotal !== undefined) return { inputs, roll: null };
  const plan = d20RollPlan(inputs.sources, policies.success);
  const parts = d20FormulaParts(plan, inputs.modifier) ?? { formula: "1d20" };
  const options: FrayD20RollOptions = {
    kind: "initiative",
    mode: plan.mode,
    sources: inputs.sources,
    // ATK-6: an a5e initiative skill with expertise adds its die (initiativeRollInputs gives the source).
    expertiseDie: plan.expertiseDie,
    map: null,
    cover: "none",
    targets: [],
    preset: activePreset(),
    subject: inputs.check.kind === "perception" ? "perception" : inputs.check.ability,
    dc: null,
    actorUuid: combatant.actor?.uuid ?? null,
    itemUuid: null,
    bonus: "",
  };
  const roll = new FrayD20Roll(parts.formula, {}, options as unknown as Roll.Options);
  return { inputs, roll };
}

/**
 * INIT-4: rolls initiative for `combatants`, one roll per group of identical GM creatures where the preset
 * (or, where optional, the world setting `groupOptional`) groups them. Dice are rolled here; nothing is saved.
 */
export async function rollInitiativeGroups(
  combatants: readonly Combatant.Implementation[],
  policies: PresetPolicies,
  groupOptional: boolean,
): Promise<InitiativeRollResult[]> {
  const byId = new Map(combatants.map((c) => [c.id ?? "", c]));
  const groups = initiativeGroups(policies.initiative, combatants.map(groupableCombatant), { groupOptional });
  return Promise.all(
    groups.map(async (group) => {
      const first = byId.get(group.ids[0] ?? "") as Combatant.Implementation;
      const { inputs, roll } = initiativeRoll(first, policies);
      if (roll) await roll.evaluate();
      return {
        ids: group.ids,
        groupKey: group.groupId ?? null,
        total: roll ? (roll.total ?? 0) : (inputs.fixedTotal ?? 0),
        roll,
      };
    }),
  );
}

/** A roll group's card title: "Initiative", or "Initiative: Goblin ×4" for a shared roll. */
function cardTitle(result: InitiativeRollResult, first: Combatant.Implementation): string {
  const title = game.i18n.localize("FRAY.Initiative.Title");
  if (result.ids.length < 2) return title;
  return game.i18n.format("FRAY.Initiative.GroupTitle", {
    title,
    name: first.name ?? "",
    count: String(result.ids.length),
  });
}

/**
 * The flags of every initiative message (roll cards and roll-offs): v13 core marks its own initiative messages
 * `flags.core.initiativeRoll`, and modules (chat filters, Dice So Nice settings) tell them apart by it.
 */
export const INITIATIVE_MESSAGE_FLAGS = { core: { initiativeRoll: true } } as const;

/** The roll modes a player may ask for (v13 CONST.DICE_ROLL_MODES). */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;

/**
 * A card the GM's client posts for player `forUserId`'s roll reaches that player as its own roll would: a GM
 * roll or a self roll is whispered to it too (on the GM's client, core's `selfroll` would whisper the GM).
 */
function whisperFor(data: ChatMessage.CreateData, mode: string, forUserId: string | null): ChatMessage.CreateData {
  if (forUserId === null) return data;
  const whisper = (data as { whisper?: string[] }).whisper ?? [];
  if (mode === "selfroll") return { ...data, whisper: [forUserId] };
  if (mode === "gmroll") return { ...data, whisper: [...new Set([...whisper, forUserId])] };
  return data;
}

/**
 * One chat card per roll group, created in one batch. A group with a hidden member is whispered to the GMs;
 * the rest follow the roll mode (`rollMode`, by default the user's). Fixed totals (INIT-7) post no card. The
 * GM's client rolling for a player passes that player as `forUserId` (see whisperFor).
 */
export async function postInitiativeCards(
  results: readonly InitiativeRollResult[],
  combatants: ReadonlyMap<string, Combatant.Implementation>,
  rollMode: string,
  forUserId: string | null = null,
): Promise<void> {
  const data = await Promise.all(
    results.flatMap((result) => {
      const first = combatants.get(result.ids[0] ?? "");
      if (!result.roll || !first) return [];
      const hidden = result.ids.some((id) => combatants.get(id)?.hidden === true);
      return [
        d20CardMessage(result.roll, cardTitle(result, first), first.name ?? "", false).then((message) => {
          const mode = hidden ? "gmroll" : rollMode;
          const data = ChatMessage.applyRollMode({ ...message, flags: INITIATIVE_MESSAGE_FLAGS }, mode as never);
          return whisperFor(data, mode, forUserId);
        }),
      ];
    }),
  );
  if (data.length > 0) await ChatMessage.implementation.createDocuments(data);
}
