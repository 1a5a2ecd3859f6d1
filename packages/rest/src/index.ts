export * from "./generated/decoders.js";
export * from "./generated/operations.js";
export * from "./generated/types.js";
