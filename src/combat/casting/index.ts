// The public face of src/combat/casting/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./concentration";
export * from "./concentration-card";
export * from "./concentration-cast";
export * from "./spell-casting";
export * from "./spell-slot-override";
