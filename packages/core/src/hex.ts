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

/**
 * Lower-case hex of some bytes, 0x-prefixed.
 *
 * @example
 * bytesToHex(new Uint8Array([1, 171])) // "0x01ab"
 */
export function bytesToHex(bytes: Uint8Array): Hex {
  let out = "0x";
  for (const b of bytes) out += HEX_CHARS[b >> 4] + (HEX_CHARS[b & 15] as string);
  return out as Hex;
}

/**
 * Bytes of a 0x-prefixed hex string of even length; the caller checks the format first.
 *
 * @example
 * hexToBytes("0x01ab") // Uint8Array [1, 171]
 */
export function hexToBytes(hex: Hex): Uint8Array {
  const out = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < out.length; i++)
    out[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
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
  for (let i = 2; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70))) return false;
  }
  return true;
}
