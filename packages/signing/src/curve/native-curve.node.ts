// The "#native-curve" module in Node: libsecp256k1 through the optional `secp256k1` package, whose
// npm tarball carries prebuilt binaries (linux-x64 glibc and musl, darwin-arm64, win32-x64), so
// nothing is compiled on install. Its `bindings` entry is loaded rather than its main one: the main
// entry falls back to a slow pure-JS implementation when the binary is missing, and the fallback
// here is our own pure-JS backend.
import { createRequire } from "node:module";
import type { CurveBackend } from "./curve-backend.js";
import { curveDeparture } from "./curve-check.js";

/** The part of the `secp256k1` package's API used here. */
interface Secp256k1Bindings {
  publicKeyCreate(privateKey: Uint8Array, compressed: boolean): Uint8Array;
  ecdsaSign(digest: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number };
  ecdsaRecover(
    signature: Uint8Array,
    recovery: number,
    digest: Uint8Array,
    compressed: boolean,
  ): Uint8Array;
}

/**
 * Loads libsecp256k1 and checks it against known answers; throws when the package or its binary
 * for this platform is missing, or when it signs differently from the reference.
 */
export function loadNativeCurve(): CurveBackend {
  const require = createRequire(import.meta.url);
  const lib = require("secp256k1/bindings") as Secp256k1Bindings;
  const version = (require("secp256k1/package.json") as { version: string }).version;
  const binary = Object.keys(require.cache).find(
    (file) => file.endsWith(".node") && /[\\/]secp256k1[\\/]/.test(file),
  );
  const backend: CurveBackend = {
    name: "native",
    detail: `libsecp256k1 (secp256k1 ${version}${binary ? `, ${binary.replace(/^.*[\\/]secp256k1[\\/]/, "")}` : ""})`,
    getPublicKey: (privateKey) => lib.publicKeyCreate(privateKey, false),
    sign(digest, privateKey) {
      const { signature, recid } = lib.ecdsaSign(digest, privateKey);
      return { signature, recovery: recid };
    },
    recoverPublicKey(digest, signature, recovery) {
      try {
        return lib.ecdsaRecover(signature, recovery, digest, false);
      } catch {
        return undefined;
      }
    },
  };
  const departure = curveDeparture(backend);
  if (departure !== undefined)
    throw new Error(`libsecp256k1 failed its known-answer check: ${departure}`);
  return backend;
}

/** PERPKIT_CURVE, when set: the backend chosen for the whole process, worker threads included. */
export function configuredCurveChoice(): string | undefined {
  const value = process.env.PERPKIT_CURVE;
  return value === undefined || value === "" ? undefined : value;
}
