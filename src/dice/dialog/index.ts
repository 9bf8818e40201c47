// The public face of src/dice/dialog/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./roll-dialog";
export * from "./roll-dialog-context";
export * from "./roll-dialog-redraw";
