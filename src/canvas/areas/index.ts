// The public face of src/canvas/areas/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./area-placement";
export * from "./direct-targets";
