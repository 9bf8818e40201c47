// The combat tracker's view data (src/applications/combat/tracker-context.ts) rendered with its templates:
// ledger pips per economy, tie, roll-off, surprise, group and initiative-ability markers, world actions, the
// reorder phase, and what a player may see. The tracker over a Combat is in combat-tracker.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import {
  TRACKER_PARTIALS,
  TRACKER_TEMPLATE,
  trackerContext,
  type TrackerInput,
  type TrackerRowInput,
} from "../../src/applications/combat/tracker-context";
import { createTurnLedger, getPreset, spendTurnCost, type TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = frayHarness();
});

const i18n = () => ({
  localize: (key: string) => game.i18n.localize(key),
  format: (key: string, data: Record<string, unknown>) =>
    game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
});

/** A ledger on its turn under `preset`, after spending `costs`. */
function ledgerOf(preset: string, costs: { kind: "action" | "movement" | "reaction"; amount?: number }[]): TurnLedger {
  const economy = getPreset(preset).policies.economy;
  let ledger = createTurnLedger(economy, { speed: 30, onTurn: true });
  for (const cost of costs) {
    const result = spendTurnCost(ledger, economy, cost);
    if (!result.ok) throw new Error(result.reason);
    ledger = result.ledger;
  }
  return ledger;
}

function row(over: Partial<TrackerRowInput> & { id: string }): TrackerRowInput {
  return {
    name: over.id,
    img: "icons/svg/mystery-man.svg",
    initiative: 12,
    hidden: false,
    defeated: false,
    owner: true,
    active: false,
    ledger: null,
    surprised: false,
    suddenAction: false,
    initiativeAbility: "",
    rollOffs: [],
    group: null,
    tie: { open: false, up: false, down: false },
    ...over,
  };
}

function input(rows: TrackerRowInput[], over: Partial<TrackerInput> = {}): TrackerInput {
  return {
    isGM: true,
    rows,
    abilityChoice: false,
    worldActions: { enabled: false, actions: [] },
    reorder: { open: false, picked: null },
    i18n: i18n(),
    ...over,
  };
}

/** The tracker part rendered, after loading the partials its part lists (as the tracker's first render does). */
async function html(context: ReturnType<typeof trackerContext>): Promise<string> {
  await foundry.applications.handlebars.loadTemplates([...TRACKER_PARTIALS]);
  return foundry.applications.handlebars.renderTemplate(TRACKER_TEMPLATE, { fray: context });
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("ECON-1 / ECON-3 ledger pips in the tracker", () => {
  it("ECON-1 (srd52): the action spent, the bonus action and reaction left, 20 ft of movement left", async () => {
    const ledger = ledgerOf("srd52", [{ kind: "action" }, { kind: "movement", amount: 10 }]);
    const out = await html(trackerContext(input([row({ id: "ayla", ledger })])));
    expect(count(out, "fray-pip--action is-spent")).toBe(1);
    expect(count(out, "fray-pip--reaction ")).toBe(1);
    expect(out).not.toContain("fray-pip--reaction is-spent");
    expect(count(out, "fray-pip--bonus")).toBe(1); // every turn has its bonus action
    expect(out).not.toContain("fray-pip--bonus is-spent");
    expect(out).toContain(">20 ft<");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("ECON-3 (threeAction): three action pips, one spent, a reaction, no feet", async () => {
    const ledger = ledgerOf("threeAction", [{ kind: "action" }]);
    const out = await html(trackerContext(input([row({ id: "ayla", ledger })])));
    expect(count(out, "fray-pip fray-pip--action")).toBe(3);
    expect(count(out, "fray-pip--action is-spent")).toBe(1);
    expect(count(out, "fray-pip--reaction")).toBe(1);
    expect(out).not.toContain("fray-turn__feet");
    expect(out).toContain("Actions: 2 of 3 left");
  });

  it("ECON-1: a player sees the pips of its own combatants only", async () => {
    const ledger = ledgerOf("srd52", []);
    const context = trackerContext(
      input([row({ id: "mine", ledger }), row({ id: "theirs", owner: false, ledger })], { isGM: false }),
    );
    expect(context.rows.map((r) => r.ledger !== null)).toEqual([true, false]);
    expect(count(await html(context), "fray-turn__ledger")).toBe(1);
  });
});

describe("INIT-9 / INIT-11 / INIT-12 ties and roll-offs", () => {
  it("INIT-9: a tie badge on every tied row, up/down only where canMoveInTie allows", async () => {
    const context = trackerContext(
      input(
        [
          row({ id: "a", tie: { open: true, up: false, down: true } }),
          row({ id: "b", tie: { open: true, up: false, down: false } }),
          row({ id: "c" }),
        ],
        { isGM: false },
      ),
    );
    expect(context.rows.map((r) => r.tie)).toEqual([{ up: false, down: true }, { up: false, down: false }, null]);
    const out = await html(context);
    expect(count(out, "fray-marker--tie")).toBe(2);
    expect(count(out, 'data-action="frayMoveInTie"')).toBe(1);
    expect(out).toContain('data-direction="1"');
  });

  it("INIT-12: no tie controls on a combatant the player doesn't own, whatever the combat says", () => {
    const context = trackerContext(
      input([row({ id: "x", owner: false, tie: { open: true, up: true, down: true } })], { isGM: false }),
    );
    expect(context.rows[0]?.tie).toEqual({ up: false, down: false });
  });

  it("INIT-11: the roll-off d20s as a badge with a tooltip", async () => {
    const out = await html(trackerContext(input([row({ id: "a", initiative: 15, rollOffs: [17, 9] })])));
    expect(out).toContain(">roll-off 17 → 9<");
    expect(out).toContain('data-tooltip="Tied at 15: roll-off d20s 17 → 9; the higher goes first"');
  });
});

describe("INIT-4 / INIT-5 / INIT-6 / INIT-8 markers", () => {
  it("INIT-4 group, INIT-5/6 surprised and INIT-8 sudden action markers, names escaped", async () => {
    const out = await html(
      trackerContext(
        input([
          row({ id: "g", group: "Goblins <b>", surprised: true }),
          row({ id: "s", name: "<i>Sly</i>", suddenAction: true }),
        ]),
      ),
    );
    expect(out).toContain("Goblins &lt;b&gt;");
    expect(out).toContain("&lt;i&gt;Sly&lt;/i&gt;");
    expect(count(out, "fray-marker--surprised")).toBe(1);
    expect(count(out, "fray-marker--sudden")).toBe(1);
  });
});

describe("INIT-2 initiative ability (a5e)", () => {
  it("a GM gets a select on unrolled combatants, a badge once rolled; nothing outside a5e", async () => {
    const rows = [row({ id: "a", initiative: null }), row({ id: "b", initiativeAbility: "wis" })];
    const gm = trackerContext(input(rows, { abilityChoice: true }));
    expect(gm.rows[0]?.ability?.editable).toBe(true);
    expect(gm.rows[0]?.ability?.options.map((o) => o.value)).toEqual(["", "str", "dex", "con", "int", "wis", "cha"]);
    expect(gm.rows[1]?.ability).toMatchObject({ editable: false, label: "Wisdom" });
    const out = await html(gm);
    expect(count(out, "<select")).toBe(1);
    expect(out).toContain('<option value="wis">Wisdom</option>');
    const player = trackerContext(input(rows, { abilityChoice: true, isGM: false }));
    expect(player.rows[0]?.ability).toBeNull();
    expect(trackerContext(input(rows)).rows.every((r) => r.ability === null)).toBe(true);
  });
});

describe("hidden combatants", () => {
  it("a player's tracker holds nothing of a hidden combatant: no row, name, badge or count", async () => {
    const rows = [
      row({ id: "ayla", name: "Ayla" }),
      row({ id: "lurker", name: "Secret Lurker", owner: false, hidden: true, surprised: true, rollOffs: [4] }),
    ];
    const player = trackerContext(input(rows, { isGM: false }));
    expect(player.rows.map((r) => r.id)).toEqual(["ayla"]);
    const out = await html(player);
    expect(out).not.toContain("Secret Lurker");
    expect(out).not.toContain("lurker");
    expect(out).not.toContain("roll-off");
    expect(out).not.toContain("fray-marker--surprised");
    const gm = await html(trackerContext(input(rows)));
    expect(gm).toContain("Secret Lurker");
    expect(gm).toMatch(/class="combatant fray-turn\s*hide"/);
  });
});

describe("ENV-1 / ENV-2 world actions header (a5e)", () => {
  const actions = [
    { id: "w1", name: "Falling rocks", recharge: { min: 5 }, available: true },
    { id: "w2", name: "Gust <script>", recharge: { min: 5 }, available: false },
    { id: "w3", name: "Tremor", recharge: { min: 6 }, available: false },
  ];

  it("ENV-2: available or recharging 5–6, Use on available ones and Add for the GM", async () => {
    const context = trackerContext(input([], { worldActions: { enabled: true, actions } }));
    expect(context.worldActions?.actions.map((a) => [a.state, a.canUse])).toEqual([
      ["Available", true],
      ["Recharging 5–6", false],
      ["Recharging 6", false],
    ]);
    const out = await html(context);
    expect(count(out, 'data-action="frayUseWorldAction"')).toBe(1);
    expect(count(out, 'data-action="frayAddWorldAction"')).toBe(1);
    expect(out).toContain("Gust &lt;script&gt;");
  });

  it("ENV-1: players see the list without buttons; no header when the policy is off", async () => {
    const player = await html(trackerContext(input([], { isGM: false, worldActions: { enabled: true, actions } })));
    expect(player).toContain("Falling rocks");
    expect(player).not.toContain("frayUseWorldAction");
    expect(player).not.toContain("frayAddWorldAction");
    expect(await html(trackerContext(input([], { worldActions: { enabled: false, actions } })))).not.toContain(
      "fray-world-actions",
    );
  });
});

describe("INIT-14 reorder phase (delta)", () => {
  it("a banner, swaps from the viewer's own rows to the same side (players / GM), never a surprised one", async () => {
    const rows = [
      row({ id: "a", playerOwned: true }),
      row({ id: "b", owner: false, playerOwned: true }),
      row({ id: "c", surprised: true, playerOwned: true }),
      row({ id: "orc", owner: false }),
    ];
    const context = trackerContext(input(rows, { isGM: false, reorder: { open: true, picked: null } }));
    expect(context.rows.map((r) => r.swap)).toEqual(["pick", null, null, null]);
    const picked = trackerContext(input(rows, { isGM: false, reorder: { open: true, picked: "a" } }));
    expect(picked.rows.map((r) => r.swap)).toEqual(["cancel", "target", null, null]);
    const gm = trackerContext(input([...rows, row({ id: "ogre" })], { reorder: { open: true, picked: "orc" } }));
    expect(gm.rows.map((r) => r.swap)).toEqual([null, null, null, "cancel", "target"]);
    const out = await html(picked);
    expect(out).toContain("Reorder phase");
    expect(out).toContain("Swap a with…");
    // Valid list markup: every child of the tracker's list is a plain list item (the banner's live region is
    // inside its item, never the item itself).
    expect(out).not.toMatch(/<li\b[^>]*\brole=/);
    expect(out).toMatch(
      /<li class="fray-reorder-banner">\s*(?:\{\{!--[\s\S]*?--\}\}\s*)?<div class="fray-reorder-banner__status" role="status">/,
    );
    expect(trackerContext(input(rows)).reorder).toBeNull();
  });
});
