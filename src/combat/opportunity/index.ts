// The public face of src/combat/opportunity/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./opportunity-gm";
export * from "./opportunity-move";
export * from "./opportunity-prompt";
export * from "./opportunity-scan";
