// The public face of src/chat/saves/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./apply-condition";
export * from "./legendary-resistance";
export * from "./save-reach";
export * from "./trusted-save";
