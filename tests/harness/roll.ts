/**
 * Stand-in for Foundry's `Roll` with injectable results. Supports the formulas Fray builds: dice terms
 * `NdF` with `kh`/`kl` (keep highest/lowest, `2d20kh`), numbers, `@data.paths`, `+` and `-`, and a whole
 * formula doubled as `(…) * N` (a parenthetical term times a number).
 * Serialization imitates the v13 API docs (foundry.dice.Roll): `toJSON()` names the class (`class`), keeps
 * `options`, `evaluated`, the dice and the total; `Roll.fromData(data)` rebuilds it as the class of that name
 * found in `CONFIG.Dice.rolls` (falling back to the class it is called on), so a subclass and its options
 * survive a reload from chat data; `Roll.fromJSON(json)` parses and does the same.
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

/** What `toJSON()` returns and `fromData()` reads. */
export interface RollData {
  class: string;
  formula: string;
  options: Record<string, unknown>;
  evaluated: boolean;
  total: number | undefined;
  dice: DieTerm[];
}

const TOKEN = /\s*([+-])?\s*(?:(\d*)d(\d+)((?:k[hl]\d*)*)|(\d+(?:\.\d+)?)|@([\w.]+))/y;

function lookup(data: Record<string, unknown>, path: string): number {
  let value: unknown = data;
  for (const part of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  const n = Number(value ?? 0);
  if (Number.isNaN(n)) throw new Error(`harness Roll: @${path} is not a number`);
  return n;
}

// F116: a parenthetical group times N, optionally followed by terms added once (`(1d8 + 3) * 2 + 1d10`).
const MULTIPLIED = /^\(([^()]+)\)\s*\*\s*(\d+)(\s*[+-][^()]*)?$/;

/**
 * The queue of the most recently installed harness. Fray's roll classes extend the global `Roll` once, at
 * import time, so every Roll class made here reads the current queue rather than the one it was made with.
 */
let currentDice: DiceQueue | undefined;

export function createRollClass(dice: DiceQueue) {
  currentDice = dice;
  const next = (faces: number): number => {
    if (!currentDice) throw new Error("harness Roll: no dice queue installed");
    return currentDice.next(faces);
  };
  return class Roll {
    static CHAINED_TERMS = [];
    readonly formula: string;
    readonly data: Record<string, unknown>;
    readonly options: Record<string, unknown>;
    readonly dice: DieTerm[] = [];
    _total: number | undefined;
    #parts: { sign: number; die?: DieTerm; value?: number }[] = [];
    #multiplier = 1;

    /** Rebuilds a roll from `toJSON()` data as the registered class its `class` names. */
    static fromData<T extends typeof Roll>(this: T, data: RollData): InstanceType<T> {
      const rolls = (globalThis as { CONFIG?: { Dice?: { rolls?: (typeof Roll)[] } } }).CONFIG?.Dice?.rolls ?? [];
      const cls = (rolls.find((c) => c.name === data.class) ?? this) as T;
      const roll = new cls(data.formula, {}, structuredClone(data.options)) as InstanceType<T>;
      roll.dice.forEach((die, i) => Object.assign(die, structuredClone(data.dice[i])));
      if (data.evaluated) roll._total = data.total;
      return roll;
    }

    /** Parses a JSON string made from `toJSON()` and rebuilds the roll (Foundry's `Roll.fromJSON`). */
    static fromJSON<T extends typeof Roll>(this: T, json: string): InstanceType<T> {
      return this.fromData(JSON.parse(json) as RollData);
    }

    constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
      this.formula = formula.trim();
      this.data = data;
      this.options = options;
      const multiplied = MULTIPLIED.exec(this.formula);
      const expression = multiplied ? (multiplied[1] as string) : this.formula;
      if (multiplied) this.#multiplier = Number(multiplied[2]);
      this.#parse(expression, data, this.#parts);
      // F116: the terms after the multiplied group are added once, their dice after the group's in `dice`.
      const tail = multiplied?.[3]?.trim() ?? "";
      if (tail !== "") this.#parse(tail, data, this.#after);
    }

    #after: { sign: number; die?: DieTerm; value?: number }[] = [];

    #parse(expression: string, data: Record<string, unknown>, into: { sign: number; die?: DieTerm; value?: number }[]) {
      TOKEN.lastIndex = 0;
      while (TOKEN.lastIndex < expression.length) {
        const start = TOKEN.lastIndex;
        const m = TOKEN.exec(expression);
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
          into.push({ sign, die });
        } else if (m[5]) into.push({ sign, value: Number(m[5]) });
        else if (m[6]) into.push({ sign, value: lookup(data, m[6]) });
      }
    }

    get total(): number | undefined {
      return this._total;
    }

    get _evaluated(): boolean {
      return this._total !== undefined;
    }

    async evaluate(): Promise<this> {
      return this.evaluateSync();
    }

    evaluateSync(): this {
      if (this._total !== undefined) throw new Error("harness Roll: already evaluated");
      const sum = (parts: { sign: number; die?: DieTerm; value?: number }[]) => {
        let total = 0;
        for (const part of parts) {
          if (part.die) {
            const die = part.die;
            die.results = Array.from({ length: die.number }, () => ({ result: next(die.faces), active: true }));
            for (const mod of die.modifiers) keep(die.results, mod);
            die.total = die.results.filter((r) => r.active).reduce((s, r) => s + r.result, 0);
            total += part.sign * die.total;
          } else total += part.sign * (part.value ?? 0);
        }
        return total;
      };
      const group = sum(this.#parts) * this.#multiplier;
      this._total = group + sum(this.#after);
      return this;
    }

    toJSON(): RollData {
      return {
        class: this.constructor.name,
        formula: this.formula,
        options: structuredClone(this.options),
        evaluated: this._total !== undefined,
        total: this._total,
        dice: structuredClone(this.dice),
      };
    }
  };
}

/**
 * Gives the harness' ChatMessage Foundry's `rolls` getter (foundry.documents.ChatMessage: the source keeps
 * each roll as JSON; `message.rolls` rebuilds them with `Roll.fromData`, so each is its registered class).
 * Installed by tests that post rolls; does nothing if the class already has one.
 */
export function installChatRolls(): void {
  const g = globalThis as unknown as {
    ChatMessage: { prototype: object };
    Roll: { fromData(data: RollData): unknown };
  };
  if (Object.getOwnPropertyDescriptor(g.ChatMessage.prototype, "rolls")) return;
  Object.defineProperty(g.ChatMessage.prototype, "rolls", {
    configurable: true,
    get(this: { _source: Record<string, unknown> }): unknown[] {
      const stored = Array.isArray(this._source.rolls) ? (this._source.rolls as unknown[]) : [];
      return stored.map((r) => g.Roll.fromData((typeof r === "string" ? JSON.parse(r) : r) as RollData));
    },
  });
}

function keep(results: DieResult[], modifier: string): void {
  const highest = modifier.startsWith("kh");
  const count = Number(modifier.slice(2) || 1);
  const order = [...results].sort((a, b) => (highest ? b.result - a.result : a.result - b.result));
  for (const [i, r] of order.entries()) r.active = i < count;
}
