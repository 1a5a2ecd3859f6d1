import { DecodeError } from "./errors.js";
import { orderSides } from "./generated/limits.js";

/**
 * A side in the words orders are placed with: `buy` (0) or `sell` (1). For a position, `buy` is
 * long and `sell` is short. The REST and stream readable helpers both answer it.
 *
 * @example
 * const side: ReadableSide = readableSide(0) // "buy"
 */
export type ReadableSide = keyof typeof orderSides;

// A pure call: a bundle that reads no sides drops it (and with it the sides table).
const sideWords = /* @__PURE__ */ Object.keys(orderSides) as ReadableSide[];

/**
 * The word for a side number: 0 is `buy`, 1 is `sell`. A DecodeError naming `field` for a number
 * no side of this version has.
 *
 * @example
 * readableSide(1) // "sell"
 */
export function readableSide(side: number, field = "side"): ReadableSide {
  const name = sideWords.find((word) => orderSides[word] === side);
  if (name === undefined) {
    throw new DecodeError(field, `is ${side}, which is not a side this version knows`);
  }
  return name;
}
