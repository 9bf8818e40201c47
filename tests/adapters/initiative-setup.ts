// Shared set-up of the initiative tests: a harness with Fray's init and setup run, queries and chat rolls, a
// notifications stand-in, and helpers that build a combat of creatures and read its order.
import { installChatRolls } from "../harness/roll";
import { rollHarness, type RollHarness } from "./roll-setup";
import type { HarnessUser } from "../harness";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import { listen as listenSetup } from "../../src/hooks/setup";
import { FrayCombat } from "../../src/documents";

export interface Fighter {
  readonly name: string;
  readonly type?: "character" | "npc";
  /** Actor system data (abilities, perception…). */
  readonly system?: Record<string, unknown>;
  /** Owned by the harness player. */
  readonly player?: boolean;
  /** Owned by this user (another player than the harness's first one, say). */
  readonly owner?: HarnessUser;
  /** Share this actor with an earlier fighter of the same `kind` (identical creatures, INIT-4). */
  readonly kind?: string;
  /** Extra combatant source (initiative, system, hidden…). */
  readonly combatant?: Record<string, unknown>;
}

/** A fresh harness under `preset`, with Fray's setup hook run too. */
export async function initiativeHarness(preset = "srd52"): Promise<RollHarness> {
  const h = await rollHarness(preset);
  h.onEveryClient(listenSetup);
  h.fire("setup");
  installChatRolls();
  (game.messages as unknown as { clear(): void }).clear();
  return h;
}

/** Dexterity score → a creature's system data. */
export const dex = (score: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  abilities: { dex: { value: score } },
  ...extra,
});

/**
 * A Combat of `fighters`, created by the GM, as a handle on the acting client's copy; identical creatures (same
 * `kind`) share one actor.
 */
export async function combatOf(h: RollHarness, ...fighters: Fighter[]): Promise<FrayCombat & HarnessCombat> {
  const kinds = new Map<string, string>();
  const combatants = [];
  for (const f of fighters) {
    let actorId = f.kind ? kinds.get(f.kind) : undefined;
    if (!actorId) {
      const data: Record<string, unknown> = {
        name: f.kind ?? f.name,
        type: f.type ?? "character",
        system: f.system ?? {},
      };
      if (f.player) data.ownership = { default: 0, [h.player.id]: 3 };
      if (f.owner) data.ownership = { default: 0, [f.owner.id]: 3 };
      const actor = (await Actor.create(data as never)) as unknown as { id: string };
      actorId = actor.id;
      if (f.kind) kinds.set(f.kind, actorId);
    }
    combatants.push({ name: f.name, actorId, ...f.combatant });
  }
  const combat = await h.config.Combat.documentClass.create({ combatants });
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  // The acting client's copy, whoever acts: after h.actAs(h.player) the test plays on the player's client.
  return h.follow(combat) as unknown as FrayCombat & HarnessCombat;
}

/** The combatant named `name`. */
export function named(combat: HarnessCombat, name: string): HarnessCombatant {
  const found = combat.turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
}

/** The names in turn order. */
export const order = (combat: HarnessCombat): string[] => combat.turns.map((c) => c.name);

/** Ids of `names`, in that order. */
export const ids = (combat: HarnessCombat, ...names: string[]): string[] => names.map((n) => named(combat, n).id);

/** A combatant's `system` data. */
export const sys = (c: HarnessCombatant): Record<string, unknown> => c.system as unknown as Record<string, unknown>;
