import { secp256k1 } from "@noble/curves/secp256k1.js";
import { expect, test } from "vitest";
import { isLowS } from "./secp256k1.js";

test("the group order written in the module is the curve's", () => {
  const n = secp256k1.Point.Fn.ORDER;
  const r = "11".repeat(32);
  const sig = (s: bigint) => `0x${r}${s.toString(16).padStart(64, "0")}1b` as const;
  // isLowS compares against n / 2, so the boundary shows which n the module holds.
  expect(isLowS(sig(n >> 1n))).toBe(true);
  expect(isLowS(sig((n >> 1n) + 1n))).toBe(false);
});
