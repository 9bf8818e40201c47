// The public face of src/combat/initiative/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./initiative-apply";
export * from "./initiative-entries";
export * from "./initiative-guard";
export * from "./initiative-memory";
export * from "./initiative-order";
export * from "./initiative-queries";
export * from "./initiative-roll";
export * from "./initiative-swap-consent";
export * from "./initiative-ties";
