// The public face of src/combat/dying/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./death-save-card";
export * from "./death-saves";
export * from "./dying";
export * from "./dying-order";
export * from "./recovery-card";
