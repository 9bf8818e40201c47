export { roundSeconds, defeatedSides } from "./structure";
export type { SideMember } from "./structure";
