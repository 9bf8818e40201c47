// Setup file of the `adapters` test project: Foundry's globals must exist before any src module loads,
// because Fray's classes extend them at import time. Tests install a fresh harness per test as they need.
import { installFoundry } from "./index";

installFoundry();
