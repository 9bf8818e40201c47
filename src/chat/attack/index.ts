// The public face of src/chat/attack/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./attack-records";
export * from "./cover-override";
export * from "./strike-history";
