// The strings that name things on the exchange: hex strings and addresses, subaccount names,
// UUIDs and client order ids, each checked before it is signed or sent.
import { describeValue, ValidationError } from "./errors.js";
import { clientOrderIdLimits, subaccountLimits } from "./generated/limits.js";

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

/**
 * The recommended subaccount name.
 *
 * @example
 * encodeSubaccountName(DEFAULT_SUBACCOUNT_NAME) // "0x7072696d61727900...00" ("primary")
 */
export const DEFAULT_SUBACCOUNT_NAME: string = /* @__PURE__ */ (() =>
  subaccountLimits.defaultName)();

/**
 * The all-zero bytes32: the referral code when there is none.
 *
 * @example
 * const referralCode = code ?? ZERO_BYTES32
 */
export const ZERO_BYTES32: Hex = /* @__PURE__ */ "0x".padEnd(66, "0") as Hex;

// Read through a pure call, as DEFAULT_SUBACCOUNT_NAME is: a bundle that needs neither (one that
// only checks UUIDs) keeps no property read of the limits, so no limits object either.
const NAME_BYTES = /* @__PURE__ */ (() => subaccountLimits.nameBytes)();
const encoder = /* @__PURE__ */ new TextEncoder();
const decoder = /* @__PURE__ */ new TextDecoder("utf-8", { fatal: true });

/**
 * Encodes a subaccount name as the bytes32 the exchange uses: UTF-8, right-padded with zero
 * bytes. The name must be 1 to 32 bytes of UTF-8 without NUL characters.
 *
 * @example
 * encodeSubaccountName("primary") // "0x7072696d61727900000000000000000000000000000000000000000000000000"
 */
export function encodeSubaccountName(
  name: string = DEFAULT_SUBACCOUNT_NAME,
  field = "subaccountName",
): Hex {
  if (typeof name !== "string")
    throw new ValidationError(field, `must be a string, got ${describeValue(name)}`);
  if (name.length === 0) throw new ValidationError(field, "must not be empty");
  if (name.includes("\0")) throw new ValidationError(field, "must not contain NUL characters");
  const bytes = encoder.encode(name);
  if (bytes.length > NAME_BYTES) {
    throw new ValidationError(
      field,
      `is ${bytes.length} bytes of UTF-8; at most ${NAME_BYTES} fit in bytes32`,
    );
  }
  const padded = new Uint8Array(NAME_BYTES);
  padded.set(bytes);
  return bytesToHex(padded);
}

/**
 * Decodes a bytes32 subaccount into its name: the UTF-8 text before the zero padding. Returns
 * `undefined` when the bytes are not a padded UTF-8 name (any bytes32 is a valid subaccount).
 *
 * @example
 * decodeSubaccountName("0x7072696d61727900000000000000000000000000000000000000000000000000") // "primary"
 */
export function decodeSubaccountName(subaccount: Hex): string | undefined {
  if (!isHex(subaccount, NAME_BYTES)) return undefined;
  const bytes = hexToBytes(subaccount);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  if (end === 0 || bytes.subarray(0, end).includes(0)) return undefined;
  try {
    return decoder.decode(bytes.subarray(0, end));
  } catch {
    return undefined;
  }
}

/**
 * A subaccount as bytes32: a 66-character bytes32 is kept, anything else is encoded as a name.
 *
 * @example
 * toSubaccount("primary") // "0x7072696d6172790000...00"
 */
export function toSubaccount(nameOrBytes32: string, field = "subaccount"): Hex {
  return isHex(nameOrBytes32, NAME_BYTES)
    ? nameOrBytes32
    : encodeSubaccountName(nameOrBytes32, field);
}

/**
 * Checks a 20-byte 0x address (format only; checksums are checked by the signing package).
 *
 * @example
 * assertAddress("0xdeadbeef00000000000000000000000000000000", "sender")
 */
export function assertAddress(value: unknown, field: string): asserts value is Address {
  if (!isHex(value, 20)) {
    throw new ValidationError(
      field,
      `must be a 0x-prefixed 20-byte address, got ${describeValue(value)}`,
    );
  }
}

/**
 * Checks a bytes32: `0x` and exactly 64 hex digits (66 characters in all).
 *
 * @example
 * assertBytes32(encodeSubaccountName("primary"), "subaccount")
 */
export function assertBytes32(value: unknown, field: string): asserts value is Hex {
  if (!isHex(value, 32)) {
    throw new ValidationError(
      field,
      `must be a bytes32: 0x and 64 hex digits (66 characters), got ${typeof value === "string" ? `${value.length} characters` : describeValue(value)}`,
    );
  }
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * True for a UUID string (any version, any case).
 *
 * @example
 * isUuid("1b4e28ba-2fa1-11d2-883f-0016d3cca427") // true
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/**
 * Checks a UUID string.
 *
 * @example
 * assertUuid("6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", "subaccountId")
 */
export function assertUuid(value: unknown, field: string): asserts value is string {
  if (!isUuid(value))
    throw new ValidationError(field, `must be a UUID, got ${describeValue(value)}`);
}

let clientOrderIdPattern: RegExp | undefined;

/**
 * True for a valid client order id: a UUID, or 1 to 32 letters and digits.
 *
 * @example
 * isClientOrderId("order42") // true
 * isClientOrderId("order-42") // false
 */
export function isClientOrderId(value: unknown): value is string {
  if (typeof value !== "string") return false;
  clientOrderIdPattern ??= new RegExp(clientOrderIdLimits.alphanumericPattern);
  return clientOrderIdPattern.test(value) || UUID.test(value);
}

/**
 * Checks a client order id: a UUID, or an alphanumeric string of up to 32 characters.
 *
 * @example
 * assertClientOrderId("grid42", "clientOrderId")
 */
export function assertClientOrderId(value: unknown, field: string): asserts value is string {
  if (!isClientOrderId(value)) {
    throw new ValidationError(
      field,
      `must be a UUID or 1 to ${clientOrderIdLimits.maxLength} letters and digits, got ${describeValue(value)}`,
    );
  }
}
