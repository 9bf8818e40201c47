/**
 * A change of the rules the world plays by: the preset (`fray.preset`) or the GM's per-rule overrides
 * (`fray.policyOverrides`). The settings only announce it; what follows belongs to the layers above, which
 * subscribe at `init` (src/hooks/init.ts): the status effects (conditions/), every actor's derived
 * data, the turn ledgers of started combats (migrations/) and, for a new preset, a note in chat (chat/). So
 * settings/ imports none of them (docs/architecture.md, "Layers").
 * In process and synchronous: the listeners run on the client whose setting changed, in the order they subscribed.
 */
export interface RulesChange {
  /** The preset now played when the preset itself changed (an unknown id reads as the default); null when only the overrides did. */
  readonly preset: string | null;
}

export type RulesListener = (change: RulesChange) => void;

/** The listeners by name (the harness loads Fray once per client in one process: a second subscription replaces the first). */
const listeners = new Map<string, RulesListener>();

/** Subscribes `listener` under `name`, after those subscribed before it; the same name again replaces it in place. */
export function onRulesChanged(name: string, listener: RulesListener): void {
  listeners.set(name, listener);
}

/** Tells every listener, in order, that the rules changed (a listener's error propagates, as the setting's onChange did). */
export function rulesChanged(change: RulesChange): void {
  for (const listener of listeners.values()) listener(change);
}
