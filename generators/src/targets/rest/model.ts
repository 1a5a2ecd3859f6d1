// The REST spec as the REST target uses it: the model the lower floor reads (rest/model.ts), and
// where the target writes.

export * from "../../rest/model.js";

export const OUT = "packages/rest/src/generated";
