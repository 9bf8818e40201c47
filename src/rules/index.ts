/**
 * The pure rules of Fray: plain data in, plain data out, no Foundry, no DOM, no hidden randomness.
 * Module authors reach these exports as `game.fray.rules`; docs/API.md documents each one.
 */
export * from "./errors";
export * from "./dice-roller";
export * from "./plain";
export * from "./sources";
export * from "./creature";
export * from "./presets";
export * from "./geometry";
export * from "./combat";
export * from "./dice";
export * from "./outcome";
export * from "./concentration";
export * from "./dying";
export * from "./damage";
export * from "./world-actions";
export * from "./initiative";
export * from "./economy";
export * from "./attack";
export * from "./movement";
export * from "./opportunity";
export * from "./cover";
export * from "./areas";
export * from "./conditions";
export * from "./stats";
export * from "./rolls";
export * from "./resources";
