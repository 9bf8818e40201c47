// Shared set-up of the ledger tests: a roll harness (init, setup, queries, notifications), a DialogV2.confirm that
// answers from a queue, and a started, active combat of given creatures (each with a linked token on a scene).
import { vi } from "vitest";
import { creature, rollHarness, type RollHarness } from "./roll-setup";
import {
  Scene,
  TokenDocument,
  type Combat as HarnessCombat,
  type Combatant as HarnessCombatant,
  type TokenDocument as HarnessToken,
} from "../harness/classes";
import type { HarnessDocument } from "../harness";
import { FrayCombat } from "../../src/documents";
import { listen as listenSetup } from "../../src/hooks/setup";
import type { FrayActor } from "../../src/documents/actor";
import type { TurnLedger } from "../../src/rules";

export interface LedgerHarness extends RollHarness {
  /** Answers of DialogV2.confirm, oldest first; a confirm with none queued fails the test. */
  confirms: boolean[];
  confirm: ReturnType<typeof vi.fn>;
}

/** A roll harness with Fray initialised under `preset`, and a queued DialogV2.confirm. */
export async function ledgerHarness(preset = "srd52"): Promise<LedgerHarness> {
  const h = await rollHarness(preset);
  h.onEveryClient(listenSetup);
  h.fire("setup"); // the status effects (incapacitated, unconscious…)
  const confirms: boolean[] = [];
  const confirm = vi.fn(() => {
    const answer = confirms.shift();
    if (answer === undefined) return Promise.reject(new Error("test: a confirm nobody expected"));
    return Promise.resolve(answer);
  });
  const api = (foundry.applications as unknown as { api: Record<string, unknown> }).api;
  api.DialogV2 = { confirm };
  return Object.assign(h, { confirms, confirm });
}

export interface Fighter {
  name: string;
  initiative: number;
  system?: Record<string, unknown>;
  /** The player owns this creature. */
  player?: boolean;
  /** The actor's type (default "character"). */
  type?: "character" | "npc";
}

export interface Fight {
  /** The combat, the creatures' actors, combatants and tokens: each read as the acting client's own copy. */
  readonly combat: HarnessCombat;
  readonly actors: Readonly<Record<string, FrayActor>>;
  combatant(name: string): HarnessCombatant;
  token(name: string): HarnessToken;
}

/**
 * An active combat of `fighters` on a scene, created and started by the GM (its turn events settled); each
 * fighter has a linked token `<name>-token` at the origin of 100 px squares of 5 ft.
 */
export async function fight(h: LedgerHarness, ...fighters: Fighter[]): Promise<Fight> {
  const actors: Record<string, FrayActor> = {};
  const combatants: Record<string, unknown>[] = [];
  const tokens: Record<string, unknown>[] = [];
  for (const f of fighters) {
    const ownership = f.player ? { default: 0, [h.player.id]: 3 } : undefined;
    const actor = await creature(f.name, f.system ?? {}, f.type ?? "character", ownership);
    actors[f.name] = actor;
    tokens.push({ _id: `${f.name}-token`, name: f.name, actorId: actor.id, x: 0, y: 0 });
  }
  const scene = await h.as(h.gm, () => Scene.create({ name: "Arena", tokens }));
  if (!scene) throw new Error("no scene");
  for (const f of fighters) {
    const actorId = (actors[f.name] as FrayActor).id;
    combatants.push({ name: f.name, actorId, sceneId: scene.id, tokenId: `${f.name}-token`, initiative: f.initiative });
  }
  const combat = await h.as(h.gm, () => h.config.Combat.documentClass.create({ active: true, combatants }));
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  const gmCombat = combat as unknown as HarnessCombat;
  await h.as(h.gm, () => gmCombat.startCombat());
  await h.settle();
  const own = <T extends HarnessDocument>(doc: T): T => h.doc(doc);
  return {
    get combat() {
      return own(gmCombat);
    },
    actors: new Proxy(actors, {
      get: (target, name: string) => (target[name] ? own(target[name] as never) : undefined),
    }),
    combatant(name) {
      const found = own(gmCombat).turns.find((c) => c.name === name);
      if (!found) throw new Error(`no combatant ${name}`);
      return found;
    },
    token(name) {
      const token = own(scene).getEmbeddedDocument("Token", `${name}-token`);
      if (!(token instanceof TokenDocument)) throw new Error(`no token for ${name}`);
      return token;
    },
  };
}

/** The combatant's stored ledger. */
export function ledgerOf(combatant: HarnessCombatant): TurnLedger {
  const ledger = (combatant.system as { ledger: TurnLedger | null }).ledger;
  if (!ledger) throw new Error(`${combatant.name} has no ledger`);
  return ledger;
}

/** The combatant as the Foundry type the adapters take. */
export const asCombatant = (c: HarnessCombatant) => c as unknown as Combatant.Implementation;

/** A region drawn for a test: its squares (top-left `x`, `y`, `w` × `h`), behaviours and other fields. */
export interface RegionDraft {
  readonly squares: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly behaviors: readonly Record<string, unknown>[];
  readonly name?: string;
  readonly elevation?: { readonly bottom: number | null; readonly top: number | null };
}

/** The GM draws a rectangular region on `token`'s scene (100 px squares); resolves to the GM's copy once settled. */
export async function addRegion(
  h: LedgerHarness,
  token: HarnessDocument,
  draft: RegionDraft,
): Promise<{ update(data: object): Promise<unknown> }> {
  const scene = h.doc(token, h.gm).parent as unknown as {
    createEmbeddedDocuments(n: string, d: object[]): Promise<{ update(data: object): Promise<unknown> }[]>;
  };
  const { x, y, w, h: height } = draft.squares;
  const shapes = [{ type: "rectangle", x: x * 100, y: y * 100, width: w * 100, height: height * 100 }];
  const data = {
    name: draft.name ?? "Region",
    shapes,
    behaviors: draft.behaviors,
    ...(draft.elevation ? { elevation: draft.elevation } : {}),
  };
  const [region] = await h.as(h.gm, () => scene.createEmbeddedDocuments("Region", [data]));
  await h.settle();
  if (!region) throw new Error("no region");
  return region;
}
