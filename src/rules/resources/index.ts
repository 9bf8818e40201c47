export * from "./rests";
export * from "./uses";
export * from "./legendary";
