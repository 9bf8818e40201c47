/**
 * Stand-in for `game.socket` (a socket.io client) on a package's channel. A system whose manifest has
 * `socket: true` gets the channel `system.<id>`; `emit(channel, message)` sends the message to the server,
 * which relays it to every OTHER connected client (never back to the sender), where each listener registered
 * with `on(channel, fn)` is called as `fn(message, senderId)`: the sender's id is filled in by the server, not
 * taken from the message. The message crosses as JSON and arrives later (a later macrotask), in the order it
 * was sent. A channel the manifest did not open reaches nobody and throws here, so a test can't rely on it.
 * Sources: FOUNDRY-V13.md "Sockets and queries"; farling42/foundryvtt-socketlib src/socketlib.js
 * (`_onSocketReceived(message, senderId)`); FIDELITY.md.
 */
import { overTheWire } from "./context";
import { runOn, track, type RuntimeClient } from "./runtime";
import type { HarnessUser } from "./users";

type SocketListener = (message: unknown, senderId: string) => unknown;

/** What a socket needs of the world: the other connected clients' sockets, and the channels opened. */
export interface SocketWorld {
  readonly channels: ReadonlySet<string>;
  connectedSockets(): { client: RuntimeClient & { user: HarnessUser }; socket: HarnessSocket }[];
}

export class HarnessSocket {
  readonly #listeners = new Map<string, SocketListener[]>();
  readonly #world: SocketWorld;
  readonly #user: HarnessUser;
  /** Every message this client emitted, oldest first (for tests). */
  readonly sent: { channel: string; message: unknown }[] = [];

  constructor(world: SocketWorld, user: HarnessUser) {
    this.#world = world;
    this.#user = user;
  }

  on(channel: string, fn: SocketListener): this {
    this.#listeners.set(channel, [...(this.#listeners.get(channel) ?? []), fn]);
    return this;
  }

  off(channel: string, fn?: SocketListener): this {
    this.#listeners.set(channel, fn ? (this.#listeners.get(channel) ?? []).filter((l) => l !== fn) : []);
    return this;
  }

  emit(channel: string, message: unknown): this {
    if (!this.#world.channels.has(channel)) throw new Error(`harness socket: channel "${channel}" is not open`);
    const wire = overTheWire(message);
    this.sent.push({ channel, message: wire });
    const senderId = this.#user.id;
    for (const { client, socket } of this.#world.connectedSockets()) {
      if (socket === this) continue;
      const delivered = new Promise<void>((resolve) => {
        setTimeout(() => {
          runOn(client, () => {
            for (const listener of socket.#listeners.get(channel) ?? []) {
              try {
                track(listener(overTheWire(wire), senderId));
              } catch (error) {
                track(Promise.reject(error instanceof Error ? error : new Error(String(error))));
              }
            }
          });
          resolve();
        }, 0);
      });
      track(delivered);
    }
    return this;
  }

  /** Number of listeners on a channel (for tests). */
  count(channel: string): number {
    return this.#listeners.get(channel)?.length ?? 0;
  }
}
