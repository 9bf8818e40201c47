// Issue 28 (threeAction at the table): the harness behaviours Fray's centre-line cover, shields and Take Cover rely
// on, each with its FIDELITY.md row (F111–F113).
import { beforeEach, describe, expect, it } from "vitest";
import { creature, rollHarness, type RollHarness } from "../adapters/roll-setup";
import type { Scene as HarnessScene } from "./scene";

let h: RollHarness;
beforeEach(async () => {
  h = await rollHarness("threeAction");
});

describe("F111 joint validation on update sees the whole system data", () => {
  it("an update of one field is checked against the stored others; refused, no client's copy changes", async () => {
    const hero = await creature("Ayla");
    const created: unknown = await hero.createEmbeddedDocuments("Item", [
      { name: "Shield", type: "armor", system: { category: "shield", base: 2, hitPoints: 20, maxHitPoints: 20 } },
    ] as never);
    const shield = (created as { id: string; update(data: unknown): Promise<unknown>; system: unknown }[])[0];
    if (!shield) throw new Error("no shield");
    // Only `hitPoints` is sent: the joint rule compares it with the stored `maxHitPoints`.
    await expect(shield.update({ system: { hitPoints: 25 } })).rejects.toThrow(/hitPoints \(25\)/);
    const points = (item: { system: unknown } | undefined) => (item?.system as { hitPoints?: number }).hitPoints;
    for (const client of h.clients) {
      const actors = client.game.actors as Map<string, { items: Map<string, { system: unknown }> }>;
      expect(points(actors.get(hero.id ?? "")?.items.get(shield.id))).toBe(20);
    }
    await shield.update({ system: { hitPoints: 12 } });
    expect(points(shield)).toBe(12);
  });
});

describe("F112 a token's width and height are in grid squares, 1 by default", () => {
  it("a token made without them is 1 × 1; one made 3 wide is 3 squares on every client", async () => {
    const scene = (await Scene.create({
      name: "Hall",
      tokens: [
        { _id: "smallToken000000", name: "Small", x: 0, y: 0 },
        { _id: "hugeToken0000000", name: "Huge", x: 200, y: 0, width: 3, height: 3 },
      ],
    })) as unknown as HarnessScene;
    for (const client of h.clients) {
      const scenes = client.game.scenes as Map<string, HarnessScene>;
      const copy = scenes.get(scene.id) as HarnessScene;
      const small = copy.tokens.get("smallToken000000") as unknown as { width: number; height: number } | undefined;
      const huge = copy.tokens.get("hugeToken0000000") as unknown as { width: number; height: number } | undefined;
      expect([small?.width, small?.height]).toEqual([1, 1]);
      expect([huge?.width, huge?.height]).toEqual([3, 3]);
    }
  });
});

describe("F113 createActiveEffect fires on every client with the effect's actor and statuses", () => {
  it("a status toggled on one client reaches every client's hook as an effect of that actor holding the status", async () => {
    const hero = await creature("Ayla");
    const seen: { client: string; parent: string | null; statuses: string[] }[] = [];
    h.onEveryClient(() => {
      Hooks.on("createActiveEffect", ((effect: { parent: { id: string | null } | null; statuses: Set<string> }) => {
        seen.push({ client: game.user.id, parent: effect.parent?.id ?? null, statuses: [...effect.statuses] });
      }) as never);
    });
    await hero.toggleStatusEffect("prone", { active: true });
    await h.settle();
    expect(seen.map((s) => s.client).sort()).toEqual(h.clients.map((c) => c.game.user.id).sort());
    for (const s of seen) expect(s).toMatchObject({ parent: hero.id, statuses: ["prone"] });
  });
});
