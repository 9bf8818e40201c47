// Shared set-up of the round and turn automation tests: the roll harness with the setup hook fired (the
// preset's conditions become status effects), combats of named creatures, and the helpers to read them.
import { rollHarness, type RollHarness } from "./roll-setup";
import { listen as listenSetup } from "../../src/hooks/setup";
import { FrayCombat } from "../../src/documents";
import type { Combat as HarnessCombat, Combatant as HarnessCombatant } from "../harness/classes";
import { automationSettled } from "../../src/combat/automation";
import type { FrayActor } from "../../src/documents/actor";

export { automationSettled };

/** A fresh harness with Fray's init and setup run under `preset`. */
export async function automationHarness(preset: string): Promise<RollHarness> {
  const h = await rollHarness(preset);
  h.onEveryClient(listenSetup);
  h.fire("setup");
  return h;
}

export interface Fighter {
  name: string;
  initiative: number;
  type?: "character" | "npc";
  /** CONST.TOKEN_DISPOSITIONS: 1 friendly (heroes by default), −1 hostile (NPCs by default). */
  disposition?: number;
  system?: Record<string, unknown>;
}

/** A Combat of new creatures, created by the GM. */
export async function combatOf(...fighters: Fighter[]): Promise<HarnessCombat> {
  const combatants = [];
  for (const f of fighters) {
    const type = f.type ?? "character";
    const disposition = f.disposition ?? (type === "character" ? 1 : -1);
    const actor = (await Actor.create({
      name: f.name,
      type,
      system: f.system ?? {},
      prototypeToken: { disposition },
    } as never)) as unknown as { id: string };
    combatants.push({ name: f.name, actorId: actor.id, initiative: f.initiative });
  }
  const combat = await CONFIG.Combat.documentClass.create({ combatants });
  if (!(combat instanceof FrayCombat)) throw new Error("not a FrayCombat");
  return combat as unknown as HarnessCombat;
}

export function combatantNamed(combat: HarnessCombat, name: string): HarnessCombatant {
  const found = combat.turns.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found;
}

export function actorNamed(combat: HarnessCombat, name: string): FrayActor {
  const actor = combatantNamed(combat, name).actor;
  if (!actor) throw new Error(`no actor for ${name}`);
  return actor as unknown as FrayActor;
}

/** Sets an actor's hit points as the GM's damage buttons do, then waits for the automation it sets off. */
export async function setHp(actor: FrayActor, value: number, options: object = {}): Promise<void> {
  await actor.update({ system: { hp: { value } } }, options);
  await automationSettled();
}

export function messageCount(): number {
  return (game.messages as unknown as { size: number }).size;
}

export function names(combat: HarnessCombat): string[] {
  return combat.turns.map((c) => c.name);
}
