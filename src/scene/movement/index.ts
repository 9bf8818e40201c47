// The public face of src/scene/movement/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./move-cost";
export * from "./move-path";
