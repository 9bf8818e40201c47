// The public face of src/combat/statuses/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./action-statuses";
export * from "./grapple-escape";
export * from "./shield-block";
export * from "./take-cover";
