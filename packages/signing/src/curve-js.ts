import { invert } from "@noble/curves/abstract/modular";
import { secp256k1 } from "@noble/curves/secp256k1";
import { bytesToHex } from "@perpkit/core";
import type { CurveBackend } from "./curve-backend.js";

// @noble/curves 1.9, pure JavaScript, the same in every runtime. The base-point table is widened
// from the default window of 8 bits to BASE_WINDOW bits, the fastest signing figure measured in
// bench/sign.bench.ts for a table that still builds in well under a second.
const BASE_WINDOW = 10;
let tableReady = false;

function prepareBaseTable(): void {
  if (tableReady) return;
  tableReady = true;
  secp256k1.utils.precompute(BASE_WINDOW);
}

// A key's own table: a check is then two table walks (u1·G + u2·Q, x and parity compared)
// instead of a recovery.
const KEY_WINDOW = 8;

/** The 32-byte big-endian word of `bytes` at `offset`. */
function words(bytes: Uint8Array, offset: number): bigint {
  return BigInt(bytesToHex(bytes.subarray(offset, offset + 32)));
}

function signatureOf(signature: Uint8Array, recovery: number) {
  return new secp256k1.Signature(words(signature, 0), words(signature, 32), recovery);
}

/**
 * The pure-JS backend: @noble/curves. The default wherever libsecp256k1 is not available.
 *
 * @example
 * setCurveBackend("js") // selects this backend
 */
export const jsCurve: CurveBackend = {
  name: "js",
  detail: "@noble/curves 1.9 (pure JavaScript)",
  getPublicKey(privateKey) {
    prepareBaseTable();
    return secp256k1.getPublicKey(privateKey, false);
  },
  sign(digest, privateKey) {
    prepareBaseTable();
    const signature = secp256k1.sign(digest, privateKey, { lowS: true });
    return { signature: signature.toCompactRawBytes(), recovery: signature.recovery };
  },
  recoverPublicKey(digest, signature, recovery) {
    try {
      return signatureOf(signature, recovery).recoverPublicKey(digest).toRawBytes(false);
    } catch {
      return undefined;
    }
  },
  keyVerifier(publicKey) {
    const point = secp256k1.ProjectivePoint.fromHex(publicKey);
    const n = secp256k1.CURVE.n;
    secp256k1.utils.precompute(KEY_WINDOW, point);
    return (digest, signature, recovery) => {
      prepareBaseTable();
      const r = words(signature, 0);
      const s = words(signature, 32);
      const z = words(digest, 0) % n;
      const sInverse = invert(s, n);
      const R = secp256k1.ProjectivePoint.BASE.multiplyUnsafe((z * sInverse) % n).add(
        point.multiplyUnsafe((r * sInverse) % n),
      );
      if (R.equals(secp256k1.ProjectivePoint.ZERO)) return false;
      const { x, y } = R.toAffine();
      return x === r && Number(y & 1n) === recovery;
    };
  },
};
