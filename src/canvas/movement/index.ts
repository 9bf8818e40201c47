// The public face of src/canvas/movement/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./drag-cache";
export * from "./drag-facts";
export * from "./move-cost-prefix";
export * from "./movement-cost-function";
export * from "./ruler-facts";
export * from "./ruler-label";
export * from "./token-object";
export * from "./token-ruler";
