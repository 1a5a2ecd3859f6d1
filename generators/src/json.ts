/** A JSON object as read from a spec file: keys to values of any kind. */
export type Json = Record<string, unknown>;

/** True for a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The error every generator raises on a spec it cannot use: the spec file, where in it, and what
 * is wrong, so the message points at the line to fix.
 */
export class SpecError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "SpecError";
  }
}

/** Throws a {@link SpecError} for `file`. */
export function fail(file: string, problem: string): never {
  throw new SpecError(file, problem);
}

/** A `fail` bound to one spec file: `failIn(SPEC)("has no paths")`. */
export function failIn(file: string): (problem: string) => never {
  return (problem) => fail(file, problem);
}
