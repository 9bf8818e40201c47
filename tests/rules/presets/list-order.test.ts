// Issue 15 item 7: the order a preset list offers presets in (the fray.preset setting, the rules menu,
// game.fray.presets): the built-ins as PRESET_IDS lists them, then modules' presets in registration order.
import { describe, expect, it } from "vitest";
import { PRESET_IDS, createPresetRegistry, presetsInListOrder } from "../../../src/rules";

describe("presets in list order", () => {
  it("lists the five built-ins in PRESET_IDS order, though srd52 is registered first", () => {
    const registry = createPresetRegistry();
    expect(registry.list()[0]?.id).toBe("srd52");
    expect(presetsInListOrder(registry).map((p) => p.id)).toEqual([...PRESET_IDS]);
  });

  it("puts modules' presets after the built-ins, in the order they were registered", () => {
    const registry = createPresetRegistry();
    registry.register({ id: "zeta.one", label: "Z.One", extends: "threeAction", policies: {} });
    registry.register({ id: "alpha.two", label: "A.Two", extends: "srd51", policies: {} });
    expect(presetsInListOrder(registry).map((p) => p.id)).toEqual([...PRESET_IDS, "zeta.one", "alpha.two"]);
  });

  it("a module preset replacing a built-in id keeps the built-in's place", () => {
    const registry = createPresetRegistry();
    registry.register({ id: "a5e", label: "Mine", extends: "srd52", policies: {} }, { replace: true });
    const listed = presetsInListOrder(registry);
    expect(listed.map((p) => p.id)).toEqual([...PRESET_IDS]);
    expect(listed[2]?.label).toBe("Mine");
  });
});
