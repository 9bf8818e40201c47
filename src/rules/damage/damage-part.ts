/** One typed part of a damage roll and its total. */
export interface DamagePart {
  readonly type: string;
  readonly amount: number;
}
