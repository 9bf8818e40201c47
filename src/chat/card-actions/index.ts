// The public face of src/chat/card-actions/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./card-confirm";
export * from "./card-origin";
export * from "./card-records";
export * from "./card-refusals";
export * from "./card-request";
