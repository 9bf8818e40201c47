// The public face of src/canvas/hazards/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./environment-hazard-card";
export * from "./environment-hazards";
