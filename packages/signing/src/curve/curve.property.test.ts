import type { Hex } from "@perpkit/core";
import fc from "fast-check";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, describe, expect, test } from "vitest";
import { signingConfigs } from "../generated/configs.js";
import { type PrimaryType, primaryTypes, typedDataTypes } from "../generated/typed-data.js";
import { recoverMessageAddress, signMessage, verifyMessage } from "../requests.js";
import { privateKeySigner } from "../signer.js";
import { setCurveBackend } from "./curve.js";

const domain = signingConfigs.testnet.domain;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const backends = ["js", "native"] as const;

afterAll(() => {
  setCurveBackend("auto");
});

const hex = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((b) => `0x${Buffer.from(b).toString("hex")}` as Hex);

/** Private keys: any scalar from 1 to n - 1, the two ends included. */
const privateKeys = fc
  .oneof(
    { weight: 1, arbitrary: fc.constantFrom(1n, 2n, N - 1n, N - 2n) },
    { weight: 9, arbitrary: fc.bigInt({ min: 1n, max: N - 1n }) },
  )
  .map((k) => `0x${k.toString(16).padStart(64, "0")}` as Hex);

/** Values of a Solidity type, weighted towards the edges (0, 1, the largest value). */
function arbitraryOf(type: string): fc.Arbitrary<unknown> {
  if (type === "address") return hex(20);
  if (type === "bool") return fc.boolean();
  if (type.startsWith("bytes")) return hex(Number(type.slice(5)));
  const max = (1n << BigInt(type.slice(4))) - 1n;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(0n, 1n, max) },
    { weight: 4, arbitrary: fc.bigInt({ min: 0n, max }) },
  );
}

function messageArbitrary(primaryType: PrimaryType) {
  return fc.record(
    Object.fromEntries(typedDataTypes[primaryType].map((f) => [f.name, arbitraryOf(f.type)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
}

/** The same signature with s moved to the upper half and v flipped: it recovers the same key. */
function highS(signature: Hex): Hex {
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = signature.endsWith("1b") ? "1c" : "1b";
  return `${signature.slice(0, 66)}${(N - s).toString(16).padStart(64, "0")}${v}` as Hex;
}

// Each run signs one random message with one random key under both backends and viem, then
// recovers and verifies it, and its high-s twin, under both backends.
describe("signatures and recovery are byte-identical across backends", () => {
  test.each([...primaryTypes])(
    "%s, 200 random keys and messages",
    async (primaryType) => {
      await fc.assert(
        fc.asyncProperty(privateKeys, messageArbitrary(primaryType), async (key, m) => {
          const message = m as never;
          const account = privateKeyToAccount(key);
          const address = account.address;
          const expected = await account.signTypedData({
            domain,
            types: typedDataTypes,
            primaryType,
            message,
          });
          for (const backend of backends) {
            setCurveBackend(backend);
            const signer = privateKeySigner(key);
            expect(signer.address).toBe(address);
            expect(await signMessage({ domain, primaryType, message, signer })).toBe(expected);
          }
          for (const signature of [expected, highS(expected)]) {
            for (const backend of backends) {
              setCurveBackend(backend);
              expect(recoverMessageAddress({ domain, primaryType, message, signature })).toBe(
                address,
              );
              expect(verifyMessage({ domain, primaryType, message, signature, address })).toBe(
                true,
              );
            }
          }
        }),
        { numRuns: 200 },
      );
    },
    // A hang guard, wider than the shared one: the first property builds a verifier table for
    // each key it verifies twice (up to the 128 that verifyDigestAddress keeps), about half a minute of a
    // quiet core, which a loaded machine stretches.
    300_000,
  );
});

test("random signatures recover the same address, or none, under both backends", () => {
  const primaryType = "TradeOrder";
  fc.assert(
    fc.property(
      messageArbitrary(primaryType),
      fc.bigInt({ min: 1n, max: N - 1n }),
      fc.bigInt({ min: 1n, max: N - 1n }),
      fc.boolean(),
      (m, r, s, odd) => {
        const message = m as never;
        const signature =
          `0x${r.toString(16).padStart(64, "0")}${s.toString(16).padStart(64, "0")}${odd ? "1c" : "1b"}` as Hex;
        const outcome = backends.map((backend) => {
          setCurveBackend(backend);
          try {
            return recoverMessageAddress({ domain, primaryType, message, signature });
          } catch (error) {
            return (error as Error).name;
          }
        });
        expect(outcome[1]).toBe(outcome[0]);
      },
    ),
    { numRuns: 300 },
  );
});
