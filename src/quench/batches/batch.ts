/**
 * One Fray batch: a key, the name Quench shows, and its scenarios, run inside a scratch world (../scratch.ts) that a
 * `before` hook opens and an `after` hook closes, whatever happened in between (Mocha runs `after` hooks after a
 * failed test or a failed `before` too).
 */
import type { QuenchBatchContext } from "../types";
import { Scratch } from "../scratch";

export interface BatchDefinition {
  readonly key: `fray.${string}`;
  readonly displayName: string;
  readonly register: (context: QuenchBatchContext) => void;
}

/** A batch whose scenarios (`body`) share one scratch world; `open` runs first (a preset switched, actors made…). */
export function defineBatch(
  key: `fray.${string}`,
  displayName: string,
  body: (context: QuenchBatchContext, scratch: Scratch) => void,
  options: { gm?: boolean; scratch?: boolean } = {},
): BatchDefinition {
  return {
    key,
    displayName,
    register: (context: QuenchBatchContext): void => {
      context.describe(displayName, () => {
        const scratch = new Scratch(displayName);
        // A batch that makes nothing (fray.authority, run by a player, who may not) needs no scratch world.
        if (options.scratch ?? true) {
          context.before(() => scratch.open({ gm: options.gm ?? true }));
          context.after(() => scratch.close());
        }
        body(context, scratch);
      });
    },
  };
}
