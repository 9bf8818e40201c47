// The public face of src/scene/reach/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./attack-situation";
export * from "./combat-side";
export * from "./positions";
export * from "./reach-highlight";
export * from "./reach-highlight-colours";
export * from "./reach-legend";
export * from "./sneak-companions";
export * from "./target-positions";
