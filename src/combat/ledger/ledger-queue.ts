/**
 * One combatant's ledger writes, one at a time, on the GM's client (DESIGN: "Writes for one combatant are
 * serialized on the GM"). A write reads the ledger, checks it against the rules and updates the Combatant; the
 * update takes a round trip to the server, and a second write that read the ledger before the first one's
 * update came back would write over it (a lost update: two spends of one action both "succeed"). Queued, each
 * write reads the ledger only once the one before it has been written.
 *
 * The queue is keyed by this client's user and the combatant: one browser is one user, and a test harness
 * running several clients in one process must not make one client's writes wait for another's.
 */

const queues = new Map<string, Promise<void>>();

const queueKey = (combatant: Combatant.Implementation): string => `${game.user.id}:${combatant.uuid}`;

/**
 * Runs `write` once every ledger write queued before it for `combatant` on this client has finished (whether it
 * succeeded or threw), and resolves (or rejects) with what `write` does. `write` must read the ledger itself.
 */
export function queueLedgerWrite<T>(combatant: Combatant.Implementation, write: () => Promise<T>): Promise<T> {
  const key = queueKey(combatant);
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(write);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** How many combatants have ledger writes queued or running on this client (tests and macros). */
export function queuedLedgerWrites(): number {
  return [...queues.keys()].filter((key) => key.startsWith(`${game.user.id}:`)).length;
}
