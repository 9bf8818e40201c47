// Fray's combat tracker (src/applications/combat/tracker.ts) and its view data (tracker-context.ts): ledger
// pips per economy, tie, roll-off, surprise, group and initiative-ability markers, world actions and the
// reorder phase, what a player may see; the tracker's actions over a harness Combat whose FrayCombat methods
// are stubbed (their own tests live with combat.ts).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type Harness } from "../harness";
import { coreActions } from "../harness/combat-tracker";
import { listen } from "../../src/hooks/init";
import { listen as listenSetup } from "../../src/hooks/setup";
import { FrayCombatTracker, type TrackerCombat } from "../../src/applications/combat/tracker";
import type { FrayCombat } from "../../src/documents";
import { FraySurpriseDialog } from "../../src/applications/combat/surprise-dialog";
import {
  TRACKER_TEMPLATE,
  trackerContext,
  type TrackerInput,
  type TrackerRowInput,
} from "../../src/applications/combat/tracker-context";
import { createTurnLedger, getPreset, spendTurnCost, type TurnLedger } from "../../src/rules";

let h: Harness;
beforeEach(() => {
  h = installFoundry();
  listen();
  listenSetup();
  h.fire("init");
  h.fire("setup");
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

async function html(context: ReturnType<typeof trackerContext>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(TRACKER_TEMPLATE, { fray: context });
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("ECON-1 / ECON-3 ledger pips in the tracker", () => {
  it("ECON-1 (srd52): the action spent, the reaction left, 20 ft of movement left", async () => {
    const ledger = ledgerOf("srd52", [{ kind: "action" }, { kind: "movement", amount: 10 }]);
    const out = await html(trackerContext(input([row({ id: "ayla", ledger })])));
    expect(count(out, "fray-pip--action is-spent")).toBe(1);
    expect(count(out, "fray-pip--reaction ")).toBe(1);
    expect(out).not.toContain("fray-pip--reaction is-spent");
    expect(out).not.toContain("fray-pip--bonus"); // no feature grants one
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
  it("a banner, swap picks on the player's own rows, never on a surprised one", async () => {
    const rows = [row({ id: "a" }), row({ id: "b", owner: false }), row({ id: "c", surprised: true })];
    const context = trackerContext(input(rows, { isGM: false, reorder: { open: true, picked: null } }));
    expect(context.rows.map((r) => r.swap)).toEqual(["pick", null, null]);
    const picked = trackerContext(input(rows, { isGM: false, reorder: { open: true, picked: "a" } }));
    expect(picked.rows.map((r) => r.swap)).toEqual(["cancel", "target", null]);
    const out = await html(picked);
    expect(out).toContain("Reorder phase");
    expect(out).toContain("Swap a with…");
    expect(trackerContext(input(rows)).reorder).toBeNull();
  });
});

/** A harness FrayCombat with the FrayCombat methods the tracker calls stubbed. */
async function trackerCombat(options: { hidden?: boolean } = {}) {
  const player = h.player.id;
  const actor = async (name: string, owned: boolean) =>
    (await Actor.create({
      name,
      type: "character",
      ownership: owned ? { default: 0, [player]: 3 } : { default: 0 },
    } as never)) as unknown as { id: string };
  const ayla = await actor("Ayla", true);
  const orc = await actor("Orc Captain", false);
  const lurker = await actor("Secret Lurker", false);
  const combat = (await h.config.Combat.documentClass.create({
    combatants: [
      { _id: "ayla000000000000", name: "Ayla", actorId: ayla.id, initiative: 15, system: { rollOffs: [17] } },
      { _id: "orc0000000000000", name: "Orc Captain", actorId: orc.id, initiative: 15, system: { rollOffs: [9] } },
      {
        _id: "lurk000000000000",
        name: "Secret Lurker",
        actorId: lurker.id,
        initiative: null,
        hidden: options.hidden ?? true,
      },
    ],
  })) as unknown as Record<string, unknown>;
  const stubs = {
    openTies: vi.fn(() => [{ ids: ["ayla000000000000", "orc0000000000000"], decidedBy: "players" }]),
    canMoveInTie: vi.fn((id: string, direction: number) => id === "ayla000000000000" && direction === 1),
    moveInTie: vi.fn(() => Promise.resolve(true)),
    swapInitiative: vi.fn(() => Promise.resolve(true)),
    useWorldAction: vi.fn(() => Promise.resolve(true)),
  };
  Object.assign(combat, stubs);
  Object.defineProperty(combat, "reorderOpen", { value: false, configurable: true });
  Object.defineProperty(combat, "started", { value: false, configurable: true });
  return { combat, stubs };
}

async function renderTracker(combat: unknown): Promise<FrayCombatTracker & { renderedParts: Record<string, string> }> {
  const tracker = new FrayCombatTracker() as FrayCombatTracker & { renderedParts: Record<string, string> };
  (tracker as unknown as { viewed: unknown }).viewed = combat;
  await tracker.render();
  return tracker;
}

const click = (app: unknown, dataset: Record<string, string>) =>
  (app as { clickAction(e: unknown, t: unknown): Promise<unknown> }).clickAction({}, { dataset });

// The tracker calls FrayCombat through TrackerCombat; this line stops compiling if the two drift apart.
export const asTrackerCombat = (combat: FrayCombat): TrackerCombat => combat;

describe("FrayCombatTracker over a Combat", () => {
  it("is CONFIG.ui.combat, keeps core's header and footer and renders Fray's rows", async () => {
    expect(h.config.ui.combat).toBe(FrayCombatTracker);
    const { combat } = await trackerCombat();
    const tracker = await renderTracker(combat);
    expect(tracker.renderedParts.header).toBe("<!-- core part: header -->");
    expect(tracker.renderedParts.footer).toBe("<!-- core part: footer -->");
    expect(tracker.renderedParts.tracker).toContain('data-combatant-id="ayla000000000000"');
    expect(tracker.renderedParts.tracker).toContain("Secret Lurker"); // the GM sees hidden combatants
  });

  it("INIT-9: tie controls from canMoveInTie; a click moves through combat.moveInTie", async () => {
    const { combat, stubs } = await trackerCombat();
    h.actAs(h.player);
    const tracker = await renderTracker(combat);
    const out = tracker.renderedParts.tracker ?? "";
    expect(count(out, "fray-marker--tie")).toBe(2);
    expect(count(out, 'data-action="frayMoveInTie"')).toBe(1);
    expect(stubs.canMoveInTie).toHaveBeenCalledWith("ayla000000000000", 1, h.player);
    await click(tracker, { action: "frayMoveInTie", direction: "1", combatantId: "ayla000000000000" });
    expect(stubs.moveInTie).toHaveBeenCalledWith("ayla000000000000", 1);
    await expect(click(tracker, { action: "frayMoveInTie", direction: "2", combatantId: "x" })).rejects.toThrow(
      /direction/,
    );
  });

  it("a player's rendered tracker never shows the hidden combatant's name", async () => {
    const { combat } = await trackerCombat();
    h.actAs(h.player);
    const tracker = await renderTracker(combat);
    expect(tracker.renderedParts.tracker).not.toContain("Secret Lurker");
    expect(tracker.renderedParts.tracker).not.toContain("lurk000000000000");
  });

  it("rows still reach core's controls (roll initiative, hide, defeat)", async () => {
    const { combat } = await trackerCombat({ hidden: false });
    const tracker = await renderTracker(combat);
    const out = tracker.renderedParts.tracker ?? "";
    expect(count(out, 'data-action="rollInitiative"')).toBe(1); // only the unrolled Lurker
    expect(count(out, 'data-action="toggleHidden"')).toBe(3);
    await click(tracker, { action: "rollInitiative", combatantId: "lurk000000000000" });
    expect(coreActions).toEqual([{ action: "rollInitiative", combatantId: "lurk000000000000" }]);
  });

  it("INIT-14: two swap clicks call combat.swapInitiative(a, b)", async () => {
    const { combat, stubs } = await trackerCombat();
    Object.defineProperty(combat, "reorderOpen", { value: true });
    await game.settings.set("fray", "preset", "delta");
    const tracker = await renderTracker(combat);
    expect(tracker.renderedParts.tracker).toContain("Reorder phase");
    await click(tracker, { action: "fraySwap", combatantId: "ayla000000000000" });
    expect(tracker.renderedParts.tracker).toContain("Swap Ayla with…");
    await click(tracker, { action: "fraySwap", combatantId: "orc0000000000000" });
    expect(stubs.swapInitiative).toHaveBeenCalledWith("ayla000000000000", "orc0000000000000");
  });

  it("ENV-2: Use calls combat.useWorldAction", async () => {
    const { combat, stubs } = await trackerCombat();
    const tracker = await renderTracker(combat);
    await click(tracker, { action: "frayUseWorldAction", worldActionId: "w1" });
    expect(stubs.useWorldAction).toHaveBeenCalledWith("w1");
  });

  it("INIT-2: the GM sets an unrolled combatant's initiative ability; a rolled one is refused", async () => {
    await game.settings.set("fray", "preset", "a5e");
    const { combat } = await trackerCombat();
    const tracker = await renderTracker(combat);
    expect(count(tracker.renderedParts.tracker ?? "", "<select")).toBe(1);
    await tracker.setInitiativeAbility("lurk000000000000", "wis");
    const combatants = combat.combatants as { get(id: string): { system: { initiativeAbility: string } } };
    expect(combatants.get("lurk000000000000").system.initiativeAbility).toBe("wis");
    await expect(tracker.setInitiativeAbility("ayla000000000000", "str")).rejects.toThrow(/initiativeAbility/);
    expect(combatants.get("ayla000000000000").system.initiativeAbility).toBe("");
  });

  it("INIT-5: Begin Combat opens the surprise dialog for the GM instead of starting", async () => {
    const { combat } = await trackerCombat();
    const shown = vi.spyOn(FraySurpriseDialog.prototype, "render");
    const start = vi.fn();
    Object.assign(combat, { startCombat: start });
    const tracker = await renderTracker(combat);
    await click(tracker, { action: "startCombat" });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    h.actAs(h.player);
    await click(tracker, { action: "startCombat" });
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
