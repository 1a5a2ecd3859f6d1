import { invert } from "@noble/curves/abstract/modular";
import { secp256k1 } from "@noble/curves/secp256k1";
import { describeValue, type Hex, SignatureError, ValidationError, writeHex } from "@perpkit/core";
import { checksumAddress, toHex } from "./bytes.js";
import { keccak256 } from "./keccak.js";

// The one secp256k1 backend: @noble/curves 1.9, pure JavaScript. The base-point table is widened
// from the default window of 8 bits to BASE_WINDOW bits, the fastest signing figure measured in
// bench/sign.bench.ts for a table that still builds in well under a second.
const BASE_WINDOW = 10;
let tableReady = false;

function prepareBaseTable(): void {
  if (tableReady) return;
  tableReady = true;
  secp256k1.utils.precompute(BASE_WINDOW);
}

type Point = InstanceType<typeof secp256k1.ProjectivePoint>;
// The order of the secp256k1 group (SEC 2, 2.4.1), written out rather than read from the curve
// object when the module loads: a bundle that never signs with a private key (a wallet signs for
// it) then leaves the whole curve library out.
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_N = N >> 1n;

function bytesToBigInt(bytes: Uint8Array, offset: number, length: number): bigint {
  return BigInt(toHex(bytes, offset, length));
}

/** A private key as bytes, checked to be a valid secp256k1 scalar. */
export function checkPrivateKey(privateKey: unknown): Uint8Array {
  const bytes = new Uint8Array(32);
  if (!writeHex(bytes, 0, privateKey, 32)) {
    // Never echo the value: it may be a key with a typo.
    throw new ValidationError(
      "privateKey",
      `must be 0x and 64 hex digits, got ${typeof privateKey === "string" ? `${privateKey.length} characters` : describeValue(typeof privateKey)}`,
    );
  }
  const scalar = bytesToBigInt(bytes, 0, 32);
  if (scalar === 0n || scalar >= N) {
    throw new ValidationError("privateKey", "is not a valid secp256k1 private key");
  }
  return bytes;
}

/** The address of an uncompressed public key (65 bytes, 0x04 prefix). */
function addressOfPublicKey(publicKey: Uint8Array): Hex {
  return checksumAddress(toHex(keccak256(publicKey.subarray(1)), 12, 20));
}

/** The address that owns a private key. */
export function addressOfPrivateKey(privateKey: Uint8Array): Hex {
  return addressOfPublicKey(secp256k1.getPublicKey(privateKey, false));
}

const signatureWords = /* @__PURE__ */ new Uint8Array(65);

/**
 * Signs a 32-byte digest (RFC 6979 deterministic nonce, low s), returning the 65-byte signature
 * r || s || v with v = 27 or 28.
 */
export function signDigestBytes(digest: Uint8Array, privateKey: Uint8Array): Hex {
  prepareBaseTable();
  const { r, s, recovery } = secp256k1.sign(digest, privateKey, { lowS: true });
  const rs = `${r.toString(16).padStart(64, "0")}${s.toString(16).padStart(64, "0")}`;
  return `0x${rs}${recovery === 1 ? "1c" : "1b"}`;
}

/** r, s and the recovery bit of a 65-byte signature; throws a SignatureError otherwise. */
function parseSignature(signature: unknown): { r: bigint; s: bigint; recovery: number } {
  if (!writeHex(signatureWords, 0, signature, 65)) {
    throw new SignatureError(
      `A signature must be 65 bytes of hex (r, s, v), got ${typeof signature === "string" ? `${signature.length} characters` : describeValue(signature)}.`,
    );
  }
  const v = signatureWords[64] as number;
  const recovery = v === 27 || v === 28 ? v - 27 : v === 0 || v === 1 ? v : -1;
  if (recovery < 0) throw new SignatureError(`A signature's v must be 27 or 28, got ${v}.`);
  const r = bytesToBigInt(signatureWords, 0, 32);
  const s = bytesToBigInt(signatureWords, 32, 32);
  if (r === 0n || r >= N || s === 0n || s >= N) {
    throw new SignatureError("A signature's r and s must lie between 1 and the curve order.");
  }
  return { r, s, recovery };
}

/** The public key (as a curve point) that made `signature` over `digest`. */
function recoverPoint(digest: Uint8Array, signature: unknown): Point {
  const { r, s, recovery } = parseSignature(signature);
  try {
    return new secp256k1.Signature(r, s, recovery).recoverPublicKey(digest);
  } catch (cause) {
    throw new SignatureError("No public key recovers from this signature.", { cause });
  }
}

/** The checksummed address that signed `digest`. */
export function recoverDigestAddress(digest: Uint8Array, signature: unknown): Hex {
  return addressOfPublicKey(recoverPoint(digest, signature).toRawBytes(false));
}

interface KnownKey {
  readonly point: Point;
  uses: number;
  tabled: boolean;
}

// Addresses whose public key is known, newest last. From the second signature of an address on,
// its key gets a precomputed table, so a check costs two table walks instead of a recovery.
const knownKeys = new Map<string, KnownKey>();
const MAX_KNOWN_KEYS = 4096;
const MAX_TABLED_KEYS = 128;
let tabledKeys = 0;
const KEY_WINDOW = 8;

function remember(address: string, point: Point): void {
  if (knownKeys.size >= MAX_KNOWN_KEYS) {
    const oldest = knownKeys.keys().next().value as string;
    if (knownKeys.get(oldest)?.tabled) tabledKeys--;
    knownKeys.delete(oldest);
  }
  knownKeys.set(address, { point, uses: 1, tabled: false });
}

/**
 * True when `signature` over `digest` recovers to `address`. Equivalent to comparing the recovered
 * address, but an address seen before is checked against its known public key: R = u1·G + u2·Q must
 * have x = r and the parity that v names.
 */
export function verifyDigestAddress(
  digest: Uint8Array,
  signature: unknown,
  address: string,
): boolean {
  const key = address.toLowerCase();
  const known = knownKeys.get(key);
  if (!known) {
    let point: Point;
    try {
      point = recoverPoint(digest, signature);
    } catch (error) {
      if (error instanceof SignatureError) return false;
      throw error;
    }
    const recovered = addressOfPublicKey(point.toRawBytes(false)).toLowerCase();
    if (recovered !== key) return false;
    remember(key, point);
    return true;
  }
  let parsed: { r: bigint; s: bigint; recovery: number };
  try {
    parsed = parseSignature(signature);
  } catch (error) {
    if (error instanceof SignatureError) return false;
    throw error;
  }
  known.uses++;
  if (!known.tabled && known.uses >= 2 && tabledKeys < MAX_TABLED_KEYS) {
    secp256k1.utils.precompute(KEY_WINDOW, known.point);
    known.tabled = true;
    tabledKeys++;
  }
  prepareBaseTable();
  const { r, s, recovery } = parsed;
  const z = bytesToBigInt(digest, 0, 32) % N;
  const sInverse = invert(s, N);
  const u1 = (z * sInverse) % N;
  const u2 = (r * sInverse) % N;
  const R = secp256k1.ProjectivePoint.BASE.multiplyUnsafe(u1).add(known.point.multiplyUnsafe(u2));
  if (R.equals(secp256k1.ProjectivePoint.ZERO)) return false;
  const { x, y } = R.toAffine();
  return x === r && Number(y & 1n) === recovery;
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

/**
 * True when a 65-byte signature's s is in the lower half of the curve order (EIP-2): the form
 * every signer here produces, and the only one the sandbox accepts.
 *
 * @example
 * isLowS(await signMessage({ domain, primaryType: "TradeOrder", message, signer })) // true
 */
export function isLowS(signature: Hex): boolean {
  return parseSignature(signature).s <= HALF_N;
}
