import { describe, expect, it } from "vitest";
import { GRABBED_MANIPULATE_DC, RuleInputError, manipulateGate } from "../../../src/rules";

describe("TA-12 grabbed and restrained creatures' manipulate actions", () => {
  it("TA-12: grabbed: a manipulate action needs a DC 5 flat check first", () => {
    expect(GRABBED_MANIPULATE_DC).toBe(5);
    expect(manipulateGate({ grabbed: 1 }, true)).toEqual({ allowed: true, flatCheck: { dc: 5, reason: "grabbed" } });
  });

  it("TA-12: restrained: no manipulate action at all (refused), whatever else it has", () => {
    expect(manipulateGate({ restrained: 1 }, true)).toEqual({ allowed: false, reason: "restrained" });
    expect(manipulateGate({ restrained: 1, grabbed: 1 }, true)).toEqual({ allowed: false, reason: "restrained" });
  });

  it("TA-12: an action without the manipulate trait (Raise a Shield, Escape, Seek) is neither checked nor refused", () => {
    expect(manipulateGate({ grabbed: 1 }, false)).toEqual({ allowed: true, flatCheck: null });
    expect(manipulateGate({ restrained: 1 }, false)).toEqual({ allowed: true, flatCheck: null });
  });

  it("TA-12: free of both (or at 0), a manipulate action goes ahead unchecked", () => {
    expect(manipulateGate({}, true)).toEqual({ allowed: true, flatCheck: null });
    expect(manipulateGate({ grabbed: 0, restrained: 0, frightened: 2 }, true)).toEqual({
      allowed: true,
      flatCheck: null,
    });
  });

  it("TA-12: bad input is a clear error", () => {
    expect(() => manipulateGate({ grabbed: 1 }, "yes" as never)).toThrow(RuleInputError);
    expect(() => manipulateGate(null as never, true)).toThrow(RuleInputError);
  });
});
