// Setup file of the `adapters` test project: Foundry's globals must exist before any src module loads,
// because Fray's classes extend them at import time. Tests install a fresh harness per test as they need.
// After each test the harness settles: hooks, turn events, socket messages and moves still running finish,
// and an error one of them threw (in Foundry: an uncaught error in some client's console) fails the test, as
// does a notification that showed a user a code or a localization key instead of words (issue 16 item 4).
import { afterEach, expect } from "vitest";
import { rawCodeNotifications } from "./client";
import { installFoundry } from "./index";
import { settle } from "./runtime";

installFoundry();

afterEach(async () => {
  await settle();
  const raw = rawCodeNotifications.splice(0);
  expect(raw, "notifications that show a code instead of words").toEqual([]);
});
