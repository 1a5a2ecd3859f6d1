import { describeValue, type Hex, SignatureError, ValidationError, writeHex } from "@perpkit/core";
import { bytesToBigInt, checksumAddress, HALF_N, keccak256, N, toHex } from "../bytes.js";
import { type CurveBackend, getCurveBackend } from "./curve.js";

// Signing, recovery and checks over whichever secp256k1 backend is in use (curve.ts): pure JS by
// default, libsecp256k1 in Node when it is installed. What is checked and thrown here is the same
// for every backend.

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

/** The address of an uncompressed public key (65 bytes, 0x04 prefix), lower case. */
function addressOfPublicKey(publicKey: Uint8Array): Hex {
  return toHex(keccak256(publicKey.subarray(1)), 12, 20);
}

/** The address that owns a private key. */
export function addressOfPrivateKey(privateKey: Uint8Array): Hex {
  return checksumAddress(addressOfPublicKey(getCurveBackend().getPublicKey(privateKey)));
}

/**
 * Signs a 32-byte digest (RFC 6979 deterministic nonce, low s), returning the 65-byte signature
 * r || s || v with v = 27 + the recovery bit (27 or 28). v is computed, not chosen by a branch, so
 * this runs the same code whichever bit a signature has: the route check (tools/routes) compares
 * the code an order runs, and the bit changes with every nonce.
 */
export function signDigestBytes(digest: Uint8Array, privateKey: Uint8Array): Hex {
  const { signature, recovery } = getCurveBackend().sign(digest, privateKey);
  return `${toHex(signature)}${(27 + recovery).toString(16)}`;
}

const signatureWords = /* @__PURE__ */ new Uint8Array(65);

/**
 * The 64 bytes r || s of a 65-byte signature, and its recovery bit; throws a SignatureError
 * otherwise. The bytes are a shared buffer, valid until the next call.
 */
function parseSignature(signature: unknown): { rs: Uint8Array; recovery: number; s: bigint } {
  if (!writeHex(signatureWords, 0, signature, 65)) {
    throw new SignatureError(
      `A signature must be 65 bytes of hex (r, s, v), got ${typeof signature === "string" ? `${signature.length} characters` : describeValue(signature)}.`,
    );
  }
  const v = signatureWords[64] as number;
  // 27 or 28 (or 0 or 1) to the recovery bit, the same way for either bit (see signDigestBytes).
  const recovery = v >= 27 ? v - 27 : v;
  if ((recovery | 1) !== 1) throw new SignatureError(`A signature's v must be 27 or 28, got ${v}.`);
  const r = bytesToBigInt(signatureWords, 0, 32);
  const s = bytesToBigInt(signatureWords, 32, 32);
  if (r === 0n || r >= N || s === 0n || s >= N) {
    throw new SignatureError("A signature's r and s must lie between 1 and the curve order.");
  }
  return { rs: signatureWords.subarray(0, 64), recovery, s };
}

/** The uncompressed public key that made `signature` over `digest`. */
function recoverPublicKey(curve: CurveBackend, digest: Uint8Array, signature: unknown): Uint8Array {
  const { rs, recovery } = parseSignature(signature);
  const publicKey = curve.recoverPublicKey(digest, rs, recovery);
  if (publicKey === undefined) {
    throw new SignatureError("No public key recovers from this signature.");
  }
  return publicKey;
}

/** The checksummed address that signed `digest`. */
export function recoverDigestAddress(digest: Uint8Array, signature: unknown): Hex {
  return checksumAddress(
    addressOfPublicKey(recoverPublicKey(getCurveBackend(), digest, signature)),
  );
}

interface KnownKey {
  readonly publicKey: Uint8Array;
  verify: ((digest: Uint8Array, signature: Uint8Array, recovery: number) => boolean) | undefined;
}

// Addresses whose public key is known, newest last, one table per backend (a key recovered by one
// backend is never trusted by another). From the second check of an address on, a backend that
// offers a key verifier (the js one: a table for the key) checks against the known key instead of
// recovering; the others recover and compare keys.
interface KnownKeys {
  readonly keys: Map<string, KnownKey>;
  verifiers: number;
}
const knownKeysByCurve = new WeakMap<CurveBackend, KnownKeys>();
const MAX_KNOWN_KEYS = 4096;
const MAX_KEY_VERIFIERS = 128;

function knownKeysOf(curve: CurveBackend): KnownKeys {
  let known = knownKeysByCurve.get(curve);
  if (!known) {
    known = { keys: new Map(), verifiers: 0 };
    knownKeysByCurve.set(curve, known);
  }
  return known;
}

function remember(known: KnownKeys, address: string, publicKey: Uint8Array): void {
  if (known.keys.size >= MAX_KNOWN_KEYS) {
    const oldest = known.keys.keys().next().value as string;
    if (known.keys.get(oldest)?.verify) known.verifiers--;
    known.keys.delete(oldest);
  }
  known.keys.set(address, { publicKey, verify: undefined });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * True when `signature` over `digest` recovers to `address`; false for a wrong or malformed
 * signature. An address seen before is checked against its known public key.
 */
export function verifyDigestAddress(
  digest: Uint8Array,
  signature: unknown,
  address: string,
): boolean {
  const curve = getCurveBackend();
  let parsed: ReturnType<typeof parseSignature>;
  try {
    parsed = parseSignature(signature);
  } catch (error) {
    if (error instanceof SignatureError) return false;
    throw error;
  }
  const { rs, recovery } = parsed;
  const key = address.toLowerCase();
  const known = knownKeysOf(curve);
  const entry = known.keys.get(key);
  if (entry) {
    if (!entry.verify && curve.keyVerifier && known.verifiers < MAX_KEY_VERIFIERS) {
      entry.verify = curve.keyVerifier(entry.publicKey);
      known.verifiers++;
    }
    if (entry.verify) return entry.verify(digest, rs, recovery);
    const publicKey = curve.recoverPublicKey(digest, rs, recovery);
    return publicKey !== undefined && sameBytes(publicKey, entry.publicKey);
  }
  const publicKey = curve.recoverPublicKey(digest, rs, recovery);
  if (publicKey === undefined || addressOfPublicKey(publicKey) !== key) return false;
  remember(known, key, publicKey);
  return true;
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
