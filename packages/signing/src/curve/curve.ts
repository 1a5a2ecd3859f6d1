import { describeValue, ValidationError } from "@perpkit/core";
// Resolved by the package's "imports" map: libsecp256k1 through the `secp256k1` package under the
// "node" condition, a stub everywhere else, so no browser bundle ever reaches the native code.
import { configuredCurveChoice, loadNativeCurve } from "#native-curve";
import type { CurveBackend } from "./curve-backend.js";
import { curveDeparture } from "./curve-check.js";
import { jsCurve } from "./curve-js.js";

export type { CurveBackend } from "./curve-backend.js";

/**
 * What {@link setCurveBackend} accepts: "auto" (libsecp256k1 when it loads, else pure JS), "js",
 * "native", or a {@link CurveBackend} of your own.
 *
 * @example
 * const choice: CurveChoice = process.env.NODE_ENV === "test" ? "js" : "auto"
 */
export type CurveChoice = "auto" | "js" | "native" | CurveBackend;

/** A backend checked against the known answers; throws a ValidationError naming `field`. */
function checked(backend: CurveBackend, field: string): CurveBackend {
  let problem: string | undefined;
  try {
    problem = curveDeparture(backend);
  } catch (cause) {
    throw new ValidationError(field, `failed its known-answer check: ${(cause as Error).message}`, {
      cause,
    });
  }
  if (problem !== undefined) {
    throw new ValidationError(field, `signs differently from the reference: ${problem}`);
  }
  return backend;
}

function native(field: string): CurveBackend {
  let backend: CurveBackend;
  try {
    backend = loadNativeCurve();
  } catch (cause) {
    throw new ValidationError(
      field,
      `is "native", which needs Node and the secp256k1 package (npm install secp256k1@5): ${(cause as Error).message}`,
      { cause },
    );
  }
  return backend;
}

function isBackend(value: unknown): value is CurveBackend {
  if (typeof value !== "object" || value === null) return false;
  const b = value as Partial<Record<keyof CurveBackend, unknown>>;
  return (
    typeof b.name === "string" &&
    typeof b.getPublicKey === "function" &&
    typeof b.sign === "function" &&
    typeof b.recoverPublicKey === "function"
  );
}

function resolve(choice: unknown, field: string): CurveBackend {
  if (choice === "js") return jsCurve;
  if (choice === "native") return native(field);
  if (choice === "auto") {
    try {
      return native(field);
    } catch {
      return jsCurve;
    }
  }
  throw new ValidationError(
    field,
    `must be "auto", "js" or "native"${field === "backend" ? " or a CurveBackend" : ""}, got ${describeValue(choice)}`,
  );
}

let active: CurveBackend | undefined;

/**
 * The secp256k1 backend in use. Until {@link setCurveBackend} is called, the first call picks one:
 * the `PERPKIT_CURVE` environment variable in Node ("auto", "js" or "native") when set, otherwise
 * "auto", which is libsecp256k1 when the optional `secp256k1` package loads in Node and
 * @noble/curves (pure JS) everywhere else.
 *
 * @example
 * console.log(`signing with the ${getCurveBackend().name} secp256k1 backend`)
 */
export function getCurveBackend(): CurveBackend {
  if (active === undefined) {
    const configured = configuredCurveChoice();
    active = resolve(configured ?? "auto", configured === undefined ? "backend" : "PERPKIT_CURVE");
  }
  return active;
}

/**
 * Chooses the secp256k1 backend for every signature made and checked from now on, process-wide
 * (a worker thread chooses its own). Returns the backend now in use. "native" throws a
 * ValidationError where libsecp256k1 cannot load; a backend of your own is first checked against
 * known answers, so that signatures stay byte-identical whichever backend makes them.
 *
 * @example
 * setCurveBackend("native") // libsecp256k1 (npm install secp256k1), several times faster in Node
 * setCurveBackend("js") // @noble/curves, the same in every runtime
 */
export function setCurveBackend(backend: CurveChoice): CurveBackend {
  active =
    backend === jsCurve
      ? jsCurve
      : isBackend(backend)
        ? checked(backend, "backend")
        : resolve(backend, "backend");
  return active;
}
