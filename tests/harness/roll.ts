/**
 * Stand-in for Foundry's `Roll` with injectable results. Supports the formulas Fray builds: dice terms
 * `NdF` with `kh`/`kl` (keep highest/lowest, `2d20kh`), numbers, `@data.paths`, `+` and `-`.
 * Die results come from a queue the test fills (`queue(20, 15)` → the next d20 shows 15); rolling a die with
 * nothing queued throws, so a test can never pass on chance.
 */
export interface DieResult {
  result: number;
  active: boolean;
}

export interface DieTerm {
  faces: number;
  number: number;
  modifiers: string[];
  results: DieResult[];
  total: number;
}

export class DiceQueue {
  #queues = new Map<number, number[]>();

  /** Queues results for dice of `faces` sides, in the order they will be rolled. */
  queue(faces: number, ...results: number[]): void {
    for (const r of results) {
      if (!Number.isInteger(r) || r < 1 || r > faces) throw new RangeError(`d${faces} cannot show ${r}`);
    }
    this.#queues.set(faces, [...(this.#queues.get(faces) ?? []), ...results]);
  }

  next(faces: number): number {
    const value = this.#queues.get(faces)?.shift();
    if (value === undefined) throw new Error(`harness: no d${faces} result queued`);
    return value;
  }

  /** Results still waiting, per die size (a test can assert everything it queued was used). */
  pending(): Record<number, number[]> {
    return Object.fromEntries([...this.#queues].filter(([, v]) => v.length));
  }

  clear(): void {
    this.#queues.clear();
  }
}

const TOKEN = /\s*([+-])?\s*(?:(\d*)d(\d+)((?:k[hl]\d*)*)|(\d+(?:\.\d+)?)|@([\w.]+))/y;

function lookup(data: Record<string, unknown>, path: string): number {
  let value: unknown = data;
  for (const part of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  const n = Number(value ?? 0);
  if (Number.isNaN(n)) throw new Error(`harness Roll: @${path} is not a number`);
  return n;
}

export function createRollClass(dice: DiceQueue) {
  return class Roll {
    static CHAINED_TERMS = [];
    readonly formula: string;
    readonly data: Record<string, unknown>;
    readonly options: Record<string, unknown>;
    readonly dice: DieTerm[] = [];
    #total: number | undefined;
    #parts: { sign: number; die?: DieTerm; value?: number }[] = [];

    constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
      this.formula = formula.trim();
      this.data = data;
      this.options = options;
      TOKEN.lastIndex = 0;
      while (TOKEN.lastIndex < this.formula.length) {
        const start = TOKEN.lastIndex;
        const m = TOKEN.exec(this.formula);
        if (!m || m.index !== start) throw new Error(`harness Roll: cannot parse "${this.formula}" at ${start}`);
        const sign = m[1] === "-" ? -1 : 1;
        if (m[3]) {
          const die: DieTerm = {
            faces: Number(m[3]),
            number: m[2] ? Number(m[2]) : 1,
            modifiers: m[4] ? (m[4].match(/k[hl]\d*/g) ?? []) : [],
            results: [],
            total: 0,
          };
          this.dice.push(die);
          this.#parts.push({ sign, die });
        } else if (m[5]) this.#parts.push({ sign, value: Number(m[5]) });
        else if (m[6]) this.#parts.push({ sign, value: lookup(data, m[6]) });
      }
    }

    get total(): number | undefined {
      return this.#total;
    }

    get _evaluated(): boolean {
      return this.#total !== undefined;
    }

    async evaluate(): Promise<this> {
      return this.evaluateSync();
    }

    evaluateSync(): this {
      if (this.#total !== undefined) throw new Error("harness Roll: already evaluated");
      let total = 0;
      for (const part of this.#parts) {
        if (part.die) {
          const die = part.die;
          die.results = Array.from({ length: die.number }, () => ({ result: dice.next(die.faces), active: true }));
          for (const mod of die.modifiers) keep(die.results, mod);
          die.total = die.results.filter((r) => r.active).reduce((s, r) => s + r.result, 0);
          total += part.sign * die.total;
        } else total += part.sign * (part.value ?? 0);
      }
      this.#total = total;
      return this;
    }

    toJSON(): Record<string, unknown> {
      return { class: "Roll", formula: this.formula, options: this.options, total: this.#total, dice: this.dice };
    }
  };
}

function keep(results: DieResult[], modifier: string): void {
  const highest = modifier.startsWith("kh");
  const count = Number(modifier.slice(2) || 1);
  const order = [...results].sort((a, b) => (highest ? b.result - a.result : a.result - b.result));
  for (const [i, r] of order.entries()) r.active = i < count;
}
