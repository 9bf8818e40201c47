// The public face of src/chat/damage/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./apply-damage";
export * from "./damage-card";
export * from "./damage-defenses";
export * from "./defenses-card";
export * from "./trusted-attack";
export * from "./trusted-damage";
export * from "./trusted-extras";
