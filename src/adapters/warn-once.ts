/**
 * Warnings about stored data the system had to work around (a value clamped while preparing an actor, an
 * unknown preset, a stored override the rules refuse). Each is shown once per client and key, not on every
 * data preparation: to a GM as a notification, to anyone else in the console. While the world is still loading
 * (no user or no notifications yet) the warning waits for `ready`.
 */

/** Keys already warned about, and warnings waiting for `ready`, per client (`game`). */
interface WarningMemory {
  readonly warned: Set<string>;
  readonly waiting: string[];
  hooked: boolean;
}
const memories = new WeakMap<object, WarningMemory>();

function memory(): WarningMemory {
  let found = memories.get(game);
  if (!found) {
    found = { warned: new Set(), waiting: [], hooked: false };
    memories.set(game, found);
  }
  return found;
}

interface Notifier {
  warn(message: string): unknown;
}

function notifier(): Notifier | null {
  return (globalThis as { ui?: { notifications?: Notifier } }).ui?.notifications ?? null;
}

function currentUser(): { isGM: boolean } | null {
  return (game as { user?: { isGM: boolean } | null }).user ?? null;
}

function show(message: string, user: { isGM: boolean }, notifications: Notifier): void {
  if (user.isGM) notifications.warn(message);
  else console.warn(`Fray | ${message}`);
}

function flush(): void {
  const mem = memory();
  mem.hooked = false;
  const user = currentUser();
  const notifications = notifier();
  for (const message of mem.waiting.splice(0)) {
    if (user && notifications) show(message, user, notifications);
    else console.warn(`Fray | ${message}`);
  }
}

/**
 * Warns once per `key` on this client: a GM sees `message` as a notification, anyone else in the console.
 * Returns false when `key` was warned about before (nothing is shown).
 */
export function warnOnce(key: string, message: string): boolean {
  const mem = memory();
  if (mem.warned.has(key)) return false;
  mem.warned.add(key);
  const user = currentUser();
  const notifications = notifier();
  if (user && notifications) {
    show(message, user, notifications);
    return true;
  }
  mem.waiting.push(message);
  if (!mem.hooked) {
    mem.hooked = true;
    Hooks.once("ready", flush);
  }
  return true;
}

/** How a stored value reads in a warning: numbers and booleans as they are, strings quoted, anything else "…". */
export function shownValue(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  return typeof value === "string" ? JSON.stringify(value) : "…";
}
