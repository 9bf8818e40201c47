import { record } from "../errors";
import type { PresetPolicies } from "../presets/policies";
import { deepFreeze } from "../plain";

/**
 * CND-1: the conditions Fray's rules read, as status-effect definitions for the Foundry layer. Which exist in
 * a world follows from its policies (so a module preset gets the right set), and each lists the rules that
 * read it. Names are language keys in the UI; here only ids, levels and rule IDs.
 */
export const CONDITION_IDS = [
  "prone",
  "grappled",
  "restrained",
  "incapacitated",
  "unconscious",
  "surprised",
  "hidden",
  "unseen",
  "dodging",
  "disengaging",
  "pressed",
  "backToBack",
  "concentrating",
  "fatigue",
  "dying",
  "wounded",
  // The source texts' conditions (issue 14): the 5e family's, then threeAction's own.
  "blinded",
  "charmed",
  "deafened",
  "frightened",
  "invisible",
  "paralyzed",
  "petrified",
  "poisoned",
  "stunned",
  "exhaustion",
  "offGuard",
  "clumsy",
  "enfeebled",
  "drained",
  "stupefied",
  "sickened",
  "dazzled",
  "grabbed",
  "immobilized",
  "slowed",
  "quickened",
  "confused",
  "fascinated",
  "fleeing",
  "doomed",
  // threeAction's perception states (TA-5), tracked for everyone.
  "concealed",
  "undetected",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

export interface ConditionDefinition {
  readonly id: ConditionId;
  /** A condition with a value (dying 2, fatigue 3): its highest value, or null when it has none. */
  readonly maxLevel: number | null;
  /** A value at which the creature dies (dying 4). */
  readonly deathAt?: number;
  /** Conditions it brings with it (unconscious → incapacitated and prone). */
  readonly implies: readonly ConditionId[];
  /** The rules that read it. */
  readonly rules: readonly string[];
}

type Policies = Pick<PresetPolicies, "economy" | "attack" | "dying">;

/** A condition definition without optional parts, for the table below. */
const def = (id: ConditionId, rules: readonly string[], implies: readonly ConditionId[] = []): ConditionDefinition => ({
  id,
  maxLevel: null,
  implies,
  rules,
});

const fiveE = (p: Policies) => p.economy.kind !== "threeActions";
const threeActions = (p: Policies) => p.economy.kind === "threeActions";
/** A condition with a value from 1 to `max` (frightened 2, exhaustion 3). */
const valued = (d: ConditionDefinition, max: number, deathAt?: number): ConditionDefinition =>
  deathAt === undefined ? { ...d, maxLevel: max } : { ...d, maxLevel: max, deathAt };

/**
 * CND-1 (Source: SRD 5.1 and 5.2, Conditions; PF2e Beginner Box, Conditions): the conditions of the source
 * texts beyond the ones the combat rules above read. Their effects on rolls, where the rules core models
 * them, are in `conditionRollSources` and `conditionDefense` (effects.ts). The 5e family's exhaustion is
 * srd51/srd52/delta's (a5e tracks fatigue instead); threeAction's valued conditions run to 4 (doomed to 3).
 */
const SOURCE_CONDITIONS: readonly (readonly [ConditionDefinition, (p: Policies) => boolean])[] = [
  [def("blinded", ["CND-1", "ATK-7"]), () => true],
  [def("charmed", ["CND-1"]), fiveE],
  [def("deafened", ["CND-1"]), () => true],
  [def("frightened", ["CND-1"]), fiveE],
  [valued(def("frightened", ["CND-1"]), 4), threeActions],
  [def("invisible", ["CND-1", "ATK-7"], ["unseen"]), () => true],
  [def("paralyzed", ["CND-1"], ["incapacitated"]), fiveE],
  [def("paralyzed", ["CND-1"], ["offGuard"]), threeActions],
  [def("petrified", ["CND-1"], ["incapacitated"]), fiveE],
  [def("poisoned", ["CND-1"]), fiveE],
  [def("stunned", ["CND-1"], ["incapacitated"]), fiveE],
  [valued(def("stunned", ["CND-1"]), 4), threeActions],
  [valued(def("exhaustion", ["CND-1"]), 6, 6), (p) => p.dying.exhaustion !== "none"],
  [def("offGuard", ["CND-1"]), threeActions],
  [valued(def("clumsy", ["CND-1"]), 4), threeActions],
  [valued(def("enfeebled", ["CND-1"]), 4), threeActions],
  [valued(def("drained", ["CND-1"]), 4), threeActions],
  [valued(def("stupefied", ["CND-1"]), 4), threeActions],
  [valued(def("sickened", ["CND-1"]), 4), threeActions],
  [def("dazzled", ["CND-1"]), threeActions],
  [def("grabbed", ["CND-1"], ["offGuard", "immobilized"]), threeActions],
  [def("immobilized", ["CND-1"]), threeActions],
  [valued(def("slowed", ["CND-1"]), 3), threeActions],
  [def("quickened", ["CND-1"]), threeActions],
  [def("confused", ["CND-1"], ["offGuard"]), threeActions],
  [def("fascinated", ["CND-1"]), threeActions],
  [def("fleeing", ["CND-1"]), threeActions],
  [valued(def("doomed", ["CND-1"]), 3), threeActions],
  [def("concealed", ["TA-5"]), threeActions],
  [def("undetected", ["TA-5", "TA-2"]), threeActions],
];

/** Each condition, with the policy test that decides whether a world uses it (always, when absent). */
const CATALOGUE: readonly (readonly [ConditionDefinition, ((p: Policies) => boolean)?])[] = [
  [def("prone", ["ATK-13", "MOV-11", "MOV-9"])],
  [def("grappled", ["ATK-12", "ATK-16"])],
  [def("restrained", ["ATK-16"])],
  [def("incapacitated", ["ECON-5", "OA-4", "ATK-21", "MOV-5", "MOV-9"])],
  [def("unconscious", ["CND-2"], ["incapacitated", "prone"])],
  [def("surprised", ["INIT-5", "INIT-6", "INIT-14"])],
  [def("hidden", ["ATK-7"])],
  [def("unseen", ["ATK-7", "OA-4"])],
  [def("dodging", ["ECON-7"]), (p) => p.economy.kind === "actionBonusReaction"],
  [def("disengaging", ["OA-3"]), (p) => p.economy.kind === "actionBonusReaction"],
  [def("pressed", ["ECON-8", "ECON-9"]), (p) => p.economy.pressTheAttack],
  [def("backToBack", ["ATK-15"]), (p) => p.attack.backToBack],
  [def("concentrating", ["ATK-21"]), (p) => p.attack.concentration],
  // a5e's fatigue track runs to 7, the last level being death.
  [{ ...def("fatigue", ["ECON-11"]), maxLevel: 7, deathAt: 7 }, (p) => p.economy.sprint],
  [
    { ...def("dying", ["CND-2", "CND-3", "CND-4"], ["unconscious"]), maxLevel: 4, deathAt: 4 },
    (p) => p.dying.model === "dyingWounded",
  ],
  [def("wounded", ["CND-2", "CND-4"]), (p) => p.dying.model === "dyingWounded"],
  ...SOURCE_CONDITIONS,
];

/** CND-1: the conditions a world with these policies uses, in a stable order. */
export function conditionsFor(policies: Policies): readonly ConditionDefinition[] {
  const p = record(policies, "policies") as unknown as Policies;
  record(p.economy, "policies.economy");
  record(p.attack, "policies.attack");
  record(p.dying, "policies.dying");
  return deepFreeze(CATALOGUE.filter(([, when]) => when?.(p) ?? true).map(([definition]) => definition));
}
