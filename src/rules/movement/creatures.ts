import { list, oneOf, record } from "../errors";
import { sizeRank } from "../creature";
import { checkSpace, spacesOverlap, type Space } from "../geometry/grid";
import { OCCUPIED_SPACE_RULES, type OccupiedSpaceRule } from "../presets/policies";
import { checkDisposition, optionalBool } from "./inputs";

/** How two creatures stand towards each other, from their token dispositions. */
export type DispositionRelation = "ally" | "hostile" | "other";

/**
 * MOV-5 / OA-1: allies share a friendly (1) or hostile (-1) disposition; hostile means opposite dispositions
 * (1 against -1). Neutral (0) and secret (-2) tokens are neither.
 */
export function dispositionRelation(a: number, b: number): DispositionRelation {
  const x = checkDisposition(a, "disposition");
  const y = checkDisposition(b, "otherDisposition");
  if ((x === 1 && y === -1) || (x === -1 && y === 1)) return "hostile";
  if (x === y && (x === 1 || x === -1)) return "ally";
  return "other";
}

/** What another creature's space means for a mover. */
export interface OccupiedSpaceEffect {
  /** MOV-5: the mover may move through it. */
  readonly passable: boolean;
  /** MOV-6 (delta): it counts as difficult terrain for the mover. */
  readonly difficult: boolean;
}

/** Internal form of the MOV-5 / MOV-6 test, on checked values (hot path). */
export function occupiedEffectOf(
  rule: OccupiedSpaceRule,
  moverRank: number,
  moverDisposition: number,
  other: {
    readonly rank: number;
    readonly disposition: number;
    readonly incapacitated: boolean;
    readonly letsPass: boolean;
  },
): OccupiedSpaceEffect {
  const ally = moverDisposition === other.disposition && (moverDisposition === 1 || moverDisposition === -1);
  const tiny = other.rank === 0;
  const passable = ally || other.letsPass || other.incapacitated || tiny || Math.abs(moverRank - other.rank) >= 2;
  const difficult = rule === "difficultTerrain" && !tiny && !ally;
  return passable ? (difficult ? PASS_DIFFICULT : PASS) : difficult ? BLOCK_DIFFICULT : BLOCK;
}

const PASS: OccupiedSpaceEffect = Object.freeze({ passable: true, difficult: false });
const PASS_DIFFICULT: OccupiedSpaceEffect = Object.freeze({ passable: true, difficult: true });
const BLOCK: OccupiedSpaceEffect = Object.freeze({ passable: false, difficult: false });
const BLOCK_DIFFICULT: OccupiedSpaceEffect = Object.freeze({ passable: false, difficult: true });

/**
 * MOV-5 / MOV-6: whether a mover may pass through another creature's space — an ally, an incapacitated or
 * Tiny creature, one at least two sizes larger or smaller, or one that lets it pass — and, under the delta
 * rule (`difficultTerrain`), whether that space is difficult terrain (unless the creature is Tiny or an ally).
 */
export function occupiedSpaceEffect(input: {
  readonly mover: { readonly size: unknown; readonly disposition: number };
  readonly other: {
    readonly size: unknown;
    readonly disposition: number;
    readonly incapacitated?: boolean;
    readonly letsPass?: boolean;
  };
  readonly rule: OccupiedSpaceRule;
}): OccupiedSpaceEffect {
  const i = record(input, "input");
  const mover = record(i.mover, "mover");
  const other = record(i.other, "other");
  return occupiedEffectOf(
    oneOf(i.rule, "rule", OCCUPIED_SPACE_RULES),
    sizeRank(mover.size, "mover.size"),
    checkDisposition(mover.disposition, "mover.disposition"),
    {
      rank: sizeRank(other.size, "other.size"),
      disposition: checkDisposition(other.disposition, "other.disposition"),
      incapacitated: optionalBool(other.incapacitated, "other.incapacitated", false),
      letsPass: optionalBool(other.letsPass, "other.letsPass", false),
    },
  );
}

/** MOV-5: what ending a turn in a shared space does. */
export interface SharedSpaceAtTurnEnd {
  /** The mover's space overlaps another creature's (Tiny creatures sharing a cell with each other aside). */
  readonly shares: boolean;
  /** It falls prone: it shares a space and is neither Tiny nor larger than every creature it shares with. */
  readonly prone: boolean;
}

/** Internal form of the MOV-5 end-of-turn test on checked values. */
export function sharedSpaceOf(
  moverRank: number,
  space: Space,
  others: readonly { readonly rank: number; readonly space: Space }[],
): SharedSpaceAtTurnEnd {
  let shares = false;
  let prone = false;
  for (const o of others) {
    if (!spacesOverlap(space, o.space)) continue;
    if (moverRank === 0 && o.rank === 0) continue; // Tiny creatures share a square (MOV-12)
    shares = true;
    if (moverRank !== 0 && moverRank <= o.rank) prone = true;
  }
  return { shares, prone };
}

/**
 * MOV-5: a creature that ends its turn in another creature's space falls prone unless it is Tiny or larger
 * than the other creature. Returns whether it shares a space and whether it falls prone.
 */
export function sharedSpaceAtTurnEnd(input: {
  readonly mover: { readonly size: unknown; readonly space: Space };
  readonly others: readonly { readonly size: unknown; readonly space: Space }[];
}): SharedSpaceAtTurnEnd {
  const i = record(input, "input");
  const mover = record(i.mover, "mover");
  const others = list(i.others, "others").map((o, n) => {
    const r = record(o, `others[${n}]`);
    return { rank: sizeRank(r.size, `others[${n}].size`), space: checkSpace(r.space, `others[${n}].space`) };
  });
  return sharedSpaceOf(sizeRank(mover.size, "mover.size"), checkSpace(mover.space, "mover.space"), others);
}
