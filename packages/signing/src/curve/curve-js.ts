import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex } from "@perpkit/core";
import type { CurveBackend } from "./curve-backend.js";

// @noble/curves 2, pure JavaScript, the same in every runtime. The base-point table is widened
// from the default window of 8 bits to BASE_WINDOW bits, the fastest signing figure measured in
// bench/sign.bench.ts for a table that still builds in well under a second.
const BASE_WINDOW = 10;
let tableReady = false;

function prepareBaseTable(): void {
  if (tableReady) return;
  tableReady = true;
  secp256k1.Point.BASE.precompute(BASE_WINDOW, false);
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
  detail: "@noble/curves 2 (pure JavaScript)",
  getPublicKey(privateKey) {
    prepareBaseTable();
    return secp256k1.getPublicKey(privateKey, false);
  },
  sign(digest, privateKey) {
    prepareBaseTable();
    // The digest is signed as it is (no prehash); `recovered` puts the recovery bit first.
    const signed = secp256k1.sign(digest, privateKey, {
      prehash: false,
      lowS: true,
      format: "recovered",
    });
    return { signature: signed.subarray(1), recovery: signed[0] as number };
  },
  recoverPublicKey(digest, signature, recovery) {
    try {
      return signatureOf(signature, recovery).recoverPublicKey(digest).toBytes(false);
    } catch {
      return undefined;
    }
  },
  keyVerifier(publicKey) {
    const point = secp256k1.Point.fromBytes(publicKey);
    const n = secp256k1.Point.Fn.ORDER;
    point.precompute(KEY_WINDOW, false);
    return (digest, signature, recovery) => {
      prepareBaseTable();
      const r = words(signature, 0);
      const s = words(signature, 32);
      const z = words(digest, 0) % n;
      const sInverse = secp256k1.Point.Fn.inv(s);
      const R = secp256k1.Point.BASE.multiplyUnsafe((z * sInverse) % n).add(
        point.multiplyUnsafe((r * sInverse) % n),
      );
      if (R.equals(secp256k1.Point.ZERO)) return false;
      const { x, y } = R.toAffine();
      return x === r && Number(y & 1n) === recovery;
    };
  },
};
