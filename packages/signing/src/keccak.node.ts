// The "#keccak" module in Node: Keccak-256 from Node's OpenSSL where it offers the algorithm
// (`keccak-256`, Node 26 and later), about four times as fast as the JavaScript of bytes.ts, which
// an EIP-712 digest otherwise spends four permutations in. Where Node's OpenSSL has no Keccak (Node
// 22 and 24 do not list it), the unrolled JavaScript of keccak-unrolled.ts, about 1.7 times as fast
// as bytes.ts's and too large for a browser bundle.
import { hash } from "node:crypto";
import { keccak256Unrolled } from "./keccak-unrolled.js";

/** Keccak-256 of nothing: what a working `keccak-256` must answer (not SHA3-256's padding). */
const EMPTY = "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470";

/** Whether Node's OpenSSL hashes Keccak-256. */
export const opensslKeccak: boolean = (() => {
  try {
    return hash("keccak-256", "", "hex") === EMPTY;
  } catch {
    return false;
  }
})();

/**
 * Keccak-256 of `bytes` written into `out` at `offset`: by Node's OpenSSL where it has the
 * algorithm, else by the unrolled JavaScript.
 *
 * @example
 * const digest = runtimeKeccak(bytes, new Uint8Array(32), 0)
 */
export const runtimeKeccak: (bytes: Uint8Array, out: Uint8Array, offset: number) => Uint8Array =
  opensslKeccak
    ? (bytes, out, offset) => {
        out.set(hash("keccak-256", bytes, "buffer"), offset);
        return out;
      }
    : keccak256Unrolled;
