import { bytesToHex, hexToBytes } from "@perpkit/core";
import type { CurveBackend } from "./curve-backend.js";

// Known answers, from viem's signer: one private key, and two digests whose signatures carry each
// recovery bit, the second with an s that had to be moved to the lower half. Kept apart from
// curve.ts so that a bundle that only signs with the default backend carries none of it.
const CHECK_KEY = "0x87c0aca84a7a793a8aaabc42bbd94375f40b4985766b25f1fea28526612c12b6";
const CHECK_PUBLIC_KEY =
  "0x04be2a8f63a5608bdbfecbf6ced324c6a83a8eb5fc174be83eb2b49131cae69ab311399ab832589095a7d6ce3533c0b8785c708ef4ae8e5bd70f49c122ec8dfdb0";
const CHECK_SIGNATURES = [
  [
    "0xffd60c142fe53d8dc9602dd84c73965deee5f12c39f30cb39d2df9861f83e100",
    "0x3b32caba9317365bd1ec649818bc4b47914a1d66c0dab5bfcdbebdfc4c453dc039a4be100153bd6b3844ed1911ccf095ddfe7c1f886540b429e229ea0bc35c121c",
  ],
  [
    "0x9fbcdd28be48207e366b881467b299de40473ebb53628fe9080bc4e4fe45bf6d",
    "0xaea72160993f9d68229f02ea0b4fb1292dfbdf533fbd766372c5578c08b2464e5c3e5ccfbbfbb3dcace4a518a7999c4ed5748d917e70e02d68e4e4e0d0d87baa1b",
  ],
] as const;

/** The known answers every backend must give, for tests. */
export const curveCheckVectors = {
  privateKey: CHECK_KEY,
  publicKey: CHECK_PUBLIC_KEY,
  signatures: CHECK_SIGNATURES,
} as const;

/**
 * Where `backend` departs from the known answers (public key, both signatures byte for byte, and
 * recovery from each), or undefined when it gives every one. Whatever the backend throws, throws.
 */
export function curveDeparture(backend: CurveBackend): string | undefined {
  const key = hexToBytes(CHECK_KEY);
  if (bytesToHex(backend.getPublicKey(key)) !== CHECK_PUBLIC_KEY) {
    return "getPublicKey returns a different public key";
  }
  for (const [digestHex, expected] of CHECK_SIGNATURES) {
    const digest = hexToBytes(digestHex);
    const { signature, recovery } = backend.sign(digest, key);
    const signed = `${bytesToHex(signature)}${recovery === 1 ? "1c" : "1b"}`;
    if (signed !== expected) return `sign gives ${signed} where ${expected} was expected`;
    const words = hexToBytes(expected);
    const recovered = backend.recoverPublicKey(
      digest,
      words.subarray(0, 64),
      words[64] === 28 ? 1 : 0,
    );
    if (recovered === undefined || bytesToHex(recovered) !== CHECK_PUBLIC_KEY) {
      return "recoverPublicKey returns a different public key";
    }
  }
  return undefined;
}
