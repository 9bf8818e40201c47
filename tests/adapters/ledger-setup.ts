// Shared set-up of the ledger tests: a roll harness (init, setup, queries, notifications), a DialogV2.confirm that
// answers from a queue, and a started, active combat of given creatures (each with a linked token).
import { vi } from "vitest";
import { creature, rollHarness, type RollHarness } from "./roll-setup";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
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
}

export interface Fight {
  combat: HarnessCombat;
  actors: Record<string, FrayActor>;
  combatant(name: string): HarnessCombatant;
}

/** An active combat of `fighters`, created and started by the GM; each combatant names a token `<name>-token`. */
export async function fight(h: LedgerHarness, ...fighters: Fighter[]): Promise<Fight> {
  const actors: Record<string, FrayActor> = {};
  const combatants = [];
  for (const f of fighters) {
    const ownership = f.player ? { default: 0, [h.player.id]: 3 } : undefined;
    const actor = await creature(f.name, f.system ?? {}, "character", ownership);
    actors[f.name] = actor;
    combatants.push({ name: f.name, actorId: actor.id, tokenId: `${f.name}-token`, initiative: f.initiative });
  }
  const combat = await h.config.Combat.documentClass.create({ active: true, combatants });
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  const started = combat as unknown as HarnessCombat;
  await started.startCombat();
  const combatant = (name: string): HarnessCombatant => {
    const found = started.turns.find((c) => c.name === name);
    if (!found) throw new Error(`no combatant ${name}`);
    return found;
  };
  return { combat: started, actors, combatant };
}

/** The combatant's stored ledger. */
export function ledgerOf(combatant: HarnessCombatant): TurnLedger {
  const ledger = (combatant.system as { ledger: TurnLedger | null }).ledger;
  if (!ledger) throw new Error(`${combatant.name} has no ledger`);
  return ledger;
}

/** The combatant as the Foundry type the adapters take. */
export const asCombatant = (c: HarnessCombatant) => c as unknown as Combatant.Implementation;
