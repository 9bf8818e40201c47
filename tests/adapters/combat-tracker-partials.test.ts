// Fray's tracker under v13's partial rule (tests/harness/partials.test.ts): its rows are a partial, so its
// `tracker` part lists turn.hbs in `templates` and the first render loads it; every other `{{> …}}` in
// templates/ is listed by the part that renders it. The rows keep core's markup: `data-action="activateCombatant"`
// (a click selects and pans to the token) and `data-combatant-id` on the `.combatant` element the row context
// menu is bound to.
import { describe, expect, it } from "vitest";
import { combatOf, initiativeHarness } from "./initiative-setup";
import { readTemplates } from "../harness/i18n";
import { CORE_ENTRY_NAMES, ENTRY_SELECTOR, coreActions } from "../harness/combat-tracker";
import { FrayCombatTracker } from "../../src/applications/combat/tracker";
import { TRACKER_PARTIALS, TRACKER_TEMPLATE, TURN_TEMPLATE } from "../../src/applications/combat/tracker-context";
import { FrayCharacterSheet } from "../../src/applications/sheets/character-sheet";
import { FrayNpcSheet } from "../../src/applications/sheets/npc-sheet";
import { FrayItemSheet } from "../../src/applications/sheets/item-sheet";
import { SHEET_TEMPLATES } from "../../src/applications/sheets/templates";
import type { SheetPart } from "../../src/applications/sheets/sheet-base";

type RenderedTracker = FrayCombatTracker & { renderedParts: Record<string, string>; viewed: unknown };

/** An element's class list and `data-*` attributes, read from its opening tag. */
interface Tag {
  classes: string[];
  dataset: Record<string, string>;
}

/** The opening `<li …>` tags of `html` whose classes match the class selector `.name`. */
function elementsMatching(html: string, selector: string): Tag[] {
  const wanted = selector.replace(/^\./, "");
  const tags: Tag[] = [];
  for (const [tag] of html.matchAll(/<li\b[^>]*>/g)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(/([\w-]+)="([^"]*)"/g)) attributes.set(match[1] ?? "", match[2] ?? "");
    const classes = (attributes.get("class") ?? "").split(/\s+/).filter(Boolean);
    if (!classes.includes(wanted)) continue;
    const dataset: Record<string, string> = {};
    for (const [name, value] of attributes) {
      if (name.startsWith("data-"))
        dataset[name.slice(5).replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] = value;
    }
    tags.push({ classes, dataset });
  }
  return tags;
}

async function trackerOver(): Promise<{ tracker: RenderedTracker; ids: string[] }> {
  const h = await initiativeHarness("srd52");
  const combat = await combatOf(
    h,
    { name: "Ayla", player: true, combatant: { initiative: 17 } },
    { name: "Orc", type: "npc", combatant: { initiative: 12 } },
    { name: "Wolf", type: "npc" },
  );
  const tracker = new FrayCombatTracker() as RenderedTracker;
  tracker.viewed = combat;
  await tracker.render();
  return { tracker, ids: combat.turns.map((c) => c.id ?? "") };
}

describe("the tracker's rows are a partial its part loads (v13: partials exist only once loaded)", () => {
  it("the tracker part lists turn.hbs in `templates`, in PARTS and as configured for a render", () => {
    const parts = (FrayCombatTracker as unknown as { PARTS: Record<string, SheetPart> }).PARTS;
    expect(parts.tracker).toMatchObject({ template: TRACKER_TEMPLATE, templates: [TURN_TEMPLATE] });
    expect(parts.header?.template).toBe("templates/sidebar/tabs/combat/header.hbs");
    const configured = new FrayCombatTracker()._configureRenderParts({});
    expect(configured.tracker?.templates).toEqual([...TRACKER_PARTIALS]);
  });

  it("renders a combat with combatants under strict partials: one row each, core's parts kept", async () => {
    const { tracker, ids } = await trackerOver();
    const rows = elementsMatching(tracker.renderedParts.tracker ?? "", ".combatant");
    expect(rows.map((r) => r.dataset.combatantId)).toEqual(ids);
    expect(tracker.renderedParts.tracker).toContain("Ayla");
    expect(tracker.renderedParts.header).toBe("<!-- core part: header -->");
  });

  it("without turn.hbs in the part's `templates` the first render fails, as it would in Foundry", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true });
    class Unlisted extends FrayCombatTracker {
      override _configureRenderParts(options: object): Record<string, SheetPart> {
        const parts = super._configureRenderParts(options);
        if (parts.tracker) parts.tracker = { template: parts.tracker.template };
        return parts;
      }
    }
    const tracker = new Unlisted() as unknown as RenderedTracker;
    tracker.viewed = combat;
    await expect(tracker.render()).rejects.toThrow(`The partial ${TURN_TEMPLATE} could not be found`);
  });
});

describe("the rows keep core's markup, so core's handlers and row menu keep working", () => {
  it("every row is core's activateCombatant action; a click on it reaches core's handler", async () => {
    const { tracker, ids } = await trackerOver();
    const rows = elementsMatching(tracker.renderedParts.tracker ?? "", ".combatant");
    expect(rows.map((r) => r.dataset.action)).toEqual(ids.map(() => "activateCombatant"));
    coreActions.length = 0;
    const orc = rows[1] as Tag;
    await (tracker as unknown as { clickAction(e: unknown, t: unknown): Promise<unknown> }).clickAction(
      {},
      { dataset: orc.dataset },
    );
    expect(coreActions).toEqual([{ action: "activateCombatant", combatantId: ids[1] }]);
  });

  it("the row menu's elements (`.combatant`) carry data-combatant-id, which core's and Fray's entries read", async () => {
    const { tracker, ids } = await trackerOver();
    const rows = elementsMatching(tracker.renderedParts.tracker ?? "", ENTRY_SELECTOR);
    expect(rows.map((r) => r.dataset.combatantId)).toEqual(ids);
    const entries = tracker._getEntryContextOptions();
    const li = { dataset: (rows[2] as Tag).dataset } as unknown as HTMLElement;
    coreActions.length = 0;
    for (const entry of entries.filter((e) => (CORE_ENTRY_NAMES as readonly string[]).includes(e.name)))
      await entry.callback(li);
    expect(coreActions).toEqual(CORE_ENTRY_NAMES.map((action) => ({ action, combatantId: ids[2] })));
    // Fray's entries find the combatant through the same attribute (a GM sees them on any row).
    expect(
      entries.filter((e) => !(CORE_ENTRY_NAMES as readonly string[]).includes(e.name)).map((e) => e.condition(li)),
    ).toContain(true);
  });
});

describe("every partial in templates/ is loaded by the part that renders it", () => {
  const sources = readTemplates();
  /** The partial paths `path` includes, directly or through its partials. */
  function partialsOf(path: string, seen = new Set<string>()): Set<string> {
    const source = sources[path.replace(/^systems\/fray\//, "")];
    if (source === undefined) throw new Error(`no template ${path} in templates/`);
    for (const [, name] of source.matchAll(/\{\{#?>\s*"([^"]+)"/g)) {
      if (!name || seen.has(name)) continue;
      seen.add(name);
      partialsOf(name, seen);
    }
    return seen;
  }

  const apps: [string, Record<string, SheetPart>, Record<string, string[]>][] = [
    ["FrayCombatTracker", (FrayCombatTracker as unknown as { PARTS: Record<string, SheetPart> }).PARTS, {}],
    ["FrayCharacterSheet", FrayCharacterSheet.PARTS, {}],
    ["FrayNpcSheet", FrayNpcSheet.PARTS, {}],
    // The item sheet swaps its details template per item type (_configureRenderParts).
    ["FrayItemSheet", FrayItemSheet.PARTS, { details: Object.values(SHEET_TEMPLATES.itemDetails) }],
  ];

  it.each(apps)("%s: each part lists the partials its template(s) include", (_name, parts, swapped) => {
    for (const [partId, part] of Object.entries(parts)) {
      const rendered = [part.template, ...(swapped[partId] ?? [])].filter((t) => t.startsWith("systems/fray/"));
      const needed = new Set(rendered.flatMap((t) => [...partialsOf(t)]));
      const listed = new Set(part.templates ?? []);
      expect(
        [...needed].filter((p) => !listed.has(p)),
        `${partId} part`,
      ).toEqual([]);
    }
  });

  it("every template used as a partial is loaded by some app part", () => {
    const used = new Set(Object.keys(sources).flatMap((path) => [...partialsOf(`systems/fray/${path}`)]));
    const loaded = new Set(apps.flatMap(([, parts]) => Object.values(parts).flatMap((p) => p.templates ?? [])));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((p) => !loaded.has(p))).toEqual([]);
  });
});
