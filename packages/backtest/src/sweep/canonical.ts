import { createHash } from "node:crypto";

/**
 * JSON with every object's keys in sorted order, so that equal values always give equal text
 * (and equal hashes), whatever order they were built in.
 *
 * @example
 * canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }) // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/**
 * The first `length` hex digits of the SHA-256 of a value's canonical JSON.
 *
 * @example
 * hashOf({ a: 1 }, 12) // "015abd7f5cc5"
 */
export function hashOf(value: unknown, length: number): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex").slice(0, length);
}
