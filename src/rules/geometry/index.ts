export * from "./grid";
export * from "./segments";
export { SegmentIndex } from "./segment-index";
export { boxesOverlapInHeight, heightGap } from "./elevation";
