/**
 * One connected browser: its user (`game.user`), its own hook listeners (`Hooks`), its own `CONFIG` (each
 * client runs the system's `init`), its own copies of every world document (`game.actors`…), settings view,
 * socket, notifications (`ui.notifications`) and rendered applications. The globals Fray reads resolve to the
 * client whose code is running (runtime.ts).
 */
import { HarnessChatLog } from "./chat-log";
import type { TypeDataModel } from "./data-model";
import { HarnessCollection } from "./collection";
import type { DocumentContext, StatusEffectConfig } from "./context";
import { HarnessDocument } from "./documents";
import { HarnessHooks } from "./hooks";
import type { HarnessI18n } from "./i18n";
import { coreMovementActions, type HarnessMovementAction } from "./movement";
import { fromUuidSync, receive } from "./operations";
import { runOn } from "./runtime";
import { HarnessSettings } from "./settings";
import { HarnessSocket, type SocketWorld } from "./socket";
import type { HarnessUser } from "./users";
import { HarnessCanvas, HarnessKeybindings, HarnessMeasuredTemplate } from "./canvas";
import { dom } from "./applications";
import { WORLD_COLLECTIONS, type HarnessWorld, type WorldEvent } from "./world";
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
  WallDocument,
  MeasuredTemplateDocument,
  RegionDocument,
} from "./classes";
import { CORE_REGION_BEHAVIOR_TYPES, RegionBehaviorDocument, TokenPlaceable } from "./scene";
import { coreRegionBehaviorModels } from "./region-behaviors";

interface DocumentConfig {
  documentClass: typeof HarnessDocument;
  dataModels: Record<string, typeof TypeDataModel>;
  trackableAttributes: Record<string, unknown>;
}

type DocumentName =
  | "Actor"
  | "Item"
  | "ActiveEffect"
  | "Combat"
  | "Combatant"
  | "CombatantGroup"
  | "Scene"
  | "Token"
  | "Wall"
  | "MeasuredTemplate"
  | "Region"
  | "RegionBehavior"
  | "ChatMessage"
  | "Macro"
  | "Folder";

export type HarnessConfig = Record<DocumentName, DocumentConfig> & {
  Dice: { rolls: unknown[] };
  /** v13 CONFIG.RegionBehavior: the document class, behaviour types' data models (core's first) and icons. */
  RegionBehavior: DocumentConfig & { typeIcons: Record<string, string> };
  queries: Record<string, unknown>;
  /** v13: an array of status effect configurations (`Actor#toggleStatusEffect` looks ids up here). */
  statusEffects: StatusEffectConfig[];
  /** Special roles of statuses (`DEFEATED`, `INVISIBLE`, `BLIND`…) → status id. */
  specialStatusEffects: Record<string, string>;
  /** The sidebar and app classes Foundry instantiates (`CONFIG.ui.combat`: the combat tracker). */
  ui: Record<string, unknown>;
  /** v13 `CONFIG.sounds`: the dice sound roll messages play. */
  sounds: { dice: string };
  /** v13 CONFIG.Token.movement: the movement actions (movement.ts). */
  /** v13 CONFIG.MeasuredTemplate: its document class and the placeable drawn for it (canvas.ts). */
  MeasuredTemplate: DocumentConfig & { objectClass: typeof HarnessMeasuredTemplate };
  /** v13 CONFIG.Token: the movement actions (movement.ts) and the placeable class (`objectClass`, scene.ts). */
  Token: DocumentConfig & {
    movement: { actions: Record<string, HarnessMovementAction>; defaultAction: string };
    objectClass: typeof TokenPlaceable;
  };
};

function createConfig(): HarnessConfig {
  const doc = (documentClass: typeof HarnessDocument): DocumentConfig => ({
    documentClass,
    dataModels: {},
    trackableAttributes: {},
  });
  return {
    Actor: doc(Actor),
    Item: doc(Item),
    ActiveEffect: doc(ActiveEffect),
    Combat: doc(Combat),
    Combatant: doc(Combatant),
    CombatantGroup: doc(CombatantGroup),
    Scene: doc(Scene),
    Token: {
      ...doc(TokenDocument),
      movement: { actions: coreMovementActions(), defaultAction: "walk" },
      objectClass: TokenPlaceable,
    },
    Wall: doc(WallDocument),
    MeasuredTemplate: { ...doc(MeasuredTemplateDocument), objectClass: HarnessMeasuredTemplate },
    Region: doc(RegionDocument),
    ChatMessage: doc(ChatMessage),
    Macro: doc(Macro),
    Folder: doc(Folder),
    RegionBehavior: { ...doc(RegionBehaviorDocument), dataModels: coreRegionBehaviorModels(), typeIcons: {} },
    Dice: { rolls: [] },
    queries: {},
    statusEffects: [],
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
    ui: {},
    sounds: { dice: "sounds/dice.wav" },
  };
}

/**
 * Issue 16 item 4: a notification that shows a code instead of words: a bare camelCase code (`noHitPoints`), a
 * camelCase word inside a sentence ("refused: notYourTurn"), or a localization key Foundry would print as itself
 * (`FRAY.TurnLedger.Refusal.x`). tests/harness/setup.ts fails the test that showed one.
 */
export const RAW_CODE = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b(?:FRAY|TYPES)\.[A-Za-z]/;

/** Notifications that showed a raw code, from any client, since the last test's check. */
export const rawCodeNotifications: string[] = [];

/** A notification a client showed (`ui.notifications.warn/info/error`). */
export interface Notification {
  readonly type: "warn" | "info" | "error";
  readonly message: string;
}

/** v13 `CombatEncounters`: a client's combats, with the one it views and the active one. */
export class CombatEncounters extends HarnessCollection<HarnessDocument> {
  /** The combat this client's tracker shows: the one it chose to view, else the active one. */
  viewedId: string | null = null;

  get viewed(): HarnessDocument | null {
    const chosen = this.viewedId ? this.get(this.viewedId) : undefined;
    return chosen ?? this.active;
  }

  get active(): HarnessDocument | null {
    return this.find((c) => c._source.active === true) ?? null;
  }
}

/** v13 `Scenes`: a client's scenes, with the one it views (`Scene#view()`, else the active one). */
export class Scenes extends HarnessCollection<HarnessDocument> {
  viewedId: string | null = null;

  get viewed(): HarnessDocument | null {
    const chosen = this.viewedId ? this.get(this.viewedId) : undefined;
    return chosen ?? this.active;
  }

  get active(): HarnessDocument | null {
    return this.find((s) => s._source.active === true) ?? null;
  }
}

export class HarnessClient implements DocumentContext {
  readonly label: string;
  readonly user: HarnessUser;
  readonly world: HarnessWorld;
  readonly hooks = new HarnessHooks();
  readonly config = createConfig();
  readonly settings: HarnessSettings;
  readonly socket: HarnessSocket;
  readonly i18n: HarnessI18n;
  readonly notifications: Notification[] = [];
  readonly #collections = new Map<string, HarnessCollection<HarnessDocument>>();
  readonly game: Record<string, unknown> & { user: HarnessUser };
  /** The client's canvas (canvas.ts): its viewed scene, grid highlights and controlled tokens. */
  readonly canvas: HarnessCanvas;
  readonly keybindings = new HarnessKeybindings();
  /** The client's chat log (`ui.chat`, F88): the cards as this user's browser shows them. */
  readonly chatLog: HarnessChatLog;
  readonly ui: {
    notifications: Record<Notification["type"], (message: string) => void>;
    [key: string]: unknown;
  };

  constructor(
    world: HarnessWorld,
    socketWorld: SocketWorld,
    user: HarnessUser,
    i18n: HarnessI18n,
    system: { id: string; version: string; documentTypes?: Record<string, Record<string, unknown>> },
  ) {
    this.label = user.name;
    this.user = user;
    this.world = world;
    this.i18n = i18n;
    this.settings = new HarnessSettings(() => this.user, {
      settingValues: world.settingValues,
      everyConnectedClient: (fn) => {
        for (const client of world.connectedClients()) {
          runOn(client, () => {
            fn(client.settings);
          });
        }
      },
    });
    this.socket = new HarnessSocket(socketWorld, user);
    for (const name of WORLD_COLLECTIONS) {
      this.#collections.set(
        name,
        name === "Combat" ? new CombatEncounters() : name === "Scene" ? new Scenes() : new HarnessCollection(),
      );
    }
    const notify = (type: Notification["type"]) => (message: string) => {
      this.notifications.push({ type, message });
      if (RAW_CODE.test(message)) rawCodeNotifications.push(`${user.name} (${type}): ${message}`);
    };
    this.chatLog = new HarnessChatLog(user, this.hooks);
    this.ui = {
      notifications: { warn: notify("warn"), info: notify("info"), error: notify("error") },
      chat: this.chatLog,
    };
    const collections = this.#collections;
    const combats = collections.get("Combat") as CombatEncounters;
    const scenes = collections.get("Scene") as Scenes;
    this.canvas = new HarnessCanvas(() => scenes.viewed, dom.document.createElement("canvas"), this.hooks);
    this.game = {
      system: { id: system.id, version: system.version },
      users: world.users,
      user,
      settings: this.settings,
      i18n,
      socket: this.socket,
      actors: collections.get("Actor"),
      items: collections.get("Item"),
      combats,
      messages: collections.get("ChatMessage"),
      scenes: collections.get("Scene"),
      macros: collections.get("Macro"),
      folders: collections.get("Folder"),
      keybindings: this.keybindings,
      /**
       * v13 `game.documentTypes`: a document's valid sub-types. Region behaviours: core's, then the ones the
       * system's manifest declares, as written there (core #8567 prefixes only a module's with its id).
       */
      documentTypes: {
        RegionBehavior: [...CORE_REGION_BEHAVIOR_TYPES, ...Object.keys(system.documentTypes?.RegionBehavior ?? {})],
      },
      /** v13 `game.combat`: the viewed combat (`game.combats.viewed`), or null. */
      get combat(): HarnessDocument | null {
        return combats.viewed;
      },
    };
  }

  currentUser(): HarnessUser {
    return this.user;
  }

  allUsers(): HarnessUser[] {
    return this.world.users.contents;
  }

  dataModels(documentName: string): Record<string, typeof TypeDataModel> | undefined {
    return (this.config as Record<string, DocumentConfig | undefined>)[documentName]?.dataModels;
  }

  collection(documentName: string): HarnessCollection<HarnessDocument> | undefined {
    return this.#collections.get(documentName);
  }

  documentClass(documentName: string): typeof HarnessDocument | undefined {
    return (this.config as Record<string, DocumentConfig | undefined>)[documentName]?.documentClass;
  }

  objectClass(documentName: string): unknown {
    return (this.config as unknown as Record<string, { objectClass?: unknown } | undefined>)[documentName]?.objectClass;
  }

  statusEffects(): StatusEffectConfig[] {
    return this.config.statusEffects;
  }

  /** The world's broadcast: applied to this client's copies (operations.ts). */
  receive(event: WorldEvent): void {
    receive(event);
  }

  /** This client's copy of `doc` (the same uuid), or throws. */
  doc(uuid: string): HarnessDocument {
    const found = runOn(this, () => fromUuidSync(uuid));
    if (!found) throw new Error(`harness: ${this.label}'s client has no ${uuid}`);
    return found;
  }

  /** Runs `fn` as this client's code. */
  run<T>(fn: () => T): T {
    return runOn(this, fn);
  }

  /** Loads every world document anew (a client that connects or reloads). */
  load(): void {
    runOn(this, () => {
      for (const name of WORLD_COLLECTIONS) {
        const collection = this.#collections.get(name) as HarnessCollection<HarnessDocument>;
        collection.clear();
        const cls = this.documentClass(name);
        if (!cls) continue;
        for (const source of this.world.sources(name)) collection.set(source._id as string, new cls(source));
      }
    });
  }

  /** Messages of one kind this client showed. */
  shown(type: Notification["type"] = "warn"): string[] {
    return this.notifications.filter((n) => n.type === type).map((n) => n.message);
  }
}
