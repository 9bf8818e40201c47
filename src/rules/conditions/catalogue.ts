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
];

/** CND-1: the conditions a world with these policies uses, in a stable order. */
export function conditionsFor(policies: Policies): readonly ConditionDefinition[] {
  const p = record(policies, "policies") as unknown as Policies;
  record(p.economy, "policies.economy");
  record(p.attack, "policies.attack");
  record(p.dying, "policies.dying");
  return deepFreeze(CATALOGUE.filter(([, when]) => when?.(p) ?? true).map(([definition]) => definition));
}
