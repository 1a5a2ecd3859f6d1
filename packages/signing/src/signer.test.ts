import { secp256k1 } from "@noble/curves/secp256k1.js";
import { type Hex, PerpkitError } from "@perpkit/core";
import fc from "fast-check";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, test } from "vitest";
import { isLowS, recoverAddress } from "./index.js";
import {
  eip1193Signer,
  ethersSigner,
  normalizeSignature,
  privateKeySigner,
  toSigner,
} from "./signer.js";

const keyHex = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((b) => {
    const k = BigInt(`0x${Buffer.from(b).toString("hex")}`);
    return k > 0n && k < secp256k1.Point.Fn.ORDER;
  })
  .map((b) => Buffer.from(b).toString("hex"));

/** The message of whatever `run` throws. */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PerpkitError);
    return (error as Error).message;
  }
  throw new Error("nothing was thrown");
}

describe("toSigner never quotes what it was given", () => {
  const mistyped = fc
    .tuple(keyHex, fc.nat(63), fc.integer({ min: 0, max: 5 }))
    .map(([hex, at, kind]) => {
      const variants = [
        `0x${hex.slice(0, at)}${hex.slice(at + 1)}`,
        `${hex.slice(0, at)}${hex.slice(at + 1)}`,
        hex,
        `0x${hex.slice(0, at)}g${hex.slice(at + 1)}`,
        `0x${hex}`,
        `0x${hex.slice(0, 43)}`,
      ];
      return { hex, typed: variants[kind] as string };
    });

  test("a private key string, well formed or mistyped", () => {
    fc.assert(
      fc.property(mistyped, ({ hex, typed }) => {
        const message = thrown(() => toSigner(typed as never));
        expect(message).toMatch(/^signer must be an account/);
        expect(message).toContain("privateKeySigner");
        for (let i = 0; i + 6 <= hex.length; i++)
          expect(message).not.toContain(hex.slice(i, i + 6));
      }),
      { numRuns: 300 },
    );
  });

  test("a key put where an address belongs, in an account, a wallet client or an option", () => {
    const key = `0x${"ab12".repeat(16)}`;
    const typo = `${key.slice(0, 40)}q${key.slice(41)}`;
    const account = privateKeyToAccount(`0x${"11".repeat(32)}`);
    for (const run of [
      () => toSigner({ ...account, address: typo } as never),
      () =>
        toSigner({
          request: () => undefined,
          signTypedData: () => undefined,
          account: { address: key, type: "json-rpc" },
        } as never),
      () =>
        ethersSigner({
          getAddress: async () => key,
          signTypedData: async () => "0x",
          address: typo,
        }),
      () => eip1193Signer({ request: async () => undefined }, { address: typo as never }),
    ]) {
      const message = thrown(run);
      expect(message).not.toContain("ab12ab12");
      expect(message).toContain("not shown");
    }
  });
});

describe("ethers signers and EIP-1193 providers are wrapped by their own functions", () => {
  const address = privateKeyToAccount(`0x${"11".repeat(32)}`).address;
  const ethers = { address, getAddress: async () => address, signTypedData: async () => "0x" };
  const provider = { request: async () => undefined };

  test("an ethers signer given as it is is refused, naming ethersSigner", () => {
    const message = thrown(() => toSigner(ethers as never));
    expect(message).toBe(
      "signer is an ethers signer: wrap it with ethersSigner(signer) of @perpkit/signing",
    );
  });

  test("an EIP-1193 provider given as it is is refused, naming eip1193Signer", () => {
    const message = thrown(() => toSigner(provider as never, { address }));
    expect(message).toContain("wrap it with eip1193Signer(provider, { address })");
  });

  test("ethersSigner takes the signer's address, or the one given when it has none", () => {
    expect(ethersSigner(ethers).address).toBe(address);
    const { address: _none, ...bare } = ethers;
    expect(thrown(() => ethersSigner(bare))).toContain("ethersSigner(signer, { address:");
    expect(ethersSigner(bare, { address }).address).toBe(address);
  });

  test("eip1193Signer needs the address it signs for", () => {
    expect(thrown(() => eip1193Signer(provider, undefined as never))).toMatch(
      /^address is required/,
    );
    expect(eip1193Signer(provider, { address }).address).toBe(address);
  });

  test("a wrapped signer is a Signer that toSigner takes as it is", () => {
    const wrapped = ethersSigner(ethers);
    expect(toSigner(wrapped)).toBe(wrapped);
  });
});

describe("signatures are low-s", () => {
  test("a private key signer's signatures always have s in the lower half", () => {
    fc.assert(
      fc.property(keyHex, fc.uint8Array({ minLength: 32, maxLength: 32 }), (hex, digest) => {
        const signature = privateKeySigner(`0x${hex}`).signDigest(
          `0x${Buffer.from(digest).toString("hex")}`,
        );
        expect(isLowS(signature)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test("a high-s signature from a wallet becomes its low-s twin, for the same address", () => {
    const signer = privateKeySigner(`0x${"22".repeat(32)}`);
    const digest = `0x${"33".repeat(32)}` as const;
    const low = signer.signDigest(digest);
    const s = BigInt(`0x${low.slice(66, 130)}`);
    const high =
      `${low.slice(0, 66)}${(secp256k1.Point.Fn.ORDER - s).toString(16).padStart(64, "0")}${low.endsWith("1b") ? "1c" : "1b"}` as Hex;
    expect(isLowS(high)).toBe(false);
    expect(recoverAddress({ hash: digest, signature: high })).toBe(signer.address);
    expect(normalizeSignature(high)).toBe(low);
  });
});
