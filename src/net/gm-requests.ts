/**
 * One authenticated channel for what a player asks the active GM to do (DESIGN: State and authority). A
 * request travels over the system's socket (`system.fray`, manifest `socket: true`) as `{type: "request", id,
 * to, name, data}`; the active GM's client runs the handler registered for `name` with the asker the SERVER
 * named (the listener's `senderId`), never a user id written in the data, and sends `{type: "answer", id, to,
 * result}` back. The asking client accepts an answer only from the GM it asked, rejects after a timeout, and
 * rejects at once when that GM disconnects, so nothing waits forever.
 *
 * v13 queries (`User#query`) are not used for this: their handlers are not told who asked (core issue
 * foundryvtt/foundryvtt#13418). They remain for a GM asking one user a question.
 */

import { FRAY_REQUEST_PREFIX, checkRequestShape, type RequestShape } from "./request-shapes";

/** The socket channel of the system (v13: `system.<id>` when the manifest has `socket: true`). */
export const FRAY_SOCKET = "system.fray";

/** How long a player waits for the GM's answer, in milliseconds. */
export const GM_REQUEST_TIMEOUT_MS = 30_000;

/** A refusal: nothing was changed. */
export interface RequestRefusal {
  readonly ok: false;
  readonly reason: string;
}

/** The GM side of a request: `data` as sent (untrusted), `asker` the user the server says sent it. */
export type GmRequestHandler = (data: Record<string, unknown>, asker: User.Implementation) => Promise<unknown>;

/** Thrown to the asker when the GM can't answer: it timed out, or the GM disconnected. */
export class GmRequestError extends Error {
  override name = "GmRequestError";
  constructor(
    readonly reason: "timeout" | "gmLeft",
    message: string,
  ) {
    super(message);
  }
}

interface RequestMessage {
  readonly type: "request";
  readonly id: string;
  readonly to: string;
  readonly name: string;
  readonly data: Record<string, unknown>;
}

interface AnswerMessage {
  readonly type: "answer";
  readonly id: string;
  readonly to: string;
  readonly result: unknown;
}

interface Pending {
  /** The asking client's user (one browser is one user; a test harness runs several in one process). */
  readonly asker: string;
  /** The GM asked: only its answer counts. */
  readonly gm: string;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: GmRequestError) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

const handlers = new Map<string, GmRequestHandler>();
/** The shapes modules registered with their requests (Fray's own are in ./request-shapes.ts). */
const moduleShapes = new Map<string, RequestShape>();
const pending = new Map<string, Pending>();

const refuse = (reason: string): RequestRefusal => ({ ok: false, reason });

/** How many of this client's requests wait for an answer (tests, the soak test's "nothing stays waiting"). */
export function pendingGmRequests(): number {
  return [...pending.values()].filter((entry) => entry.asker === game.user.id).length;
}

/**
 * `init`: the GM side of Fray's request `name` (a `fray.` name with its row in REQUEST_SHAPES). Only the active
 * GM's client runs it. Fray's own code only: a module registers through `registerModuleRequest`.
 */
export function registerGmRequest(name: string, handler: GmRequestHandler): void {
  handlers.set(name, handler);
}

/**
 * Issue 26 item 5, `game.fray.requests.register`: a module's request `name`, optionally with the `shape` its data
 * must fit. Names starting `fray.` are Fray's: asking for one throws, so a module can never replace a handler the
 * GM relies on (registering its own name again replaces its own handler, as every client's `init` does).
 */
export function registerModuleRequest(name: string, handler: GmRequestHandler, shape?: RequestShape): void {
  if (typeof name !== "string" || name === "" || typeof handler !== "function") {
    throw new Error("Fray | game.fray.requests.register(name, handler): a name and a handler function");
  }
  if (name.startsWith(FRAY_REQUEST_PREFIX)) {
    throw new Error(`Fray | the request name "${name}" is reserved for Fray: start it with your module's id`);
  }
  handlers.set(name, handler);
  if (shape) moduleShapes.set(name, shape);
}

interface SystemSocket {
  emit(channel: string, message: unknown): void;
  on(channel: string, fn: (message: unknown, senderId: string) => void): void;
}

function socket(): SystemSocket {
  return game.socket;
}

/**
 * Asks the active GM to run request `name` with `data` (JSON-safe), resolving to its answer. The active GM
 * itself runs it here. With no GM connected it resolves to the refusal `noActiveGm`; a GM who doesn't answer
 * within `timeout` ms, or who disconnects first, rejects with a GmRequestError.
 */
export async function requestGm(
  name: string,
  data: Record<string, unknown>,
  { timeout = GM_REQUEST_TIMEOUT_MS }: { timeout?: number } = {},
): Promise<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- game.user is the User
  if (game.user.isActiveGM) return runHandler(name, data, game.user);
  const gm = game.users.activeGM;
  if (!gm) return refuse("noActiveGm");
  const id = foundry.utils.randomID();
  const asker = game.user.id;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new GmRequestError("timeout", game.i18n.localize("FRAY.Request.Timeout")));
    }, timeout);
    pending.set(id, { asker, gm: gm.id ?? "", resolve, reject, timer });
    const message: RequestMessage = { type: "request", id, to: gm.id ?? "", name, data };
    socket().emit(FRAY_SOCKET, message);
  });
}

async function runHandler(name: string, data: unknown, asker: User.Implementation): Promise<unknown> {
  const handler = handlers.get(name);
  if (!handler) return refuse("unknownRequest");
  if (typeof data !== "object" || data === null || Array.isArray(data)) return refuse("badRequest");
  const fields = data as Record<string, unknown>;
  // Issue 26 item 5: junk never reaches a handler; it is refused with a reason the asker can show.
  if (!checkRequestShape(name, fields, moduleShapes.get(name))) return refuse("badRequest");
  return handler(fields, asker);
}

/** The active GM's client: runs a request addressed to it and answers the asker. */
async function answer(message: RequestMessage, senderId: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
  const asker = game.users.get(senderId) as User.Implementation | undefined;
  let result: unknown;
  if (!asker) result = refuse("noUser");
  else if (!game.user.isActiveGM) result = refuse("notActiveGm");
  else {
    try {
      result = await runHandler(message.name, message.data, asker);
    } catch (error) {
      console.error(`Fray | the request "${message.name}" failed`, error);
      result = refuse("failed");
    }
  }
  const reply: AnswerMessage = { type: "answer", id: message.id, to: senderId, result };
  socket().emit(FRAY_SOCKET, reply);
}

/** The asking client: settles its request with the answer, if it came from the GM it asked. */
function settle(message: AnswerMessage, senderId: string): void {
  const entry = pending.get(message.id);
  if (entry?.asker !== game.user.id || entry.gm !== senderId) return;
  pending.delete(message.id);
  clearTimeout(entry.timer);
  entry.resolve(message.result);
}

/** A GM left: this client's requests to it reject now instead of waiting for the timeout. */
function gmLeft(user: User.Implementation, connected: boolean): void {
  if (connected) return;
  for (const [id, entry] of pending) {
    if (entry.asker !== game.user.id || entry.gm !== user.id) continue;
    pending.delete(id);
    clearTimeout(entry.timer);
    entry.reject(new GmRequestError("gmLeft", game.i18n.localize("FRAY.Request.GmLeft")));
  }
}

/** `init`: listens on the system's socket for requests to this user and answers to its own requests. */
export function listenForGmRequests(): void {
  socket().on(FRAY_SOCKET, (raw, senderId) => {
    // Anything can arrive on the socket: every field is read again.
    const m = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const text = (key: string): string => (typeof m[key] === "string" ? m[key] : "");
    if (text("to") !== game.user.id || !text("id")) return;
    // Junk data stays junk here: the shape check refuses it (a list or a string is no request's data).
    const data = m.data as Record<string, unknown>;
    const base = { id: text("id"), to: text("to") };
    if (m.type === "request") void answer({ ...base, type: "request", name: text("name"), data }, senderId);
    else if (m.type === "answer") settle({ ...base, type: "answer", result: m.result }, senderId);
  });
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (user: User.Implementation, connected: boolean) => void): number;
  };
  hooks.on("userConnected", gmLeft);
}

/**
 * `requestGm` for callers that tell the user what went wrong: no GM connected, or a GM who didn't answer
 * (timed out, disconnected), is warned about and returned as a refusal (`noActiveGm`, `timeout`, `gmLeft`).
 */
export async function askActiveGm(
  name: string,
  data: Record<string, unknown>,
  options: { timeout?: number } = {},
): Promise<unknown> {
  try {
    const result = await requestGm(name, data, options);
    if ((result as RequestRefusal | null)?.reason === "noActiveGm") {
      ui.notifications.warn(game.i18n.localize("FRAY.Roll.Warning.NoActiveGm"));
    }
    return result;
  } catch (error) {
    if (!(error instanceof GmRequestError)) throw error;
    ui.notifications.warn(error.message);
    return refuse(error.reason);
  }
}

/** Resolves to `value` after `ms`. */
const lapse = <T>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => {
    setTimeout(() => {
      resolve(value);
    }, ms);
  });

/** A dialog as DialogV2's `render` callback hands it over: enough to close it. */
export interface ClosableDialog {
  close(): unknown;
}

const TIMED_OUT = Symbol("timed out");

/**
 * Asks through a dialog that closes itself when `ms` run out (its answer then counts for nothing): `ask` opens the
 * dialog with the `render` callback it is given (DialogV2's `render` option). Resolves to the answer, or null once
 * the time is up; with no `ms`, waits as long as the user takes. Shared by the prompts a GM asks for.
 */
export async function askAtMost<T>(
  ask: (render: (event: Event, dialog: ClosableDialog) => void) => Promise<T>,
  ms: number | undefined,
): Promise<T | null> {
  let dialog: ClosableDialog | null = null;
  const asked = ask((_event, opened) => {
    dialog = opened;
  });
  if (ms === undefined) return asked;
  const answer = await Promise.race([asked, lapse(ms, TIMED_OUT)]);
  if (answer !== TIMED_OUT) return answer;
  // The question is over: a dialog left open would take a click that no longer counts.
  void (dialog as ClosableDialog | null)?.close();
  return null;
}
