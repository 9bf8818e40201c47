/**
 * Stand-in for v13's sidebar combat tracker, `foundry.applications.sidebar.tabs.CombatTracker` (a Handlebars
 * ApplicationV2; FOUNDRY-V13.md §4). It imitates what Fray's tracker builds on, nothing more:
 * - PARTS `header`, `tracker` and `footer` under core's template paths (`templates/sidebar/tabs/combat/*.hbs`).
 *   Foundry's own templates are not in this repository (and we don't read them), so a part still on a core
 *   path renders as the comment `<!-- core part: <id> -->`; a part a subclass points at a Fray template renders
 *   that template for real;
 * - `viewed`: the combat the tracker shows (in Foundry, the current scene's active combat); tests set it;
 * - `_prepareContext` gives `user` (game.user), `combat` and `hasCombat`; the `tracker` part's context goes
 *   through `_prepareTrackerContext`, which lists `turns`: `_prepareTurnContext` of each combatant of
 *   `combat.turns` the user may see (v13 `Combatant#visible`: an owner sees it, others only when not hidden);
 * - a turn's context has core's fields `id, name, img, active, css, hidden, isDefeated, initiative, hasRolled,
 *   isOwner, canPing, effects {icons, tooltip}, resource` (no canvas: `canPing` false, no effects or resource);
 * - core's actions for the rows and the footer (`activateCombatant`, `rollInitiative`, `toggleHidden`,
 *   `toggleDefeated`, `pingCombatant`, `panToCombatant`, `startCombat`) are recorded in `coreActions` rather
 *   than performed, so a test can see that a Fray row still reaches them; a subclass' action of the same name
 *   replaces them. `activateCombatant` is the row's own action: core's row is
 *   `<li class="combatant …" data-combatant-id="…" data-action="activateCombatant">`, and a click on it (outside
 *   the row's buttons, which carry their own actions) selects the combatant's token and pans to it (v13 API
 *   page foundry.applications.sidebar.tabs.CombatTracker, DEFAULT_OPTIONS.actions.activateCombatant);
 * - `_getEntryContextOptions()`: the row context menu's entries in v13's `ContextMenuEntry` form `{name, icon,
 *   condition(li), callback(li)}` (`li` the row element, read through `li.dataset.combatantId`). Core binds
 *   that menu to the rows, the elements matching `ENTRY_SELECTOR` (`.combatant`: dnd5e 5.2.x
 *   `combat-tracker.mjs` has to keep its group elements, which also carry the `combatant` class, out of these
 *   entries). The stand-in lists core's entries by their keys only (`CORE_ENTRY_NAMES`, conditions always
 *   true) and records a call in `coreActions`, so a test can see that a subclass keeps them;
 * - before the first render, HandlebarsApplicationMixin's `_preFirstRender` (./applications.ts) loads every
 *   configured part's `template` and `templates`: Fray's `tracker` part must list the partials its template
 *   includes (core's own templates load as markers, ./i18n.ts CORE_TEMPLATES);
 * `_onRender` runs after each render, on the app's element (./applications.ts). Installed by installApplications (./applications.ts).
 */
type Options = Record<string, unknown>;
type Part = { template: string; templates?: string[] };

interface TrackerCombatant {
  id: string;
  name: string;
  initiative: number | null;
  isOwner: boolean;
  _source: Record<string, unknown>;
}

interface TrackerCombat {
  turns: TrackerCombatant[];
  combatant?: TrackerCombatant | undefined;
  round: number;
}

interface HandlebarsBase {
  new (options?: Options): {
    renderedParts: Record<string, string>;
    configuredParts: Record<string, Part>;
    _prepareContext(options: object): Promise<Record<string, unknown>>;
    _configureRenderParts(options: object): Record<string, Part>;
  };
}

type RenderTemplate = (path: string, data: object) => Promise<string>;

export const CORE_COMBAT_ACTIONS = [
  "activateCombatant",
  "rollInitiative",
  "toggleHidden",
  "toggleDefeated",
  "pingCombatant",
  "panToCombatant",
  "startCombat",
] as const;

/** Core's row context-menu entries (edit, clear and reroll initiative, remove), by localization key. */
export const CORE_ENTRY_NAMES = [
  "COMBAT.CombatantUpdate",
  "COMBAT.CombatantClear",
  "COMBAT.CombatantReroll",
  "COMBAT.CombatantRemove",
] as const;

/** The elements core's row context menu (`_getEntryContextOptions`) is bound to. */
export const ENTRY_SELECTOR = ".combatant";

/** The actions core performed in the stand-in, oldest first: `{ action, combatantId }`. */
export const coreActions: { action: string; combatantId: string | undefined }[] = [];

/** Builds the CombatTracker stand-in over the harness' `HandlebarsApplicationMixin(ApplicationV2)`. */
export function createCombatTracker(
  mixin: (base: unknown) => unknown,
  ApplicationV2: unknown,
  renderTemplate: RenderTemplate,
) {
  const currentUser = () => (globalThis as { game?: { user?: unknown } }).game?.user;
  const Base = mixin(ApplicationV2) as HandlebarsBase;
  coreActions.length = 0;
  const record = (action: string) =>
    function (this: unknown, _event: unknown, target: { dataset: Record<string, string | undefined> }) {
      coreActions.push({ action, combatantId: target.dataset.combatantId });
    };

  class CombatTracker extends Base {
    static DEFAULT_OPTIONS: Options = {
      actions: Object.fromEntries(CORE_COMBAT_ACTIONS.map((action) => [action, record(action)])),
    };

    static PARTS: Record<string, Part> = {
      header: { template: "templates/sidebar/tabs/combat/header.hbs" },
      tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
      footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
    };

    /** The combat shown; in Foundry, the current scene's active combat. */
    viewed: TrackerCombat | null = null;

    override async _prepareContext(options: object): Promise<Record<string, unknown>> {
      const context = await super._prepareContext(options);
      return { ...context, user: currentUser(), combat: this.viewed, hasCombat: this.viewed !== null };
    }

    /** As HandlebarsApplicationMixin renders parts, with core's own templates shown as markers. */
    async _renderHTML(context: Record<string, unknown>, options: object): Promise<Record<string, string>> {
      const rendered: Record<string, string> = {};
      for (const [partId, part] of Object.entries(this.configuredParts)) {
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        rendered[partId] = isCorePart(part.template)
          ? `<!-- core part: ${partId} -->`
          : await renderTemplate(part.template, partContext);
      }
      this.renderedParts = rendered;
      return rendered;
    }

    async _preparePartContext(partId: string, context: Record<string, unknown>, options: object) {
      if (partId === "tracker") await this._prepareTrackerContext(context, options);
      return context;
    }

    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- v13's signature
    async _prepareTrackerContext(context: Record<string, unknown>, _options: object): Promise<void> {
      const combat = this.viewed;
      if (!combat) return;
      const turns: Record<string, unknown>[] = [];
      for (const [index, combatant] of combat.turns.entries()) {
        const hidden = combatant._source.hidden === true;
        if (hidden && !combatant.isOwner) continue;
        turns.push(await this._prepareTurnContext(combat, combatant, index));
      }
      context.turns = turns;
    }

    /** Core's row entries; a callback is recorded (by the entry's key) rather than performed. */
    _getEntryContextOptions() {
      return CORE_ENTRY_NAMES.map((name) => ({
        name,
        icon: "",
        condition: () => true,
        callback: (li: { dataset: Record<string, string | undefined> }) => {
          coreActions.push({ action: name, combatantId: li.dataset.combatantId });
        },
      }));
    }

    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- v13's signature
    _prepareTurnContext(combat: TrackerCombat, combatant: TrackerCombatant, _index: number) {
      const hidden = combatant._source.hidden === true;
      const defeated = combatant._source.defeated === true;
      const active = combat.combatant?.id === combatant.id;
      return Promise.resolve({
        id: combatant.id,
        name: combatant.name,
        img: typeof combatant._source.img === "string" ? combatant._source.img : "icons/svg/mystery-man.svg",
        active,
        css: [active && "active", hidden && "hide", defeated && "defeated"].filter(Boolean).join(" "),
        hidden,
        isDefeated: defeated,
        initiative: combatant.initiative,
        hasRolled: combatant.initiative !== null,
        isOwner: combatant.isOwner,
        canPing: false,
        effects: { icons: [], tooltip: "" },
        resource: null,
      });
    }
  }
  return CombatTracker;
}

/** Renders a core part as a marker: Foundry's own templates are not part of this repository. */
export function isCorePart(template: string): boolean {
  return template.startsWith("templates/sidebar/");
}
