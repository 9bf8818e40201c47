// Rolling initiative for 200 combatants in the typed harness (tests/harness): Fray's batched roll (one
// Combatant update on the combat, one chat batch) against a naive per-combatant roll (an update and a chat
// message each), same dice, same final counts. The harness stands in for Foundry's database, so the figure
// measures Fray's own work plus one harness operation per call, not a server round trip: live, each saved
// call is a socket round trip, which is why the batch matters more there than here.
import { performance } from "node:perf_hooks";
import { installFoundry, type Harness } from "../../tests/harness";
import { installChatRolls } from "../../tests/harness/roll";
import type { CaseResult } from "../measure";
import { seededRandom } from "../measure";

const COUNT = 200;

interface Setup {
  readonly h: Harness;
  readonly combat: Combat.Implementation;
}

async function setUp(): Promise<Setup> {
  const h = installFoundry();
  const { listen } = await import("../../src/hooks/init");
  h.onEveryClient(listen); // every client registers Fray's hooks, as every browser does
  h.fire("init");
  h.settings.register("core", "rollMode", { scope: "client", default: "publicroll" });
  installChatRolls();
  Object.defineProperty(globalThis, "ui", {
    value: { notifications: { warn() {}, info() {}, error() {} } },
    configurable: true,
    writable: true,
  });
  await h.settings.set("fray", "preset", "srd51");
  const actors = [];
  for (let i = 0; i < COUNT; i++) {
    const system = { abilities: { dex: { value: 8 + (i % 10) } } };
    actors.push(await Actor.create({ name: `Foe ${i}`, type: "npc", system } as never));
  }
  const combatants = actors.map((a, i) => ({ name: `Foe ${i}`, actorId: a?.id }));
  const combat = (await Combat.create({ combatants })) as unknown as Combat.Implementation;
  return { h, combat };
}

/**
 * Clears every count (on the server, as a GM's update: a client's own source alone would leave the world's
 * counts, and the same dice would then change nothing), queues the same d20s, and returns the combatant ids.
 */
async function reset(setup: Setup, seed: number): Promise<string[]> {
  const random = seededRandom(seed);
  const ids = setup.combat.combatants.map((c) => c.id ?? "");
  await setup.combat.updateEmbeddedDocuments(
    "Combatant",
    ids.map((_id) => ({ _id, initiative: null })),
  );
  setup.h.dice.clear();
  setup.h.dice.queue(20, ...Array.from({ length: COUNT }, () => 1 + Math.floor(random() * 20)));
  return ids;
}

/** The naive way: roll each combatant alone, then one update and one chat message per combatant. */
async function naive(setup: Setup, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const combatant = setup.combat.combatants.get(id);
    if (!combatant) continue;
    const roll = await combatant.getInitiativeRoll().evaluate();
    await combatant.update({ initiative: roll.total });
    await ChatMessage.implementation.create({ content: String(roll.total), rolls: [JSON.stringify(roll)] });
  }
}

const counts = (setup: Setup): string =>
  JSON.stringify(setup.combat.combatants.map((c) => [c.id, c.initiative]).sort());

async function medianOf(setup: Setup, run: (ids: string[]) => Promise<void>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const ids = await reset(setup, 7);
    const start = performance.now();
    await run(ids);
    if (i >= 2) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

/** `initiative, 200 combatants`: Fray's batched roll vs the naive loop, after checking both give the same counts. */
export async function initiativeCase(selected: boolean): Promise<CaseResult | undefined> {
  if (!selected) return undefined;
  const setup = await setUp();
  const fray = (ids: string[]) => setup.combat.rollInitiative(ids).then(() => undefined);
  await fray(await reset(setup, 7));
  const fast = counts(setup);
  await naive(setup, await reset(setup, 7));
  if (counts(setup) !== fast) throw new Error("bench initiative: the batched and naive counts differ");
  const medianMs = await medianOf(setup, fray, 15);
  const referenceMedianMs = await medianOf(setup, (ids) => naive(setup, ids), 15);
  return {
    name: "initiative, 200 combatants",
    medianMs,
    referenceMedianMs,
    ratio: referenceMedianMs / medianMs,
    runs: 15,
  };
}
