/**
 * The test harness: a typed stand-in for the parts of Foundry v13 that Fray's adapters, hooks and documents
 * call, modelling one world (the server: documents, settings, permission checks) and several connected
 * clients (a GM, an assistant GM, two players and an observer), each with its own `game.user`, hooks,
 * `CONFIG`, document copies, settings view, socket and notifications. It imitates documented v13 behaviour,
 * each behaviour citing its source in FIDELITY.md; where the source is unclear it models the stricter case.
 * It installs real globals (`game`, `CONFIG`, `foundry`, `Hooks`, `ui`, `Actor`, `Roll`…) that resolve to the
 * client whose code is running (runtime.ts), so the code under test is the code that ships.
 *
 *   const h = installFoundry();                     // world, five connected clients, the GM acting
 *   h.onEveryClient(() => listen());                // each browser loads the system
 *   h.fire("init");                                 // on every client
 *   h.actAs(h.player);                              // the test's own code now runs on the player's client
 *   await h.doc(actor).update(…);                   // …with the player's copy of the actor
 *   await h.settle();                               // until hooks, turn events and messages are done
 */
import { TokenPlaceable, WALL_CONST } from "./scene";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HarnessUsers, USER_ROLES, type HarnessUser } from "./users";
import { fields } from "./fields";
import { TypeDataModel, DataModelValidationError } from "./data-model";
import { HarnessDocument, OWNERSHIP } from "./documents";
import {
  ActiveEffect,
  Actor,
  ChatMessage,
  Macro,
  Folder,
  Combat,
  Combatant,
  CombatantGroup,
  Item,
  Scene,
  TokenDocument,
} from "./classes";
import { HarnessCollection } from "./collection";
import type { OperationRecord, StatusEffectConfig } from "./context";
import { fromUuid, fromUuidSync } from "./operations";
import { DiceQueue, createRollClass } from "./roll";
import { HarnessI18n, ROOT, createTemplateRenderer, partialsPerClient } from "./i18n";
import { dom, installApplications } from "./applications";
import { HarnessWorld } from "./world";
import { HarnessClient, type HarnessConfig, type Notification } from "./client";
import { currentClient, resetBackground, runOn, setActingClient, settle } from "./runtime";
import { installQueries } from "./queries";
import type { HarnessSettings } from "./settings";
import type { HarnessHooks } from "./hooks";
import type { HarnessSocket } from "./socket";
import { expandObject, mergeChanges } from "./source-diff";
import { HarnessTokenRuler } from "./canvas";
import { RegionBehaviorType } from "./region-behaviors";

export { OWNERSHIP, USER_ROLES, DataModelValidationError, HarnessDocument, HarnessCollection, HarnessClient };
export type { HarnessUser, OperationRecord, StatusEffectConfig, HarnessConfig, Notification };

/** The users of every harness world, by role in the tests. */
export const HARNESS_USERS = {
  gm: { id: "gm0000000000000a", name: "Gamemaster", role: USER_ROLES.GAMEMASTER },
  assistant: { id: "assistant000000a", name: "Assistant", role: USER_ROLES.ASSISTANT },
  player: { id: "player00000000a", name: "Player", role: USER_ROLES.PLAYER },
  player2: { id: "player00000000b", name: "Player Two", role: USER_ROLES.PLAYER },
  observer: { id: "observer0000000a", name: "Observer", role: USER_ROLES.PLAYER },
} as const;

export interface Harness {
  world: HarnessWorld;
  users: HarnessUsers;
  gm: HarnessUser;
  assistant: HarnessUser;
  player: HarnessUser;
  player2: HarnessUser;
  observer: HarnessUser;
  /** Every client, connected or not, in the order of HARNESS_USERS. */
  clients: HarnessClient[];
  dice: DiceQueue;
  i18n: HarnessI18n;
  /** Every database call the server handled since the harness was installed, oldest first; tests may clear it. */
  operations: OperationRecord[];
  /** Every `User#query` asked, oldest first: from and to (user ids) and the query name. */
  queryLog: { from: string; to: string; name: string }[];
  /** The acting client's hooks, settings, CONFIG and `game`. */
  readonly hooks: HarnessHooks;
  readonly settings: HarnessSettings;
  readonly config: HarnessConfig;
  readonly game: Record<string, unknown> & { user: HarnessUser };
  readonly socket: HarnessSocket;
  /** The client of `user`. */
  client(user: HarnessUser): HarnessClient;
  /** Makes the test's own code run on `user`'s client (`game.user` is `user`). */
  actAs(user: HarnessUser): void;
  /** Runs `fn` on `user`'s client (and everything it awaits), whoever is acting. */
  as<T>(user: HarnessUser, fn: () => T): T;
  /** The copy of `doc` on `user`'s client (default: the running client's). */
  doc<T extends { readonly uuid: string }>(doc: T, user?: HarnessUser): T;
  /**
   * A handle on `doc` that is always the running client's copy (the acting client's in a test's own code):
   * after `actAs(h.player)` it reads and acts as the player's copy. For tests that follow one document
   * across clients.
   */
  follow<T extends { readonly uuid: string }>(doc: T): T;
  /** Runs `fn` on every client, connected or not (each browser loading the system's code). */
  onEveryClient(fn: () => void): void;
  /** Fires a lifecycle hook on every client the way Foundry does (`Hooks.callAll`). */
  fire(hook: "init" | "i18nInit" | "setup" | "ready"): void;
  /** Presses a registered keybinding on the acting client (its `onDown`; canvas.ts). */
  pressKey(namespace: string, action: string): unknown;
  /**
   * Disconnects `user`: its client gets no more broadcasts or messages; `activeGM` may change; the other
   * clients' `userConnected(user, false)` hooks fire.
   */
  disconnect(user: HarnessUser): void;
  /** (Re)connects `user`: its client loads every world document anew and, once `ready` was fired, runs it again. */
  connect(user: HarnessUser): void;
  /** Waits until every hook listener, turn event, socket message and background move has finished. */
  settle(): Promise<void>;
}

/**
 * A handle on `doc` that is always the running client's copy of it (the acting client's in a test's own code):
 * reading or calling through it after `actAs(h.player)` reads or acts on the player's copy.
 */
export function follow<T extends { readonly uuid: string }>(doc: T): T {
  const uuid = doc.uuid;
  const real = () => currentClient<HarnessClient>().doc(uuid) as unknown as T & object;
  return new Proxy(doc, {
    get(_target, prop) {
      const copy = real();
      const value: unknown = Reflect.get(copy, prop, copy);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(copy) : value;
    },
    set: (_target, prop, value) => Reflect.set(real(), prop, value),
    has: (_target, prop) => prop in real(),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    defineProperty: (_target, prop, descriptor) => Reflect.defineProperty(real(), prop, descriptor),
  });
}

function setGlobal(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
}

/** A global that is the running client's own (`game`, `Hooks`, `CONFIG`, `ui`). */
function setClientGlobal(name: string, read: (client: HarnessClient) => unknown): void {
  Object.defineProperty(globalThis, name, {
    get: () => read(currentClient<HarnessClient>()),
    configurable: true,
    enumerable: false,
  });
}

/** Installs a fresh harness into the global scope and returns its handles. */
export { WALL_CONST };

export function installFoundry(): Harness {
  const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
    id: string;
    version: string;
    socket?: boolean;
    documentTypes?: Record<string, Record<string, unknown>>;
  };
  resetBackground();
  const users = new HarnessUsers();
  const byRole = Object.fromEntries(
    Object.entries(HARNESS_USERS).map(([role, data]) => [role, users.add({ ...data })]),
  ) as Record<keyof typeof HARNESS_USERS, HarnessUser>;
  const world = new HarnessWorld(users);
  const dice = new DiceQueue();
  const i18n = new HarnessI18n();
  const channels = new Set(system.socket ? [`system.${system.id}`] : []);
  const clients: HarnessClient[] = [];
  const socketWorld = {
    channels,
    connectedSockets: () => clients.filter((c) => c.user.active).map((client) => ({ client, socket: client.socket })),
  };
  for (const user of users.contents) {
    const client = new HarnessClient(world, socketWorld, user, i18n, system);
    clients.push(client);
    world.clients.push(client);
  }
  const clientOf = (user: HarnessUser): HarnessClient => {
    const found = clients.find((c) => c.user === user);
    if (!found) throw new Error(`harness: no client for ${user.name}`);
    return found;
  };
  const queryLog: Harness["queryLog"] = [];
  installQueries({ clientOf, queryLog });
  for (const client of clients) {
    // v13 core registers these on every client before any system code runs.
    client.settings.register("core", "rollMode", { scope: "client", default: "publicroll" });
    client.settings.register("core", "combatTrackerConfig", {
      scope: "world",
      default: { resource: "", skipDefeated: false },
    });
  }
  const gmClient = clientOf(byRole.gm);
  setActingClient(gmClient);

  const Roll = createRollClass(dice);
  setClientGlobal("Hooks", (c) => c.hooks);
  setClientGlobal("game", (c) => c.game);
  setClientGlobal("CONFIG", (c) => c.config);
  setClientGlobal("ui", (c) => c.ui);
  setClientGlobal("canvas", (c) => c.canvas);
  setGlobal("Actor", Actor);
  setGlobal("Item", Item);
  setGlobal("ActiveEffect", ActiveEffect);
  setGlobal("fromUuid", fromUuid);
  setGlobal("fromUuidSync", fromUuidSync);
  setGlobal("Combat", Combat);
  setGlobal("Combatant", Combatant);
  setGlobal("CombatantGroup", CombatantGroup);
  setGlobal("Scene", Scene);
  setGlobal("TokenDocument", TokenDocument);
  setGlobal("ChatMessage", ChatMessage);
  setGlobal("Macro", Macro);
  setGlobal("Folder", Folder);
  setGlobal("Roll", Roll);
  // The DOM classes app code tests against (`instanceof HTMLInputElement`), from the harness's DOM (linkedom).
  for (const name of ["HTMLElement", "HTMLInputElement", "HTMLSelectElement", "HTMLFormElement", "Event"] as const) {
    setGlobal(name, (dom as unknown as Record<string, unknown>)[name]);
  }
  // v13 CONST (also the global `CONST`): the enums Fray reads.
  const harnessConst = {
    USER_ROLES,
    DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP,
    TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 },
    ...WALL_CONST,
  };
  setGlobal("CONST", harnessConst);
  setGlobal("foundry", {
    abstract: { TypeDataModel, DataModelValidationError },
    // v13 foundry.data.regionBehaviors.RegionBehaviorType: the TypeDataModel a region behaviour's `system` is.
    data: { fields, regionBehaviors: { RegionBehaviorType } },
    applications: { handlebars: { renderTemplate: createTemplateRenderer(i18n, partialsPerClient()) } },
    canvas: { placeables: { Token: TokenPlaceable, tokens: { TokenRuler: HarnessTokenRuler } } },
    CONST: harnessConst,
    utils: {
      fromUuid,
      fromUuidSync,
      mergeObject: mergeChanges,
      expandObject,
      // v13 foundry.utils.randomID(length = 16): letters and digits.
      randomID: (length = 16) =>
        Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 36)]).join(""),
    },
  });
  installApplications(globalThis.foundry as unknown as Parameters<typeof installApplications>[0]);

  /** v13 `userConnected(user, connected)`: fires on every other connected client when a user joins or leaves. */
  const announce = (user: HarnessUser, connected: boolean): void => {
    for (const client of clients) {
      if (client.user !== user && client.user.active)
        runOn(client, () => {
          client.hooks.callAll("userConnected", user, connected);
        });
    }
  };
  /** The lifecycle hooks fired so far (a reconnecting client runs `ready` again). */
  const fired = new Set<string>();
  let acting = gmClient;
  return {
    world,
    users,
    ...byRole,
    clients,
    dice,
    i18n,
    operations: world.operations,
    queryLog,
    get hooks() {
      return acting.hooks;
    },
    get settings() {
      return acting.settings;
    },
    get config() {
      return acting.config;
    },
    get game() {
      return acting.game;
    },
    get socket() {
      return acting.socket;
    },
    client: clientOf,
    actAs(user) {
      acting = clientOf(user);
      setActingClient(acting);
    },
    as(user, fn) {
      return runOn(clientOf(user), fn);
    },
    doc(doc, user) {
      return (user ? clientOf(user) : currentClient<HarnessClient>()).doc(doc.uuid) as unknown as typeof doc;
    },
    follow,
    onEveryClient(fn) {
      for (const client of clients) runOn(client, fn);
    },
    pressKey(namespace, action) {
      const binding = acting.keybindings.actions.get(`${namespace}.${action}`);
      if (!binding?.onDown) throw new Error(`harness: no keybinding ${namespace}.${action} on this client`);
      return runOn(acting, () => binding.onDown?.({ key: "", isShift: false, isAlt: false, isControl: false }));
    },
    fire(hook) {
      fired.add(hook);
      for (const client of clients)
        runOn(client, () => {
          client.hooks.callAll(hook);
        });
    },
    disconnect(user) {
      user.active = false;
      announce(user, false);
    },
    connect(user) {
      user.active = true;
      const client = clientOf(user);
      client.load();
      // A reconnecting browser reloads: after its documents, its `ready` runs again (init and setup listeners,
      // registered once per page, are not re-run; see FIDELITY.md "Not modelled").
      if (fired.has("ready"))
        runOn(client, () => {
          client.hooks.callAllAsReloaded("ready");
        });
      announce(user, true);
    },
    settle,
  };
}
