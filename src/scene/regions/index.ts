// The public face of src/scene/regions/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./regions";
