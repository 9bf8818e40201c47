/**
 * The test harness: a small, typed stand-in for the parts of Foundry's API that Fray's adapters, hooks and
 * documents call. It imitates documented v13 behaviour (see each file) and nothing more; grow it only when
 * code needs it. It installs real globals (`game`, `CONFIG`, `foundry`, `Hooks`, `Actor`, `Roll`…), so the
 * code under test is the code that ships.
 *
 *   const h = installFoundry();        // globals in place, a GM "Gamemaster" and a player "Player"
 *   await import("../../src/hooks/init").then((m) => m.listen());
 *   h.fire("init");
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HarnessHooks } from "./hooks";
import { HarnessUsers, USER_ROLES, type HarnessUser } from "./users";
import { HarnessSettings } from "./settings";
import { fields } from "./fields";
import { TypeDataModel, DataModelValidationError } from "./data-model";
import { HarnessDocument, OWNERSHIP, bindDocuments } from "./documents";
import { ActiveEffect, Actor, ChatMessage, Combat, Combatant, CombatantGroup, Item, TokenDocument } from "./classes";
import { HarnessCollection } from "./collection";
import type { OperationRecord, StatusEffectConfig } from "./context";
import { fromUuid, fromUuidSync } from "./embedded";
import { DiceQueue, createRollClass } from "./roll";
import { HarnessI18n, ROOT, createTemplateRenderer } from "./i18n";
import { installApplications } from "./applications";
import { coreMovementActions } from "./tokens";

export { OWNERSHIP, USER_ROLES, DataModelValidationError, HarnessDocument, HarnessCollection };
export type { HarnessUser, OperationRecord, StatusEffectConfig };

interface DocumentConfig {
  documentClass: typeof HarnessDocument;
  dataModels: Record<string, typeof TypeDataModel>;
  trackableAttributes: Record<string, unknown>;
}

const DOCUMENT_NAMES = [
  "Actor",
  "Item",
  "ActiveEffect",
  "Combat",
  "Combatant",
  "CombatantGroup",
  "Token",
  "ChatMessage",
] as const;
type DocumentName = (typeof DOCUMENT_NAMES)[number];

export type HarnessConfig = Record<DocumentName, DocumentConfig> & {
  Dice: { rolls: unknown[] };
  queries: Record<string, unknown>;
  /** v13: an array of status effect configurations (`Actor#toggleStatusEffect` looks ids up here). */
  statusEffects: StatusEffectConfig[];
  /** Special roles of statuses (`DEFEATED`, `INVISIBLE`, `BLIND`…) → status id. */
  specialStatusEffects: Record<string, string>;
  /** The sidebar and app classes Foundry instantiates (`CONFIG.ui.combat`: the combat tracker). */
  ui: Record<string, unknown>;
  /** v13 CONFIG.Token.movement: the movement actions (tokens.ts). */
  Token: { movement: { actions: Record<string, { label: string; teleport: boolean }>; defaultAction: string } };
};

export interface Harness {
  hooks: HarnessHooks;
  users: HarnessUsers;
  gm: HarnessUser;
  player: HarnessUser;
  dice: DiceQueue;
  i18n: HarnessI18n;
  settings: HarnessSettings;
  config: HarnessConfig;
  /** Every database call made since the harness was installed, oldest first; tests may clear it. */
  operations: OperationRecord[];
  game: Record<string, unknown> & { user: HarnessUser };
  /** Makes `user` the current user (`game.user`). */
  actAs(user: HarnessUser): void;
  /** Fires a lifecycle hook the way Foundry does (`Hooks.callAll`). */
  fire(hook: "init" | "i18nInit" | "setup" | "ready"): void;
}

function setGlobal(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
}

/** Installs a fresh harness into the global scope and returns its handles. */
export function installFoundry(): Harness {
  const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { id: string; version: string };
  const hooks = new HarnessHooks();
  const users = new HarnessUsers();
  const gm = users.add({ id: "gm0000000000000a", name: "Gamemaster", role: USER_ROLES.GAMEMASTER });
  const player = users.add({ id: "player00000000a", name: "Player", role: USER_ROLES.PLAYER });
  let current = gm;
  const dice = new DiceQueue();
  const i18n = new HarnessI18n();
  const settings = new HarnessSettings(() => current);

  const docConfig = (documentClass: typeof HarnessDocument): DocumentConfig => ({
    documentClass,
    dataModels: {},
    trackableAttributes: {},
  });
  const config: HarnessConfig = {
    Actor: docConfig(Actor),
    Item: docConfig(Item),
    ActiveEffect: docConfig(ActiveEffect),
    Combat: docConfig(Combat),
    Combatant: docConfig(Combatant),
    CombatantGroup: docConfig(CombatantGroup),
    Token: { ...docConfig(TokenDocument), movement: { actions: coreMovementActions(), defaultAction: "walk" } },
    ChatMessage: docConfig(ChatMessage),
    Dice: { rolls: [] },
    queries: {},
    statusEffects: [],
    specialStatusEffects: {},
    ui: {},
  };
  const documentConfig = (name: string): DocumentConfig | undefined =>
    (DOCUMENT_NAMES as readonly string[]).includes(name) ? config[name as DocumentName] : undefined;
  const collections: Record<string, HarnessCollection<HarnessDocument>> = {
    Actor: new HarnessCollection(),
    Item: new HarnessCollection(),
    Combat: new HarnessCollection(),
    ChatMessage: new HarnessCollection(),
  };
  let idCounter = 0;
  const operations: OperationRecord[] = [];
  bindDocuments({
    record: (operation) => operations.push(operation),
    hooks,
    currentUser: () => current,
    allUsers: () => users.contents,
    dataModels: (name) => documentConfig(name)?.dataModels,
    collection: (name) => collections[name],
    documentClass: (name) => documentConfig(name)?.documentClass,
    statusEffects: () => config.statusEffects,
    nextId: () => `harness${String(++idCounter).padStart(9, "0")}`,
  });

  const game = {
    system: { id: system.id, version: system.version },
    users,
    settings,
    i18n,
    actors: collections.Actor,
    items: collections.Item,
    combats: collections.Combat,
    messages: collections.ChatMessage,
    /** v13 `game.combat`: the active combat (`active: true` in its source; scenes are not imitated), or null. */
    get combat(): HarnessDocument | null {
      return collections.Combat?.find((c) => c._source.active === true) ?? null;
    },
    get user(): HarnessUser {
      return current;
    },
  };
  const Roll = createRollClass(dice);
  setGlobal("Hooks", hooks);
  setGlobal("game", game);
  setGlobal("CONFIG", config);
  setGlobal("Actor", Actor);
  setGlobal("Item", Item);
  setGlobal("ActiveEffect", ActiveEffect);
  setGlobal("fromUuid", fromUuid);
  setGlobal("fromUuidSync", fromUuidSync);
  setGlobal("Combat", Combat);
  setGlobal("Combatant", Combatant);
  setGlobal("CombatantGroup", CombatantGroup);
  setGlobal("TokenDocument", TokenDocument);
  setGlobal("ChatMessage", ChatMessage);
  setGlobal("Roll", Roll);
  setGlobal("foundry", {
    abstract: { TypeDataModel, DataModelValidationError },
    data: { fields },
    applications: { handlebars: { renderTemplate: createTemplateRenderer(i18n) } },
    CONST: { USER_ROLES, DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP },
    utils: { fromUuid, fromUuidSync },
  });
  installApplications(globalThis.foundry as unknown as Parameters<typeof installApplications>[0]);

  return {
    hooks,
    users,
    gm,
    player,
    dice,
    i18n,
    settings,
    config,
    operations,
    game,
    actAs(user) {
      current = user;
    },
    fire(hook) {
      hooks.callAll(hook);
    },
  };
}
