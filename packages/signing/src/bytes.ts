import {
  type Address,
  bytesToHex,
  describeValue,
  type Hex,
  ValidationError,
  writeHex,
} from "@perpkit/core";
import { keccak256 } from "./keccak.js";

/** Lower-case 0x hex of `length` bytes of `bytes` from `offset`. */
export function toHex(bytes: Uint8Array, offset = 0, length = bytes.length - offset): Hex {
  return bytesToHex(
    offset === 0 && length === bytes.length ? bytes : bytes.subarray(offset, offset + length),
  );
}

/** The bytes of a 0x hex string of any even length; undefined when it is not one. */
export function parseHex(value: unknown): Uint8Array | undefined {
  if (typeof value !== "string" || value.length % 2 !== 0 || value.length < 2) return undefined;
  const out = new Uint8Array((value.length - 2) / 2);
  return writeHex(out, 0, value, out.length) ? out : undefined;
}

const ascii = /* @__PURE__ */ new TextEncoder();

/**
 * The EIP-55 checksummed form of an address.
 *
 * @example
 * checksumAddress("0xb3cdc82035c495c484c9ff11ed5f3ff6d342e3cc") // "0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cc"
 */
export function checksumAddress(address: Address): Address {
  const lower = address.toLowerCase().slice(2);
  const hash = keccak256(ascii.encode(lower));
  let out = "0x";
  for (let i = 0; i < 40; i++) {
    const c = lower[i] as string;
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 15;
    out += nibble >= 8 ? c.toUpperCase() : c;
  }
  return out as Address;
}

/**
 * True for a 0x address whose letters are all lower case, all upper case, or a valid EIP-55
 * checksum.
 *
 * @example
 * isAddress("0xdeadbeef00000000000000000000000000000000") // true
 */
export function isAddress(value: unknown): value is Address {
  if (typeof value !== "string" || !writeHex(SCRATCH, 0, value, 20)) return false;
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  if (checksummed.has(value)) return true;
  if (checksumAddress(value as Address) !== value) return false;
  // A server checks the same few senders over and over: each costs a Keccak hash only once.
  if (checksummed.size >= 256) checksummed.clear();
  checksummed.add(value);
  return true;
}
const SCRATCH = /* @__PURE__ */ new Uint8Array(32);
/** Mixed-case addresses whose EIP-55 checksum was found right. */
const checksummed = /* @__PURE__ */ new Set<string>();

/**
 * Checks an address (format and, when its case is mixed, its EIP-55 checksum) and returns it.
 *
 * @example
 * checkAddress(data.sender, "sender")
 */
export function checkAddress(value: unknown, field: string): Address {
  if (typeof value === "string" && writeHex(SCRATCH, 0, value, 20)) {
    if (isAddress(value)) return value as Address;
    throw new ValidationError(
      field,
      `has a wrong EIP-55 checksum: ${describeValue(value)} (expected ${checksumAddress(value as Address)})`,
    );
  }
  throw new ValidationError(
    field,
    `must be a 0x-prefixed 20-byte address, got ${describeValue(value)}`,
  );
}

/** True when two addresses name the same account, whatever their case. */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
