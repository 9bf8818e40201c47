// Loads the built fray.mjs (not the sources) into the harness, fires init, and checks that it registers
// the documents, models and setting with their class names intact (Foundry and modules rely on them).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, inject, it } from "vitest";
import { installFoundry } from "../harness";

describe("the built bundle", () => {
  it("registers Fray at init, with class names kept", async () => {
    const h = installFoundry();
    await import(pathToFileURL(join(inject("distDir"), "fray.mjs")).href);
    h.fire("init");
    expect(h.config.Actor.documentClass.name).toBe("FrayActor");
    expect(h.config.Item.documentClass.name).toBe("FrayItem");
    expect(h.config.Combat.documentClass.name).toBe("FrayCombat");
    expect(h.config.Combatant.documentClass.name).toBe("FrayCombatant");
    expect(h.config.Token.documentClass.name).toBe("FrayTokenDocument");
    expect(Object.values(h.config.Actor.dataModels).map((m) => m.name)).toEqual(["CharacterData", "NpcData"]);
    expect(h.settings.settings.has("fray.preset")).toBe(true);
    expect(game.fray.preset).toBe("srd52");
  });
});
