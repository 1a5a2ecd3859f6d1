import { verifyTypedData as ethersVerifyTypedData, TypedDataEncoder } from "ethers";
import fc from "fast-check";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, test } from "vitest";
import { signingConfigs } from "./generated/configs.js";
import { type PrimaryType, primaryTypes, typedDataTypes } from "./generated/typed-data.js";
import { hashMessage } from "./hash.js";
import { recoverMessageAddress, signMessage } from "./requests.js";
import { privateKeySigner } from "./signer.js";

const domain = signingConfigs.testnet.domain;
const keys = [
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x0000000000000000000000000000000000000000000000000000000000000001",
  "0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140",
  "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
] as const;
const signers = keys.map((key) => ({
  ours: privateKeySigner(key),
  viem: privateKeyToAccount(key),
}));

const hex = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((b) => `0x${Buffer.from(b).toString("hex")}`);

/** Values of a Solidity type, weighted towards the edges (0, 1, the largest value). */
function arbitraryOf(type: string): fc.Arbitrary<unknown> {
  if (type === "address") return hex(20);
  if (type === "bool") return fc.boolean();
  if (type.startsWith("bytes")) return hex(Number(type.slice(5)));
  const bits = BigInt(type.slice(4));
  const max = (1n << bits) - 1n;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(0n, 1n, max, max - 1n) },
    { weight: 4, arbitrary: fc.bigInt({ min: 0n, max }) },
  );
}

function messageArbitrary(primaryType: PrimaryType) {
  const fields = typedDataTypes[primaryType];
  return fc.record(
    Object.fromEntries(fields.map((f) => [f.name, arbitraryOf(f.type)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
}

// Every message is signed by us and by viem and hashed by ethers; full ethers verification and our
// recovery (one elliptic-curve recovery each, the slow part) run on every tenth message.
describe("signatures are byte-identical to viem and verify with ethers", () => {
  test.each([...primaryTypes])("%s, 1,000 random messages", async (primaryType) => {
    let run = 0;
    const types = { [primaryType]: typedDataTypes[primaryType].map((f) => ({ ...f })) };
    await fc.assert(
      fc.asyncProperty(
        messageArbitrary(primaryType),
        fc.nat(signers.length - 1),
        async (message, k) => {
          const { ours, viem } = signers[k] as (typeof signers)[number];
          const signature = await signMessage({
            domain,
            primaryType,
            message: message as never,
            signer: ours,
          });
          const expected = await viem.signTypedData({
            domain,
            types: typedDataTypes,
            primaryType,
            message: message as never,
          });
          expect(signature).toBe(expected);
          expect(TypedDataEncoder.hash(domain, types, message)).toBe(
            hashMessage({ domain, primaryType, message: message as never }),
          );
          if (run++ % 10 === 0) {
            expect(ethersVerifyTypedData(domain, types, message, signature)).toBe(viem.address);
            expect(
              recoverMessageAddress({
                domain,
                primaryType,
                message: message as never,
                signature,
              }),
            ).toBe(viem.address);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
