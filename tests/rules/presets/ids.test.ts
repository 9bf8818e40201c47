import { describe, expect, it } from "vitest";
import { DEFAULT_PRESET, PRESET_IDS, PRESET_LABEL_KEYS, assertPresetId, isPresetId } from "../../../src/rules";

describe("preset ids", () => {
  it("lists the five rule families in settings order, srd52 by default", () => {
    expect(PRESET_IDS).toEqual(["srd51", "srd52", "a5e", "threeAction", "delta"]);
    expect(DEFAULT_PRESET).toBe("srd52");
  });

  it("gives each preset a label key in Fray's namespace", () => {
    for (const id of PRESET_IDS) expect(PRESET_LABEL_KEYS[id]).toBe(`FRAY.Preset.${id}`);
  });

  it("recognises only the built-in ids", () => {
    for (const id of PRESET_IDS) expect(isPresetId(id)).toBe(true);
    for (const bad of ["", "SRD52", "pf2e", null, undefined, 5, {}]) expect(isPresetId(bad)).toBe(false);
  });

  it("rejects an unknown preset with a message naming the field and the accepted ids", () => {
    expect(assertPresetId("a5e")).toBe("a5e");
    expect(() => assertPresetId("pf2e", "fray.preset")).toThrow(
      'fray.preset: unknown preset "pf2e"; expected one of srd51, srd52, a5e, threeAction, delta',
    );
    expect(() => assertPresetId(undefined)).toThrow(/^preset: unknown preset undefined/);
  });
});
