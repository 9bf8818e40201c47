/**
 * An item's attack roll (FrayItem#rollAttack, src/documents/item.ts) and what it shares with the item's damage
 * roll and use: the targets, the attack inputs, the damage parts and what statuses and ledgers give the roll. In
 * its own file so item.ts stays a short class; it reads the item structurally (no import of item.ts back).
 */
import {
  attackRollInputs,
  conditionRollSources,
  coverFromStatuses,
  type Ability,
  proneAttackSources,
  strikeBlockedBy,
  visibilitySources,
  statFamily,
} from "../rules";
import { strikeTraitSources } from "./strike-traits";
import { currentStrikeTurn } from "../chat/attack";
import { activePolicies } from "../settings/policies";
import { conditionLevels } from "../conditions/levels";
import { attackInput, attackIsMelee, attackWeapon } from "../adapters/attack-input";
import { rollD20 } from "../dice/d20-flow";
import type { RollTarget } from "../dice/d20-roll";
import { targetDefense } from "../dice/target-defense";
import type { FrayRollOptions } from "../dice/roll-options";
import { derivedOf, type DerivedCreature } from "../data/actor/common";
import { prepareItemSpend, spendAround, ledgerAttackSources } from "../combat/ledger";
import { armorSources, mayCastIn } from "../dice/armor-rolls";
import { targetCover, type TargetRef } from "../scene/cover";
import { attackSituation } from "../scene/reach";
import { aimedAtTarget, rollFlatCheck } from "../dice/flat-check";
import { pickAimedSquare } from "../canvas/aim-square";
import { endTakeCover } from "../combat/statuses";
import { withCast } from "./item-casting";

/** An item that says whether it makes an attack roll (FrayItem#hasAttack). */
export type AttackingItem = Item.Implementation & { readonly hasAttack: boolean };

interface WeaponLike {
  damage: { parts: { formula: string; type: string }[]; versatile: string };
  properties: Set<string>;
}

/** The user's targeted tokens (Foundry's `game.user.targets`: Token placeables), as actor and token document. */
export function userTargetRefs(): TargetRef[] {
  const targets =
    (game.user as { targets?: Iterable<{ actor: Actor.Implementation | null; document?: TargetRef["token"] }> })
      .targets ?? [];
  return [...targets].flatMap((t) => (t.actor ? [{ actor: t.actor, token: t.document ?? null }] : []));
}

/** An attack's targets: the tokens given, else the actors given, else the user's targeted tokens. */
function attackTargetRefs(options: FrayRollOptions): TargetRef[] {
  if (options.targetTokens) {
    return options.targetTokens.flatMap((t) =>
      t.actor ? [{ actor: t.actor, token: t as unknown as NonNullable<TargetRef["token"]> }] : [],
    );
  }
  return options.targets ? options.targets.map((a) => ({ actor: a, token: null })) : userTargetRefs();
}

/** The actors of the user's targeted tokens. */
export function userTargets(): Actor.Implementation[] {
  return userTargetRefs().map((t) => t.actor);
}

/** A roll target as the roll remembers it; `ac` includes cover (COV-1) for attacks. */
export function rollTarget(
  actor: Actor.Implementation,
  ac: number | null,
  sources: RollTarget["sources"] = [],
): RollTarget {
  return { uuid: actor.uuid, name: actor.name, ac, dc: null, cover: coverFromStatuses(actor.statuses), sources };
}

/** ATK-1 … ATK-4: the attack roll's bonus and sources for `item` as its owner stands now. */
export function itemAttackInputs(item: Item.Implementation, derived: DerivedCreature, attacksThisTurn: number) {
  const level = (item.actor?.system as { level?: number } | undefined)?.level ?? 1;
  return attackRollInputs(activePolicies(), attackInput(item, { derived, level }, attacksThisTurn));
}

/** ATK-1 … ATK-3: the item's damage parts with a formula (the versatile one first when asked). */
export function itemDamageParts(item: Item.Implementation, versatile = false): { formula: string; type: string }[] {
  const damage = (item.system as unknown as Partial<WeaponLike>).damage;
  if (!damage) return [];
  const parts = damage.parts.filter((p) => p.formula.trim() !== "").map((p) => ({ ...p }));
  if (versatile && damage.versatile !== "" && parts[0]) parts[0].formula = damage.versatile;
  return parts;
}

/**
 * What the statuses of the attacker and its target do to the attack roll (5e family):
 * - ATK-13: a prone attacker has disadvantage (melee only in a5e). A prone target's edge depends on the
 *   distance, which the canvas work measures; it isn't applied here.
 * - ECON-7 / ECON-8 / ECON-11: what the two turn ledgers in the active combat give (a dodging lone target).
 * - ATK-7: an attacker with the unseen or hidden status is unseen by its target (advantage); a single target
 *   with either status is unseen by the attacker (disadvantage); both at once cancel, or give a5e's
 *   disadvantage. The roll has one mode, so a target's statuses count only when it is the only target.
 */
export function attackConditionSources(
  item: Item.Implementation,
  actor: Actor.Implementation,
  targets: readonly Actor.Implementation[],
  ability: Ability | null,
) {
  const policies = activePolicies();
  const prone = proneAttackSources(policies, {
    kind: attackIsMelee(item) ? "melee" : "ranged",
    attackerProne: actor.statuses.has("prone"),
    targetProne: false,
    distance: 0,
  });
  const only = targets.length === 1 ? targets[0] : undefined;
  // CND-1: the attacker's conditions (poisoned, frightened, exhaustion…; threeAction's status penalties) and,
  // for a lone target, what its conditions give the attacker (5e: advantage against the restrained, stunned…).
  const conditions = conditionRollSources(policies, {
    roll: "attack",
    ...(ability ? { base: ability } : {}),
    roller: conditionLevels(actor),
    ...(only ? { target: conditionLevels(only) } : {}),
  });
  if (statFamily(policies) !== "fiveE") return [...prone, ...conditions];
  // ATK-7, with CND-1's blinded and invisible: a blinded creature sees no one; invisible brings unseen.
  const unseen = (a: Actor.Implementation) => a.statuses.has("unseen") || a.statuses.has("hidden");
  const targetSeesAttacker = !actor.statuses.has("unseen") && !only?.statuses.has("blinded");
  const sight = visibilitySources(policies, {
    attackerSeesTarget: !(only && unseen(only)) && !actor.statuses.has("blinded"),
    targetSeesAttacker,
    attackerHidden: actor.statuses.has("hidden"),
  });
  const others = [...prone, ...sight.sources, ...conditions];
  // ECON-7 / ECON-8 / ECON-11: a dodging target, a target pressing the attack or sprinting, the presser's die.
  const ledgers = ledgerAttackSources(actor, targets, { melee: attackIsMelee(item), targetSeesAttacker, others });
  return [...others, ...ledgers];
}

/**
 * ATK-1, ATK-2, ATK-3, ATK-4, ATK-19, COV-1, TA-2, TA-4, TA-5, TA-9, TA-12: FrayItem#rollAttack's work (see there),
 * once the item holds no other use on this client.
 */
export async function rollItemAttack(
  item: AttackingItem,
  options: FrayRollOptions,
): Promise<ChatMessage.Implementation | null> {
  const actor = item.actor;
  const derived = derivedOf(actor);
  if (!actor || !derived) {
    ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoOwner", { item: item.name }));
    return null;
  }
  if (!item.hasAttack) {
    ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.NoAttack", { item: item.name }));
    return null;
  }
  // RES-8: a spell attack can't be cast in armor worn without proficiency (the user is told which armor).
  if (!mayCastIn(actor, item)) {
    return null;
  }
  // TA-12: a restrained creature makes no attack (only Escape or Force Open): refused before anything is spent.
  if (statFamily(activePolicies()) === "threeAction" && strikeBlockedBy(conditionLevels(actor)) === "restrained") {
    ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.Restrained", { name: actor.name }));
    return null;
  }
  const targets: RollTarget[] = [];
  const refs = attackTargetRefs(options);
  const weapon = attackWeapon(item);
  // TA-2, TA-5, TA-6 (threeAction): each target's off-guard against this attacker and the flat check it needs.
  const situations = refs.map((ref) => attackSituation(actor, ref, weapon));
  for (const [i, { actor: target, token }] of refs.entries()) {
    // COV-1: the target's cover: measured on the viewed scene and from its cover status, the better one.
    const cover = targetCover(actor, { actor: target, token }, attackIsMelee(item));
    const defense = targetDefense(target, cover.degree, situations[i]?.targetAc ?? []);
    if (!defense.targetable) {
      ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.TotalCover", { name: target.name }));
      return null;
    }
    targets.push({
      ...rollTarget(target, defense.ac, defense.sources),
      cover: cover.degree,
      ...(cover.from ? { coverFrom: cover.from } : {}),
      ...(cover.blockedLines === null ? {} : { coverLines: cover.blockedLines }),
    });
  }
  // Issue 13 item 5: where the two tokens stand (a lone target, as the roll has one mode): range, close combat,
  // a prone target's distance, flanking, height. The dialog lets the user untick each.
  const only = refs.length === 1 ? refs[0] : undefined;
  const lone = only ? situations[0] : undefined;
  // TA-5: a Strike at an undetected creature is aimed at a square: given, or clicked on the canvas (asked here,
  // src/canvas/aim-square.ts); without one it is refused before anything is spent.
  const need = lone?.flatCheck ?? null;
  const square =
    only && need?.state === "undetected" ? (options.square ?? (await pickAimedSquare(only, only.actor.name))) : null;
  if (only && need?.state === "undetected" && !square) {
    ui.notifications.warn(game.i18n.format("FRAY.Roll.Warning.PickSquare", { name: only.actor.name }));
    return null;
  }
  // ECON-12: an off-hand attack is a weapon's, the bonus action after the Attack action.
  const offHand = options.offHand === true && item.type === "weapon";
  // ECON-1 / ECON-3: in the active combat the attack spends from the turn ledger; refused, nothing is rolled.
  const spend = await prepareItemSpend(item, { offHand });
  if (!spend) return null;
  const attacksThisTurn = options.attacksThisTurn ?? spend.attacksThisTurn;
  const inputs = itemAttackInputs(item, derived, attacksThisTurn);
  const penalty = inputs.sources.find((s) => s.rule === "ATK-4")?.value ?? null;
  const strikeTurn = currentStrikeTurn();
  // TA-9: volley (by the measured distance) with the positions; sweep (by this turn's earlier attacks).
  const traitSources = strikeTraitSources(item, actor, {
    target: only?.actor.uuid ?? null,
    distance: lone?.positions?.distance ?? null,
    strikeTurn,
  });
  const positions = [...(lone?.positions?.sources ?? []), ...traitSources.positions];
  const agile = item.type === "weapon" && (item.system as unknown as WeaponLike).properties.has("agile");
  // ATK-4: the spend (and the attack it counts) is reserved before the roll and given back if it is cancelled.
  // TA-5: the flat check is rolled first; a failed one still spends the action and counts for the MAP.
  // RES-1: a spell spends its slot before its card (refused: nothing is rolled) and concentrates after it.
  const message = await spendAround(spend, () =>
    withCast(item, options, async () => {
      const wrongSquare = only && need?.state === "undetected" && square ? !aimedAtTarget(only, square) : false;
      const flatCheck = only && need ? await rollFlatCheck(need, actor, only.actor.name, wrongSquare) : undefined;
      return rollD20(
        {
          kind: "attack",
          subject: item.name,
          title: game.i18n.format(offHand ? "FRAY.TurnLedger.Attacks.OffHandTitle" : "FRAY.Roll.AttackTitle", {
            item: item.name,
          }),
          actor,
          itemUuid: item.uuid,
          modifier: inputs.bonus,
          sources: [
            ...inputs.sources,
            ...traitSources.sources,
            ...attackConditionSources(
              item,
              actor,
              refs.map((r) => r.actor),
              inputs.ability,
            ),
            // RES-8: armor worn without proficiency hampers Strength and Dexterity attacks.
            ...armorSources(actor, { kind: "attack", ability: inputs.ability }),
          ],
          targets,
          cover: targets.length === 1 ? (targets[0]?.cover ?? "none") : "none",
          map: penalty === null ? null : { attacksThisTurn, agile, penalty },
          damage: itemDamageParts(item).length > 0,
          offHand,
          positions,
          ...(strikeTurn ? { strikeTurn } : {}),
          ...(flatCheck ? { flatCheck } : {}),
        },
        options,
      );
    }),
  );
  // TA-4: an attack ends the attacker's Take Cover (threeAction).
  if (message) await endTakeCover(actor);
  // ATK-7: the attack gives a hidden attacker away (5e family): its effects that are only "hidden" end.
  if (message && actor.statuses.has("hidden") && statFamily(activePolicies()) === "fiveE") {
    const hiding = actor.effects.filter((e) => e.statuses.size === 1 && e.statuses.has("hidden"));
    if (hiding.length)
      await actor.deleteEmbeddedDocuments(
        "ActiveEffect",
        hiding.map((e) => e.id ?? ""),
      );
  }
  return message;
}
