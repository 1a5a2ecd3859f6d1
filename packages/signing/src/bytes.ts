// The byte-level forms signing works with: hex, Keccak-256, EIP-55 addresses and low-s
// signatures. Every signing bundle carries this module, the wallet ones too.
import {
  type Address,
  bytesToHex,
  describeValue,
  type Hex,
  ValidationError,
  writeHex,
} from "@perpkit/core";
// Resolved by the package's "imports" map: in Node, OpenSSL's Keccak-256 where it has one, else an
// unrolled JavaScript; none elsewhere (a stand-in that minifies to nothing, so browser bundles
// carry only the small JavaScript below).
import { runtimeKeccak } from "#keccak";

/**
 * Keccak-256 (the pre-standard SHA-3 padding that Ethereum uses), small and still quick. The
 * 1600-bit state is 25 lanes of two 32-bit halves in one Int32Array (low half at even indexes).
 * Every step is a short loop: the input is absorbed byte by byte (no padded copy), theta runs over
 * the columns, rho and pi along their single cycle through the lanes from a table, chi over the
 * five lanes of a row (low halves, then high halves) in local variables. It ships in every bundle
 * that signs, so it hashes at about 0.6 the speed of keccak-unrolled.ts, every step written out,
 * for about a third of its size. EIP-712 hashing is four permutations per message; checked against
 * viem's keccak256 on random inputs in hash.test.ts. In Node (#keccak), OpenSSL's Keccak-256
 * hashes instead where it has one, and the unrolled JavaScript of keccak-unrolled.ts where it has
 * not.
 */

const RATE = 136;

/**
 * rho and pi as one cycle through the 24 lanes after the first: at each step, the rotation of the
 * lane carried along and where it lands (the index of its low half).
 */
const RHO_PI: Uint8Array = /* @__PURE__ */ (() => {
  const out = new Uint8Array(48);
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    out[2 * t] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
    out[2 * t + 1] = 2 * (x + 5 * y);
  }
  return out;
})();

const state = /* @__PURE__ */ new Int32Array(50);
/** The parity of each column (theta), as 32-bit halves. */
const c = /* @__PURE__ */ new Int32Array(10);

/** One 32-bit half of the state (typed arrays read as `number | undefined` under strict indexing). */
function at(i: number): number {
  return state[i] as number;
}

/** Keccak-f[1600]: 24 rounds over the state. */
function permute(): void {
  const s = state;
  // The degree-8 LFSR of the Keccak reference, run along the rounds for the round constants.
  let r = 1;
  for (let round = 0; round < 24; round++) {
    // theta: every lane takes the parity of the column on its left and, rotated by one, on its right
    for (let x = 0; x < 10; x++) c[x] = at(x) ^ at(x + 10) ^ at(x + 20) ^ at(x + 30) ^ at(x + 40);
    for (let x = 0; x < 10; x += 2) {
      const r = x < 8 ? x + 2 : x - 8;
      const l = x < 2 ? x + 8 : x - 2;
      const rl = c[r] as number;
      const rh = c[r + 1] as number;
      const dl = (c[l] as number) ^ ((rl << 1) | (rh >>> 31));
      const dh = (c[l + 1] as number) ^ ((rh << 1) | (rl >>> 31));
      for (let y = x; y < 50; y += 10) {
        s[y] = at(y) ^ dl;
        s[y + 1] = at(y + 1) ^ dh;
      }
    }
    // rho and pi: each lane rotates by its offset and moves to its new place
    let l = at(2);
    let h = at(3);
    for (let t = 0; t < 48; t += 2) {
      const n = RHO_PI[t] as number;
      const j = RHO_PI[t + 1] as number;
      const nextL = at(j);
      const nextH = at(j + 1);
      // By 32 or more: swap the halves; JS takes shift counts mod 32, so the shifts below then
      // rotate by the rest. No lane rotates by 0 or 32.
      const a = n < 32 ? l : h;
      const b = n < 32 ? h : l;
      s[j] = (a << n) | (b >>> (32 - n));
      s[j + 1] = (b << n) | (a >>> (32 - n));
      l = nextL;
      h = nextH;
    }
    // chi: within a row, each lane takes (not the next lane) and the one after; low halves, then high
    for (let y = 0; y < 50; y += 10) {
      for (let h = y; h < y + 2; h++) {
        const b0 = at(h);
        const b1 = at(h + 2);
        const b2 = at(h + 4);
        const b3 = at(h + 6);
        const b4 = at(h + 8);
        s[h] = b0 ^ (~b1 & b2);
        s[h + 2] = b1 ^ (~b2 & b3);
        s[h + 4] = b2 ^ (~b3 & b4);
        s[h + 6] = b3 ^ (~b4 & b0);
        s[h + 8] = b4 ^ (~b0 & b1);
      }
    }
    // iota: the round constant has bit 2^j - 1 of lane 0 set where the LFSR outputs a 1 (shift
    // counts are taken mod 32, so `1 << bit` lands in the half that `bit >> 5` picks)
    for (let j = 0; j < 7; j++) {
      const bit = (1 << j) - 1;
      if (r & 1) s[bit >> 5] = at(bit >> 5) ^ (1 << bit);
      r = r & 0x80 ? (r << 1) ^ 0x171 : r << 1;
    }
  }
}

/**
 * Keccak-256 of `bytes` in this module's JavaScript, written into `out` at `offset` (a fresh
 * 32-byte array when omitted): what {@link keccak256} hashes with where the runtime has no Keccak of
 * its own.
 *
 * @example
 * bytesToHex(keccak256Js(new Uint8Array())) // "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
 */
export function keccak256Js(
  bytes: Uint8Array,
  out: Uint8Array = new Uint8Array(32),
  offset = 0,
): Uint8Array {
  state.fill(0);
  // Absorb byte by byte into the little-endian halves, a permutation per full block of RATE.
  let j = 0;
  for (let i = 0; i < bytes.length; i++) {
    state[j >> 2] = at(j >> 2) ^ ((bytes[i] as number) << (8 * (j & 3)));
    if (++j === RATE) {
      permute();
      j = 0;
    }
  }
  // Pad: 0x01 after the message, 0x80 in the block's last byte.
  state[j >> 2] = at(j >> 2) ^ (1 << (8 * (j & 3)));
  state[RATE / 4 - 1] = at(RATE / 4 - 1) ^ (0x80 << 24);
  permute();
  for (let i = 0; i < 32; i++) out[offset + i] = at(i >> 2) >>> (8 * (i & 3));
  return out;
}

/**
 * Keccak-256 of `bytes`, written into `out` at `offset` (a fresh 32-byte array when omitted): in
 * Node by its OpenSSL where it has the algorithm, else by an unrolled JavaScript; elsewhere by the
 * small JavaScript of {@link keccak256Js}.
 *
 * @example
 * bytesToHex(keccak256(new Uint8Array())) // "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
 */
export function keccak256(
  bytes: Uint8Array,
  out: Uint8Array = new Uint8Array(32),
  offset = 0,
): Uint8Array {
  return runtimeKeccak === undefined
    ? keccak256Js(bytes, out, offset)
    : runtimeKeccak(bytes, out, offset);
}

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

// The order of the secp256k1 group (SEC 2, 2.4.1), written out rather than read from the curve
// object when the module loads: a bundle that never signs with a private key (a wallet signs for
// it) then leaves the whole curve library out.
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
export const HALF_N = N >> 1n;

export function bytesToBigInt(bytes: Uint8Array, offset: number, length: number): bigint {
  return BigInt(toHex(bytes, offset, length));
}

/**
 * Makes a 65-byte signature (v = 27 or 28) low-s in place when its s is in the upper half of the
 * curve order: (r, n - s, the other v) recovers the same address, and exchange contracts and the
 * sandbox refuse the high-s form (EIP-2).
 */
export function toLowS(bytes: Uint8Array): Hex {
  const s = bytesToBigInt(bytes, 32, 32);
  if (s > HALF_N) {
    let low = N - s;
    for (let i = 63; i >= 32; i--) {
      bytes[i] = Number(low & 0xffn);
      low >>= 8n;
    }
    bytes[64] = bytes[64] === 27 ? 28 : 27;
  }
  return toHex(bytes);
}
