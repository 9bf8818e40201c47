// The public face of src/scene/cover/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./area-template";
export * from "./cover-hooks";
export * from "./cover-index";
export * from "./scene-input";
export * from "./target-cover";
export * from "./template-area";
