// The "#native-curve" module outside Node (browsers, workers, other runtimes): libsecp256k1 is not
// there, so "auto" falls back to the pure-JS backend and "native" is refused.
import type { CurveBackend } from "./curve-backend.js";

/** Throws: the native backend exists only in Node. */
export function loadNativeCurve(): CurveBackend {
  throw new Error("libsecp256k1 runs only in Node (this build was resolved for another runtime)");
}

/** No environment to read outside Node. */
export function configuredCurveChoice(): string | undefined {
  return undefined;
}
