// Issue 16 item 4: a user never reads a code. tests/harness/setup.ts fails any adapter test in which a client
// showed a notification with a raw refusal code or an unlocalized key; this file checks that the guard sees
// each kind, and lets words through.
import { afterEach, describe, expect, it } from "vitest";
import { RAW_CODE, rawCodeNotifications, type HarnessClient } from "./client";
import { installFoundry } from "./index";

/** The running client's `ui` (read without fvtt-types' declarations). */
const ui = () => (globalThis as unknown as { ui: HarnessClient["ui"] }).ui;

afterEach(() => {
  // The codes these tests show on purpose must not fail them in setup.ts's check.
  rawCodeNotifications.splice(0);
});

describe("a notification showing a code is caught", () => {
  it.each([
    ["a bare refusal code", "noHitPoints"],
    ["a code inside a sentence", "Refused: notYourTurn."],
    ["an unlocalized key", "FRAY.TurnLedger.Refusal.notEnoughActions"],
    ["a key inside a sentence", "Could not apply: FRAY.Chat.Refusal.Other"],
  ])("%s", (_, message) => {
    const h = installFoundry();
    h.actAs(h.player);
    ui().notifications.warn(message);
    expect(rawCodeNotifications).toEqual([`${h.player.name} (warn): ${message}`]);
  });

  it.each([
    "Only the card's author or a GM can use that button.",
    "Ayla: its Attack action has no attacks left and no action is left for another.",
    "This creature has no Sleight of Hand skill under the current rules.",
  ])("words pass: %s", (message) => {
    expect(RAW_CODE.test(message)).toBe(false);
  });
});
