export * from "./grid";
export * from "./segments";
export { SegmentIndex } from "./segment-index";
