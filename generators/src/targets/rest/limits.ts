import type { GeneratedFile } from "../../emit.js";
import { type LimitFigure, limitConstantsFile } from "../../limit-constants.js";
import type { SpecSource } from "../../spec.js";
import { OUT } from "./model.js";

// limits.ts of @perpkit/rest: the figures the order rules read, instead of core's table of every
// order figure and code (`orderLimits`), which a browser bundle would carry whole.

/** The figures of spec/limits.yaml an order is checked by. */
const FIGURES: readonly LimitFigure[] = [
  { name: "orderSides", path: ["order", "sides"], doc: "The numeric code of each order side" },
  {
    name: "supportedEngineTypes",
    path: ["order", "supportedEngineTypes"],
    doc: "The engine types the exchange takes orders for",
  },
  {
    name: "postOnlyTimeInForce",
    path: ["order", "postOnlyTimeInForce"],
    doc: "The one time in force postOnly may be true with",
  },
  {
    name: "expiresAtHorizonSeconds",
    path: ["order", "expiresAtHorizonSeconds"],
    doc: "How many seconds after signedAt expiresAt may be at most",
  },
];

/** The order figures of spec/limits.yaml, for the order rules. */
export function limitsFile(spec: SpecSource): GeneratedFile {
  return limitConstantsFile(spec, OUT, FIGURES);
}
