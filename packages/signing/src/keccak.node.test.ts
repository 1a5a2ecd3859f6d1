import { hash } from "node:crypto";
import fc from "fast-check";
import { keccak256 as viemKeccak } from "viem";
import { describe, expect, test } from "vitest";
import { bundle } from "../test/bundle.js";
import { keccak256Js, toHex } from "./bytes.js";
import { opensslKeccak, runtimeKeccak } from "./keccak.node.js";
import { keccak256Unrolled } from "./keccak-unrolled.js";

/** Whether this Node's OpenSSL hashes Keccak-256 (Node 26 does; 22 and 24 do not). */
function nodeHasKeccak(): boolean {
  try {
    hash("keccak-256", "");
    return true;
  } catch {
    return false;
  }
}

/** Lengths around every block boundary a digest meets: whole words, one to three bytes over. */
const edges = [0, 1, 2, 3, 4, 5, 31, 32, 33, 66, 131, 132, 133, 134, 135, 136, 137, 139, 140];
const lengths = [...edges, ...edges.map((n) => n + 136), 352, 600];

describe("Node's Keccak-256", () => {
  test("comes from OpenSSL exactly where Node's OpenSSL offers keccak-256, else it is the unrolled JavaScript", () => {
    expect(opensslKeccak).toBe(nodeHasKeccak());
    if (!opensslKeccak) expect(runtimeKeccak).toBe(keccak256Unrolled);
    else expect(runtimeKeccak).not.toBe(keccak256Unrolled);
  });

  test("hashes as the small JavaScript does, across block boundaries, at an offset", () => {
    for (const length of lengths) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      const out = new Uint8Array(40).fill(9);
      expect(runtimeKeccak(bytes, out, 8)).toBe(out);
      expect(out.subarray(8)).toEqual(keccak256Js(bytes));
      expect([...out.subarray(0, 8)]).toEqual([9, 9, 9, 9, 9, 9, 9, 9]);
    }
  });
});

describe("the unrolled Keccak-256", () => {
  test("matches viem's on random inputs of every length up to five blocks", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 700 }), (bytes) => {
        expect(toHex(keccak256Unrolled(bytes))).toBe(viemKeccak(bytes));
      }),
      { numRuns: 500 },
    );
  });

  test("matches viem's at every length around a block boundary, one call after another", () => {
    // Each call starts from a clean state: the same input after a different one hashes the same.
    for (const length of lengths) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 17 + 3 * length) & 0xff);
      keccak256Unrolled(new Uint8Array(500).fill(0xff));
      expect(toHex(keccak256Unrolled(bytes))).toBe(viemKeccak(bytes));
    }
  });

  test("writes the hash into the given bytes at the given offset, and nowhere else", () => {
    const input = new TextEncoder().encode("perpkit");
    const out = new Uint8Array(40).fill(7);
    expect(keccak256Unrolled(input, out, 4)).toBe(out);
    expect([...out.subarray(0, 4), ...out.subarray(36)]).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
    expect(toHex(out, 4, 32)).toBe(viemKeccak(input));
  });

  test("never enters a browser bundle, and is in a Node bundle", async () => {
    // Unminified bundles keep function names; only the unrolled module has this one.
    const unrolled = /function thetaRhoPi\b/;
    const signs = `export { signOrder, toSigner } from "./index.ts";`;
    expect(await bundle(signs, "browser")).not.toMatch(unrolled);
    expect(await bundle(signs, "node")).toMatch(unrolled);
  }, 10_000);
});
