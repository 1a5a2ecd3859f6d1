import { hash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { keccak256Js } from "./bytes.js";
import { nativeKeccak } from "./keccak.node.js";

/** Whether this Node's OpenSSL hashes Keccak-256 (Node 26 does; 22 and 24 do not). */
function nodeHasKeccak(): boolean {
  try {
    hash("keccak-256", "");
    return true;
  } catch {
    return false;
  }
}

describe("Node's Keccak-256", () => {
  test("is there exactly where Node's OpenSSL offers keccak-256", () => {
    expect(nativeKeccak !== undefined).toBe(nodeHasKeccak());
  });

  test.runIf(nodeHasKeccak())("hashes as the JavaScript does, across block boundaries", () => {
    const hasher = nativeKeccak as NonNullable<typeof nativeKeccak>;
    for (const length of [0, 1, 66, 135, 136, 137, 352, 600]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      const out = new Uint8Array(40);
      expect(hasher(bytes, out, 8)).toBe(out);
      expect(out.subarray(8)).toEqual(keccak256Js(bytes));
    }
  });
});
