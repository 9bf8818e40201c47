// The common set-up of adapter tests: a fresh harness with Fray's `init` and `setup` hooks run (document
// classes, data models, settings, the preset's status effects).
import { installFoundry, type Harness } from "../harness";
import { listen } from "../../src/hooks/init";
import { listen as listenSetup } from "../../src/hooks/setup";

/** A fresh harness with Fray initialised and set up. */
export function frayHarness(): Harness {
  const h = installFoundry();
  h.onEveryClient(listen);
  h.onEveryClient(listenSetup);
  h.fire("init");
  h.fire("setup");
  return h;
}
