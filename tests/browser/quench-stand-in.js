// A minimal stand-in for Foundry's globals, enough for the built fray.mjs to load and run its init, setup and ready
// hooks in a real browser (tests/browser/quench-chunk.test.ts). Hooks, settings and i18n work; every other global
// is a "whatever" object: any property is another one, calling or constructing one returns one, a class may extend
// one. Nothing here is Foundry's behaviour: the test only asks which files the page fetches and what Fray registers
// with a stand-in Quench.

// In a function, so nothing here is a global of the type-checked project (a plain script's top level would be).
(() => {
  /**
   * Any property, call or construction gives another; a class may extend it.
   * @param {string} name
   * @returns {any}
   */
  function whatever(name) {
    const target = function () {};
    /** @type {Map<string | symbol, unknown>} */
    const own = new Map([["prototype", {}]]);
    return new Proxy(target, {
      get(_t, key) {
        if (own.has(key)) return own.get(key);
        if (key === Symbol.toPrimitive) return () => `[${name}]`;
        if (key === Symbol.iterator) return function* () {};
        if (key === "then") return undefined; // not a thenable: `await` on one resolves to it
        const child = whatever(`${name}.${String(key)}`);
        own.set(key, child);
        return child;
      },
      set(_t, key, value) {
        own.set(key, value);
        return true;
      },
      has: () => true,
      defineProperty(_t, key, descriptor) {
        own.set(key, descriptor.value ?? descriptor.get?.call(undefined));
        return true;
      },
      apply: () => whatever(`${name}()`),
      construct: () => whatever(`new ${name}`),
    });
  }

  /** @typedef {{ id: number, fn: (...args: unknown[]) => unknown, once: boolean }} Listener */
  /** Foundry's Hooks, enough of it: on, once, off, call, callAll (a listener's error is logged, as Foundry does). */
  /** @type {Map<string, Listener[]>} */
  const listeners = new Map();
  let nextId = 1;
  const Hooks = {
    /** @param {string} name @param {(...args: unknown[]) => unknown} fn @param {{ once?: boolean }} [options] */
    on(name, fn, { once = false } = {}) {
      const id = nextId++;
      listeners.set(name, [...(listeners.get(name) ?? []), { id, fn, once }]);
      return id;
    },
    /** @param {string} name @param {(...args: unknown[]) => unknown} fn */
    once(name, fn) {
      return this.on(name, fn, { once: true });
    },
    /** @param {string} name @param {unknown} idOrFn */
    off(name, idOrFn) {
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((l) => l.id !== idOrFn && l.fn !== idOrFn),
      );
    },
    /** @param {string} name @param {...unknown} args */
    callAll(name, ...args) {
      for (const l of [...(listeners.get(name) ?? [])]) {
        if (l.once) this.off(name, l.id);
        try {
          l.fn(...args);
        } catch (error) {
          console.error(`hook ${name}:`, error);
        }
      }
      return true;
    },
    /** @param {string} name @param {...unknown} args */
    call(name, ...args) {
      for (const l of [...(listeners.get(name) ?? [])]) {
        if (l.once) this.off(name, l.id);
        if (l.fn(...args) === false) return false;
      }
      return true;
    },
  };

  /** Values by `namespace.key`, and each registration (`game.settings.settings`). */
  /** @type {Map<string, unknown>} */
  const settings = new Map();
  /** @type {Map<string, object>} */
  const registrations = new Map();
  const game = whatever("game");
  Object.assign(game, {
    system: { id: "fray", version: "0.0.0-test", packs: [] },
    version: "13.stand-in",
    release: { build: 0 },
    modules: new Map([["quench", { active: true, version: "stand-in" }]]),
    user: whatever("game.user"),
    i18n: {
      /** @param {string} key */
      localize: (key) => key,
      /** @param {string} key */
      format: (key) => key,
      has: () => false,
    },
    settings: {
      /** @param {string} namespace @param {string} key @param {{ default?: unknown }} [config] */
      register(namespace, key, config) {
        settings.set(`${namespace}.${key}`, config?.default);
        registrations.set(`${namespace}.${key}`, { ...config });
      },
      settings: registrations,
      registerMenu() {},
      /** @param {string} namespace @param {string} key */
      get(namespace, key) {
        return settings.get(`${namespace}.${key}`);
      },
      /** @param {string} namespace @param {string} key @param {unknown} value */
      set(namespace, key, value) {
        settings.set(`${namespace}.${key}`, value);
        return Promise.resolve(value);
      },
    },
  });

  Object.assign(globalThis, {
    Hooks,
    game,
    CONFIG: whatever("CONFIG"),
    CONST: whatever("CONST"),
    foundry: whatever("foundry"),
    ui: whatever("ui"),
    canvas: whatever("canvas"),
    Actor: whatever("Actor"),
    Item: whatever("Item"),
    Combat: whatever("Combat"),
    Combatant: whatever("Combatant"),
    CombatantGroup: whatever("CombatantGroup"),
    TokenDocument: whatever("TokenDocument"),
    ChatMessage: whatever("ChatMessage"),
    Scene: whatever("Scene"),
    Roll: whatever("Roll"),
    fromUuid: () => Promise.resolve(null),
    fromUuidSync: () => null,
  });
})();
