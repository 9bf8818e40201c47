// The public face of src/combat/movement/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./gm-positions";
export * from "./ledger-movement";
export * from "./ledger-movement-gm";
export * from "./move-continuation";
export * from "./move-feet";
export * from "./move-undo";
export * from "./movement-actions";
export * from "./player-teleport";
export * from "./scene-creatures";
export * from "./shared-space";
