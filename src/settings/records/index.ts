// The public face of src/settings/records/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./card-records";
export * from "./table-records";
