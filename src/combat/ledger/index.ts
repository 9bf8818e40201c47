// The public face of src/combat/ledger/ (docs/architecture.md, "Folders"): files outside it import from here only.
export * from "./first-ledgers";
export * from "./ledger-actor";
export * from "./ledger-guard";
export * from "./ledger-item";
export * from "./ledger-override";
export * from "./ledger-queue";
export * from "./ledger-refusals";
export * from "./ledger-request";
export * from "./ledger-reserve";
export * from "./ledger-rolls";
export * from "./ledger-spend";
export * from "./legendary-actions";
