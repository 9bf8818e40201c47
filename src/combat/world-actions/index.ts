// The public face of src/combat/world-actions/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./world-action-cards";
export * from "./world-actions";
