/**
 * A 0x-prefixed hex string.
 *
 * @example
 * const data: Hex = "0x01ab"
 */
export type Hex = `0x${string}`;
/**
 * A 0x-prefixed 20-byte address.
 *
 * @example
 * const owner: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
 */
export type Address = `0x${string}`;

const HEX_CHARS = "0123456789abcdef";

/** Nibble value of each character code below 128, or -1 for a character that is not hex. */
const NIBBLE: Int8Array = /* @__PURE__ */ (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 10; i++) table[48 + i] = i;
  for (let i = 0; i < 6; i++) {
    table[65 + i] = 10 + i;
    table[97 + i] = 10 + i;
  }
  return table;
})();

function nibble(code: number): number {
  return code < 128 ? (NIBBLE[code] as number) : -1;
}

/**
 * Lower-case hex of some bytes, 0x-prefixed.
 *
 * @example
 * bytesToHex(new Uint8Array([1, 171])) // "0x01ab"
 */
export function bytesToHex(bytes: Uint8Array): Hex {
  let out = "0x";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    out += (HEX_CHARS[b >> 4] as string) + (HEX_CHARS[b & 15] as string);
  }
  return out as Hex;
}

/**
 * Writes the bytes of a 0x hex string of exactly `size` bytes (any case) into `out` at `offset`,
 * without allocating: the parse behind every hex read, and the fast one for hashing. Returns
 * false, leaving `out` partly written, when `value` is not such a string.
 *
 * @example
 * const words = new Uint8Array(64)
 * writeHex(words, 32, subaccount, 32) // true: the bytes32 fills the second word
 */
export function writeHex(out: Uint8Array, offset: number, value: unknown, size: number): boolean {
  if (typeof value !== "string" || value.length !== 2 + size * 2) return false;
  if (value.charCodeAt(0) !== 48 || (value.charCodeAt(1) | 32) !== 120) return false;
  for (let i = 0; i < size; i++) {
    const hi = nibble(value.charCodeAt(2 + 2 * i));
    const lo = nibble(value.charCodeAt(3 + 2 * i));
    if ((hi | lo) < 0) return false;
    out[offset + i] = (hi << 4) | lo;
  }
  return true;
}

/**
 * Bytes of a 0x-prefixed hex string of even length; the caller checks the format first.
 *
 * @example
 * hexToBytes("0x01ab") // Uint8Array [1, 171]
 */
export function hexToBytes(hex: Hex): Uint8Array {
  const out = new Uint8Array((hex.length - 2) / 2);
  writeHex(out, 0, hex, out.length);
  return out;
}

/**
 * True for `0x` followed by exactly `bytes` bytes of hex (any case); any length when omitted.
 *
 * @example
 * isHex("0x01ab") // true
 * isHex("0x01ab", 32) // false
 */
export function isHex(value: unknown, bytes?: number): value is Hex {
  if (typeof value !== "string" || value.length < 2 || value[0] !== "0" || value[1] !== "x")
    return false;
  if (bytes !== undefined ? value.length !== 2 + bytes * 2 : value.length % 2 !== 0) return false;
  for (let i = 2; i < value.length; i++) if (nibble(value.charCodeAt(i)) < 0) return false;
  return true;
}
