import fc from "fast-check";
import { hashTypedData, keccak256 as viemKeccak, toHex as viemToHex } from "viem";
import { describe, expect, test } from "vitest";
import { checksumAddress, isAddress, keccak256, keccak256Js, toHex } from "./bytes.js";
import { signingConfigs } from "./generated/configs.js";
import {
  cancelOrderTypes,
  eip712AuthTypes,
  extendLinkedSignerTypes,
  initiateWithdrawTypes,
  linkSignerTypes,
  refreshLinkedSignerTypes,
  revokeLinkedSignerTypes,
  signatureTypes,
  tradeOrderTypes,
  typedDataTypes,
  typeHashes,
  typeStrings,
} from "./generated/typed-data.js";
import { domainSeparator, hashMessage, parseSignatureType, typedDataOf } from "./hash.js";

const testnet = signingConfigs.testnet.domain;
// The testnet vector of LIVE-SERVICE.md that two independent public clients agree on.
const vector = {
  sender: "0xdeadbeef00000000000000000000000000000000",
  subaccount: `0x123456789abcde${"0".repeat(50)}`,
  quantity: 1_000_000_000n,
  price: 3_000_000_000_000n,
  reduceOnly: false,
  side: 0n,
  engineType: 0n,
  productId: 2n,
  nonce: 1764897077655477722n,
  signedAt: 1764897077n,
} as const;

describe("EIP-712 hashing", () => {
  test("reproduces the testnet domain separator", () => {
    expect(toHex(domainSeparator(testnet))).toBe(
      "0xbaf501bc2614cf7092d082742580b04c176be1815f46e407eab1bc37ba543c05",
    );
  });

  test("reproduces the testnet TradeOrder digest", () => {
    expect(hashMessage({ domain: testnet, primaryType: "TradeOrder", message: vector })).toBe(
      "0x8400482e02069cefd72a3a86cf96221d75701739b48b3199ce34e7c0525246b7",
    );
  });

  test("the precomputed type hashes are keccak256 of the encodeType strings", () => {
    for (const [name, text] of Object.entries(typeStrings)) {
      expect(typeHashes[name as keyof typeof typeHashes]).toBe(viemKeccak(viemToHex(text)));
    }
  });

  test("typedDataOf gives what viem hashes to the same digest", () => {
    const typed = typedDataOf({ domain: testnet, primaryType: "TradeOrder", message: vector });
    expect(hashTypedData(typed as never)).toBe(
      hashMessage({ domain: testnet, primaryType: "TradeOrder", message: vector }),
    );
    expect(typed.types.TradeOrder).toEqual(typedDataTypes.TradeOrder);
  });

  test("a value too wide for its field is refused, naming it", () => {
    expect(() =>
      hashMessage({
        domain: testnet,
        primaryType: "TradeOrder",
        message: { ...vector, side: 256n },
      }),
    ).toThrow(/side must be a uint8/);
    expect(() =>
      hashMessage({
        domain: testnet,
        primaryType: "TradeOrder",
        message: { ...vector, quantity: 1n << 128n },
      }),
    ).toThrow(/quantity must be a uint128/);
    expect(() =>
      hashMessage({
        domain: testnet,
        primaryType: "TradeOrder",
        message: { ...vector, sender: "0x12" },
      }),
    ).toThrow(/sender must be a 0x-prefixed 20-byte address/);
  });

  test("a malformed domain is refused, naming the field", () => {
    expect(() =>
      hashMessage({
        domain: { ...testnet, chainId: "13374202" as never },
        primaryType: "TradeOrder",
        message: vector,
      }),
    ).toThrow(/domain.chainId/);
  });
});

describe("keccak256", () => {
  test("matches viem's on random inputs of every length up to four blocks", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 600 }), (bytes) => {
        expect(toHex(keccak256(bytes))).toBe(viemKeccak(bytes));
      }),
      { numRuns: 500 },
    );
  });

  test("the JavaScript hash matches viem's too, where Node's own hashes in its place", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 600 }), (bytes) => {
        expect(toHex(keccak256Js(bytes))).toBe(viemKeccak(bytes));
      }),
      { numRuns: 500 },
    );
  });

  test("writes the hash into the given bytes at the given offset, and nowhere else", () => {
    const input = new TextEncoder().encode("perpkit");
    for (const hash of [keccak256, keccak256Js]) {
      const out = new Uint8Array(40).fill(7);
      expect(hash(input, out, 4)).toBe(out);
      expect([...out.subarray(0, 4), ...out.subarray(36)]).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
      expect(toHex(out, 4, 32)).toBe(viemKeccak(input));
    }
  });
});

describe("addresses", () => {
  test("checksums like EIP-55", () => {
    expect(checksumAddress("0xb3cdc82035c495c484c9ff11ed5f3ff6d342e3cc")).toBe(
      "0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cc",
    );
    expect(isAddress("0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cc")).toBe(true);
    expect(isAddress("0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cC")).toBe(false);
    expect(isAddress("0xb3cdc82035c495c484c9ff11ed5f3ff6d342e3cc")).toBe(true);
  });

  test("keep refusing a wrong checksum however often the right one was accepted", () => {
    const right = "0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cc";
    const wrong = "0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cC";
    for (let i = 0; i < 3; i++) {
      expect(isAddress(right)).toBe(true);
      expect(isAddress(wrong)).toBe(false);
    }
    // Past the most it remembers, addresses are checked afresh and still right.
    for (let k = 1; k <= 300; k++) {
      const address = checksumAddress(`0x${k.toString(16).padStart(40, "a")}`);
      expect(isAddress(address)).toBe(true);
    }
    expect(isAddress(right)).toBe(true);
    expect(isAddress(wrong)).toBe(false);
  });
});

describe("per-message definitions", () => {
  test("are the entries of the tables of every type, and describe the configuration's types", () => {
    const own = {
      LinkSigner: linkSignerTypes,
      RevokeLinkedSigner: revokeLinkedSignerTypes,
      RefreshLinkedSigner: refreshLinkedSignerTypes,
      ExtendLinkedSigner: extendLinkedSignerTypes,
      TradeOrder: tradeOrderTypes,
      CancelOrder: cancelOrderTypes,
      InitiateWithdraw: initiateWithdrawTypes,
      EIP712Auth: eip712AuthTypes,
    };
    expect(Object.keys(own)).toEqual(Object.keys(typedDataTypes));
    for (const [name, fields] of Object.entries(own)) {
      expect(typedDataTypes[name as keyof typeof typedDataTypes]).toBe(fields);
      expect(fields.map((f) => `${f.type} ${f.name}`).join(",")).toBe(
        signatureTypes[name as keyof typeof signatureTypes],
      );
    }
  });
});

describe("reading a message type", () => {
  test("reads every stored message type, entries and spaces around them as written", () => {
    for (const text of Object.values(signatureTypes)) {
      expect(parseSignatureType(text).length).toBe(text.split(",").length);
    }
    expect(parseSignatureType(" address sender , uint64 nonce")).toEqual([
      { name: "sender", type: "address" },
      { name: "nonce", type: "uint64" },
    ]);
  });

  test("takes EIP-712's atomic types at every width they have", () => {
    for (const type of [
      "bool",
      "string",
      "bytes",
      "bytes1",
      "bytes32",
      "int8",
      "uint",
      "uint256",
    ]) {
      expect(parseSignatureType(`${type} x`)).toEqual([{ name: "x", type }]);
    }
  });

  test("refuses a width EIP-712 does not have, a type it does not know and a malformed entry", () => {
    for (const text of [
      "uint7 x",
      "uint264 x",
      "bytes0 x",
      "bytes33 x",
      "uint256[] x",
      "address",
      "Address x",
    ]) {
      expect(() => parseSignatureType(text)).toThrow(/Cannot read the message type entry/);
    }
  });
});
